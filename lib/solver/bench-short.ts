// Benchmark: short mode on a range of Microsoft deals against macroxue/freecell's published lengths; also derives those lengths.
//
//   npm run bench:build && node build/dev/lib/solver/bench-short.js --from 1 --to 1000 [--step K] [--ref fixtures/macroxue/lengths-1-32000.txt] [--each]
//     [--widths 1000,4000] [--weights '{"block":4}']   (tuning: instead of short mode's own)
//   node build/dev/lib/solver/bench-short.js --derive GIT_DIR --from 1 --to 32000 [--out FILE]
//
// --derive replays macroxue/freecell's solutions (solutions/block.K of its repository, read from a bare
// git directory with `git show`) through the engine and prints one "deal length" line per deal: the number of
// engine moves (every foundation move once, a run moved within capacity once). --out FILE (with --from 1) writes
// the fixture's form instead: line N holds deal N's length, or "-" where it published no solution.

import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import {
  type Board,
  type Move,
  applyMove,
  CLUBS,
  DIAMONDS,
  HEARTS,
  SPADES,
  cell,
  column,
  dealBoard,
  findVariant,
  foundation,
  foundationFor,
  foundationViolation,
  isRed,
  isWon,
  rankOf,
  suitOf,
  maxMovable,
  microsoftDeal,
  resolveMove,
} from '../core';
import { solve } from '.';
import { SHORT_WEIGHTS, SHORT_WIDTHS, type ShortWeights } from './short';
import { UsageError, checkDealRange, eachArg, readText, runTool } from './bench-args';

const freecell = findVariant('freecell');

interface Options {
  from: number;
  to: number;
  derive?: string;
  out?: string;
  ref: string;
  each: boolean;
  /** Every step-th deal of the range (a sample spread over it). */
  step: number;
  /** Tuning: beam widths and estimate weights instead of short mode's own. */
  widths?: number[];
  weights?: Partial<ShortWeights>;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { from: 1, to: 1000, ref: 'fixtures/macroxue/lengths-1-32000.txt', each: false, step: 1 };
  eachArg(argv, (arg, value) => {
    if (arg === '--from') options.from = Number(value());
    else if (arg === '--to') options.to = Number(value());
    else if (arg === '--derive') options.derive = value();
    else if (arg === '--out') options.out = value();
    else if (arg === '--ref') options.ref = value();
    else if (arg === '--each') options.each = true;
    else if (arg === '--step') options.step = Number(value());
    else if (arg === '--widths') options.widths = value().split(',').map(Number);
    else if (arg === '--weights') options.weights = JSON.parse(value()) as Partial<ShortWeights>;
    else return false;
    return true;
  });
  checkDealRange(options.from, options.to);
  return options;
}

/** Whether a card may go to its foundation now. */
function canGoHome(b: Board, card: number): boolean {
  return foundationViolation(b, card, foundation(foundationFor(b, card))) === null;
}

/** The rank on each suit's foundation. */
function homeRanks(b: Board): number[] {
  const ranks = [0, 0, 0, 0];
  for (let f = 0; f < 4; f++) {
    const top = b.foundationTop(f);
    if (top >= 0) ranks[suitOf(top)] = rankOf(top);
  }
  return ranks;
}

/** macroxue/freecell's safe auto play (its -a mode): a card goes home when it is a 2 or lower or both cards of the other colour one rank lower are home. */
function safeHome(b: Board, card: number): boolean {
  if (!canGoHome(b, card)) return false;
  if (rankOf(card) <= 2) return true;
  const ranks = homeRanks(b);
  const r = rankOf(card) - 1;
  return isRed(card) ? ranks[CLUBS]! >= r && ranks[SPADES]! >= r : ranks[DIAMONDS]! >= r && ranks[HEARTS]! >= r;
}

/**
 * Replays one macroxue/freecell solution (pairs of from/to: 1-8 columns,
 * r into a free cell, a-d the cells in the order their cards went in, h home),
 * sending every card that can go home home after each move, as its solver
 * assumes (its solutions with explicit moves home, made in its safe auto play
 * mode, only the cards that mode sends). Returns the engine moves, which must win.
 */
export function replayMacroxue(deal: number, code: string): Move[] {
  const goesHome = code.includes('h') ? safeHome : canGoHome;
  let b = dealBoard(freecell, microsoftDeal(deal));
  const moves: Move[] = [];
  // cell indices, oldest card first
  const reserve: number[] = [];
  const play = (m: Move): void => {
    b = applyMove(b, m);
    moves.push(m);
  };
  const autoplay = (): void => {
    for (let moved = true; moved; ) {
      moved = false;
      for (let r = 0; r < reserve.length; r++) {
        const c = b.cell(reserve[r]!);
        if (goesHome(b, c)) {
          play({ from: cell(reserve[r]!), to: foundation(foundationFor(b, c)), count: 1 });
          reserve.splice(r--, 1);
          moved = true;
        }
      }
      for (let k = 0; k < 8; k++) {
        while (b.column(k).length > 0 && goesHome(b, b.top(column(k)))) {
          play({ from: column(k), to: foundation(foundationFor(b, b.top(column(k)))), count: 1 });
          moved = true;
        }
      }
    }
  };
  autoplay();
  for (let i = 0; i + 1 < code.length; i += 2) {
    const f = code[i]!;
    const t = code[i + 1]!;
    if (f >= '1' && f <= '8') {
      const from = column(f.charCodeAt(0) - 49);
      if (t === 'r') {
        let free = 0;
        while (b.cell(free) >= 0) free++;
        play({ from, to: cell(free), count: 1 });
        reserve.push(free);
      } else if (t === 'h') {
        play({ from, to: foundation(foundationFor(b, b.top(from))), count: 1 });
      } else {
        play(resolveMove(b, { from, to: column(t.charCodeAt(0) - 49), toEmpty: 'longest' }));
      }
    } else {
      const r = f.charCodeAt(0) - 97;
      const from = cell(reserve[r]!);
      reserve.splice(r, 1);
      if (t === 'h') play({ from, to: foundation(foundationFor(b, b.cell(from.index))), count: 1 });
      else play({ from, to: column(t.charCodeAt(0) - 49), count: 1 });
    }
    autoplay();
  }
  if (!isWon(b)) throw new Error(`deal ${deal}: the published solution does not win`);
  return moves;
}

/** Checks that a run moved within the engine's capacity (applyMove already checks legality). */
function checkCapacity(start: Board, moves: readonly Move[]): void {
  let b = start;
  for (const m of moves) {
    if (m.count > maxMovable(b, m.to.kind === 'column' ? m.to.index : -1)) throw new Error('a run above capacity');
    b = applyMove(b, m);
  }
  if (!isWon(b)) throw new Error('not won');
}

function derive(options: Options): void {
  if (options.out !== undefined && options.from !== 1) throw new UsageError('--out writes a file whose line N is deal N: use --from 1');
  const lines: string[] = [];
  const lengths: string[] = [];
  let sum = 0;
  let n = 0;
  const firstBlock = Math.ceil(options.from / 1000);
  const lastBlock = Math.ceil(options.to / 1000);
  for (let k = firstBlock; k <= lastBlock; k++) {
    const text = execFileSync('git', [`--git-dir=${options.derive}`, 'show', `HEAD:solutions/block.${k}`], { encoding: 'utf8', maxBuffer: 1 << 26 });
    for (const line of text.split('\n')) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const deal = Number(line.slice(0, colon));
      if (deal < options.from || deal > options.to) continue;
      // a deal it found no solution for has an empty line
      if (line.slice(colon + 1).trim() === '') {
        lengths[deal - 1] = '-';
        continue;
      }
      const moves = replayMacroxue(deal, line.slice(colon + 1).trim());
      checkCapacity(dealBoard(freecell, microsoftDeal(deal)), moves);
      lines.push(`${deal} ${moves.length}`);
      lengths[deal - 1] = String(moves.length);
      sum += moves.length;
      n++;
    }
  }
  if (options.out) fs.writeFileSync(options.out, `${Array.from(lengths, (l) => l ?? '-').join('\n')}\n`);
  else process.stdout.write(`${lines.join('\n')}\n`);
  process.stderr.write(`deals ${options.from}-${options.to}: ${n} published solutions replayed, mean ${(sum / n).toFixed(3)} moves\n`);
}

/** Per-deal lengths from a fixture file (line N: deal N's length or "-") or from "deal length" lines. */
function readLengths(file: string): Map<number, number> {
  const map = new Map<number, number>();
  readText(file)
    .split('\n')
    .forEach((line, i) => {
      const words = line.trim().split(/\s+/);
      if (words.length === 2) map.set(Number(words[0]), Number(words[1]));
      else if (/^\d+$/.test(words[0]!)) map.set(i + 1, Number(words[0]));
    });
  return map;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function bench(options: Options): void {
  // tuning overrides: this process only
  if (options.widths) (SHORT_WIDTHS as number[]).splice(0, SHORT_WIDTHS.length, ...options.widths);
  if (options.weights) Object.assign(SHORT_WEIGHTS, options.weights);
  const ref = fs.existsSync(options.ref) ? readLengths(options.ref) : new Map<number, number>();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const diffs = new Map<number, number>();
  let ours = 0;
  let theirs = 0;
  let compared = 0;
  let solved = 0;
  let fallbacks = 0;
  let lengthSum = 0;
  const failed: number[] = [];
  for (let n = options.from; n <= options.to; n += options.step) {
    const board = dealBoard(freecell, microsoftDeal(n));
    const t0 = process.hrtime.bigint();
    const c0 = process.cpuUsage();
    const result = solve(board, { mode: 'short' });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const cpu = process.cpuUsage(c0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    times.push(ms);
    cpuTimes.push(cpuMs);
    if (result.status !== 'solved') {
      failed.push(n);
      if (options.each) process.stdout.write(`${n} ${result.status} ${ms.toFixed(1)} ms\n`);
      continue;
    }
    checkCapacity(board, result.moves);
    solved++;
    if (result.fallback) fallbacks++;
    const length = result.moves.length;
    lengthSum += length;
    const r = ref.get(n);
    if (r !== undefined) {
      compared++;
      ours += length;
      theirs += r;
      diffs.set(length - r, (diffs.get(length - r) ?? 0) + 1);
    }
    if (options.each) process.stdout.write(`${n} ${length}${r !== undefined ? ` (macroxue ${r})` : ''}${result.fallback ? ' fallback' : ''} ${ms.toFixed(1)} ms, CPU ${cpuMs.toFixed(1)} ms\n`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  const cpuSorted = [...cpuTimes].sort((a, b) => a - b);
  const cpuTotal = cpuTimes.reduce((a, b) => a + b, 0);
  const deals = times.length;
  const lines = [
    `widths ${SHORT_WIDTHS.join(',')}, weights ${JSON.stringify(SHORT_WEIGHTS)}`,
    `short mode, deals ${options.from}-${options.to}${options.step > 1 ? ` every ${options.step}th` : ''} (${deals}): solved ${solved} (fast fallback ${fallbacks}), not solved ${failed.length}${failed.length ? ` (${failed.slice(0, 20).join(', ')})` : ''}`,
    `mean length ${(lengthSum / solved).toFixed(2)} (every foundation move and every supermove counted once; all replayed through the engine)`,
  ];
  if (compared > 0) {
    lines.push(
      `on the ${compared} deals macroxue/freecell solves: ours ${(ours / compared).toFixed(2)}, macroxue ${(theirs / compared).toFixed(2)}, ratio ${(ours / theirs).toFixed(4)}`,
    );
    const keys = [...diffs.keys()].sort((a, b) => a - b);
    const shorter = keys.filter((k) => k < 0).reduce((s, k) => s + diffs.get(k)!, 0);
    lines.push(`ours - theirs: shorter ${shorter} (${keys.filter((k) => k < 0).map((k) => `${k}: ${diffs.get(k)}`).join(', ')})`);
    lines.push(`  ${keys.filter((k) => k >= 0).map((k) => `${k === 0 ? '=' : `+${k}`}: ${diffs.get(k)}`).join(', ')}`);
  }
  lines.push(
    `wall time per deal: mean ${(total / deals).toFixed(1)} ms, p50 ${percentile(sorted, 50).toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms; total ${(total / 1000).toFixed(1)} s`,
    `CPU time per deal: mean ${(cpuTotal / deals).toFixed(1)} ms, p50 ${percentile(cpuSorted, 50).toFixed(1)} ms, p90 ${percentile(cpuSorted, 90).toFixed(1)} ms, max ${cpuSorted[cpuSorted.length - 1]!.toFixed(1)} ms`,
  );
  lines.push(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(1)} MB`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

// piped into head: stop quietly when the reader goes away
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});
runTool(() => {
  const options = parseArgs(process.argv.slice(2));
  if (options.derive) derive(options);
  else bench(options);
});

// `freecell solve`: one position, or a range of Microsoft deals over child processes.

import * as os from 'node:os';
import * as path from 'node:path';
import { type ChildProcess, fork } from 'node:child_process';
import { type Variant, MAX_GAME_NUMBER, formatJsonVisible, formatVariant } from '../core';
import { DEFAULT_TIME_LIMIT_S } from './defaults';
import { BYTES_PER_STATE, DEFAULT_MAX_MEMORY_MB, hopelessReason, solveToVerdict } from '../solver';
import { dealLabel, dealSourceJson, startingBoard } from '../session';
import { runExitTasks } from '../store/cleanup';
import { stateDir } from '../store/paths';
import { writeAllBytes } from '../store/write-file';
import { type RangeSummary, dealLabelText } from '../ui';
import { type RuleFlags, UsageError, cardName, catalog, jsonOutput, readAllInput, readChoice, readDealSource, readVariant } from './common';
import { type CliIO, verdictKnown } from './io';
import { claimOn, claimReason } from './owned-files';
import { type Shard, IntervalSet, listPlan, rangePlan, readDealRange } from './deal-plan';
import { type LoggedResult, openResultsLog, readBackLog } from './solve-log';
import { type ReportedDeal, type WorkerOrder, type WorkerReport, type WorkerSetup, formatResultLine } from './solve-worker';
import { autoplayOrder, solutionCommands, solutionText, solutionTokens } from './solve-format';

/** Exit statuses of solve. */
export const SOLVE_UNWINNABLE = 3;
export const SOLVE_GAVE_UP = 4;

/** The flags of solve. */
export interface SolveCliOptions extends RuleFlags {
  game?: string;
  deck?: string;
  board?: string;
  format?: string;
  exact?: boolean;
  short?: boolean;
  maxStates?: string;
  maxMemory?: string;
  timeLimit?: string;
  range?: string;
  jobs?: string;
  jsonl?: string;
  shard?: string;
  deals?: string;
}

function readCount(flag: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max) throw new UsageError(catalog.usage.badNumber(flag, text, min, max));
  return n;
}

/** A whole number from 1 to max in plain digits, or the sentence `bad` gives. */
function readLimit(text: string | undefined, max: number, bad: (given: string) => string): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > max) throw new UsageError(bad(text));
  return n;
}

/** The machine's memory in megabytes. */
const machineMb = (): number => Math.floor(os.totalmem() / (1024 * 1024));

/**
 * --max-states: at most what the machine's memory holds at the solver's bytes
 * per position. Short mode's fast search takes the same limit as its beams,
 * so its positions are the fast search's size.
 */
function readMaxStates(text: string | undefined, mode: 'fast' | 'exact' | 'short'): number | undefined {
  const max = Math.floor(os.totalmem() / BYTES_PER_STATE[mode === 'short' ? 'fast' : mode]);
  return readLimit(text, max, (given) => catalog.usage.badMaxStates(given, max, machineMb()));
}

/** --max-memory in megabytes (1 to the machine's memory); by default the solver's, or the machine's share of each job when smaller. */
function readMaxMemory(text: string | undefined, jobs: number): number {
  const max = machineMb();
  return readLimit(text, max, (given) => catalog.usage.badMaxMemory(given, max)) ?? Math.max(1, Math.min(DEFAULT_MAX_MEMORY_MB, Math.floor((max * 0.75) / jobs)));
}

/** The search --exact or --short asks for (not both), else the fast search. */
function readMode(options: SolveCliOptions): 'fast' | 'exact' | 'short' {
  if (options.exact && options.short) throw new UsageError(catalog.usage.shortOrExact);
  return options.exact ? 'exact' : options.short ? 'short' : 'fast';
}

/** `freecell solve`: prints a solution; 0 solved, 3 proven unwinnable, 4 gave up. A range runs asynchronously. */
export function solveCommand(io: CliIO, options: SolveCliOptions): number | Promise<number> {
  if (options.range !== undefined || options.deals !== undefined) return solveRange(io, options);
  for (const [flag, given] of [
    ['--jsonl', options.jsonl],
    ['--jobs', options.jobs],
    ['--shard', options.shard],
  ] as const) {
    if (given !== undefined) throw new UsageError(catalog.usage.needsRange(flag));
  }
  const format = readChoice('format', options.format ?? 'sn', ['sn', 'commands', 'json']);
  const variant = readVariant(options);
  const deal = readDealSource(io, options, variant);
  const mode = readMode(options);
  // a deal picked at random is named, so that its solution can be checked and the deal played again
  const random = options.game === undefined && options.deck === undefined && options.board === undefined;
  const maxStates = readMaxStates(options.maxStates, mode);
  const maxMemoryMb = readMaxMemory(options.maxMemory, 1);
  const seconds = readCount('--time-limit', options.timeLimit, 1, 86400) ?? DEFAULT_TIME_LIMIT_S;
  const board = startingBoard(deal, variant);
  if (random && deal.kind === 'game') io.err(`freecell: ${catalog.solveRandomDeal(deal.number)}\n`);
  const t0 = io.now();
  const result = solveToVerdict(board, { mode, maxStates, maxMemoryMb, timeLimitMs: seconds * 1000, now: io.now });
  const ms = io.now() - t0;
  const label = dealLabel(deal);
  // Printed as a game with autoplay on plays it, so that it can be typed in as well as replayed.
  const moves = result.status === 'solved' ? autoplayOrder(board, result.moves) : [];
  const what = dealLabelText(label, catalog);
  verdictKnown(result.status === 'solved' ? 0 : result.status === 'unwinnable' ? SOLVE_UNWINNABLE : SOLVE_GAVE_UP);
  if (format === 'json') {
    const tokens = result.status === 'solved' ? solutionTokens(board, moves) : [];
    io.out(`${jsonOutput(io, formatJsonVisible({ variant: board.variant.id, rules: formatVariant(board.variant).rules, deal: dealSourceJson(deal), status: result.status, search: result.search, length: tokens.length, moves: tokens, states: result.states, ms: Math.round(ms), ...(result.status === 'gave-up' ? { reason: result.reason } : {}) }, 2))}\n`);
  } else if (result.status === 'solved') {
    io.out(format === 'sn' ? solutionText(board, moves) : solutionCommands(board, moves));
  }
  // which search answered: said after the answer, except for a fast search that gave up at a limit of the user's (the reason says it)
  const fast = result.fast;
  const own = result.states - (fast?.states ?? 0);
  // short mode's fallback is the fast search's solution; one the exact search found after the fast search gave up is named by searchNote alone
  const shortNote = mode === 'short' && result.status === 'solved' && result.search === 'fast' ? `freecell: ${catalog.shortFellBack}\n` : '';
  const searchNote = `${shortNote}freecell: ${catalog.solveSearch(result.status, result.search, own, fast?.states, fast?.status === 'gave-up')}\n`;
  if (result.status === 'solved') {
    // a position won already: no search ran, and no move is printed
    io.err(board.isCleared() ? `freecell: ${catalog.solveWonAlready(what)}\n` : searchNote);
    return 0;
  }
  if (result.status === 'unwinnable') {
    // No position stored: the deal was seen to be lost before any search (no search to name).
    const hopeless = result.states === 0 ? hopelessReason(board) : null;
    if (hopeless) io.err(`freecell: ${catalog.solveHopeless(what, hopeless.kind === 'card-missing' ? { kind: 'card-missing', card: cardName(hopeless.card) } : hopeless)}\n`);
    else io.err(`freecell: ${catalog.solveUnwinnable(what, result.states)}\n${searchNote}`);
    return SOLVE_UNWINNABLE;
  }
  io.err(`freecell: ${catalog.solveGaveUp(what, result.states, result.reason, fast ? 2 : 1)}\n${fast ? searchNote : ''}`);
  return SOLVE_GAVE_UP;
}

/** --shard I/N: this run solves the deals whose place in the range (or list) is I - 1 modulo N. */
function readShard(text: string | undefined): Shard | undefined {
  if (text === undefined) return undefined;
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || index < 1 || index > count || count > MAX_GAME_NUMBER) throw new UsageError(catalog.usage.badShard(text));
  return { index, count };
}

/** The deals of `--deals FILE`, or of standard input for `-` (as `report --unwinnable` prints them). */
function readDealList(io: CliIO, file: string): Float64Array {
  if (file === '-') return parseDealList(catalog.usage.standardInput, readAllInput(io, 'deals'));
  return parseDealList(file, io.readFile(file, 'deals'));
}

/**
 * The deal numbers of a --deals file, sorted and without repeats: one a
 * line (lines end in LF, CRLF or CR), blank lines and `#` comments allowed; a bad line is named.
 */
export function parseDealList(file: string, text: string): Float64Array {
  let deals = new Float64Array(1024);
  let n = 0;
  let lineNo = 0;
  // a list without CRs (the usual case) is split on LF alone, which is faster on a list of millions
  for (const raw of text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n')) {
    lineNo++;
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') continue;
    const deal = /^\d+$/.test(line) ? Number(line) : NaN;
    if (!(deal >= 1 && deal <= MAX_GAME_NUMBER)) throw new UsageError(catalog.usage.badDealsLine(file, lineNo, line, MAX_GAME_NUMBER));
    if (n === deals.length) {
      const bigger = new Float64Array(n * 2);
      bigger.set(deals);
      deals = bigger;
    }
    deals[n++] = deal;
  }
  const sorted = deals.subarray(0, n).sort();
  let unique = 0;
  for (let i = 0; i < n; i++) if (i === 0 || sorted[i] !== sorted[unique - 1]) sorted[unique++] = sorted[i]!;
  return sorted.slice(0, unique);
}

/** The rules of a variant as one line, so that a results file never mixes runs of different rules. */
export function rulesKey(v: Variant): string {
  return `build=${v.buildBy} cells=${v.cells} columns=${v.columns} empty=${v.emptyColumn} moves=${v.sequenceMoves} dealt=${v.cellsDealt} aces-home=${v.acesToFoundationOnly ? 'yes' : 'no'}`;
}

/** The counts of a run's results, kept as they come (memory independent of the number of deals). */
export class Tally {
  solved = 0;
  unwinnable = 0;
  gaveUp = 0;
  lengthSum = 0;
  maxLength = 0;
  /** The first unwinnable deals (the summary names them when there are at most 20). */
  readonly unwinnableDeals: number[] = [];

  get total(): number {
    return this.solved + this.unwinnable + this.gaveUp;
  }

  add(r: LoggedResult): void {
    if (r.status === 'solved') {
      this.solved++;
      this.lengthSum += r.length;
      if (r.length > this.maxLength) this.maxLength = r.length;
    } else if (r.status === 'unwinnable') {
      this.unwinnable++;
      if (this.unwinnableDeals.length <= 20) this.unwinnableDeals.push(r.deal);
    } else this.gaveUp++;
  }
}

/** The widest progress bar, in characters between its brackets, and the narrowest drawn (on a narrower terminal it is left out). */
const BAR_WIDTH = 30;
const MIN_BAR_WIDTH = 10;

/**
 * A progress bar on standard error, redrawn in place, with the rate and the
 * time left; nothing when standard error is not a terminal. It fits in one
 * row of the terminal, however narrow (the bar shorter or left out, then the
 * words cut short): a longer line would wrap, and each drawing would then
 * scroll the screen a row instead of replacing the last.
 */
function progressBar(io: CliIO, total: number, tally: Tally): { tick(): void; note(text: string): void; done(): void } {
  if (!io.stderrIsTTY) return { tick: () => undefined, note: (text) => io.err(text), done: () => undefined };
  const first = tally.total;
  let last = 0;
  /** How many characters the last drawing had (a shorter one blanks the rest). */
  let drawn = 0;
  const t0 = io.now();
  const draw = (): void => {
    const n = tally.total;
    const elapsed = (io.now() - t0) / 1000;
    const rate = elapsed > 0 ? (n - first) / elapsed : 0;
    const eta = rate > 0 ? (total - n) / rate : 0;
    const words = Array.from(`${n}/${total} ${catalog.rangeProgress(tally.solved, tally.unwinnable, tally.gaveUp, rate, Math.round(eta))}`);
    // the last column is left free: a terminal that wraps there would move the cursor to a new row
    const room = (io.errColumns?.() ?? Infinity) - 1;
    const width = Math.min(BAR_WIDTH, room - words.length - 3);
    const filled = total === 0 ? width : Math.round((n / total) * width);
    const bar = width >= MIN_BAR_WIDTH ? `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ` : '';
    const line = Array.from(`${bar}${words.join('')}`).slice(0, Math.max(0, room)).join('');
    const length = Array.from(line).length;
    io.err(`\r${line}${' '.repeat(Math.max(0, drawn - length))}`);
    drawn = length;
  };
  return {
    tick() {
      const now = io.now();
      if (now - last > 100) {
        last = now;
        draw();
      }
    },
    /** A line of its own under the bar, which is drawn again below it. */
    note(text) {
      io.err(`\n${text}`);
      last = 0;
      drawn = 0;
    },
    done() {
      draw();
      io.err('\n');
    },
  };
}

/** The signals that stop a range run between whole lines: Ctrl-C, kill, a closed terminal or dropped connection, and Ctrl-\\ or kill -QUIT. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const;

/**
 * How many results may wait for an earlier, slower deal before nothing new
 * is handed out: results are written in deal order, and this bounds the
 * memory they take while they wait (a few kilobytes each).
 */
export const REORDER_WINDOW = 4096;

/**
 * The resident memory, in MB, past which a solving process is replaced by a
 * fresh one (see runSolvingProcesses); FREECELL_RECYCLE_MB changes it. A fresh
 * process holds about 60 MB and grows slowly as it solves: replacing it on
 * memory rather than after a fixed number of deals keeps memory flat while
 * starting as few processes as possible (each must warm up its compiled code).
 */
export const RECYCLE_MB = 120;

/** When a solving process is replaced: past FREECELL_RECYCLE_MB megabytes (RECYCLE_MB by default), or after FREECELL_RECYCLE_AFTER deals when that is set. */
function recyclePolicy(env: NodeJS.ProcessEnv): Recycle {
  const whole = (text: string | undefined): number | undefined => {
    const n = Number(text);
    return text !== undefined && Number.isSafeInteger(n) && n >= 1 ? n : undefined;
  };
  return { mb: whole(env.FREECELL_RECYCLE_MB) ?? RECYCLE_MB, deals: whole(env.FREECELL_RECYCLE_AFTER) ?? Infinity };
}

/** When a solving process is replaced by a fresh one. */
interface Recycle {
  readonly mb: number;
  readonly deals: number;
}

/**
 * `freecell solve --range A-B` or `--deals FILE`: every deal of the run (or
 * of its --shard) not already in the --jsonl file, over child processes,
 * each result appended to the file as one line, in deal order, as soon as
 * it and every deal before it are known; a progress bar on a terminal; a
 * summary of the whole run. On SIGINT, SIGTERM, SIGHUP or SIGQUIT it stops between
 * whole lines, writes the lines it holds, and ends with the signal.
 */
async function solveRange(io: CliIO, options: SolveCliOptions): Promise<number> {
  if (options.range !== undefined && options.deals !== undefined) throw new UsageError(catalog.usage.rangeOrDeals);
  if (options.jsonl === '-') throw new UsageError(catalog.usage.jsonlNotStdout);
  const [from, to] = options.range !== undefined ? readDealRange(options.range, MAX_GAME_NUMBER) : [0, 0];
  for (const [flag, given] of [
    ['--game', options.game],
    ['--deck', options.deck],
    ['--board', options.board],
    ['--format', options.format],
  ] as const) {
    if (given === undefined) continue;
    if (options.range !== undefined) throw new UsageError(catalog.usage.rangeConflict(flag, from, to));
    throw new UsageError(catalog.usage.dealsConflict(flag));
  }
  const variant = readVariant(options);
  const mode = readMode(options);
  const cores = Math.max(1, os.availableParallelism());
  const jobs = readLimit(options.jobs, cores, (given) => catalog.usage.badJobs(given, cores)) ?? cores;
  const seconds = readCount('--time-limit', options.timeLimit, 1, 86400) ?? DEFAULT_TIME_LIMIT_S;
  const key = { variant: variant.id, rules: rulesKey(variant), mode } as const;
  const setup: WorkerSetup = {
    variant,
    mode,
    maxStates: readMaxStates(options.maxStates, mode),
    maxMemoryMb: readMaxMemory(options.maxMemory, jobs),
    timeLimitMs: seconds * 1000,
    key,
  };
  const shard = readShard(options.shard);
  const plan = options.deals !== undefined ? listPlan(readDealList(io, options.deals), shard) : rangePlan(from, to, shard);
  if (options.jsonl !== undefined) {
    // another run writing to it is refused by the results file's own lock, with what to do
    const claim = claimOn(options.jsonl, stateDir(io.env, io.home));
    if (claim && claim.kind !== 'written') throw new UsageError(catalog.usage.cannotWrite(options.jsonl, claimReason(catalog, claim)));
  }
  const log = options.jsonl === undefined ? undefined : openResultsLog(options.jsonl, key);
  const tally = new Tally();
  const done = new IntervalSet();
  const onSignal = (signal: NodeJS.Signals): void => {
    // between two tasks of the event loop: every line written so far is whole
    for (const s of STOP_SIGNALS) process.removeListener(s, onSignal);
    if (io.stderrIsTTY) io.err('\n');
    try {
      log?.close();
    } catch {
      // the run ends with the signal all the same
    }
    runExitTasks();
    process.kill(process.pid, signal);
    // Still here: the signal was held back, as it is for a container's first process (`exec freecell` in a
    // pod), which the default action of SIGTERM never ends. The log is closed and its lock gone: end now.
    process.exit(128 + (os.constants.signals[signal] ?? 0));
  };
  // from here on, reading back a large file included, a signal lets go of the lock and ends the run
  for (const s of STOP_SIGNALS) process.on(s, onSignal);
  try {
    if (log)
      await readBackLog(log, key, (r) => {
        const p = plan.positionOf(r.deal);
        if (p >= 0 && done.add(p)) tally.add(r);
      });
  } catch (e) {
    for (const s of STOP_SIGNALS) process.removeListener(s, onSignal);
    log?.close();
    throw e;
  }
  const readBack = done.size;
  function* work(): Generator<number> {
    for (const p of done.missing(plan.count)) yield plan.dealAt(p);
  }
  const cpu0 = process.cpuUsage();
  const use: WorkerUse = { cpuMs: 0, peakMb: 0 };
  const t0 = io.now();
  const progress = progressBar(io, plan.count, tally);
  const record = (r: ReportedDeal): void => {
    log?.append(r.line);
    tally.add(r);
    if (r.error !== undefined) progress.note(`freecell: ${catalog.rangeDealFailed(r.deal, r.error)}\n`);
    progress.tick();
  };
  try {
    await runSolvingProcesses(setup, work(), jobs, record, use, recyclePolicy(io.env));
  } finally {
    for (const s of STOP_SIGNALS) process.removeListener(s, onSignal);
    log?.close();
  }
  progress.done();
  const cpu = process.cpuUsage(cpu0);
  const summary: RangeSummary = {
    from,
    to,
    dealsFile: options.deals === '-' ? catalog.usage.standardInput : options.deals,
    variant,
    jobs,
    solved: tally.solved,
    unwinnable: tally.unwinnable,
    gaveUp: tally.gaveUp,
    wallMs: io.now() - t0,
    cpuMs: (cpu.user + cpu.system) / 1000 + use.cpuMs,
    meanLength: tally.solved === 0 ? 0 : tally.lengthSum / tally.solved,
    maxLength: tally.maxLength,
    peakMb: process.resourceUsage().maxRSS / 1024,
    // no solving process ran when every deal was read back: there is no figure of theirs
    workerPeakMb: use.peakMb > 0 ? use.peakMb : undefined,
    unwinnableDeals: [...tally.unwinnableDeals].sort((a, b) => a - b),
    deals: plan.count,
    readBack,
    shard: shard === undefined ? undefined : `${shard.index}/${shard.count}`,
  };
  verdictKnown(summary.gaveUp > 0 ? SOLVE_GAVE_UP : 0);
  // results written to standard output (--jsonl /dev/stdout, or > FILE on its own name) keep it for whole results only
  (log?.standardOutput ? io.err : io.out)(catalog.rangeSummary(summary).map((l) => `${l}\n`).join(''));
  return summary.gaveUp > 0 ? SOLVE_GAVE_UP : 0;
}

/** What the solving processes used: CPU time (of those that ended, and the latest of those running) and the largest peak. */
interface WorkerUse {
  cpuMs: number;
  peakMb: number;
}

/** How many bytes of what a solving process writes on standard error before it has started are kept (see startupWords). */
const STARTUP_TEXT_KEPT = 64 * 1024;

/** Passes on what a solving process wrote on standard error; a standard error that fails is ignored, as the program's own. */
function passOn(chunk: Buffer): void {
  try {
    writeAllBytes(2, chunk);
  } catch {
    // Nothing left to tell it on.
  }
}

/**
 * The line of Node's own that says why a process it ran ended as it started,
 * out of all it wrote on standard error (the source line, a caret, the
 * stack, Node's version): `node: --x is not allowed in NODE_OPTIONS`, the
 * error thrown (`Error: Cannot find module '/x'`), V8's fatal error; none
 * when it wrote no such line.
 */
function startupWords(text: string): { said?: string } {
  for (const line of text.split(/\r?\n/)) {
    const m = /^(?:node: |FATAL ERROR: |# (?=Fatal )|(?=(?:[A-Z][A-Za-z]*)?(?:Error|Exception)\b))(.+)$/.exec(line);
    if (m) return { said: line.startsWith('# ') ? m[1]! : line };
  }
  return {};
}

/** How many deals a solving process holds at most; it gets more when it has reported half of them. */
export const DEALS_HELD = 32;

/**
 * Runs the deals over `jobs` child processes and records their results in
 * the order the deals come. Each process holds up to DEALS_HELD deals and
 * reports their results in batches, so that it never waits for work and the
 * main process wakes up seldom; a result that comes before an earlier
 * deal's waits, and no deal is handed out while REORDER_WINDOW results
 * wait. When a process holds more than RECYCLE_MB, it ends after its deals
 * in hand and a fresh one takes its place once it has ended, giving back to the system
 * whatever memory its allocator kept, so that a run of any length holds no
 * more memory at its end than at its start. A process that dies (out of
 * memory outside the solver's own limit, or killed from outside) is
 * replaced, and the deals it held are solved again one at a time, each
 * alone in a process; a deal is given up ('memory') when a process holding
 * it alone dies and an earlier one holding it had died too, so only a deal
 * that kills a process twice is given up (one `kill -9` costs nothing). A process stopped by SIGINT,
 * SIGTERM or SIGHUP did not run out of memory: its deals are solved again.
 */
function runSolvingProcesses(setup: WorkerSetup, deals: Iterator<number>, jobs: number, record: (r: ReportedDeal) => void, use: WorkerUse, recycle: Recycle): Promise<void> {
  const script = path.join(__dirname, 'solve-worker.js');
  let next = deals.next();
  /** The deals handed out and not yet recorded, in order (a queue: `head` is the first). */
  let order: number[] = [];
  let head = 0;
  /** Results that came before an earlier deal's. */
  const waiting = new Map<number, ReportedDeal>();
  /** Deals of a process that died: each is solved again alone. */
  const again: number[] = [];
  /** How many solving processes that held each deal died (not stopped by SIGINT, SIGTERM or SIGHUP). */
  const deaths = new Map<number, number>();
  return new Promise((resolve, reject) => {
    let running = 0;
    let failed = false;
    /** A process the system refused to start: its 'error', coming next, ends the run. */
    let refused = false;
    /** How many solving processes in a row died before they said they started. */
    let diedAtStart = 0;
    const children = new Set<ChildProcess>();
    const hungry = new Set<() => void>();
    const fail = (err: unknown): void => {
      if (failed) return;
      failed = true;
      for (const c of children) c.kill();
      reject(err);
    };
    /** Records every result that no earlier deal is waiting for; false when recording failed. */
    const flush = (): boolean => {
      try {
        while (head < order.length && waiting.has(order[head]!)) {
          const deal = order[head++]!;
          const r = waiting.get(deal)!;
          waiting.delete(deal);
          record(r);
        }
      } catch (err) {
        fail(err);
        return false;
      }
      if (head > 4096 && head * 2 > order.length) {
        order = order.slice(head);
        head = 0;
      }
      for (const feed of [...hungry]) feed();
      return true;
    };
    const start = (): void => {
      // Its standard error is passed on once it has started; before that it is kept, so that a process Node itself will
      // not start (a NODE_OPTIONS it cannot take, a preload that throws) is told in one sentence, not in its stack trace.
      const child = fork(script, [], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], execArgv: [] });
      child.on('error', (err) => fail(child.pid === undefined ? new UsageError(catalog.usage.workerCannotStart({ code: String((err as NodeJS.ErrnoException).code), detail: err.message })) : err));
      // The system refused the process (too many files open or processes running, no memory): its 'error' says why. It is
      // never killed: Node keeps the handle of a process refused for EMFILE or ENFILE, whose kill would signal process 0, the whole group.
      if (child.pid === undefined) {
        refused = true;
        return;
      }
      children.add(child);
      running++;
      // A process that has died may not be known to have yet (its end is read after its last report): a send to it then
      // fails (EPIPE), which is no failure of the run. Its 'close' comes next, and the deals it held are solved again.
      const sendOrder = (order: WorkerOrder): void => void child.send(order, () => undefined);
      sendOrder({ setup });
      /** Whether it has said it started (its first report, sent before it takes a deal). */
      let started = false;
      const held: number[] = [];
      let handedOut = 0;
      let full = false;
      let retiring = false;
      let cpuMs = 0;
      /** What it wrote on standard error before it said it started (the first STARTUP_TEXT_KEPT bytes). */
      const early: Buffer[] = [];
      let earlyBytes = 0;
      child.stderr?.on('data', (chunk: Buffer) => {
        if (started) passOn(chunk);
        else if (earlyBytes < STARTUP_TEXT_KEPT) {
          early.push(chunk);
          earlyBytes += chunk.length;
        }
      });
      const send = (deals: number[] | null): void => {
        if (child.connected) sendOrder(deals === null ? { done: true } : deals);
      };
      const feed = (): void => {
        hungry.delete(feed);
        if (retiring) {
          if (held.length === 0) send(null);
          return;
        }
        if (again.length > 0 && !full) {
          // a deal to solve again waits for this process to hold nothing, then goes alone
          if (held.length === 0) {
            const deal = again.shift()!;
            held.push(deal);
            send([deal]);
          }
          return;
        }
        if (held.length > DEALS_HELD / 2) return;
        const batch: number[] = [];
        while (held.length < DEALS_HELD && !next.done && waiting.size < REORDER_WINDOW && !full && handedOut < recycle.deals) {
          batch.push(next.value);
          held.push(next.value);
          order.push(next.value);
          handedOut++;
          next = deals.next();
        }
        if (batch.length > 0) send(batch);
        if ((full || handedOut >= recycle.deals) && (!next.done || again.length > 0)) {
          retiring = true;
          // Its replacement starts when it has ended ('close'), not beside it: the memory it holds is given back to the
          // system first, so that a run never holds more than `jobs` processes' memory (a pod's limit counts them all),
          // and a process retired before it said it started cannot be followed by a replacement that retires as it
          // starts, and so on. Processes are replaced seldom (one in 32,000 deals at RECYCLE_MB): the slot left idle
          // while a fresh process starts costs nothing measurable.
          if (held.length === 0) send(null);
        } else if (held.length === 0 && next.done) send(null);
        else if (held.length < DEALS_HELD && !next.done) hungry.add(feed);
      };
      child.on('message', (report: WorkerReport) => {
        if (!started) {
          diedAtStart = 0;
          for (const chunk of early.splice(0)) passOn(chunk);
        }
        started = true;
        cpuMs = report.cpuMs;
        if (report.peakMb > use.peakMb) use.peakMb = report.peakMb;
        if (report.rssMb > recycle.mb) full = true;
        for (const r of report.results) {
          held.splice(held.indexOf(r.deal), 1);
          waiting.set(r.deal, r);
        }
        if (flush()) feed();
      });
      // 'close', not 'exit': its standard error has all been read by then
      child.on('close', (code, signal) => {
        hungry.delete(feed);
        children.delete(child);
        use.cpuMs += cpuMs;
        running--;
        if (failed) return;
        // ended by a signal that stops a run (someone's kill, not a lack of memory): its deals were not finished
        const stopped = signal !== null && (STOP_SIGNALS as readonly string[]).includes(signal);
        if (!started && !stopped) {
          // it died before it could take a deal: no deal is to blame. Once (killed outright as it started: kill -9, the kernel
          // short of memory) another takes its place and its deals are solved again; twice in a row (no threads left to it,
          // a broken Node), every process would fail alike
          if (diedAtStart++ > 0) {
            const context = { ...startupWords(Buffer.concat(early).toString('utf8')), ...(process.env.NODE_OPTIONS ? { nodeOptions: process.env.NODE_OPTIONS } : {}) };
            fail(new UsageError(catalog.usage.workerCannotStart(signal !== null ? { signal, ...context } : { status: code ?? 0, ...context })));
            return;
          }
        }
        // a process is killed outright by the kernel when memory runs out, and by `kill -9`: they cannot be told apart,
        // so a deal is given up only once it has been in two processes that died, the second with it alone
        if (!stopped && started) for (const deal of held) deaths.set(deal, (deaths.get(deal) ?? 0) + 1);
        if (!started) {
          // killed as it started, or stopped by a signal before it said so: its deals are solved again, no deal blamed
          again.push(...held.splice(0));
        } else if (held.length === 1 && !stopped && deaths.get(held[0]!)! >= 2) {
          // it died solving this deal again: it is given up, and a fresh process goes on (ended by SIGXCPU, its soft CPU time
          // limit, the deal took more time than a process may have; else it ran out of memory, or was killed outright)
          const deal = held.pop()!;
          deaths.delete(deal);
          const reason = signal === 'SIGXCPU' ? 'time' : 'memory';
          waiting.set(deal, { deal, status: 'gave-up', length: 0, line: formatResultLine({ deal, status: 'gave-up', length: 0, moves: '', ms: 0, states: 0, reason }, setup.key) });
          if (!flush()) return;
        } else if (held.length > 0) {
          // one of them killed it (or it was stopped, or killed from outside), and the others may have been solved without being reported: each is solved again alone
          again.push(...held.splice(0));
        } else if (code !== 0 && signal === null && !retiring) {
          fail(new Error(`a solving process ended with status ${code}`));
          return;
        }
        if (!next.done || again.length > 0) {
          if (running < jobs) start();
        } else if (running === 0) {
          if (head < order.length) fail(new Error(`${order.length - head} results never came back`));
          else if (!refused) resolve();
        }
      });
      feed();
    };
    for (let j = 0; j < jobs && !next.done; j++) start();
    if (running === 0 && !refused) resolve();
  });
}

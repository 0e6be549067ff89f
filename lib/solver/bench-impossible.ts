// Benchmark: the default verdict (fast, then exact) on FreeCell Pro's impossible deals, one process per deal; counts, time and memory percentiles.
//
//   node build/dev/lib/solver/bench-impossible.js [--sample 200] [--seed 1] [--list FILE] [--deals N,N,...]   (after npm run bench:build)
//                                             [--time-limit 60] [--max-memory 2048] [--each]
//
// With neither --sample nor --deals every deal of the list runs (102,075 for the default list).

import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { dealBoard, findVariant, microsoftDeal } from '../core';
import { MEMORY_STATS } from './memory';
import { solveToVerdict } from './verdict';
import { eachArg, readText, runTool } from './bench-args';

/** What one deal's process reports. */
interface DealRun {
  deal: number;
  status: string;
  reason?: string;
  search: string;
  fast?: string;
  fastStates: number;
  states: number;
  ms: number;
  /** CPU time of the whole process (its start included). */
  cpuMs: number;
  rssMb: number;
  /** Bytes the last search's arrays held (the exact search's when it ran). */
  bytes: number;
}

interface Options {
  list: string;
  sample?: number;
  seed: number;
  deals?: number[];
  timeLimitS: number;
  maxMemoryMb: number;
  each: boolean;
  one?: number;
}

// (compiled to build/dev/lib/solver/, four folders below the project)
const DEFAULT_LIST = path.join(__dirname, '..', '..', '..', '..', 'fixtures', 'freecell-pro', 'impossible-4-cells.txt');

function parseArgs(argv: readonly string[]): Options {
  const o: Options = { list: DEFAULT_LIST, seed: 1, timeLimitS: 60, maxMemoryMb: 2048, each: false };
  eachArg(argv, (arg, value) => {
    if (arg === '--list') o.list = value();
    else if (arg === '--sample') o.sample = Number(value());
    else if (arg === '--seed') o.seed = Number(value());
    else if (arg === '--deals') o.deals = value().split(',').map(Number);
    else if (arg === '--time-limit') o.timeLimitS = Number(value());
    else if (arg === '--max-memory') o.maxMemoryMb = Number(value());
    else if (arg === '--each') o.each = true;
    else if (arg === '--one') o.one = Number(value());
    else return false;
    return true;
  });
  return o;
}

/** Solves one deal in this process and prints its DealRun as JSON. */
function runOne(deal: number, o: Options): void {
  const board = dealBoard(findVariant('freecell'), microsoftDeal(deal));
  const t0 = performance.now();
  const v = solveToVerdict(board, { timeLimitMs: o.timeLimitS * 1000, now: () => performance.now(), maxMemoryMb: o.maxMemoryMb });
  const ms = performance.now() - t0;
  const run: DealRun = {
    deal,
    status: v.status,
    reason: v.status === 'gave-up' ? v.reason : undefined,
    search: v.search,
    fast: v.fast?.status,
    fastStates: v.fast?.states ?? v.states,
    states: v.states,
    ms,
    cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    rssMb: process.resourceUsage().maxRSS / 1024,
    bytes: MEMORY_STATS.lastBytes,
  };
  process.stdout.write(`${JSON.stringify(run)}\n`);
}

/** A deterministic sample of `n` distinct entries (a seeded Fisher-Yates prefix). */
function sample(all: number[], n: number, seed: number): number[] {
  const a = [...all];
  let s = seed >>> 0 || 1;
  const random = (): number => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  for (let i = 0; i < Math.min(n, a.length); i++) {
    const j = i + Math.floor(random() * (a.length - i));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, n).sort((x, y) => x - y);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function main(): void {
  const o = parseArgs(process.argv.slice(2));
  if (o.one !== undefined) return runOne(o.one, o);
  const all = readText(o.list).split('\n').filter((l) => /^\d+$/.test(l.trim())).map(Number);
  const deals = o.deals ?? (o.sample === undefined ? all : sample(all, o.sample, o.seed));
  const runs: DealRun[] = [];
  const started = performance.now();
  for (const deal of deals) {
    const child = spawnSync(
      process.execPath,
      [__filename, '--one', String(deal), '--time-limit', String(o.timeLimitS), '--max-memory', String(o.maxMemoryMb)],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    if (child.status !== 0) throw new Error(`deal ${deal}: ${child.stderr}`);
    const run = JSON.parse(child.stdout) as DealRun;
    runs.push(run);
    if (o.each) {
      const exact = run.search === 'exact' ? `, exact ${run.states - run.fastStates} (${(run.bytes / Math.max(1, run.states - run.fastStates)).toFixed(0)} B/position)` : '';
      process.stdout.write(
        `${deal} ${run.status}${run.reason ? ` (${run.reason})` : ''} by ${run.search}${run.fast ? ` after fast ${run.fast}` : ''}: fast ${run.fastStates}${exact} positions, ${(run.ms / 1000).toFixed(2)} s (CPU ${(run.cpuMs / 1000).toFixed(2)} s), ${run.rssMb.toFixed(0)} MB\n`,
      );
    }
  }
  const count = (f: (r: DealRun) => boolean): number => runs.filter(f).length;
  const times = runs.map((r) => r.ms / 1000).sort((a, b) => a - b);
  const cpu = runs.map((r) => r.cpuMs / 1000).sort((a, b) => a - b);
  const rss = runs.map((r) => r.rssMb).sort((a, b) => a - b);
  const pct = (xs: number[], digits: number): string => [50, 90, 99].map((p) => `p${p} ${percentile(xs, p).toFixed(digits)}`).join(', ') + `, max ${xs[xs.length - 1]?.toFixed(digits)}`;
  const big = runs.filter((r) => r.search === 'exact' && r.states - r.fastStates >= 100_000);
  const perPosition = big.map((r) => r.bytes / (r.states - r.fastStates));
  const gaveUp = runs.filter((r) => r.status === 'gave-up');
  const lines = [
    `FreeCell Pro impossible deals: ${runs.length} of ${all.length}${o.sample !== undefined && o.deals === undefined ? ` (a sample, seed ${o.seed})` : ''}; limits ${o.timeLimitS} s and ${o.maxMemoryMb} MB a deal, one process a deal`,
    `proven unwinnable ${count((r) => r.status === 'unwinnable')} (the fast search found no solution: ${count((r) => r.status === 'unwinnable' && r.fast === 'unwinnable')}; the fast search gave up first: ${count((r) => r.status === 'unwinnable' && r.fast === 'gave-up')}), solved ${count((r) => r.status === 'solved')}, gave up ${gaveUp.length}${gaveUp.length > 0 ? ` (${gaveUp.map((r) => `${r.deal} ${r.reason}`).join(', ')})` : ''}`,
    `time a deal (s): ${pct(times, 2)}; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
    `CPU time a deal (s, the process's start included): ${pct(cpu, 2)}`,
    `peak memory a deal (MB, the whole process): ${pct(rss, 0)}`,
    big.length > 0
      ? `exact search arrays per position (deals with 100,000 exact positions or more, ${big.length}): mean ${(perPosition.reduce((a, b) => a + b, 0) / big.length).toFixed(0)} bytes, max ${Math.max(...perPosition).toFixed(0)}`
      : 'no exact search stored 100,000 positions',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});
runTool(main);

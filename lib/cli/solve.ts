// `freecell solve`: one position, or a range of Microsoft deals over worker threads.

import * as os from 'node:os';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type Board, type Variant, MAX_GAME_NUMBER } from '../core';
import { BYTES_PER_STATE, DEFAULT_MAX_MEMORY_MB, type SolveResult, solve } from '../solver';
import { dealLabel, startingBoard } from '../session';
import { runExitTasks } from '../store/cleanup';
import type { RangeSummary } from '../ui';
import { type RuleFlags, UsageError, catalog, readChoice, readDealSource, readVariant } from './common';
import type { CliIO } from './io';
import { dealSourceJson } from './replay';
import { type LoggedResult, openResultsLog, readBackLog } from './solve-log';
import { type DealResult, type WorkerSetup, solveDeal } from './solve-worker';
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
  maxStates?: string;
  maxMemory?: string;
  timeLimit?: string;
  range?: string;
  jobs?: string;
  jsonl?: string;
  shard?: string;
}

function readCount(flag: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n < min || n > max) throw new UsageError(catalog.usage.badNumber(flag, text, min, max));
  return n;
}

/** A whole number from 1 to max, or the sentence `bad` gives. */
function readLimit(text: string | undefined, max: number, bad: (given: string) => string): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || n < 1 || n > max) throw new UsageError(bad(text));
  return n;
}

/** The machine's memory in megabytes. */
const machineMb = (): number => Math.floor(os.totalmem() / (1024 * 1024));

/** --max-states: at most what the machine's memory holds at the solver's bytes per position. */
function readMaxStates(text: string | undefined, mode: 'fast' | 'exact'): number | undefined {
  const max = Math.floor(os.totalmem() / BYTES_PER_STATE[mode]);
  return readLimit(text, max, (given) => catalog.usage.badMaxStates(given, max, machineMb()));
}

/** --max-memory in megabytes (1 to the machine's memory); by default the solver's, or the machine's share of each job when smaller. */
function readMaxMemory(text: string | undefined, jobs: number): number {
  const max = machineMb();
  return readLimit(text, max, (given) => catalog.usage.badMaxMemory(given, max)) ?? Math.max(1, Math.min(DEFAULT_MAX_MEMORY_MB, Math.floor((max * 0.75) / jobs)));
}

/** Solves with the CLI's policy: a fast 'unwinnable' is confirmed by the exact search before it is believed. */
export function solveForCli(
  board: Board,
  mode: 'fast' | 'exact',
  maxStates: number | undefined,
  limit: { ms?: number; now: () => number; maxMemoryMb?: number },
): SolveResult {
  const options = { maxStates, maxMemoryMb: limit.maxMemoryMb, timeLimitMs: limit.ms, now: limit.ms === undefined ? undefined : limit.now };
  const first = solve(board, { ...options, mode });
  if (first.status !== 'unwinnable' || mode === 'exact') return first;
  const proof = solve(board, { ...options, mode: 'exact' });
  return { ...proof, states: first.states + proof.states } as SolveResult;
}

/** `freecell solve`: prints a solution; 0 solved, 3 proven unwinnable, 4 gave up. A range runs asynchronously. */
export function solveCommand(io: CliIO, options: SolveCliOptions): number | Promise<number> {
  if (options.range !== undefined) return solveRange(io, options);
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
  const mode = options.exact ? 'exact' : 'fast';
  const maxStates = readMaxStates(options.maxStates, mode);
  const maxMemoryMb = readMaxMemory(options.maxMemory, 1);
  const seconds = readCount('--time-limit', options.timeLimit, 1, 86400);
  const board = startingBoard(deal, variant);
  const t0 = io.now();
  const result = solveForCli(board, mode, maxStates, { ms: seconds === undefined ? undefined : seconds * 1000, now: io.now, maxMemoryMb });
  const ms = io.now() - t0;
  const label = dealLabel(deal);
  // Printed as a game with autoplay on plays it, so that it can be typed in as well as replayed.
  const moves = result.status === 'solved' ? autoplayOrder(board, result.moves) : [];
  const what = label.kind === 'game' ? catalog.board.game(label.number) : label.kind === 'deck' ? catalog.board.deck(label.name) : catalog.board.position(label.name);
  if (format === 'json') {
    const tokens = result.status === 'solved' ? solutionTokens(board, moves) : [];
    io.out(`${JSON.stringify({ variant: board.variant.id, deal: dealSourceJson(deal), status: result.status, length: tokens.length, moves: tokens, states: result.states, ms: Math.round(ms) }, null, 2)}\n`);
  } else if (result.status === 'solved') {
    io.out(format === 'sn' ? solutionText(board, moves) : solutionCommands(board, moves));
  }
  if (result.status === 'solved') return 0;
  if (result.status === 'unwinnable') {
    io.err(`freecell: ${catalog.solveUnwinnable(what, result.states)}\n`);
    return SOLVE_UNWINNABLE;
  }
  io.err(`freecell: ${catalog.solveGaveUp(what, result.states, result.reason)}\n`);
  return SOLVE_GAVE_UP;
}

function readRange(text: string): [number, number] {
  const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text);
  const a = m ? Number(m[1]) : NaN;
  const b = m ? Number(m[2]) : NaN;
  if (!m || a < 1 || b < a || b > MAX_GAME_NUMBER) throw new UsageError(catalog.usage.badRange(text));
  return [a, b];
}

/** --shard K/N: this run solves the deals d with (d - A) mod N = K. */
function readShard(text: string | undefined): { index: number; count: number } | undefined {
  if (text === undefined) return undefined;
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index >= count || count > MAX_GAME_NUMBER) throw new UsageError(catalog.usage.badShard(text));
  return { index, count };
}

/** The rules of a variant as one line, so that a results file never mixes runs of different rules. */
function rulesKey(v: Variant): string {
  return `build=${v.buildBy} cells=${v.cells} columns=${v.columns} empty=${v.emptyColumn} moves=${v.sequenceMoves} dealt=${v.cellsDealt} aces-home=${v.acesToFoundationOnly ? 'yes' : 'no'}`;
}

/** The counts of a range's results, kept as they come (memory independent of the range's length). */
class Tally {
  solved = 0;
  unwinnable = 0;
  gaveUp = 0;
  lengthSum = 0;
  maxLength = 0;
  /** The first unwinnable deals (the summary names them when there are at most 20). */
  readonly unwinnableDeals: number[] = [];

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

/** A progress bar on standard error, redrawn in place; nothing when standard error is not a terminal. */
function progressBar(io: CliIO, total: number, tally: Tally): { tick(): void; done(): void } {
  if (!io.stderrIsTTY) return { tick: () => undefined, done: () => undefined };
  const first = tally.solved + tally.unwinnable + tally.gaveUp;
  let last = 0;
  const t0 = io.now();
  const draw = (): void => {
    const n = tally.solved + tally.unwinnable + tally.gaveUp;
    const width = 30;
    const filled = total === 0 ? width : Math.round((n / total) * width);
    const elapsed = (io.now() - t0) / 1000;
    const eta = n === first ? 0 : (elapsed / (n - first)) * (total - n);
    io.err(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${n}/${total} ${catalog.rangeProgress(tally.solved, tally.unwinnable, tally.gaveUp, Math.round(eta))} `);
  };
  return {
    tick() {
      const now = io.now();
      if (now - last > 100) {
        last = now;
        draw();
      }
    },
    done() {
      draw();
      io.err('\n');
    },
  };
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * `freecell solve --range A-B`: every deal of the range (or of its --shard)
 * not already in the --jsonl file, over worker threads, each result appended
 * to the file as one line as soon as it is known (in the order the deals
 * finish); a progress bar on a terminal; a summary of the whole range. On
 * SIGINT or SIGTERM it stops between whole lines and ends with the signal.
 */
async function solveRange(io: CliIO, options: SolveCliOptions): Promise<number> {
  const [from, to] = readRange(options.range!);
  for (const [flag, given] of [
    ['--game', options.game],
    ['--deck', options.deck],
    ['--board', options.board],
    ['--format', options.format],
  ] as const) {
    if (given !== undefined) throw new UsageError(catalog.usage.rangeConflict(flag, from, to));
  }
  const variant = readVariant(options);
  const mode = options.exact ? 'exact' : 'fast';
  const cores = Math.max(1, os.availableParallelism());
  const jobs = readLimit(options.jobs, cores, (given) => catalog.usage.badJobs(given, cores)) ?? cores;
  const seconds = readCount('--time-limit', options.timeLimit, 1, 86400);
  const setup: WorkerSetup = {
    variant,
    mode,
    maxStates: readMaxStates(options.maxStates, mode),
    maxMemoryMb: readMaxMemory(options.maxMemory, jobs),
    timeLimitMs: seconds === undefined ? undefined : seconds * 1000,
  };
  const shard = readShard(options.shard) ?? { index: 0, count: 1 };
  const key = { variant: variant.id, rules: rulesKey(variant), mode } as const;
  const log = options.jsonl === undefined ? undefined : openResultsLog(options.jsonl, key);
  const first = from + shard.index;
  const deals = first > to ? 0 : Math.floor((to - first) / shard.count) + 1;
  const tally = new Tally();
  const done = new Set<number>();
  try {
    if (log)
      readBackLog(log, key, (r) => {
        if (r.deal < first || r.deal > to || (r.deal - first) % shard.count !== 0 || done.has(r.deal)) return;
        done.add(r.deal);
        tally.add(r);
      });
  } catch (e) {
    log?.close();
    throw e;
  }
  const readBack = done.size;
  function* work(): Generator<number> {
    for (let deal = first; deal <= to; deal += shard.count) if (!done.has(deal)) yield deal;
  }
  const onSignal = (signal: NodeJS.Signals): void => {
    // between two tasks of the event loop: every line written so far is whole
    for (const s of STOP_SIGNALS) process.removeListener(s, onSignal);
    if (io.stderrIsTTY) io.err('\n');
    log?.close();
    runExitTasks();
    process.kill(process.pid, signal);
  };
  for (const s of STOP_SIGNALS) process.on(s, onSignal);
  const cpu0 = process.cpuUsage();
  const t0 = io.now();
  const progress = progressBar(io, deals, tally);
  const record = (r: DealResult): void => {
    log?.append(r);
    tally.add(r);
    progress.tick();
  };
  try {
    if (jobs === 1) {
      for (const deal of work()) {
        record(solveDeal(setup, deal));
        // let a signal in between two deals
        await new Promise((resolve) => setImmediate(resolve));
      }
    } else {
      await runWorkers(setup, work(), jobs, record);
    }
  } finally {
    for (const s of STOP_SIGNALS) process.removeListener(s, onSignal);
    log?.close();
  }
  progress.done();
  const cpu = process.cpuUsage(cpu0);
  const summary: RangeSummary = {
    from,
    to,
    variant,
    jobs,
    solved: tally.solved,
    unwinnable: tally.unwinnable,
    gaveUp: tally.gaveUp,
    wallMs: io.now() - t0,
    cpuMs: (cpu.user + cpu.system) / 1000,
    meanLength: tally.solved === 0 ? 0 : tally.lengthSum / tally.solved,
    maxLength: tally.maxLength,
    peakMb: process.resourceUsage().maxRSS / 1024,
    unwinnableDeals: [...tally.unwinnableDeals].sort((a, b) => a - b),
    deals,
    readBack,
    shard: options.shard === undefined ? undefined : `${shard.index}/${shard.count}`,
  };
  io.out(catalog.rangeSummary(summary).map((l) => `${l}\n`).join(''));
  return summary.gaveUp > 0 ? SOLVE_GAVE_UP : 0;
}

/**
 * Runs the deals over `jobs` worker threads. Each worker holds two deals at a
 * time, so that it starts the next as soon as it finishes one instead of
 * waiting for the main thread to answer. A worker that runs out of memory
 * outside the solver's own limit gives up its deals ('memory') and is replaced.
 */
function runWorkers(setup: WorkerSetup, deals: Iterator<number>, jobs: number, record: (r: DealResult) => void): Promise<void> {
  const script = path.join(__dirname, 'solve-worker.js');
  let next = deals.next();
  return new Promise((resolve, reject) => {
    let running = 0;
    const workers = new Set<Worker>();
    const fail = (err: unknown): void => {
      for (const w of workers) void w.terminate();
      reject(err);
    };
    const start = (): void => {
      const worker = new Worker(script, { workerData: setup });
      workers.add(worker);
      running++;
      const held: number[] = [];
      const feed = (): void => {
        if (!next.done) {
          worker.postMessage(next.value);
          held.push(next.value);
          next = deals.next();
        } else if (held.length === 0) worker.postMessage(null);
      };
      worker.on('message', (r: DealResult) => {
        held.splice(held.indexOf(r.deal), 1);
        try {
          record(r);
        } catch (err) {
          fail(err);
          return;
        }
        feed();
      });
      worker.on('error', (err: Error & { code?: string }) => {
        if (err.code !== 'ERR_WORKER_OUT_OF_MEMORY') {
          fail(err);
          return;
        }
        try {
          for (const deal of held.splice(0)) record({ deal, status: 'gave-up', length: 0, moves: '', ms: 0, states: 0, reason: 'memory' });
        } catch (e) {
          fail(e);
          return;
        }
        if (!next.done) start();
      });
      worker.on('exit', () => {
        workers.delete(worker);
        if (--running === 0) resolve();
      });
      feed();
      feed();
    };
    for (let j = 0; j < jobs && !next.done; j++) start();
    if (running === 0) resolve();
  });
}

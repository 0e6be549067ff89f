// `freecell solve`: one position, or a range of Microsoft deals over worker threads.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type Board, type Variant, MAX_GAME_NUMBER } from '../core';
import { type SolveResult, solve } from '../solver';
import { dealLabel, startingBoard } from '../session';
import { describeFsError } from '../store';
import type { RangeSummary } from '../ui';
import { type RuleFlags, UsageError, catalog, readChoice, readDealSource, readVariant } from './common';
import type { CliIO } from './io';
import { dealSourceJson } from './replay';
import { type DealResult, type WorkerSetup, solveDeal } from './solve-worker';
import { solutionCommands, solutionText, solutionTokens } from './solve-format';

/** Exit statuses of solve. */
export const SOLVE_UNWINNABLE = 3;
export const SOLVE_GAVE_UP = 4;

/** The flags of solve. */
export interface SolveCliOptions extends RuleFlags {
  game?: string;
  deck?: string;
  board?: string;
  format: string;
  exact?: boolean;
  maxStates?: string;
  timeLimit?: string;
  range?: string;
  jobs?: string;
  jsonl?: string;
}

function readCount(flag: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n < min || n > max) throw new UsageError(catalog.usage.badNumber(flag, text, min, max));
  return n;
}

/** Solves with the CLI's policy: a fast 'unwinnable' is confirmed by the exact search before it is believed. */
export function solveForCli(board: Board, mode: 'fast' | 'exact', maxStates: number | undefined, limit: { ms?: number; now: () => number }): SolveResult {
  const options = { maxStates, timeLimitMs: limit.ms, now: limit.ms === undefined ? undefined : limit.now };
  const first = solve(board, { ...options, mode });
  if (first.status !== 'unwinnable' || mode === 'exact') return first;
  const proof = solve(board, { ...options, mode: 'exact' });
  return { ...proof, states: first.states + proof.states } as SolveResult;
}

/** `freecell solve`: prints a solution; 0 solved, 3 proven unwinnable, 4 gave up. A range runs asynchronously. */
export function solveCommand(io: CliIO, options: SolveCliOptions): number | Promise<number> {
  if (options.range !== undefined) return solveRange(io, options);
  const format = readChoice('format', options.format, ['sn', 'commands', 'json']);
  const variant = readVariant(options);
  const deal = readDealSource(io, options, variant);
  const maxStates = readCount('--max-states', options.maxStates, 1, 1e9);
  const seconds = readCount('--time-limit', options.timeLimit, 1, 86400);
  const board = startingBoard(deal, variant);
  const t0 = io.now();
  const result = solveForCli(board, options.exact ? 'exact' : 'fast', maxStates, { ms: seconds === undefined ? undefined : seconds * 1000, now: io.now });
  const ms = io.now() - t0;
  const label = dealLabel(deal);
  const what = label.kind === 'game' ? catalog.board.game(label.number) : label.kind === 'deck' ? catalog.board.deck(label.name) : catalog.board.position(label.name);
  if (format === 'json') {
    const tokens = result.status === 'solved' ? solutionTokens(board, result.moves) : [];
    io.out(`${JSON.stringify({ variant: variant.id, deal: dealSourceJson(deal), status: result.status, length: tokens.length, moves: tokens, states: result.states, ms: Math.round(ms) }, null, 2)}\n`);
  } else if (result.status === 'solved') {
    io.out(format === 'sn' ? solutionText(board, result.moves) : solutionCommands(board, result.moves));
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

function summarise(from: number, to: number, variant: Variant, jobs: number, results: readonly DealResult[], wallMs: number, cpuMs: number): RangeSummary {
  const solved = results.filter((r) => r.status === 'solved');
  const lengths = solved.map((r) => r.length);
  return {
    from,
    to,
    variant,
    jobs,
    solved: solved.length,
    unwinnable: results.filter((r) => r.status === 'unwinnable').length,
    gaveUp: results.filter((r) => r.status === 'gave-up').length,
    wallMs,
    cpuMs,
    meanLength: lengths.length === 0 ? 0 : lengths.reduce((a, b) => a + b, 0) / lengths.length,
    maxLength: lengths.length === 0 ? 0 : Math.max(...lengths),
    peakMb: process.resourceUsage().maxRSS / 1024,
    unwinnableDeals: results.filter((r) => r.status === 'unwinnable').map((r) => r.deal),
  };
}

/** A progress bar on standard error, redrawn in place; nothing when standard error is not a terminal. */
function progressBar(io: CliIO, total: number): { tick(status: DealResult['status']): void; done(): void } {
  if (!io.stderrIsTTY) return { tick: () => undefined, done: () => undefined };
  const counts = { solved: 0, unwinnable: 0, 'gave-up': 0 };
  let n = 0;
  let last = 0;
  const t0 = io.now();
  const draw = (): void => {
    const width = 30;
    const filled = Math.round((n / total) * width);
    const elapsed = (io.now() - t0) / 1000;
    const eta = n === 0 ? 0 : (elapsed / n) * (total - n);
    io.err(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${n}/${total} ${catalog.rangeProgress(counts.solved, counts.unwinnable, counts['gave-up'], Math.round(eta))} `);
  };
  return {
    tick(status) {
      n++;
      counts[status]++;
      const now = io.now();
      if (now - last > 100 || n === total) {
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

/** `freecell solve --range A-B`: all deals over worker threads, a progress bar on a terminal, a summary. */
async function solveRange(io: CliIO, options: SolveCliOptions): Promise<number> {
  const [from, to] = readRange(options.range!);
  const variant = readVariant(options);
  const jobs = readCount('--jobs', options.jobs, 1, 256) ?? Math.max(1, os.availableParallelism());
  const setup: WorkerSetup = { variant, mode: options.exact ? 'exact' : 'fast', maxStates: readCount('--max-states', options.maxStates, 1, 1e9) };
  const total = to - from + 1;
  const results: (DealResult | undefined)[] = new Array<DealResult | undefined>(total);
  const partial = options.jsonl === undefined ? undefined : `${options.jsonl}.partial`;
  let jsonlFd: number | undefined;
  if (partial !== undefined) {
    try {
      jsonlFd = fs.openSync(partial, 'w');
    } catch (err) {
      throw new UsageError(catalog.usage.cannotWrite(partial, describeFsError(err)));
    }
  }
  const cpu0 = process.cpuUsage();
  const t0 = io.now();
  const progress = progressBar(io, total);
  let written = 0;
  const record = (r: DealResult): void => {
    results[r.deal - from] = r;
    progress.tick(r.status);
    // Lines go out in deal order, as soon as every earlier deal is done.
    while (written < total && results[written] !== undefined) {
      if (jsonlFd !== undefined) fs.writeSync(jsonlFd, `${JSON.stringify(results[written])}\n`);
      written++;
    }
  };
  if (jobs === 1) {
    for (let deal = from; deal <= to; deal++) record(solveDeal(setup, deal));
  } else {
    await runWorkers(setup, from, to, jobs, record);
  }
  progress.done();
  if (jsonlFd !== undefined && partial !== undefined && options.jsonl !== undefined) {
    fs.fsyncSync(jsonlFd);
    fs.closeSync(jsonlFd);
    fs.renameSync(partial, options.jsonl);
  }
  const cpu = process.cpuUsage(cpu0);
  const summary = summarise(from, to, variant, jobs, results as DealResult[], io.now() - t0, (cpu.user + cpu.system) / 1000);
  io.out(catalog.rangeSummary(summary).map((l) => `${l}\n`).join(''));
  return summary.gaveUp > 0 ? SOLVE_GAVE_UP : 0;
}

/**
 * Runs the deals over `jobs` worker threads. Each worker holds two deals at a
 * time, so that it starts the next as soon as it finishes one instead of
 * waiting for the main thread to answer.
 */
function runWorkers(setup: WorkerSetup, from: number, to: number, jobs: number, record: (r: DealResult) => void): Promise<void> {
  let next = from;
  const script = path.join(__dirname, 'solve-worker.js');
  return new Promise((resolve, reject) => {
    let running = 0;
    for (let j = 0; j < Math.min(jobs, to - from + 1); j++) {
      const worker = new Worker(script, { workerData: setup });
      running++;
      let held = 0;
      const feed = (): void => {
        if (next <= to) {
          worker.postMessage(next++);
          held++;
        } else if (held === 0) worker.postMessage(null);
      };
      worker.on('message', (r: DealResult) => {
        held--;
        record(r);
        feed();
      });
      worker.on('error', reject);
      worker.on('exit', () => {
        if (--running === 0) resolve();
      });
      feed();
      feed();
    }
  });
}

// A solving process of `freecell solve --range`: solves the deals it is sent and reports each result.

import { type Variant, dealBoard, microsoftDeal } from '../core';
import { solveToVerdict } from '../solver';
import { solutionTokens } from './solve-format';

/** What the main thread tells a worker once, at its start. */
export interface WorkerSetup {
  readonly variant: Variant;
  readonly mode: 'fast' | 'exact' | 'short';
  readonly maxStates?: number;
  readonly maxMemoryMb?: number;
  /** Each deal's time limit, in milliseconds. */
  readonly timeLimitMs?: number;
}

/** One deal's result, as sent back to the main thread (and written to --jsonl). */
export interface DealResult {
  readonly deal: number;
  readonly status: 'solved' | 'unwinnable' | 'gave-up';
  readonly length: number;
  readonly moves: string;
  readonly ms: number;
  readonly states: number;
  /** Which search gave the verdict: 'fast', 'short' (--short's own solution), or 'exact' (proving the fast search's 'unwinnable', or taking over when it gave up); absent when the solving process ended before a verdict. */
  readonly search?: 'fast' | 'exact' | 'short';
  /** Why the solver gave up: 'states', 'time' or 'memory'. */
  readonly reason?: string;
}

/** Solves one deal to a verdict (solveToVerdict: fast first, then the exact search to prove or to take over). */
export function solveDeal(setup: WorkerSetup, deal: number): DealResult {
  const t0 = performance.now();
  const board = dealBoard(setup.variant, microsoftDeal(deal));
  const clock = setup.timeLimitMs === undefined ? undefined : () => performance.now();
  const result = solveToVerdict(board, { mode: setup.mode, maxStates: setup.maxStates, maxMemoryMb: setup.maxMemoryMb, timeLimitMs: setup.timeLimitMs, now: clock });
  const states = result.states;
  const tokens = result.status === 'solved' ? solutionTokens(board, result.moves) : [];
  const ms = Math.round((performance.now() - t0) * 100) / 100;
  const line = { deal, status: result.status, length: tokens.length, moves: tokens.join(' '), ms, states, search: result.search };
  return result.status === 'gave-up' ? { ...line, reason: result.reason } : line;
}

/** What a solving process sends back for each deal: the result, its own CPU time, its peak memory so far and its memory now. */
export interface WorkerReport {
  readonly result: DealResult;
  readonly cpuMs: number;
  readonly peakMb: number;
  readonly rssMb: number;
}

/** What the main process sends: the setup once, then deal numbers, then `done` when there are no more. */
export type WorkerOrder = { readonly setup: WorkerSetup } | number | { readonly done: true };

// Run as a child process of `solve --range` (see runSolvingProcesses in solve.ts): it solves the deals it is sent.
if (require.main === module && process.send) {
  let setup: WorkerSetup | undefined;
  let solved = 0;
  let usage = { cpuMs: 0, peakMb: 0, rssMb: 0 };
  // the main process gone (killed, or done): nothing is left to report to
  process.on('disconnect', () => process.exit(0));
  process.on('message', (order: WorkerOrder) => {
    if (typeof order === 'object') {
      if ('done' in order) process.disconnect();
      else setup = order.setup;
      return;
    }
    const result = solveDeal(setup!, order);
    // the process's figures are read from the system every 32 deals, and after a long deal (which may have taken memory)
    if (solved++ % 32 === 0 || result.ms > 50) {
      const cpu = process.cpuUsage();
      usage = { cpuMs: (cpu.user + cpu.system) / 1000, peakMb: process.resourceUsage().maxRSS / 1024, rssMb: process.memoryUsage.rss() / (1024 * 1024) };
    }
    const report: WorkerReport = { result, ...usage };
    process.send!(report);
  });
}

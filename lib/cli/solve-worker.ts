// A worker thread of `freecell solve --range`: solves the deals it is sent and reports each result.

import { parentPort, workerData } from 'node:worker_threads';
import { type Variant, dealBoard, microsoftDeal } from '../core';
import { solve } from '../solver';
import { solutionTokens } from './solve-format';

/** What the main thread tells a worker once, at its start. */
export interface WorkerSetup {
  readonly variant: Variant;
  readonly mode: 'fast' | 'exact';
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
  /** Why the solver gave up: 'states', 'time' or 'memory'. */
  readonly reason?: string;
}

/** Solves one deal: fast first; a fast 'unwinnable' is proved (or not) by the exact search. */
export function solveDeal(setup: WorkerSetup, deal: number): DealResult {
  const t0 = performance.now();
  const board = dealBoard(setup.variant, microsoftDeal(deal));
  const clock = setup.timeLimitMs === undefined ? undefined : () => performance.now();
  const limits = { maxStates: setup.maxStates, maxMemoryMb: setup.maxMemoryMb, timeLimitMs: setup.timeLimitMs, now: clock };
  let result = solve(board, { mode: setup.mode, ...limits });
  let states = result.states;
  if (result.status === 'unwinnable' && setup.mode === 'fast') {
    result = solve(board, { mode: 'exact', ...limits });
    states += result.states;
  }
  const tokens = result.status === 'solved' ? solutionTokens(board, result.moves) : [];
  const ms = Math.round((performance.now() - t0) * 100) / 100;
  const line = { deal, status: result.status, length: tokens.length, moves: tokens.join(' '), ms, states };
  return result.status === 'gave-up' ? { ...line, reason: result.reason } : line;
}

if (parentPort && workerData) {
  const port = parentPort;
  const setup = workerData as WorkerSetup;
  port.on('message', (deal: number | null) => {
    if (deal === null) {
      port.close();
      return;
    }
    port.postMessage(solveDeal(setup, deal));
  });
}

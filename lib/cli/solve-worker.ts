// A solving process of `freecell solve --range`: solves the deals it is sent and reports their results in batches.

import { type Variant, dealBoard, microsoftDeal } from '../core';
import { SolverBugError, solveToVerdict } from '../solver';
import { solutionTokens } from './solve-format';

/** What every line of a results file carries so that results of different runs are never mixed. */
export interface RunKey {
  readonly variant: string;
  readonly rules: string;
  readonly mode: 'fast' | 'exact' | 'short';
}

/** What the main thread tells a worker once, at its start. */
export interface WorkerSetup {
  readonly variant: Variant;
  readonly mode: 'fast' | 'exact' | 'short';
  readonly maxStates?: number;
  readonly maxMemoryMb?: number;
  /** Each deal's time limit, in milliseconds. */
  readonly timeLimitMs?: number;
  /** What the results file's lines carry after the result. */
  readonly key: RunKey;
}

/** One deal's result, as written to --jsonl. */
export interface DealResult {
  readonly deal: number;
  readonly status: 'solved' | 'unwinnable' | 'gave-up';
  readonly length: number;
  readonly moves: string;
  readonly ms: number;
  readonly states: number;
  /** Which search gave the verdict: 'fast', 'short' (--short's own solution), or 'exact' (proving the fast search's 'unwinnable', or taking over when it gave up); absent when the solver failed or its process ended before a verdict. */
  readonly search?: 'fast' | 'exact' | 'short';
  /** Why the solver gave up: 'states', 'time', 'memory', or 'error' (the solver failed on this deal). */
  readonly reason?: string;
  /** With reason 'error': the failure's own message. */
  readonly error?: string;
}

/** The longest error message a result keeps, in characters. */
const MAX_ERROR_TEXT = 1000;

/** Milliseconds, as performance.now() counts them. */
export type Clock = () => number;

/** Solves one deal to a verdict (solveToVerdict: fast first, then the exact search), timed by `clock`, which the solver reads every few hundred positions; an error thrown while solving gives it up with reason 'error'. */
export function solveDeal(setup: WorkerSetup, deal: number, clock: Clock = () => performance.now()): DealResult {
  const t0 = clock();
  const elapsed = (): number => Math.round((clock() - t0) * 100) / 100;
  try {
    const board = dealBoard(setup.variant, microsoftDeal(deal));
    const result = solveToVerdict(board, { mode: setup.mode, maxStates: setup.maxStates, maxMemoryMb: setup.maxMemoryMb, timeLimitMs: setup.timeLimitMs, now: setup.timeLimitMs === undefined ? undefined : clock });
    const tokens = result.status === 'solved' ? solutionTokens(board, result.moves) : [];
    const line = { deal, status: result.status, length: tokens.length, moves: tokens.join(' '), ms: elapsed(), states: result.states, search: result.search };
    return result.status === 'gave-up' ? { ...line, reason: result.reason } : line;
  } catch (err) {
    // the message, after the kind of error unless it is a plain one or says it ("solver bug: ...")
    const text = err instanceof Error ? `${err.name === 'Error' || err instanceof SolverBugError ? '' : `${err.name}: `}${err.message}` : String(err);
    return { deal, status: 'gave-up', length: 0, moves: '', ms: elapsed(), states: 0, reason: 'error', error: text.slice(0, MAX_ERROR_TEXT) };
  }
}

/** A result as one line of the results file, newline included (`deal` first, then the run's key). */
export function formatResultLine(result: DealResult, key: RunKey): string {
  return `${JSON.stringify({ ...result, ...key })}\n`;
}

/** One deal as a solving process reports it: what the main process counts, and the line it writes. */
export interface ReportedDeal {
  readonly deal: number;
  readonly status: DealResult['status'];
  readonly length: number;
  /** The line for the results file (formatResultLine). */
  readonly line: string;
  /** The message of an error thrown while solving the deal (then it is given up, reason 'error'). */
  readonly error?: string;
}

/** The deal as a solving process reports it. */
export function reportedDeal(result: DealResult, key: RunKey): ReportedDeal {
  const line = formatResultLine(result, key);
  return result.error === undefined ? { deal: result.deal, status: result.status, length: result.length, line } : { deal: result.deal, status: result.status, length: result.length, line, error: result.error };
}

/** What a solving process sends back: a batch of results, its own CPU time, its peak memory so far and its memory now. */
export interface WorkerReport {
  readonly results: readonly ReportedDeal[];
  readonly cpuMs: number;
  readonly peakMb: number;
  readonly rssMb: number;
}

/** What the main process sends: the setup once, then deal numbers to solve in that order, then `done` when there are no more. */
export type WorkerOrder = { readonly setup: WorkerSetup } | readonly number[] | { readonly done: true };

/** At most this many results wait in a solving process before it sends them; it also sends whenever it has no deal left in hand. */
export const REPORT_BATCH = 16;

/** The channel of a solving process to the main process (the process itself, or a stand-in). */
export interface WorkerChannel {
  on(event: 'message', listener: (order: WorkerOrder) => void): unknown;
  /** Sends a report; `sent` is called once it is sent, with the error when it could not be (the main process is gone). */
  send(report: WorkerReport, sent: (err: Error | null) => void): unknown;
  disconnect(): void;
}

/**
 * Serves the main process: solves the deals sent, one per turn of the event
 * loop so that new orders are read in between, and sends the results in
 * batches of REPORT_BATCH, or sooner when no deal is left in hand. When a
 * report cannot be sent (the main process is gone), `orphaned` is called.
 */
export function serveDeals(channel: WorkerChannel, usage: () => Omit<WorkerReport, 'results'>, orphaned: () => void, clock?: Clock): void {
  let setup: WorkerSetup | undefined;
  const queue: number[] = [];
  let at = 0;
  let results: ReportedDeal[] = [];
  let scheduled = false;
  const step = (): void => {
    scheduled = false;
    if (at < queue.length) results.push(reportedDeal(solveDeal(setup!, queue[at++]!, clock), setup!.key));
    if (at === queue.length) {
      queue.length = 0;
      at = 0;
    }
    if (results.length >= REPORT_BATCH || (queue.length === 0 && results.length > 0)) {
      channel.send({ results, ...usage() }, (err) => {
        if (err) orphaned();
      });
      results = [];
    }
    if (queue.length > 0) schedule();
  };
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(step);
  };
  channel.on('message', (order) => {
    if ('setup' in order) setup = order.setup;
    else if ('done' in order) channel.disconnect();
    else {
      for (const deal of order) queue.push(deal);
      schedule();
    }
  });
}

/** How often, in milliseconds, a solving process busy with a deal looks whether its main process is still there. */
export const PARENT_CHECK_MS = 100;

/**
 * A clock that also watches the parent process: once `isOrphan` says it is
 * gone (looked at most every PARENT_CHECK_MS), `orphaned` is called. The
 * solver reads its clock every few hundred positions, so a solving process
 * whose main process was killed mid-deal stops within a fraction of a second
 * instead of solving on, unseen, up to the time limit.
 */
export function watchingClock(isOrphan: () => boolean, orphaned: () => void, now: Clock = () => performance.now()): Clock {
  let checked = now();
  return () => {
    const t = now();
    if (t - checked >= PARENT_CHECK_MS) {
      checked = t;
      if (isOrphan()) orphaned();
    }
    return t;
  };
}

// Run as a child process of `solve --range` (see runSolvingProcesses in solve.ts): it solves the deals it is sent.
if (require.main === module && process.send) {
  // The main process gone (killed, or done): nothing is left to report to, and nothing to say.
  const leave = (): never => process.exit(0);
  process.on('disconnect', leave);
  // An orphan is adopted by another process: its parent's pid changes.
  const parent = process.ppid;
  const usage = (): Omit<WorkerReport, 'results'> => {
    const cpu = process.cpuUsage();
    return { cpuMs: (cpu.user + cpu.system) / 1000, peakMb: process.resourceUsage().maxRSS / 1024, rssMb: process.memoryUsage.rss() / (1024 * 1024) };
  };
  // a first report, of no deal, says it started: a process that dies before it was sent failed to start, and no deal is to blame
  // (sent with a callback: one that cannot go, the main process gone already, ends this one quietly instead of with the stack trace of an 'error' no one handles)
  process.send({ results: [], ...usage() }, (err: Error | null) => {
    if (err) leave();
  });
  serveDeals(
    {
      on: (event, listener) => process.on(event, listener),
      send: (report, sent) => process.send!(report, sent),
      disconnect: () => process.disconnect(),
    },
    usage,
    leave,
    watchingClock(() => process.ppid !== parent, leave),
  );
}

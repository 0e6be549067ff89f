// A solver error on one deal of solve --range: the worker gives that deal up ('error') and the run goes on, with the solver made to fail on a chosen deal.

import { EventEmitter } from 'node:events';
import * as childProcess from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { type Board, dealBoard, findVariant, microsoftDeal } from '../core';
import * as solver from '../solver';
import { SolverBugError } from '../solver';
import type { CliIO } from './io';
import { useCatalog } from './common';
import { en } from '../ui/messages-en';
import { pt } from '../ui/messages-pt';
import { SOLVE_GAVE_UP, solveCommand } from './solve';
import { type RunKey, type WorkerChannel, type WorkerOrder, type WorkerReport, type WorkerSetup, PARENT_CHECK_MS, REPORT_BATCH, serveDeals, solveDeal, watchingClock } from './solve-worker';

jest.mock('../solver', () => {
  const actual = jest.requireActual<typeof solver>('../solver');
  return { ...actual, solveToVerdict: jest.fn(actual.solveToVerdict) };
});
jest.mock('node:child_process', () => ({ ...jest.requireActual<typeof childProcess>('node:child_process'), fork: jest.fn() }));

const realSolve = jest.requireActual<typeof solver>('../solver').solveToVerdict;
const FREECELL = findVariant('freecell');
const KEY: RunKey = { variant: 'freecell', rules: 'the rules', mode: 'fast' };
const SETUP: WorkerSetup = { variant: FREECELL, mode: 'fast', key: KEY };
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-worker-'));

afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));
afterEach(() => {
  jest.mocked(solver.solveToVerdict).mockImplementation(realSolve);
  useCatalog(en);
});

/** Makes the solver throw `error` on the given deal, and solve every other deal as it does. */
function failOn(deal: number, error: Error): void {
  const key = dealBoard(FREECELL, microsoftDeal(deal)).key();
  jest.mocked(solver.solveToVerdict).mockImplementation((board: Board, options) => {
    if (board.key() === key) throw error;
    return realSolve(board, options);
  });
}

describe('solveDeal', () => {
  it.each([
    [new SolverBugError('no free cell'), 'solver bug: no free cell'],
    [new RangeError('Invalid array length'), 'RangeError: Invalid array length'],
    [new Error('plain'), 'plain'],
  ])('gives the deal up with reason error and the message of %p', (error, text) => {
    failOn(5, error);
    expect(solveDeal(SETUP, 5)).toEqual({ deal: 5, status: 'gave-up', length: 0, moves: '', ms: expect.any(Number), states: 0, reason: 'error', error: text });
    expect(solveDeal(SETUP, 6)).toMatchObject({ deal: 6, status: 'solved', search: 'fast' });
  });
});

/** A channel to serveDeals in this process: what it sends is kept. */
function channelPair(): { channel: WorkerChannel; order(o: WorkerOrder): void; reports: WorkerReport[]; disconnected: () => boolean } {
  const orders = new EventEmitter();
  const reports: WorkerReport[] = [];
  let disconnected = false;
  const channel: WorkerChannel = {
    on: (event, listener) => orders.on(event, listener),
    send: (report, sent) => {
      reports.push(report);
      sent(null);
    },
    disconnect: () => {
      disconnected = true;
    },
  };
  return { channel, order: (o) => orders.emit('message', o), reports, disconnected: () => disconnected };
}

const settled = async (): Promise<void> => {
  for (let i = 0; i < 200; i++) await new Promise((r) => setImmediate(r));
};

describe('serveDeals', () => {
  const usage = () => ({ cpuMs: 1, peakMb: 2, rssMb: 3 });

  it('reports in batches of REPORT_BATCH, and what is left when it runs out of deals; each line is the result with the run key', async () => {
    jest.mocked(solver.solveToVerdict).mockImplementation(() => ({ status: 'gave-up', states: 7, reason: 'states', search: 'fast' }));
    const { channel, order, reports, disconnected } = channelPair();
    serveDeals(channel, usage, () => undefined);
    order({ setup: SETUP });
    order(Array.from({ length: REPORT_BATCH + 3 }, (_, i) => i + 1));
    await settled();
    expect(reports.map((r) => r.results.map((d) => d.deal))).toEqual([Array.from({ length: REPORT_BATCH }, (_, i) => i + 1), [REPORT_BATCH + 1, REPORT_BATCH + 2, REPORT_BATCH + 3]]);
    expect(reports[0]).toMatchObject({ cpuMs: 1, peakMb: 2, rssMb: 3 });
    const first = reports[0]!.results[0]!;
    expect(first).toEqual({ deal: 1, status: 'gave-up', length: 0, line: expect.stringMatching(/^\{"deal":1,.*\}\n$/) });
    expect(JSON.parse(first.line)).toEqual({ deal: 1, status: 'gave-up', length: 0, moves: '', ms: expect.any(Number), states: 7, search: 'fast', reason: 'states', ...KEY });
    expect(disconnected()).toBe(false);
    order({ done: true });
    expect(disconnected()).toBe(true);
  });

  it('gives up a deal the solver fails on, with the error in its line, and goes on with the next', async () => {
    failOn(2, new SolverBugError('move 3 of the solution is illegal'));
    const { channel, order, reports } = channelPair();
    serveDeals(channel, usage, () => undefined);
    order({ setup: SETUP });
    order([1, 2, 3]);
    await settled();
    const results = reports.flatMap((r) => r.results);
    expect(results.map((r) => [r.deal, r.status, r.error])).toEqual([
      [1, 'solved', undefined],
      [2, 'gave-up', 'solver bug: move 3 of the solution is illegal'],
      [3, 'solved', undefined],
    ]);
    expect(JSON.parse(results[1]!.line)).toMatchObject({ deal: 2, status: 'gave-up', reason: 'error', error: 'solver bug: move 3 of the solution is illegal', mode: 'fast' });
  });
});

describe('a solving process whose main process is gone', () => {
  const usage = () => ({ cpuMs: 1, peakMb: 2, rssMb: 3 });

  it('calls orphaned, and throws nothing, when a report cannot be sent', async () => {
    jest.mocked(solver.solveToVerdict).mockImplementation(() => ({ status: 'gave-up', states: 7, reason: 'states', search: 'fast' }));
    const orders = new EventEmitter();
    const gone = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    let orphaned = 0;
    serveDeals(
      { on: (event, listener) => orders.on(event, listener), send: (_report, sent) => setImmediate(() => sent(gone)), disconnect: () => undefined },
      usage,
      () => orphaned++,
    );
    orders.emit('message', { setup: SETUP });
    orders.emit('message', [1, 2]);
    await settled();
    expect(orphaned).toBe(1);
  });

  it('solves with the clock it is given, so that a long deal reads it (and can notice the orphan) while it is solved', async () => {
    const { channel, order } = channelPair();
    let reads = 0;
    serveDeals(channel, usage, () => undefined, () => (reads++, performance.now()));
    order({ setup: { ...SETUP, timeLimitMs: 60000 } });
    order([1]);
    await settled();
    expect(reads).toBeGreaterThan(2);
  });

  it('watchingClock looks at the parent at most every PARENT_CHECK_MS, and calls orphaned once it is gone', () => {
    let t = 0;
    let looks = 0;
    let parentGone = false;
    let orphaned = 0;
    const clock = watchingClock(
      () => (looks++, parentGone),
      () => orphaned++,
      () => t,
    );
    for (; t < PARENT_CHECK_MS; t += 10) expect(clock()).toBe(t);
    expect([looks, orphaned]).toEqual([0, 0]);
    t = PARENT_CHECK_MS;
    clock();
    clock();
    expect([looks, orphaned]).toEqual([1, 0]);
    parentGone = true;
    t += PARENT_CHECK_MS / 2;
    clock();
    expect(orphaned).toBe(0);
    t += PARENT_CHECK_MS;
    clock();
    expect([looks, orphaned]).toEqual([2, 1]);
  });
});

/**
 * A stand-in for fork: a solving process served in this process by
 * serveDeals, its messages copied through JSON as the real channel does.
 */
class StandInProcess extends EventEmitter {
  connected = true;
  /** It started: the system gave it a process number. */
  readonly pid = 4242;
  private readonly orders = new EventEmitter();

  /** `diesOn`: the process is killed (SIGKILL) as soon as it is sent that deal, reporting nothing more. */
  constructor(private readonly diesOn?: number) {
    super();
    // as a real solving process does, it says it started (a report of no deal) before it takes a deal
    setImmediate(() => this.emit('message', { results: [], cpuMs: 1, peakMb: 50, rssMb: 50 }));
    serveDeals(
      {
        on: (event, listener) => this.orders.on(event, listener),
        send: (report, sent) => setImmediate(() => {
          if (this.connected) this.emit('message', JSON.parse(JSON.stringify(report)));
          sent(null);
        }),
        disconnect: () => this.end(),
      },
      () => ({ cpuMs: 1, peakMb: 50, rssMb: 50 }),
      () => undefined,
    );
  }

  send(order: WorkerOrder): boolean {
    if (Array.isArray(order) && order.includes(this.diesOn)) {
      this.connected = false;
      setImmediate(() => this.ended(null, 'SIGKILL'));
    } else setImmediate(() => this.orders.emit('message', JSON.parse(JSON.stringify(order))));
    return true;
  }

  kill(): boolean {
    this.end();
    return true;
  }

  private end(): void {
    if (!this.connected) return;
    this.connected = false;
    setImmediate(() => this.ended(0, null));
  }

  /** As a real process ends: 'exit', then 'close' once its output has all been read. */
  private ended(code: number | null, signal: NodeJS.Signals | null): void {
    this.emit('exit', code, signal);
    this.emit('close', code, signal);
  }
}

/** An IO for solve --range: what it writes is kept. */
function memoryIO(stderrIsTTY = false): { io: CliIO; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const io: CliIO = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readLine: () => null,
    readInput: () => Buffer.alloc(0),
    readFile: () => '',
    writeFile: () => undefined,
    openWriter: () => ({ write: () => undefined, commit: () => undefined, abort: () => undefined }),
    home: TMP,
    now: () => performance.now(),
    stdoutIsTTY: false,
    stdinIsTTY: false,
    stderrIsTTY,
    env: {},
    random: () => 0.5,
  };
  return { io, out: () => out, err: () => err };
}

describe('solve --range when the solver fails on one deal', () => {
  beforeEach(() => {
    jest.mocked(childProcess.fork).mockImplementation(() => new StandInProcess() as unknown as childProcess.ChildProcess);
  });

  it('counts it as given up, says so in one sentence, writes its line with reason error, and ends with the gave-up status', async () => {
    failOn(3, new SolverBugError('no destination column'));
    const file = path.join(TMP, 'failed.jsonl');
    const { io, out, err } = memoryIO();
    expect(await solveCommand(io, { variant: 'freecell', range: '1-5', jobs: '1', jsonl: file })).toBe(SOLVE_GAVE_UP);
    expect(err()).toBe('freecell: deal 3: the solver failed (internal error: solver bug: no destination column); it is counted as given up.\n');
    expect(out()).toContain('\nSolved 4, unwinnable 0, gave up 1\n');
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { deal: number; status: string; reason?: string; error?: string });
    expect(lines.map((l) => [l.deal, l.status, l.reason, l.error])).toEqual([
      [1, 'solved', undefined, undefined],
      [2, 'solved', undefined, undefined],
      [3, 'gave-up', 'error', 'solver bug: no destination column'],
      [4, 'solved', undefined, undefined],
      [5, 'solved', undefined, undefined],
    ]);
    // read back by a rerun: nothing is solved again, and the deal is still counted as given up
    const again = memoryIO();
    expect(await solveCommand(again.io, { variant: 'freecell', range: '1-5', jobs: '1', jsonl: file })).toBe(SOLVE_GAVE_UP);
    expect(again.out()).toContain('; 5 read back from --jsonl, 0 solved now\nSolved 4, unwinnable 0, gave up 1\n');
    expect(again.err()).toBe('');
  });

  it('on a terminal, the sentence has a line of its own under the progress bar, which is drawn again below it', async () => {
    failOn(2, new SolverBugError('no free cell'));
    const { io, err } = memoryIO(true);
    expect(await solveCommand(io, { variant: 'freecell', range: '1-3', jobs: '1' })).toBe(SOLVE_GAVE_UP);
    const sentence = '\nfreecell: deal 2: the solver failed (internal error: solver bug: no free cell); it is counted as given up.\n\r[';
    expect(err()).toContain(sentence);
    expect(err().indexOf(sentence)).toBeGreaterThan(0);
    expect(err()).toMatch(/\r\[#{30}\] 3\/3 solved 2, unwinnable 0, gave up 1, [^\n]*\n$/);
  });

  it('a solving process that dies holding several deals: each is solved again alone, and only the deal that kills a process alone is given up (memory)', async () => {
    const fork = jest.mocked(childProcess.fork).mockClear().mockImplementation(() => new StandInProcess(4) as unknown as childProcess.ChildProcess);
    const file = path.join(TMP, 'died.jsonl');
    const { io, out, err } = memoryIO();
    expect(await solveCommand(io, { variant: 'freecell', range: '1-6', jobs: '1', jsonl: file })).toBe(SOLVE_GAVE_UP);
    expect(err()).toBe('');
    expect(out()).toContain('\nSolved 5, unwinnable 0, gave up 1\n');
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { deal: number; status: string; reason?: string });
    expect(lines.map((l) => [l.deal, l.status, l.reason])).toEqual([
      [1, 'solved', undefined],
      [2, 'solved', undefined],
      [3, 'solved', undefined],
      [4, 'gave-up', 'memory'],
      [5, 'solved', undefined],
      [6, 'solved', undefined],
    ]);
    // the first process held all six; the second solved 1, 2 and 3 alone and died on 4; the third solved 5 and 6
    expect(fork).toHaveBeenCalledTimes(3);
  });

  it('a solving process killed outright once while it holds one deal (kill -9 from outside): the deal is solved again in a fresh process, not given up', async () => {
    let kills = 0;
    const fork = jest
      .mocked(childProcess.fork)
      .mockClear()
      .mockImplementation(() => new StandInProcess(kills++ === 0 ? 4 : undefined) as unknown as childProcess.ChildProcess);
    const file = path.join(TMP, 'killed-once.jsonl');
    const { io, out, err } = memoryIO();
    expect(await solveCommand(io, { variant: 'freecell', range: '4-4', jobs: '1', jsonl: file })).toBe(0);
    expect(err()).toBe('');
    expect(out()).toContain('\nSolved 1, unwinnable 0, gave up 0\n');
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { deal: number; status: string });
    expect(lines.map((l) => [l.deal, l.status])).toEqual([[4, 'solved']]);
    expect(fork).toHaveBeenCalledTimes(2);
  });

  it('a deal that kills every process it is given alone is given up (memory) after the second, not tried for ever', async () => {
    const fork = jest.mocked(childProcess.fork).mockClear().mockImplementation(() => new StandInProcess(4) as unknown as childProcess.ChildProcess);
    const file = path.join(TMP, 'killed-twice.jsonl');
    const { io, out, err } = memoryIO();
    expect(await solveCommand(io, { variant: 'freecell', range: '4-4', jobs: '1', jsonl: file })).toBe(SOLVE_GAVE_UP);
    expect(err()).toBe('');
    expect(out()).toContain('\nSolved 0, unwinnable 0, gave up 1\n');
    expect(out()).toContain('\nSolution length: none (no deal was solved)\n');
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { deal: number; status: string; reason?: string });
    expect(lines.map((l) => [l.deal, l.status, l.reason])).toEqual([[4, 'gave-up', 'memory']]);
    expect(fork).toHaveBeenCalledTimes(2);
  });

  it('says it in Portuguese with --lang pt', async () => {
    failOn(2, new RangeError('Invalid array length'));
    useCatalog(pt);
    const { io, err } = memoryIO();
    expect(await solveCommand(io, { variant: 'freecell', range: '1-2', jobs: '1' })).toBe(SOLVE_GAVE_UP);
    expect(err()).toBe('freecell: jogo 2: o resolvedor falhou (erro interno: RangeError: Invalid array length); o jogo conta como desistência.\n');
  });
});

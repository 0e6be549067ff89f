// Stale locks taken over by several processes at once, one of them killed while breaking it: never two holders.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const BUILD = path.join(__dirname, '..', '..', 'build', 'lib', 'store');

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-lock-race-'));
}

/** A process that has ended, as a lock's owner names it: its pid and its start time, read while it ran. */
function deadOwner(token: string): string {
  const r = spawnSync(process.execPath, ['-e', `process.stdout.write(JSON.stringify({ pid: process.pid, start: require(${JSON.stringify(path.join(BUILD, 'process.js'))}).processStart(process.pid) }))`], { encoding: 'utf8' });
  const { pid, start } = JSON.parse(r.stdout) as { pid: number; start?: string };
  expect(start).toMatch(/^\d+$/);
  return JSON.stringify({ pid, host: os.hostname(), start, token });
}

/**
 * Loaded into each racing process: it stops before every link or removal of
 * a file in the lock's folder (its own temporary files aside), writes what
 * it is about to do on standard output and waits for one byte on standard
 * input before doing it; `step('held')` stops so too.
 */
const STEPPER = `
const fs = require('node:fs');
const path = require('node:path');
const dir = process.env.LOCK_RACE_DIR;
const one = Buffer.alloc(1);
let inside = false;
global.step = (what) => {
  fs.writeSync(1, what + '\\n');
  for (;;) {
    try {
      if (fs.readSync(0, one, 0, 1, null) === 1) return;
      process.exit(3);
    } catch (err) {
      if (err.code !== 'EAGAIN') throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
};
const inDir = (p) => path.dirname(path.resolve(String(p))) === dir && !String(p).endsWith('.tmp');
for (const [name, arg] of [['linkSync', 1], ['rmSync', 0], ['unlinkSync', 0]]) {
  const real = fs[name];
  fs[name] = function (...args) {
    // once a step: rmSync may remove through unlinkSync
    if (inside || !inDir(args[arg])) return real.apply(this, args);
    step((name === 'linkSync' ? 'link ' : 'rm ') + path.basename(String(args[arg])));
    inside = true;
    try {
      return real.apply(this, args);
    } finally {
      inside = false;
    }
  };
}
`;

/** A racing process: what it stopped before, one line at a time; `go` lets it do that and run to its next stop. */
class Racer {
  private readonly lines: string[] = [];
  private waiting: ((line: string) => void) | undefined;
  private buffered = '';
  state = '';

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    child.stdout!.on('data', (chunk: Buffer) => {
      this.buffered += chunk.toString();
      let nl: number;
      while ((nl = this.buffered.indexOf('\n')) >= 0) {
        this.push(this.buffered.slice(0, nl));
        this.buffered = this.buffered.slice(nl + 1);
      }
    });
    child.on('close', (code, signal) => this.push(`exit ${code ?? signal}`));
  }

  private push(line: string): void {
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = undefined;
      w(line);
    } else this.lines.push(line);
  }

  /** Waits for the next stop (or the end) and records it as this racer's state. */
  async next(): Promise<string> {
    const line = this.lines.shift() ?? (await new Promise<string>((resolve) => (this.waiting = resolve)));
    this.state = line;
    return line;
  }

  get done(): boolean {
    return this.state.startsWith('exit');
  }

  async go(): Promise<string> {
    this.child.stdin!.write('g');
    return this.next();
  }
}

/**
 * Runs racers `names`, each taking the lock `lock` (waiting as long as it
 * takes) and letting go once told, one step at a time in the order of
 * `schedule` (then in turn until all have ended). Only the racer told to go
 * runs, so the run is the same every time. Returns the most racers that held
 * the lock at once, and what each did.
 */
async function race(lock: string, names: readonly string[], schedule: readonly string[]): Promise<{ most: number; log: string[] }> {
  const stepper = path.join(path.dirname(lock), '..', 'stepper.js');
  fs.writeFileSync(stepper, STEPPER);
  const script = `const { acquireLock } = require(${JSON.stringify(path.join(BUILD, 'lock.js'))});
    const lock = acquireLock(${JSON.stringify(lock)}, 3_600_000);
    step('held');
    lock.release();`;
  const racers = names.map((name) => new Racer(name, spawn(process.execPath, ['--require', stepper, '-e', script], { env: { ...process.env, LOCK_RACE_DIR: path.dirname(lock) }, stdio: ['pipe', 'pipe', 'inherit'] })));
  const log: string[] = [];
  let most = 0;
  try {
    for (const r of racers) log.push(`${r.name}: ${await r.next()}`);
    const step = async (r: Racer): Promise<void> => {
      if (r.done) return;
      log.push(`${r.name}: ${await r.go()}`);
      most = Math.max(most, racers.filter((x) => x.state === 'held').length);
    };
    for (const name of schedule) await step(racers.find((r) => r.name === name)!);
    for (let turns = 0; racers.some((r) => !r.done); turns++) {
      if (turns > 2000) throw new Error(`the racers never all ended:\n${log.join('\n')}`);
      for (const r of racers) await step(r);
    }
    for (const r of racers) expect([r.name, r.state]).toEqual([r.name, 'exit 0']);
  } finally {
    for (const r of racers) if (!r.done) r.child.kill('SIGKILL');
  }
  return { most, log };
}

/** The same schedules every run: `count` orders of `length` steps drawn by a seeded generator (mulberry32). */
function schedules(count: number, length: number, names: readonly string[], seed: number): string[][] {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return Array.from({ length: count }, () => Array.from({ length }, () => names[next() % names.length]!));
}

describe('a stale lock whose last breaker was killed while it held the guard', () => {
  const STALE = 'feedfacefeedface';

  /** A folder with the stale lock x.lock (its owner gone) and guards left by processes killed while breaking it: `guards` names them after the lock. */
  function planted(guards: readonly string[]): string {
    const dir = path.join(tempDir(), 'locks');
    fs.mkdirSync(dir);
    const lock = path.join(dir, 'x.lock');
    fs.writeFileSync(lock, deadOwner(STALE));
    guards.forEach((g, i) => fs.writeFileSync(lock + g, deadOwner(`0123456789abcd${String(i).padStart(2, '0')}`)));
    return lock;
  }

  it('is held by one process at a time when four race for it in the order of steps that let two in when a dead guard was removed to be taken again', async () => {
    // That order, when a dead guard is removed: A and B find the guard dead; A removes it; C takes the guard anew and reads the stale lock;
    // B removes C's guard; E takes the guard and reads the stale lock; C removes the stale lock and takes its own; E removes C's and takes its own.
    for (const guard of ['.break', `.break.${STALE}`]) {
      const lock = planted([guard]);
      const { most, log } = await race(lock, ['A', 'B', 'C', 'E'], 'AABBACCBEECCEEE'.split(''));
      expect([most, log]).toEqual([1, log]);
      expect(fs.readdirSync(path.dirname(lock))).toEqual([]);
    }
  }, 60_000);

  it.each([
    ["an earlier version's FILE.break", ['.break']],
    ["FILE.break.TOKEN, the stale lock's token", [`.break.${STALE}`]],
    ['both', ['.break', `.break.${STALE}`]],
    ["FILE.break.TOKEN and the next level, named after its dead holder's token", [`.break.${STALE}`, `.break.${STALE}.1.0123456789abcd00`]],
  ])('is taken by one process at a time whatever the order of their steps (six orders of 40 steps; guards of killed processes: %s)', async (_, guards) => {
    for (const schedule of schedules(6, 40, ['A', 'B', 'C', 'E'], guards.length * 7919)) {
      const lock = planted(guards);
      const { most, log } = await race(lock, ['A', 'B', 'C', 'E'], schedule);
      expect([most, log]).toEqual([1, log]);
      expect(fs.readdirSync(path.dirname(lock))).toEqual([]);
    }
  }, 120_000);

  it('is taken by one process at a time when eight processes race for it, each writing to a shared file while it holds the lock (ten rounds)', () => {
    const root = tempDir();
    const journal = path.join(root, 'journal');
    // each process waits a moment at random before each link or removal in the lock's folder, so that their steps cross
    const jitter = path.join(root, 'jitter.js');
    fs.writeFileSync(
      jitter,
      `const fs = require('node:fs'); const path = require('node:path');
      const pause = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.floor(Math.random() * 3));
      for (const [name, arg] of [['linkSync', 1], ['rmSync', 0], ['unlinkSync', 0]]) {
        const real = fs[name];
        fs[name] = function (...args) {
          if (path.dirname(path.resolve(String(args[arg]))) === process.env.LOCK_RACE_DIR) pause();
          return real.apply(this, args);
        };
      }`,
    );
    for (let round = 0; round < 10; round++) {
      const lock = planted(round % 2 === 0 ? ['.break'] : ['.break', `.break.${STALE}`]);
      const start = path.join(root, `start-${round}`);
      const script = `const fs = require('node:fs'); const { acquireLock } = require(${JSON.stringify(path.join(BUILD, 'lock.js'))});
        while (!fs.existsSync(${JSON.stringify(start)})) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
        const lock = acquireLock(${JSON.stringify(lock)}, 600_000);
        fs.appendFileSync(${JSON.stringify(journal)}, 'in ' + process.pid + '\\n');
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
        fs.appendFileSync(${JSON.stringify(journal)}, 'out ' + process.pid + '\\n');
        lock.release();`;
      const quoted = `'${script.replace(/'/g, "'\\''")}'`;
      const children = Array.from({ length: 8 }, () => `"${process.execPath}" --require "${jitter}" -e ${quoted} &`).join('\n');
      const r = spawnSync('bash', ['-c', `${children}\nsleep 0.3; touch "${start}"\nwait`], { env: { ...process.env, LOCK_RACE_DIR: path.dirname(lock) }, timeout: 120_000, encoding: 'utf8' });
      expect([r.status, r.stderr]).toEqual([0, '']);
      expect(fs.readdirSync(path.dirname(lock))).toEqual([]);
    }
    // every process in turn: its way in, then its way out, before the next one's way in
    const lines = fs.readFileSync(journal, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(10 * 8 * 2);
    const overlaps = lines.filter((line, i) => (i % 2 === 0 ? !line.startsWith('in ') : line !== `out ${lines[i - 1]!.slice(3)}`));
    expect(overlaps).toEqual([]);
  }, 300_000);
});

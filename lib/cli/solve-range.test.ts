// solve and solve --range as real processes: flags checked first, the --jsonl log resumed after kills, shards, limits.

import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { findVariant } from '../core';
import { FLUSH_BYTES } from './solve-log';
import type { WorkerReport, WorkerSetup } from './solve-worker';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-range-'));
const ENV: NodeJS.ProcessEnv = { ...process.env, FREECELL_HOME: path.join(TMP, 'home') };
const CORES = Math.max(1, os.availableParallelism());
const MACHINE_MB = Math.floor(os.totalmem() / (1024 * 1024));

afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

function freecell(args: string[], timeout = 20000) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: TMP, env: ENV, input: '', timeout });
  return { status: r.status, signal: r.signal, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

let fileCount = 0;
const tempFile = (name: string): string => path.join(TMP, `${fileCount++}-${name}`);

/** The deals of a results file, checking that every line is whole. */
function dealsOf(file: string): number[] {
  const text = fs.readFileSync(file, 'utf8');
  if (text !== '') expect(text.endsWith('\n')).toBe(true);
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => (JSON.parse(l) as { deal: number }).deal);
}

const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
}

async function waitForLines(file: string, n: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').split('\n').length > n) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${file} did not get ${n} lines`);
}

describe('solve: flags that cannot apply, or that the machine cannot honour, are refused before solving', () => {
  it.each([
    [['--range', '1-5', '--game', '1'], '--range and --game cannot be used together: --range solves Microsoft deals 1 to 5.'],
    [['--range', '1-5', '--deck', 'd.txt'], '--range and --deck cannot be used together: --range solves Microsoft deals 1 to 5.'],
    [['--range', '1-5', '--board', 'b.txt'], '--range and --board cannot be used together: --range solves Microsoft deals 1 to 5.'],
    [['--range', '1-5', '--format', 'sn'], "--range and --format cannot be used together: --range prints a summary, and --jsonl FILE keeps each deal's result."],
    [['--game', '1', '--jsonl', 'x.jsonl'], '--jsonl needs --range or --deals: it only applies when solving many deals.'],
    [['--game', '1', '--jobs', '1'], '--jobs needs --range or --deals: it only applies when solving many deals.'],
    [['--game', '1', '--shard', '0/2'], '--shard needs --range or --deals: it only applies when solving many deals.'],
    [['--range', '1-5', '--shard', '0/3'], '--shard takes I/N with I from 1 to N (like 1/8), not "0/3".'],
    [['--range', '1-5', '--shard', '4/3'], '--shard takes I/N with I from 1 to N (like 1/8), not "4/3".'],
    [['--range', '1-5', '--deals', 'd.txt'], '--range and --deals cannot be used together: give the deals as a range or as a list.'],
    [['--deals', 'd.txt', '--game', '1'], '--deals and --game cannot be used together: --deals solves the Microsoft deals listed in its file.'],
    [['--deals', 'missing.txt'], `cannot read deals file missing.txt: no such file.`],
    [['--range', '1-5', '--jobs', '0'], `--jobs takes a whole number from 1 to ${CORES} (the cores this machine offers), not "0".`],
    [['--range', '1-5', '--jobs', ' 1'], `--jobs takes a whole number from 1 to ${CORES} (the cores this machine offers), not " 1".`],
    [['--range', '1-5', '--jobs', '+1'], `--jobs takes a whole number from 1 to ${CORES} (the cores this machine offers), not "+1".`],
    [['--game', '1', '--max-states', '+7'], `--max-states takes a whole number from 1 to ${Math.floor(os.totalmem() / 320)} (what ${MACHINE_MB} MB of memory holds), not "+7".`],
    [['--range', '1-5', '--time-limit', ' 5'], '--time-limit takes a whole number from 1 to 86400, not " 5".'],
    [['--range', '1-5', '--jobs', '999'], `--jobs takes a whole number from 1 to ${CORES} (the cores this machine offers), not "999".`],
    [
      ['--game', '1', '--max-states', '1000000000'],
      `--max-states takes a whole number from 1 to ${Math.floor(os.totalmem() / 320)} (what ${MACHINE_MB} MB of memory holds), not "1000000000".`,
    ],
    [
      ['--range', '1-5', '--max-states', '1e9'],
      `--max-states takes a whole number from 1 to ${Math.floor(os.totalmem() / 320)} (what ${MACHINE_MB} MB of memory holds), not "1e9".`,
    ],
    [
      // short mode's fast search (320 bytes a position) takes the same limit as its beams
      ['--game', '1', '--short', '--max-states', String(Math.floor(os.totalmem() / 320) + 1)],
      `--max-states takes a whole number from 1 to ${Math.floor(os.totalmem() / 320)} (what ${MACHINE_MB} MB of memory holds), not "${Math.floor(os.totalmem() / 320) + 1}".`,
    ],
    [['--game', '1', '--max-memory', '0'], `--max-memory takes a whole number of megabytes from 1 to ${MACHINE_MB} (the memory of this machine), not "0".`],
    [['--range', '1-8589934591', '--max-memory', '0'], `--max-memory takes a whole number of megabytes from 1 to ${MACHINE_MB} (the memory of this machine), not "0".`],
  ])('solve %j', (args, message) => {
    const r = freecell(['solve', ...args], 10000);
    expect([r.status, r.stderr, r.stdout]).toEqual([2, `freecell: ${message}\n`, '']);
  });
});

describe('solve --range --jsonl: the output is checked before anything is solved', () => {
  // a range no run could finish within the spawn's timeout: a pass proves nothing was solved
  const HUGE = '1-8589934591';

  it('refuses an empty name', () => {
    const r = freecell(['solve', '--range', HUGE, '--jsonl', ''], 10000);
    expect([r.status, r.stderr]).toEqual([2, 'freecell: --jsonl needs a file name.\n']);
  });

  it('refuses - (standard output, which no rerun could read back) and makes no file called -', () => {
    const r = freecell(['solve', '--range', HUGE, '--jsonl', '-'], 10000);
    expect([r.status, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe('freecell: --jsonl takes a file, not standard output: a rerun reads its lines back to solve only the deals missing (name a file such as results.jsonl, or ./- for a file called -).\n');
    expect(fs.existsSync(path.join(TMP, '-'))).toBe(false);
  });

  it('refuses a folder', () => {
    const dir = tempFile('dir');
    fs.mkdirSync(dir);
    const r = freecell(['solve', '--range', HUGE, '--jsonl', dir], 10000);
    expect([r.status, r.stderr]).toEqual([2, `freecell: cannot write ${dir}: it is a folder.\n`]);
  });

  it('refuses a FIFO nobody reads, without waiting for a reader', () => {
    const fifo = tempFile('fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const r = freecell(['solve', '--range', HUGE, '--jsonl', fifo], 10000);
    expect([r.status, r.signal, r.stderr]).toEqual([2, null, `freecell: cannot write ${fifo}: it is a FIFO that nobody is reading.\n`]);
  });

  it('streams to a FIFO with a reader, one line per deal', () => {
    const fifo = tempFile('fifo');
    const out = tempFile('read.jsonl');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const r = spawnSync('bash', ['-c', `cat "$1" > "$2" & sleep 0.2; "$3" "$4" solve --range 1-6 --jobs 1 --jsonl "$1" >"$2.summary"; s=$?; wait; echo $s`, 'x', fifo, out, process.execPath, BIN], {
      cwd: TMP,
      env: ENV,
      timeout: 20000,
    });
    expect(r.stdout.toString()).toBe('0\n');
    expect(dealsOf(out)).toEqual(range(1, 6));
    expect(fs.statSync(fifo).isFIFO()).toBe(true);
  });

  it('writes to a device as a stream, never renaming over it', () => {
    const dir = tempFile('dev');
    fs.mkdirSync(dir);
    const dev = path.join(dir, 'null');
    expect(spawnSync('mknod', [dev, 'c', '1', '3']).status).toBe(0);
    const r = freecell(['solve', '--range', '1-4', '--jsonl', dev]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('Solved 4, unwinnable 0, gave up 0\n');
    expect(fs.statSync(dev).isCharacterDevice()).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(['null']);
  });
});

describe('solve --range --jsonl on its own standard output', () => {
  /** Runs `freecell ARGS` in bash with `redirect` after it (`> out.jsonl`, `| cat`), in TMP; its stdout and stderr. */
  const shell = (args: string[], redirect: string) => {
    const r = spawnSync('bash', ['-c', `"$0" "$@" ${redirect}`, process.execPath, BIN, ...args], { cwd: TMP, env: ENV, input: '', timeout: 20000 });
    return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
  };
  const summary = /^Deals 1-3 \(FreeCell\), 1 job\nSolved 3, unwinnable 0, gave up 0\n/;

  // Standard output's own names (/dev/stdout, /dev/fd/1) are read as standard output by resolveWriteTarget, tested in
  // lib/store/write-file.test.ts without writing; here the program is only ever pointed at files of its own folder.
  it.each([
    ['stdout-b.jsonl', '> stdout-b.jsonl', 'stdout-b.jsonl'],
    ['stdout-c.jsonl', '>> stdout-c.jsonl', 'stdout-c.jsonl'],
  ])('--jsonl %s with standard output %s: the summary goes to standard error, the file holds only whole results', (jsonl, redirect, file) => {
    const r = shell(['solve', '--range', '1-3', '--jobs', '1', '--jsonl', jsonl], redirect);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(summary);
    expect(dealsOf(path.join(TMP, file))).toEqual([1, 2, 3]);
    expect(freecell(['report', file, '--json']).status).toBe(0);
  });

  it('--jsonl naming the pipe standard output goes into (a FIFO of its own folder, read on by cat): every line the pipe carries is a result, the summary on standard error', () => {
    const dir = fs.mkdtempSync(path.join(TMP, 'pipe-'));
    const script = 'mkfifo p && { cat p & } && "$0" "$@" > p; status=$?; wait; exit $status';
    const r = spawnSync('bash', ['-c', script, process.execPath, BIN, 'solve', '--range', '1-3', '--jobs', '1', '--jsonl', 'p'], { cwd: dir, env: ENV, input: '', timeout: 20000 });
    expect(r.status).toBe(0);
    expect(r.stdout.toString().split('\n').filter((l) => l !== '').map((l) => (JSON.parse(l) as { deal: number }).deal)).toEqual([1, 2, 3]);
    expect(r.stderr.toString()).toMatch(summary);
  });

  it('--jsonl naming standard output through a symbolic link to it: the summary goes to standard error', () => {
    fs.symlinkSync('stdout-e.jsonl', path.join(TMP, 'link-e.jsonl'));
    const r = shell(['solve', '--range', '1-3', '--jobs', '1', '--jsonl', 'link-e.jsonl'], '> stdout-e.jsonl');
    expect([r.status, r.stdout]).toEqual([0, '']);
    expect(r.stderr).toMatch(summary);
    expect(dealsOf(path.join(TMP, 'stdout-e.jsonl'))).toEqual([1, 2, 3]);
  });

  it('--jsonl FIFO with standard output that FIFO: its reader gets the results only, the summary on standard error', () => {
    const dir = fs.mkdtempSync(path.join(TMP, 'fifo-'));
    const script = 'mkfifo f && { cat f > got & } && "$0" "$@" > f; status=$?; wait; exit $status';
    const r = spawnSync('bash', ['-c', script, process.execPath, BIN, 'solve', '--range', '1-3', '--jobs', '1', '--jsonl', 'f'], { cwd: dir, env: ENV, input: '', timeout: 20000 });
    expect([r.status, r.stdout.toString()]).toEqual([0, '']);
    expect(r.stderr.toString()).toMatch(summary);
    expect(dealsOf(path.join(dir, 'got'))).toEqual([1, 2, 3]);
  });

  it('--jsonl to the null device that standard output goes to as well: the summary stays on standard output, where it is thrown away, standard error quiet', () => {
    const nul = path.join(fs.mkdtempSync(path.join(TMP, 'null-')), 'null');
    expect(spawnSync('mknod', [nul, 'c', '1', '3']).status).toBe(0);
    const r = shell(['solve', '--range', '1-3', '--jobs', '1', '--jsonl', nul], `> ${nul}`);
    expect([r.status, r.stderr]).toEqual([0, '']);
  });

  it('--jsonl FILE with standard output elsewhere keeps the summary on standard output', () => {
    const r = shell(['solve', '--range', '1-3', '--jobs', '1', '--jsonl', 'stdout-d.jsonl'], '| cat');
    expect(r.stdout).toMatch(summary);
    expect(r.stderr).toBe('');
  });
});

describe('solve --range --jsonl: a write that fails', () => {
  it.each([['1-3'], ['1-400']])('ends the run %s with one sentence and status 2, whether the lines go out at the end or during the run', (deals) => {
    const dir = tempFile('full');
    fs.mkdirSync(dir);
    const full = path.join(dir, 'full');
    expect(spawnSync('mknod', [full, 'c', '1', '7']).status).toBe(0);
    const r = freecell(['solve', '--range', deals, '--jsonl', full]);
    expect([r.status, r.stdout, r.stderr]).toEqual([2, '', `freecell: cannot write ${full}: no space left on device.\n`]);
  });
});

describe('solve --range --jsonl: a write that takes only part of the lines', () => {
  it('under a file size limit (ulimit -f): status 2, one sentence, the file cut back to whole lines; the rerun without the limit resumes it', () => {
    const file = tempFile('limited.jsonl');
    const r = spawnSync('bash', ['-c', 'ulimit -f 40 && exec "$0" "$1" solve --range 1-400 --jobs 1 --jsonl "$2"', process.execPath, BIN, file], { cwd: TMP, env: ENV, timeout: 20000 });
    expect([r.status, r.stdout.toString(), r.stderr.toString()]).toEqual([2, '', `freecell: cannot write ${file}: the file would be too large.\n`]);
    const deals = dealsOf(file);
    expect(deals.length).toBeGreaterThan(0);
    expect(deals).toEqual(range(1, deals.length));
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
    expect(freecell(['report', file]).stderr).toBe('');
    const again = freecell(['solve', '--range', '1-400', '--jobs', '1', '--jsonl', file]);
    expect([again.status, again.stderr]).toEqual([0, '']);
    expect(again.stdout).toContain(`; ${deals.length} read back from --jsonl, ${400 - deals.length} solved now\n`);
    expect(dealsOf(file)).toEqual(range(1, 400));
  }, 40000);
});

describe('solve --range --jsonl: lines the system cannot keep, said only when they are flushed to disk', () => {
  it('(a quota or a full disk on a network file system) ends the run with one sentence and status 2, not an internal error', () => {
    // fsync of the results file fails as it can on NFS; everything else is as usual
    const preload = tempFile('fsync-fails.js');
    fs.writeFileSync(
      preload,
      "const fs = require('fs');\nconst fsync = fs.fsyncSync;\nfs.fsyncSync = (fd) => {\n  if (fs.readlinkSync(`/proc/self/fd/${fd}`).endsWith('.jsonl')) throw Object.assign(new Error('ENOSPC: no space left on device, fsync'), { code: 'ENOSPC', errno: -28, syscall: 'fsync' });\n  return fsync(fd);\n};\n",
    );
    const file = tempFile('quota.jsonl');
    const r = spawnSync(process.execPath, ['--require', preload, BIN, 'solve', '--range', '1-3', '--jobs', '1', '--jsonl', file], { cwd: TMP, env: ENV, input: '', timeout: 20000 });
    expect([r.status, r.stdout.toString(), r.stderr.toString()]).toEqual([2, '', `freecell: cannot write ${file}: no space left on device.\n`]);
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  });
});

describe('solve --range: streaming, resumable, shardable', () => {
  it('takes a range too long for any array, writing each result as it is known, and stops on SIGTERM between whole lines', async () => {
    const file = tempFile('huge.jsonl');
    const child = spawn(process.execPath, [BIN, 'solve', '--range', '1-8589934591', '--jobs', '1', '--jsonl', file], { cwd: TMP, env: ENV, stdio: 'ignore' });
    const end = exited(child);
    await waitForLines(file, 5);
    // A second run on the same file is refused while the first one writes it.
    expect(freecell(['solve', '--range', '1-10', '--jobs', '1', '--jsonl', file])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `freecell: ${file} is being written by another freecell (process ${child.pid}); give each run a file of its own.\n`,
    });
    child.kill('SIGTERM');
    expect(await end).toEqual({ code: null, signal: 'SIGTERM' });
    const deals = dealsOf(file);
    expect(deals).toEqual(range(1, deals.length));
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  }, 20000);

  it("a results file whose lock was left by a run killed outright, while another machine's freecell took it over and died there, is refused naming that freecell and the guard to remove, not the lock", () => {
    const file = tempFile('guarded.jsonl');
    fs.writeFileSync(file, '');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const stale = JSON.stringify({ pid: Number(dead), host: os.hostname(), token: 'feedfacefeedface' });
    fs.writeFileSync(`${file}.lock`, stale);
    const guard = `${file}.lock.break.feedfacefeedface`;
    fs.writeFileSync(guard, JSON.stringify({ pid: 4242, host: 'farbox', token: '0123456789abcdef' }));
    expect(freecell(['solve', '--range', '1-2', '--jobs', '1', '--jsonl', file])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `freecell: ${file} is being written by another freecell (process 4242 on farbox, which this machine cannot check); give each run a file of its own, and once that run has ended (its machine stopped, say), remove ${guard}.\n`,
    });
    // nothing written, nothing taken
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    expect(fs.readFileSync(`${file}.lock`, 'utf8')).toBe(stale);
    // once the guard is removed by hand, the run takes the lock over and writes its lines
    fs.rmSync(guard);
    expect(freecell(['solve', '--range', '1-2', '--jobs', '1', '--jsonl', file]).status).toBe(0);
    expect(dealsOf(file)).toEqual([1, 2]);
    expect(fs.readdirSync(path.dirname(file)).filter((n) => n.startsWith(path.basename(file)))).toEqual([path.basename(file)]);
  });

  it('a second run on a file the first has only just started (no line in it yet) is refused as a results file being written, not as a game being played', async () => {
    // the first run is stopped once it holds the lock, before its first line (tried again in the rare case a line came first)
    for (let attempt = 0; ; attempt++) {
      const file = tempFile('just-started.jsonl');
      const child = spawn(process.execPath, [BIN, 'solve', '--range', '1-100000', '--jobs', '1', '--jsonl', file], { cwd: TMP, env: ENV, stdio: 'ignore' });
      const end = exited(child);
      while (!fs.existsSync(`${file}.lock`)) await new Promise((r) => setTimeout(r, 1));
      child.kill('SIGSTOP');
      if (fs.statSync(file).size > 0 && attempt < 20) {
        child.kill('SIGKILL');
        await end;
        fs.rmSync(`${file}.lock`);
        continue;
      }
      expect(fs.statSync(file).size).toBe(0);
      const second = freecell(['solve', '--range', '1-10', '--jobs', '1', '--jsonl', file]);
      child.kill('SIGKILL');
      await end;
      // the lock its SIGKILL left (the rerun would take it over) is not left for the tests after this one
      fs.rmSync(`${file}.lock`);
      expect([second.status, second.stdout, second.stderr]).toEqual([2, '', `freecell: ${file} is being written by another freecell (process ${child.pid}); give each run a file of its own.\n`]);
      return;
    }
  }, 60000);

  it('a second run given another name of the file (a link to it) is refused while the first one writes it, so no deal is written twice', async () => {
    const file = tempFile('linked.jsonl');
    const link = tempFile('link.jsonl');
    fs.symlinkSync(file, link);
    const child = spawn(process.execPath, [BIN, 'solve', '--range', '1-8589934591', '--jobs', '1', '--jsonl', file], { cwd: TMP, env: ENV, stdio: 'ignore' });
    const end = exited(child);
    await waitForLines(file, 5);
    const second = freecell(['solve', '--range', '1-10', '--jobs', '1', '--jsonl', link]);
    child.kill('SIGTERM');
    expect(await end).toEqual({ code: null, signal: 'SIGTERM' });
    expect([second.status, second.stdout, second.stderr]).toEqual([2, '', `freecell: ${link} is being written by another freecell (process ${child.pid}); give each run a file of its own.\n`]);
    const deals = dealsOf(file);
    expect(deals).toEqual(range(1, deals.length));
    expect(fs.readdirSync(TMP).filter((f) => f.endsWith('.lock'))).toEqual([]);
    // the run through the link afterwards takes the file's own lock, and resumes it
    const r = freecell(['solve', '--range', `1-${deals.length + 3}`, '--jobs', '1', '--jsonl', link]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(dealsOf(file)).toEqual(range(1, deals.length + 3));
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
  }, 30000);

  describe('a file moved, replaced or removed while its run writes it', () => {
    /** Bytes of the lines of deals below `below` that `fd`'s file holds after byte `from`: what the first run wrote there. */
    const writtenAfter = (fd: number, from: number, below: number): number => {
      const size = fs.fstatSync(fd).size;
      const buffer = Buffer.alloc(Math.max(0, size - from));
      fs.readSync(fd, buffer, 0, buffer.length, from);
      return buffer
        .toString('utf8')
        .split('\n')
        .filter((l) => l.startsWith('{"deal":') && Number(/^\{"deal":(\d+)/.exec(l)![1]) < below)
        .reduce((n, l) => n + l.length + 1, 0);
    };

    it.each(['moved', 'replaced', 'removed'])(
      'when %s, the run stops before its next write, naming it, and leaves the lines whole; a run on the new name goes on alone and resumes it',
      async (change) => {
        const file = tempFile(`${change}.jsonl`);
        const moved = tempFile(`${change}-new-name.jsonl`);
        const child = spawn(process.execPath, [BIN, 'solve', '--range', '1-8589934591', '--jobs', '1', '--jsonl', file], { cwd: TMP, env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
        let stderr = '';
        child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
        let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
        const end = exited(child).then((e) => (ended = e));
        await waitForLines(file, 5);
        // the first run's file, whatever its name becomes
        const fd = fs.openSync(file, 'r');
        try {
          if (change === 'moved') fs.renameSync(file, moved);
          else if (change === 'removed') fs.rmSync(file);
          else {
            fs.writeFileSync(moved, 'not results\n');
            fs.renameSync(moved, file);
          }
          const at = fs.fstatSync(fd).size;
          if (change === 'moved') {
            const second = freecell(['solve', '--range', '2000001-2000010', '--jobs', '1', '--jsonl', moved]);
            expect([second.status, second.stderr]).toEqual([0, '']);
          }
          // The first run's lines written after the change: none, or the one write it had begun (at most FLUSH_BYTES and a line).
          while (ended === undefined && writtenAfter(fd, at, 2000001) <= 2 * FLUSH_BYTES) await new Promise((r) => setTimeout(r, 25));
          if (ended === undefined) child.kill('SIGKILL');
          await end;
          expect(ended).toEqual({ code: 2, signal: null });
          expect(stderr).toBe(`freecell: ${file} was moved, removed or replaced while this run wrote it: the run stops here, its lines whole; run it again on the file where it is now to resume.\n`);
          if (change === 'replaced') expect(fs.readFileSync(file, 'utf8')).toBe('not results\n');
          if (change === 'moved') {
            const deals = dealsOf(moved);
            expect(deals.slice(-10)).toEqual(range(2000001, 2000010));
            expect(deals.slice(0, -10)).toEqual(range(1, deals.length - 10));
            const rerun = freecell(['solve', '--range', `1-${deals.length - 7}`, '--jobs', '1', '--jsonl', moved]);
            expect([rerun.status, rerun.stderr]).toEqual([0, '']);
            expect(sorted(dealsOf(moved))).toEqual(sorted([...range(1, deals.length - 7), ...range(2000001, 2000010)]));
          }
          expect(fs.existsSync(`${file}.lock`)).toBe(false);
          expect(fs.existsSync(`${moved}.lock`)).toBe(false);
        } finally {
          fs.closeSync(fd);
          if (ended === undefined) child.kill('SIGKILL');
        }
      },
      30000,
    );
  });

  it('a run refused because another holds the lock never removes the file, though it made it: the other may have opened it just then (two runs started at once)', () => {
    const file = tempFile('new-at-once.jsonl');
    // between this run's making the file and taking its lock, the other run (of another machine here) takes the lock
    const preload = tempFile('other-run-first.js');
    fs.writeFileSync(
      preload,
      `const fs = require('node:fs');
       const link = fs.linkSync;
       fs.linkSync = (from, to) => {
         if (String(to) === ${JSON.stringify(`${file}.lock`)} && !fs.existsSync(to)) {
           fs.writeFileSync(to, JSON.stringify({ pid: 4242, host: 'node-b', start: '123', token: 'abcd' }) + '\\n');
         }
         return link(from, to);
       };`,
    );
    const r = spawnSync(process.execPath, ['--require', preload, BIN, 'solve', '--range', '1-3', '--jobs', '1', '--jsonl', file], { cwd: TMP, env: ENV, input: '', encoding: 'utf8' });
    expect(r.stderr).toContain('is being written by another freecell (process 4242 on node-b');
    expect(r.status).toBe(2);
    expect(fs.existsSync(file)).toBe(true);
  });

  it("a lock left by a run on another machine (a folder shared by several hosts) is named with its host, and what to do once that run has ended", () => {
    const file = tempFile('shared.jsonl');
    expect(freecell(['solve', '--range', '1-3', '--jobs', '1', '--jsonl', file]).status).toBe(0);
    const before = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(`${file}.lock`, `${JSON.stringify({ pid: 4242, host: 'node-b', start: '123', token: 'abcd' })}\n`);
    const r = freecell(['solve', '--range', '1-6', '--jobs', '1', '--jsonl', file]);
    expect([r.status, r.stdout, r.stderr]).toEqual([
      2,
      '',
      `freecell: ${file} is being written by another freecell (process 4242 on node-b, which this machine cannot check); give each run a file of its own, and once that run has ended (its machine stopped, say), remove ${file}.lock.\n`,
    ]);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    fs.rmSync(`${file}.lock`);
    const again = freecell(['solve', '--range', '1-6', '--jobs', '1', '--jsonl', file]);
    expect([again.status, again.stderr]).toEqual([0, '']);
    expect(dealsOf(file)).toEqual(range(1, 6));
  });

  it('a results file not made yet whose lock another live run holds is refused as being written, not played; a games-folder save\'s lock stays a game\'s', () => {
    // the lock of a live process of this machine (this test's own), beside a file that does not exist yet
    const file = tempFile('not-yet.jsonl');
    fs.writeFileSync(`${file}.lock`, `${JSON.stringify({ pid: process.pid, host: os.hostname(), token: 'abcd' })}\n`);
    const r = freecell(['solve', '--range', '1-3', '--jobs', '1', '--jsonl', file]);
    expect([r.status, r.stdout, r.stderr]).toEqual([2, '', `freecell: ${file} is being written by another freecell (process ${process.pid}); give each run a file of its own.\n`]);
    // another machine's run: named with its host, and the lock to remove once it has ended
    const far = tempFile('far.jsonl');
    fs.writeFileSync(`${far}.lock`, `${JSON.stringify({ pid: 4242, host: 'node-b', start: '123', token: 'abcd' })}\n`);
    expect(freecell(['solve', '--range', '1-3', '--jobs', '1', '--jsonl', far]).stderr.toString()).toBe(
      `freecell: ${far} is being written by another freecell (process 4242 on node-b, which this machine cannot check); give each run a file of its own, and once that run has ended (its machine stopped, say), remove ${far}.lock.\n`,
    );
    // a save of the games folder whose game has taken its lock before its first write: a game's
    const games = path.join(ENV.FREECELL_HOME!, 'games');
    fs.mkdirSync(games, { recursive: true });
    const save = path.join(games, 'zz9zz9.save');
    fs.writeFileSync(`${save}.lock`, `${JSON.stringify({ pid: process.pid, host: os.hostname(), token: 'abcd' })}\n`);
    const game = freecell(['solve', '--range', '1-3', '--jobs', '1', '--jsonl', save]);
    expect([game.status, game.stderr.toString()]).toEqual([2, `freecell: cannot write ${save}: it is being played in another freecell (process ${process.pid} on ${os.hostname()}).\n`]);
    expect(fs.existsSync(save)).toBe(false);
    fs.rmSync(`${save}.lock`);
  });

  it('with two solving processes too, SIGINT stops it between whole lines', async () => {
    const file = tempFile('huge2.jsonl');
    const child = spawn(process.execPath, [BIN, 'solve', '--range', '1000-8589934591', '--jobs', String(Math.min(2, CORES)), '--jsonl', file], {
      cwd: TMP,
      env: ENV,
      stdio: 'ignore',
    });
    const end = exited(child);
    await waitForLines(file, 5);
    child.kill('SIGINT');
    expect(await end).toEqual({ code: null, signal: 'SIGINT' });
    const deals = dealsOf(file);
    expect(new Set(deals).size).toBe(deals.length);
  }, 20000);

  it('survives SIGKILL at any moment: the rerun repairs the file, solves each missing deal once and sums the whole range', async () => {
    const clean = freecell(['solve', '--range', '1-400', '--jobs', '1']);
    expect(clean.status).toBe(0);
    const file = tempFile('killed.jsonl');
    for (let k = 0; k < 3; k++) {
      const child = spawn(process.execPath, [BIN, 'solve', '--range', '1-400', '--jobs', '1', '--jsonl', file], { cwd: TMP, env: ENV, stdio: 'ignore' });
      const end = exited(child);
      await new Promise((r) => setTimeout(r, 250 + Math.random() * 900));
      child.kill('SIGKILL');
      await end;
    }
    const r = freecell(['solve', '--range', '1-400', '--jobs', '1', '--jsonl', file]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(sorted(dealsOf(file))).toEqual(range(1, 400));
    const counts = (out: string): string => out.split('\n')[1]!;
    expect(counts(r.stdout)).toBe(counts(clean.stdout));
    expect(counts(r.stdout)).toBe('Solved 400, unwinnable 0, gave up 0');
  }, 40000);

  it('cuts off a torn last line, with or without its newline, and solves that deal again', () => {
    for (const torn of ['{"deal":3,"status":"sol', '{"deal":3,"status":"solved",\n']) {
      const file = tempFile('torn.jsonl');
      expect(freecell(['solve', '--range', '1-2', '--jsonl', file]).status).toBe(0);
      fs.appendFileSync(file, torn);
      const r = freecell(['solve', '--range', '1-5', '--jsonl', file]);
      expect([r.status, r.stderr]).toEqual([0, '']);
      expect(r.stdout).toContain('2 read back from --jsonl, 3 solved now');
      expect(r.stdout).toContain('Solved 5, unwinnable 0, gave up 0\n');
      expect(sorted(dealsOf(file))).toEqual(range(1, 5));
    }
  });

  it('cuts off the NUL bytes a power cut leaves where lines were to be (a few, or more than a line may hold), and solves those deals again; report leaves them out', () => {
    for (const size of [4096, (1 << 20) + 5]) {
      const file = tempFile('power-cut.jsonl');
      expect(freecell(['solve', '--range', '1-3', '--jsonl', file]).status).toBe(0);
      fs.appendFileSync(file, Buffer.alloc(size));
      const report = freecell(['report', file]);
      expect([report.status, report.stderr]).toEqual([0, '']);
      expect(report.stdout).toContain(`Results of 1 file: 3 deals (FreeCell)\n`);
      expect(report.stdout).toContain(`${file} ends in a torn line`);
      const r = freecell(['solve', '--range', '1-6', '--jsonl', file]);
      expect([r.status, r.stderr]).toEqual([0, '']);
      expect(r.stdout).toContain('3 read back from --jsonl, 3 solved now');
      expect(dealsOf(file)).toEqual(range(1, 6));
    }
    // NUL bytes followed by lines are damage, not a lost end: refused
    const file = tempFile('nul-middle.jsonl');
    expect(freecell(['solve', '--range', '1-2', '--jsonl', file]).status).toBe(0);
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `${text}\0\0\0\n${text}`);
    const r = freecell(['solve', '--range', '1-8589934591', '--jsonl', file], 10000);
    expect([r.status, r.stderr]).toEqual([2, `freecell: ${file}, line 3 is not a result of solve --range (only a torn last line is repaired).\n`]);
  });

  it('refuses a file of another variant or mode, and a bad line before the last, leaving it as it is', () => {
    const file = tempFile('freecell.jsonl');
    expect(freecell(['solve', '--range', '1-2', '--jsonl', file]).status).toBe(0);
    const before = fs.readFileSync(file, 'utf8');
    const bakers = freecell(['solve', '--range', '1-8589934591', '--variant', 'bakers', '--jsonl', file], 10000);
    expect([bakers.status, bakers.stderr]).toEqual([2, `freecell: ${file} holds results of another run: line 1 has variant freecell, this run bakers.\n`]);
    const cells = freecell(['solve', '--range', '1-8589934591', '--cells', '3', '--jsonl', file], 10000);
    expect([cells.status, cells.stderr]).toEqual([
      2,
      `freecell: ${file} holds results of another run: line 1 has rules build=alternate-colour cells=4 columns=8 empty=any moves=free-space dealt=0 aces-home=no, this run build=alternate-colour cells=3 columns=8 empty=any moves=free-space dealt=0 aces-home=no.\n`,
    ]);
    const exact = freecell(['solve', '--range', '1-8589934591', '--exact', '--jsonl', file], 10000);
    expect([exact.status, exact.stderr]).toEqual([2, `freecell: ${file} holds results of another run: line 1 has mode fast, this run exact.\n`]);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    fs.writeFileSync(file, `not json\n${before}`);
    const bad = freecell(['solve', '--range', '1-8589934591', '--jsonl', file], 10000);
    expect([bad.status, bad.stderr]).toEqual([2, `freecell: ${file}, line 1 is not a result of solve --range (only a torn last line is repaired).\n`]);
  });

  it('shards 1/3, 2/3 and 3/3 together cover the range exactly once', () => {
    const all: number[] = [];
    for (let k = 1; k <= 3; k++) {
      const file = tempFile(`shard-${k}.jsonl`);
      const r = freecell(['solve', '--range', '1-60', '--shard', `${k}/3`, '--jsonl', file]);
      expect([r.status, r.stderr]).toEqual([0, '']);
      expect(r.stdout).toContain(`Deals 1-60, shard ${k}/3 (20 deals) (FreeCell)`);
      const deals = dealsOf(file);
      expect(deals.every((d) => (d - 1) % 3 === k - 1)).toBe(true);
      all.push(...deals);
    }
    expect(sorted(all)).toEqual(range(1, 60));
  });
});

/** Deals that take the solver tens of seconds each: a solving process holding one is busy for a long while. */
const SLOW_DEALS = '2484966531\n4020806541\n';

/** Whether a process of that pid is running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pids of a process's children. */
function childrenOf(pid: number): number[] {
  const r = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)]);
  return r.stdout
    .toString()
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map(Number);
}

async function waitUntil(done: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
}

/** Everything a stream carries until it ends. */
function collect(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return new Promise((resolve) => stream.on('end', () => resolve(text)));
}

describe('solve --range: a closed terminal, and a main process killed outright', () => {
  it('SIGHUP stops it like SIGINT and SIGTERM: whole lines, the lock removed, nothing on standard error, ended by the signal; the rerun resumes', async () => {
    const file = tempFile('hangup.jsonl');
    const args = [BIN, 'solve', '--range', '1-2000', '--jobs', String(Math.min(2, CORES)), '--jsonl', file];
    const child = spawn(process.execPath, args, { cwd: TMP, env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    const stderr = collect(child.stderr!);
    const end = exited(child);
    await waitForLines(file, 5);
    child.kill('SIGHUP');
    expect(await end).toEqual({ code: null, signal: 'SIGHUP' });
    expect(await stderr).toBe('');
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
    const deals = dealsOf(file);
    expect(new Set(deals).size).toBe(deals.length);
    const r = freecell(['solve', '--range', '1-2000', '--jobs', String(Math.min(2, CORES)), '--jsonl', file], 60000);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain(`; ${deals.length} read back from --jsonl, ${2000 - deals.length} solved now\n`);
    expect(sorted(dealsOf(file))).toEqual(range(1, 2000));
  }, 90000);

  it('SIGQUIT (kill -QUIT, or Ctrl-\\ on its terminal) stops it the same way: whole lines, the lock removed, ended by SIGQUIT; the rerun resumes', async () => {
    const file = tempFile('quit.jsonl');
    const jobs = String(Math.min(2, CORES));
    // no core file: SIGQUIT's default action dumps one where the limit allows it
    const child = spawn('sh', ['-c', 'ulimit -c 0; exec "$@"', 'sh', process.execPath, BIN, 'solve', '--range', '1-2000', '--jobs', jobs, '--jsonl', file], { cwd: TMP, env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    const stderr = collect(child.stderr!);
    const end = exited(child);
    await waitForLines(file, 5);
    child.kill('SIGQUIT');
    expect(await end).toEqual({ code: null, signal: 'SIGQUIT' });
    expect(await stderr).toBe('');
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
    const deals = dealsOf(file);
    expect(new Set(deals).size).toBe(deals.length);
    const r = freecell(['solve', '--range', '1-2000', '--jobs', jobs, '--jsonl', file], 60000);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(sorted(dealsOf(file))).toEqual(range(1, 2000));
  }, 90000);

  it('a hangup of the whole process group (the terminal closed) stops it the same way, and no deal is given up for it', async () => {
    const file = tempFile('group-hangup.jsonl');
    const child = spawn(process.execPath, [BIN, 'solve', '--range', '1-8589934591', '--jobs', String(Math.min(2, CORES)), '--jsonl', file], {
      cwd: TMP,
      env: ENV,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    const stderr = collect(child.stderr!);
    const end = exited(child);
    await waitForLines(file, 5);
    process.kill(-child.pid!, 'SIGHUP');
    expect(await end).toEqual({ code: null, signal: 'SIGHUP' });
    expect(await stderr).toBe('');
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as { deal: number; status: string });
    expect(lines.map((l) => l.deal)).toEqual(range(1, lines.length));
    expect(lines.filter((l) => l.status !== 'solved')).toEqual([]);
  }, 30000);

  it("as a container's first process (exec freecell in a pod), whose signals without a handler are held back, SIGTERM still ends it at once: whole lines, the lock removed, status 143, nothing said", async () => {
    const file = tempFile('first-process.jsonl');
    // what the kernel does for process 1 of a PID namespace: a signal it has no handler for never reaches it
    const init = tempFile('first-process.js');
    fs.writeFileSync(init, 'const kill = process.kill.bind(process);\nprocess.kill = (pid, signal) => (pid === process.pid && signal !== 0 ? true : kill(pid, signal));\n');
    const child = spawn(process.execPath, ['--require', init, BIN, 'solve', '--range', '1-8589934591', '--jobs', '1', '--jsonl', file], { cwd: TMP, env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    const stderr = collect(child.stderr!);
    const end = exited(child);
    await waitForLines(file, 5);
    child.kill('SIGTERM');
    expect(await end).toEqual({ code: 143, signal: null });
    expect(await stderr).toBe('');
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
    const deals = dealsOf(file);
    expect(deals).toEqual(range(1, deals.length));
  }, 20000);

  it('a signal while a large results file is read back stops it at once: the lock removed, the file as it was, ended by the signal', async () => {
    const file = tempFile('read-back.jsonl');
    const line = (deal: number): string =>
      `${JSON.stringify({ deal, status: 'gave-up', length: 0, variant: 'freecell', rules: 'build=alternate-colour cells=4 columns=8 empty=any moves=free-space dealt=0 aces-home=no', mode: 'fast' })}\n`;
    const lines: string[] = [];
    for (let d = 1; d <= 40000; d++) lines.push(line(d));
    fs.writeFileSync(file, lines.join(''));
    const before = fs.readFileSync(file);
    // every read of the file takes a while, and the first says so: the signal then comes in the middle of the read-back
    const slow = tempFile('slow-read.js');
    const mark = tempFile('reading');
    fs.writeFileSync(
      slow,
      `const fs = require('fs');\nconst read = fs.readSync;\nfs.readSync = (fd, ...rest) => {\n  if (fs.fstatSync(fd).size === ${before.length}) {\n    if (!fs.existsSync(${JSON.stringify(mark)})) fs.writeFileSync(${JSON.stringify(mark)}, '');\n    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);\n  }\n  return read(fd, ...rest);\n};\n`,
    );
    const child = spawn(process.execPath, ['--require', slow, BIN, 'solve', '--range', '1-40001', '--jobs', '1', '--jsonl', file], { cwd: TMP, env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    const stderr = collect(child.stderr!);
    const end = exited(child);
    expect(await waitUntil(() => fs.existsSync(mark), 10000)).toBe(true);
    child.kill('SIGINT');
    expect(await end).toEqual({ code: null, signal: 'SIGINT' });
    expect(await stderr).toBe('');
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  }, 30000);

  it('killed outright (SIGKILL) while its solving processes are in the middle of long deals: they end within a second or two, saying nothing', async () => {
    const list = tempFile('slow.txt');
    fs.writeFileSync(list, SLOW_DEALS);
    const child = spawn(process.execPath, [BIN, 'solve', '--deals', list, '--jobs', String(Math.min(2, CORES)), '--jsonl', tempFile('slow.jsonl')], { cwd: TMP, env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    const stderr = collect(child.stderr!);
    const end = exited(child);
    let workers: number[] = [];
    try {
      expect(await waitUntil(() => (workers = childrenOf(child.pid!)).length > 0, 10000)).toBe(true);
      await new Promise((r) => setTimeout(r, 500));
      child.kill('SIGKILL');
      await end;
      expect(await waitUntil(() => !workers.some(isRunning), 2500)).toBe(true);
      // standard error closes once every process that shares it has ended
      expect(await stderr).toBe('');
    } finally {
      for (const pid of workers.filter(isRunning)) process.kill(pid, 'SIGKILL');
    }
  }, 30000);

  it('a solving process stopped by SIGTERM, SIGINT, SIGHUP or once by SIGKILL (kill -9 from outside) while it holds one deal: the deal is solved again, not given up for memory', async () => {
    const list = tempFile('one-slow.txt');
    fs.writeFileSync(list, SLOW_DEALS.split('\n')[0]!);
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGKILL'] as const) {
      const file = tempFile('stopped-worker.jsonl');
      const child = spawn(process.execPath, [BIN, 'solve', '--deals', list, '--jobs', '1', '--time-limit', '1', '--jsonl', file], { cwd: TMP, env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
      const stderr = collect(child.stderr!);
      const end = exited(child);
      let workers: number[] = [];
      expect(await waitUntil(() => (workers = childrenOf(child.pid!)).length > 0, 10000)).toBe(true);
      await new Promise((r) => setTimeout(r, 300));
      process.kill(workers[0]!, signal);
      expect(await end).toEqual({ code: 4, signal: null });
      expect(await stderr).toBe('');
      const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as { deal: number; status: string; reason?: string });
      expect(lines.map(({ deal, status, reason }) => ({ deal, status, reason }))).toEqual([{ deal: Number(SLOW_DEALS.split('\n')[0]), status: 'gave-up', reason: 'time' }]);
    }
  }, 60000);

  it('a solving process that cannot send its results (the main process has let go of it) ends quietly with status 0', async () => {
    const worker = fork(path.join(ROOT, 'build', 'lib', 'cli', 'solve-worker.js'), [], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], execArgv: [] });
    const stderr = collect(worker.stderr!);
    const end = exited(worker);
    const reports: WorkerReport[] = [];
    worker.on('message', (report: WorkerReport) => reports.push(report));
    const setup: WorkerSetup = { variant: findVariant('freecell'), mode: 'fast', timeLimitMs: 2000, key: { variant: 'freecell', rules: 'r', mode: 'fast' } };
    worker.send({ setup });
    worker.send([1]);
    // its first report, of no deal, says it started; the next has deal 1
    expect(await waitUntil(() => reports.length === 2, 10000)).toBe(true);
    expect(reports.map((r) => r.results.map((d) => d.deal))).toEqual([[], [1]]);
    // it is solving this one for two seconds when its channel closes; its report then has nowhere to go
    worker.send([Number(SLOW_DEALS.split('\n')[0])]);
    await new Promise((r) => setTimeout(r, 300));
    worker.disconnect();
    expect(await end).toEqual({ code: 0, signal: null });
    expect(await stderr).toBe('');
  }, 20000);
});

describe('solve: the memory limit', () => {
  it('a tiny --max-memory gives up on a hard deal naming memory, exit 4', () => {
    const r = freecell(['solve', '--game', '11982', '--max-memory', '1']);
    expect(r.status).toBe(4);
    expect(r.stderr).toMatch(/^freecell: gave up on game 11982 after [\d,]+ positions \(the memory limit\); try a larger --max-memory\.\n$/);
  });

  it('in --range the deal counts as gave up, the reason in its line', () => {
    const file = tempFile('memory.jsonl');
    const r = freecell(['solve', '--range', '11981-11982', '--max-memory', '1', '--jobs', '1', '--jsonl', file]);
    expect(r.status).toBe(4);
    expect(r.stdout).toContain('gave up 1\n');
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { deal: number; status: string; reason?: string; mode: string; variant: string });
    expect(lines.map((l) => [l.deal, l.status, l.reason, l.variant, l.mode])).toEqual([
      [11981, 'solved', undefined, 'freecell', 'fast'],
      [11982, 'gave-up', 'memory', 'freecell', 'fast'],
    ]);
  });
});

describe('solve --range --jsonl: each line says which search gave the verdict', () => {
  test('a deal the fast search solves says "fast"; the impossible deal 11982, proven by the exact search, says "exact"', () => {
    const file = tempFile('search.jsonl');
    const r = freecell(['solve', '--range', '11981-11982', '--jobs', '1', '--jsonl', file], 60000);
    expect(r.status).toBe(0);
    const lines = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as { deal: number; status: string; search?: string });
    expect(lines.map(({ deal, status, search }) => ({ deal, status, search }))).toEqual([
      { deal: 11981, status: 'solved', search: 'fast' },
      { deal: 11982, status: 'unwinnable', search: 'exact' },
    ]);
  });
});

describe('solve --range when its solving processes cannot start', () => {
  it('a solving process that ends before it can serve (no threads left to it, a broken Node): status 2, one sentence, no deal given up for memory, the results kept and resumed', () => {
    const file = tempFile('cannot-start.jsonl');
    const preload = tempFile('die-as-worker.js');
    // in each solving process only, before it serves: what a process that cannot make its threads does
    fs.writeFileSync(preload, "if (process.argv[1] && process.argv[1].endsWith('solve-worker.js')) process.kill(process.pid, 'SIGABRT');\n");
    for (const jobs of ['1', '2']) {
      const r = spawnSync(process.execPath, [BIN, 'solve', '--range', '1-20', '--jobs', jobs, '--jsonl', file], { cwd: TMP, env: { ...ENV, NODE_OPTIONS: `--require ${preload}` }, input: '', timeout: 20000 });
      expect([r.status, r.stdout.toString(), r.stderr.toString()]).toEqual([2, '', `freecell: cannot start a solving process: it was ended by SIGABRT as it started (NODE_OPTIONS is "--require ${preload}": Node applies it to each solving process).\n`]);
      expect(dealsOf(file)).toEqual([]);
      expect(fs.existsSync(`${file}.lock`)).toBe(false);
    }
    const again = freecell(['solve', '--range', '1-20', '--jobs', '2', '--jsonl', file]);
    expect([again.status, again.stderr]).toEqual([0, '']);
    expect(dealsOf(file)).toEqual(range(1, 20));
  }, 40000);

  it('a solving process that Node itself will not start (NODE_OPTIONS preloads a module that throws there): one sentence with what Node said and NODE_OPTIONS, not its stack trace twice', () => {
    const file = tempFile('node-refuses.jsonl');
    const preload = tempFile('throw-in-worker.js');
    fs.writeFileSync(preload, "if (process.argv[1] && process.argv[1].endsWith('solve-worker.js')) throw new Error('no solving here');\n");
    for (const jobs of ['1', '2']) {
      const r = spawnSync(process.execPath, [BIN, 'solve', '--range', '1-20', '--jobs', jobs, '--jsonl', file], { cwd: TMP, env: { ...ENV, NODE_OPTIONS: `--require ${preload}` }, input: '', timeout: 20000 });
      expect([r.status, r.stdout.toString(), r.stderr.toString()]).toEqual([
        2,
        '',
        `freecell: cannot start a solving process: it ended with status 1 as it started, saying "Error: no solving here" (NODE_OPTIONS is "--require ${preload}": Node applies it to each solving process).\n`,
      ]);
      expect(dealsOf(file)).toEqual([]);
      expect(fs.existsSync(`${file}.lock`)).toBe(false);
    }
  }, 40000);

  it('what a solving process writes on standard error once it has started (a warning of Node\'s) still reaches standard error', () => {
    const file = tempFile('worker-warns.jsonl');
    const preload = tempFile('warn-in-worker.js');
    fs.writeFileSync(preload, "if (process.argv[1] && process.argv[1].endsWith('solve-worker.js')) process.once('message', () => process.stderr.write('a word from a solving process\\n'));\n");
    const r = spawnSync(process.execPath, [BIN, 'solve', '--range', '1-3', '--jobs', '1', '--jsonl', file], { cwd: TMP, env: { ...ENV, NODE_OPTIONS: `--require ${preload}` }, input: '', timeout: 20000 });
    expect([r.status, r.stderr.toString()]).toEqual([0, 'a word from a solving process\n']);
    expect(dealsOf(file)).toEqual(range(1, 3));
  }, 40000);

  it('one solving process killed outright as it starts (kill -9, the kernel out of memory) costs nothing: another takes its place, every deal solved, status 0', () => {
    for (const jobs of ['1', '2']) {
      const file = tempFile(`killed-at-start-${jobs}.jsonl`);
      const marker = tempFile(`killed-once-${jobs}`);
      const preload = tempFile(`kill-first-worker-${jobs}.js`);
      // the first solving process only is killed before it says it started
      fs.writeFileSync(preload, `if (process.argv[1] && process.argv[1].endsWith('solve-worker.js') && !require('fs').existsSync(${JSON.stringify(marker)})) { require('fs').writeFileSync(${JSON.stringify(marker)}, ''); process.kill(process.pid, 'SIGKILL'); }\n`);
      const r = spawnSync(process.execPath, [BIN, 'solve', '--range', '1-20', '--jobs', jobs, '--jsonl', file], { cwd: TMP, env: { ...ENV, NODE_OPTIONS: `--require ${preload}` }, input: '', timeout: 20000 });
      expect([r.status, r.stderr.toString()]).toEqual([0, '']);
      expect(fs.existsSync(marker)).toBe(true);
      expect(dealsOf(file)).toEqual(range(1, 20));
      expect(fs.readFileSync(file, 'utf8')).not.toContain('gave-up');
      expect(fs.existsSync(`${file}.lock`)).toBe(false);
    }
  }, 40000);

  it('a solving process that dies right after a report, before the main process has seen it end, is replaced: the deals sent to it in answer are solved again, not an internal error (write EPIPE)', () => {
    for (const jobs of ['1', '2']) {
      const file = tempFile(`died-after-report-${jobs}.jsonl`);
      const marker = tempFile(`died-after-report-${jobs}`);
      const preload = tempFile(`die-after-report-${jobs}.js`);
      // The first solving process to report results stops the main process, sends them, and is killed outright; the main
      // process goes on once every thread of it has ended (its end of the channel closed), so that it reads the report,
      // answers it with more deals, and only then learns that the process is gone. (The helper closes its copy of the channel.)
      fs.writeFileSync(
        preload,
        `if (process.argv[1] && process.argv[1].endsWith('solve-worker.js')) {
  const fs = require('fs');
  const send = process.send.bind(process);
  const first = () => { try { fs.closeSync(fs.openSync(${JSON.stringify(marker)}, 'wx')); return true; } catch { return false; } };
  process.send = (report, ...rest) => {
    if (report.results.length > 0 && first()) {
      const parent = process.ppid;
      process.kill(parent, 'SIGSTOP');
      const gone = \`[ "$(sed 's/.*) //' /proc/\${process.pid}/stat | cut -d' ' -f1) $(ls /proc/\${process.pid}/task | wc -l)" = "Z 1" ]\`;
      require('child_process').spawn('sh', ['-c', \`exec \${process.channel.fd}>&-; until \${gone}; do sleep 0.01; done; kill -CONT \${parent}\`], { stdio: 'ignore', detached: true }).unref();
      send(report);
      process.kill(process.pid, 'SIGKILL');
    }
    return send(report, ...rest);
  };
}
`,
      );
      const r = spawnSync(process.execPath, [BIN, 'solve', '--range', '1-100', '--jobs', jobs, '--jsonl', file], { cwd: TMP, env: { ...ENV, NODE_OPTIONS: `--require ${preload}` }, input: '', timeout: 30000 });
      expect(fs.existsSync(marker)).toBe(true);
      expect([r.status, r.stderr.toString()]).toEqual([0, '']);
      expect(dealsOf(file)).toEqual(range(1, 100));
      expect(fs.readFileSync(file, 'utf8')).not.toContain('gave-up');
    }
  }, 60000);

  it('with few file descriptors (ulimit -n): every run ends with whole results or one sentence, never an internal error', () => {
    const outcomes = new Set<string>();
    for (const n of [21, 22, 23, 24, 26]) {
      const file = tempFile(`fds-${n}.jsonl`);
      const r = spawnSync('bash', ['-c', `ulimit -n ${n} && exec "$0" "$1" solve --range 1-20 --jobs 2 --jsonl "$2"`, process.execPath, BIN, file], { cwd: TMP, env: ENV, timeout: 20000 });
      const stderr = r.stderr.toString();
      if (r.status === 0) {
        expect(dealsOf(file)).toEqual(range(1, 20));
        outcomes.add('solved');
      } else {
        expect([r.status, r.stdout.toString()]).toEqual([2, '']);
        expect(stderr).toMatch(/^freecell: [^\n]*too many files are open[^\n]*\.\n$/);
        if (fs.existsSync(file)) expect(dealsOf(file)).toEqual([]);
        outcomes.add('refused');
      }
      expect(fs.existsSync(`${file}.lock`)).toBe(false);
    }
    // the limits tried reach both ends: too few to start the processes, and enough
    expect([...outcomes].sort()).toEqual(['refused', 'solved']);
  }, 60000);
});

describe('solve --range under a CPU time limit (ulimit -t)', () => {
  it('a deal that alone takes more CPU time than a solving process may have is given up for time, not for memory', () => {
    const list = tempFile('slow-under-cpu-limit.txt');
    fs.writeFileSync(list, SLOW_DEALS.split('\n')[0]!);
    const file = tempFile('cpu-limit.jsonl');
    // a soft limit: the kernel sends SIGXCPU (at a hard limit it sends SIGKILL, which looks like kill -9)
    const r = spawnSync('bash', ['-c', 'ulimit -S -t 1 && exec "$0" "$1" solve --deals "$2" --jobs 1 --time-limit 30 --jsonl "$3"', process.execPath, BIN, list, file], { cwd: TMP, env: ENV, timeout: 30000 });
    expect([r.status, r.stderr.toString()]).toEqual([4, '']);
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as { deal: number; status: string; reason?: string });
    expect(lines.map(({ deal, status, reason }) => ({ deal, status, reason }))).toEqual([{ deal: Number(SLOW_DEALS.split('\n')[0]), status: 'gave-up', reason: 'time' }]);
  }, 40000);
});

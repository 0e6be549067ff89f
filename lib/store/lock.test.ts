// Lock files: exclusive, naming their owner, released only by it, taken over only when the owner is gone.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { LockedError, acquireLock, cleanStateDir, hostTag, isThisProcess, liveOwner, makePrivateDir, pendingExitTasks, processStart, removeStaleLock, runExitTasks } from '.';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-lock-'));
}

/** The pid of a process that has already ended. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(r.stdout.toString());
}

const ownerText = (o: Record<string, unknown>): string => JSON.stringify({ host: os.hostname(), token: 'feedfacefeedface', ...o });

describe('lock files', () => {
  it('hold the owner, refuse a second taker naming it, and go when released', () => {
    const file = path.join(tempDir(), 'x.lock');
    const lock = acquireLock(file);
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number; host: string; start?: string };
    expect(owner).toMatchObject({ pid: process.pid, host: os.hostname(), start: processStart(process.pid) });
    expect(liveOwner(file)?.pid).toBe(process.pid);
    expect(() => acquireLock(file)).toThrow(LockedError);
    lock.release();
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    expect(liveOwner(file)).toBeUndefined();
  });

  it('are taken over when their owner is gone, or when its pid now belongs to a process started at another time', () => {
    const dir = tempDir();
    const dead = path.join(dir, 'dead.lock');
    fs.writeFileSync(dead, ownerText({ pid: deadPid() }));
    expect(liveOwner(dead)).toBeUndefined();
    acquireLock(dead).release();
    const reused = path.join(dir, 'reused.lock');
    fs.writeFileSync(reused, ownerText({ pid: process.pid, start: '1' }));
    expect(liveOwner(reused)).toBeUndefined();
    const lock = acquireLock(reused);
    expect(JSON.parse(fs.readFileSync(reused, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    const garbage = path.join(dir, 'garbage.lock');
    fs.writeFileSync(garbage, 'not json');
    acquireLock(garbage).release();
    for (const bytes of [[0x41, 0xe9], [0xfe, 0xff, 0x00], [0xff, 0xfe, 0x7b, 0x00, 0x00]]) {
      fs.writeFileSync(garbage, Buffer.from(bytes));
      acquireLock(garbage).release();
    }
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('of another machine are respected; a release never removes a lock that is not its own', () => {
    const dir = tempDir();
    const other = path.join(dir, 'other.lock');
    fs.writeFileSync(other, ownerText({ pid: 1, host: 'another-machine' }));
    expect(() => acquireLock(other)).toThrow(expect.objectContaining({ code: 'LOCKED', params: { file: other, pid: 1, host: 'another-machine', remote: true } }));
    expect(removeStaleLock(other)).toBe(false);
    const mine = path.join(dir, 'mine.lock');
    const lock = acquireLock(mine);
    fs.writeFileSync(mine, ownerText({ pid: process.pid, token: 'someone-else' }));
    lock.release();
    expect(fs.existsSync(mine)).toBe(true);
  });

  it("of a process in another pid namespace (a container sharing this machine's name and the folder) are respected: its pid means nothing here", () => {
    const dir = tempDir();
    const ns = /^pid:\[(\d+)\]$/.exec(fs.readlinkSync('/proc/self/ns/pid'))![1]!;
    const mine = path.join(dir, 'mine.lock');
    const lock = acquireLock(mine);
    expect(JSON.parse(fs.readFileSync(mine, 'utf8'))).toMatchObject({ pid: process.pid, ns });
    expect(isThisProcess(liveOwner(mine)!)).toBe(true);
    lock.release();
    const other = path.join(dir, 'other.lock');
    // pid 1 in its own namespace; here the pid of a process gone, or one started at another time
    for (const pid of [deadPid(), process.pid]) {
      fs.writeFileSync(other, ownerText({ pid, start: '1', ns: `${ns}0` }));
      expect(() => acquireLock(other)).toThrow(expect.objectContaining({ code: 'LOCKED', params: { file: other, pid, host: os.hostname(), remote: true } }));
      expect(removeStaleLock(other)).toBe(false);
      expect(liveOwner(other)?.pid).toBe(pid);
      // this process's pid in another namespace is another process (two containers' first processes are both pid 1)
      expect(isThisProcess(liveOwner(other)!)).toBe(false);
    }
    fs.writeFileSync(other, ownerText({ pid: deadPid(), ns }));
    acquireLock(other).release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('of another machine, held longer than the wait, are refused at once: waiting for a short-lived lock that old cannot help', () => {
    const dir = tempDir();
    const other = path.join(dir, 'stats.json.lock');
    fs.writeFileSync(other, ownerText({ pid: 1, host: 'another-machine' }));
    const old = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(other, old, old);
    // in a process of its own (the program as built), asked to wait an hour: a wait is synchronous and would hold the test
    const script = `const { acquireLock } = require(${JSON.stringify(path.resolve(__dirname, '../../build/lib/store'))});
      try { acquireLock(${JSON.stringify(other)}, 3_600_000); console.log('taken'); } catch (e) { console.log(e.code, JSON.stringify(e.params)); }`;
    const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 120_000 });
    expect(r.signal).toBeNull();
    expect(r.stdout.trim()).toBe(`LOCKED ${JSON.stringify({ file: other, pid: 1, host: 'another-machine', remote: true })}`);
    expect(fs.existsSync(other)).toBe(true);
  });

  it("of another machine, new by the file system's clock, are waited for even when this machine's clock is hours ahead (a network folder's server stamps the files)", () => {
    const dir = tempDir();
    const other = path.join(dir, 'stats.json.lock');
    fs.writeFileSync(other, ownerText({ pid: 1, host: 'another-machine' }));
    const ahead = path.join(dir, 'ahead.js');
    fs.writeFileSync(ahead, 'const real = Date.now; Date.now = () => real() + 2 * 3_600_000;\n');
    // the other machine lets go half a second later (a process of its own removes the lock)
    const script = `const { spawn } = require('node:child_process');
      const { acquireLock } = require(${JSON.stringify(path.resolve(__dirname, '../../build/lib/store'))});
      spawn(process.execPath, ['-e', 'setTimeout(() => require("node:fs").rmSync(${JSON.stringify(other).replace(/"/g, '\\"')}), 500)'], { stdio: 'ignore' });
      try { acquireLock(${JSON.stringify(other)}, 60_000).release(); console.log('taken'); } catch (e) { console.log(e.code); }`;
    const r = spawnSync(process.execPath, ['--require', ahead, '-e', script], { encoding: 'utf8', timeout: 90_000 });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('taken');
  }, 100_000);

  it('are waited for as long as asked, however the wall clock is stepped meanwhile (back an hour at each look)', () => {
    const dir = tempDir();
    const other = path.join(dir, 'stats.json.lock');
    fs.writeFileSync(other, ownerText({ pid: 1, host: 'another-machine' }));
    const stepped = path.join(dir, 'stepped.js');
    fs.writeFileSync(stepped, 'const real = Date.now; let calls = 0; Date.now = () => real() - 3_600_000 * calls++;\n');
    // in a process of its own (the program as built): a wait that never ends would hold the test
    const script = `const { acquireLock } = require(${JSON.stringify(path.resolve(__dirname, '../../build/lib/store'))});
      try { acquireLock(${JSON.stringify(other)}, 300); console.log('taken'); } catch (e) { console.log(e.code); }`;
    const r = spawnSync(process.execPath, ['--require', stepped, '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(r.signal).toBeNull();
    expect(r.stdout.trim()).toBe('LOCKED');
    expect(fs.existsSync(other)).toBe(true);
  }, 40_000);

  it('are released by the exit tasks, and removeStaleLock removes only dead owners', () => {
    const dir = tempDir();
    const file = path.join(dir, 'exit.lock');
    const before = pendingExitTasks();
    acquireLock(file);
    expect(pendingExitTasks()).toBe(before + 1);
    runExitTasks();
    expect(fs.existsSync(file)).toBe(false);
    fs.writeFileSync(file, ownerText({ pid: process.pid, start: processStart(process.pid) }));
    expect(removeStaleLock(file)).toBe(false);
    fs.writeFileSync(file, ownerText({ pid: deadPid() }));
    expect(removeStaleLock(file)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('let exactly one of many processes in at a time (a counter incremented under the lock by 8 processes)', () => {
    const dir = tempDir();
    const counter = path.join(dir, 'counter');
    fs.writeFileSync(counter, '0');
    const lockModule = path.join(__dirname, '..', '..', 'build', 'lib', 'store', 'lock.js');
    const script = `
      const fs = require('fs'); const { acquireLock } = require(${JSON.stringify(lockModule)});
      for (let i = 0; i < 40; i++) {
        const lock = acquireLock(${JSON.stringify(path.join(dir, 'c.lock'))}, 20000);
        const n = Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8'));
        fs.writeFileSync(${JSON.stringify(counter)}, String(n + 1));
        lock.release();
      }`;
    const children = Array.from({ length: 8 }, () => `"${process.execPath}" -e '${script.replace(/'/g, "'\\''")}' &`).join('\n');
    const r = spawnSync('bash', ['-c', `${children}\nwait`], { timeout: 60000 });
    expect(r.status).toBe(0);
    expect(fs.readFileSync(counter, 'utf8')).toBe('320');
  }, 60000);
});

describe('guards left beside a lock by processes killed while they broke it', () => {
  const T = 'feedfacefeedface';
  const D = '0123456789abcdef';
  const alive = (token: string): string => ownerText({ pid: process.pid, start: processStart(process.pid), token });

  it('go with the stale lock they guard, at every level and of every token, an earlier version\'s FILE.break included', () => {
    const dir = tempDir();
    const lock = path.join(dir, 'x.lock');
    fs.writeFileSync(lock, ownerText({ pid: deadPid(), token: T }));
    // every level held by a copy of one dead guard: each level is named after its number too, so the walk never comes back
    for (const name of ['.break', `.break.${T}`, `.break.${T}.1.${D}`, `.break.${T}.2.${D}`, `.break.${D}`, `.break.${D}.1.${T}`]) fs.writeFileSync(lock + name, ownerText({ pid: deadPid(), token: D }));
    // not guards of x.lock: left
    for (const name of [`x.lock.break.notatoken`, `x.lock.break.${T}.${D}`, `x.lock.breaking`, `y.lock.break.${T}`]) fs.writeFileSync(path.join(dir, name), 'kept');
    expect(removeStaleLock(lock)).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual([`x.lock.break.${T}.${D}`, 'x.lock.break.notatoken', 'x.lock.breaking', `y.lock.break.${T}`]);
  });

  it("of a lock that holds another token now go when it is taken or cleaned; those of its own token, and an earlier version's FILE.break whose holder runs, stay", () => {
    const dir = tempDir();
    const lock = path.join(dir, 'x.lock');
    fs.writeFileSync(`${lock}.break.${D}`, ownerText({ pid: deadPid(), token: T }));
    fs.writeFileSync(`${lock}.break.${D}.1.${T}`, ownerText({ pid: deadPid(), token: T }));
    const taken = acquireLock(lock);
    expect(fs.readdirSync(dir)).toEqual(['x.lock']);
    taken.release();
    // a live lock: a guard of its token is of a process judging it otherwise (left), one of another token is not needed (removed)
    fs.writeFileSync(lock, alive(T));
    fs.writeFileSync(`${lock}.break.${T}`, alive(D));
    fs.writeFileSync(`${lock}.break.${D}`, alive(D));
    // an earlier version breaking it now
    fs.writeFileSync(`${lock}.break`, alive(D));
    expect(removeStaleLock(lock)).toBe(false);
    expect(fs.readdirSync(dir).sort()).toEqual(['x.lock', 'x.lock.break', `x.lock.break.${T}`]);
    fs.rmSync(lock);
    expect(removeStaleLock(lock)).toBe(false);
    expect(fs.readdirSync(dir)).toEqual(['x.lock.break']);
  });

  it("of a stale lock held by an earlier version's freecell (its FILE.break held by a live process) leave the lock to it", () => {
    const dir = tempDir();
    const lock = path.join(dir, 'x.lock');
    const stale = ownerText({ pid: deadPid(), token: T });
    fs.writeFileSync(lock, stale);
    fs.writeFileSync(`${lock}.break`, alive(D));
    expect(removeStaleLock(lock)).toBe(false);
    expect(fs.readFileSync(lock, 'utf8')).toBe(stale);
    expect(fs.readdirSync(dir).sort()).toEqual(['x.lock', 'x.lock.break']);
    // once it has died there, its guard blocks nothing
    fs.writeFileSync(`${lock}.break`, ownerText({ pid: deadPid(), token: D }));
    acquireLock(lock).release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("held by a live process while the lock's owner is gone refuse the taker, naming that process and the guard, instead of leaving it waiting for ever", () => {
    // in a child process: a version that retries for ever would hang this one's test runner, which cannot stop a loop
    const lockModule = path.join(__dirname, '..', '..', 'build', 'lib', 'store', 'lock.js');
    const attempt = (lock: string, waitMs: number): { code?: string; file?: string; pid?: number; host?: string; remote?: boolean; status: number | null } => {
      const script = `
        const { acquireLock } = require(${JSON.stringify(lockModule)});
        try { acquireLock(${JSON.stringify(lock)}, ${waitMs}).release(); process.stdout.write('{}'); }
        catch (e) { process.stdout.write(JSON.stringify({ code: e.code, ...e.params })); }`;
      const r = spawnSync(process.execPath, ['-e', script], { timeout: 20000, encoding: 'utf8' });
      return { ...(r.stdout ? (JSON.parse(r.stdout) as object) : {}), status: r.status };
    };
    const dir = tempDir();
    const lock = path.join(dir, 'x.lock');
    const stale = ownerText({ pid: deadPid(), token: T });
    fs.writeFileSync(lock, stale);
    // a freecell of another machine that died breaking it: this machine cannot tell
    fs.writeFileSync(`${lock}.break.${T}`, JSON.stringify({ pid: 4242, host: 'farbox', token: D }));
    expect(attempt(lock, 0)).toEqual({ code: 'LOCKED', file: `${lock}.break.${T}`, pid: 4242, host: 'farbox', remote: true, status: 0 });
    expect(attempt(lock, 300)).toEqual({ code: 'LOCKED', file: `${lock}.break.${T}`, pid: 4242, host: 'farbox', remote: true, status: 0 });
    // a live freecell of this machine holding it (this test's process), and an earlier version's FILE.break held so
    fs.writeFileSync(`${lock}.break.${T}`, alive(D));
    expect(attempt(lock, 0)).toMatchObject({ code: 'LOCKED', file: `${lock}.break.${T}`, pid: process.pid, remote: false, status: 0 });
    fs.rmSync(`${lock}.break.${T}`);
    fs.writeFileSync(`${lock}.break`, alive(D));
    expect(attempt(lock, 300)).toMatchObject({ code: 'LOCKED', file: `${lock}.break`, pid: process.pid, remote: false, status: 0 });
    // nothing taken or removed meanwhile
    expect(fs.readFileSync(lock, 'utf8')).toBe(stale);
    expect(fs.readdirSync(dir).sort()).toEqual(['x.lock', 'x.lock.break']);
  }, 60000);

  it('are never followed when links: the links go, the files they name stay as they were, and nothing is made through them', () => {
    const dir = tempDir();
    const elsewhere = tempDir();
    const victim = path.join(elsewhere, 'victim');
    fs.writeFileSync(victim, 'precious');
    const lock = path.join(dir, 'x.lock');
    fs.writeFileSync(lock, ownerText({ pid: deadPid(), token: T }));
    fs.symlinkSync(victim, `${lock}.break.${T}`);
    fs.symlinkSync(path.join(elsewhere, 'made-through-link'), `${lock}.break.${T}.1.${D}`);
    fs.symlinkSync(victim, `${lock}.break`);
    acquireLock(lock).release();
    expect(fs.readdirSync(dir)).toEqual([]);
    // a lock that is a link (no token): its guard is named after the link itself
    fs.symlinkSync(victim, lock);
    fs.symlinkSync(path.join(elsewhere, 'made-through-link'), `${lock}.break`);
    acquireLock(lock).release();
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(fs.readdirSync(elsewhere)).toEqual(['victim']);
    expect(fs.readFileSync(victim, 'utf8')).toBe('precious');
  });

  it('of a lock whose name is too long for them are named after a shortened stand-in, and go as the others do', () => {
    const dir = tempDir();
    // names of 199, 231, 249 and 255 bytes
    for (const letters of [97, 113, 122, 125]) {
      const lock = path.join(dir, `${'é'.repeat(letters)}.lock`);
      fs.writeFileSync(lock, ownerText({ pid: deadPid(), token: T }));
      // up to 249 bytes, an earlier version's guard fits, and one left by a killed process is removed
      if (letters <= 122) fs.writeFileSync(`${lock}.break`, ownerText({ pid: deadPid(), token: D }));
      acquireLock(lock).release();
      expect(fs.readdirSync(dir)).toEqual([]);
    }
    const lock = path.join(dir, `${'é'.repeat(122)}.lock`);
    fs.writeFileSync(lock, ownerText({ pid: deadPid(), token: T }));
    const stem = `${'é'.repeat(50)}.${createHash('sha256').update(path.basename(lock)).digest('hex').slice(0, 16)}.lock-break`;
    fs.writeFileSync(path.join(dir, `${stem}.${T}`), ownerText({ pid: deadPid(), token: D }));
    fs.writeFileSync(path.join(dir, `${stem}.${T}.1.${D}`), ownerText({ pid: deadPid(), token: D }));
    fs.writeFileSync(path.join(dir, `${stem}.${D}`), ownerText({ pid: deadPid(), token: D }));
    expect(removeStaleLock(lock)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('go at the next start from the state and games folders, and beside the file a link of the statistics leads to, once the lock they guard is gone', () => {
    const home = tempDir();
    const games = path.join(home, 'games');
    const dotfiles = tempDir();
    fs.mkdirSync(games);
    fs.writeFileSync(path.join(dotfiles, 'stats.json'), '');
    fs.symlinkSync(path.join(dotfiles, 'stats.json'), path.join(home, 'stats.json'));
    const left = [path.join(home, `settings.json.lock.break.${T}`), path.join(games, `k3x9qa.save.lock.break.${T}.1.${D}`), path.join(games, 'k3x9qa.save.lock.break'), path.join(dotfiles, `stats.json.lock.break.${T}`)];
    for (const guard of left) fs.writeFileSync(guard, ownerText({ pid: deadPid(), token: D }));
    // a live game's lock and a guard of its token stay (another process judging it otherwise breaks nothing while it lives)
    fs.writeFileSync(path.join(games, 'abcdef.save.lock'), alive(T));
    fs.writeFileSync(path.join(games, `abcdef.save.lock.break.${T}`), alive(D));
    cleanStateDir(home);
    expect(fs.readdirSync(home).sort()).toEqual(['games', 'stats.json']);
    expect(fs.readdirSync(games).sort()).toEqual(['abcdef.save.lock', `abcdef.save.lock.break.${T}`]);
    expect(fs.readdirSync(dotfiles)).toEqual(['stats.json']);
  });
});

/**
 * A process that starts taking the lock `lockFile` as acquireLock does (its
 * owner written to a temporary file beside the lock, under the name the
 * program gives it) and stops before linking it: killed then, it leaves
 * that file behind. Resolves once the file is written.
 */
function startTakingLock(lockFile: string): Promise<{ child: ChildProcess; temp: string }> {
  const atomicModule = path.join(__dirname, '..', '..', 'build', 'lib', 'store', 'atomic-file.js');
  const script = `
    const fs = require('fs'); const os = require('os'); const { tempNameFor } = require(${JSON.stringify(atomicModule)});
    const temp = tempNameFor(${JSON.stringify(lockFile)});
    fs.writeFileSync(temp, JSON.stringify({ pid: process.pid, host: os.hostname(), token: 'feedfacefeedface' }), { flag: 'wx', mode: 0o644 });
    process.stdout.write(temp + '\\n');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.endsWith('\n')) resolve({ child, temp: out.trim() });
    });
    child.on('exit', () => reject(new Error(`the process ended before writing its temporary file: ${out}`)));
  });
}

/** Kills `child` outright (as kill -9 or a power cut would) and waits until it is gone. */
function killOutright(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('a lock temporary file left by a process killed between writing it and linking it as the lock', () => {
  it("is removed by the next process taking a lock in that folder; a live process's, and another machine's newer than a day, are left", async () => {
    const dir = tempDir();
    try {
      const file = path.join(dir, 'results.jsonl.lock');
      const killed = await startTakingLock(file);
      const live = await startTakingLock(file);
      try {
        await killOutright(killed.child);
        const foreign = path.join(dir, `.results.jsonl.lock.${killed.child.pid}.h${hostTag('another-machine')}.0123456789ab.tmp`);
        fs.writeFileSync(foreign, ownerText({ pid: killed.child.pid, host: 'another-machine' }));
        expect(fs.existsSync(killed.temp)).toBe(true);
        const lock = acquireLock(file);
        lock.release();
        expect(fs.readdirSync(dir).sort()).toEqual([path.basename(live.temp), path.basename(foreign)].sort());
      } finally {
        await killOutright(live.child);
      }
      // gone now, its file goes with the next lock taken there (another lock's name too)
      acquireLock(path.join(dir, 'stats.json.lock')).release();
      expect(fs.existsSync(live.temp)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30000);
});

describe('private temporary folders (makePrivateDir)', () => {
  it("are named after their process and machine; those of this machine's processes that are gone go at the next one made, the rest stay", () => {
    const tmp = tempDir();
    try {
      const own = hostTag();
      const dead = `freecell-transcript-${deadPid()}.x.h${own}-AbC123`;
      const reused = `freecell-transcript-${process.pid}.1.h${own}-dEf456`;
      const live = `freecell-transcript-${process.pid}.${processStart(process.pid) ?? 'x'}.h${own}-GhI789`;
      const foreign = `freecell-transcript-${deadPid()}.x.h${hostTag('another-machine')}-JkL012`;
      // a process of another pid namespace of this machine (a container sharing its name and /tmp) is another machine's; an earlier version's name, the machine's alone, this one's
      const ns = /^pid:\[(\d+)\]$/.exec(fs.readlinkSync('/proc/self/ns/pid'))![1]!;
      const container = `freecell-transcript-${deadPid()}.x.h${hostTag(os.hostname(), `${ns}0`)}-PqR678`;
      const earlier = `freecell-transcript-${deadPid()}.x.h${hostTag(os.hostname())}-StU901`;
      const otherPrefix = `freecell-memory-home-${deadPid()}.x.h${own}-MnO345`;
      const notOurs = 'freecell-transcript-notes';
      for (const name of [dead, reused, live, foreign, container, earlier, otherPrefix, notOurs]) {
        fs.mkdirSync(path.join(tmp, name));
        fs.writeFileSync(path.join(tmp, name, 'settings.json'), '{}');
      }
      const made = makePrivateDir('freecell-transcript-', tmp);
      expect(path.dirname(made)).toBe(tmp);
      expect(path.basename(made)).toMatch(new RegExp(`^freecell-transcript-${process.pid}\\.(\\d+|x)\\.h${own}-[A-Za-z0-9]{6}$`));
      expect(fs.readdirSync(tmp).sort()).toEqual([live, foreign, container, otherPrefix, notOurs, path.basename(made)].sort());
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("leave another user's folder in a temporary folder with the sticky bit (/tmp), though its name is of a process gone: only its owner may remove it", () => {
    const tmp = tempDir();
    try {
      fs.chmodSync(tmp, 0o1777);
      const theirs = `freecell-transcript-${deadPid()}.x.h${hostTag()}-AbC123`;
      fs.mkdirSync(path.join(tmp, theirs));
      fs.writeFileSync(path.join(tmp, theirs, 'work'), 'theirs');
      const me = process.geteuid!();
      const made = makePrivateDir('freecell-transcript-', tmp, me + 1);
      expect(fs.readdirSync(tmp).sort()).toEqual([theirs, path.basename(made)].sort());
      expect(fs.readFileSync(path.join(tmp, theirs, 'work'), 'utf8')).toBe('theirs');
      const again = makePrivateDir('freecell-transcript-', tmp, me);
      expect(fs.readdirSync(tmp).sort()).toEqual([path.basename(made), path.basename(again)].sort());
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('never follow a link under such a name: the link goes, not what it names', () => {
    const tmp = tempDir();
    const elsewhere = tempDir();
    try {
      fs.writeFileSync(path.join(elsewhere, 'keep'), 'kept');
      const link = `freecell-transcript-${deadPid()}.x.h${hostTag()}-AbC123`;
      fs.symlinkSync(elsewhere, path.join(tmp, link));
      makePrivateDir('freecell-transcript-', tmp);
      expect(fs.readFileSync(path.join(elsewhere, 'keep'), 'utf8')).toBe('kept');
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

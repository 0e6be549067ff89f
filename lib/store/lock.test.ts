// Lock files: exclusive, naming their owner, released only by it, taken over only when the owner is gone.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { LockedError, acquireLock, liveOwner, pendingExitTasks, processStart, removeStaleLock, runExitTasks } from '.';

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

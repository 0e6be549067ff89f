// A state folder shared with a container of the same machine name (another pid namespace): its locks are never taken for this process's.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { claimOn } from './owned-files';
import { BIN, pauseAtTemp } from './test-races';

const ROOT = path.join(__dirname, '..', '..');

describe('a file locked by a process of another pid namespace that has the same pid as this one', () => {
  it('is claimed by that process, not taken for one of this process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-containers-'));
    const ns = /^pid:\[(\d+)\]$/.exec(fs.readlinkSync('/proc/self/ns/pid'))![1]!;
    const file = path.join(dir, 'k3x9qa.save');
    fs.writeFileSync(file, '');
    const owner = { pid: process.pid, host: os.hostname(), start: '1', ns: `${ns}0`, token: 'feedfacefeedface' };
    fs.writeFileSync(`${file}.lock`, JSON.stringify(owner));
    expect(claimOn(file, dir)).toMatchObject({ owner, lock: `${file}.lock` });
  });
});

describe('a state folder shared with a freecell in another pid namespace of the same machine name', () => {
  it("keeps this process's temporary file while it writes: the other one, to which this pid names no process, does not remove it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-containers-'));
    const home = path.join(dir, 'home');
    fs.mkdirSync(home);
    const paused = path.join(dir, 'paused');
    const go = path.join(dir, 'go');
    const env = { ...process.env, FREECELL_HOME: home, NO_COLOR: '1' };
    // this freecell clears the statistics, and stops with their new text written to its temporary file
    const writer = spawn(process.execPath, ['--require', pauseAtTemp(dir, 'stats.json', 'renameSync', paused, go), BIN, 'stats', '--reset', '--lang', 'en'], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    writer.stdout.on('data', (d: Buffer) => (out += d.toString()));
    writer.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const ended = new Promise<number | null>((r) => writer.once('close', (code) => r(code)));
    writer.stdin.end('yes\n');
    let other: ReturnType<typeof spawnSync>;
    try {
      while (!fs.existsSync(paused)) await new Promise((r) => setTimeout(r, 20));
      // meanwhile a freecell in a pid namespace of its own (a container sharing this machine's name and the folder) starts, tidying the folder
      other = spawnSync('unshare', ['--user', '--map-root-user', '--pid', '--fork', '--mount-proc', process.execPath, BIN, 'saves', '--lang', 'en'], { cwd: ROOT, env, encoding: 'utf8' });
    } finally {
      fs.writeFileSync(go, '');
    }
    expect(other.stderr).toBe('');
    expect(other.stdout).toBe('No saved games.\n');
    const status = await ended;
    expect(out).toBe('Clear all statistics? Type yes to confirm: yes\nStatistics cleared.\n');
    expect(status).toBe(0);
    expect(fs.readdirSync(home).sort()).toEqual(['stats.json']);
  }, 60000);
});

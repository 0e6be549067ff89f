// Saves, statistics and settings that link to files elsewhere: the locks a killed freecell left beside those files go at the next start.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function freecell(home: string, args: string[], input = '') {
  const r = spawnSync(process.execPath, [BIN, ...args, '--lang', 'en'], { cwd: ROOT, input, env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1' }, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the lock of a killed freecell beside a linked save', () => {
  it('is removed by the next freecell that reads the saves, as one in the games folder is', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-linked-lock-'));
    const home = path.join(dir, 'home');
    fs.mkdirSync(home);
    const id = /Saved as game (\w+)/.exec(freecell(home, ['--game', '5'], 'save\n1a\nq\n').stdout)![1]!;
    const kept = path.join(dir, 'kept', `${id}.save`);
    fs.mkdirSync(path.dirname(kept));
    fs.renameSync(path.join(home, 'games', `${id}.save`), kept);
    fs.symlinkSync(kept, path.join(home, 'games', `${id}.save`));
    // a freecell playing the game, killed outright: its lock stays beside the file the link leads to
    const child = spawn(process.execPath, [BIN, '--resume', id, '--lang', 'en'], { cwd: ROOT, env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'ignore', 'ignore'] });
    const ended = new Promise((resolve) => child.on('close', resolve));
    while (!fs.existsSync(`${kept}.lock`)) await pause(20);
    child.kill('SIGKILL');
    await ended;
    expect(fs.existsSync(`${kept}.lock`)).toBe(true);
    const r = freecell(home, ['saves']);
    expect(r.status).toBe(0);
    expect(fs.readdirSync(path.dirname(kept))).toEqual([`${id}.save`]);
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
  });

  it.each(['stats.json', 'settings.json'])('beside the file a %s link leads to is removed by the next freecell that reads the saves, as one in the state folder is', async (name) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-linked-lock-'));
    const home = path.join(dir, 'home');
    fs.mkdirSync(home);
    fs.mkdirSync(path.join(dir, 'dotfiles'));
    fs.symlinkSync(path.join('..', 'dotfiles', name), path.join(home, name));
    const kept = path.join(dir, 'dotfiles', name);
    // a freecell killed outright as soon as its lock is there, while it changes the file (tried again when it was done first)
    const args = name === 'stats.json' ? ['stats', '--reset'] : ['config', 'ascii', 'on'];
    if (name === 'stats.json') freecell(home, ['--board', path.join(ROOT, 'fixtures', 'boards', 'ms-1.fcs')], 'save\nq\n');
    for (;;) {
      const child = spawn(process.execPath, [BIN, ...args, '--lang', 'en'], { cwd: ROOT, env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'ignore', 'ignore'] });
      child.stdin.end('yes\n');
      const ended = new Promise((resolve) => child.on('close', resolve));
      let done = false;
      void ended.then(() => (done = true));
      while (!done && !fs.existsSync(`${kept}.lock`)) await pause(1);
      child.kill('SIGKILL');
      await ended;
      if (fs.existsSync(`${kept}.lock`)) break;
    }
    const r = freecell(home, ['saves']);
    expect(r.status).toBe(0);
    expect(fs.readdirSync(path.dirname(kept)).filter((f) => f.includes('.lock'))).toEqual([]);
  });
});


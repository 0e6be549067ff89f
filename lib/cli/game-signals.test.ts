// A signal that comes while a game's last command runs is acted on: the game's exit tasks run and the process ends by the signal.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { formatSave, readSaveFile } from '../store';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-game-signals-'));
  dirs.push(dir);
  return dir;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A save file of a long game (`groups` moves: the King of spades back and
 * forth between two empty columns, autoplay off), whose whole text is far
 * larger than what a pipe holds.
 */
function longSave(home: string, dir: string, groups: number): string {
  const board = path.join(dir, 'king.fcs');
  fs.writeFileSync(board, 'Foundations: H-K C-K D-K S-Q\nFreecells:\n: KS\n:\n:\n:\n:\n:\n:\n:\n');
  const first = path.join(dir, 'first.save');
  const made = spawnSync(process.execPath, [BIN, '--board', board, '--no-autoplay'], { cwd: ROOT, input: `save ${first}\nq\n`, env: { ...ENV, FREECELL_HOME: home }, timeout: 20000 });
  expect(made.status).toBe(0);
  const game = readSaveFile(first).contents.game;
  const moves = Array.from({ length: groups }, (_, i) => [i % 2 === 0 ? '12' : '21']);
  const file = path.join(dir, 'long.save');
  fs.writeFileSync(file, formatSave({ ...game, moves, position: groups }));
  return file;
}

describe('a signal during the last command of a game', () => {
  test.each(['SIGTERM', 'SIGHUP', 'SIGINT'] as const)('%s while the last command writes to a FIFO: the game ends as the signal says, its save kept and its lock gone', async (signal) => {
    const home = tempDir();
    const dir = tempDir();
    const save = longSave(home, dir, 20000);
    const fifo = path.join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // A reader that does not read yet, and a writer of our own to see when the pipe is full.
    const reader = fs.openSync(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    const probe = fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK);
    const isFull = (): boolean => {
      try {
        fs.writeSync(probe, 'x');
        return false;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
        return true;
      }
    };
    const child = spawn(process.execPath, [BIN, '--resume', save, '--no-status'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    const end = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, sig) => resolve({ code, signal: sig })));
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    try {
      // The last command, and the end of the input, at once: the game's last stretch runs without a pause.
      child.stdin.end(`save ${fifo}\nq\n`);
      // The game is stuck writing its save into the full pipe when the signal comes.
      while (!isFull()) await pause(20);
      child.kill(signal);
      let status: { code: number | null; signal: NodeJS.Signals | null } | undefined;
      void end.then((s) => (status = s));
      const buffer = Buffer.alloc(65536);
      while (status === undefined) {
        try {
          fs.readSync(reader, buffer);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
        }
        await pause(10);
      }
      expect({ status, out: out.includes('Saved to') }).toEqual({ status: { code: null, signal }, out: true });
    } finally {
      child.kill('SIGKILL');
      fs.closeSync(reader);
      fs.closeSync(probe);
    }
    expect(fs.existsSync(`${save}.lock`)).toBe(false);
    expect(readSaveFile(save).contents.game.position).toBe(20000);
  }, 60000);
});

// A signal that comes while a game's last command runs is acted on: the game's exit tasks run and the process ends by the signal.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { formatSave, readSaveFile } from '../store';
import { BIN, ENV, ROOT, quote, tempDirs, typedTerminal } from './test-terminal';


const tempDir = tempDirs('game-signals');

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

/** The signal's number, as a shell's status of 128 + it says. */
const NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGTERM: 15 } as const;

describe('a signal sent to a game on a terminal (kill from elsewhere)', () => {
  test.each(['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const)('%s at the prompt: status 128 + its number, the terminal as it was, the game kept and its lock gone', async (signal) => {
    const dir = tempDir();
    const home = path.join(dir, 'home');
    // The game's own process id is written first; no shell that could restore the terminal stands between it and the test.
    const game = `sh -c 'echo $$ > pid; exec "$0" "$@"' ${quote(process.execPath)} ${quote(BIN)} --game 5 --ascii`;
    const t = typedTerminal(`ulimit -c 0; stty -a > before; ${game}; echo "status $?"; stty -a > after`, dir, home);
    try {
      await t.waitFor((s) => s.endsWith('\n> '));
      t.type('tc 1 1\r');
      await t.waitFor((s) => /from column 1 to cell 1[^]*\n> $/.test(s));
      const games = path.join(home, 'games');
      expect(fs.readdirSync(games).some((f) => f.endsWith('.save.lock'))).toBe(true);
      process.kill(Number(fs.readFileSync(path.join(dir, 'pid'), 'utf8')), signal);
      await t.waitFor((s) => /status \d+/.test(s));
      await t.ended;
      expect(/status (\d+)/.exec(t.screen())![1]).toBe(String(128 + NUMBERS[signal]));
      expect(fs.readFileSync(path.join(dir, 'after'), 'utf8')).toBe(fs.readFileSync(path.join(dir, 'before'), 'utf8'));
      expect(fs.readdirSync(games).filter((f) => f.endsWith('.lock'))).toEqual([]);
      const saves = spawnSync(process.execPath, [BIN, 'saves', '--json'], { env: { ...ENV, FREECELL_HOME: home } });
      expect(JSON.parse(saves.stdout.toString())).toMatchObject([{ moves: 2 }]);
    } finally {
      t.kill();
    }
  }, 60000);
});

describe("a game as a container's first process, whose signals without a handler are held back", () => {
  it('SIGTERM ends it at once, status 143: no line read after its lock is let go is played', async () => {
    const home = tempDir();
    const dir = tempDir();
    // what the kernel does for process 1 of a PID namespace: a signal it has no handler for never reaches it
    const init = path.join(dir, 'first-process.js');
    fs.writeFileSync(init, 'const kill = process.kill.bind(process);\nprocess.kill = (pid, signal) => (pid === process.pid && signal !== 0 ? true : kill(pid, signal));\n');
    const child = spawn(process.execPath, ['--require', init, BIN, '--game', '5', '--no-autoplay'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.on('error', () => undefined);
    const end = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, sig) => resolve({ code, signal: sig })));
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const games = path.join(home, 'games');
    const locked = (): boolean => fs.existsSync(games) && fs.readdirSync(games).some((f) => f.endsWith('.save.lock'));
    try {
      child.stdin.write('tc 1\nsave\n');
      while (!out.includes('Saved as')) await pause(20);
      expect(locked()).toBe(true);
      child.kill('SIGTERM');
      while (locked()) await pause(5);
      // The game has let its save go: a line that comes now must find it ended.
      child.stdin.write('tc 2\n');
      expect(await end).toEqual({ code: 143, signal: null });
    } finally {
      child.kill('SIGKILL');
    }
    expect(out).not.toContain('from column 2');
    const saves = spawnSync(process.execPath, [BIN, 'saves', '--json'], { env: { ...ENV, FREECELL_HOME: home } });
    expect(JSON.parse(saves.stdout.toString())).toMatchObject([{ moves: 1 }]);
  }, 30000);
});

describe('a signal while commands are piped in faster than the game plays them', () => {
  test.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('%s ends it before the lines already read are played, its save kept and its lock gone', async (signal) => {
    const home = tempDir();
    const child = spawn(process.execPath, [BIN, '--game', '5', '--no-autoplay'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.on('error', () => undefined);
    const end = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, sig) => resolve({ code, signal: sig })));
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    // hundreds of thousands of lines at once, each a command the game answers and draws a board for: minutes of work
    const flood = 'redraw\n'.repeat(200_000);
    try {
      child.stdin.write(`tc 1\nsave\n${flood}`);
      while (!out.includes('Saved as')) await pause(20);
      child.kill(signal);
      expect(await end).toEqual({ code: null, signal });
    } finally {
      child.kill('SIGKILL');
    }
    // the lines read and waiting when the signal came were not played: those counted here are the few played while the
    // signal was on its way (more on a loaded machine), never nearly all 200,000, as before
    expect((out.match(/^> redraw$/gm) ?? []).length).toBeLessThan(20_000);
    const games = path.join(home, 'games');
    expect(fs.readdirSync(games).filter((f) => f.endsWith('.lock'))).toEqual([]);
    const saves = spawnSync(process.execPath, [BIN, 'saves', '--json'], { env: { ...ENV, FREECELL_HOME: home } });
    expect(JSON.parse(saves.stdout.toString())).toMatchObject([{ moves: 1 }]);
  }, 60000);
});

describe('a terminal that closes while the game searches (a long solve)', () => {
  it('ends the game as SIGHUP does once the search is over: status 129, nothing said, the lock released, the game kept', async () => {
    const home = tempDir();
    const dir = tempDir();
    const [status, stderr, copy] = [path.join(dir, 'status'), path.join(dir, 'stderr'), path.join(dir, 'typescript')];
    // On the terminal runs a parent that outlives the hangup and notes how the game ended and what it wrote on standard error.
    const parent = path.join(dir, 'parent.js');
    fs.writeFileSync(
      parent,
      `process.on('SIGHUP', () => undefined);
      const err = require('fs').openSync(${JSON.stringify(stderr)}, 'w');
      require('child_process').spawn(process.execPath, [${JSON.stringify(BIN)}, '--cells', '2', '--game', '209', '--ascii'], { stdio: ['inherit', 'inherit', err] })
        .on('exit', (code, signal) => require('fs').writeFileSync(${JSON.stringify(status)}, code + ' ' + signal));`,
    );
    const script = spawn('script', ['-qfec', `'${process.execPath}' '${parent}'`, copy], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'dumb' }, stdio: ['pipe', 'ignore', 'ignore'] });
    script.stdin.on('error', () => undefined);
    const screen = (): string => (fs.existsSync(copy) ? fs.readFileSync(copy, 'utf8').replace(/\r/g, '') : '');
    const waitFor = async (check: () => boolean): Promise<void> => {
      const end = Date.now() + 20000;
      while (!check()) {
        if (Date.now() > end) throw new Error(`timed out waiting; the screen:\n${screen()}`);
        await pause(20);
      }
    };
    const games = path.join(home, 'games');
    try {
      await waitFor(() => screen().includes('Type h for help'));
      script.stdin.write('tc 1\r');
      await waitFor(() => screen().includes('from column 1 to cell 1') && fs.existsSync(games) && fs.readdirSync(games).some((f) => f.endsWith('.save')));
      // The search of this position takes seconds: the terminal closes in the middle of it.
      script.stdin.write('solve\r');
      await waitFor(() => screen().endsWith('> solve\n'));
    } finally {
      // the terminal's other end closes, as when its window is closed or its ssh connection drops
      script.kill('SIGKILL');
    }
    await waitFor(() => fs.existsSync(status));
    expect({ status: fs.readFileSync(status, 'utf8'), stderr: fs.readFileSync(stderr, 'utf8') }).toEqual({ status: 'null SIGHUP', stderr: '' });
    expect(fs.readdirSync(games).filter((f) => f.endsWith('.lock'))).toEqual([]);
    const saves = spawnSync(process.execPath, [BIN, 'saves', '--json'], { env: { ...ENV, FREECELL_HOME: home } });
    expect(JSON.parse(saves.stdout.toString())).toMatchObject([{ moves: 1, live: false }]);
  }, 60000);
});

describe('a terminal that closes while a game typed on it writes its output to a file', () => {
  it('ends the game as SIGHUP does: status 129, nothing said, the lock released, the game kept', async () => {
    const home = tempDir();
    const dir = tempDir();
    const [status, stderr, output, copy] = [path.join(dir, 'status'), path.join(dir, 'stderr'), path.join(dir, 'out.txt'), path.join(dir, 'typescript')];
    // On the terminal runs a parent that outlives the hangup, sends the game's output to a file, and notes how the game ended and what it wrote on standard error.
    const parent = path.join(dir, 'parent.js');
    fs.writeFileSync(
      parent,
      `process.on('SIGHUP', () => undefined);
      const fs = require('fs');
      const [out, err] = [fs.openSync(${JSON.stringify(output)}, 'w'), fs.openSync(${JSON.stringify(stderr)}, 'w')];
      require('child_process').spawn(process.execPath, [${JSON.stringify(BIN)}, '--game', '8', '--ascii'], { stdio: ['inherit', out, err] })
        .on('exit', (code, signal) => fs.writeFileSync(${JSON.stringify(status)}, code + ' ' + signal));`,
    );
    const script = spawn('script', ['-qfec', `'${process.execPath}' '${parent}'`, copy], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'xterm' }, stdio: ['pipe', 'ignore', 'ignore'] });
    script.stdin.on('error', () => undefined);
    const written = (): string => (fs.existsSync(output) ? fs.readFileSync(output, 'utf8') : '');
    const waitFor = async (check: () => boolean): Promise<void> => {
      const end = Date.now() + 20000;
      while (!check()) {
        if (Date.now() > end) throw new Error(`timed out waiting; the output:\n${written()}`);
        await pause(20);
      }
    };
    const games = path.join(home, 'games');
    try {
      await waitFor(() => written().includes('Type h for help'));
      script.stdin.write('tc 1\r');
      await waitFor(() => written().includes('from column 1 to cell 1') && fs.existsSync(games) && fs.readdirSync(games).some((f) => f.endsWith('.save')));
    } finally {
      // the terminal's other end closes, as when its window is closed or its ssh connection drops
      script.kill('SIGKILL');
    }
    await waitFor(() => fs.existsSync(status));
    expect({ status: fs.readFileSync(status, 'utf8'), stderr: fs.readFileSync(stderr, 'utf8') }).toEqual({ status: 'null SIGHUP', stderr: '' });
    expect(fs.readdirSync(games).filter((f) => f.endsWith('.lock'))).toEqual([]);
    const saves = spawnSync(process.execPath, [BIN, 'saves', '--json'], { env: { ...ENV, FREECELL_HOME: home } });
    expect(JSON.parse(saves.stdout.toString())).toMatchObject([{ live: false }]);
    expect(JSON.parse(saves.stdout.toString())[0].moves).toBeGreaterThan(0);
  }, 60000);
});

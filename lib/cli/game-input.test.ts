// The game's standard input as a real process gets it: closed, endless, or a huge line; the game kept either way.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const TOO_LONG = 'freecell: standard input has a line longer than 1 MB; that is not a list of commands, so the game stops here.\n';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-input-'));
}

/** Runs the game with standard input from `stdin` (a file descriptor), within a time limit. */
function game(args: string[], stdin: number, home: string): { status: number | null; stderr: string; signal: NodeJS.Signals | null } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: [stdin, 'ignore', 'pipe'], env: { ...process.env, FREECELL_HOME: home }, timeout: 15000 });
  return { status: r.status, stderr: r.stderr.toString(), signal: r.signal };
}

describe('standard input of a game', () => {
  it('endless bytes with no newline (a private /dev/zero) end the game with one sentence, status 2, and no hang', () => {
    const dir = tempDir();
    const zero = path.join(dir, 'zero');
    expect(spawnSync('mknod', [zero, 'c', '1', '5']).status).toBe(0);
    const fd = fs.openSync(zero, 'r');
    try {
      expect(game(['--game', '1'], fd, dir)).toEqual({ status: 2, stderr: TOO_LONG, signal: null });
    } finally {
      fs.closeSync(fd);
    }
  });

  it('a 3 MB line after a saved move ends the game the same way, and the game is kept', () => {
    const dir = tempDir();
    const input = path.join(dir, 'input');
    fs.writeFileSync(input, `save\n6a\n${'x'.repeat(3_000_000)}\nq\n`);
    const fd = fs.openSync(input, 'r');
    try {
      expect(game(['--game', '1'], fd, dir)).toEqual({ status: 2, stderr: TOO_LONG, signal: null });
    } finally {
      fs.closeSync(fd);
    }
    const saves = JSON.parse(spawnSync(process.execPath, [BIN, 'saves', '--json'], { env: { ...process.env, FREECELL_HOME: dir } }).stdout.toString()) as { moves: number; live: boolean }[];
    expect(saves).toMatchObject([{ moves: 1, live: false }]);
  });

  it('a line of a megabyte less a byte is an ordinary (unknown) command, answered in one line', () => {
    const dir = tempDir();
    const input = path.join(dir, 'input');
    fs.writeFileSync(input, `${'y'.repeat((1 << 20) - 1)}\nq\n`);
    const fd = fs.openSync(input, 'r');
    try {
      expect(game(['--game', '1'], fd, dir)).toMatchObject({ status: 0, stderr: '' });
    } finally {
      fs.closeSync(fd);
    }
  });

  it('a closed standard input is the end of input', () => {
    const home = tempDir();
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" --game 1 <&- >"$1/screen.txt"; echo $?`, 'x', home], { cwd: ROOT, env: { ...process.env, FREECELL_HOME: home }, timeout: 15000 });
    expect(r.stdout.toString()).toBe('0\n');
    expect(r.stderr.toString()).toBe('');
  });
});

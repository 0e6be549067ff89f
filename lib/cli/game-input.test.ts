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

  it('a line a few bytes past a megabyte, whose end is read with the bytes past the limit: the game stops there, and no line after it is played', () => {
    const dir = tempDir();
    const input = path.join(dir, 'input');
    const saved = path.join(dir, 'saved.json');
    fs.writeFileSync(input, `${'x'.repeat((1 << 20) + 10)}\nsave ${saved}\nq\n`);
    const fd = fs.openSync(input, 'r');
    try {
      expect(game(['--game', '1'], fd, dir)).toEqual({ status: 2, stderr: TOO_LONG, signal: null });
    } finally {
      fs.closeSync(fd);
    }
    expect(fs.existsSync(saved)).toBe(false);
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

  it.each([
    ['a folder', (dir: string) => fs.openSync(dir, 'r'), 'it is a folder'],
    ['a file open for writing only', (dir: string) => fs.openSync(path.join(dir, 'out'), 'w'), 'it is open for writing only'],
  ])('standard input that is %s: one sentence, status 2, and no board drawn', (_kind, open, reason) => {
    const home = tempDir();
    const fd = open(home);
    try {
      const r = spawnSync(process.execPath, [BIN, '--game', '1'], { cwd: ROOT, stdio: [fd, 'pipe', 'pipe'], env: { ...process.env, FREECELL_HOME: home }, timeout: 15000 });
      expect({ status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() }).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot read standard input: ${reason}.\n` });
    } finally {
      fs.closeSync(fd);
    }
  });

  it('a list of deals on standard input is read as the same list in a file is, a line longer than 16 MB included', () => {
    const dir = tempDir();
    const list = path.join(dir, 'deals.txt');
    // a comment line of 17 MB, then deal 5
    fs.writeFileSync(list, `# ${'x'.repeat(17 << 20)}\n5\n`);
    const fd = fs.openSync(list, 'r');
    try {
      const args = ['solve', '--deals', '-', '--jobs', '1', '--jsonl', path.join(dir, 'r.jsonl')];
      const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, stdio: [fd, 'pipe', 'pipe'], env: { ...process.env, FREECELL_HOME: dir }, timeout: 60000 });
      expect({ status: r.status, stderr: r.stderr.toString() }).toEqual({ status: 0, stderr: '' });
    } finally {
      fs.closeSync(fd);
    }
    expect(fs.readFileSync(path.join(dir, 'r.jsonl'), 'utf8')).toMatch(/^\{"deal":5,"status":"solved"[^\n]*\n$/);
  });

  it('a moves file on standard input is read as the same file named is: UTF-16 with its byte-order mark read, bytes that are not UTF-8 refused', () => {
    const dir = tempDir();
    const utf16 = path.join(dir, 'moves-utf16.txt');
    fs.writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('6a 6b\r\n6h\r\n', 'utf16le')]));
    const latin1 = path.join(dir, 'moves-latin1.txt');
    fs.writeFileSync(latin1, Buffer.from('6a # caf\xe9\n6b\n', 'latin1'));
    for (const file of [utf16, latin1]) {
      const named = spawnSync(process.execPath, [BIN, 'replay', file, '--game', '1', '--format', 'fcs'], { cwd: dir, env: { ...process.env, FREECELL_HOME: dir }, timeout: 15000 });
      const fd = fs.openSync(file, 'r');
      try {
        const piped = spawnSync(process.execPath, [BIN, 'replay', '-', '--game', '1', '--format', 'fcs'], { cwd: dir, stdio: [fd, 'pipe', 'pipe'], env: { ...process.env, FREECELL_HOME: dir }, timeout: 15000 });
        expect({ status: piped.status, stdout: piped.stdout.toString(), stderr: piped.stderr.toString() }).toEqual({
          status: named.status,
          stdout: named.stdout.toString(),
          stderr: named.stderr.toString().replace(`cannot read moves file ${file}`, 'cannot read standard input'),
        });
      } finally {
        fs.closeSync(fd);
      }
    }
  });

  it.each([
    [['replay', '-', '--game', '1']],
    [['solve', '--deals', '-']],
    [['stats', '--reset']],
    [['transcript', 'record', 'session.txt', '--', '--game', '1']],
  ])('freecell %j with standard input open for writing only or a folder: one sentence before anything else, status 2', (args) => {
    const home = tempDir();
    for (const [fd, reason] of [[fs.openSync(path.join(home, 'out'), 'w'), 'it is open for writing only'], [fs.openSync(home, 'r'), 'it is a folder']] as const) {
      try {
        const r = spawnSync(process.execPath, [BIN, ...args], { cwd: home, stdio: [fd, 'pipe', 'pipe'], env: { ...process.env, FREECELL_HOME: home }, timeout: 15000 });
        expect({ status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() }).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot read standard input: ${reason}.\n` });
      } finally {
        fs.closeSync(fd);
      }
    }
    expect(fs.existsSync(path.join(home, 'session.txt'))).toBe(false);
  });

  it('a private null device is empty input: the board, the end of input, status 0', () => {
    const home = tempDir();
    const nul = path.join(home, 'null');
    expect(spawnSync('mknod', [nul, 'c', '1', '3']).status).toBe(0);
    const fd = fs.openSync(nul, 'r');
    try {
      const r = spawnSync(process.execPath, [BIN, '--game', '1'], { cwd: ROOT, stdio: [fd, 'pipe', 'pipe'], env: { ...process.env, FREECELL_HOME: home }, timeout: 15000 });
      expect([r.status, r.stderr.toString()]).toEqual([0, '']);
      expect(r.stdout.toString()).toMatch(/Type h for help, q to quit\.\n> \n$/);
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

  it.each([
    ['CR-only line ends (an old Mac file)', 'tc 1 1\rq\r'],
    ['CRLF line ends', 'tc 1 1\r\nq\r\n'],
    ['a UTF-8 byte-order mark and LF line ends', '\uFEFFtc 1 1\nq\n'],
    ['a byte-order mark and CR-only line ends', '\uFEFFtc 1 1\rq\r'],
  ])('%s: each line is one command, the mark is neither echoed nor read as part of the first', (_name, input) => {
    const home = tempDir();
    const r = spawnSync(process.execPath, [BIN, '--game', '1', '--ascii'], { cwd: ROOT, input, env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1' }, timeout: 15000 });
    const out = r.stdout.toString();
    expect(r.stderr.toString()).toBe('');
    expect(r.status).toBe(0);
    expect(out).not.toContain('\uFEFF');
    expect(out).not.toMatch(/not a command|not a column/);
    expect(out).toMatch(/^> tc 1 1\r?$/m);
    expect(out).toMatch(/^> q\r?$/m);
    expect(out).toContain('6S from column 1 to cell 1');
  });
});

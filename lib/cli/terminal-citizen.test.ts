// The game as a citizen of the terminal: what reaches the screen from input that is not typed, and the keys a terminal reserves.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-citizen-'));
  dirs.push(dir);
  return dir;
}

/** A shell word for `text`. */
const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** Runs `command` (a shell command line) with standard output on a pseudo-terminal (util-linux `script`), and returns what that terminal was sent. */
function onTerminalOutput(command: string, dir: string): string {
  const r = spawnSync('script', ['-qec', command, path.join(dir, 'typescript')], {
    cwd: dir,
    env: { ...ENV, FREECELL_HOME: path.join(dir, 'home'), NO_COLOR: '1', TERM: 'xterm' },
    input: '',
    timeout: 20000,
  });
  expect(r.status).toBe(0);
  return r.stdout.toString();
}

describe('commands read from a file, shown on a terminal', () => {
  it('are echoed with their control characters made visible: an escape sequence in the file never reaches the terminal', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'moves.txt'), 'tt \u001b]0;title\u0007 1\n\u001b[2Jsave\nq\n');
    const shown = onTerminalOutput(`${quote(process.execPath)} ${quote(BIN)} --game 1 < moves.txt`, dir);
    expect(shown).not.toContain('\u001b');
    expect(shown).not.toContain('\u0007');
    expect(shown).toContain('> tt ^[]0;title^G 1\r\n');
    expect(shown).toContain('> ^[[2Jsave\r\n');
  });
});

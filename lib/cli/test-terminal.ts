// Test harness (not built into the package): a shell command line run on a pseudo-terminal that a test types into.

import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** The repository, and the program as its users run it. */
export const ROOT = path.join(__dirname, '..', '..');
export const BIN = path.join(ROOT, 'bin', 'freecell');

/** The environment the program's tests run it in: the test runner's, without FORCE_COLOR. */
export const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

/** A maker of private temporary folders named `freecell-PREFIX-...`, all removed once the suite that calls it (at its top) is done. */
export function tempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `freecell-${prefix}-`));
    dirs.push(dir);
    return dir;
  };
}

/** A shell word for `text`. */
export const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** What a test does with a terminal it types into. */
export interface TypedTerminal {
  /** Types keys: a string as UTF-8, a Buffer as its bytes. */
  readonly type: (keys: string | Buffer) => void;
  /** What the terminal shows, its control sequences and carriage returns left out. */
  readonly screen: () => string;
  /** Waits (20 s at most) until `check` holds for the screen. */
  readonly waitFor: (check: (screen: string) => boolean) => Promise<void>;
  readonly ended: Promise<number | null>;
  readonly kill: () => void;
}

/**
 * `command` (a shell command line) run on a pseudo-terminal (util-linux
 * `script`, TERM xterm, no colour) in folder `dir`, with `home` as the
 * program's state folder; the screen is kept in `dir`/typescript, read in
 * `encoding` (the terminal's character set).
 */
export function typedTerminal(command: string, dir: string, home: string, encoding: 'utf8' | 'latin1' = 'utf8'): TypedTerminal {
  const copy = path.join(dir, 'typescript');
  const script = spawn('script', ['-qfec', command, copy], { cwd: dir, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'xterm' }, stdio: ['pipe', 'ignore', 'ignore'] });
  script.stdin!.on('error', () => undefined);
  const ended = new Promise<number | null>((resolve) => script.on('close', (code) => resolve(code)));
  const screen = (): string => (fs.existsSync(copy) ? fs.readFileSync(copy, encoding) : '').replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');
  const waitFor = async (check: (screen: string) => boolean): Promise<void> => {
    const end = Date.now() + 20000;
    while (!check(screen())) {
      if (Date.now() > end) {
        script.kill('SIGKILL');
        throw new Error(`timed out waiting; the screen:\n${screen()}`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { type: (keys) => script.stdin!.write(keys), screen, waitFor, ended, kill: () => script.kill('SIGKILL') };
}

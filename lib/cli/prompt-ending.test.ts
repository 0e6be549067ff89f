// Questions asked on a terminal (the start-up menu, stats --reset) end as a game does: a closed terminal as SIGHUP, a signal by that signal, the exit tasks run.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const CLEANUP = path.join(ROOT, 'build', 'lib', 'store', 'cleanup.js');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;
const STATS_QUESTION = 'Clear all statistics? Type yes to confirm: ';
const MENU_QUESTION = 'n for a new game, or q to quit: ';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-prompt-'));
}

/** Runs the program with piped input and waits for it. */
function freecell(args: string[], home: string, input = ''): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, timeout: 20000 });
  return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

async function waitFor(check: () => boolean, ms = 10000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every file under `dir` with its bytes, by relative name. */
function contents(dir: string): Record<string, string> {
  const all: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) all[name] = fs.readFileSync(file, 'utf8');
  }
  return all;
}

/** The program on a pseudo-terminal, as the test sees it. */
interface Terminal {
  /** The other end of the terminal: closing it (killing `script`) hangs the terminal up. */
  readonly script: ChildProcess;
  /** The program's process id. */
  readonly pid: () => number;
  /** How the program ended ('code signal'), once it has. */
  readonly ended: () => string | undefined;
  /** What the program wrote on standard error. */
  readonly stderr: () => string;
  /** What the terminal showed so far. */
  readonly screen: () => string;
  /** Whether the program ran its exit tasks (a preload registered one, as a lock or a temporary file would be). */
  readonly ranExitTasks: () => boolean;
  /** Ends whatever is left (the terminal, the program). */
  readonly close: () => void;
}

/**
 * Starts the program on a pseudo-terminal (util-linux `script`) under a
 * parent that outlives the terminal's hangup and Ctrl-C, and notes the
 * program's pid, how it ended and its standard error.
 */
function onTerminal(args: string[], home: string): Terminal {
  const dir = tempDir();
  const at = (name: string): string => path.join(dir, name);
  const preload = at('exit-task.js');
  fs.writeFileSync(preload, `require(${JSON.stringify(CLEANUP)}).atExit(() => require('fs').writeFileSync(${JSON.stringify(at('exit-task-ran'))}, ''));\n`);
  fs.writeFileSync(
    at('parent.js'),
    `process.on('SIGHUP', () => undefined);
    process.on('SIGINT', () => undefined);
    const fs = require('fs');
    const err = fs.openSync(${JSON.stringify(at('stderr'))}, 'w');
    const child = require('child_process').spawn(process.execPath, ['--require', ${JSON.stringify(preload)}, ${JSON.stringify(BIN)}, ...${JSON.stringify(args)}], { stdio: ['inherit', 'inherit', err] });
    fs.writeFileSync(${JSON.stringify(at('pid'))}, String(child.pid));
    child.on('exit', (code, signal) => fs.writeFileSync(${JSON.stringify(at('status'))}, code + ' ' + signal));`,
  );
  // script(1) keeps a copy of the session in a file: a private one, never a system path
  const script = spawn('script', ['-qfec', `'${process.execPath}' '${at('parent.js')}'`, at('typescript')], {
    cwd: ROOT,
    env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'dumb' },
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  script.stdin!.on('error', () => undefined);
  const read = (name: string): string | undefined => (fs.existsSync(at(name)) ? fs.readFileSync(at(name), 'utf8') : undefined);
  const pid = (): number => Number(read('pid'));
  return {
    script,
    pid,
    ended: () => read('status'),
    stderr: () => read('stderr') ?? '',
    screen: () => (read('typescript') ?? '').replace(/\r\n/g, '\n'),
    ranExitTasks: () => fs.existsSync(at('exit-task-ran')),
    close: () => {
      script.kill('SIGKILL');
      if (read('status') === undefined && read('pid') !== undefined) {
        try {
          process.kill(pid(), 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  };
}

/** A folder with one game saved by a piped game (the start-up menu offers it). */
function homeWithSave(): { home: string; id: string } {
  const home = tempDir();
  const id = /saved as ([a-z2-9]{6})/.exec(freecell(['--game', '8', '--ascii'], home, 'save\n6a\nq\n').stdout)![1]!;
  return { home, id };
}

/** A folder with statistics in it (one game of 8 given up). */
function homeWithStats(): string {
  const { home, id } = homeWithSave();
  expect(freecell(['saves', '--delete', id], home).status).toBe(0);
  expect(Object.keys(contents(home))).toEqual(['stats.json']);
  return home;
}

/** Where each question is asked: the command, a folder for it, and the end of its question. */
const PROMPTS = [
  { name: 'stats --reset', args: ['stats', '--reset'], home: homeWithStats, question: STATS_QUESTION },
  { name: 'the start-up menu', args: ['--ascii'], home: () => homeWithSave().home, question: MENU_QUESTION },
];

describe.each(PROMPTS)('$name on a terminal', ({ args, home: makeHome, question }) => {
  it('ends as on SIGHUP when the terminal closes while it asks: killed by SIGHUP, nothing on standard error, the exit tasks run, every file as it was', async () => {
    const home = makeHome();
    const before = contents(home);
    const terminal = onTerminal(args, home);
    try {
      await waitFor(() => terminal.screen().endsWith(question));
      // the terminal's other end closes, as when its window is closed or its ssh connection drops
      terminal.script.kill('SIGKILL');
      await waitFor(() => terminal.ended() !== undefined);
      expect({ ended: terminal.ended(), stderr: terminal.stderr(), ranExitTasks: terminal.ranExitTasks() }).toEqual({ ended: 'null SIGHUP', stderr: '', ranExitTasks: true });
      expect(contents(home)).toEqual(before);
    } finally {
      terminal.close();
    }
  }, 30000);

  it.each(['SIGHUP', 'SIGTERM', 'SIGINT'] as const)('ends at once by %s sent while it asks, the exit tasks run, every file as it was', async (signal) => {
    const home = makeHome();
    const before = contents(home);
    const terminal = onTerminal(args, home);
    try {
      await waitFor(() => terminal.screen().endsWith(question));
      process.kill(terminal.pid(), signal);
      await waitFor(() => terminal.ended() !== undefined, 5000);
      expect({ ended: terminal.ended(), stderr: terminal.stderr(), ranExitTasks: terminal.ranExitTasks() }).toEqual({ ended: `null ${signal}`, stderr: '', ranExitTasks: true });
      expect(contents(home)).toEqual(before);
    } finally {
      terminal.close();
    }
  }, 30000);
});

describe('answers typed on a terminal', () => {
  it('stats --reset: Ctrl-C and Ctrl-D keep the statistics, as they end a game (status 0), and yes clears them', async () => {
    for (const [keys, kept] of [
      ['\u0003', true],
      ['\u0004', true],
      ['yes\r', false],
    ] as const) {
      const home = homeWithStats();
      const before = contents(home);
      const terminal = onTerminal(['stats', '--reset'], home);
      try {
        await waitFor(() => terminal.screen().endsWith(STATS_QUESTION));
        terminal.script.stdin!.write(keys);
        await waitFor(() => terminal.ended() !== undefined);
        expect({ ended: terminal.ended(), stderr: terminal.stderr() }).toEqual({ ended: '0 null', stderr: '' });
        expect(terminal.screen()).toContain(kept ? 'Statistics kept.\n' : 'Statistics cleared.\n');
        if (kept) expect(contents(home)).toEqual(before);
        else expect(freecell(['stats', '--json'], home).stdout).toBe('{\n  "numbered": {},\n  "deck": {},\n  "board": {},\n  "deals": {}\n}\n');
      } finally {
        terminal.close();
      }
    }
  }, 60000);

  it('Ctrl-C with something typed abandons that line, as a shell does, and asks again; on an empty line it ends the input', async () => {
    const home = homeWithStats();
    const before = contents(home);
    const terminal = onTerminal(['stats', '--reset'], home);
    try {
      await waitFor(() => terminal.screen().endsWith(STATS_QUESTION));
      terminal.script.stdin!.write('yes\u0003');
      await waitFor(() => terminal.screen().endsWith(`${STATS_QUESTION}yes^C\n${STATS_QUESTION}`));
      expect(terminal.ended()).toBeUndefined();
      terminal.script.stdin!.write('\u0003');
      await waitFor(() => terminal.ended() !== undefined);
      expect({ ended: terminal.ended(), stderr: terminal.stderr() }).toEqual({ ended: '0 null', stderr: '' });
      expect(terminal.screen()).toContain('Statistics kept.\n');
      expect(contents(home)).toEqual(before);
    } finally {
      terminal.close();
    }
  }, 30000);

  it('in a game, Ctrl-C abandons a half-typed move (the game goes on, nothing played) and on an empty line ends the game, kept', async () => {
    const home = tempDir();
    const terminal = onTerminal(['--game', '1', '--ascii'], home);
    try {
      await waitFor(() => terminal.screen().endsWith('> '));
      terminal.script.stdin!.write('tc 1\u0003');
      await waitFor(() => terminal.screen().endsWith('> tc 1^C\n> '));
      terminal.script.stdin!.write('tc 2\r');
      await waitFor(() => terminal.screen().includes('from column 2 to cell 1'));
      expect(terminal.screen()).not.toContain('from column 1');
      terminal.script.stdin!.write('\u0003');
      await waitFor(() => terminal.ended() !== undefined);
      expect({ ended: terminal.ended(), stderr: terminal.stderr() }).toEqual({ ended: '0 null', stderr: '' });
      expect(freecell(['saves'], home).stdout).toContain('FreeCell, game 1, 1 move typed');
    } finally {
      terminal.close();
    }
  }, 30000);

  it('the start-up menu: Ctrl-C quits, as it ends a game (status 0), the save kept and still offered', async () => {
    const { home, id } = homeWithSave();
    const before = contents(home);
    const terminal = onTerminal(['--ascii'], home);
    try {
      await waitFor(() => terminal.screen().endsWith(MENU_QUESTION));
      terminal.script.stdin!.write('\u0003');
      await waitFor(() => terminal.ended() !== undefined);
      expect({ ended: terminal.ended(), stderr: terminal.stderr() }).toEqual({ ended: '0 null', stderr: '' });
      expect(contents(home)).toEqual(before);
      expect(freecell(['saves'], home).stdout).toContain(id);
    } finally {
      terminal.close();
    }
  }, 30000);
});

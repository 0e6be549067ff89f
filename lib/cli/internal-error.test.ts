// A bug is one sentence and exit status 70, never a stack trace; a solver that throws in the game leaves the game as it was.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runPiped } from './piped-io';
import { useCatalog } from './common';
import { reportInternalError, runToStatus } from './main';
import { en } from '../ui';

// The solver throws on every board, as a bug in it would.
jest.mock('../solver', () => {
  const actual = jest.requireActual<typeof import('../solver')>('../solver');
  const fail = (): never => {
    throw new actual.SolverBugError('no free cell');
  };
  return { ...actual, solve: jest.fn(fail), solveToVerdict: jest.fn(fail) };
});

const run = (args: readonly string[], input = '', env: Record<string, string> = {}) => runPiped(runToStatus, args, input, env);

describe('an internal error ends the program with one sentence and status 70', () => {
  it('says what failed and asks for a report, without a stack trace', () => {
    const r = run(['solve', '--game', '1']);
    expect(r.status).toBe(70);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'freecell: internal error: solver bug: no free cell. This is a bug in freecell; please report it with the command you ran (FREECELL_DEBUG=1 shows where it happened).\n',
    );
  });

  it('says it in Portuguese', () => {
    const r = run(['solve', '--game', '1'], '', { LANG: 'pt_BR.UTF-8' });
    expect(r.status).toBe(70);
    expect(r.stderr).toBe(
      'freecell: erro interno: solver bug: no free cell. É um defeito do freecell; por favor, relate-o com o comando que você executou (FREECELL_DEBUG=1 mostra onde aconteceu).\n',
    );
  });

  it('adds the stack trace with FREECELL_DEBUG=1', () => {
    const r = run(['solve', '--game', '1'], '', { FREECELL_DEBUG: '1' });
    expect(r.status).toBe(70);
    const lines = r.stderr.split('\n');
    expect(lines[0]).toMatch(/^freecell: internal error: solver bug: no free cell\./);
    expect(lines[1]).toBe('SolverBugError: solver bug: no free cell');
    expect(lines[2]).toMatch(/^ {4}at /);
  });
});

describe('in the game, a solver that throws is a note and the game goes on untouched', () => {
  const failed = 'The solver failed on this position (internal error: solver bug: no free cell); the game is unchanged. Please report it.';

  it('answers hint, solve and solve short with the failure, then plays on', () => {
    const plain = run(['--game', '1'], '35\nq\n');
    const r = run(['--game', '1'], 'hint\nsolve\nsolve short\n35\nq\n');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n').filter((l) => l.includes('solver failed'))).toEqual([failed, failed, failed]);
    // the move after the failures gives the same board as without them
    const after = (text: string): string => text.slice(text.lastIndexOf('35'));
    expect(after(r.stdout)).toBe(after(plain.stdout));
  });

  it('says it in Portuguese', () => {
    const r = run(['--game', '1', '--lang', 'pt'], 'hint\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('O resolvedor falhou nesta posição (erro interno: solver bug: no free cell); o jogo não mudou. Por favor, relate o problema.');
  });
});

describe('in a real process, an error thrown outside the command (an event handler)', () => {
  const ROOT = path.join(__dirname, '..', '..');
  const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR' && k !== 'FREECELL_DEBUG')) as Record<string, string>;

  async function waitFor(check: () => boolean, ms = 15000): Promise<void> {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('ends the program with the same sentence and status 70, lets go of the game, and keeps its moves', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-internal-'));
    const home = path.join(dir, 'home');
    const trigger = path.join(dir, 'throw-now');
    // the real entry point, with a timer that throws once the test says so (as a bug in a handler would)
    const script = path.join(dir, 'freecell-with-a-bug.js');
    fs.writeFileSync(
      script,
      `const main = require(${JSON.stringify(path.join(ROOT, 'build', 'lib', 'cli', 'main.js'))});\n` +
        `setInterval(() => { if (require('fs').existsSync(${JSON.stringify(trigger)})) throw new Error('boom in a handler'); }, 20).unref();\n` +
        'main.main();\n',
    );
    const freecell = (args: string[], input = '') => spawnSync(process.execPath, [path.join(ROOT, 'bin', 'freecell'), ...args], { cwd: ROOT, input, env: { ...ENV, FREECELL_HOME: home }, timeout: 20000 });
    const saves = (): { id: string; moves: number; live: boolean }[] => JSON.parse(freecell(['saves', '--json']).stdout.toString() || '[]');

    const game: ChildProcess = spawn(process.execPath, [script, '--game', '5', '--ascii'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home }, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    game.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const ended = new Promise<number | null>((resolve) => game.on('exit', (code) => resolve(code)));
    game.stdin!.write('save\n6a\n');
    await waitFor(() => fs.existsSync(path.join(home, 'games')) && saves().some((s) => s.moves > 0));
    expect(saves()).toMatchObject([{ moves: 2, live: true }]);

    fs.writeFileSync(trigger, '');
    expect(await ended).toBe(70);
    expect(stderr).toBe('freecell: internal error: boom in a handler. This is a bug in freecell; please report it with the command you ran (FREECELL_DEBUG=1 shows where it happened).\n');
    const [kept] = saves();
    expect(kept).toMatchObject({ moves: 2, live: false });
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${kept!.id}.save`]);
    const resumed = freecell(['--resume', kept!.id, '--ascii'], 'q\n');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout.toString()).toContain('FreeCell - game 5 - 1 move + 1 automatic');
    expect(resumed.stdout.toString()).toContain('[ 6C][   ][   ][   ]   [ AD][   ][   ][   ]');
  }, 60000);
});

describe('a system limit met where nothing else expected it is not called a bug', () => {
  it('too many files open (EMFILE, ENFILE, as a module is loaded under a small ulimit -n): one sentence naming the limit, status 71', () => {
    // the run before may have left the catalogue in Portuguese
    useCatalog(en);
    for (const code of ['EMFILE', 'ENFILE']) {
      let stderr = '';
      const io = { err: (t: string) => void (stderr += t), env: {} } as unknown as Parameters<typeof reportInternalError>[0];
      const e = Object.assign(new Error(`${code}: too many open files, open '/x/build/lib/cli/play.js'`), { code });
      expect(reportInternalError(io, e)).toBe(71);
      expect(stderr).toBe('freecell: cannot go on: too many files are open (raise the limit of open files, ulimit -n).\n');
    }
  });
});

describe('too many files open while the program itself is loaded (before its messages are)', () => {
  it('is the same sentence and status 71, not a stack trace', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-emfile-'));
    const preload = path.join(dir, 'emfile.js');
    // the module loader reads each file's text with fs.readFileSync: the program's entry refused as under ulimit -n
    fs.writeFileSync(
      preload,
      `const fs = require('fs');
const read = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  if (typeof file === 'string' && file.endsWith(require('path').join('cli', 'main.js'))) throw Object.assign(new Error('EMFILE: too many open files, open ' + file), { code: 'EMFILE' });
  return read.call(this, file, ...rest);
};
`,
    );
    const bin = path.join(__dirname, '..', '..', 'bin', 'freecell');
    const r = spawnSync(process.execPath, ['--require', preload, bin, 'deal', '1'], { env: { ...process.env, FREECELL_HOME: dir }, encoding: 'utf8' });
    useCatalog(en);
    expect(r.stderr).toBe(`freecell: ${en.usage.tooManyFilesOpen}\n`);
    expect(r.stdout).toBe('');
    expect(r.status).toBe(71);
  });
});

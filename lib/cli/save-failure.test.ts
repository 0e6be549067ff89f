// A save the program cannot write or remove: the game ends as usual, and a save never takes another game's moves.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { type SavedGame, readSaveFile } from '../store';
import { runInMemory } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;
// The module itself (not the import's read-only view), so that jest can spy on its functions.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const realFs = require('node:fs') as typeof fs;

afterEach(() => jest.restoreAllMocks());

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-save-failure-'));
}

/** An error of the file system, as fs throws it. */
function fsError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: simulated`), { code });
}

/** Runs the program in-process on piped input, keeping its files in `home`; `onOutput` sees the output before each line is read. */
function play(home: string, args: string[], input: string, onOutput: (stdout: string) => void = () => undefined) {
  return runInMemory(args, input, { NO_COLOR: '1', FREECELL_HOME: home }, { stopAt: (stdout) => (onOutput(stdout), false) });
}

/** The id `save` named. */
function savedId(stdout: string): string {
  return /Saved as game ([a-z2-9]{6})/.exec(stdout)![1]!;
}

/** The save of game `id`. */
function saveOf(home: string, id: string): string {
  return path.join(home, 'games', `${id}.save`);
}

function readGame(home: string, id: string): SavedGame {
  return readSaveFile(saveOf(home, id)).contents.game;
}



function statsOf(home: string): { numbered?: Record<string, Record<string, number>>; board?: Record<string, Record<string, number>> } {
  const r = play(home, ['stats', '--json'], '');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as ReturnType<typeof statsOf>;
}

describe('the last rewrite of a save at the end of a game fails', () => {
  it('when the journal holds the whole game: a note, the saved-as line, status 0, and the save resumes', () => {
    const home = tempDir();
    let full = false;
    const rename = fs.renameSync;
    jest.spyOn(realFs, 'renameSync').mockImplementation((from, to) => {
      if (full && String(to).endsWith('.save')) throw fsError('ENOSPC');
      rename(from, to);
    });
    const r = play(home, ['--game', '1', '--no-status'], 'save\n3a\nq\n', (out) => (full = out.includes('Saved as game')));
    const id = savedId(r.stdout);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    expect(r.stdout.endsWith(`Could not save to ${saveOf(home, id)}: no space left on device; the save already holds the whole game.\nYour game is saved as ${id}: freecell --resume ${id} continues it.\n`)).toBe(true);
    jest.restoreAllMocks();
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
    const resumed = play(home, ['--resume', id], 'moves\nq\n');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('\n3a\n');
  });

  it('when the last moves could not be written either: the note says the save keeps the game as last saved, which resumes', () => {
    const home = tempDir();
    let full = false;
    const write = fs.writeSync;
    jest.spyOn(realFs, 'writeSync').mockImplementation(((...args: Parameters<typeof fs.writeSync>) => {
      if (full) throw fsError('ENOSPC');
      return (write as (...a: unknown[]) => number)(...args);
    }) as typeof fs.writeSync);
    const r = play(home, ['--game', '1', '--no-status', '--lang', 'pt'], 'save\n3a\nq\n', (out) => (full = out.includes('Salvo como jogo')));
    const id = /Salvo como jogo ([a-z2-9]{6})/.exec(r.stdout)![1]!;
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    expect(r.stdout).toContain(`Não foi possível salvar em ${saveOf(home, id)}: não há espaço no disco. O jogo continua.`);
    expect(
      r.stdout.endsWith(
        `Não foi possível salvar em ${saveOf(home, id)}: não há espaço no disco; fica o jogo como estava no último salvamento.\nSeu jogo está salvo como ${id}: freecell --resume ${id} continua este jogo.\n`,
      ),
    ).toBe(true);
    jest.restoreAllMocks();
    expect(readGame(home, id)).toMatchObject({ moves: [], position: 0 });
    expect(play(home, ['--resume', id], 'q\n').status).toBe(0);
  });

  it('through the real program, when the games folder is gone: one sentence, no saved-as line, status 0, and the journal is whole', async () => {
    const home = tempDir();
    const game = spawn(process.execPath, [BIN, '--game', '1', '--no-status'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    game.stdout.on('data', (d: Buffer) => (out += d.toString()));
    game.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const status = new Promise<number | null>((resolve) => game.on('close', resolve));
    game.stdin.write('save\n3a\n');
    const end = Date.now() + 15000;
    while (!out.includes('from column 3 to cell 1') && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    const games = path.join(home, 'games');
    // The games folder taken away and a file put in its place: no rewrite can be made there.
    fs.renameSync(games, `${games}.away`);
    fs.writeFileSync(games, 'not a folder');
    game.stdin.end('q\n');
    expect(await status).toBe(0);
    const id = savedId(out);
    expect(err).toBe('');
    expect(out.endsWith(`Could not save to ${saveOf(home, id)}: a folder in its path is a file; the game is not saved.\n`)).toBe(true);
    fs.rmSync(games);
    fs.renameSync(`${games}.away`, games);
    expect(readGame(home, id)).toMatchObject({ position: 1 });
    const resumed = spawnSync(process.execPath, [BIN, '--resume', id], { cwd: ROOT, input: 'moves\nq\n', env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, timeout: 20000 });
    expect(resumed.status).toBe(0);
    expect(resumed.stdout.toString()).toContain('\n3a\n');
  }, 30000);
});

describe('a new deal when the old game\'s save cannot be removed', () => {
  it('never writes the new game into the old save: the old one is marked counted and resumes, the new game gets its own', () => {
    const home = tempDir();
    let denied = false;
    const rm = fs.rmSync;
    jest.spyOn(realFs, 'rmSync').mockImplementation((file, options) => {
      if (denied && String(file).endsWith('.save')) throw fsError('EACCES');
      rm(file, options);
    });
    const r = play(home, ['--game', '1', '--no-status'], 'save\n3a\n4b\nr\ny\n3a\nq\n', (out) => (denied = out.includes('Saved as game')));
    const old = savedId(r.stdout);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    expect(r.stdout).toContain(`Could not save to ${saveOf(home, old)}: permission denied. The game goes on.`);
    jest.restoreAllMocks();
    const ids = fs.readdirSync(path.join(home, 'games')).map((n) => n.replace('.save', ''));
    expect(ids).toHaveLength(2);
    const fresh = ids.find((id) => id !== old)!;
    expect(r.stdout.endsWith(`Your game is saved as ${fresh}: freecell --resume ${fresh} continues it.\n`)).toBe(true);
    expect(readGame(home, old)).toMatchObject({ deal: { game: 1 }, position: 2, counted: true });
    expect(readGame(home, old).moves.map((g) => g[0])).toEqual(['3a', '4b']);
    expect(readGame(home, fresh)).toMatchObject({ position: 1, counted: false });
    expect(readGame(home, fresh).deal).not.toEqual({ game: 1 });
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
    // The old game resumes where it was left, and is not counted again.
    const resumed = play(home, ['--resume', old], 'moves\nr\nq\n');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('\n3a 4b\n');
    expect(resumed.stdout).not.toContain('Give up this game');
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  });
});

// A save or statistics the program cannot write: the game ends as usual, a save never takes another game's moves, and a result is counted once, later if need be.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { type SavedGame, formatSave, readSaveFile } from '../store';
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
  let stdout = '';
  return runInMemory(args, input, { NO_COLOR: '1', FREECELL_HOME: home }, { stopAt: (printed) => ((stdout += printed), onOutput(stdout), false) });
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

/** Makes fs.NAME (renameSync: the file renamed to; rmSync: the file removed) throw `code` for a save while `failing()` says so; otherwise it does its job. */
function failSaves(name: 'renameSync' | 'rmSync', code: string, failing: () => boolean): void {
  const real = fs[name] as (...args: unknown[]) => void;
  jest.spyOn(realFs, name).mockImplementation(((...args: unknown[]) => {
    if (failing() && String(args[name === 'renameSync' ? 1 : 0]).endsWith('.save')) throw fsError(code);
    real(...args);
  }) as never);
}

/** The real program playing game 1 in `home`, once it has saved the game and made one move (3a): its input, and what it has written and how it ended so far. */
async function savedAfterOneMove(home: string): Promise<{ end: (input: string) => void; out: () => string; err: () => string; status: Promise<number | null> }> {
  const game = spawn(process.execPath, [BIN, '--game', '1', '--no-status'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  game.stdout.on('data', (d: Buffer) => (out += d.toString()));
  game.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const status = new Promise<number | null>((resolve) => game.on('close', resolve));
  game.stdin.write('save\n3a\n');
  const end = Date.now() + 15000;
  while (!out.includes('from column 3 to cell 1') && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return { end: (input) => game.stdin.end(input), out: () => out, err: () => err, status };
}

/** A position one move from a win: every card home but the King of spades, alone in column 1. */
function almostWon(dir: string): string {
  const file = path.join(dir, 'almost.fcs');
  fs.writeFileSync(file, 'Foundations: H-K C-K D-K S-Q\nFreecells:\n: KS\n:\n:\n:\n:\n:\n:\n:\n');
  return file;
}

describe('the last rewrite of a save at the end of a game fails', () => {
  it('when the journal holds the whole game: a note, the saved-as line, status 0, and the save resumes', () => {
    const home = tempDir();
    let full = false;
    failSaves('renameSync', 'ENOSPC', () => full);
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

  it('through the real program, when the games folder is gone: one sentence naming where its save went, no saved-as line, status 0, and the journal is whole', async () => {
    const home = tempDir();
    const game = await savedAfterOneMove(home);
    const games = path.join(home, 'games');
    // The games folder taken away and a file put in its place: no rewrite can be made there.
    fs.renameSync(games, `${games}.away`);
    fs.writeFileSync(games, 'not a folder');
    game.end('q\n');
    expect(await game.status).toBe(0);
    const id = savedId(game.out());
    expect(game.err()).toBe('');
    expect(game.out().endsWith(`Could not save to ${saveOf(home, id)}: a folder in its path is a file; the save was moved to ${path.join(`${games}.away`, `${id}.save`)}, with the whole game.\n`)).toBe(true);
    fs.rmSync(games);
    fs.renameSync(`${games}.away`, games);
    expect(readGame(home, id)).toMatchObject({ position: 1 });
    const resumed = spawnSync(process.execPath, [BIN, '--resume', id], { cwd: ROOT, input: 'moves\nq\n', env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, timeout: 20000 });
    expect(resumed.status).toBe(0);
    expect(resumed.stdout.toString()).toContain('\n3a\n');
  }, 30000);
});

describe('--resume with --autoplay or --no-autoplay when the save cannot be written', () => {
  it.each([['--no-autoplay'], ['--autoplay']])('%s: the note that the save could not take the switch is shown under the opening board', (flag) => {
    const home = tempDir();
    const first = play(home, ['--game', '5', '--ascii', ...(flag === '--autoplay' ? ['--no-autoplay'] : [])], 'save\ntc 1\nq\n');
    const id = savedId(first.stdout);
    const file = saveOf(home, id);
    // neither a journal line nor a whole rewrite of the save can be written
    const failing = true;
    failSaves('renameSync', 'ENOSPC', () => failing);
    const open = fs.openSync;
    jest.spyOn(realFs, 'openSync').mockImplementation(((...args: Parameters<typeof fs.openSync>) => {
      if (String(args[0]) === file && args[1] === 'a') throw fsError('ENOSPC');
      return open(...args);
    }) as never);
    const r = play(home, ['--resume', id, '--ascii', flag], 'q\n');
    expect([r.status, r.stderr]).toEqual([0, '']);
    const opening = r.stdout.slice(0, r.stdout.indexOf('\n> q\n'));
    expect(opening).toContain(`Could not save to ${file}: no space left on device. The game goes on.`);
  });
});

describe('a new deal when the old game\'s save cannot be removed', () => {
  it('never writes the new game into the old save: the old one is marked counted and resumes, the new game gets its own', () => {
    const home = tempDir();
    let denied = false;
    failSaves('rmSync', 'EACCES', () => denied);
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
    // The old game resumes where it was left, and is not counted again: leaving it asks first (its moves would be lost), saying so.
    const resumed = play(home, ['--resume', old], 'moves\nr\ny\nq\n');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('\n3a 4b\n');
    expect(resumed.stdout).toContain('Give up this game (2 moves typed) for a new deal? The statistics counted this game already, so giving it up counts nothing more.');
    expect(resumed.stdout).toContain('Game given up: the statistics counted this game already, so nothing more is counted.');
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  });

  it('when the statistics cannot count the game given up, keeps its save exactly as it was, to be counted later', () => {
    const home = tempDir();
    fs.mkdirSync(path.join(home, 'stats.json'));
    let before = '';
    const r = play(home, ['--game', '1', '--no-status'], 'save\n3a\nr\ny\n3a\nq\n', (out) => {
      const id = /Saved as game ([a-z2-9]{6})/.exec(out)?.[1];
      if (id && out.includes('Give up this game')) before ||= fs.readFileSync(saveOf(home, id), 'utf8');
    });
    const old = savedId(r.stdout);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`The statistics in ${path.join(home, 'stats.json')} cannot be read (it is a folder); the file is left as it is.`);
    expect(fs.readFileSync(saveOf(home, old), 'utf8')).toBe(before);
    expect(readGame(home, old)).toMatchObject({ position: 1, counted: false });
    expect(fs.readdirSync(path.join(home, 'games'))).toHaveLength(2);
    fs.rmdirSync(path.join(home, 'stats.json'));
    expect(play(home, ['saves', '--delete', old], '').stdout).toBe(`Deleted game ${old}; it counts as given up.\n`);
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  });
});

describe('saves --delete when the save cannot be changed', () => {
  it('counts nothing while its folder is read-only, and a result once counted is never counted again', () => {
    const home = tempDir();
    const id = savedId(play(home, ['--game', '3'], 'save\n6a\nq\n').stdout);
    const before = fs.readFileSync(saveOf(home, id), 'utf8');
    let readOnly = true;
    failSaves('renameSync', 'EACCES', () => readOnly);
    failSaves('rmSync', 'EACCES', () => true);
    const refused = { status: 2, stdout: '', stderr: `freecell: cannot delete saved game ${id}: permission denied.\n` };
    expect(play(home, ['saves', '--delete', id], '')).toMatchObject(refused);
    expect(fs.readFileSync(saveOf(home, id), 'utf8')).toBe(before);
    expect(statsOf(home).numbered).toEqual({});
    // Rewritten but not removed: counted once, and the save says so.
    readOnly = false;
    for (let i = 0; i < 2; i++) expect(play(home, ['saves', '--delete', id], '')).toMatchObject(refused);
    expect(readGame(home, id)).toMatchObject({ counted: true, position: 1 });
    jest.restoreAllMocks();
    expect(play(home, ['saves', '--delete', id], '').stdout).toBe(`Deleted game ${id}: the statistics counted its result already, so nothing more is counted.\n`);
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  });
});

describe('a win the statistics cannot take', () => {
  it('keeps its save, not counted, and counts it once at the next start that can; saves --delete names it a win', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    const r = play(home, ['--board', board], 'save\n1h\nq\n');
    const id = savedId(r.stdout);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('You won in 1 move');
    expect(r.stdout).toContain(`The statistics in ${stats} cannot be read (it is a folder); the file is left as it is.`);
    expect(r.stdout).not.toContain('Your game is saved as');
    expect(readGame(home, id)).toMatchObject({ moves: [['1h']], position: 1, counted: false });
    // Still unwritable: said, and the save stays; deleting it would lose the win.
    expect(play(home, ['saves'], '').stdout).toContain(`The win of saved game ${id} is not counted yet: ${stats} cannot be updated (it is a folder); the game is kept until it can.\n`);
    expect(play(home, ['saves', '--delete', id], '').stderr).toBe(
      `freecell: cannot delete saved game ${id}: it would count as a win, and the statistics in ${stats} cannot be updated (it is a folder).\n`,
    );
    fs.rmdirSync(stats);
    expect(play(home, ['saves'], '').stdout).toBe(`The win of saved game ${id} (FreeCell, board almost.fcs, 1 move typed, time 0:00) is now counted in the statistics.\nNo saved games.\n`);
    expect(play(home, ['saves'], '').stdout).toBe('No saved games.\n');
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1, streak: 1 });
  });

  it('with the statistics setting off, waits: saves lists it, and --delete removes it without counting it', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    fs.mkdirSync(path.join(home, 'stats.json'));
    const id = savedId(play(home, ['--board', board], 'save\n1h\nq\n').stdout);
    fs.rmdirSync(path.join(home, 'stats.json'));
    expect(play(home, ['config', 'statistics', 'off'], '').status).toBe(0);
    expect(play(home, ['saves'], '').stdout).toMatch(new RegExp(`^${id}  FreeCell, board almost.fcs, 1 move typed, time 0:00, last played .*\n$`));
    expect(play(home, ['saves', '--delete', id], '').stdout).toBe(`Deleted game ${id}.\n`);
    expect(fs.existsSync(path.join(home, 'stats.json'))).toBe(false);
  });

  it('a counted win whose save cannot be removed is marked counted, never counted again', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    let denied = false;
    failSaves('rmSync', 'EACCES', () => denied);
    const r = play(home, ['--board', board], 'save\n1h\nr\n1h\nq\n', (out) => (denied = out.includes('Saved as game')));
    const id = savedId(r.stdout);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Could not save to ${saveOf(home, id)}: permission denied. The game goes on.`);
    jest.restoreAllMocks();
    // The first win's save, marked counted; the second deal's win was counted and its own save removed.
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
    expect(readGame(home, id)).toMatchObject({ moves: [['1h']], counted: true });
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 2, won: 2 });
    // The next start tidies it away without counting it again.
    expect(play(home, ['saves'], '').stdout).toBe('No saved games.\n');
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 2, won: 2 });
  });

  it('is not counted while its save cannot be changed, and once it can be rewritten but not removed, is marked counted', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    fs.mkdirSync(path.join(home, 'stats.json'));
    const id = savedId(play(home, ['--board', board], 'save\n1h\nq\n').stdout);
    fs.rmdirSync(path.join(home, 'stats.json'));
    let readOnly = true;
    failSaves('renameSync', 'EACCES', () => readOnly);
    failSaves('rmSync', 'EACCES', () => true);
    // A folder that cannot be changed: counting now would count again at every start.
    for (let i = 0; i < 2; i++) {
      expect(play(home, ['saves'], '').stdout).toContain(`The win of saved game ${id} is not counted yet: ${saveOf(home, id)} cannot be updated (permission denied); the game is kept until it can.\n`);
    }
    expect(statsOf(home).board).toEqual({});
    // Rewritten but not removed: counted, and marked so.
    readOnly = false;
    expect(play(home, ['saves'], '').stdout).toMatch(new RegExp(`^The win of saved game ${id} \\(.*\\) is now counted in the statistics\\.\n`));
    expect(readGame(home, id)).toMatchObject({ counted: true });
    expect(play(home, ['saves'], '').stdout).not.toContain('The win of');
    jest.restoreAllMocks();
    expect(play(home, ['saves'], '').stdout).toBe('No saved games.\n');
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1 });
  });

  it('counts once when several processes start at the same moment', async () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    fs.mkdirSync(path.join(home, 'stats.json'));
    const ids = [0, 1, 2].map(() => savedId(play(home, ['--board', board], 'save\n1h\nq\n').stdout));
    fs.rmdirSync(path.join(home, 'stats.json'));
    const run = (args: string[]): Promise<string> =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        child.stdin.end('q\n');
        child.on('close', () => resolve(out));
      });
    const outputs = await Promise.all(Array.from({ length: 12 }, (_, i) => run(i % 2 === 0 ? ['saves'] : ['--resume'])));
    const counted = outputs.flatMap((o) => o.split('\n').filter((l) => l.startsWith('The win of saved game')));
    expect(counted.sort()).toEqual(ids.map((id) => `The win of saved game ${id} (FreeCell, board almost.fcs, 1 move typed, time 0:00) is now counted in the statistics.`).sort());
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 3, won: 3 });
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([]);
  }, 60000);
});

describe('a restart whose rewrite of the save fails', () => {
  it('appends nothing to the old journal: the next change rewrites the save whole, so that it holds the restarted game', () => {
    const home = tempDir();
    let reads = 0;
    let before: SavedGame | undefined;
    let after: SavedGame | undefined;
    // Lines read: save, 3a, restart (its rewrite of the save fails), 2a, q.
    failSaves('renameSync', 'ENOSPC', () => reads === 3);
    const r = play(home, ['--game', '1', '--no-status'], 'save\n3a\nrestart\n2a\nq\n', (out) => {
      reads++;
      if (reads === 4) before = readGame(home, savedId(out));
      if (reads === 5) after = readGame(home, savedId(out));
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('no space left on device');
    // Until the next change, the save reads as before the restart.
    expect(before).toMatchObject({ moves: [['3a']], position: 1 });
    expect(after).toMatchObject({ moves: [['2a']], position: 1 });
    const resumed = play(home, ['--resume', savedId(r.stdout), '--no-status'], 'moves\nq\n');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('\n2a\n');
  });
});

describe('restart after a win the statistics could not take', () => {
  it('never loses the win: it waits in its own save, the restarted game gets another, and the next start counts the win once', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    const r = play(home, ['--board', board], 'save\n1h\nrestart\nq\n');
    const id = savedId(r.stdout);
    expect(r.status).toBe(0);
    expect(readGame(home, id)).toMatchObject({ moves: [['1h']], position: 1, counted: false });
    const others = fs.readdirSync(path.join(home, 'games')).map((n) => n.replace('.save', '')).filter((n) => n !== id);
    expect(others).toHaveLength(1);
    const restarted = others[0]!;
    // The deal's result is the win waiting in the first save: the restarted game has nothing more to count.
    expect(readGame(home, restarted)).toMatchObject({ moves: [], position: 0, restarted: true, counted: true });
    expect(r.stdout.endsWith(`Your game is saved as ${restarted}: freecell --resume ${restarted} continues it.\n`)).toBe(true);
    fs.rmdirSync(stats);
    expect(play(home, ['saves'], '').stdout).toContain(`The win of saved game ${id} (FreeCell, board almost.fcs, 1 move typed, time 0:00) is now counted in the statistics.\n`);
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1, gaveUp: 0 });
    // Leaving the restarted game counts nothing more.
    const left = play(home, ['--resume', restarted], 'r\ny\nq\n');
    expect(left.stdout).not.toContain('Give up this game');
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1, gaveUp: 0 });
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([]);
  });

  it('resumed, the restarted game still knows its result waits in the other save: a win there says so, and counts nothing', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    const r = play(home, ['--board', board, '--ascii'], 'save\n1h\nrestart\nq\n');
    const id = savedId(r.stdout);
    const restarted = /freecell --resume ([a-z2-9]{6}) continues it\.\n$/.exec(r.stdout)![1]!;
    expect(restarted).not.toBe(id);
    expect(readGame(home, restarted)).toMatchObject({ counted: true, resultElsewhere: true });
    const won = play(home, ['--resume', restarted, '--ascii'], '1h\nq\n');
    expect([won.status, won.stderr]).toEqual([0, '']);
    expect(won.stdout).toContain("This game's result is the one before, which waits in its own save to be counted; this win is not counted.");
    expect(won.stdout).not.toContain('already counted');
    fs.rmdirSync(stats);
    expect(play(home, ['saves'], '').stdout).toContain(`The win of saved game ${id} (FreeCell, board almost.fcs, 1 move typed, time 0:00) is now counted in the statistics.\n`);
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1 });
  });

  it('counts the win at the restart when the statistics can take it by then', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    let fixed = false;
    const r = play(home, ['--board', board], 'save\n1h\nrestart\nq\n', (out) => {
      if (out.includes('You won') && !fixed) fs.rmdirSync(stats);
      fixed ||= out.includes('You won');
    });
    const id = savedId(r.stdout);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('The win of this game is now counted in the statistics.');
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1 });
    // The restarted game keeps the save, counted: nothing waits, nothing is counted again.
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
    expect(readGame(home, id)).toMatchObject({ moves: [], restarted: true, counted: true });
    expect(play(home, ['saves'], '').stdout).not.toContain('The win of');
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1 });
  });
});

describe('a result counted after a resume, when the saves folder has turned read-only', () => {
  /** A home with one saved game of one move; returns its id. */
  function savedGame(home: string): string {
    return savedId(play(home, ['--game', '1', '--no-status'], 'save\n3a\nq\n').stdout);
  }

  it('is marked counted in the save before the statistics count it, and is never counted twice', () => {
    const home = tempDir();
    const id = savedGame(home);
    failSaves('renameSync', 'EACCES', () => true);
    failSaves('rmSync', 'EACCES', () => true);
    const r = play(home, ['--resume', id, '--no-status'], 'r\ny\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Game given up: the statistics count it as given up.');
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
    jest.restoreAllMocks();
    expect(readGame(home, id)).toMatchObject({ position: 1, counted: true });
    // Once the folder can be written again, the game resumes, and leaving it asks first (its move would be lost) and counts nothing more.
    const again = play(home, ['--resume', id, '--no-status'], 'r\ny\nq\n');
    expect(again.stdout).toContain('Give up this game (1 move typed) for a new deal? The statistics counted this game already, so giving it up counts nothing more.');
    expect(again.stdout).toContain('Game given up: the statistics counted this game already, so nothing more is counted.');
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  });

  it('when a save of an earlier version (no token) cannot be written at all, is not counted now, says so in one sentence, and is counted once later', () => {
    const home = tempDir();
    const id = savedGame(home);
    const { token: _, ...old } = readGame(home, id);
    fs.writeFileSync(saveOf(home, id), formatSave(old));
    const before = fs.readFileSync(saveOf(home, id), 'utf8');
    failSaves('renameSync', 'EACCES', () => true);
    failSaves('rmSync', 'EACCES', () => true);
    // The save itself cannot be written either.
    const open = fs.openSync;
    jest.spyOn(realFs, 'openSync').mockImplementation(((...args: Parameters<typeof fs.openSync>) => {
      if (String(args[0]).endsWith('.save') && args[1] === 'a') throw fsError('EACCES');
      return (open as (...a: unknown[]) => number)(...args);
    }) as typeof fs.openSync);
    const r = play(home, ['--resume', id, '--no-status'], 'r\ny\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`This game's result is not counted yet: its save ${saveOf(home, id)} cannot be updated (permission denied), so it stays there to be counted later.\n`);
    // The note of the give-up does not say the statistics count it.
    expect(r.stdout).toContain('Game given up.\n');
    expect(r.stdout).not.toContain('the statistics count it as given up');
    expect(statsOf(home).numbered).toEqual({});
    jest.restoreAllMocks();
    expect(fs.readFileSync(saveOf(home, id), 'utf8')).toBe(before);
    expect(play(home, ['--resume', id, '--no-status'], 'r\ny\nq\n').stdout).toContain('Give up this game');
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([]);
  });
});

describe('a game given up when the statistics cannot take it', () => {
  it('says only that it is given up, then why it is not counted', () => {
    const home = tempDir();
    fs.mkdirSync(path.join(home, 'stats.json'));
    const r = play(home, ['--game', '1', '--no-status'], 'save\n3a\nr\ny\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Game given up.\n');
    expect(r.stdout).not.toContain('the statistics count it as given up');
    expect(r.stdout).toMatch(/stats\.json/);
  });
});

describe('a games folder moved away during a game', () => {
  it('through the real program: the last note says where the save went, and it resumes from there', async () => {
    const home = tempDir();
    const game = await savedAfterOneMove(home);
    const games = path.join(home, 'games');
    fs.renameSync(games, `${games}.moved`);
    game.end('4b\nq\n');
    expect(await game.status).toBe(0);
    const id = savedId(game.out());
    const moved = path.join(`${games}.moved`, `${id}.save`);
    expect(game.err()).toBe('');
    expect(game.out().endsWith(`Could not save to ${saveOf(home, id)}: no such folder; the save was moved to ${moved}, with the whole game.\n`)).toBe(true);
    expect(readSaveFile(moved).contents.game).toMatchObject({ position: 2 });
    const resumed = spawnSync(process.execPath, [BIN, '--resume', moved], { cwd: ROOT, input: 'moves\nq\n', env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, timeout: 20000 });
    expect(resumed.status).toBe(0);
    expect(resumed.stdout.toString()).toContain('\n3a 4b\n');
  }, 30000);
});

/**
 * From the moment `after` says so (it is asked after every rename, once the
 * file renamed to is in place), no save can be changed any more: not
 * rewritten, appended to (even through a file opened before), nor removed.
 */
function freezeSaves(after: (renamedTo: string) => boolean): void {
  let frozen = false;
  const saveFds = new Set<number>();
  const rename = fs.renameSync;
  const open = fs.openSync;
  const write = fs.writeSync;
  const rm = fs.rmSync;
  jest.spyOn(realFs, 'renameSync').mockImplementation(((from: fs.PathLike, to: fs.PathLike) => {
    if (frozen && String(to).endsWith('.save')) throw fsError('EACCES');
    rename(from, to);
    frozen ||= after(String(to));
  }) as typeof fs.renameSync);
  jest.spyOn(realFs, 'openSync').mockImplementation(((...args: Parameters<typeof fs.openSync>) => {
    if (frozen && String(args[0]).endsWith('.save')) throw fsError('EACCES');
    const fd = (open as (...a: unknown[]) => number)(...args);
    if (String(args[0]).endsWith('.save')) saveFds.add(fd);
    return fd;
  }) as typeof fs.openSync);
  jest.spyOn(realFs, 'writeSync').mockImplementation(((...args: Parameters<typeof fs.writeSync>) => {
    if (frozen && saveFds.has(args[0])) throw fsError('EACCES');
    return (write as (...a: unknown[]) => number)(...args);
  }) as typeof fs.writeSync);
  jest.spyOn(realFs, 'rmSync').mockImplementation(((...args: Parameters<typeof fs.rmSync>) => {
    if (frozen && String(args[0]).endsWith('.save')) throw fsError('EACCES');
    rm(...args);
  }) as typeof fs.rmSync);
}

/** Saves freeze once the statistics are written. */
const afterStatsWritten = (to: string): boolean => path.basename(to) === 'stats.json';

describe('a result counted whose save cannot be marked afterwards', () => {
  it('a waiting win counted at start-up is counted once: the next start only tidies its save away', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    fs.mkdirSync(path.join(home, 'stats.json'));
    const id = savedId(play(home, ['--board', board], 'save\n1h\nq\n').stdout);
    fs.rmdirSync(path.join(home, 'stats.json'));
    freezeSaves(afterStatsWritten);
    expect(play(home, ['saves'], '').stdout).toContain(`The win of saved game ${id} (FreeCell, board almost.fcs, 1 move typed, time 0:00) is now counted in the statistics.\n`);
    jest.restoreAllMocks();
    expect(readGame(home, id)).toMatchObject({ counted: false });
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1 });
    expect(play(home, ['saves'], '').stdout).toBe('No saved games.\n');
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1 });
  });

  it('saves --delete counts a game given up once, however often it is tried again', () => {
    const home = tempDir();
    const id = savedId(play(home, ['--game', '3'], 'save\n6a\nq\n').stdout);
    freezeSaves(afterStatsWritten);
    expect(play(home, ['saves', '--delete', id], '')).toMatchObject({ status: 2, stderr: `freecell: cannot delete saved game ${id}: permission denied.\n` });
    jest.restoreAllMocks();
    expect(readGame(home, id)).toMatchObject({ counted: false });
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
    expect(play(home, ['saves', '--delete', id], '').stdout).toBe(`Deleted game ${id}: the statistics counted its result already, so nothing more is counted.\n`);
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  });

  it('a game given up in play is counted at once, and its save, resumed, counts nothing more', () => {
    const home = tempDir();
    const id = savedId(play(home, ['--game', '1', '--no-status'], 'save\n3a\nq\n').stdout);
    freezeSaves(afterStatsWritten);
    const r = play(home, ['--resume', id, '--no-status'], 'r\ny\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Game given up: the statistics count it as given up.');
    jest.restoreAllMocks();
    expect(readGame(home, id)).toMatchObject({ position: 1, counted: false });
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
    // leaving it asks first (its move would be lost), and counts nothing more
    const again = play(home, ['--resume', id, '--no-status'], 'r\ny\nq\n');
    expect(again.stdout).toContain('Give up this game (1 move typed) for a new deal? The statistics counted this game already, so giving it up counts nothing more.');
    expect(again.stdout).toContain('Game given up: the statistics counted this game already, so nothing more is counted.');
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([]);
  });
});

describe('saves refuses flags that do not go together before counting a waiting win', () => {
  it('--delete with --json or --all, and a blank id, are one sentence, status 2, the waiting win left waiting', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    fs.mkdirSync(path.join(home, 'stats.json'));
    const id = savedId(play(home, ['--board', board], 'save\n1h\nq\n').stdout);
    fs.rmdirSync(path.join(home, 'stats.json'));
    const refused = [
      [['saves', '--delete', id, '--json'], 'freecell: --delete and --json cannot be used together: one deletes a game, the other lists them.\n'],
      [['saves', '--all', '--delete', id], 'freecell: --delete and --all cannot be used together: one deletes a game, the other lists them.\n'],
      [['saves', '--delete', ' '], 'freecell: cannot delete saved game " ": there is no saved game " " (freecell saves lists them).\n'],
    ] as const;
    for (const [args, said] of refused) {
      expect(play(home, [...args], '')).toMatchObject({ status: 2, stdout: '', stderr: said });
      // nothing counted: the statistics still hold nothing, the save is still there
      expect(fs.existsSync(path.join(home, 'stats.json'))).toBe(false);
      expect(fs.existsSync(saveOf(home, id))).toBe(true);
    }
    expect(play(home, ['saves', '--delete', id, '--all', '--lang', 'pt'], '').stderr).toBe('freecell: --delete e --all não podem ser usados juntos: um apaga um jogo, o outro lista os jogos.\n');
    expect(play(home, ['saves'], '').stdout).toContain(`The win of saved game ${id}`);
  });
});

describe('a result the statistics cannot take, when the save then cannot be changed either', () => {
  it('is never lost: its save still says not counted, and it is counted once later', () => {
    const home = tempDir();
    const id = savedId(play(home, ['--game', '1', '--no-status'], 'save\n3a\nq\n').stdout);
    // The statistics' write fails (their rename), and from then on the save cannot be changed.
    let failed = false;
    const rename = fs.renameSync;
    jest.spyOn(realFs, 'renameSync').mockImplementation(((from: fs.PathLike, to: fs.PathLike) => {
      if (path.basename(String(to)) === 'stats.json') {
        failed = true;
        throw fsError('EACCES');
      }
      if (failed && String(to).endsWith('.save')) throw fsError('EACCES');
      rename(from, to);
    }) as typeof fs.renameSync);
    const write = fs.writeSync;
    jest.spyOn(realFs, 'writeSync').mockImplementation(((...args: Parameters<typeof fs.writeSync>) => {
      if (failed) throw fsError('EACCES');
      return (write as (...a: unknown[]) => number)(...args);
    }) as typeof fs.writeSync);
    const r = play(home, ['--resume', id, '--no-status'], 'r\ny\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('the statistics count it as given up');
    jest.restoreAllMocks();
    expect(readGame(home, id)).toMatchObject({ position: 1, counted: false });
    expect(play(home, ['--resume', id, '--no-status'], 'r\ny\nq\n').stdout).toContain('Give up this game');
    expect(statsOf(home).numbered!.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  });
});

describe('copies of one game', () => {
  /** Runs the real program in `home` with `input`; resolves to what it printed (both streams). */
  function run(home: string, args: string[], input: string): Promise<string> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.stdin.end(input);
      child.on('close', () => resolve(out));
    });
  }

  it('waiting to be counted, counted by several processes at once, count once', async () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    fs.mkdirSync(path.join(home, 'stats.json'));
    const id = savedId(play(home, ['--board', board], 'save\n1h\nq\n').stdout);
    fs.rmdirSync(path.join(home, 'stats.json'));
    // The same save under two more ids, as a copy made by hand (or a backup put back) would be.
    for (const copy of ['copya2', 'copyb3']) fs.copyFileSync(saveOf(home, id), saveOf(home, copy));
    const outputs = await Promise.all(Array.from({ length: 6 }, (_, i) => run(home, i % 2 === 0 ? ['saves'] : ['--resume'], 'q\n')));
    const counted = outputs.flatMap((o) => o.split('\n').filter((l) => l.startsWith('The win of saved game')));
    expect(counted).toHaveLength(1);
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1 });
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([]);
  }, 60000);

  it('played and won in two processes at the same moment, count once', async () => {
    const home = tempDir();
    const dir = tempDir();
    const board = almostWon(dir);
    const first = path.join(dir, 'first.save');
    await run(home, ['--board', board], `save ${first}\nq\n`);
    const second = path.join(dir, 'second.save');
    fs.copyFileSync(first, second);
    const outputs = await Promise.all([first, second].map((file) => run(home, ['--resume', file, '--no-status'], '1h\nq\n')));
    expect(outputs.every((o) => o.includes('You won in 1 move'))).toBe(true);
    expect(outputs.filter((o) => o.includes("This game's result was already counted before this win."))).toHaveLength(1);
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1 });
  }, 60000);
});

describe('a won save outside the games folder, its win not counted', () => {
  it('is counted when --resume names it (once, and the file goes as a counted win\'s save does); with the statistics off it waits', () => {
    const home = tempDir();
    const dir = tempDir();
    const board = almostWon(dir);
    const file = path.join(dir, 'mine.save');
    const stats = path.join(home, 'stats.json');
    // Written by the real program: a file save outside the games folder, then won while the statistics cannot take it.
    const made = spawnSync(process.execPath, [BIN, '--board', board], { cwd: ROOT, input: `save ${file}\nq\n`, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, timeout: 20000 });
    expect(made.status).toBe(0);
    fs.mkdirSync(stats);
    expect(play(home, ['--resume', file], '1h\nq\n').stdout).toContain('You won in 1 move');
    expect(readSaveFile(file).contents.game).toMatchObject({ position: 1, counted: false });
    const waits = { status: 2, stderr: `freecell: cannot resume ${file}: it is won, and its win waits to be counted in the statistics.\n` };
    expect(play(home, ['--resume', file], '')).toMatchObject({ ...waits, stdout: `The win of saved game ${file} is not counted yet: ${stats} cannot be updated (it is a folder); the game is kept until it can.\n` });
    fs.rmdirSync(stats);
    expect(play(home, ['--resume', file, '--no-statistics'], '')).toMatchObject({ ...waits, stdout: '' });
    const copy = path.join(dir, 'copy.save');
    fs.copyFileSync(file, copy);
    expect(play(home, ['--resume', file], '')).toMatchObject({ status: 0, stdout: `The win of saved game ${file} (FreeCell, board almost.fcs, 1 move typed, time 0:00) is now counted in the statistics.\n`, stderr: '' });
    expect(fs.existsSync(file)).toBe(false);
    // A copy of it is the same game: counted already.
    expect(play(home, ['--resume', copy], '')).toMatchObject({ status: 2, stdout: '', stderr: `freecell: cannot resume ${copy}: it is won, and its win is counted already.\n` });
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1 });
  });
});

describe('a result counted when the save must be rewritten whole (a torn last line), its save then not removable', () => {
  it('holds the winning move once: the next start tidies it away, counted once', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    const id = savedId(play(home, ['--board', board], 'save\nq\n').stdout);
    // A last line a crash tore: the next change rewrites the save whole.
    fs.appendFileSync(saveOf(home, id), '{"play":["1');
    failSaves('rmSync', 'EACCES', () => true);
    expect(play(home, ['--resume', id], '1h\nq\n').stdout).toContain('You won in 1 move');
    jest.restoreAllMocks();
    expect(readGame(home, id)).toMatchObject({ moves: [['1h']], position: 1, counted: true });
    expect(play(home, ['saves'], '').stdout).toBe('No saved games.\n');
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1 });
  });
});

describe('a loss the statistics could not take', () => {
  const DECK = path.join(ROOT, 'fixtures', 'decks', 'lost-in-four.txt');
  const LOSE = 'tc 1 1\ntc 2 2\ntc 3 3\ntc 4 4\n';

  /** The real program, its input piped whole; returns what it printed and how it ended. */
  function freecell(home: string, args: string[], input: string): { status: number | null; stdout: string; stderr: string } {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, encoding: 'utf8', timeout: 30000 });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  }

  /** A deck game lost (no legal move left) in a real process while stats.json is a folder; returns its id, the statistics then put right. */
  function lostUncounted(home: string): string {
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    const r = freecell(home, ['--deck', DECK, '--no-status'], `save\n${LOSE}q\n`);
    expect(r.stdout).toContain('No legal move is left: this game is lost.');
    expect(r.stdout).toContain(`The statistics in ${stats} cannot be read (it is a folder)`);
    fs.rmdirSync(stats);
    return savedId(r.stdout);
  }

  function deckStats(home: string): Record<string, number> | undefined {
    const r = freecell(home, ['stats', '--json'], '');
    expect(r.status).toBe(0);
    return (JSON.parse(r.stdout) as { deck: Record<string, Record<string, number>> }).deck.freecell;
  }

  it('counted as its game is resumed, is marked counted in its save at once, not only when the game ends', () => {
    const home = tempDir();
    const id = lostUncounted(home);
    let onDisk: SavedGame | undefined;
    const r = play(home, ['--resume', id, '--no-status'], 'q\n', (stdout) => {
      // the first thing shown is the resumed board, the loss counted by then: what a process killed here would leave
      if (onDisk === undefined && stdout.includes('No legal move is left')) onDisk = readGame(home, id);
    });
    expect(r.status).toBe(0);
    expect(deckStats(home)).toMatchObject({ played: 1, lost: 1 });
    expect(onDisk).toMatchObject({ position: 4, counted: true });
  });

  it('is counted as lost when its game is resumed, once, whatever is played after', () => {
    const home = tempDir();
    const id = lostUncounted(home);
    expect(deckStats(home)).toBeUndefined();
    expect(freecell(home, ['--resume', id, '--no-status'], 'q\n').status).toBe(0);
    expect(deckStats(home)).toMatchObject({ played: 1, won: 0, lost: 1, gaveUp: 0 });
    expect(readGame(home, id)).toMatchObject({ position: 4, counted: true });
    // Undone and lost again, undone, then given up for a new deal: asked first (the moves would be lost); the loss stands, nothing more is counted.
    const left = freecell(home, ['--resume', id, '--no-status'], 'u\ntc 4 4\nu\nr\ny\nq\n').stdout;
    expect(left).toContain('Give up this game (3 moves typed) for a new deal? The statistics counted this game already, so giving it up counts nothing more.');
    expect(left).toContain('Game given up: the statistics counted this game already, so nothing more is counted.');
    expect(deckStats(home)).toMatchObject({ played: 1, lost: 1, gaveUp: 0 });
  });

  it('is counted as lost, not given up, when its save is deleted', () => {
    const home = tempDir();
    const id = lostUncounted(home);
    expect(freecell(home, ['saves', '--delete', id], '')).toMatchObject({ status: 0, stdout: `Deleted game ${id}; it counts as lost.\n` });
    expect(deckStats(home)).toMatchObject({ played: 1, lost: 1, gaveUp: 0 });
  });

  it('is counted as lost, without asking to give it up, when the game is left for a new deal once the statistics can take it', async () => {
    const home = tempDir();
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    const game = spawn(process.execPath, [BIN, '--deck', DECK, '--no-status'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    game.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const status = new Promise<number | null>((resolve) => game.on('close', resolve));
    game.stdin.write(`save\n${LOSE}`);
    const end = Date.now() + 15000;
    while (!out.includes('cannot be read (it is a folder)') && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    fs.rmdirSync(stats);
    game.stdin.end('r\nq\n');
    expect(await status).toBe(0);
    expect(out).not.toContain('Give up this game');
    expect(deckStats(home)).toMatchObject({ played: 1, lost: 1, gaveUp: 0 });
  }, 30000);
});

describe('undo after a result the statistics could not take', () => {
  const DECK = path.join(ROOT, 'fixtures', 'decks', 'lost-in-four.txt');
  const LOSE = 'tc 1 1\ntc 2 2\ntc 3 3\ntc 4 4\n';

  /** The saves of `home` other than `id`. */
  function othersThan(home: string, id: string): string[] {
    return fs.readdirSync(path.join(home, 'games')).map((n) => n.replace('.save', '')).filter((n) => n !== id);
  }

  it('never loses the win: it waits in its own save, the game goes on in another, and the next start counts the win once', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    const r = play(home, ['--board', board], 'save\n1h\nu\nq\n');
    const id = savedId(r.stdout);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Undid: K♠ back to column 1.');
    expect(readGame(home, id)).toMatchObject({ moves: [['1h']], position: 1, counted: false });
    const others = othersThan(home, id);
    expect(others).toHaveLength(1);
    const going = others[0]!;
    // The deal's result is the win waiting in the first save: the game going on has nothing more to count.
    expect(readGame(home, going)).toMatchObject({ moves: [['1h']], position: 0, counted: true });
    expect(r.stdout.endsWith(`Your game is saved as ${going}: freecell --resume ${going} continues it.\n`)).toBe(true);
    fs.rmdirSync(stats);
    expect(play(home, ['saves'], '').stdout).toContain(`The win of saved game ${id} (FreeCell, board almost.fcs, 1 move typed, time 0:00) is now counted in the statistics.\n`);
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1, gaveUp: 0 });
    // Won again (redo) in the game that went on: nothing more is counted, and its save goes.
    const again = play(home, ['--resume', going], 'redo\nq\n');
    expect(again.stdout).toContain('You won');
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1, gaveUp: 0 });
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([]);
  });

  it('counts the win at the undo when the statistics can take it by then', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    let fixed = false;
    const r = play(home, ['--board', board], 'save\n1h\nu\nq\n', (out) => {
      if (out.includes('You won') && !fixed) fs.rmdirSync(stats);
      fixed ||= out.includes('You won');
    });
    const id = savedId(r.stdout);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('The win of this game is now counted in the statistics.');
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1 });
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
    expect(readGame(home, id)).toMatchObject({ position: 0, counted: true });
    expect(play(home, ['saves'], '').stdout).not.toContain('The win of');
    expect(statsOf(home).board!.freecell).toMatchObject({ played: 1, won: 1 });
  });

  it('never loses the loss: it stays in its own save, counted as lost when that save is resumed or deleted, and the game goes on in another', () => {
    const home = tempDir();
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    const r = play(home, ['--deck', DECK, '--no-status'], `save\n${LOSE}u\nq\n`);
    const id = savedId(r.stdout);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('No legal move is left: this game is lost.');
    expect(readGame(home, id)).toMatchObject({ position: 4, counted: false });
    const others = othersThan(home, id);
    expect(others).toHaveLength(1);
    const going = others[0]!;
    expect(readGame(home, going)).toMatchObject({ position: 3, counted: true });
    fs.rmdirSync(stats);
    expect(play(home, ['saves', '--delete', id], '').stdout).toBe(`Deleted game ${id}; it counts as lost.\n`);
    expect(play(home, ['saves', '--delete', going], '').stdout).toBe(`Deleted game ${going}.\n`);
    const deck = (play(home, ['stats', '--json'], '').stdout as string);
    expect((JSON.parse(deck) as { deck: Record<string, Record<string, number>> }).deck.freecell).toMatchObject({ played: 1, lost: 1, gaveUp: 0 });
  });

  it('counts the loss at the undo when the statistics can take it by then', () => {
    const home = tempDir();
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    let fixed = false;
    const r = play(home, ['--deck', DECK, '--no-status'], `save\n${LOSE}u\nq\n`, (out) => {
      if (out.includes('this game is lost') && !fixed) fs.rmdirSync(stats);
      fixed ||= out.includes('this game is lost');
    });
    const id = savedId(r.stdout);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('The loss of this game is now counted in the statistics.');
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
    expect(readGame(home, id)).toMatchObject({ position: 3, counted: true });
    const deck = play(home, ['stats', '--json'], '').stdout as string;
    expect((JSON.parse(deck) as { deck: Record<string, Record<string, number>> }).deck.freecell).toMatchObject({ played: 1, lost: 1, gaveUp: 0 });
  });
});

describe('restart after a loss the statistics could not take', () => {
  it('never loses the loss: it stays in its own save, and the restarted game goes on in another, counting nothing more', () => {
    const home = tempDir();
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    const r = play(home, ['--deck', path.join(ROOT, 'fixtures', 'decks', 'lost-in-four.txt'), '--no-status'], 'save\ntc 1 1\ntc 2 2\ntc 3 3\ntc 4 4\nrestart\nq\n');
    const id = savedId(r.stdout);
    expect(readGame(home, id)).toMatchObject({ position: 4, counted: false });
    const others = fs.readdirSync(path.join(home, 'games')).map((n) => n.replace('.save', '')).filter((n) => n !== id);
    expect(others).toHaveLength(1);
    expect(readGame(home, others[0]!)).toMatchObject({ position: 0, restarted: true, counted: true });
    fs.rmdirSync(stats);
    expect(play(home, ['--resume', id, '--no-status'], 'q\n').status).toBe(0);
    expect(play(home, ['saves', '--delete', others[0]!], '').stdout).toBe(`Deleted game ${others[0]!}.\n`);
    const json = play(home, ['stats', '--json'], '').stdout as string;
    expect((JSON.parse(json) as { deck: Record<string, Record<string, number>> }).deck.freecell).toMatchObject({ played: 1, lost: 1, gaveUp: 0 });
  });
});

describe('a win after a result that waits in its own save', () => {
  it.each([
    ['restart', 'save\n1h\nrestart\n1h\nq\n'],
    ['undo', 'save\n1h\nu\n1h\nq\n'],
  ])('after %s, says that the deal\'s result is the one waiting, not that it was counted', (_how, input) => {
    const home = tempDir();
    const board = almostWon(tempDir());
    fs.mkdirSync(path.join(home, 'stats.json'));
    const r = play(home, ['--board', board], input);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("This game's result is the one before, which waits in its own save to be counted; this win is not counted.");
    expect(r.stdout).not.toContain('already counted');
  });
});

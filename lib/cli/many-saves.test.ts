// A long-time player's games folder: many saves listed on a terminal, in a pipe, and offered by the start menu.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { findVariant, refineVariant } from '../core';
import { formatSave, newGameId, newSaveToken } from '../store';
import { formatWhen } from './play';
import { lastPlayedJson } from './saves';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

const homes: string[] = [];
afterAll(() => {
  for (const home of homes) fs.rmSync(home, { recursive: true, force: true });
});

/**
 * A home folder with `count` saved games, as the program writes them: game N
 * (1 to `count`) with autoplay off and one card moved from column 6 to a cell,
 * played last N minutes after the first, so game `count` is the latest.
 */
function homeWithSaves(count: number): string {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-many-saves-'));
  homes.push(home);
  const games = path.join(home, 'games');
  fs.mkdirSync(games);
  const start = Date.UTC(2026, 0, 1) / 1000;
  for (let n = 1; n <= count; n++) {
    let file: string;
    do file = path.join(games, `${newGameId()}.save`);
    while (fs.existsSync(file));
    fs.writeFileSync(file, formatSave({ variant: findVariant('freecell'), deal: { game: n }, moves: [['6a']], position: 1, elapsedMs: 1000 * n, autoplay: false, counted: false, token: newSaveToken() }));
    fs.utimesSync(file, start + 60 * n, start + 60 * n);
  }
  return home;
}

/** A home folder with two saves, kaaaa3 played after kaaaa2. */
function homeWithTwo(): string {
  const home = homeWithSaves(0);
  ['kaaaa2', 'kaaaa3'].forEach((id, i) => {
    const file = path.join(home, 'games', `${id}.save`);
    fs.writeFileSync(file, formatSave({ variant: findVariant('freecell'), deal: { game: i + 1 }, moves: [['6a']], position: 1, elapsedMs: 1000, autoplay: false, counted: false, token: newSaveToken() }));
    fs.utimesSync(file, 1_800_000_000 + i, 1_800_000_000 + i);
  });
  return home;
}

/** Runs the program on a pseudo-terminal (util-linux `script`), typing `keys`; the terminal is `columns` wide when given (else its width is not known). */
function onTerminal(args: string[], keys: string, home: string, columns?: number): string {
  const program = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ');
  const command = columns === undefined ? program : `stty cols ${columns} rows 40; exec ${program}`;
  const typescript = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-script-'));
  homes.push(typescript);
  const r = spawnSync('script', ['-qfec', command, path.join(typescript, 'typescript')], { cwd: ROOT, input: keys, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'dumb' }, timeout: 30000 });
  expect(r.error).toBeUndefined();
  return r.stdout.toString().replace(/\r\n/g, '\n');
}

/** Runs the program with its output in a pipe. */
function piped(args: string[], home: string): string {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home }, timeout: 30000 });
  expect(r.status).toBe(0);
  return r.stdout.toString();
}

/** The games the lines of `saves` name, in order. */
const gamesListed = (text: string): number[] => [...text.matchAll(/^[a-z2-9]{6} {2}FreeCell, game (\d+),/gm)].map((m) => Number(m[1]));

describe('games of several rule sets', () => {
  it('saves and the start menu name the rules a game was refined with, as its board does', () => {
    const home = homeWithSaves(1);
    const file = path.join(home, 'games', 'abc234.save');
    const twoCells = refineVariant(findVariant('freecell'), { cells: 2 });
    fs.writeFileSync(file, formatSave({ variant: twoCells, deal: { game: 7 }, moves: [['6a']], position: 1, elapsedMs: 5000, autoplay: false, counted: false, token: newSaveToken() }));
    expect(piped(['saves'], home)).toMatch(/^abc234 {2}FreeCell \(2 cells\), game 7, 1 move typed, time 0:05, last played /);
    const menu = onTerminal(['--ascii'], '1\nq\n', home);
    expect(menu).toMatch(/^ {3}1 {2}FreeCell \(2 cells\), game 7, 1 move typed, time 0:05, .* \(abc234\)$/m);
    // The board of the game resumed says the same.
    expect(menu).toContain('FreeCell (2 cells) - game 7 - 1 move - ');
  });
});

describe('many saved games', () => {
  const home = homeWithSaves(45);

  it('saves on a terminal shows the latest 20 and says how to see the rest; --all and a pipe list every one', () => {
    const shown = onTerminal(['saves'], '', home);
    expect(gamesListed(shown)).toEqual(Array.from({ length: 20 }, (_, i) => 45 - i));
    expect(shown.trimEnd().endsWith('...and 25 older saved games: freecell saves --all lists them all.')).toBe(true);
    expect(gamesListed(onTerminal(['saves', '--all'], '', home))).toEqual(Array.from({ length: 45 }, (_, i) => 45 - i));
    const all = piped(['saves'], home);
    expect(gamesListed(all)).toEqual(Array.from({ length: 45 }, (_, i) => 45 - i));
    expect(all).not.toContain('older saved games');
  });

  it('the start menu offers the latest 9 and says how many more wait, and how to reach them', () => {
    const menu = onTerminal(['--ascii'], 'q\n', home);
    const offered = [...menu.matchAll(/^ {2}[ \d]\d {2}FreeCell, game (\d+),.*\(([a-z2-9]{6})\)$/gm)].map((m) => Number(m[1]));
    expect(offered).toEqual([45, 44, 43, 42, 41, 40, 39, 38, 37]);
    expect(menu).toContain('\n      ...and 36 more: freecell saves lists them, freecell --resume ID resumes one.\n   n  start a new game\n');
  });

  it('an id that could be any of many games names the latest five and how many others', () => {
    const several = homeWithSaves(0);
    const ids = ['kaaaa2', 'kaaaa3', 'kaaaa4', 'kaaaa5', 'kaaaa6', 'kaaaa7', 'kaaaa8', 'kaaaa9', 'kaaaab'];
    ids.forEach((id, i) => {
      const file = path.join(several, 'games', `${id}.save`);
      fs.writeFileSync(file, formatSave({ variant: findVariant('freecell'), deal: { game: i + 1 }, moves: [['6a']], position: 1, elapsedMs: 1000, autoplay: false, counted: false, token: newSaveToken() }));
      // kaaaab played last, kaaaa2 first
      fs.utimesSync(file, 1_800_000_000 + i, 1_800_000_000 + i);
    });
    const r = spawnSync(process.execPath, [BIN, '--resume', 'k'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: several }, timeout: 30000 });
    expect(r.status).toBe(2);
    expect(r.stderr.toString()).toBe('freecell: cannot resume k: k could be kaaaab, kaaaa9, kaaaa8, kaaaa7, kaaaa6 or 4 other saved games; type more of the id.\n');
    const d = spawnSync(process.execPath, [BIN, 'saves', '--delete', 'kaaaa'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: several }, timeout: 30000 });
    expect(d.stderr.toString()).toBe('freecell: cannot delete saved game kaaaa: kaaaa could be kaaaab, kaaaa9, kaaaa8, kaaaa7, kaaaa6 or 4 other saved games; type more of the id.\n');
    // A few are all named, as before.
    const two = spawnSync(process.execPath, [BIN, '--resume', 'kaaaa', '--lang', 'en'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: homeWithTwo() }, timeout: 30000 });
    expect(two.stderr.toString()).toBe('freecell: cannot resume kaaaa: kaaaa could be kaaaa3 or kaaaa2; type more of the id.\n');
  });

  it('on a terminal too narrow for a save\'s line, saves and the start menu break it at its spaces, under its description; a pipe keeps one line each', () => {
    const few = homeWithSaves(12);
    const at40 = onTerminal(['saves'], '', few, 40).split('\n');
    expect(at40.filter((l) => l.length > 40)).toEqual([]);
    const first = at40.findIndex((l) => /^[a-z2-9]{6} {2}FreeCell, game 12, 1 move typed,$/.test(l));
    expect(at40.slice(first + 1, first + 3)).toEqual(['        time 0:12, last played', '        2026-01-01 00:12']);
    // 80 columns, the common terminal, which a game of five digits played for over an hour overflowed.
    const long = homeWithSaves(0);
    const file = path.join(long, 'games', 'abc234.save');
    fs.writeFileSync(file, formatSave({ variant: findVariant('freecell'), deal: { game: 11982 }, moves: [['6a']], position: 1, elapsedMs: 3_723_000, autoplay: false, counted: false, token: newSaveToken() }));
    fs.utimesSync(file, Date.UTC(2026, 0, 1) / 1000, Date.UTC(2026, 0, 1) / 1000);
    expect(piped(['saves'], long)).toMatch(/^abc234 {2}FreeCell, game 11982, 1 move typed, time 1:02:03, last played 2026-01-01 \d\d:\d\d\n$/);
    const at80 = onTerminal(['saves'], '', long, 80).split('\n');
    expect(at80.filter((l) => l.length > 80)).toEqual([]);
    expect(at80[1]).toMatch(/^ {8}\d\d:\d\d$/);
    const menu = onTerminal(['--ascii'], 'q\n', few, 40).split('\n');
    // (The question itself is the terminal's to wrap, as it edits the answer after it.)
    expect(menu.filter((l) => l.length > 40 && !l.startsWith('Choose a game'))).toEqual([]);
    const line = menu.findIndex((l) => l === '   1  FreeCell, game 12, 1 move typed,');
    expect(line).toBeGreaterThan(0);
    expect(menu[line + 1]).toMatch(/^ {6}time 0:12, \d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(menu[line + 2]).toMatch(/^ {6}\([a-z2-9]{6}\)$/);
    expect(menu).toEqual(expect.arrayContaining(['      ...and 3 more: freecell saves', '      lists them, freecell --resume ID', '      resumes one.']));
    // Piped, each save is one line, as scripts read it.
    expect(piped(['saves'], few).split('\n').filter((l) => l !== '')).toHaveLength(12);
    // What deleting one says is broken at spaces too.
    const id = /^([a-z2-9]{6}) {2}FreeCell, game 1,/m.exec(piped(['saves'], few))![1]!;
    expect(onTerminal(['saves', '--delete', id], '', few, 30).trimEnd().split('\n')).toEqual([`Deleted game ${id}; it counts`, 'as given up.']);
  });

  it('with --plain, a sentence after a game longer than a narrow terminal is broken between two words, as the game\'s own are for a screen reader', () => {
    const home = homeWithSaves(0);
    const out = onTerminal(['--game', '1', '--plain'], 'tc 1\nq\n', home, 40).split('\n').map((l) => l.replace(/\r$/, ''));
    const at = out.findIndex((l) => /^Your game is saved as [a-z2-9]{6}: freecell$/.test(l));
    expect(`${out[at]} ${out[at + 1]}`).toMatch(/^Your game is saved as ([a-z2-9]{6}): freecell --resume \1 continues it\.$/);
    // without --plain the same sentence is broken at spaces to fit
    const drawn = onTerminal(['--game', '1'], 'tc 1\nq\n', homeWithSaves(0), 40).split('\n');
    expect(drawn).toEqual(expect.arrayContaining([expect.stringMatching(/^Your game is saved as [a-z2-9]{6}: freecell$/)]));
  });

  it('says nothing more when every save fits', () => {
    const few = homeWithSaves(20);
    const shown = onTerminal(['saves'], '', few);
    expect(gamesListed(shown)).toHaveLength(20);
    expect(shown).not.toContain('older saved games');
  });
});

describe('a save whose file time is past what a date holds (a file system with 64-bit times, a time set by hand)', () => {
  it('is listed with its time unknown, neither as NaN nor as an internal error of saves --json', () => {
    // touch -d @99999999999999 on tmpfs: the year 3,170,843, past JavaScript's dates (year 275,760)
    const far = 99999999999999 * 1000;
    expect(formatWhen(far)).toBe('?');
    expect(lastPlayedJson(far)).toBeNull();
    expect(lastPlayedJson(Date.UTC(2026, 10, 28, 10, 30))).toBe('2026-11-28T10:30:00.000Z');
    expect(formatWhen(new Date(2026, 10, 28, 10, 30).getTime())).toBe('2026-11-28 10:30');
  });
});

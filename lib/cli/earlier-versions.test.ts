// Files written by earlier versions of freecell (fixtures/earlier-versions, see SOURCES.md there), read by this one: saves resume where they were, statistics and settings read the same.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { isCounted, parseSaveFile, parseSettings, parseStats } from '../store';
import { runInMemory } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const FIXTURES = path.join(ROOT, 'fixtures', 'earlier-versions');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-earlier-'));
afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

let homes = 0;
/** A fresh per-user folder holding `files` (fixture name -> name in the folder). */
function homeWith(files: Record<string, string>): string {
  const home = path.join(TMP, `home-${homes++}`);
  for (const [fixture, name] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(home, name)), { recursive: true });
    fs.copyFileSync(path.join(FIXTURES, fixture), path.join(home, name));
  }
  return home;
}

/** Every file under `dir`, relative to it, sorted. */
function filesIn(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
}

describe('the single save.json of earlier versions', () => {
  it.each([
    ['ac21d0f-save.json', 'the first saving version, which signed nothing and kept six rules', '6a 6b 6h bh 6h', '7b'],
    ['1d5411d-save.json', 'the version that signed saves', '6a 6b 6h bh 6h 7b', '76'],
  ])('%s (%s) moves into the games folder and resumes at its position, its undone move to redo', (fixture, _about, played, undone) => {
    const home = homeWith({ [fixture]: 'save.json' });
    const r = runInMemory(['--resume', '--ascii'], 'moves\nredo\nmoves\nq\n', { FREECELL_HOME: home }, { disk: true });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Your saved game was moved to the games folder as game [a-z0-9]{6}\.\n/);
    expect(r.stdout).toContain(`> moves\n${played}\n`);
    expect(r.stdout).toContain(`> moves\n${played} ${undone}\n`);
    expect(filesIn(home)).toEqual([expect.stringMatching(/^games\/[a-z0-9]{6}\.save$/)]);
  });
});

describe('the journal of an early version 2 save', () => {
  it('the journal of a game killed outright (ad0bd4c) is replayed: position, moves to redo, autoplay switched off', () => {
    const { game, changes } = parseSaveFile(fs.readFileSync(path.join(FIXTURES, 'ad0bd4c-journal.save'), 'utf8'));
    expect(changes).toBe(5);
    expect(game.moves).toEqual([['6a'], ['6b', '6h', 'bh', '6h'], ['7b'], ['7c']]);
    expect(game.position).toBe(3);
    expect(game.autoplay).toBe(false);
    expect(game.token).toBeUndefined();
  });
});

describe('saves of the games folder', () => {
  it.each([
    ['ad0bd4c-journal.save', '94gw5x', 'FreeCell - game 1 - 3 moves + 3 automatic', '6a 6b 6h bh 6h 7b'],
    ['121f8e1-helped.save', 'fhc75h', 'FreeCell - game 2 - 4 moves', '1h 1a 1h 8b'],
    ['1c8487e-restarted.save', 'rtrs3g', 'FreeCell - game 2 - 1 move + 1 automatic', '1a ah'],
    ['5f6ea6d-attempt.save', 'iayw7x', 'FreeCell - game 2 - attempt 2 - 1 move + 1 automatic', '1a ah'],
  ])('%s is listed and resumes with its moves', (fixture, id, header, moves) => {
    const home = homeWith({ [fixture]: `games/${id}.save` });
    const listed = runInMemory(['saves'], '', { FREECELL_HOME: home }, { disk: true });
    expect(listed.stdout).toMatch(new RegExp(`^${id}  FreeCell, game `));
    expect(listed.stdout).not.toContain('cannot be read');
    const r = runInMemory(['--resume', id, '--ascii'], 'moves\nq\n', { FREECELL_HOME: home }, { disk: true });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`${header} - time 0:00`);
    expect(r.stdout).toContain(`> moves\n${moves}\n`);
    expect(r.stdout).toContain(`Your game is saved as ${id}: freecell --resume ${id} continues it.`);
  });

  it("keep the solver's help, the attempt and the token the earlier version wrote", () => {
    const read = (name: string) => parseSaveFile(fs.readFileSync(path.join(FIXTURES, name), 'utf8')).game;
    const helped = read('121f8e1-helped.save');
    expect([helped.helped, helped.solver, helped.token, helped.autoplay]).toEqual([true, undefined, undefined, false]);
    expect(helped.moves).toEqual([['1h'], ['1a'], ['1h'], ['8b']]);
    const restarted = read('1c8487e-restarted.save');
    expect([restarted.helped, restarted.restarted, restarted.attempt, restarted.token]).toEqual([true, undefined, undefined, '44f4365858d20cbf77f75829']);
    const attempt = read('5f6ea6d-attempt.save');
    expect([attempt.helped, attempt.solver, attempt.attempt, attempt.moves]).toEqual([true, [], 2, [['1a', 'ah']]]);
  });
});

describe('statistics of earlier versions', () => {
  const record = (played: number, won: number, lost: number, gaveUp: number, helped: number, bestMs: number | null) =>
    ({ played, won, lost, gaveUp, helped, streak: 0, longestStreak: 1, fewestMoves: 95, bestMs });
  const lostDeck = { played: 1, won: 0, lost: 1, gaveUp: 0, helped: 0, streak: 0, longestStreak: 0, fewestMoves: null, bestMs: null };

  it.each([
    // version 1 counted deck games with numbered deals, and kept no time
    ['1d5411d-stats.json', { numbered: { freecell: record(2, 1, 1, 0, 0, null) }, deck: {}, board: {}, deals: {} }],
    ['121f8e1-stats.json', { numbered: { freecell: record(3, 1, 0, 1, 1, 319) }, deck: { freecell: lostDeck }, board: {}, deals: { 'freecell#1': { won: 1, fewestMoves: 95, bestMs: 319 } } }],
    ['1c8487e-stats.json', { numbered: { freecell: record(2, 1, 0, 1, 0, 476) }, deck: { freecell: lostDeck }, board: {}, deals: { 'freecell#1': { won: 1, fewestMoves: 95, bestMs: 476 } } }],
  ])('%s reads with the same counts, and keeps them when a result is added', (fixture, expected) => {
    const home = homeWith({ [fixture]: 'stats.json' });
    const before = runInMemory(['stats', '--json'], '', { FREECELL_HOME: home }, { disk: true });
    expect(before.stderr).toBe('');
    expect(JSON.parse(before.stdout)).toEqual(expected);
    // a game lost with today's version: saved, then resumed and played to its loss
    const deck = path.join(ROOT, 'fixtures', 'decks', 'lost-in-four.txt');
    const started = runInMemory(['--deck', deck, '--ascii'], 'tc 1 1\nsave\nq\n', { FREECELL_HOME: home }, { disk: true });
    const id = /Saved as game ([a-z0-9]{6})/.exec(started.stdout)![1]!;
    runInMemory(['--resume', id, '--ascii'], 'tc 2 2\ntc 3 3\ntc 4 4\nq\n', { FREECELL_HOME: home }, { disk: true });
    const after = JSON.parse(runInMemory(['stats', '--json'], '', { FREECELL_HOME: home }, { disk: true }).stdout) as typeof expected;
    const deckBefore = (expected.deck as Record<string, typeof lostDeck>).freecell;
    expect(after).toEqual({ ...expected, deck: { freecell: { ...lostDeck, played: (deckBefore?.played ?? 0) + 1, lost: (deckBefore?.lost ?? 0) + 1 } } });
  });

  it('the same rules kept under two names (4a87136) read as one record each, written so with the next result, in the format earlier versions read', () => {
    const home = homeWith({ '4a87136-aliases-stats.json': 'stats.json' });
    const record = (played: number, won: number, gaveUp: number, streak: number, longestStreak: number, fewestMoves: number | null, bestMs: number | null) =>
      ({ played, won, lost: 0, gaveUp, helped: 0, streak, longestStreak, fewestMoves, bestMs });
    // freecell-3 won game 1; freecell+cells=3 won game 1, gave up game 2, won game 3; freecell gave up game 5; bakers built in alternating colours won game 1
    const expected = {
      numbered: { 'freecell-3': record(4, 3, 1, 1, 1, 85, 187), freecell: record(2, 1, 1, 0, 1, 95, 312) },
      deck: {},
      board: {},
      deals: { 'freecell-3#1': { won: 2, fewestMoves: 95, bestMs: 207 }, 'freecell-3#3': { won: 1, fewestMoves: 85, bestMs: 187 }, 'freecell#1': { won: 1, fewestMoves: 95, bestMs: 312 } },
    };
    const shown = runInMemory(['stats', '--json'], '', { FREECELL_HOME: home }, { disk: true });
    expect(shown.stderr).toBe('');
    expect(JSON.parse(shown.stdout)).toEqual(expected);
    expect(runInMemory(['stats'], '', { FREECELL_HOME: home }, { disk: true }).stdout.split('\n').filter((l) => /^[a-z]/.test(l))).toEqual(['freecell, numbered deals: 2 games played', 'freecell-3, numbered deals: 4 games played']);
    // a game given up under the third name of FreeCell's rules
    const started = runInMemory(['--variant', 'bakers', '--build', 'alternate-colour', '--game', '7', '--ascii'], '6a\nsave\nq\n', { FREECELL_HOME: home }, { disk: true });
    const id = /Saved as game ([a-z0-9]{6})/.exec(started.stdout)![1]!;
    expect(runInMemory(['saves', '--delete', id], '', { FREECELL_HOME: home }, { disk: true }).status).toBe(0);
    const after = JSON.parse(runInMemory(['stats', '--json'], '', { FREECELL_HOME: home }, { disk: true }).stdout) as typeof expected;
    expect(after).toEqual({ ...expected, numbered: { ...expected.numbered, freecell: record(3, 1, 2, 0, 1, 95, 312) } });
    // the file is version 3 with the fields the earlier version wrote, under keys it wrote itself (a variant id, or one refined): it reads them all
    const fixture = JSON.parse(fs.readFileSync(path.join(FIXTURES, '4a87136-aliases-stats.json'), 'utf8')) as { sources: { numbered: Record<string, object> }; deals: Record<string, object> };
    const written = JSON.parse(fs.readFileSync(path.join(home, 'stats.json'), 'utf8')) as typeof fixture & Record<string, unknown>;
    expect(Object.keys(written).sort()).toEqual(Object.keys(fixture).sort());
    expect(written.version).toBe(3);
    expect(Object.keys(written.sources.numbered).sort()).toEqual(['freecell', 'freecell-3']);
    expect(Object.keys(written.deals).sort()).toEqual(['freecell#1', 'freecell-3#1', 'freecell-3#3']);
    for (const r of Object.values(written.sources.numbered)) expect(Object.keys(r)).toEqual(Object.keys(fixture.sources.numbered['freecell-3']!));
    for (const r of Object.values(written.deals)) expect(Object.keys(r)).toEqual(Object.keys(fixture.deals['freecell-3#1']!));
  });

  it('the same rules under two names, results counted by several processes at once under any of their names: every result is in the one record', async () => {
    const home = homeWith({ '4a87136-aliases-stats.json': 'stats.json' });
    const env = { PATH: process.env.PATH, FREECELL_HOME: home, LANG: 'C.UTF-8' };
    const names = [['--cells', '3'], ['--variant', 'freecell-3'], ['--variant', 'fc3'], ['--variant', 'bakers', '--build', 'alternate-colour'], ['--game', '9'], ['--variant', 'freecell-2', '--cells', '3']];
    names.forEach((flags, i) => expect(spawnSync(process.execPath, [BIN, ...flags, ...(flags.includes('--game') ? [] : ['--game', String(20 + i)])], { cwd: TMP, env, input: '6a\nsave\nq\n' }).status).toBe(0));
    const ids = fs.readdirSync(path.join(home, 'games')).map((name) => name.replace('.save', ''));
    expect(ids).toHaveLength(names.length);
    const statuses = await Promise.all(ids.map((id) => new Promise<number | null>((resolve) => spawn(process.execPath, [BIN, 'saves', '--delete', id], { cwd: TMP, env, stdio: 'ignore' }).on('close', resolve))));
    expect(statuses).toEqual(ids.map(() => 0));
    const written = JSON.parse(fs.readFileSync(path.join(home, 'stats.json'), 'utf8')) as { sources: { numbered: Record<string, { played: number; gaveUp: number }> }; counted: string[] };
    expect(Object.keys(written.sources.numbered).sort()).toEqual(['freecell', 'freecell-3']);
    expect(written.sources.numbered['freecell-3']).toMatchObject({ played: 8, gaveUp: 5 });
    expect(written.sources.numbered.freecell).toMatchObject({ played: 4, gaveUp: 3 });
    expect(written.counted).toHaveLength(6 + names.length);
    expect(fs.readdirSync(home).sort()).toEqual(['games', 'stats.json']);
  }, 60000);

  it('version 3 keeps the tokens of the games it counted', () => {
    const stats = parseStats(fs.readFileSync(path.join(FIXTURES, '1c8487e-stats.json'), 'utf8'));
    expect(stats.counted).toHaveLength(3);
    expect(isCounted(stats, 'eb4b4eecada32c39cdfc4f3e')).toBe(true);
    expect(isCounted(stats, '44f4365858d20cbf77f75829')).toBe(false);
  });
});

describe('settings of earlier versions', () => {
  it.each([
    ['121f8e1-settings.json', { autoplay: false, status: false, messages: false }],
    ['5f6ea6d-settings.json', { fourColour: true, messages: false }],
  ])('%s reads as it was set', (fixture, expected) => {
    expect(parseSettings(fs.readFileSync(path.join(FIXTURES, fixture), 'utf8'))).toEqual(expected);
    const home = homeWith({ [fixture]: 'settings.json' });
    const r = runInMemory(['config'], '', { FREECELL_HOME: home }, { disk: true });
    expect(r.stderr).toBe('');
    const set = r.stdout.split('\n').filter((l) => l.includes('(set)')).map((l) => l.split(/\s+/)[0]);
    expect(set).toEqual(Object.keys(expected).map((k) => (k === 'fourColour' ? 'four-colour' : k)));
  });
});

describe('results files of the first solve --range --jsonl', () => {
  it('report merges them: solutions win over giving up, an unwinnable deal is named', () => {
    const files = ['ad0bd4c-results.jsonl', 'ad0bd4c-limits.jsonl'].map((f) => path.join(FIXTURES, f));
    const r = runInMemory(['report', '--json', ...files, '--range', '1-12'], '');
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ files: 2, deals: 10, solved: 10, unwinnable: 0, gaveUp: 0, duplicates: 4, outside: 1, missing: [11, 12] });
    const all = runInMemory(['report', '--json', ...files], '');
    expect(JSON.parse(all.stdout)).toMatchObject({ deals: 11, solved: 10, unwinnable: 1, gaveUp: 0 });
  });

  it('a run resumes one (its lines out of deal order): it solves only the deals missing, each once', () => {
    const file = path.join(TMP, 'resumed.jsonl');
    fs.copyFileSync(path.join(FIXTURES, 'ad0bd4c-results.jsonl'), file);
    const r = spawnSync(process.execPath, [BIN, 'solve', '--range', '1-12', '--jobs', '1', '--jsonl', file], { env: { ...process.env, FREECELL_HOME: path.join(TMP, 'solve-home') } });
    expect(r.stderr.toString()).toBe('');
    expect(r.stdout.toString()).toContain('10 read back from --jsonl, 2 solved now');
    const deals = fs.readFileSync(file, 'utf8').trimEnd().split('\n').map((l) => (JSON.parse(l) as { deal: number }).deal);
    expect([...deals].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('a JSON position of the first version', () => {
  it('is a board to play', () => {
    const r = runInMemory(['--board', path.join(FIXTURES, '1d5411d-position.json'), '--ascii'], 'q\n');
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('FreeCell - board 1d5411d-position.json - 0 moves');
  });
});

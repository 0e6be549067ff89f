// A deal in which no card can move (game 1 without cells): lost at its start, as a game lost by its last move, through the program.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { formatSave, readSaveFile } from '../store';
import { runInMemory } from './memory-io';
import { quote, typedTerminal } from './test-terminal';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const LOST = 'No legal move is left: this game is lost. No card can move in this deal: type r for a new deal, or q to quit.';
// --cells 0: the statistics key of FreeCell with 0 cells, the registered variant of those rules
const KEY = 'freecell-0';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-lost-deal-'));
  dirs.push(dir);
  return dir;
}

function env(home: string): Record<string, string> {
  return { NO_COLOR: '1', LANG: 'C', FREECELL_HOME: home };
}

/** What the statistics hold of numbered deals without cells: played, lost (none: nothing). */
function tally(home: string): [number, number] | undefined {
  const stats = JSON.parse(runInMemory(['stats', '--json'], '', env(home)).stdout) as { numbered: Record<string, { played: number; lost: number }> };
  const record = stats.numbered[KEY];
  return record && [record.played, record.lost];
}

/** The ids of the saves kept in `home`. */
function saves(home: string): string[] {
  return (JSON.parse(runInMemory(['saves', '--json'], '', env(home)).stdout) as { id: string }[]).map((s) => s.id);
}

describe('a deal in which no card can move', () => {
  it('piped: the loss is said under the first board; nothing is counted, as a game lost by its last move is not in a session not kept', () => {
    const home = tempDir();
    const r = runInMemory(['--game', '1', '--cells', '0', '--ascii'], 'q\n', env(home));
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain(`\nType h for help, q to quit.\n${LOST}\n> q\n`);
    expect(r.stdout).not.toContain('This deal cannot be won');
    const lostByMove = runInMemory(['--game', '3', '--cells', '0', '--ascii'], 'tt 2 8\ntt 1 5\nq\n', env(home));
    expect(lostByMove.stdout).toContain('No legal move is left: this game is lost.');
    expect(tally(home)).toBeUndefined();
  });

  it('kept (after save): game N to it counts the loss once, with no question; restart says it again and counts nothing more; no save is left', () => {
    const home = tempDir();
    const r = runInMemory(['--game', '2', '--cells', '0', '--ascii'], 'save\ngame 1\nrestart\nu\nredo\ngame 23\nq\n', env(home));
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain(`> game 1\nFreeCell (no cells) - game 1 - 0 moves`);
    expect(r.stdout.match(new RegExp(LOST.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&'), 'g'))).toHaveLength(3);
    expect(r.stdout).toContain(`The deal starts again.\n${LOST}\n> u\nNothing to undo.\n> redo\nNothing to redo.\n`);
    expect(r.stdout).not.toContain('Give up this game');
    expect(r.stdout).not.toContain('Your game is saved');
    expect(tally(home)).toEqual([2, 2]);
    expect(saves(home)).toEqual([]);
  });

  it('on a terminal, the first deal is counted as lost at once', async () => {
    const dir = tempDir();
    const home = path.join(dir, 'home');
    const t = typedTerminal(`${quote(process.execPath)} ${quote(BIN)} --game 1 --cells 0 --ascii; echo "status $?"`, dir, home);
    await t.waitFor((screen) => screen.includes(LOST));
    t.type('q\r');
    await t.waitFor((screen) => screen.includes('status 0'));
    await t.ended;
    expect(tally(home)).toEqual([1, 1]);
    expect(saves(home)).toEqual([]);
  });

  it('--resume of a save whose loss was not counted (an earlier freecell wrote it) counts it once, and says it; saves --delete counts such a save as lost', () => {
    const home = tempDir();
    // save makes no save of such a deal any more: a save of another deal under these rules, given this deal, is what an earlier freecell wrote
    const made = runInMemory(['--game', '2', '--cells', '0', '--ascii'], 'save\nq\n', env(home));
    const id = /Saved as game ([a-z0-9]+)/.exec(made.stdout)![1]!;
    const file = path.join(home, 'games', `${id}.save`);
    const { game: other2 } = readSaveFile(file).contents;
    const game = { ...other2, deal: { game: 1 }, counted: true, unrecorded: true };
    // as a freecell that did not know such a deal is lost wrote it
    const { unrecorded: _unrecorded, ...rest } = game;
    const uncounted = { ...rest, counted: false };
    fs.writeFileSync(file, formatSave(uncounted));
    fs.copyFileSync(file, path.join(home, 'games', 'zzzzzz.save'));
    const resumed = runInMemory(['--resume', id, '--ascii'], 'q\n', env(home));
    expect([resumed.status, resumed.stderr]).toEqual([0, '']);
    expect(resumed.stdout).toContain(`\nType h for help, q to quit.\n${LOST}\n> q\n`);
    expect(tally(home)).toEqual([1, 1]);
    const again = runInMemory(['--resume', id, '--ascii'], 'q\n', env(home));
    expect(again.stdout).toContain(LOST);
    expect(tally(home)).toEqual([1, 1]);
    // another save of such a deal, deleted: its loss is its result (the same game, by its token, is not counted twice)
    const other = { ...uncounted, token: 'a'.repeat(24) };
    fs.writeFileSync(path.join(home, 'games', 'zzzzzz.save'), formatSave(other));
    const deleted = runInMemory(['saves', '--delete', 'zzzzzz'], '', env(home));
    expect([deleted.status, deleted.stderr]).toEqual([0, '']);
    expect(tally(home)).toEqual([2, 2]);
  });
});

describe('a game lost by its last move, resumed', () => {
  const LOST_BY_MOVE = 'No legal move is left: this game is lost. Type u to undo, r for a new deal, restart to play this one again, or q to quit.';

  it('says under its board that it is lost, as the losing move did, and counts nothing again', () => {
    const home = tempDir();
    const played = runInMemory(['--game', '3', '--cells', '0', '--ascii'], 'save\ntt 2 8\ntt 1 5\nq\n', env(home));
    expect([played.status, played.stderr]).toEqual([0, '']);
    expect(played.stdout).toContain(`${LOST_BY_MOVE}\n> q\n`);
    expect(tally(home)).toEqual([1, 1]);
    const [id] = saves(home);
    const resumed = runInMemory(['--resume', id!, '--ascii'], 'q\n', env(home));
    expect([resumed.status, resumed.stderr]).toEqual([0, '']);
    expect(resumed.stdout).toContain(`\nType h for help, q to quit.\n${LOST_BY_MOVE}\n> q\n`);
    expect(tally(home)).toEqual([1, 1]);
    // plain mode says it too, once; undoing the losing move then plays on
    const plain = runInMemory(['--resume', id!, '--plain'], 'u\nq\n', env(home));
    expect([plain.status, plain.stderr]).toEqual([0, '']);
    expect(plain.stdout.split(LOST_BY_MOVE)).toHaveLength(2);
    expect(plain.stdout.indexOf(LOST_BY_MOVE)).toBeLessThan(plain.stdout.indexOf('> u'));
    expect(tally(home)).toEqual([1, 1]);
  });
});

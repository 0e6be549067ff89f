import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { findVariant, refineVariant } from '../core';
import { fromSavedGame } from '../session';
import { type SavedGame, BadSaveError, formatSave, formatSaveChange, listSaves, migrateLegacySave, parseSave, parseSaveFile, stateDir, writeFileAtomic } from '.';

// The module itself (not the import's read-only view), so that jest can spy on its functions.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const realFs = require('node:fs') as typeof fs;

const game: SavedGame = {
  variant: findVariant('bakers'),
  deal: { game: 617 },
  moves: [['6a'], ['6b', '6h', 'bh']],
  position: 1,
  elapsedMs: 1234,
  autoplay: true,
  counted: false,
};

/** A save's header with `edit` applied to its fields and the checksum made right again (a hand edit done with care). */
function resealed(edit: (fields: Record<string, unknown>) => void): string {
  const { checksum: _, ...fields } = JSON.parse(formatSave(game)) as Record<string, unknown>;
  edit(fields);
  return `${JSON.stringify({ ...fields, checksum: createHash('sha256').update(JSON.stringify(fields)).digest('hex') })}\n`;
}

/** A version 1 save as the first saving version wrote it (no checksum, six rules), with `edit` applied. */
function unsignedV1(edit: (fields: Record<string, unknown>) => void = () => undefined): string {
  const rules = { buildBy: 'suit', cells: 4, columns: 8, foundations: 4, emptyColumn: 'any', sequenceMoves: 'free-space' };
  const fields: Record<string, unknown> = { format: 'freecell-save', version: 1, variant: 'bakers', rules, deal: { game: 617 }, moves: game.moves, position: 1, elapsedMs: 1234, autoplay: true, counted: false };
  edit(fields);
  return `${JSON.stringify(fields, null, 2)}\n`;
}

describe('save files', () => {
  it('read back what they write, for every kind of deal and refined rules', () => {
    expect(parseSave(formatSave(game))).toEqual(game);
    const deck: SavedGame = { ...game, deal: { deck: { name: 'six.txt', cards: ['6C', '5C'] } }, variant: refineVariant(findVariant('freecell'), { sequenceMoves: 'single' }) };
    expect(parseSave(formatSave(deck))).toEqual(deck);
    const board: SavedGame = { ...game, deal: { board: { name: 'b.fcs', fcs: 'KS\n' } }, moves: [], position: 0 };
    expect(parseSave(formatSave(board))).toEqual(board);
  });

  it('read a version 1 save of the first saving version, which had no checksum and six rules', () => {
    expect(parseSave(unsignedV1())).toEqual(game);
  });

  it.each([
    ['an empty file', '', { kind: 'empty' }],
    ['a truncated file', formatSave(game).slice(0, 40), { kind: 'not-json' }],
    ['another JSON document', '{"a": 1}', { kind: 'no-format' }],
    ['a wrong version', formatSave(game).replace('"version":2', '"version":3'), { kind: 'version', version: { text: '3' }, supported: 2 }],
    ['a version too large to read', '{"format":"freecell-save","version":1e400}', { kind: 'version', version: { kind: 'huge-number' }, supported: 2 }],
    ['a version that is a list', '{"format":"freecell-save","version":[2]}', { kind: 'version', version: { kind: 'list' }, supported: 2 }],
    ['no version', '{"format":"freecell-save"}', { kind: 'missing-field', field: 'version' }],
    ['no variant', resealed((f) => delete f.variant), { kind: 'missing-field', field: 'variant' }],
    ['a variant that is a list', resealed((f) => (f.variant = ['bakers'])), { kind: 'unknown-variant', variant: { kind: 'list' } }],
    ['an unknown variant', resealed((f) => (f.variant = 'spider')), { kind: 'unknown-variant', variant: { text: '"spider"' } }],
    ['lists nested 100,000 deep', `{"format":"freecell-save","version":2,"checksum":"00","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}\n`, { kind: 'too-deep', limit: 32 }],
    ['a hand edit', formatSave(game).replace('"elapsedMs":1234', '"elapsedMs":1'), { kind: 'checksum' }],
    ['no checksum', formatSave(game).replace(/,"checksum":"[0-9a-f]+"/, ''), { kind: 'no-checksum' }],
    ['no checksum in a version 1 save with the rules of signed saves', unsignedV1((f) => (f.rules = { ...(f.rules as object), cellsDealt: 0, acesToFoundationOnly: false })), { kind: 'no-checksum' }],
    ['no checksum in a version 1 save with a field the first saves never had', unsignedV1((f) => (f.token = '5f0c2a9e41d7b38c6e12a0f4')), { kind: 'no-checksum' }],
    ['a table wider than the game draws', formatSave({ ...game, variant: refineVariant(game.variant, { columns: 14 }) }), { kind: 'table-too-large', columns: 14, cells: 4 }],
  ])('reject %s with a reason', (_what, text, problem) => {
    expect(() => parseSave(text)).toThrow(BadSaveError);
    expect(() => parseSave(text)).toThrow(expect.objectContaining({ code: 'BAD_SAVE', params: problem }));
  });

  it('replay their journal: moves, undo, redo and autoplay, with the time and the counted flag of the last line', () => {
    const start: SavedGame = { ...game, moves: [], position: 0 };
    const text =
      formatSave(start) +
      formatSaveChange({ kind: 'play', tokens: ['6a'] }, { elapsedMs: 10, counted: false }) +
      formatSaveChange({ kind: 'play', tokens: ['6b', '6h'] }, { elapsedMs: 20, counted: false }) +
      formatSaveChange({ kind: 'undo' }, { elapsedMs: 30, counted: false }) +
      formatSaveChange({ kind: 'redo' }, { elapsedMs: 40, counted: false }) +
      formatSaveChange({ kind: 'undo' }, { elapsedMs: 50, counted: false }) +
      formatSaveChange({ kind: 'play', tokens: ['1a'] }, { elapsedMs: 60, counted: true }) +
      formatSaveChange({ kind: 'autoplay', on: false }, { elapsedMs: 70, counted: true });
    const read = parseSaveFile(text);
    expect(read).toEqual({ game: { ...start, moves: [['6a'], ['1a']], position: 2, elapsedMs: 70, counted: true, autoplay: false }, changes: 7, tornTail: false, appendable: true });
    // Every cut of the last line is a torn tail: the lines before it stand.
    const last = formatSaveChange({ kind: 'autoplay', on: false }, { elapsedMs: 70, counted: true });
    for (let cut = 1; cut < last.length; cut++) {
      const torn = parseSaveFile(text.slice(0, text.length - cut));
      expect(torn.tornTail).toBe(true);
      expect(torn.appendable).toBe(false);
      expect(torn.changes).toBe(6);
    }
    // A line may follow a version 2 save whose lines are all whole, never a header without its newline.
    expect(parseSaveFile(formatSave(start)).appendable).toBe(true);
    expect(parseSaveFile(formatSave(start).trimEnd()).appendable).toBe(false);
    expect(() => parseSave(formatSave(start) + formatSaveChange({ kind: 'undo' }, { elapsedMs: 1, counted: false }) + formatSaveChange({ kind: 'undo' }, { elapsedMs: 2, counted: false }))).toThrow(expect.objectContaining({ code: 'BAD_SAVE', params: { kind: 'undo-past-start' } }));
  });
});

describe('a whole, signed journal line with values no freecell writes', () => {
  const signed = (fields: Record<string, unknown>): string => `${JSON.stringify({ ...fields, sum: createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16) })}\n`;
  it.each([
    ['a negative time', { undo: 1, t: -5, c: false }],
    ['an empty play', { play: [], t: 5, c: false }],
    ['a change of a kind it does not know (a newer freecell\'s)', { jump: 3, t: 5, c: false }],
  ])('(%s) is damage, not the torn end of a write, even as the last line: refused naming it, never left out', (_what, fields) => {
    const start: SavedGame = { ...game, moves: [], position: 0 };
    const text = formatSave(start) + formatSaveChange({ kind: 'play', tokens: ['6a'] }, { elapsedMs: 10, counted: false }) + signed(fields);
    expect(() => parseSaveFile(text)).toThrow(expect.objectContaining({ code: 'BAD_SAVE', params: { kind: 'damaged-line', line: 3 } }));
    // a line whose sum does not match is still the torn end of a write
    const unsigned = text.slice(0, text.length - signed(fields).length) + signed(fields).replace(/"sum":"[0-9a-f]{16}"/, '"sum":"0000000000000000"');
    expect(parseSaveFile(unsigned)).toMatchObject({ changes: 1, tornTail: true });
  });
});

describe('the solver\'s help in a save', () => {
  it('is written only when true, in the header and on journal lines, and read back', () => {
    expect(formatSave(game)).not.toContain('helped');
    expect(parseSave(formatSave({ ...game, helped: true }))).toEqual({ ...game, helped: true });
    expect(formatSaveChange({ kind: 'undo' }, { elapsedMs: 5, counted: false })).not.toContain('"h"');
    const journal = formatSave(game) + formatSaveChange({ kind: 'play', tokens: ['1a'] }, { elapsedMs: 9, counted: false, helped: true });
    expect(parseSave(journal)).toMatchObject({ helped: true, position: 2 });
  });
});

describe('the foundations moves chose, which their notation does not say', () => {
  const after = { elapsedMs: 9, counted: false };
  const play = (tokens: string[], homes?: [number, number][]): string => formatSaveChange({ kind: 'play', tokens, ...(homes ? { homes } : {}) }, after);
  const chosen: SavedGame = { ...game, moves: [['6a'], ['2h', '6h'], ['1a']], position: 3, homes: [[1, 0, 2]] };

  it('are written in the header only when there are some, and read back', () => {
    expect(formatSave(chosen)).toContain('"homes":[[1,0,2]]');
    expect(parseSave(formatSave(chosen))).toEqual(chosen);
    expect(formatSave({ ...chosen, homes: [] })).not.toContain('homes');
  });

  it('journal lines say them; a move forgets those of the moves it replaces, undo and redo keep them', () => {
    expect(play(['2h'], [[0, 3]])).toMatch(/^\{"play":\["2h"\],"f":\[\[0,3\]\],"t":9,"c":false,"sum":"[0-9a-f]{16}"\}\n$/);
    expect(play(['2h'])).not.toContain('"f"');
    const journal = formatSave({ ...game, moves: [], position: 0 }) + play(['6a']) + play(['2h', '6h'], [[1, 1]]) + play(['1h'], [[0, 3]]);
    expect(parseSave(journal)).toMatchObject({ position: 3, homes: [[1, 1, 1], [2, 0, 3]] });
    const undo = formatSaveChange({ kind: 'undo' }, after);
    expect(parseSave(journal + undo + undo)).toMatchObject({ position: 1, homes: [[1, 1, 1], [2, 0, 3]] });
    expect(parseSave(journal + undo + undo + formatSaveChange({ kind: 'redo' }, after))).toMatchObject({ position: 2, homes: [[1, 1, 1], [2, 0, 3]] });
    const replaced = parseSave(journal + undo + undo + play(['3a']));
    expect(replaced).toMatchObject({ position: 2, moves: [['6a'], ['3a']] });
    expect(replaced.homes).toBeUndefined();
    expect(parseSave(formatSave(chosen) + play(['4h'], [[0, 1]]))).toMatchObject({ homes: [[1, 0, 2], [3, 0, 1]] });
  });

  it('a list that names no move, or out of order, is refused', () => {
    for (const homes of [[[3, 0, 1]], [[1, 2, 1]], [[1, 0, 13]], [[1, 1, 0], [1, 0, 0]], [[1, 0]]]) {
      expect(() => parseSave(formatSave({ ...chosen, homes } as unknown as SavedGame))).toThrow(BadSaveError);
    }
    const signed = (fields: Record<string, unknown>): string => `${JSON.stringify({ ...fields, sum: createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16) })}\n`;
    const header = formatSave({ ...game, moves: [], position: 0 });
    for (const line of [{ play: ['6a'], f: [[1, 0]], t: 9, c: false }, { play: ['6a'], f: [], t: 9, c: false }, { undo: 1, f: [[0, 0]], t: 9, c: false }]) {
      expect(() => parseSave(header + signed(line) + play(['1a']))).toThrow(BadSaveError);
    }
  });
});

describe("the solver's moves in a save", () => {
  const signed = (fields: Record<string, unknown>): string => `${JSON.stringify({ ...fields, sum: createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16) })}\n`;
  const helped: SavedGame = { ...game, moves: [['6a'], ['6b', '6h', 'bh'], ['1a']], position: 3, helped: true, solver: [1] };
  const play = (tokens: string[], solver: boolean): string => formatSaveChange({ kind: 'play', tokens, solver }, { elapsedMs: 9, counted: false, helped: true });

  it('are written in the header only with help, as increasing indices of the groups, and read back', () => {
    expect(formatSave(helped)).toContain('"helped":true,"solver":[1],');
    expect(parseSave(formatSave(helped))).toEqual(helped);
    expect(parseSave(formatSave({ ...helped, solver: [] }))).toEqual({ ...helped, solver: [] });
    // without help there is nothing to say; a helped save that does not say reads without them
    expect(formatSave({ ...game, solver: [0] })).not.toContain('solver');
    const { solver: _, ...unknown } = helped;
    expect(formatSave(unknown)).not.toContain('solver');
    expect(parseSave(formatSave(unknown))).toEqual(unknown);
  });

  it('journal lines after help say whose move each is; a move forgets the solver\'s moves at or after its place, undo and redo keep them', () => {
    expect(formatSaveChange({ kind: 'play', tokens: ['1a'], solver: true }, { elapsedMs: 9, counted: false, helped: true })).toMatch(/^\{"play":\["1a"\],"t":9,"c":false,"h":true,"s":true,"sum":"[0-9a-f]{16}"\}\n$/);
    expect(formatSaveChange({ kind: 'play', tokens: ['1a'] }, { elapsedMs: 9, counted: false, helped: true })).toContain('"h":true,"s":false,');
    // before help, and on lines that are not moves, nothing is said
    expect(formatSaveChange({ kind: 'play', tokens: ['1a'] }, { elapsedMs: 9, counted: false })).not.toContain('"s"');
    expect(formatSaveChange({ kind: 'undo' }, { elapsedMs: 9, counted: false, helped: true })).not.toContain('"s"');
    const fresh: SavedGame = { ...game, moves: [], position: 0 };
    // a move of the player, then the solver's first help
    const journal = formatSave(fresh) + formatSaveChange({ kind: 'play', tokens: ['6a'] }, { elapsedMs: 5, counted: false }) + play(['6b'], true) + play(['7a'], true) + play(['1a'], false);
    expect(parseSave(journal)).toMatchObject({ helped: true, solver: [1, 2], position: 4 });
    const back = journal + formatSaveChange({ kind: 'undo' }, { elapsedMs: 9, counted: false, helped: true }) + formatSaveChange({ kind: 'undo' }, { elapsedMs: 9, counted: false, helped: true });
    expect(parseSave(back)).toMatchObject({ solver: [1, 2], position: 2 });
    expect(parseSave(back + formatSaveChange({ kind: 'redo' }, { elapsedMs: 9, counted: false, helped: true }))).toMatchObject({ solver: [1, 2], position: 3 });
    // a move at place 1 forgets the solver's moves from 1 on
    const replaced = back + formatSaveChange({ kind: 'undo' }, { elapsedMs: 9, counted: false, helped: true }) + play(['6c'], false);
    expect(parseSave(replaced)).toMatchObject({ solver: [], moves: [['6a'], ['6c']] });
    expect(parseSave(replaced + play(['1b'], true))).toMatchObject({ solver: [2] });
    // the header's list, then journal lines
    expect(parseSave(formatSave(helped) + play(['2a'], true))).toMatchObject({ solver: [1, 3], position: 4 });
    expect(parseSave(formatSave({ ...helped, position: 1 }) + play(['2a'], true))).toMatchObject({ solver: [1], moves: [['6a'], ['2a']] });
  });

  it("a line after help that does not say (an earlier version's) leaves them unknown, until a move replaces every move", () => {
    const older = formatSave(helped) + signed({ play: ['2a'], t: 9, c: false, h: true });
    expect(parseSave(older)).toMatchObject({ helped: true, position: 4 });
    expect(parseSave(older).solver).toBeUndefined();
    expect(parseSave(older + play(['2b'], true)).solver).toBeUndefined();
    const undone = older + ['undo', 'undo', 'undo', 'undo'].map(() => formatSaveChange({ kind: 'undo' }, { elapsedMs: 9, counted: false, helped: true })).join('');
    expect(parseSave(undone + play(['2b'], true))).toMatchObject({ solver: [0], moves: [['2b']] });
    expect(parseSave(undone + play(['2b'], false))).toMatchObject({ solver: [], moves: [['2b']] });
  });

  it.each([
    ['not a list', 1],
    ['an index that is not an integer', [0.5]],
    ['an index given as a string', ['1']],
    ['a negative index', [-1]],
    ['an index past the moves', [3]],
    ['indices not increasing', [1, 0]],
    ['an index twice', [1, 1]],
    ['null', null],
  ])('a header whose list is %s is refused as damaged', (_what, value) => {
    const text = resealed((f) => {
      f.moves = helped.moves;
      f.helped = true;
      f.solver = value;
    });
    expect(() => parseSave(text)).toThrow(expect.objectContaining({ code: 'BAD_SAVE', params: { kind: 'bad-options' } }));
  });

  it('a list without help is refused as damaged', () => {
    expect(() => parseSave(resealed((f) => (f.solver = [0])))).toThrow(expect.objectContaining({ code: 'BAD_SAVE', params: { kind: 'bad-options' } }));
  });

  it.each([
    ['"s" that is not true or false', { play: ['2a'], t: 9, c: false, h: true, s: 1 }],
    ['"s" before help', { play: ['2a'], t: 9, c: false, s: false }],
    ['"s" on an undo', { undo: 1, t: 9, c: false, h: true, s: true }],
  ])('a signed journal line with %s is refused naming it, even as the last line', (_what, fields) => {
    expect(() => parseSaveFile(formatSave(helped) + signed(fields))).toThrow(expect.objectContaining({ code: 'BAD_SAVE', params: { kind: 'damaged-line', line: 2 } }));
  });
});

describe('the attempt at the deal in a save', () => {
  it('is written only from the second attempt on, in the header, and read back; journal lines after it keep it', () => {
    expect(formatSave(game)).not.toContain('attempt');
    expect(formatSave({ ...game, attempt: 1 })).not.toContain('attempt');
    expect(parseSave(formatSave({ ...game, attempt: 1 }))).toEqual(game);
    expect(formatSave({ ...game, attempt: 3 })).toContain('"attempt":3');
    expect(parseSave(formatSave({ ...game, attempt: 3 }))).toEqual({ ...game, attempt: 3 });
    const journal = formatSave({ ...game, moves: [], position: 0, attempt: 2 }) + formatSaveChange({ kind: 'play', tokens: ['1a'] }, { elapsedMs: 9, counted: false }) + formatSaveChange({ kind: 'undo' }, { elapsedMs: 10, counted: false });
    expect(parseSave(journal)).toMatchObject({ attempt: 2, moves: [['1a']], position: 0 });
  });

  it.each([
    ['1 (never written)', 1],
    ['0', 0],
    ['a fraction', 2.5],
    ['a string', '2'],
    ['null', null],
  ])('refuses an attempt of %s', (_what, value) => {
    expect(() => parseSave(resealed((f) => (f.attempt = value)))).toThrow(expect.objectContaining({ code: 'BAD_SAVE', params: { kind: 'bad-options' } }));
  });

  it('a field the reader does not know is passed over, as versions before the attempt pass over it: the game reads without it', () => {
    expect(parseSave(resealed((f) => (f.later = { what: 'a field of a later version' })))).toEqual(game);
  });
});

describe('the moves before a restart, in a save', () => {
  const restarted: SavedGame = { ...game, moves: [], position: 0, restarted: true, attempt: 2, beforeRestart: { moves: [['6a'], ['6b', '6h', 'bh']], position: 1 } };
  /** The restarted save's header with `edit` applied to its fields, resealed. */
  function edited(edit: (fields: Record<string, unknown>) => void): string {
    const { checksum: _, ...fields } = JSON.parse(formatSave(restarted)) as Record<string, unknown>;
    edit(fields);
    return `${JSON.stringify({ ...fields, checksum: createHash('sha256').update(JSON.stringify(fields)).digest('hex') })}\n`;
  }

  it('is written in the header of a restarted save and read back, with the lists the moves need', () => {
    expect(formatSave(restarted)).toContain('"beforeRestart":{"moves":[["6a"],["6b","6h","bh"]],"position":1}');
    expect(parseSave(formatSave(restarted))).toEqual(restarted);
    const helped: SavedGame = { ...restarted, helped: true, solver: [], beforeRestart: { moves: [['6a'], ['2h']], position: 2, solver: [1], homes: [[1, 0, 3]] } };
    expect(parseSave(formatSave(helped))).toEqual(helped);
    // only with the restart it undoes: a save with moves, or at its first attempt, never carries it
    expect(formatSave({ ...restarted, restarted: undefined, moves: [['6a']], position: 1 })).not.toContain('beforeRestart');
    expect(formatSave({ ...restarted, attempt: undefined })).not.toContain('beforeRestart');
  });

  it('a move journalled after the restart drops it; a line that changes no move (autoplay) keeps it', () => {
    const after = { elapsedMs: 9, counted: false };
    const kept = parseSave(formatSave(restarted) + formatSaveChange({ kind: 'autoplay', on: false }, after));
    expect(kept.beforeRestart).toEqual(restarted.beforeRestart);
    const moved = parseSave(formatSave(restarted) + formatSaveChange({ kind: 'play', tokens: ['1a'] }, after) + formatSaveChange({ kind: 'undo' }, after));
    expect(moved).toMatchObject({ moves: [['1a']], position: 0, attempt: 2 });
    expect(moved.beforeRestart).toBeUndefined();
    expect(moved.restarted).toBeUndefined();
  });

  it('a version that does not know it reads the same restarted game without it: the field is all that is added', () => {
    const { beforeRestart: _, ...without } = restarted;
    expect(parseSave(edited((f) => delete f.beforeRestart))).toEqual(without);
    expect(formatSave(without)).toBe(edited((f) => delete f.beforeRestart));
  });

  it.each([
    ['without the restart', (f: Record<string, unknown>) => delete f.restarted, 'bad-options'],
    ['without the attempt', (f: Record<string, unknown>) => delete f.attempt, 'bad-options'],
    ['not an object', (f: Record<string, unknown>) => (f.beforeRestart = [['6a']]), 'bad-options'],
    ['with no move', (f: Record<string, unknown>) => (f.beforeRestart = { moves: [], position: 0 }), 'bad-moves'],
    ['with an empty group', (f: Record<string, unknown>) => (f.beforeRestart = { moves: [[]], position: 0 }), 'bad-moves'],
    ['with a position past its moves', (f: Record<string, unknown>) => (f.beforeRestart = { moves: [['6a']], position: 2 }), 'bad-position'],
    ['with solver moves without help', (f: Record<string, unknown>) => (f.beforeRestart = { moves: [['6a']], position: 1, solver: [0] }), 'bad-options'],
    ['with a foundation past its moves', (f: Record<string, unknown>) => (f.beforeRestart = { moves: [['6a']], position: 1, homes: [[1, 0, 2]] }), 'bad-options'],
    ['with a field no freecell writes', (f: Record<string, unknown>) => (f.beforeRestart = { moves: [['6a']], position: 1, attempt: 1 }), 'bad-options'],
  ])('is refused %s', (_what, edit, kind) => {
    expect(() => parseSave(edited(edit))).toThrow(expect.objectContaining({ code: 'BAD_SAVE', params: { kind } }));
  });
});

describe('a result settled without being recorded, in a save', () => {
  const signed = (fields: Record<string, unknown>): string => `${JSON.stringify({ ...fields, sum: createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16) })}\n`;

  it('is written only when true and counted, in the header and on journal lines, and read back', () => {
    const settled: SavedGame = { ...game, counted: true, unrecorded: true };
    expect(formatSave(settled)).toContain('"unrecorded":true');
    expect(parseSave(formatSave(settled))).toEqual(settled);
    expect(formatSave({ ...game, unrecorded: true })).not.toContain('unrecorded');
    expect(formatSave({ ...game, counted: true })).not.toContain('unrecorded');
    expect(formatSaveChange({ kind: 'undo' }, { elapsedMs: 5, counted: true })).not.toContain('"u"');
    expect(formatSaveChange({ kind: 'undo' }, { elapsedMs: 5, counted: false, unrecorded: true })).not.toContain('"u"');
    const journal = formatSave(game) + formatSaveChange({ kind: 'play', tokens: ['1a'] }, { elapsedMs: 9, counted: true, unrecorded: true });
    expect(parseSave(journal)).toMatchObject({ counted: true, unrecorded: true, position: 2 });
    // a later line that counts it (or starts it afresh) forgets it
    expect(parseSave(journal + formatSaveChange({ kind: 'undo' }, { elapsedMs: 10, counted: true }))).not.toHaveProperty('unrecorded');
  });

  it("a save without it (an earlier freecell's) reads as before: counted is counted", () => {
    expect(parseSave(formatSave({ ...game, counted: true }))).toEqual({ ...game, counted: true });
  });

  it.each([
    ['false', false, true],
    ['a string', 'yes', true],
    ['true without counted', true, false],
  ])('refuses unrecorded %s', (_what, value, counted) => {
    expect(() => parseSave(resealed((f) => ((f.unrecorded = value), (f.counted = counted))))).toThrow(expect.objectContaining({ code: 'BAD_SAVE', params: { kind: 'bad-options' } }));
    const line = signed({ undo: 1, t: 5, c: counted, u: value });
    expect(() => parseSaveFile(formatSave(game) + line)).toThrow(expect.objectContaining({ code: 'BAD_SAVE', params: { kind: 'damaged-line', line: 2 } }));
  });
});

describe('a result waiting in another save, in a save', () => {
  it('is written only when true and counted (never with unrecorded), read back, and kept by journal lines', () => {
    const elsewhere: SavedGame = { ...game, counted: true, resultElsewhere: true };
    expect(formatSave(elsewhere)).toContain('"resultElsewhere":true');
    expect(parseSave(formatSave(elsewhere))).toEqual(elsewhere);
    expect(formatSave({ ...game, resultElsewhere: true })).not.toContain('resultElsewhere');
    expect(formatSave({ ...game, counted: true, unrecorded: true, resultElsewhere: true })).not.toContain('resultElsewhere');
    const journal = formatSave(elsewhere) + formatSaveChange({ kind: 'play', tokens: ['1a'] }, { elapsedMs: 9, counted: true });
    expect(parseSave(journal)).toMatchObject({ counted: true, resultElsewhere: true, position: 2 });
  });

  it.each([
    ['false', false, true, undefined],
    ['a string', 'yes', true, undefined],
    ['true without counted', true, false, undefined],
    ['true with unrecorded', true, true, true],
  ])('refuses resultElsewhere %s', (_what, value, counted, unrecorded) => {
    expect(() => parseSave(resealed((f) => ((f.resultElsewhere = value), (f.counted = counted), (f.unrecorded = unrecorded))))).toThrow(
      expect.objectContaining({ code: 'BAD_SAVE', params: { kind: 'bad-options' } }),
    );
  });
});

describe('files', () => {
  it('live in FREECELL_HOME, else XDG_STATE_HOME/freecell, else ~/.local/state/freecell', () => {
    expect(stateDir({ FREECELL_HOME: '/a', XDG_STATE_HOME: '/b' }, '/home/u')).toBe('/a');
    expect(stateDir({ XDG_STATE_HOME: '/b' }, '/home/u')).toBe('/b/freecell');
    expect(stateDir({}, '/home/u')).toBe('/home/u/.local/state/freecell');
  });

  it('take a FREECELL_HOME beginning with ~ (quoted, so not expanded by the shell) as under the home folder, never as a folder named ~', () => {
    expect(stateDir({ FREECELL_HOME: '~/games' }, '/home/u')).toBe('/home/u/games');
    expect(stateDir({ FREECELL_HOME: '~' }, '/home/u')).toBe('/home/u');
    expect(stateDir({ FREECELL_HOME: '~/games' }, undefined)).toBeUndefined();
  });

  it('ignore a relative XDG_STATE_HOME (the XDG rule), and have no folder when no home is known', () => {
    expect(stateDir({ XDG_STATE_HOME: 'state' }, '/home/u')).toBe('/home/u/.local/state/freecell');
    expect(stateDir({ XDG_STATE_HOME: '' }, '/home/u')).toBe('/home/u/.local/state/freecell');
    expect(stateDir({}, undefined)).toBeUndefined();
    expect(stateDir({ XDG_STATE_HOME: '/b' }, undefined)).toBe('/b/freecell');
  });

  it('are written whole or not at all, and a failure leaves the old file and no temporary file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-atomic-'));
    const file = path.join(dir, 'save.json');
    writeFileAtomic(file, 'old');
    writeFileAtomic(file, 'new');
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(() => writeFileAtomic(path.join(file, 'under-a-file.json'), 'x')).toThrow(expect.objectContaining({ code: 'FILE_SYSTEM', params: { reason: 'path-not-folder' } }));
    expect(fs.readdirSync(dir)).toEqual(['save.json']);
    // a write of the file itself that fails part way (the disk fills after a few bytes): the old text is left whole, and no temporary file
    const realWrite = realFs.writeSync;
    let writes = 0;
    const write = jest.spyOn(realFs, 'writeSync').mockImplementation(((fd: number, buffer: Buffer, offset: number, length: number) => {
      if (++writes > 1) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      return realWrite(fd, buffer, offset, Math.min(length, 3));
    }) as typeof fs.writeSync);
    try {
      expect(() => writeFileAtomic(file, 'a longer text')).toThrow(expect.objectContaining({ code: 'FILE_SYSTEM', params: { reason: 'no-space' } }));
    } finally {
      write.mockRestore();
    }
    expect(writes).toBe(2);
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fs.readdirSync(dir)).toEqual(['save.json']);
  });
});

describe('the save.json of earlier versions, moved into the games folder', () => {
  it('keeps the time the file was last played, taken from the file read even when its name is gone by the time it is looked up again', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-legacy-'));
    try {
      const legacy = path.join(dir, 'save.json');
      // a game whose moves play from its deal (the first ones of FreeCell's game 1), as a save moved must be
      fs.writeFileSync(legacy, formatSave({ ...game, variant: findVariant('freecell'), deal: { game: 1 }, moves: [['6a'], ['6b', '6h', 'bh', '6h']] }));
      const played = new Date('2024-05-06T07:08:09Z');
      fs.utimesSync(legacy, played, played);
      // another process removing save.json just after it was read: a look-up by its name finds nothing
      // (the module itself: the namespace imported above cannot be changed)
      const nodeFs = jest.requireActual<{ statSync: typeof fs.statSync }>('node:fs');
      const statSync = nodeFs.statSync;
      nodeFs.statSync = ((file: fs.PathLike, options?: fs.StatSyncOptions) => {
        if (String(file) === legacy) throw Object.assign(new Error(`ENOENT: no such file or directory, stat '${legacy}'`), { code: 'ENOENT' });
        return statSync(file, options);
      }) as typeof fs.statSync;
      let moved;
      try {
        moved = migrateLegacySave(dir, (saved) => void fromSavedGame(saved));
      } finally {
        nodeFs.statSync = statSync;
      }
      expect(moved.kind).toBe('migrated');
      const saves = listSaves(dir);
      expect(saves.map((s) => new Date(s.lastPlayed).toISOString())).toEqual([played.toISOString()]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

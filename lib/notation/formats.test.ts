// Every format parses what it prints, over positions from real games (fresh, half-played and won).

import * as fs from 'node:fs';
import * as path from 'node:path';
import { type BadBoardError, type Move, type PileRef, type Variant, Board, VARIANT_LIMITS, cell, column, dealBoard, findVariant, foundation, foundationFor, isSamePile, legalMoves, listVariants, makeMove, microsoftDeal, refineVariant, resolveMove, suitOf } from '../core';
import { readMoveTokens, replayMoves } from '../session';
import { describeError } from '../ui/describe-error';
import {
  type Setup,
  formatCs3500,
  formatFcs,
  formatJsonPosition,
  formatStandardMove,
  isStandardMoveOf,
  parseCs3500,
  parseFcsBoard,
  parseJsonPosition,
  parseCard,
  parseStandardMove,
  positionFromSetup,
  positionToJson,
} from '.';

const SOLUTIONS = path.join(__dirname, '..', '..', 'fixtures', 'solutions');

/** Positions every 9 moves along Freecell Solver's solutions of a few deals, the start and the end included. */
function corpus(variant: Variant, folder: string, deals: number[]): Board[] {
  const boards: Board[] = [];
  for (const deal of deals) {
    const tokens = readMoveTokens(fs.readFileSync(path.join(SOLUTIONS, folder, `ms-${deal}.txt`), 'utf8'));
    const result = replayMoves(dealBoard(variant, microsoftDeal(deal)), tokens);
    boards.push(dealBoard(variant, microsoftDeal(deal)));
    result.steps.forEach((step, i) => {
      if (i % 9 === 4 || i === result.steps.length - 1) boards.push(step.board);
    });
  }
  return boards;
}

/** Piles with foundations as a set of top cards: the fcs format names foundations by suit, not by slot. */
function fcsShape(b: Board): string {
  const v = b.variant;
  const cols = Array.from({ length: v.columns }, (_, i) => b.cards(column(i)).join(','));
  const cells = Array.from({ length: v.cells }, (_, i) => b.top(cell(i)));
  const founds = Array.from({ length: v.foundations }, (_, i) => b.top(foundation(i))).filter((c) => c >= 0).sort((x, y) => x - y);
  return JSON.stringify([cols, cells, founds]);
}

describe.each([
  ['freecell', [1, 2, 5, 617 % 100, 42]],
  ['bakers', [1, 2, 3, 8]],
])('round trips over positions of %s games', (name, deals) => {
  const variant = findVariant(name as string);
  const boards = corpus(variant, name as string, deals as number[]);

  it('has fresh, half-played and won positions', () => {
    expect(boards.length).toBeGreaterThan(40);
    expect(boards.some((b) => b.isCleared())).toBe(true);
    expect(boards.some((b) => b.foundationCount() > 10 && !b.isCleared())).toBe(true);
  });

  it('JSON: parse(format(board)) is the same board, foundation slots included', () => {
    for (const b of boards) {
      const back = parseJsonPosition(formatJsonPosition(b, { game: 1 }, ['3a']));
      expect(back.board.key()).toBe(b.key());
      expect(back.moves).toEqual(['3a']);
      expect(back.board.variant).toEqual(b.variant);
    }
  });

  it('CS 3500 text: parse(format(board)) is the same board, in symbols and in letters', () => {
    for (const b of boards) {
      expect(parseCs3500(formatCs3500(b), variant).key()).toBe(b.key());
      expect(parseCs3500(formatCs3500(b, true), variant).key()).toBe(b.key());
    }
  });

  it('CS 3500 text: a UTF-8 byte-order mark, and CRLF or CR line ends, read as the same board', () => {
    for (const b of boards) {
      const text = formatCs3500(b);
      expect(parseCs3500(`\uFEFF${text}`, variant).key()).toBe(b.key());
      expect(parseCs3500(text.replace(/\n/g, '\r\n'), variant).key()).toBe(b.key());
      expect(parseCs3500(text.replace(/\n/g, '\r'), variant).key()).toBe(b.key());
    }
  });

  it('CS 3500 text written by hand in lower case (f1:, o1:, c1:, cards as 10h) reads as the same board', () => {
    for (const b of boards) expect(parseCs3500(formatCs3500(b, true).toLowerCase(), variant).key()).toBe(b.key());
  });

  it('Freecell Solver boards: parse(format(board)) has the same columns, cells and foundations', () => {
    for (const b of boards) expect(fcsShape(parseFcsBoard(formatFcs(b), variant))).toBe(fcsShape(b));
  });

  it('Freecell Solver boards: reading puts the suits home on the foundations in the order the line lists them (H C D S)', () => {
    const suitsOn = (b: Board): number[] => Array.from({ length: variant.foundations }, (_, i) => b.top(foundation(i))).map((c) => (c < 0 ? -1 : suitOf(c)));
    let moved = 0;
    for (const b of boards) {
      const home = [2, 0, 1, 3].filter((s) => suitsOn(b).includes(s));
      const back = parseFcsBoard(formatFcs(b), variant);
      expect(suitsOn(back)).toEqual([...home, ...Array<number>(variant.foundations - home.length).fill(-1)]);
      if (!back.equals(b)) moved++;
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('standard notation: every legal move reads back as itself (its foundation chosen as a player would)', () => {
    let checked = 0;
    for (const b of boards) {
      for (const m of legalMoves(b)) {
        const text = formatStandardMove(m, b);
        const back = resolveMove(b, parseStandardMove(text, variant, b));
        const expected: Move = m.to.kind === 'foundation' ? { ...m, to: foundation(foundationFor(b, b.top(m.from))) } : m;
        expect(back).toEqual(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('standard notation with 13 columns, where column numbers run together', () => {
  // 5H from column 1 fits on 6C in column 12, and 4C from column 11 on 5D in column 2: "112" reads both ways, and both are legal.
  const variant = refineVariant(findVariant('freecell'), { columns: 13 });
  const board = parseFcsBoard(
    '5H\n5D\n:\n:\n:\n:\n:\n:\n:\n:\n4C\n6C\nKS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS KH QH JH TH 9H 8H 7H 6H 4H 3H 2H AH KD QD JD TD 9D 8D 7D 6D 4D 3D 2D AD KC QC JC TC 9C 8C 7C 5C 3C 2C AC\n',
    variant,
  );

  it('every legal move reads back as itself, a token that reads two ways written with its columns padded', () => {
    const moves = legalMoves(board);
    expect(moves.length).toBeGreaterThan(20);
    for (const m of moves) {
      const back = resolveMove(board, parseStandardMove(formatStandardMove(m, board), variant, board));
      expect(m.to.kind === 'foundation' ? back.from : back).toEqual(m.to.kind === 'foundation' ? m.from : m);
    }
    expect(formatStandardMove(resolveMove(board, { from: column(10), to: column(1) }), board)).toBe('1102');
    expect(formatStandardMove(resolveMove(board, { from: column(0), to: column(11) }), board)).toBe('0112');
    expect(formatStandardMove(resolveMove(board, { from: column(0), to: column(9) }), board)).toBe('110');
  });

  it('reads a padded column number only as wide as the highest one', () => {
    expect(parseStandardMove('1102', variant, board)).toEqual({ from: column(10), to: column(1), toEmpty: 'one' });
    expect(parseStandardMove('0112', variant, board)).toEqual({ from: column(0), to: column(11), toEmpty: 'one' });
    expect(() => parseStandardMove('00112', variant, board)).toThrow(expect.objectContaining({ code: 'BAD_NOTATION' }));
    expect(() => parseStandardMove('0102', findVariant('freecell'))).toThrow(expect.objectContaining({ code: 'BAD_NOTATION' }));
    // Freecell Solver's tokens with 10 columns keep their one reading: 102 is column 10 to column 2, never 1 to 02.
    const ten = findVariant('seahaven');
    expect(parseStandardMove('102', ten, dealBoard(ten, microsoftDeal(1)))).toEqual({ from: column(9), to: column(1), toEmpty: 'one' });
    expect(parseStandardMove('101', ten, dealBoard(ten, microsoftDeal(1)))).toEqual({ from: column(9), to: column(0), toEmpty: 'one' });
    expect(parseStandardMove('1002', ten)).toEqual({ from: column(9), to: column(1), toEmpty: 'one' });
  });
});


describe('standard notation under the any build rule, where every card fits on every card', () => {
  // Column 1 is one run of three under `any`: `12` alone carries the longest run that may move, so a shorter move needs its count.
  const variant = refineVariant(findVariant('freecell'), { buildBy: 'any' });
  const board = parseFcsBoard('KS 2H 9C\n5D\n', variant, { fullPack: false });

  it('every legal move reads back as itself', () => {
    const moves = legalMoves(board);
    expect(moves.filter((m) => m.from.kind === 'column' && m.to.kind === 'column' && board.size(m.to) > 0).map((m) => m.count)).toEqual(expect.arrayContaining([1, 2, 3]));
    for (const m of moves) {
      const back = resolveMove(board, parseStandardMove(formatStandardMove(m, board), variant, board));
      expect(m.to.kind === 'foundation' ? back.from : back).toEqual(m.to.kind === 'foundation' ? m.from : m);
    }
  });

  it('writes the count only when the plain token would carry another number of cards', () => {
    expect(formatStandardMove(makeMove(column(0), column(1), 3), board)).toBe('12');
    expect(formatStandardMove(makeMove(column(0), column(1), 1), board)).toBe('12v1');
    expect(formatStandardMove(makeMove(column(0), column(1), 2), board)).toBe('12v2');
  });
});

describe('malformed Freecell Solver boards get one specific error each', () => {
  const good = fs.readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'boards', 'ms-1.fcs'), 'utf8');
  const freecell = findVariant('freecell');
  const problem = (text: string): unknown => {
    try {
      parseFcsBoard(text, freecell);
    } catch (e) {
      return (e as BadBoardError).params;
    }
    return 'accepted';
  };
  const card = (text: string): number => parseCard(text)!;

  it.each([
    ['a missing card', good.replace('JD ', ''), 0, { kind: 'missing-cards', cards: [card('JD')] }],
    ['a duplicate card', good.replace('KD', 'JD'), 1, { kind: 'duplicate-card', card: card('JD'), first: { kind: 'column', index: 0 }, second: { kind: 'column', index: 0 } }],
    ['a bad rank', good.replace('KD', 'XD'), 1, { kind: 'not-a-card', token: 'XD' }],
    ['a bad suit', good.replace('KD', 'KX'), 1, { kind: 'not-a-card', token: 'KX' }],
    ['too many cells', `Freecells: - - - - -\n${good}`, 1, { kind: 'too-many-cells', given: 5, max: 4, variant: 'FreeCell' }],
    ['a bad foundation line', `Foundations: H-5 C-X\n${good}`, 1, { kind: 'not-a-foundation', token: 'C-X' }],
    ['a foundation contradicting the cards in play', `Foundations: D-A\n${good}`, 1, { kind: 'foundation-conflict', top: card('AD'), card: card('AD'), place: { kind: 'column', index: 4 } }],
    ['too many columns', `${good}AH\n`, 9, { kind: 'too-many-columns', max: 8, variant: 'FreeCell' }],
    // an empty file, or one of white space only (a file saved before it was written), has no board: not 52 cards listed as missing
    ['an empty file', '', 0, { kind: 'no-cards' }],
    ['a file of white space only', ' \r\n\t\n\u00a0\n', 0, { kind: 'no-cards' }],
  ])('%s', (_kind, text, line, expected) => {
    expect(problem(text)).toEqual({ line, problem: expected });
  });

  it('names the variant only where its table is the named variant\'s: with rule flags it is this game\'s own count', () => {
    const params = (text: string, variant: Variant): unknown => {
      try {
        parseFcsBoard(text, variant);
      } catch (e) {
        return (e as BadBoardError).params.problem;
      }
      return 'accepted';
    };
    expect(params(`Freecells: - - - -\n${good}`, refineVariant(freecell, { cells: 3 }))).toEqual({ kind: 'too-many-cells', given: 4, max: 3 });
    expect(params(`Freecells: - - - - -\n${good}`, refineVariant(freecell, { columns: 9 }))).toEqual({ kind: 'too-many-cells', given: 5, max: 4, variant: 'FreeCell' });
    expect(params(`${good}AH\n`, refineVariant(freecell, { columns: 7 }))).toEqual({ kind: 'too-many-columns', max: 7 });
    expect(params(`Freecells: - - - -\n${good}`, findVariant('freecell-3'))).toEqual({ kind: 'too-many-cells', given: 4, max: 3, variant: 'FreeCell with 3 cells' });
  });

  it('accepts a UTF-8 byte-order mark, and CRLF or CR line ends, as the same board', () => {
    const base = parseFcsBoard(good, freecell).key();
    expect(parseFcsBoard(`\uFEFF${good}`, freecell).key()).toBe(base);
    expect(parseFcsBoard(good.replace(/\n/g, '\r\n'), freecell).key()).toBe(base);
    expect(parseFcsBoard(good.replace(/\n/g, '\r'), freecell).key()).toBe(base);
    expect(parseFcsBoard(good.replace(/^(?=.)/gm, ': '), freecell).key()).toBe(base);
  });

  it('a later Foundations: line replaces the ones before it, as fc-solve documents (and as a later Freecells: line does)', () => {
    // Freecell Solver's README: "if there's more than one line like that, then the previous lines will be ignored and overridden".
    const top = 'Foundations: H-K C-K D-K S-K\nFreecells: 2C 3C 4C 5C\n';
    const board = parseFcsBoard(`${top}Foundations: C-A\nFreecells: 3D\n${good.replace(/ AC\b/, '').replace(/ 3D\b/, '')}`, freecell);
    expect(board.cards(foundation(0))).toEqual([card('AC')]);
    expect(Array.from({ length: 4 }, (_, i) => board.top(cell(i)))).toEqual([card('3D'), -1, -1, -1]);
    // within one line a suit given twice is still a mistake
    expect(problem(`Foundations: C-A C-A\n${good}`)).toEqual({ line: 1, problem: { kind: 'foundation-twice', suit: suitOf(card('AC')) } });
  });

  it('reads 0 as the rank ten in a card (0H is 10H), as fc-solve does; 0 stays "none" on a foundation', () => {
    expect(good).toMatch(/T/);
    expect(parseFcsBoard(good.replace(/T/g, '0'), freecell).key()).toBe(parseFcsBoard(good, freecell).key());
    expect(parseFcsBoard(good.replace(/T/g, '10'), freecell).key()).toBe(parseFcsBoard(good, freecell).key());
    expect(parseFcsBoard(`Foundations: H-0 S-0\n${good}`, freecell).key()).toBe(parseFcsBoard(good, freecell).key());
    expect(problem(good.replace('KD', '0X'))).toEqual({ line: 1, problem: { kind: 'not-a-card', token: '0X' } });
    expect(problem(good.replace('KD', '00D'))).toEqual({ line: 1, problem: { kind: 'not-a-card', token: '00D' } });
  });

  it('reads a blank line between two columns as an empty column, as fc-solve does; blank lines around the columns are ignored', () => {
    // Freecell Solver's solution of this file (fc-solve -m -snx) begins 2h 4h: column 3 is the blank line.
    const text = '\nFoundations: H-5 C-5 D-5 S-5\n\nKS QH JC TD 9S 8H 7C\n6D\n\nKH QC JD TS 9H 8C 7D 6S\n  \nKD QS JH TC 9D 8S 7H 6C\n# no column\nKC QD JS TH 9C 8D 7S 6H\n\n\n';
    const board = parseFcsBoard(text, freecell);
    expect(Array.from({ length: 8 }, (_, i) => board.size(column(i)))).toEqual([7, 1, 0, 8, 0, 8, 8, 0]);
    expect(() => parseFcsBoard(`${good.replace('\n', '\n\n')}`, freecell)).toThrow(expect.objectContaining({ params: { line: 9, problem: { kind: 'too-many-columns', max: 8, variant: 'FreeCell' } } }));
  });
});

describe("every position Freecell Solver prints along its solution reads as the position the solution reaches here", () => {
  const folder = path.join(SOLUTIONS, 'positions');
  const read = (name: string): string => fs.readFileSync(path.join(folder, name), 'utf8');
  /** The positions of fc-solve -p -sam output, one text each, the start first. */
  const printed = (text: string): string[] =>
    text
      .split(/^=+$/m)
      .map((chunk) => chunk.split('\n').filter((l) => /^(Foundations:|Freecells:|:)/.test(l)).join('\n'))
      .filter((position) => position !== '');
  /** Columns and foundations as they are, cells as a set: fc-solve writes its cells in slots of four characters and reads them as a list (see below). */
  const shape = (b: Board): string => {
    const cells = Array.from({ length: b.variant.cells }, (_, i) => b.top(cell(i))).filter((c) => c >= 0).sort((x, y) => x - y);
    return JSON.stringify([JSON.parse(fcsShape(b))[0], cells, JSON.parse(fcsShape(b))[2]]);
  };

  it.each([
    ['ms-24-p-sam.txt', 'ms-24.fcs', 'freecell'],
    ['seahaven-1-p-t-sam.txt', 'seahaven-1.fcs', 'seahaven'],
  ])('%s', (output, board, name) => {
    const variant = findVariant(name);
    const text = read(output);
    const positions = printed(text);
    const result = replayMoves(parseFcsBoard(read(board), variant), readMoveTokens(text));
    expect(result.failure).toBeUndefined();
    expect(result.won).toBe(true);
    expect(positions).toHaveLength(result.steps.length + 1);
    expect(shape(parseFcsBoard(positions[0]!, variant))).toBe(shape(parseFcsBoard(read(board), variant)));
    result.steps.forEach((step, i) => expect([i + 1, shape(parseFcsBoard(positions[i + 1]!, variant))]).toEqual([i + 1, shape(step.board)]));
  });

  it('reads the cells of a Freecells: line in order, as fc-solve reads its own slots of four characters (an empty slot is not an empty cell)', () => {
    const freecell = findVariant('freecell');
    const board = parseFcsBoard(read('ms-24-gap-cell.fcs'), freecell);
    expect(read('ms-24-gap-cell.fcs')).toMatch(/^Freecells: {6}8H {2}2H {2}4S$/m);
    expect(Array.from({ length: 4 }, (_, i) => board.top(cell(i)))).toEqual([parseCard('8H'), parseCard('2H'), parseCard('4S'), -1]);
    expect(board.key()).toBe(parseFcsBoard(read('ms-24-gap-cell-read-by-fc-solve.txt'), freecell).key());
  });
});

describe('positionFromSetup: the one validation of every format', () => {
  const freecell = findVariant('freecell');
  const c = (text: string): number => parseCard(text);
  const setup = (over: Partial<Setup>): Setup => ({ variant: freecell, columns: [], cells: [], foundations: [], ...over });
  /** The code and the English sentence of the error a setup is refused with. */
  const reason = (s: Setup, fullPack = false): string => {
    try {
      positionFromSetup(s, { fullPack });
    } catch (e) {
      return `${(e as BadBoardError).code}: ${describeError(e as BadBoardError, 'en')}`;
    }
    return 'accepted';
  };

  it.each([
    ['nine columns', setup({ columns: Array.from({ length: 9 }, (_, i) => [i]), lines: { columns: [1, 2, 3, 4, 5, 6, 7, 8, 9] } }), 'BAD_BOARD: Line 9: more than 8 columns (FreeCell has 8).'],
    ['five cells', setup({ cells: [0, 1, 2, 3, 4] }), 'BAD_BOARD: 5 free cells given, but FreeCell has 4.'],
    ['a card in a column and a cell', setup({ columns: [[c('AH')]], cells: [c('AH')] }), 'BAD_BOARD: AH appears twice (column 1 and cell 1).'],
    ['a foundation that skips a rank', setup({ foundations: [[c('AH'), c('3H')]] }), 'BAD_BOARD: A foundation runs from the Ace up in one suit.'],
    ['a foundation of two suits', setup({ foundations: [[c('AH'), c('2S')]] }), 'BAD_BOARD: A foundation runs from the Ace up in one suit.'],
    ['one suit on two foundations', setup({ foundations: [[c('AH')], [c('AH'), c('2H')]] }), 'BAD_BOARD: The H foundation is given twice.'],
    ['a fifth foundation', setup({ foundations: [[], [], [], [], [c('AH')]] }), 'BAD_BOARD: More foundations than 4.'],
    ['a fifth foundation, empty', setup({ columns: [[c('AH')]], foundations: [[], [], [], [], []] }), 'BAD_BOARD: More foundations than 4.'],
    ['a foundation card also in play', setup({ columns: [[c('2H')]], foundations: [[c('AH'), c('2H')]] }), 'BAD_BOARD: Foundation H-2 holds 2H, which is also in column 1.'],
    ['no card', setup({}), 'BAD_BOARD: The board has no cards.'],
  ])('refuses %s', (_kind, s, message) => {
    expect(reason(s)).toBe(message);
  });

  it('refuses a partial pack when the full one is required, and deals a valid setup as the engine would', () => {
    expect(reason(setup({ columns: [[c('AH')]] }), true)).toMatch(/^BAD_BOARD: 51 cards are missing: AC /);
    const dealt = dealBoard(freecell, microsoftDeal(1));
    const columns = Array.from({ length: 8 }, (_, i) => dealt.column(i));
    expect(positionFromSetup(setup({ columns })).key()).toBe(dealt.key());
  });

  it('every format reports a duplicate card through it, in the same words', () => {
    const fcs = () => parseFcsBoard('AH 2S\n3D AH\n', freecell, { fullPack: false });
    const cs3500 = () => parseCs3500('C1: AH, 2S\nC2: 3D, AH', freecell, { fullPack: false });
    const json = () => parseJsonPosition(JSON.stringify({ format: 'freecell-position', version: 1, variant: 'freecell', columns: [['AH', '2S'], ['3D', 'AH']], cells: [], foundations: [] }));
    const problem = { kind: 'duplicate-card', card: c('AH'), first: { kind: 'column', index: 0 }, second: { kind: 'column', index: 1 } };
    expect(fcs).toThrow(expect.objectContaining({ code: 'BAD_BOARD', params: { line: 2, problem } }));
    expect(cs3500).toThrow(expect.objectContaining({ code: 'BAD_BOARD', params: { line: 2, problem } }));
    expect(json).toThrow(expect.objectContaining({ code: 'BAD_BOARD', params: { line: 0, problem } }));
  });

  it('a JSON position with more foundations than the variant has is refused, even when the extra ones are empty', () => {
    const dealt = formatJsonPosition(dealBoard(freecell, microsoftDeal(1)), { game: 1 }, []);
    const five = JSON.stringify({ ...(JSON.parse(dealt) as object), foundations: [null, null, null, null, null] });
    expect(() => parseJsonPosition(five)).toThrow(expect.objectContaining({ code: 'BAD_BOARD', params: { line: 0, problem: { kind: 'too-many-foundations', max: 4 } } }));
  });
});

describe('parseJsonPosition: the fields that name the format', () => {
  const body = '"columns":[["AH"]],"cells":[],"foundations":[]';
  /** The sentence a JSON position is refused with, in `lang`. */
  const refused = (text: string, lang: 'en' | 'pt' = 'en'): string => {
    try {
      parseJsonPosition(text);
    } catch (e) {
      return describeError(e as BadBoardError, lang);
    }
    return 'accepted';
  };

  it.each([
    ['no variant', `{"format":"freecell-position","version":1,${body}}`, 'The "variant" field is missing.', 'Falta o campo "variant".'],
    ['no version', `{"format":"freecell-position","variant":"freecell",${body}}`, 'The "version" field is missing.', 'Falta o campo "version".'],
    [
      'a version too large to read',
      `{"format":"freecell-position","version":1e400,"variant":"freecell",${body}}`,
      'The version is a number too large to read (this program reads version 1).',
      'A versão é um número grande demais para ler (este programa lê a versão 1).',
    ],
    ['a version as typed', `{"format":"freecell-position","version":"2","variant":"freecell",${body}}`, 'Unsupported version "2" (this program reads version 1).', 'Versão "2" não suportada (este programa lê a versão 1).'],
    ['a variant that is a list', `{"format":"freecell-position","version":1,"variant":["freecell"],${body}}`, 'The variant is a list, not a name.', 'A variante é uma lista, não um nome.'],
    ['an unknown variant', `{"format":"freecell-position","version":1,"variant":"spider",${body}}`, 'Unknown variant "spider".', 'Variante desconhecida "spider".'],
    [
      'lists nested 100,000 deep',
      `{"format":"freecell-position","version":1,"variant":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      'Lists and objects nest more than 32 deep, far deeper than a position needs.',
      'Listas e objetos aninhados em mais de 32 níveis, muito mais do que uma posição precisa.',
    ],
  ])('names %s', (_what, text, english, portuguese) => {
    expect(refused(text)).toBe(english);
    expect(refused(text, 'pt')).toBe(portuguese);
  });

  it('names the line where text edited by hand stops being JSON (a no-break space, a comma too many), the whole file when it ends too soon', () => {
    const lines = ['{', '"format":"freecell-position",', '"version":1,', '"variant":"freecell",', body + ','];
    for (const [text, line] of [[`${lines.join('\n')}\n}`, 6], [lines.join('\r\n').replace('"version"', '\u00a0"version"'), 3], [lines.join('\n'), 0]] as const) {
      expect(() => parseJsonPosition(text)).toThrow(expect.objectContaining({ code: 'BAD_BOARD', line, problem: expect.objectContaining({ kind: 'not-json' }) }));
    }
  });

  it("says where in the line, in the player's language, without the JSON parser's English", () => {
    const words = (text: string, lang: 'en' | 'pt'): string => {
      try {
        parseJsonPosition(text);
      } catch (e) {
        return describeError(e as BadBoardError, lang);
      }
      return 'accepted';
    };
    const text = '{\n  "columns": [\n    ["AS", ]\n  ]\n}\n';
    // the same form as a settings or statistics file that is not JSON: what is wrong, then the line and the column
    expect(words(text, 'en')).toBe('Not valid JSON: line 3, column 12.');
    expect(words(text, 'pt')).toBe('Não é um JSON válido: linha 3, coluna 12.');
    expect(words('{"format":', 'en')).toBe('Not valid JSON: the text ends too soon.');
    expect(words('{"format":', 'pt')).toBe('Não é um JSON válido: o texto termina cedo demais.');
  });
});

describe('parseJsonPosition: where the position came from (deal, moves, won)', () => {
  const dealt = JSON.parse(formatJsonPosition(dealBoard(findVariant('freecell')!, microsoftDeal(1)), { game: 1 }, [])) as Record<string, unknown>;
  const cleared = { ...dealt, columns: [[], [], [], [], [], [], [], []], cells: [null, null, null, null], foundations: ['KC', 'KD', 'KH', 'KS'] };
  const text = (o: Record<string, unknown>, change: Record<string, unknown>): string => JSON.stringify({ ...o, ...change });
  const refused = (json: string, lang: 'en' | 'pt' = 'en'): string => {
    try {
      parseJsonPosition(json);
    } catch (e) {
      return describeError(e as BadBoardError, lang);
    }
    return 'accepted';
  };

  it('reads back every deal, moves and won the program writes, and positions without them', () => {
    expect(parseJsonPosition(text(dealt, {}))).toMatchObject({ deal: { game: 1 }, moves: [] });
    expect(parseJsonPosition(text(cleared, { won: true, moves: ['6a', '15v2', '53(3)', 'ah', '8h'] }))).toMatchObject({ moves: ['6a', '15v2', '53(3)', 'ah', '8h'] });
    for (const deal of [{ pysol: '45508856405861261758' }, { deck: 'my deck.txt' }, { board: 'b.json' }, { game: 8589934591 }]) expect(parseJsonPosition(text(dealt, { deal })).deal).toEqual(deal);
    const { deal: _deal, moves: _moves, won: _won, ...bare } = dealt;
    expect(parseJsonPosition(JSON.stringify(bare))).toMatchObject({ deal: { board: 'json' }, moves: [] });
    expect(parseJsonPosition(JSON.stringify({ ...bare, columns: cleared.columns, cells: cleared.cells, foundations: cleared.foundations })).board.isCleared()).toBe(true);
  });

  it.each([
    ['won with cards not home', text(dealt, { won: true }), 'The position says it is won ("won": true), but not every card is on the foundations.', 'A posição diz que está ganha ("won": true), mas nem todas as cartas estão nas fundações.'],
    ['not won with every card home', text(cleared, { won: false }), 'The position says it is not won ("won": false), but every card is on the foundations.', 'A posição diz que não está ganha ("won": false), mas todas as cartas estão nas fundações.'],
    ['won that is not true or false', text(dealt, { won: 'no' }), 'The "won" field is "no", not true or false.', 'O campo "won" é "no", não true nem false.'],
    ['moves that are not a list', text(dealt, { moves: '6a 6b' }), 'The "moves" field is "6a 6b", not a list of moves.', 'O campo "moves" é "6a 6b", não uma lista de movimentos.'],
    ['a move that is no move at all', text(dealt, { moves: ['6a', 'zz'] }), 'Move 2 of "moves", "zz", is not a move of FreeCell.', 'O movimento 2 de "moves", "zz", não é um movimento de FreeCell.'],
    ['a move of a column the game does not have', text(dealt, { moves: ['9a'] }), 'Move 1 of "moves", "9a", is not a move of FreeCell.', 'O movimento 1 de "moves", "9a", não é um movimento de FreeCell.'],
    ['a move that is not text', text(dealt, { moves: ['6a', 63] }), 'Move 2 of "moves", 63, is not a move of FreeCell.', 'O movimento 2 de "moves", 63, não é um movimento de FreeCell.'],
    ['a move that is a list', text(dealt, { moves: [['6a']] }), 'Move 1 of "moves", a list, is not a move of FreeCell.', 'O movimento 1 de "moves", uma lista, não é um movimento de FreeCell.'],
  ])('refuses %s, naming it', (_what, json, english, portuguese) => {
    expect(refused(json)).toBe(english);
    expect(refused(json, 'pt')).toBe(portuguese);
  });

  it.each([
    [null, 'null', 'null'],
    [[], 'a list', 'uma lista'],
    [[1], 'a list', 'uma lista'],
    ['x', '"x"', '"x"'],
    [5, '5', '5'],
  ])('refuses the rules %j, naming the field (a position without "rules" has its variant\'s)', (rules, english, portuguese) => {
    expect(refused(text(dealt, { rules }))).toBe(`The "rules" field is ${english}, not an object of rules.`);
    expect(refused(text(dealt, { rules }), 'pt')).toBe(`O campo "rules" é ${portuguese}, não um objeto de regras.`);
    const { rules: _rules, ...without } = dealt;
    expect(refused(JSON.stringify(without))).toBe('accepted');
    expect(refused(text(dealt, { rules: {} }))).toBe('accepted');
  });

  const DEAL_EN = 'The "deal" field is not { "game": N } (N from 1 to 8589934591), { "pysol": "N" } (N from 32000), { "deck": "NAME" } or { "board": "NAME" }.';
  const DEAL_PT = 'O campo "deal" não é { "game": N } (N de 1 a 8589934591), { "pysol": "N" } (N a partir de 32000), { "deck": "NOME" } nem { "board": "NOME" }.';
  it.each([[{ game: 0 }], [{ game: 8589934592 }], [{ game: '1' }], [{ pysol: '5' }], [{ pysol: 45508856405861261758 }], [{ deck: 3 }], [{}], ['1'], [[1]], [null]])('refuses the deal %j, naming the field', (deal) => {
    expect(refused(text(dealt, { deal }))).toBe(DEAL_EN);
    expect(refused(text(dealt, { deal }), 'pt')).toBe(DEAL_PT);
  });
});

describe('positionToJson and formatJsonPosition write only what parseJsonPosition reads back', () => {
  const board = dealBoard(findVariant('freecell'), microsoftDeal(1));
  const refusal = (write: () => unknown, lang: 'en' | 'pt' = 'en'): string => {
    try {
      write();
    } catch (e) {
      const err = e as BadBoardError;
      return `${err.code} ${(err.params as unknown as { option?: string }).option}: ${describeError(err, lang)}`;
    }
    return 'written';
  };

  it.each([
    [{ game: 0 }, 'deal.game', 'deal.game cannot be 0: it must be a whole number from 1 to 8589934591.'],
    [{ game: 2 ** 40 }, 'deal.game', 'deal.game cannot be 1099511627776: it must be a whole number from 1 to 8589934591.'],
    [{ game: 1.5 }, 'deal.game', 'deal.game cannot be 1.5: it must be a whole number from 1 to 8589934591.'],
    [{ pysol: 31999n }, 'deal.pysol', 'deal.pysol cannot be 31999n: it must be a PySol game number from 32000, as text ("32000").'],
    [{ pysol: '31999' }, 'deal.pysol', 'deal.pysol cannot be "31999": it must be a PySol game number from 32000, as text ("32000").'],
    [{ pysol: 32000 }, 'deal.pysol', 'deal.pysol cannot be 32000: it must be a PySol game number from 32000, as text ("32000").'],
    [{ deck: 3 }, 'deal.deck', 'deal.deck cannot be 3: it must be text.'],
    [{ board: null }, 'deal.board', 'deal.board cannot be null: it must be text.'],
    [{ game: 1, deck: 'x.txt' }, 'deal', 'deal must have exactly one of the fields game, pysol, deck, board.'],
    [{}, 'deal', 'deal must have exactly one of the fields game, pysol, deck, board.'],
    [{ seed: 1 }, 'deal', 'deal must have exactly one of the fields game, pysol, deck, board.'],
  ])('refuses the deal %p with BAD_OPTION naming %s', (deal, option, sentence) => {
    for (const write of [() => positionToJson(board, deal as never), () => formatJsonPosition(board, deal as never)]) {
      expect(refusal(write)).toBe(`BAD_OPTION ${option}: ${sentence}`);
    }
  });

  it('refuses text deals the reader would refuse, in both languages', () => {
    expect(refusal(() => formatJsonPosition(board, { pysol: 'abc' }))).toMatch(/^BAD_OPTION deal\.pysol: /);
    expect(refusal(() => formatJsonPosition(board, { pysol: '31999' }))).toMatch(/^BAD_OPTION deal\.pysol: /);
    expect(refusal(() => formatJsonPosition(board, { game: 1, deck: 'x' }), 'pt')).toBe('BAD_OPTION deal: deal deve ter exatamente um dos campos game, pysol, deck, board.');
  });

  it('refuses moves that are not moves of the variant, naming the first', () => {
    expect(refusal(() => positionToJson(board, { game: 1 }, ['6a', '9a']))).toMatch(/^BAD_OPTION moves\[1\]: moves\[1\] cannot be .*9a.*: it must be a move of FreeCell in standard notation \(3a, a5, 8h, 53\)\.$/);
    expect(refusal(() => formatJsonPosition(board, { game: 1 }, ['zz']), 'pt')).toMatch(/^BAD_OPTION moves\[0\]: moves\[0\] não pode ser .*zz.*: o valor deve ser um movimento de FreeCell em notação padrão \(3a, a5, 8h, 53\)\.$/);
  });

  it('refuses a won the cards contradict', () => {
    expect(refusal(() => positionToJson(board, { game: 1 }, [], true))).toBe('BAD_OPTION won: won cannot be true: not every card of the board is on the foundations.');
    expect(refusal(() => positionToJson(board, { game: 1 }, [], true), 'pt')).toBe('BAD_OPTION won: won não pode ser true: nem todas as cartas do tabuleiro estão nas fundações.');
    const cleared = parseFcsBoard('Foundations: H-K C-K D-K S-K\n', findVariant('freecell'));
    expect(refusal(() => positionToJson(cleared, { board: 'b.txt' }, [], false))).toBe('BAD_OPTION won: won cannot be false: every card of the board is on the foundations.');
    expect(positionToJson(cleared, { board: 'b.txt' }, [], true).won).toBe(true);
  });

  it('writes every deal, moves and won it takes so that the reader reads them back', () => {
    for (const deal of [{ game: 1 }, { game: 8589934591 }, { pysol: '32000' }, { pysol: '45508856405861261758' }, { deck: 'my deck.txt' }, { board: 'b.json' }]) {
      const back = parseJsonPosition(JSON.stringify(positionToJson(board, deal, ['6a', '15v2'], false)));
      expect([back.deal, back.moves]).toEqual([deal, ['6a', '15v2']]);
      expect(parseJsonPosition(formatJsonPosition(board, deal, ['6a'])).deal).toEqual(deal);
    }
  });
});

describe('standard notation for every cell count the rules accept', () => {
  /** The moves whose text a cell count can change: each cell to and from the first and last column, the first and last cell and the foundations; every pair of cells when `allPairs`. */
  function movesNamingCells(variant: Variant, allPairs: boolean): Move[] {
    const cells = Array.from({ length: variant.cells }, (_, i) => cell(i));
    const columns = [column(0), column(variant.columns - 1)];
    const others = allPairs ? cells : [cell(0), cell(variant.cells - 1)];
    const moves: Move[] = [];
    for (const c of cells) {
      for (const p of [...columns, ...others]) {
        if (isSamePile(c, p)) continue;
        moves.push(makeMove(c, p), makeMove(p, c));
      }
      moves.push(makeMove(c, foundation(0)));
    }
    return moves;
  }

  /** The moves the text of a move read back gets wrong: `[text, what it read]` for each. */
  function misread(board: Board, moves: readonly Move[]): [string, unknown][] {
    const wrong: [string, unknown][] = [];
    for (const m of moves) {
      const text = formatStandardMove(m, board);
      const back = parseStandardMove(text, board.variant, board);
      const same = isSamePile(back.from, m.from) && (m.to.kind === 'foundation' ? back.to.kind === 'foundation' : back.to.index !== undefined && isSamePile(back.to as PileRef, m.to)) && (back.count ?? 1) === m.count;
      if (!same) wrong.push([text, back]);
    }
    return wrong;
  }

  it.each(listVariants().map((r) => r.variant.id))('%s: with every number of cells, a move to or from any cell reads back as itself', (id) => {
    const base = findVariant(id);
    let checked = 0;
    for (let cells = base.cellsDealt; cells <= VARIANT_LIMITS.cells.max; cells++) {
      const variant = refineVariant(base, { cells });
      const moves = movesNamingCells(variant, cells === VARIANT_LIMITS.cells.max);
      expect(misread(Board.empty(variant), moves)).toEqual([]);
      checked += moves.length;
    }
    expect(checked).toBeGreaterThan(40000);
  });

  it('with every number of columns, a move between any two piles (a run onto an empty column too) reads back as itself', () => {
    let checked = 0;
    for (let columns = VARIANT_LIMITS.columns.min; columns <= VARIANT_LIMITS.columns.max; columns++) {
      const variant = refineVariant(findVariant('freecell'), { columns, cells: 12 });
      const sample = [...new Set([0, 1, 8, 9, 10, 11, columns - 2, columns - 1].filter((i) => i < columns))].map((i) => column(i));
      const moves = movesNamingCells(variant, false);
      for (const a of sample) for (const b of sample) if (!isSamePile(a, b)) moves.push(makeMove(a, b), makeMove(a, b, 3));
      expect(misread(Board.empty(variant), moves)).toEqual([]);
      checked += moves.length;
    }
    expect(checked).toBeGreaterThan(20000);
  });

  it('isStandardMoveOf says yes to every token written for a game of those piles, and no to a token naming a pile it does not have', () => {
    for (const [columns, cells] of [[8, 4], [10, 0], [13, 12], [4, 1]] as const) {
      const variant = refineVariant(findVariant('freecell'), { columns, cells });
      const board = Board.empty(variant);
      const moves = movesNamingCells(variant, true);
      for (let a = 0; a < columns; a++) for (let b = 0; b < columns; b++) if (a !== b) moves.push(makeMove(column(a), column(b)), makeMove(column(a), column(b), 3));
      const refused = moves.map((m) => formatStandardMove(m, board)).filter((t) => !isStandardMoveOf(t, variant));
      expect(refused).toEqual([]);
      expect(moves.length).toBeGreaterThan(columns * (columns - 1));
    }
    const piles = { columns: 8, cells: 4 };
    expect(['6a', '15v2', 'dh', '53(3)', '6A', '8h'].filter((t) => !isStandardMoveOf(t, piles))).toEqual([]);
    // no such pile, no pile at all, a count of no card or off a column move, a move out of the foundations, white space around it
    expect(['69', '9h', 'eh', '[11]h', 'zz', 'tt', '3', '', '15v0', '6av2', 'h1', ' 6a', '6a\n', '1102'].filter((t) => isStandardMoveOf(t, piles))).toEqual([]);
  });

  it('names the first ten cells by letter and the rest by number in brackets, which no other token spells', () => {
    const variant = refineVariant(findVariant('freecell'), { cells: 12, columns: 13 });
    const board = Board.empty(variant);
    expect(formatStandardMove(makeMove(column(2), cell(9)), board)).toBe('3m');
    expect(formatStandardMove(makeMove(column(2), cell(10)), board)).toBe('3[11]');
    expect(formatStandardMove(makeMove(cell(11), column(12)), board)).toBe('[12]13');
    expect(formatStandardMove(makeMove(cell(11), foundation(0)), board)).toBe('[12]h');
    expect(formatStandardMove(makeMove(cell(10), cell(0)), board)).toBe('[11]a');
    expect(parseStandardMove('[11][12]', variant)).toEqual({ from: cell(10), to: cell(11), toEmpty: 'one' });
    const bad = (token: string): unknown => {
      try {
        return parseStandardMove(token, variant);
      } catch (e) {
        return (e as { code?: string; params?: unknown }).params;
      }
    };
    // A cell with a letter has only its letter; a cell the game does not have, a leading zero, or a count on a cell move is refused.
    expect(bad('3[3]')).toEqual({ token: '3[3]', reason: 'pile' });
    expect(bad('3[13]')).toEqual({ token: '3[13]', reason: 'pile' });
    expect(bad('3[011]')).toEqual({ token: '3[011]', reason: 'pile' });
    expect(bad('3[11]v2')).toEqual({ token: '3[11]v2', reason: 'count' });
    expect(bad('3[11')).toEqual({ token: '3[11', reason: 'shape' });
    // The sentence lists the cells by the names the notation gives them.
    const words = (lang: 'en' | 'pt'): string => {
      try {
        parseStandardMove('3[13]', variant);
      } catch (e) {
        return describeError(e as BadBoardError, lang, { variant, card: String });
      }
      return 'no error';
    };
    expect(words('en')).toContain('cells a to g, k to m and [11] to [12]');
    expect(words('pt')).toContain('as células são a, b, c, d, e, f, g, k, l, m, [11] a [12]; h indica as fundações.');
  });

  it("reads the classic program's home cells h to k as the foundations, where the game has no cell of that letter", () => {
    const four = findVariant('freecell');
    const foundationRead = (token: string, variant: Variant): unknown => {
      try {
        const r = parseStandardMove(token, variant);
        return r.to.kind === 'foundation' ? 'foundations' : r.to;
      } catch (e) {
        return (e as { params?: { reason?: string } }).params?.reason;
      }
    };
    // The classic program writes the home cells h, i, j and k (its solution files, "for any that you move yourself").
    expect(['3h', '3i', '3j', '3k', 'aI', 'dK'].map((t) => foundationRead(t, four))).toEqual(['foundations', 'foundations', 'foundations', 'foundations', 'foundations', 'foundations']);
    expect(['3i', '3j', '3k'].every((t) => isStandardMoveOf(t, four))).toBe(true);
    // With eight cells or more, k is the eighth cell, as Freecell Solver names it; i and j name no cell anywhere.
    const eight = refineVariant(four, { cells: 8 });
    expect(foundationRead('3k', eight)).toEqual(cell(7));
    expect(foundationRead('3i', eight)).toBe('foundations');
    // Out of the foundations is still no move, and the program still writes h.
    expect(['i3', 'j3', 'k3', 'ia'].filter((t) => isStandardMoveOf(t, four))).toEqual([]);
    expect(formatStandardMove(makeMove(column(2), foundation(0)), Board.empty(four))).toBe('3h');
  });

  it('a count on a move naming a column or cell the game does not have is refused for that pile, not for its count', () => {
    const freecell = findVariant('freecell');
    const reason = (token: string, variant: Variant = freecell): unknown => {
      try {
        parseStandardMove(token, variant);
      } catch (e) {
        return (e as { params?: { reason?: string } }).params?.reason;
      }
      return 'read';
    };
    // 9 to 3 is a move between columns, which takes a count: what is wrong is column 9.
    expect(['93', '93v3', '39v3', '39(3)', '93(3)'].map((t) => reason(t))).toEqual(['pile', 'pile', 'pile', 'pile', 'pile']);
    expect(reason('0113v2', refineVariant(freecell, { columns: 10 }))).toBe('pile');
    // a count on a move that is not between columns, whose piles exist, is what is wrong
    expect(['3av2', 'a3v2', '3hv2'].map((t) => reason(t))).toEqual(['count', 'count', 'count']);
    expect(['3ev2', '9av2'].map((t) => reason(t))).toEqual(['pile', 'pile']);
  });
});

describe('CS 3500 pile labels are numbered as the model writes them, without leading zeros', () => {
  const variant = findVariant('freecell');
  const text = formatCs3500(dealBoard(variant, microsoftDeal(1)), true);
  it.each([
    ['C5', 'C05', 13],
    ['O2', 'O02', 6],
    ['F1', 'F01', 1],
    ['C1', 'C001', 9],
  ])('%s written %s is refused, naming the label and its line', (label, written, line) => {
    const changed = text.replace(new RegExp(`^${label}:`, 'm'), `${written}:`);
    expect(() => parseCs3500(changed, variant)).toThrow(expect.objectContaining({ code: 'BAD_BOARD', params: { line, problem: { kind: 'leading-zero', token: written } } }));
  });
});

describe('a CS 3500 open pile given twice', () => {
  const variant = findVariant('freecell');
  // O1 holds AH, then a second O1 line holds 2H: neither card may be dropped in silence
  const text = 'F1:\nF2:\nF3:\nF4:\nO1: AH\nO1: 2H\nO2:\nO3:\nO4:\nC1: 3H\n';
  const refused = (lang: 'en' | 'pt'): string => {
    try {
      parseCs3500(text, variant, { fullPack: false });
    } catch (e) {
      return describeError(e as BadBoardError, lang);
    }
    return 'accepted';
  };

  it('is refused, naming the cell and the line of its second copy (as a foundation given twice is)', () => {
    expect(() => parseCs3500(text, variant, { fullPack: false })).toThrow(expect.objectContaining({ code: 'BAD_BOARD', params: { line: 6, problem: { kind: 'cell-twice', index: 0 } } }));
    expect(() => parseCs3500(text.replace('O1: 2H', 'O1:'), variant, { fullPack: false })).toThrow(expect.objectContaining({ params: { line: 6, problem: { kind: 'cell-twice', index: 0 } } }));
    expect(refused('en')).toBe('Line 6: cell 1 (O1) is given twice.');
    expect(refused('pt')).toBe('Linha 6: a célula 1 (O1) aparece duas vezes.');
  });
});

describe('a CS 3500 pile label with a leading zero, in words', () => {
  const variant = findVariant('freecell');
  const text = formatCs3500(dealBoard(variant, microsoftDeal(1)), true).replace(/^C5:/m, 'C05:');
  const refused = (lang: 'en' | 'pt'): string => {
    try {
      parseCs3500(text, variant);
    } catch (e) {
      return describeError(e as BadBoardError, lang);
    }
    return 'accepted';
  };
  it.each([
    ['en', '"C05" is not a pile label: CS 3500 text numbers its piles without leading zeros (C5).'],
    ['pt', '"C05" não é um rótulo de pilha: o texto do CS 3500 numera as pilhas sem zeros à esquerda (C5).'],
  ] as const)('%s', (lang, sentence) => {
    expect(refused(lang)).toContain(sentence.replace(/\.$/, ''));
  });
});

import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Variant, cell, column, dealBoard, findVariant, findViolation, microsoftDeal, resolveMove } from '../core';
import { parseCard, parseFcsBoard, parseSolverMove, parseStandardMove } from '../notation';
import { type MoveToken, UnreadableMovesError, readMoveTokenList, readMoveTokens, replayMoves } from '.';

const SOLUTIONS = path.join(__dirname, '..', '..', 'fixtures', 'solutions');

function solutions(folder: string): { deal: number; tokens: MoveToken[] }[] {
  return fs
    .readdirSync(path.join(SOLUTIONS, folder))
    .filter((f) => /^ms-\d+\.txt$/.test(f))
    .map((f) => ({ deal: Number(/\d+/.exec(f)![0]), tokens: readMoveTokens(fs.readFileSync(path.join(SOLUTIONS, folder, f), 'utf8')) }))
    .sort((a, b) => a.deal - b.deal);
}

describe.each([
  ['freecell', 100],
  ['bakers', 50],
])("Freecell Solver's solutions (%s)", (name, expected) => {
  const variant: Variant = findVariant(name);
  const all = solutions(name);

  it(`replay every one of ${expected} deals to a win`, () => {
    expect(all).toHaveLength(expected);
    for (const { deal, tokens } of all) {
      const result = replayMoves(dealBoard(variant, microsoftDeal(deal)), tokens);
      expect(result.failure).toBeUndefined();
      expect(result.won).toBe(true);
      expect(result.steps).toHaveLength(tokens.length);
    }
  });

  it('stop at the right move when a move is changed', () => {
    let checked = 0;
    for (const { deal, tokens } of all.slice(0, 20)) {
      const start = dealBoard(variant, microsoftDeal(deal));
      // Walk to the middle, then find the first column-to-column move whose reverse is illegal there.
      const prefix = replayMoves(start, tokens.slice(0, Math.floor(tokens.length / 2)));
      let board = prefix.board;
      for (let k = prefix.steps.length; k < tokens.length; k++) {
        const t = tokens[k]!.text;
        if (/^[1-8][1-8]$/.test(t)) {
          const reversed = `${t[1]}${t[0]}`;
          const move = resolveMove(board, parseStandardMove(reversed, variant, board));
          if (findViolation(board, move) !== null) {
            const corrupted = [...tokens.slice(0, k), { ...tokens[k]!, text: reversed }, ...tokens.slice(k + 1)];
            const result = replayMoves(start, corrupted);
            expect(result.failure?.number).toBe(k + 1);
            expect(result.failure?.token.text).toBe(reversed);
            expect(result.steps).toHaveLength(k);
            checked++;
            break;
          }
        }
        board = replayMoves(board, [tokens[k]!]).board;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it('stop at the first move that no longer fits when a move is dropped', () => {
    let checked = 0;
    for (const { deal, tokens } of all.slice(0, 20)) {
      const start = dealBoard(variant, microsoftDeal(deal));
      for (let k = 1; k < tokens.length; k += 7) {
        const corrupted = [...tokens.slice(0, k), ...tokens.slice(k + 1)];
        const result = replayMoves(start, corrupted);
        if (!result.failure) continue;
        // Everything before the dropped move still plays; the failure is reported at its own number.
        expect(result.failure.number).toBeGreaterThanOrEqual(k + 1);
        expect(result.steps).toHaveLength(result.failure.number - 1);
        expect(result.failure.token).toBe(corrupted[result.failure.number - 1]);
        checked++;
        break;
      }
    }
    expect(checked).toBe(20);
  });
});

describe('readMoveTokens', () => {
  it("reads fc-solve's output, plain standard notation, counts and game commands, with line numbers", () => {
    const text = '-=-=-=-=-=-=-=-=-=-=-=-\n\n3a 8h\n53v3 53(2)\n\ntt 3 5\nTC 1 2 # comment\nThis game is solveable.\nTotal number of states checked is 5.\n';
    expect(readMoveTokens(text).map((t) => [t.text, t.line, t.notation])).toEqual([
      ['3a', 3, 'standard'],
      ['8h', 3, 'standard'],
      ['53v3', 4, 'standard'],
      ['53(2)', 4, 'standard'],
      ['tt 3 5', 6, 'command'],
      ['TC 1 2', 7, 'command'],
    ]);
  });

  it('names the line and token of unreadable input', () => {
    expect(() => readMoveTokens('3a 8h\n3a xyz\n')).toThrow(UnreadableMovesError);
    expect(() => readMoveTokens('3a 8h\n3a xyz\n')).toThrow(expect.objectContaining({ line: 2, token: 'xyz' }));
  });
});

describe('readMoveTokenList', () => {
  const texts = [
    '-=-=-=-=-=-=-=-=-=-=-=-\n\n3a 8h\n53v3 53(2)\n\ntt 3 5\nTC  1   2 # comment\r\nThis game is solveable.\n',
    'Move a card from stack 0 to freecell 0\n\nFoundations: H-0 C-0 D-0 S-0\n 10D  --  H-A\n====\n2h ah\nMove: 4h\n',
    '\uFEFF1a\n' + 'ab ba\n'.repeat(3000),
  ];

  it.each(texts.map((text, i) => [i, text]))('text %i: the tokens readMoveTokens reads, each with its text, line and notation', (_, text) => {
    const tokens = readMoveTokens(text);
    const list = readMoveTokenList(text);
    expect(list.length).toBe(tokens.length);
    expect(Array.from({ length: list.length }, (__, i) => list.at(i))).toEqual(tokens);
    expect(list.at(list.length)).toBeUndefined();
    expect(list.at(-1)).toBeUndefined();
  });

  it('keeps its first moves only when asked, and reads the solution files as readMoveTokens does', () => {
    const text = fs.readFileSync(path.join(SOLUTIONS, 'freecell', 'ms-24.txt'), 'utf8');
    const tokens = readMoveTokens(text);
    const list = readMoveTokenList(text);
    expect(list.prefix(5).length).toBe(5);
    expect(list.prefix(5).at(4)).toEqual(tokens[4]);
    expect(list.prefix(5).at(5)).toBeUndefined();
    expect(list.length).toBe(tokens.length);
  });

  it('names the line and token of unreadable input', () => {
    expect(() => readMoveTokenList('3a 8h\n3a xyz\n')).toThrow(expect.objectContaining({ line: 2, token: 'xyz' }));
  });
});

describe("Freecell Solver's move sentences (fc-solve without -sn)", () => {
  const folder = path.join(SOLUTIONS, 'sentences');
  const freecell = findVariant('freecell');
  const read = (name: string): string => fs.readFileSync(path.join(folder, name), 'utf8');
  const after90 = parseFcsBoard(read('ms-24-after-90.fcs'), freecell);

  it.each([
    ['ms-24-m.txt', 'deal'],
    ['ms-24-after-90-m.txt', 'after 90'],
    ['ms-24-after-90-p-t-sam.txt', 'after 90'],
    ['ms-24-after-90-sam.txt', 'after 90'],
    ['ms-24-after-90-p-t-sam-snx.txt', 'after 90'],
  ])('%s replays to a win, one move per Move line, the positions between them skipped', (name, from) => {
    const text = read(name);
    const tokens = readMoveTokens(text);
    expect(tokens).toHaveLength(text.split('\n').filter((l) => l.startsWith('Move')).length);
    expect(tokens.every((t) => t.notation === (name.endsWith('-snx.txt') ? 'standard' : 'solver'))).toBe(true);
    const start = from === 'deal' ? dealBoard(freecell, microsoftDeal(24)) : after90;
    const result = replayMoves(start, tokens);
    expect(result.failure).toBeUndefined();
    expect(result.won).toBe(true);
  });

  it('reads sentences and closing messages whose words are separated by tabs, runs of spaces or no-break spaces (text copied from a web page or an editor)', () => {
    const plain = read('ms-24-m.txt');
    const expected = readMoveTokens(plain).map((t) => [t.line, t.notation]);
    for (const gap of ['\t', '  ', '\u00a0', ' \t ']) {
      const text = plain.replace(/ /g, gap);
      const tokens = readMoveTokens(text);
      expect(tokens.map((t) => [t.line, t.notation])).toEqual(expected);
      const result = replayMoves(dealBoard(freecell, microsoftDeal(24)), tokens);
      expect(result.failure).toBeUndefined();
      expect(result.won).toBe(true);
    }
  });

  it('plays the same moves as the standard notation of the same solution', () => {
    const sentences = replayMoves(dealBoard(freecell, microsoftDeal(24)), readMoveTokens(read('ms-24-m.txt')));
    const standard = replayMoves(dealBoard(freecell, microsoftDeal(24)), readMoveTokens(fs.readFileSync(path.join(SOLUTIONS, 'freecell', 'ms-24.txt'), 'utf8')));
    expect(sentences.steps.map((s) => s.notation)).toEqual(standard.steps.map((s) => s.notation));
  });

  it('count stacks and freecells from 0, and give the count of a move between stacks', () => {
    expect(parseSolverMove('Move a card from stack 3 to freecell 0', freecell)).toEqual({ from: column(3), to: cell(0), toEmpty: 'one' });
    expect(parseSolverMove('Move a card from freecell 3 to stack 7', freecell)).toEqual({ from: cell(3), to: column(7), toEmpty: 'one' });
    expect(parseSolverMove('Move a card from freecell 1 to the foundations', freecell)).toEqual({ from: cell(1), to: { kind: 'foundation' }, toEmpty: 'one' });
    expect(parseSolverMove('Move a card from freecell 1 to freecell 2', freecell)).toEqual({ from: cell(1), to: cell(2), toEmpty: 'one' });
    expect(parseSolverMove('Move 3 cards from stack 6 to stack 2', freecell)).toEqual({ from: column(6), to: column(2), count: 3 });
    expect(() => parseSolverMove('Move a card from stack 8 to freecell 0', freecell)).toThrow(expect.objectContaining({ code: 'BAD_NOTATION', params: expect.objectContaining({ reason: 'pile' }) }));
    expect(() => parseSolverMove('Move a card from stack 0 to freecell 4', freecell)).toThrow(expect.objectContaining({ code: 'BAD_NOTATION', params: expect.objectContaining({ reason: 'pile' }) }));
    expect(() => parseSolverMove('Move 0 cards from stack 6 to stack 2', freecell)).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
    expect(() => parseSolverMove('Move 2 cards from stack 6 to freecell 2', freecell)).toThrow(expect.objectContaining({ code: 'BAD_NOTATION', params: expect.objectContaining({ reason: 'count' }) }));
  });

  it('read "a card" between stacks as one card, never as a run the sentence does not name', () => {
    // 8H 7S ends column 1 and 9S ends column 2: the sentence moves 7S alone, which does not fit (7S on 9S), not the run 8H 7S.
    const board = parseFcsBoard('9C 8H 7S\n9S\n', freecell, { fullPack: false });
    const request = parseSolverMove('Move a card from stack 0 to stack 1', freecell);
    expect(resolveMove(board, request)).toEqual({ from: column(0), to: column(1), count: 1 });
    expect(findViolation(board, resolveMove(board, request))).toEqual(expect.objectContaining({ code: 'WRONG_RANK', params: expect.objectContaining({ card: parseCard('7S') }) }));
    expect(replayMoves(board, readMoveTokens('Move a card from stack 0 to stack 1\n')).failure?.error.code).toBe('WRONG_RANK');
  });

  it('read a sentence whose stack, freecell or count has many digits as that sentence, naming its pile or count', () => {
    const huge = '9'.repeat(30);
    for (const sentence of [`Move a card from stack 3 to freecell ${huge}`, `Move a card from stack ${huge} to the foundations`, `Move 3 cards from stack 6 to stack 0000000002${huge}`]) {
      expect(readMoveTokens(`${sentence}\n`).map((t) => [t.text, t.notation])).toEqual([[sentence, 'solver']]);
      expect(() => parseSolverMove(sentence, freecell)).toThrow(expect.objectContaining({ code: 'BAD_NOTATION', params: expect.objectContaining({ reason: 'pile' }) }));
    }
    expect(() => parseSolverMove(`Move ${huge} cards from stack 6 to stack 2`, freecell)).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
  });

  it('skip only the position lines fc-solve writes, so standard notation beside sentences is still read', () => {
    const text = 'Move a card from stack 0 to freecell 0\n\nFoundations: H-0 C-0 D-0 S-0\nFreecells:  JD\n: 4C 2C\n 10D  --  H-A\n====================\n2h ah\n';
    expect(readMoveTokens(text).map((t) => [t.text, t.notation])).toEqual([
      ['Move a card from stack 0 to freecell 0', 'solver'],
      ['2h', 'standard'],
      ['ah', 'standard'],
    ]);
    expect(() => readMoveTokens('Move a card from stack 0 to freecell 0\nMove a card to nowhere\n')).toThrow(expect.objectContaining({ line: 2, token: 'Move' }));
  });
});

describe("Freecell Solver's output with its search trace (fc-solve -s -i)", () => {
  const folder = path.join(SOLUTIONS, 'search-trace');
  const freecell = findVariant('freecell');
  const read = (name: string): string => fs.readFileSync(path.join(folder, name), 'utf8');

  it('skips the positions it searched, up to the separator line before the solution, and replays the solution', () => {
    const traced = readMoveTokens(read('ms-8-s-i-m-snx.txt'));
    const plain = readMoveTokens(fs.readFileSync(path.join(SOLUTIONS, 'freecell', 'ms-8.txt'), 'utf8'));
    expect(traced.map((t) => t.text)).toEqual(plain.map((t) => t.text));
    const result = replayMoves(dealBoard(freecell, microsoftDeal(8)), traced);
    expect(result.failure).toBeUndefined();
    expect(result.won).toBe(true);
  });

  it('does so with -pi and -p -t -sam (the moves as sentences, positions between them)', () => {
    const text = read('ms-8-s-i-pi-p-t-sam.txt');
    const tokens = readMoveTokens(text);
    const separator = text.split('\n').findIndex((l) => /^(-=)+-?$/.test(l));
    expect(tokens).toHaveLength(text.split('\n').slice(separator).filter((l) => l.startsWith('Move')).length);
    expect(tokens.every((t) => t.notation === 'solver')).toBe(true);
    const result = replayMoves(dealBoard(freecell, microsoftDeal(8)), tokens);
    expect(result.failure).toBeUndefined();
    expect(result.won).toBe(true);
  });

  it('without a solution after it (fc-solve stopped by -mi), holds no moves, as the same output without -s -i', () => {
    const text = read('ms-8-s-i-mi-3-m-snx.txt');
    expect(text).toMatch(/^I could not solve this game\.$/m);
    expect(text).not.toMatch(/^-=/m);
    expect(readMoveTokens(text)).toEqual([]);
    expect(readMoveTokens(read('ms-8-s-i-m-snx.txt').split(/^-=/m)[0]!)).toEqual([]);
  });

  it('is only skipped where the text starts with it, and only as far as its lines go: any other line is read as before', () => {
    expect(() => readMoveTokens(`6a\n${read('ms-8-s-i-m-snx.txt')}`)).toThrow(expect.objectContaining({ line: 2, token: 'Iteration:' }));
    const trace = read('ms-8-s-i-mi-3-m-snx.txt').replace(/\n*I could not solve[^]*$/, '\n');
    const lines = trace.split('\n').length;
    expect(() => readMoveTokens(`${trace}zz 6a\n`)).toThrow(expect.objectContaining({ line: lines, token: 'zz' }));
    expect(readMoveTokens(`${trace}6a 6b\n`).map((t) => [t.text, t.line])).toEqual([['6a', lines], ['6b', lines]]);
  });
});

describe('a column number alone in a file', () => {
  it('is no move there (only the game as typed reads 3 as a move to a free cell)', () => {
    for (const text of ['tc 1\n3\n', '3a\n3\n']) expect(() => readMoveTokens(text)).toThrow(new UnreadableMovesError(2, '3'));
  });
});

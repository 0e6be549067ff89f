import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Variant, dealBoard, findVariant, findViolation, microsoftDeal, resolveMove } from '../core';
import { parseStandardMove } from '../notation';
import { type MoveToken, UnreadableMovesError, readMoveTokens, replayMoves } from '.';

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

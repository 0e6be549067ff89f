import * as fs from 'node:fs';
import * as path from 'node:path';
import { BadDeckError, BadGameNumberError, MAX_GAME_NUMBER, column, dealBoard, findVariant, microsoftDeal, parseGameNumber } from '.';
import { formatFcs } from '../notation';

const FIXTURES = path.join(__dirname, '..', '..', 'fixtures', 'boards');
const freecell = findVariant('freecell');

describe('Microsoft / FreeCell Pro deals', () => {
  it.each([1, 617, 1941, 11982, 3000000000, 6000000000])('deal %i matches make-microsoft-freecell-board -t', (n) => {
    const expected = fs.readFileSync(path.join(FIXTURES, `ms-${n}.fcs`), 'utf8');
    expect(formatFcs(dealBoard(freecell, microsoftDeal(n)))).toBe(expected);
  });

  it('deals 7,7,7,7,6,6,6,6 cards and every card once', () => {
    const board = dealBoard(freecell, microsoftDeal(12345));
    expect(Array.from({ length: 8 }, (_, i) => board.size(column(i)))).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    const all = Array.from({ length: 8 }, (_, i) => board.column(i)).flat().sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  it('accepts game numbers 1 to 8,589,934,591 and nothing else', () => {
    expect(microsoftDeal(1)).toHaveLength(52);
    expect(microsoftDeal(MAX_GAME_NUMBER)).toHaveLength(52);
    for (const bad of [0, -1, 1.5, MAX_GAME_NUMBER + 1, Number.NaN]) {
      expect(() => microsoftDeal(bad)).toThrow(BadGameNumberError);
    }
    expect(parseGameNumber(' 8589934591 ')).toBe(MAX_GAME_NUMBER);
    for (const bad of ['', 'x', '0', '8589934592', '1e3', '-5', '12345678901']) {
      expect(() => parseGameNumber(bad)).toThrow(expect.objectContaining({ code: 'BAD_GAME_NUMBER' }));
    }
  });

  it('rejects decks it cannot deal', () => {
    expect(() => dealBoard(freecell, [])).toThrow(BadDeckError);
    expect(() => dealBoard(freecell, [1, 2, 1])).toThrow(expect.objectContaining({ code: 'BAD_DECK', reason: 'duplicate', position: 3, firstPosition: 1 }));
  });
});

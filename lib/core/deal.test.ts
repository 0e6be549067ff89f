import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  BadDeckError,
  BadGameNumberError,
  MAX_GAME_NUMBER,
  column,
  dealBoard,
  findVariant,
  fullPack,
  microsoftDeal,
  microsoftShuffle,
  parseGameNumber,
  shuffleDeck,
  variantIds,
} from '.';
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

describe('shuffles', () => {
  it('microsoftShuffle of the ordered pack is the Microsoft deal, and any deck takes the same steps', () => {
    for (const n of [1, 617, 3000000000, 6000000000]) expect(microsoftShuffle(fullPack(), n)).toEqual(microsoftDeal(n));
    const reversed = fullPack().reverse();
    const deal = microsoftDeal(617);
    expect(microsoftShuffle(reversed, 617)).toEqual(deal.map((c) => 51 - c));
    const small = [10, 20, 30, 40, 50];
    expect([...microsoftShuffle(small, 5)].sort((a, b) => a - b)).toEqual(small);
    expect(small).toEqual([10, 20, 30, 40, 50]);
    expect(() => microsoftShuffle(small, 0)).toThrow(BadGameNumberError);
  });

  it('shuffleDeck draws from the injected source only, and returns a permutation', () => {
    const source = (seed: number): (() => number) => {
      let s = seed;
      return () => {
        s = (s * 16807) % 2147483647;
        return (s - 1) / 2147483646;
      };
    };
    const deck = fullPack();
    const a = shuffleDeck(deck, source(42));
    expect(shuffleDeck(deck, source(42))).toEqual(a);
    expect(shuffleDeck(deck, source(43))).not.toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual(deck);
    expect(deck).toEqual(fullPack());
    expect(shuffleDeck(deck, () => 0.999999999)).toEqual(deck);
    expect(shuffleDeck(deck, () => 1)).toHaveLength(52);
  });
});

describe('deals for every table', () => {
  it('keeps Microsoft deals on 8 columns with no card dealt to the cells', () => {
    const microsoft = dealBoard(freecell, microsoftDeal(617));
    for (const id of variantIds()) {
      const v = findVariant(id);
      if (v.columns !== 8 || v.cellsDealt !== 0) continue;
      const b = dealBoard(v, microsoftDeal(617));
      expect(Array.from({ length: 8 }, (_, i) => b.column(i))).toEqual(Array.from({ length: 8 }, (_, i) => microsoft.column(i)));
    }
  });

  it('Eight Off game N is FreeCell game N with the bottom cards of columns 1-4 in the cells', () => {
    const fc = dealBoard(freecell, microsoftDeal(1941));
    const eight = dealBoard(findVariant('eight-off'), microsoftDeal(1941));
    for (let i = 0; i < 8; i++) expect(eight.column(i)).toEqual(fc.column(i).slice(0, 6));
    expect([0, 1, 2, 3].map((i) => eight.cell(i))).toEqual([0, 1, 2, 3].map((i) => fc.column(i)[6]));
  });

  it('deals any number of columns round robin', () => {
    for (let columns = 4; columns <= 13; columns++) {
      const b = dealBoard({ ...freecell, columns }, microsoftDeal(5));
      const sizes = Array.from({ length: columns }, (_, i) => b.size(column(i)));
      expect(sizes.reduce((x, y) => x + y, 0)).toBe(52);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(b.column(columns - 1)[0]).toBe(microsoftDeal(5)[columns - 1]);
    }
  });
});

import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  BadGameNumberError,
  BadPysolNumberError,
  type Card,
  type DealNumber,
  column,
  dealBoard,
  findVariant,
  makeCard,
  microsoftDeal,
  parseDealNumber,
  parsePysolNumber,
  pysolDeal,
} from '.';
import { formatCardFcs } from '../notation';

interface Vector {
  readonly game: string;
  readonly columns: readonly string[];
  readonly source: string;
  readonly layout?: 'black_hole';
}

const { vectors } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'pysol', 'vectors.json'), 'utf8')) as { vectors: Vector[] };
const freecell = findVariant('freecell');

function cardsOf(deal: DealNumber): Card[] {
  return deal.kind === 'game' ? microsoftDeal(deal.number) : pysolDeal(deal.seed);
}

/** The columns of a deal as the vectors write them (T for ten). */
function columnsOf(cards: readonly Card[], piles: number): string[] {
  const board = dealBoard({ ...freecell, columns: piles }, cards);
  return Array.from({ length: piles }, (_, i) => board.column(i).map((c) => formatCardFcs(c)).join(' '));
}

describe('PySol / PySolFC deals match the published vectors', () => {
  const freecellVectors = vectors.filter((v) => v.layout === undefined);

  it.each(freecellVectors.map((v) => [v.game, v.source, v] as const))('%s (%s)', (_game, _source, v) => {
    expect(columnsOf(cardsOf(parseDealNumber(v.game)), 8)).toEqual(v.columns);
  });

  it('covers each generator range and its edges', () => {
    const games = freecellVectors.map((v) => v.game);
    for (const g of ['pysol:1', 'pysol:31999', 'pysol:32000', 'pysol:ms8589934591', 'pysol:4294967296', 'pysol:9007199254740993', 'ms:24', 'pysol:ms3000000000', 'pysol:ms6000000000']) {
      expect(games).toContain(g);
    }
    expect(freecellVectors.filter((v) => v.source !== 'computed').length).toBeGreaterThanOrEqual(16);
  });

  it("Black Hole 45508856405861261758: PySolFC's shuffle with a seed of three 32-bit words", () => {
    const v = vectors.find((x) => x.layout === 'black_hole')!;
    const deal = parseDealNumber(v.game);
    expect(deal.kind).toBe('pysol');
    const aceOfSpades = makeCard(1, 3);
    expect(columnsOf(cardsOf(deal).filter((c) => c !== aceOfSpades), 17)).toEqual(v.columns);
  });

  it('deals every card once, 7,7,7,7,6,6,6,6', () => {
    const board = dealBoard(freecell, pysolDeal(10n ** 40n));
    expect(Array.from({ length: 8 }, (_, i) => board.size(column(i)))).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(pysolDeal(32000n).sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });
});

describe('deal numbers', () => {
  it('reads the forms of --game', () => {
    expect(parseDealNumber('617')).toEqual({ kind: 'game', number: 617 });
    expect(parseDealNumber('ms:617')).toEqual({ kind: 'game', number: 617 });
    expect(parseDealNumber('MS:8589934591')).toEqual({ kind: 'game', number: 8589934591 });
    expect(parseDealNumber('pysol:31999')).toEqual({ kind: 'game', number: 31999 });
    expect(parseDealNumber('pysol:00024')).toEqual({ kind: 'game', number: 24 });
    expect(parseDealNumber('pysol:ms100000')).toEqual({ kind: 'game', number: 100000 });
    expect(parseDealNumber('PySol:32000')).toEqual({ kind: 'pysol', seed: 32000n });
    expect(parseDealNumber('pysol:123_456')).toEqual({ kind: 'pysol', seed: 123456n });
    expect(parseDealNumber('pysol:45508856405861261758')).toEqual({ kind: 'pysol', seed: 45508856405861261758n });
  });

  it.each(['pysol:0', 'pysol:abc', 'pysol:', 'pysol:-5', 'pysol:ms0', 'pysol:ms8589934592', 'pysol:ms', 'pysol:1.5'])('refuses %s as BAD_PYSOL_NUMBER', (text) => {
    expect(() => parseDealNumber(text)).toThrow(BadPysolNumberError);
    try {
      parseDealNumber(text);
    } catch (err) {
      expect((err as BadPysolNumberError).code).toBe('BAD_PYSOL_NUMBER');
      expect((err as BadPysolNumberError).requested).toBe(text);
    }
  });

  it.each(['ms:0', 'ms:8589934592', 'ms:', 'ms:abc', '0', 'foo:3', 'pysol'])('refuses %s as BAD_GAME_NUMBER naming the whole text', (text) => {
    expect(() => parseDealNumber(text)).toThrow(BadGameNumberError);
    try {
      parseDealNumber(text);
    } catch (err) {
      expect((err as BadGameNumberError).requested).toBe(text);
    }
  });

  it('pysolDeal is only for the Mersenne Twister range', () => {
    expect(() => pysolDeal(31999n)).toThrow(BadPysolNumberError);
    expect(parsePysolNumber('31999')).toEqual({ kind: 'game', number: 31999 });
  });
});

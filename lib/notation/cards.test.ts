import { type Card, PACK_SIZE, makeCard, CLUBS, DIAMONDS, HEARTS, SPADES, rankOf, suitOf, isRed, fullPack } from '../core';
import { BadDeckError } from '../core';
import { describeError } from '../ui/describe-error';
import { findCard, formatCard, formatCardFcs, parseCard, parseDeck } from '.';

describe('cards', () => {
  it('encodes rank and suit in one small integer, in Microsoft order', () => {
    expect(makeCard(1, CLUBS)).toBe(0);
    expect(makeCard(1, SPADES)).toBe(3);
    expect(makeCard(13, SPADES)).toBe(51);
    for (const card of fullPack()) {
      expect(makeCard(rankOf(card), suitOf(card))).toBe(card);
    }
    expect(isRed(makeCard(5, HEARTS))).toBe(true);
    expect(isRed(makeCard(5, DIAMONDS))).toBe(true);
    expect(isRed(makeCard(5, CLUBS))).toBe(false);
  });

  it.each([
    ['K♠', 13, SPADES],
    ['KS', 13, SPADES],
    ['ks', 13, SPADES],
    ['10♥', 10, HEARTS],
    ['TH', 10, HEARTS],
    ['10h', 10, HEARTS],
    ['th', 10, HEARTS],
    ['A♣', 1, CLUBS],
    ['1c', 1, CLUBS],
    ['ad', 1, DIAMONDS],
    ['Q♦', 12, DIAMONDS],
    ['J♤', 11, SPADES],
    [' 9♡ ', 9, HEARTS],
  ])('parses %s', (text, rank, suit) => {
    expect(parseCard(text)).toBe(makeCard(rank, suit as 0));
  });

  it.each(['', 'K', '11S', '0H', 'KX', 'KSS', '10', 'ZZ', '♠K'])('rejects %p', (text) => {
    expect(findCard(text)).toBeUndefined();
    expect(() => parseCard(text)).toThrow(expect.objectContaining({ code: 'BAD_CARD', token: text }));
  });

  it('prints Unicode suits by default, ASCII letters on request, fcs ranks for Freecell Solver', () => {
    const tenHearts = makeCard(10, HEARTS);
    expect(formatCard(tenHearts)).toBe('10♥');
    expect(formatCard(tenHearts, { ascii: true })).toBe('10H');
    expect(formatCardFcs(tenHearts)).toBe('TH');
    for (let card: Card = 0; card < PACK_SIZE; card++) {
      expect(parseCard(formatCard(card))).toBe(card);
      expect(parseCard(formatCard(card, { ascii: true }))).toBe(card);
      expect(parseCard(formatCardFcs(card))).toBe(card);
    }
  });
});

describe('deck files', () => {
  it('reads tokens in dealing order with comments, commas and any spelling', () => {
    expect(parseDeck('# a comment\nK♠, qs\n10h # trailing\n')).toEqual([makeCard(13, SPADES), makeCard(12, SPADES), makeCard(10, HEARTS)]);
  });

  it('ends a comment at a CR, a LF or a CRLF alike', () => {
    const lf = parseDeck('# a comment\nK♠, qs # first row\n10h # trailing\n');
    expect(parseDeck('# a comment\rK♠, qs # first row\r10h # trailing\r')).toEqual(lf);
    expect(parseDeck('# a comment\r\nK♠, qs # first row\r\n10h # trailing\r\n')).toEqual(lf);
  });

  it('names an unknown token and its position', () => {
    expect(() => parseDeck('AS 2S XX 4S')).toThrow(expect.objectContaining({ code: 'BAD_DECK', reason: 'unknown-token', token: 'XX', position: 3 }));
  });

  it('names a duplicate and where it first appeared', () => {
    expect(() => parseDeck('AS 2S as')).toThrow(expect.objectContaining({ reason: 'duplicate', token: 'as', position: 3, firstPosition: 1 }));
  });

  it('names the line of a bad token, and of the first copy of a duplicate, in either language', () => {
    const words = (text: string, lang: 'en' | 'pt' = 'en'): string => {
      try {
        parseDeck(text);
      } catch (e) {
        return describeError(e as BadDeckError, lang);
      }
      return 'accepted';
    };
    expect(() => parseDeck('# head\nAS 2S\r\n\n3S XX 4S')).toThrow(expect.objectContaining({ reason: 'unknown-token', position: 4, params: expect.objectContaining({ line: 4 }) }));
    expect(words('# head\nAS 2S\r\n\n3S XX 4S')).toBe('Line 4: token 4, "XX", is not a card.');
    expect(words('# head\nAS 2S\r\n\n3S XX 4S', 'pt')).toMatch(/^Linha 4: /);
    expect(words('AS 2S\n3S as')).toBe('Line 2: token 4, "as", repeats token 1 (line 1).');
    expect(words('AS 2S 3S as')).toBe('Token 4, "as", repeats token 1.');
    expect(words('5HKSTD\nKS')).toBe('Line 2: token 4, "KS", repeats token 2 (line 1).');
    // the first copy on the same line: the line is named once
    expect(words('AS\n2S 3S 2s')).toBe('Line 2: token 4, "2s", repeats token 2.');
    expect(words('AS\n2S 3S 2s', 'pt')).toBe('Linha 2: o item 4, "2s", repete o item 2.');
  });

  it('rejects more than 52 cards, naming the 53rd', () => {
    const full = fullPack().map((c) => formatCard(c)).join(' ');
    expect(parseDeck(full)).toHaveLength(52);
    expect(() => parseDeck(`${full} AS`)).toThrow(expect.objectContaining({ reason: 'too-many', position: 53 }));
  });

  it('reads the classic set-game style of two-character cards run together', () => {
    expect(parseDeck('5HKSTD\nAC')).toEqual(parseDeck('5H KS TD AC'));
    expect(() => parseDeck('5HKSXD')).toThrow(expect.objectContaining({ reason: 'unknown-token', token: '5HKSXD' }));
  });

  it('rejects an empty deck', () => {
    expect(() => parseDeck('# nothing\n')).toThrow(BadDeckError);
  });
});

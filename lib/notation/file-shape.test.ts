// Deck files and board files told apart: the shapes that read as both kinds, and the files that are only one.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { dealBoard, findVariant, fullPack, microsoftDeal } from '../core';
import { formatCard } from './cards';
import { formatFcs, formatJsonPosition, formatCs3500, parseFcsBoard } from '.';
import { boardLaidOutAsDeck, deckLaidOutAsBoard, deckMisfit, readsAsPosition } from './file-shape';

const DECKS = path.join(__dirname, '..', '..', 'fixtures', 'decks');
const FREECELL = findVariant('freecell');
const SEAHAVEN = findVariant('seahaven');

/** Cards written `width` a line (the last line shorter). */
function rows(cards: readonly number[], width: number): string {
  const lines: string[] = [];
  for (let i = 0; i < cards.length; i += width) lines.push(cards.slice(i, i + width).map((c) => formatCard(c, { ascii: true })).join(' '));
  return lines.join('\n') + '\n';
}

describe('deckLaidOutAsBoard: a deck file that shows a board, one column a line', () => {
  it('is true of a fresh Freecell Solver board of every deal tried, and of the same board without its line ends changed', () => {
    for (const n of [1, 617, 11982, 31999]) {
      const fcs = formatFcs(dealBoard(FREECELL, microsoftDeal(n)));
      expect(deckLaidOutAsBoard(fcs, FREECELL)).toBe(true);
      expect(deckLaidOutAsBoard(fcs.replace(/\n/g, '\r\n'), FREECELL)).toBe(true);
      expect(deckLaidOutAsBoard('# a board by hand\n' + fcs, FREECELL)).toBe(true);
    }
  });

  it('is false of decks in dealing order: the CSE 231 files, rows of 8, one line, one card a line', () => {
    for (const file of ['cse231-cards1.txt', 'cse231-cards6.txt']) expect(deckLaidOutAsBoard(fs.readFileSync(path.join(DECKS, file), 'utf8'), FREECELL)).toBe(false);
    const deck = microsoftDeal(617);
    for (const width of [1, 4, 8, 13, 52]) expect(deckLaidOutAsBoard(rows(deck, width), FREECELL)).toBe(false);
  });

  it('is false when eight lines do not hold the deal\'s column heights, for a partial deck, and for a text that is no deck', () => {
    const deck = microsoftDeal(5);
    // 6, 6, 6, 6, 7, 7, 7, 7: eight lines, but not as the columns are dealt
    const lines: string[] = [];
    let at = 0;
    for (const n of [6, 6, 6, 6, 7, 7, 7, 7]) {
      lines.push(deck.slice(at, at + n).map((c) => formatCard(c, { ascii: true })).join(' '));
      at += n;
    }
    expect(deckLaidOutAsBoard(lines.join('\n'), FREECELL)).toBe(false);
    const fcs = formatFcs(dealBoard(FREECELL, deck));
    expect(deckLaidOutAsBoard(fcs.split('\n').slice(0, 7).join('\n'), FREECELL)).toBe(false);
    expect(deckLaidOutAsBoard('KS XX', FREECELL)).toBe(false);
  });

  it('follows the variant: ten columns of five for Seahaven Towers (whose fresh board lists two cells, so reads as a position)', () => {
    const deck = microsoftDeal(3);
    const fresh = formatFcs(dealBoard(SEAHAVEN, deck));
    expect(readsAsPosition(fresh)).toBe(true);
    expect(deckLaidOutAsBoard(fresh, SEAHAVEN)).toBe(false);
    expect(deckLaidOutAsBoard(formatFcs(dealBoard(FREECELL, deck)), SEAHAVEN)).toBe(false);
  });
});

describe('boardLaidOutAsDeck: a board file that is a deck written a round of the deal a line', () => {
  it('is true of the CSE 231 whole-pack deck file and of any deck in rows of 8, or on one line, for FreeCell; rows of 10 for Seahaven Towers', () => {
    expect(boardLaidOutAsDeck(fs.readFileSync(path.join(DECKS, 'cse231-cards1.txt'), 'utf8'), FREECELL)).toBe(true);
    // a partial deck reads as no board at all (a board holds every card)
    expect(boardLaidOutAsDeck(fs.readFileSync(path.join(DECKS, 'cse231-cards6.txt'), 'utf8'), FREECELL)).toBe(false);
    const deck = microsoftDeal(617);
    expect(boardLaidOutAsDeck(rows(deck, 8), FREECELL)).toBe(true);
    expect(boardLaidOutAsDeck(rows(deck, 52), FREECELL)).toBe(true);
    expect(boardLaidOutAsDeck(rows(deck, 10), SEAHAVEN)).toBe(true);
    expect(boardLaidOutAsDeck(rows(deck, 10), FREECELL)).toBe(false);
  });

  it('is false of real boards: fresh deals, positions from play, a board of that shape with its empty column written, and of text that is no board', () => {
    for (const n of [1, 617]) expect(boardLaidOutAsDeck(formatFcs(dealBoard(FREECELL, microsoftDeal(n))), FREECELL)).toBe(false);
    // seven columns of 8, 8, 8, 8, 8, 8 and 4 cards, and the eighth empty, written as ':'
    const shaped = rows(fullPack(), 8) + ':\n';
    expect(parseFcsBoard(shaped, FREECELL).column(7)).toEqual([]);
    expect(boardLaidOutAsDeck(shaped, FREECELL)).toBe(false);
    // the same cards with one of them home or in a cell are a position, not a deck
    const pack = fullPack();
    expect(boardLaidOutAsDeck('Foundations: C-A\n' + rows(pack.filter((c) => c !== 0), 8), FREECELL)).toBe(false);
    expect(boardLaidOutAsDeck('Freecells: AC\n' + rows(pack.filter((c) => c !== 0), 8), FREECELL)).toBe(false);
    expect(boardLaidOutAsDeck('KS XX', FREECELL)).toBe(false);
    expect(boardLaidOutAsDeck(rows(pack.slice(0, 40), 8), FREECELL)).toBe(false);
  });
});

describe('readsAsPosition: what no deck file holds', () => {
  it('is true of the position formats, wherever the Freecell Solver header lines are, and false of decks', () => {
    const board = dealBoard(FREECELL, microsoftDeal(617));
    expect(readsAsPosition(formatJsonPosition(board, { game: 617 }))).toBe(true);
    expect(readsAsPosition(formatCs3500(board))).toBe(true);
    const fcs = formatFcs(board);
    expect(readsAsPosition('Foundations: H-0 C-0 D-0 S-0\n' + fcs)).toBe(true);
    expect(readsAsPosition(fcs + 'Freecells: - - - -\n')).toBe(true);
    expect(readsAsPosition(fcs.replace(/^/gm, ': '))).toBe(true);
    expect(readsAsPosition(fcs)).toBe(false);
    expect(readsAsPosition(fs.readFileSync(path.join(DECKS, 'cse231-cards1.txt'), 'utf8'))).toBe(false);
  });
});

describe('deckMisfit: what a text given for a deck holds instead', () => {
  it('is a position only when --board reads it; other JSON is named by its shape, a position --board refuses by its error', () => {
    const board = dealBoard(FREECELL, microsoftDeal(617));
    const json = formatJsonPosition(board, { game: 617 });
    expect(deckMisfit(json, FREECELL)).toEqual({ kind: 'position' });
    expect(deckMisfit(formatCs3500(board), FREECELL)).toEqual({ kind: 'position' });
    expect(deckMisfit('{ "variant": "bakers" }', FREECELL)).toEqual({ kind: 'json' });
    expect(deckMisfit('{ "status": "solved", "moves": ["6a", "6b"] }', FREECELL)).toEqual({ kind: 'moves' });
    expect(deckMisfit('{"deal":1,"status":"solved","moves":"6a"}\n{"deal":2,"status":"solved","moves":"1h"}\n', FREECELL)).toEqual({ kind: 'results' });
    const twice = deckMisfit(json.replace('"3S"', '"4S"'), FREECELL);
    expect(twice).toMatchObject({ kind: 'bad-position', error: { code: 'BAD_BOARD' } });
    expect(deckMisfit('Foundations: H-0 C-0 D-0 S-0\nZZ\n', FREECELL)).toMatchObject({ kind: 'bad-position', error: { code: 'BAD_BOARD' } });
    // not JSON, and no position: the deck's own error says what is wrong
    expect(deckMisfit('{ "moves": [', FREECELL)).toBeUndefined();
    expect(deckMisfit('KS XX', FREECELL)).toBeUndefined();
  });
});

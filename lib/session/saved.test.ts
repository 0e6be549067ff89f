// Saves replayed into games: the foundations moves chose, which standard notation does not say.

import { findVariant } from '../core';
import { formatCard, parseCard } from '../notation';
import { type SavedGame, formatSave, parseSave } from '../store';
import { fromSavedGame, toSavedGame } from '.';

describe('the foundations moves chose, in a save replayed', () => {
  it('a resumed game puts the card on that foundation; one the move cannot go to, or a move that goes to none, is refused', () => {
    // game 5: 3a sends the Ace of diamonds home (2h) by autoplay
    const saved: SavedGame = { variant: findVariant('freecell'), deal: { game: 5 }, moves: [['3a', '2h']], position: 1, elapsedMs: 0, autoplay: true, counted: false };
    expect(fromSavedGame({ ...saved, homes: [[0, 1, 3]] }).board.top({ kind: 'foundation', index: 3 })).toBe(parseCard('AD'));
    expect(fromSavedGame(saved).board.top({ kind: 'foundation', index: 0 })).toBe(parseCard('AD'));
    expect(() => fromSavedGame({ ...saved, homes: [[0, 1, 7]] })).toThrow(expect.objectContaining({ problem: expect.objectContaining({ kind: 'unplayable-move', number: 2, token: '2h' }) }));
    expect(() => fromSavedGame({ ...saved, homes: [[0, 0, 2]] })).toThrow(expect.objectContaining({ problem: { kind: 'bad-options' } }));
  });

  it('a foundation given to a move to a cell is refused also when its number is the cell number (3a goes to cell 0)', () => {
    const saved: SavedGame = { variant: findVariant('freecell'), deal: { game: 5 }, moves: [['3a', '2h']], position: 1, elapsedMs: 0, autoplay: true, counted: false };
    expect(() => fromSavedGame({ ...saved, homes: [[0, 0, 0]] })).toThrow(expect.objectContaining({ problem: { kind: 'bad-options' } }));
  });
});

describe('the foundations of a position a game started from, in a save', () => {
  const variant = findVariant('freecell');
  // game 5 with the Ace of diamonds on foundation 3 and the Ace of clubs on foundation 4: a Freecell Solver board would pack them from foundation 1
  const fcs = 'Foundations: H-0 C-A D-A S-0\n5C 3S TD 5S 2H 9S\n8S AS 5D 7S QH TC\n2D 9C KC JD 8C TH 7C\nQS KH 3H 7H 9D 6D TS\n4C 4D KD 8H KS 6H\n9H 2C 5H JH QD 6C\n2S 3C 6S JC 4H QC\n3D 4S 8D 7D JS AH\n';
  const game = (foundations?: unknown): SavedGame =>
    ({ variant, deal: { board: { name: 'odd.json', fcs, ...(foundations !== undefined ? { foundations } : {}) } }, moves: [], position: 0, elapsedMs: 0, autoplay: true, counted: false }) as SavedGame;
  const tops = (s: SavedGame): (string | null)[] => {
    const board = fromSavedGame(s).board;
    return [0, 1, 2, 3].map((i) => (board.size({ kind: 'foundation', index: i }) === 0 ? null : formatCard(board.top({ kind: 'foundation', index: i }), { ascii: true })));
  };

  it('are where the position had them, through the save text and back', () => {
    expect(tops(game([null, null, 'D', 'C']))).toEqual([null, null, 'AD', 'AC']);
    const again = parseSave(formatSave(toSavedGame(fromSavedGame(game([null, null, 'D', 'C'])))));
    expect(again.deal).toEqual({ board: { name: 'odd.json', fcs, foundations: [null, null, 'D', 'C'] } });
    expect(tops(again)).toEqual([null, null, 'AD', 'AC']);
  });

  it('are left to the text when it puts them where the position had them, and an earlier save (without them) reads the text alone', () => {
    expect(tops(game())).toEqual(['AC', 'AD', null, null]);
    expect(toSavedGame(fromSavedGame(game())).deal).toEqual({ board: { name: 'odd.json', fcs } });
  });

  it('naming other suits than the text has home, or not one suit or null per foundation, is a save with an invalid starting board', () => {
    expect(() => fromSavedGame(game([null, 'H', null, 'C']))).toThrow(expect.objectContaining({ problem: { kind: 'bad-board' } }));
    expect(() => fromSavedGame(game([null, null, null, 'C']))).toThrow(expect.objectContaining({ problem: { kind: 'bad-board' } }));
    for (const foundations of [[null, 'D', 'C'], [null, null, 'D', 'C', null], [null, 'D', 'D', 'C'], [null, null, 'X', 'C'], [null, null, 2, 'C'], 'DC', {}]) {
      expect(() => parseSave(formatSave(game(foundations)))).toThrow(expect.objectContaining({ problem: { kind: 'bad-board' } }));
    }
  });
});

describe('a position of fewer than 52 cards (a JSON position of a small deck), in a save', () => {
  it('is saved and resumed, with the moves played on it', () => {
    const variant = findVariant('freecell');
    // the six clubs of a small deck, the Ace on a foundation of the player's choosing
    const fcs = 'Foundations: H-0 C-A D-0 S-0\n6C 2C\n5C 3C\n4C\n';
    const saved = { variant, deal: { board: { name: 'six.json', fcs, foundations: [null, 'C', null, null] } }, moves: [['1h']], position: 1, elapsedMs: 0, autoplay: false, counted: false } as SavedGame;
    const snapshot = fromSavedGame(saved);
    expect(formatCard(snapshot.board.top({ kind: 'foundation', index: 1 }), { ascii: true })).toBe('2C');
    const again = parseSave(formatSave(toSavedGame(snapshot)));
    expect(again.deal).toMatchObject({ board: { name: 'six.json', foundations: [null, 'C', null, null] } });
    expect(fromSavedGame(again).board.equals(snapshot.board)).toBe(true);
  });
});

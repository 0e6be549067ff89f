// Saves replayed into games: the foundations moves chose, which standard notation does not say.

import { findVariant } from '../core';
import { parseCard } from '../notation';
import { type SavedGame } from '../store';
import { fromSavedGame } from '.';

describe('the foundations moves chose, in a save replayed', () => {
  it('a resumed game puts the card on that foundation; one the move cannot go to, or a move that goes to none, is refused', () => {
    // game 5: 3a sends the Ace of diamonds home (2h) by autoplay
    const saved: SavedGame = { variant: findVariant('freecell'), deal: { game: 5 }, moves: [['3a', '2h']], position: 1, elapsedMs: 0, autoplay: true, counted: false };
    expect(fromSavedGame({ ...saved, homes: [[0, 1, 3]] }).board.top({ kind: 'foundation', index: 3 })).toBe(parseCard('AD'));
    expect(fromSavedGame(saved).board.top({ kind: 'foundation', index: 0 })).toBe(parseCard('AD'));
    expect(() => fromSavedGame({ ...saved, homes: [[0, 1, 7]] })).toThrow(expect.objectContaining({ problem: expect.objectContaining({ kind: 'unplayable-move', number: 2, token: '2h' }) }));
    expect(() => fromSavedGame({ ...saved, homes: [[0, 0, 2]] })).toThrow(expect.objectContaining({ problem: { kind: 'bad-options' } }));
  });
});

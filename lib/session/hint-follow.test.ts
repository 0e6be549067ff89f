// Following the game's help: hint after hint wins the deal, naming the move it plays.

import { type Variant, findVariant } from '../core';
import { createPainter, en } from '../ui';
import { GameSession } from '.';

function session(variant: Variant, number: number, autoplay = true): GameSession {
  return new GameSession({ variant, deal: { kind: 'game', number }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en }, randomGameNumber: () => 1, autoplay });
}

const HINT = /^Hint: (\S+) \((.*?)\)(?:; autoplay then sends .* to the foundations)?\.$/;

/** Types `hint`, then the move it names, until the game is won or a position comes back; returns the positions seen. */
function followHints(s: GameSession, limit: number): { hints: number; repeated: boolean } {
  const seen = new Set<string>();
  let hints = 0;
  while (!s.won && hints < limit) {
    if (seen.has(s.board.key())) return { hints, repeated: true };
    seen.add(s.board.key());
    const answer = s.handle('hint').trim();
    const hint = HINT.exec(answer);
    if (!hint) throw new Error(`no hint after ${hints} hints: ${answer}`);
    hints++;
    const played = s.handle(hint[1]!);
    expect(s.lastError).toBeUndefined();
    expect(played).toContain(hint[2]!);
  }
  return { hints, repeated: false };
}

describe('hint after hint', () => {
  it('wins FreeCell with 2 cells, game 39, without going back and forth (6H to a cell and back)', () => {
    const s = session(findVariant('freecell-2'), 39);
    expect(followHints(s, 300)).toEqual({ hints: expect.any(Number), repeated: false });
    expect(s.won).toBe(true);
  });
});

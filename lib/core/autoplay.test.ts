import { type Board, type Variant, applyMove, cell, column, findVariant, foundation, isSafeToAutoplay, isWon, legalMoves, nextAutoplayMove, refineVariant } from '.';
import { parseCard, parseFcsBoard } from '../notation';

const freecell = findVariant('freecell');
const bakers = findVariant('bakers');
const card = (t: string): number => parseCard(t)!;
const board = (text: string, v: Variant = freecell): Board => parseFcsBoard(text, v, { fullPack: false });

describe('safe autoplay', () => {
  it('sends Aces and twos home always', () => {
    const b = board('Foundations: H-A\n2H\nAS\n');
    expect(isSafeToAutoplay(b, card('2H'))).toBe(true);
    expect(isSafeToAutoplay(b, card('AS'))).toBe(true);
  });

  it("follows Horne's rule in FreeCell: both opposite-colour foundations at r - 1", () => {
    const b = board('Foundations: H-4 C-3 S-2 D-0\n5H\n4C 4S\n');
    expect(isSafeToAutoplay(b, card('5H'))).toBe(false); // 4C and 4S could still go on 5H; spades are at 2
    const ready = board('Foundations: H-4 C-4 S-4 D-0\n5H\n');
    expect(isSafeToAutoplay(ready, card('5H'))).toBe(true); // diamonds do not matter: same colour
    const black = board('Foundations: C-4 H-3 D-3\n5C\n4H\n');
    expect(isSafeToAutoplay(black, card('5C'))).toBe(false);
    expect(isSafeToAutoplay(board('Foundations: C-4 H-4 D-4\n5C\n'), card('5C'))).toBe(true);
  });

  it("sends any card that fits in Baker's Game", () => {
    const b = board('Foundations: H-8 C-A\n9H\n', bakers);
    expect(isSafeToAutoplay(b, card('9H'))).toBe(true);
    expect(nextAutoplayMove(b)).toEqual({ from: column(0), to: foundation(0), count: 1 });
  });

  it('takes cells first, then columns from the left, and stops when nothing is safe', () => {
    const b = board('Foundations: S-A\nFreecells: 2S - - -\nAH\n');
    expect(nextAutoplayMove(b)).toEqual({ from: cell(0), to: foundation(0), count: 1 });
    expect(nextAutoplayMove(board('Foundations: H-4 C-3 S-2\n5H\n4C 4S\n'))).toBeNull();
  });

  describe('with a partial deck, a card that was never dealt is never coming', () => {
    it('a red 5 goes home when the black 4s are not in the game, and waits while one is', () => {
      // 4C and 4S were never dealt: nothing can ever be built on 5H
      expect(isSafeToAutoplay(board('Foundations: H-4 C-3 S-2 D-0\n5H\n'), card('5H'))).toBe(true);
      expect(isSafeToAutoplay(board('Foundations: H-4 C-3 S-2 D-0\n5H\n4C\n'), card('5H'))).toBe(false);
      expect(isSafeToAutoplay(board('Foundations: H-4 C-3 S-2 D-0\nFreecells: 4S\n5H\n'), card('5H'))).toBe(false);
      expect(nextAutoplayMove(board('Foundations: H-4 C-3 S-2 D-0\n5H\n'))).toEqual({ from: column(0), to: foundation(0), count: 1 });
    });

    it('a black 3 goes home when the only red 2 not home was never dealt', () => {
      expect(isSafeToAutoplay(board('Foundations: C-2 H-2\n3C\n'), card('3C'))).toBe(true);
      expect(isSafeToAutoplay(board('Foundations: C-2 H-2\n3C\n2D\n'), card('3C'))).toBe(false);
    });
  });

  describe('when any card may be built on any card, a card alone in its column is a base an emptied column cannot replace', () => {
    // Rule (docs/saving.md, "Autoplay"): autoplay sends home only cards that can no longer be needed in play.
    // Under the `any` build rule every card is a base for every other; where an empty column takes only Kings or
    // nothing, sending home the only card of a column loses that base for good.
    const anyBuild = (emptyColumn: Variant['emptyColumn']): Variant =>
      refineVariant(freecell, { buildBy: 'any', emptyColumn, cells: 0, columns: 4 });
    const text = 'Foundations: H-4 C-4 D-4 S-4\n5H\n5S 6D\n5D 6S\n:\n';

    /** Whether some sequence of legal moves (no autoplay) wins from `b`: an exhaustive search of a tiny position. */
    const canWin = (b: Board, seen = new Set<string>()): boolean => {
      if (isWon(b)) return true;
      if (seen.has(b.key())) return false;
      seen.add(b.key());
      return legalMoves(b).some((m) => canWin(applyMove(b, m), seen));
    };

    it.each(['none', 'kings'] as const)('empty columns take %s: the lone 5H stays, since the game is won only by building on it', (rule) => {
      const b = board(text, anyBuild(rule));
      expect(canWin(b)).toBe(true);
      const home = { from: column(0), to: foundation(0), count: 1 };
      expect(canWin(applyMove(b, home))).toBe(false);
      expect(isSafeToAutoplay(b, card('5H'))).toBe(false);
      expect(nextAutoplayMove(b)).toBeNull();
    });

    it('empty columns take any card: the emptied column is as good a base, so the 5H goes home', () => {
      const b = board(text, anyBuild('any'));
      expect(isSafeToAutoplay(b, card('5H'))).toBe(true);
      expect(canWin(applyMove(b, nextAutoplayMove(b)!))).toBe(true);
    });

    it('empty columns take Kings: a King stays, since it could move into an empty column and be the base there', () => {
      // clubs 3-5 and KS in play, the Queens never dealt but QS home: the game is won by moving KS into an empty
      // column, 5C onto it, and playing the clubs home; with KS home, 5C has only 4C to go on and the game is lost
      const b = board('Foundations: C-2 S-Q\n3C 5C\n4C KS\n:\n:\n', anyBuild('kings'));
      expect(canWin(b)).toBe(true);
      expect(canWin(applyMove(b, { from: column(1), to: foundation(1), count: 1 }))).toBe(false);
      expect(isSafeToAutoplay(b, card('KS'))).toBe(false);
      expect(nextAutoplayMove(b)).toBeNull();
      // where empty columns take nothing, a King never gets there: it goes home
      expect(isSafeToAutoplay(board('Foundations: C-2 S-Q\n3C 5C\n4C KS\n:\n:\n', anyBuild('none')), card('KS'))).toBe(true);
    });

    it('a card with another card under it, or the last card in play, still goes home', () => {
      const covered = board('Foundations: H-4 C-4 D-4 S-4\n6S 5H\n5S 6D\n5D\n:\n', anyBuild('none'));
      expect(isSafeToAutoplay(covered, card('5H'))).toBe(true);
      const last = board('Foundations: H-4 C-K D-K S-K\n5H\n:\n:\n:\n', anyBuild('none'));
      expect(isSafeToAutoplay(last, card('5H'))).toBe(true);
    });
  });
});

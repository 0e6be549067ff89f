import { type Board, type Variant, cell, column, findVariant, foundation, isSafeToAutoplay, nextAutoplayMove } from '.';
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
    const b = board('Foundations: H-4 C-3 S-2 D-0\n5H\n');
    expect(isSafeToAutoplay(b, card('5H'))).toBe(false); // 4C and 4S could still go on 5H; spades are at 2
    const ready = board('Foundations: H-4 C-4 S-4 D-0\n5H\n');
    expect(isSafeToAutoplay(ready, card('5H'))).toBe(true); // diamonds do not matter: same colour
    const black = board('Foundations: C-4 H-3 D-3\n5C\n');
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
    expect(nextAutoplayMove(board('Foundations: H-4 C-3 S-2\n5H\n'))).toBeNull();
  });
});

import { applyMoves, dealBoard, findVariant, formatStandardMove, hint, isWon, microsoftDeal, parseFcsBoard, refineVariant } from '..';

// hint(board): the next move of a checked solution, or why there is none, through the package's main export.

const freecell = findVariant('freecell');

describe('hint', () => {
  test('Microsoft deal 1: a move that starts a solution which wins', () => {
    const board = dealBoard(freecell, microsoftDeal(1));
    const h = hint(board);
    if (h.status !== 'winnable') throw new Error(`expected a winnable hint, got ${h.status}`);
    expect(h.solution[0]).toEqual(h.move);
    expect(formatStandardMove(h.move, board)).toBe('6a');
    expect(isWon(applyMoves(board, h.solution).board)).toBe(true);
  });

  test('a board with no way out is unwinnable', () => {
    const bakers = findVariant('bakers');
    const stuck = parseFcsBoard(
      ['Foundations: H-0 C-0 D-0 S-0', 'Freecells: QH QS', ': AH 2H KH', ': AS 2S KS', ': AC 2C KC', ': AD 2D KD'].join('\n'),
      refineVariant(bakers, { cells: 2, columns: 4 }),
      { fullPack: false },
    );
    expect(hint(stuck)).toEqual({ status: 'unwinnable' });
  });

  test('a budget too small to decide gives unknown', () => {
    expect(hint(dealBoard(freecell, microsoftDeal(1)), { maxStates: 5 })).toEqual({ status: 'unknown' });
  });

  test('a board already won needs no hint', () => {
    const won = parseFcsBoard('Foundations: H-K C-K D-K S-K\nFreecells:\n:\n:\n:\n:\n:\n:\n:\n:', freecell);
    expect(hint(won)).toEqual({ status: 'won' });
  });
});

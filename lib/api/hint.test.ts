import { type Board, type FreecellError, type Hint, applyMove, describeError, applyMoves, dealBoard, findVariant, formatStandardMove, hint, isWon, microsoftDeal, nextAutoplayMove, parseFcsBoard, refineVariant } from '..';

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

/** A board after every move autoplay makes on it, as the game plays them. */
function autoplayed(board: Board): Board {
  let after = board;
  for (let next = nextAutoplayMove(after); next; next = nextAutoplayMove(after)) after = applyMove(after, next);
  return after;
}

describe('hint with follow: the rest of an earlier hint\'s solution', () => {
  test('hint after hint keeps to the first solution, with or without autoplay between the moves, and wins', () => {
    for (const play of [(b: Board) => b, autoplayed]) {
      let board = dealBoard(findVariant('freecell-2'), microsoftDeal(39));
      let h: Hint = hint(board);
      if (h.status !== 'winnable') throw new Error(`expected a winnable hint, got ${h.status}`);
      expect(h.start).toBe(board);
      const first = h.solution;
      let steps = 0;
      while (h.status === 'winnable') {
        board = play(applyMove(board, h.move));
        steps++;
        // Five positions would be too few for any search: the answer comes from the plan.
        h = hint(board, { follow: h, maxStates: 5 });
        if (h.status === 'winnable') {
          expect(h.start).toBe(board);
          expect(isWon(applyMoves(board, h.solution).board)).toBe(true);
        }
      }
      expect(h).toEqual({ status: 'won' });
      expect(steps).toBeLessThanOrEqual(first.length);
    }
  });

  test('a board off the earlier solution\'s way is searched as without follow', () => {
    const board = dealBoard(findVariant('freecell'), microsoftDeal(1));
    const h = hint(board);
    if (h.status !== 'winnable') throw new Error(`expected a winnable hint, got ${h.status}`);
    const other = dealBoard(findVariant('freecell'), microsoftDeal(2));
    expect(hint(other, { follow: h, maxStates: 5 })).toEqual({ status: 'unknown' });
    expect(hint(other, { follow: h })).toEqual(hint(other));
    // A hint that is not 'winnable' has no solution to follow.
    expect(hint(board, { follow: { status: 'unknown' } })).toEqual(h);
  });

  test('follow that is not a hint is refused as BAD_OPTION naming it', () => {
    const board = dealBoard(findVariant('freecell'), microsoftDeal(1));
    const h = hint(board);
    if (h.status !== 'winnable') throw new Error(`expected a winnable hint, got ${h.status}`);
    const notHints: unknown[] = [
      3,
      null,
      'winnable',
      { status: 'maybe' },
      { status: 'winnable', move: h.move, solution: h.solution },
      { ...h, start: 'board' },
      { ...h, solution: 'moves' },
      { ...h, solution: [{ from: 1, to: 2 }] },
      // Moves that are not a way from its start.
      { ...h, solution: h.solution.slice(1) },
    ];
    for (const follow of notHints) {
      expect(() => hint(board, { follow } as never)).toThrow(expect.objectContaining({ code: 'BAD_OPTION', option: 'follow', allowed: { kind: 'hint' } }));
    }
    let error: unknown;
    try {
      hint(board, { follow: 3 } as never);
    } catch (e) {
      error = e;
    }
    expect(describeError(error as FreecellError)).toBe('follow cannot be 3: it must be a value hint() returned.');
    expect(describeError(error as FreecellError, 'pt')).toBe('follow não pode ser 3: o valor deve ser um valor devolvido por hint().');
  });
});

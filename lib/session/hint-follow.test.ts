// Following the game's help: hint after hint, or solve, wins every deal the header calls winnable, naming the moves it plays.

import { type Variant, applyMove, findVariant, refineVariant } from '../core';
import { solve } from '../solver';
import * as portfolio from '../solver/portfolio';
import * as beams from '../solver/short';
import { createPainter, en } from '../ui';
import { GameSession } from '.';
import * as advisor from './advisor';

function session(variant: Variant, number: number, autoplay = true): { s: GameSession; opening: string } {
  const s = new GameSession({ variant, deal: { kind: 'game', number }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en }, randomGameNumber: () => 1, autoplay });
  return { s, opening: s.start() };
}

const HINT = /^Hint: (\S+) \((.*?)\)(?:; autoplay then sends (.*) to the foundations)?\.$/;

/** Types `hint`, then the move it names, until the game is won or a position comes back; each move must be the one named, and keep the game winnable. */
/** How many hints named the cards autoplay sends after their move (the suites check that some did). */
let autoplayNamed = 0;

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
    expect(played).toContain(`\n${hint[2]!}\n`);
    // the cards the hint said autoplay sends are those it sent, in its order
    if (hint[3] !== undefined) {
      expect(played).toContain(`\nAutoplay: ${hint[3]} to the foundations\n`);
      autoplayNamed++;
    }
    expect(played.split('\n')[0]).not.toMatch(/cannot be won$/);
  }
  return { hints, repeated: false };
}

/** Types `solve`, then Enter until the solution ends. */
function playSolution(s: GameSession, command: string): void {
  expect(s.handle(command)).toMatch(/solution of \d+ moves?/);
  for (let i = 0; i < 300 && !s.won; i++) {
    s.handle('');
    expect(s.lastError).toBeUndefined();
  }
}

describe('hint after hint', () => {
  it('wins FreeCell with 2 cells, game 39, without going back and forth (6H to a cell and back)', () => {
    const { s } = session(findVariant('freecell-2'), 39);
    expect(followHints(s, 300)).toEqual({ hints: expect.any(Number), repeated: false });
    expect(s.won).toBe(true);
  });
});

describe('the help wins every winnable deal of each variant', () => {
  const freecell = findVariant('freecell');
  // A deal of each variant the header calls winnable, the rules it is played with, and whether `solve short` is tried too (about a second).
  const deals: [string, number, Variant, boolean, boolean][] = [
    ['freecell', 1, freecell, true, true],
    ['freecell, no autoplay', 2, freecell, false, false],
    ['freecell, single-card moves', 3, refineVariant(freecell, { sequenceMoves: 'single' }), true, false],
    ['bakers', 1, findVariant('bakers'), true, true],
    ['ko-bakers (Kings only in empty columns)', 2, findVariant('ko-bakers'), true, false],
    ['eight-off (cells dealt)', 1, findVariant('eight-off'), true, false],
    ['eight-off, no autoplay', 2, findVariant('eight-off'), false, false],
    ['seahaven (cells dealt)', 1, findVariant('seahaven'), true, true],
    ['relaxed-seahaven', 1, findVariant('relaxed-seahaven'), true, false],
    ['relaxed-freecell', 1, findVariant('relaxed-freecell'), true, false],
    ['forecell', 2, findVariant('forecell'), true, false],
    ['freecell-3', 1, findVariant('freecell-3'), true, false],
    ['freecell-1', 2, findVariant('freecell-1'), true, false],
  ];

  it.each(deals)('%s, game %i: hint after hint, and solve', (_name, number, variant, autoplay, short) => {
    const first = session(variant, number, autoplay);
    expect(first.opening.split('\n')[0]).toMatch(/ - winnable$/);
    expect(followHints(first.s, 300).repeated).toBe(false);
    expect(first.s.won).toBe(true);
    for (const command of short ? ['solve', 'solve short'] : ['solve']) {
      const { s } = session(variant, number, autoplay);
      playSolution(s, command);
      expect(s.won).toBe(true);
    }
  });

  it('FreeCell with 0 cells, game 1: the header, hint and solve all say that the deal cannot be won', () => {
    const { s, opening } = session(findVariant('freecell-0'), 1);
    expect(opening.split('\n')[0]).toMatch(/ - cannot be won$/);
    const says = 'This deal cannot be won, whatever is played from its start; type r for a new deal.\n';
    expect(s.handle('hint')).toBe(says);
    expect(s.handle('solve')).toBe(says);
  });
});

describe('help that found nothing', () => {
  it('is remembered for the position: hint or solve again there answers at once, without a second search (the search is deterministic)', () => {
    const search = jest.spyOn(advisor, 'adviseOn');
    // FreeCell with 3 cells, game 12: winnable, but past the hint's search limit (freecell solve needs 324,207 positions)
    const { s } = session(findVariant('freecell-3')!, 12);
    const before = search.mock.calls.length;
    expect(s.handle('hint').trim()).toBe('No solution was found within the search limit; the position may still be winnable.');
    expect(search.mock.calls.length - before).toBe(1);
    expect(s.handle('hint').trim()).toBe('No solution was found within the search limit; the position may still be winnable.');
    expect(s.handle('solve')).toContain('No solution was found within the search limit');
    expect(search.mock.calls.length - before).toBe(1);
    search.mockRestore();
  }, 60_000);
});

describe('solve short', () => {
  // A fresh search at the position (solve short first), and the rest of the plan a hint found there (hint, then solve short).
  it.each([
    ['freecell', 1, findVariant('freecell'), []],
    ['freecell, after a hint', 1, findVariant('freecell'), ['hint']],
    ['bakers', 1, findVariant('bakers'), []],
    ['seahaven, two moves in', 1, findVariant('seahaven'), ['hint', 'HINT']],
  ] as const)('%s, game %i: runs the fast search once, then the beams, and plays short mode\'s solution', (_name, number, variant, before) => {
    const { s } = session(variant, number);
    for (const line of before) {
      // HINT: play the move the hint named
      if (line === 'HINT') s.handle(HINT.exec(s.handle('hint').trim())![1]!);
      else s.handle(line);
    }
    const expected = solve(s.board, { mode: 'short' });
    if (expected.status !== 'solved') throw new Error(`short mode did not solve game ${number}`);
    const fast = jest.spyOn(portfolio, 'runPortfolio');
    const short = jest.spyOn(beams, 'runShort');
    try {
      const said = s.handle('solve short');
      // exactKeys false: the fast search (the exact one would have them)
      expect(fast.mock.calls.map((call) => call[2])).toEqual([false]);
      expect(short).toHaveBeenCalledTimes(1);
      const words = expected.fallback === undefined ? `A short solution of ${expected.moves.length} moves:` : `The short search found nothing shorter than the fast search, whose solution has ${expected.moves.length} moves:`;
      expect(said).toBe(`${words} press Enter for each move, or q to stop.\n`);
    } finally {
      fast.mockRestore();
      short.mockRestore();
    }
    // Enter plays short mode's moves one by one (the last ones, all to the foundations, at once)
    let board = s.board;
    for (const move of expected.moves) {
      board = applyMove(board, move);
      if (s.won) break;
      s.handle('');
      if (!s.won) expect(s.board.key()).toBe(board.key());
    }
    expect(s.won).toBe(true);
  });
});

afterAll(() => {
  // some hint of the deals above was past autoplay, so the check of what it named ran
  expect(autoplayNamed).toBeGreaterThan(0);
});

// Rating deals for --difficulty: the cut points, the fallback when no deal fits, and what the game says.

import { dealBoard, findVariant, microsoftDeal, refineVariant } from '../core';
import { solve } from '../solver';
import { en, pt } from '../ui';
import { DEAL_BUDGET, DEAL_TRIES, EASY_BELOW, HARD_FROM, PICK_BUDGET, pickNote, rateEffort, winnableGame } from '.';

const freecell = findVariant('freecell');

describe('rating deals for --difficulty', () => {
  it('cuts at EASY_BELOW and HARD_FROM', () => {
    expect([rateEffort(0), rateEffort(EASY_BELOW - 1), rateEffort(EASY_BELOW), rateEffort(HARD_FROM - 1), rateEffort(HARD_FROM)]).toEqual(['easy', 'easy', 'medium', 'medium', 'hard']);
  });

  it('deals the first won deal of another rating when none fits, and says so in both languages', () => {
    const states = solve(dealBoard(freecell, microsoftDeal(1)), { mode: 'fast', maxStates: 200_000 });
    expect(states.status).toBe('solved');
    const own = rateEffort(states.states);
    const wanted = own === 'hard' ? 'easy' : 'hard';
    const pick = winnableGame(freecell, () => 1, wanted);
    expect(pick).toEqual({ number: 1, skipped: DEAL_TRIES, found: false, rating: own });
    expect(pickNote(en, pick, wanted)).toBe(`No ${wanted} deal was found in 200 tries; this one is ${own}.`);
    expect(pickNote(pt, pick, wanted)).toBe(`Nenhum jogo ${pt.board.ratings[wanted]} apareceu em 200 tentativas; este é ${pt.board.ratings[own]}.`);
  });

  it('stops trying numbers once its searches together have stored its budget of positions, and says how many it tried', () => {
    // FreeCell with 2 cells, game 9: the fast search gives up at DEAL_BUDGET positions, every time it is asked
    const twoCells = refineVariant(freecell, { cells: 2 });
    expect(solve(dealBoard(twoCells, microsoftDeal(9)), { mode: 'fast', maxStates: DEAL_BUDGET })).toMatchObject({ status: 'gave-up', reason: 'states' });
    // before: 200 searches of 200,000 positions each (minutes without a word, Ctrl-C and SIGTERM waiting for the end)
    expect(PICK_BUDGET).toBeLessThanOrEqual(5 * DEAL_BUDGET);
    const tried: number[] = [];
    const pick = winnableGame(twoCells, () => (tried.push(9), 9), undefined, DEAL_BUDGET + 10_000);
    expect(pick).toEqual({ number: 9, skipped: 2, found: false });
    expect(tried).toHaveLength(2);
    expect(pickNote(en, pick, undefined)).toBe('No deal could be shown winnable in 2 tries; this one may not be.');
    expect(pickNote(en, { number: 9, skipped: 1, found: false }, undefined)).toBe('No deal could be shown winnable in 1 try; this one may not be.');
    expect(pickNote(en, { number: 9, skipped: 1, found: false, rating: 'hard' }, 'easy')).toBe('No easy deal was found in 1 try; this one is hard.');
    expect(pickNote(pt, { number: 9, skipped: 1, found: false, rating: 'hard' }, 'easy')).toBe('Nenhum jogo fácil apareceu em 1 tentativa; este é difícil.');
  });

  it('says nothing when the first number fits, and counts the skipped ones otherwise', () => {
    expect(pickNote(en, { number: 5, skipped: 0, found: true, rating: 'easy' }, 'easy')).toBeUndefined();
    expect(pickNote(en, { number: 5, skipped: 1, found: true, rating: 'easy' }, 'easy')).toBe('Skipped 1 deal number to find an easy deal.');
    expect(pickNote(pt, { number: 5, skipped: 3, found: true, rating: 'medium' }, 'medium')).toBe('Pulei 3 números de jogo até achar um jogo médio.');
    expect(pickNote(en, { number: 5, skipped: 2, found: true }, undefined)).toBe('Skipped 2 deal numbers that could not be shown winnable.');
  });
});

// Rating deals for --difficulty: the cut points, the fallback when no deal fits, and what the game says.

import { dealBoard, findVariant, microsoftDeal } from '../core';
import { solve } from '../solver';
import { en, pt } from '../ui';
import { DEAL_TRIES, EASY_BELOW, HARD_FROM, pickNote, rateEffort, winnableGame } from '.';

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

  it('says nothing when the first number fits, and counts the skipped ones otherwise', () => {
    expect(pickNote(en, { number: 5, skipped: 0, found: true, rating: 'easy' }, 'easy')).toBeUndefined();
    expect(pickNote(en, { number: 5, skipped: 1, found: true, rating: 'easy' }, 'easy')).toBe('Skipped 1 deal number to find an easy deal.');
    expect(pickNote(pt, { number: 5, skipped: 3, found: true, rating: 'medium' }, 'medium')).toBe('Pulei 3 números de jogo até achar um jogo médio.');
    expect(pickNote(en, { number: 5, skipped: 2, found: true }, undefined)).toBe('Skipped 2 deal numbers that could not be shown winnable.');
  });
});

// What a line typed while browsing asks for: keys, move numbers of any length, and numbers past the file's end.

import { dealBoard, findVariant, microsoftDeal } from '../core';
import { type Browse, browseStep } from './browse';

/** A browse of `total` moves: only the count matters to browseStep, so the moves are left unfilled. */
function browseOf(total: number): Browse {
  const start = dealBoard(findVariant('freecell'), microsoftDeal(1));
  return { file: 'long.txt', start, tokens: new Array(total), checkpoints: [start], index: 0 };
}

describe('browseStep', () => {
  const long = browseOf(1_360_001);

  it('goes to a move number of more than six digits that the file holds', () => {
    expect(browseStep('go 1000000', long)).toEqual({ kind: 'go', to: 1_000_000 });
    expect(browseStep('1360001', long)).toEqual({ kind: 'go', to: 1_360_001 });
    expect(browseStep('g 0001000000', long)).toEqual({ kind: 'go', to: 1_000_000 });
  });

  it('answers a number past the end as no such move, however many digits it has', () => {
    expect(browseStep('go 1360002', long)).toEqual({ kind: 'no-such-move', number: '1360002' });
    expect(browseStep('1234567', browseOf(3))).toEqual({ kind: 'no-such-move', number: '1234567' });
    expect(browseStep('99999999999999999999999', long)).toEqual({ kind: 'no-such-move', number: '99999999999999999999999' });
    expect(browseStep('go 004', browseOf(3))).toEqual({ kind: 'no-such-move', number: '4' });
  });

  it('names a word after a long move number as a stray word, and refuses what is not digits', () => {
    expect(browseStep('1000000 now', long)).toEqual({ kind: 'stray', word: '1000000', extra: 'now' });
    expect(browseStep('go 1e6', long)).toEqual({ kind: 'bad' });
    expect(browseStep('-1', long)).toEqual({ kind: 'bad' });
  });
});

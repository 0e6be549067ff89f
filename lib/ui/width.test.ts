// The columns text takes on a terminal: wide characters two, combining marks none; lines broken to a width measured so.

import { dealBoard, findVariant, microsoftDeal } from '../core';
import { en } from './messages-en';
import { wrap } from './help';
import { renderBoard } from './render';
import { createPainter } from './paint';
import { textWidth } from './width';

const CJK = '纸牌游戏的一副牌纸牌游戏的一副牌纸牌.txt';

describe('textWidth', () => {
  it.each([
    ['abc', 3],
    ['10♥ K♠', 6],
    ['ção', 3],
    ['e\u0301e\u0301', 2],
    ['纸牌', 4],
    ['ファイル', 8],
    ['３', 2],
    ['한글', 4],
    ['😀', 2],
    ['\u2764\ufe0f', 2],
    ['\u2764', 1],
    [CJK, 40],
    ['', 0],
  ])('%j takes %i columns', (text, width) => {
    expect(textWidth(text)).toBe(width);
  });
});

describe('wrap measures the columns a line takes on the terminal', () => {
  const fits = (lines: string[], width: number): void => {
    for (const l of lines) expect(textWidth(l)).toBeLessThanOrEqual(width);
  };

  it('a name of wide characters goes to a line of its own when it would not fit the columns left', () => {
    const lines = wrap(`FreeCell, deck ${CJK}, 1 move typed, time 0:00`, 60, 'q7h6un  ', '        ');
    expect(lines).toEqual(['q7h6un  FreeCell, deck', `        ${CJK}, 1 move`, '        typed, time 0:00']);
    fits(lines, 60);
  });

  it('combining accents take no column: a line of them is not broken before it must be', () => {
    const name = 'e\u0301'.repeat(7) + '.txt,';
    expect(wrap(`FreeCell, deck ${name} 1 move`, 42, 'env2x5  ', '        ')).toEqual([`env2x5  FreeCell, deck ${name} 1 move`]);
  });

  it('nothing is lost or added: the words come back in order', () => {
    const text = `a ${CJK} 😀😀 ção b${'字'.repeat(30)} c`;
    for (const width of [1, 5, 20, 40, 80]) expect(wrap(text, width).join(' ').split(' ')).toEqual(text.split(' '));
  });
});

describe('the board header measures wide characters', () => {
  it('a deck named in wide characters is cut to lines that each fit the terminal', () => {
    const variant = findVariant('freecell');
    const board = dealBoard(variant, microsoftDeal(1));
    const look = { style: 'default' as const, ascii: true, painter: createPainter(false), catalog: en, width: () => 40 };
    const header = renderBoard({ board, deal: { kind: 'deck', name: CJK }, moves: 0 }, look).split('\n').slice(0, 3);
    for (const l of header) expect(textWidth(l)).toBeLessThanOrEqual(40);
    expect(header.join('')).toContain('纸牌游戏');
  });
});

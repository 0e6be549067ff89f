import fc from 'fast-check';
import { type Variant, findVariant, refineVariant } from '../core';
import { parseDeck, parseFcsBoard } from '../notation';
import { createPainter, en } from '../ui';
import { type DealSpec, GameSession } from '.';

const freecell = findVariant('freecell');
const bakers = findVariant('bakers');

function session(deal: DealSpec, variant: Variant = freecell, style: 'default' | 'cse231' = 'default'): GameSession {
  return new GameSession({ variant, deal, look: { style, ascii: true, painter: createPainter(false), catalog: en }, randomGameNumber: () => 4242 });
}

function fromBoard(text: string, variant: Variant = freecell): GameSession {
  return session({ kind: 'board', name: 'test', board: parseFcsBoard(text, variant, { fullPack: false }) }, variant);
}

/** Runs a rejected command and checks that nothing about the game changed. */
function rejects(s: GameSession, line: string): { code: string; text: string } {
  const key = s.board.key();
  const moves = s.moves;
  const text = s.handle(line);
  expect(s.lastError).toBeDefined();
  expect(s.board.key()).toBe(key);
  expect(s.moves).toBe(moves);
  expect(text.trim().split('\n')).toHaveLength(1);
  return { code: s.lastError!.code, text: text.trim() };
}

describe('every error a player can cause leaves the game unchanged and gets one sentence', () => {
  const position = `
Foundations: H-2 C-0 D-0 S-0
Freecells: 7C - - -
KS QH JH
5D
9C 8H 7S
AS
4C
KH
QS
3S 2D
`;
  const cases: [string, string, string, Variant?][] = [
    ['xx 1 2', 'UNKNOWN_COMMAND', '"xx" is not a command; type h for the list of commands.'],
    ['ft 1 2', 'UNKNOWN_COMMAND', '"ft" is not a command; did you mean "tf"? Type h for the list of commands.'],
    ['tt 1', 'WRONG_ARGUMENT_COUNT', 'tt needs 2 or 3 numbers, not 1: tt COLUMN COLUMN [COUNT].'],
    ['h 2', 'WRONG_ARGUMENT_COUNT', 'h takes no arguments.'],
    ['tc one 2', 'NOT_A_NUMBER', '"one" is not a column number.'],
    ['tc 9 1', 'OUT_OF_RANGE', 'There is no column 9: columns are numbered 1 to 8.'],
    ['tc 1 5', 'OUT_OF_RANGE', 'There is no cell 5: cells are numbered 1 to 4.'],
    ['tt 1 1', 'SAME_PILE', 'Column 1 is both the source and the destination.'],
    ['cf 2 1', 'EMPTY_SOURCE', 'Cell 2 is empty: there is no card to move.'],
    ['tt 2 6 3', 'NOT_ENOUGH_CARDS', 'Column 2 holds 1 card, so 3 cannot move.'],
    ['tt 1 6 3', 'NOT_A_RUN', 'The last 3 cards of column 1 are not a run: JH does not follow QH (in FreeCell a column is built down in alternating colours).'],
    ['tc 2 1', 'CELL_OCCUPIED', 'Cell 1 is not empty: it holds 7C.'],
    ['tf 2 2', 'NEEDS_ACE', "Can't put 5D on foundation 2: an empty foundation takes an Ace."],
    ['tf 5 1', 'WRONG_SUIT', "Can't put 4C on 2H in foundation 1: it takes the 3 of hearts next."],
    ['tt 2 6', 'WRONG_RANK', "Can't put 5D on KH: a column is built down one rank at a time, and KH takes a Queen."],
    ['ct 1 1', 'WRONG_RANK', "Can't put 7C on JH: a column is built down one rank at a time, and JH takes a 10."],
    ['tt 8 5', 'WRONG_COLOUR', "Can't put 3S on 4C: in FreeCell a column is built down in alternating colours."],
  ];

  it.each(cases)('%p -> %s', (line, code, sentence) => {
    const s = fromBoard(position);
    const result = rejects(s, line);
    expect(result.code).toBe(code);
    expect(result.text).toBe(sentence);
  });

  it('WRONG_SUIT in Baker\'s Game', () => {
    const s = fromBoard('5C\n4D\n', bakers);
    expect(rejects(s, 'tt 2 1')).toEqual({ code: 'WRONG_SUIT', text: "Can't put 4D on 5C: in Baker's Game a column is built down in the same suit." });
  });

  it('NOT_ENOUGH_SPACE', () => {
    const s = fromBoard('Freecells: 2C 3C 4C -\nJS 10D 9C 8H 7S\nQH\nKS\nKH\nKC\nQD\nQC\n10H\n');
    expect(rejects(s, 'tt 1 2')).toEqual({
      code: 'NOT_ENOUGH_SPACE',
      text: 'Not enough free space to move 5 cards: with 1 free cell and 0 empty columns you can move 2 at most.',
    });
  });

  it('SINGLE_CARD_ONLY', () => {
    const single = refineVariant(freecell, { sequenceMoves: 'single' });
    const s = fromBoard('9C 8H 7S\n:\n', single);
    expect(rejects(s, 'tt 1 2 2').code).toBe('SINGLE_CARD_ONLY');
  });

  it('EMPTY_COLUMN_RULE', () => {
    const kings = refineVariant(freecell, { emptyColumn: 'kings' });
    const s = fromBoard('9C 8H 7S\n:\n', kings);
    expect(rejects(s, 'tt 1 2 1')).toEqual({ code: 'EMPTY_COLUMN_RULE', text: "Can't put 7S in empty column 2: only a King may fill an empty column." });
  });
});

describe('playing', () => {
  it('moves, counts moves and redraws', () => {
    const s = fromBoard('9C 8H 7S\n:\n');
    const text = s.handle('tt 1 2');
    expect(s.lastError).toBeUndefined();
    expect(s.moves).toBe(1);
    expect(s.board.column(1)).toHaveLength(3);
    expect(text).toContain('1 move');
  });

  it('announces a win', () => {
    const s = fromBoard('Foundations: H-Q C-K D-K S-K\nKH\n');
    expect(s.handle('tf 1 1')).toContain('You won in 1 move!');
    expect(s.done).toBe(false);
  });

  it('says when the game is lost and offers a new deal', () => {
    const s = fromBoard('Freecells: KC QC JC -\n9C 10C\n9S\n8C\n8S\n7C\n7S\n6C\n6S\n');
    expect(s.handle('tc 1 4')).toContain('No legal move is left: this game is lost. Type u to undo, r for a new deal, restart to play this one again, or q to quit.');
    const again = s.handle('r');
    expect(again).toContain('0 moves');
    expect(s.board.cell(0)).toBe(parseDeck('KC')[0]);
  });

  it('r deals a new random game number; a deck deals the same layout again', () => {
    const s = session({ kind: 'game', number: 1 });
    s.handle('tc 1 1');
    expect(s.handle('r')).toContain('game 4242');
    const deck = session({ kind: 'deck', name: 'six', cards: parseDeck('6C 5C 4C 3C 2C AC') }, bakers);
    const start = deck.board.key();
    deck.handle('tt 6 5');
    deck.handle('r');
    expect(deck.board.key()).toBe(start);
  });

  it('q ends the session; the CSE 231 style ends on a win', () => {
    const s = session({ kind: 'game', number: 1 });
    s.handle('q');
    expect(s.done).toBe(true);
    const c = session({ kind: 'deck', name: 'one', cards: parseDeck('AC') }, bakers, 'cse231');
    expect(c.handle('tf 1 1')).toBe('You won the game!\n');
    expect(c.done).toBe(true);
  });
});

describe('properties', () => {
  const word = fc.constantFrom('tt', 'tc', 'tf', 'cf', 'ct', 'TT', 'x', 'r', 'h', '', 'q1', 'tt3');
  const arg = fc.oneof(fc.integer({ min: -2, max: 12 }).map(String), fc.constantFrom('a', '1.5', '', '99999999999'), fc.string({ maxLength: 3 }));
  const line = fc.oneof(
    fc.tuple(word, fc.array(arg, { maxLength: 4 })).map(([w, args]) => [w, ...args].join(' ')),
    fc.string({ maxLength: 12 }),
  );

  it.each([freecell, bakers])('random command strings never crash, errors never change the game, 52 cards stay (%j)', (variant) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(line, { maxLength: 60 }), (game, lines) => {
        const s = session({ kind: 'game', number: game }, variant);
        for (const l of lines.filter((x) => !/^\s*(q|quit|exit)\s*$/i.test(x))) {
          const key = s.board.key();
          const moves = s.moves;
          s.handle(l);
          if (s.lastError) {
            expect(s.board.key()).toBe(key);
            expect(s.moves).toBe(moves);
          }
          const cards = [...Array(52).keys()];
          const held = [];
          for (let j = 0; j < s.board.table.pileCount; j++) held.push(...s.board.table.cards(j));
          expect(held.sort((a, b) => a - b)).toEqual(cards);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('the solver at the table', () => {
  it('hints the next move of a solution and plays a whole solution out with Enter, stopping on q', () => {
    const s = session({ kind: 'game', number: 1 });
    expect(s.handle('hint')).toMatch(/^Hint: [1-8a-d][1-8a-dh]/);
    expect(s.handle('solve')).toMatch(/^A solution of \d+ moves: press Enter for each move, or q to stop\.\n$/);
    s.handle('');
    s.handle('');
    expect(s.moves).toBeGreaterThanOrEqual(2);
    expect(s.handle('q')).toBe('Solution stopped; the game goes on from here.\n');
    expect(s.done).toBe(false);
  });

  it('plays a solution to the end, and the game is won', () => {
    const s = session({ kind: 'game', number: 5 });
    const first = s.handle('solve');
    const total = Number(/of (\d+) moves/.exec(first)![1]);
    for (let i = 0; i < total; i++) s.handle('');
    expect(s.won).toBe(true);
  });

  it('says when a position can no longer be won, and shows the status in the header', () => {
    const stuck = session({ kind: 'deck', name: 'lost', cards: parseDeck('KS KC QS QC JS JC 10S 10C 9S 9C 8S 8C') });
    expect(stuck.start()).toContain('0 moves - cannot be won');
    expect(stuck.handle('hint')).toBe('This position can no longer be won; undo to get back to one that can.\n');
    expect(session({ kind: 'game', number: 1 }).start()).toContain('0 moves - winnable');
  });
});

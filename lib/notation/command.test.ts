import { type Board, applyMove, dealBoard, findVariant, legalMoves, microsoftDeal, parseDealNumber, resolveMove, refineVariant } from '../core';
import { type Command, formatCommand, parseCommand, splitCommandLine, suggestCommand } from '.';

const freecell = findVariant('freecell');

function codeOf(line: string): string {
  try {
    parseCommand(line, freecell);
  } catch (e) {
    return (e as { code: string }).code;
  }
  return 'none';
}

describe('parseCommand', () => {
  it('reads the five move commands, case-insensitive, extra spaces ignored, 1-based', () => {
    expect(parseCommand('  TT   3  5 ', freecell)).toEqual({
      kind: 'move',
      name: 'tt',
      request: { from: { kind: 'column', index: 2 }, to: { kind: 'column', index: 4 } },
    });
    expect(parseCommand('tt 3 5 2', freecell)).toMatchObject({ request: { count: 2 } });
    expect(parseCommand('Tc 1 4', freecell)).toMatchObject({ request: { from: { kind: 'column', index: 0 }, to: { kind: 'cell', index: 3 } } });
    expect(parseCommand('tf 8 1', freecell)).toMatchObject({ request: { to: { kind: 'foundation', index: 0 } } });
    expect(parseCommand('cf 2 3', freecell)).toMatchObject({ request: { from: { kind: 'cell', index: 1 } } });
    expect(parseCommand('ct 4 8', freecell)).toMatchObject({ request: { to: { kind: 'column', index: 7 } } });
  });

  it('reads R, H, Q and their long forms', () => {
    const kinds = (line: string): string | undefined => (parseCommand(line, freecell) as Command | undefined)?.kind;
    expect(kinds('R')).toBe('new-deal');
    expect(kinds('h')).toBe('help');
    expect(kinds('help')).toBe('help');
    expect(kinds('?')).toBe('help');
    expect(kinds('Q')).toBe('quit');
    expect(kinds('quit')).toBe('quit');
    expect(kinds('exit')).toBe('quit');
    expect(parseCommand('   ', freecell)).toBeUndefined();
    expect(parseCommand('q\r', freecell)).toEqual({ kind: 'quit' });
  });

  it.each([
    ['xyz 1 2', 'UNKNOWN_COMMAND'],
    ['ttt 1 2', 'UNKNOWN_COMMAND'],
    ['tt 1', 'WRONG_ARGUMENT_COUNT'],
    ['tc 1 2 3', 'WRONG_ARGUMENT_COUNT'],
    ['tt 1 2 3 4', 'WRONG_ARGUMENT_COUNT'],
    ['q now', 'WRONG_ARGUMENT_COUNT'],
    ['tt a 2', 'NOT_A_NUMBER'],
    ['tt 1 2.5', 'NOT_A_NUMBER'],
    ['tt 1 2 x', 'NOT_A_NUMBER'],
    ['tt 0 2', 'OUT_OF_RANGE'],
    ['tt 9 2', 'OUT_OF_RANGE'],
    ['tc 1 5', 'OUT_OF_RANGE'],
    ['cf 1 5', 'OUT_OF_RANGE'],
    ['ct -1 3', 'OUT_OF_RANGE'],
    ['tt 1 2 0', 'OUT_OF_RANGE'],
    ['tt 1 2 53', 'OUT_OF_RANGE'],
    ['tt 99999999999999999999 2', 'OUT_OF_RANGE'],
    ['35 extra', 'NOT_A_MOVE'],
    ['8h 2', 'NOT_A_MOVE'],
  ])('%p is a %s error', (line, code) => {
    expect(codeOf(line)).toBe(code);
  });

  it('a line that starts with a move names the first word that is not one; a command spelled like a move stays a command', () => {
    expect(() => parseCommand('35 3a extra more', freecell)).toThrow(expect.objectContaining({ code: 'NOT_A_MOVE', params: { part: 'extra' } }));
    expect(parseCommand('cf 2 1', freecell)).toMatchObject({ kind: 'move', name: 'cf' });
    expect(parseCommand('C7 6 O1', freecell)).toMatchObject({ kind: 'move', name: 'cs3500' });
  });

  it('suggests the command a typo most likely meant', () => {
    expect(suggestCommand('ttt')).toBe('tt');
    expect(suggestCommand('ft')).toBe('tf');
    expect(suggestCommand('tx')).toBeUndefined();
    expect(suggestCommand('hlep')).toBe('help');
    expect(suggestCommand('qiut')).toBe('quit');
    expect(suggestCommand('quiy')).toBe('quit');
    expect(suggestCommand('banana')).toBeUndefined();
    expect(() => parseCommand('ft 1 1', freecell)).toThrow(expect.objectContaining({ suggestion: 'tf' }));
  });

  it('suggests the standard move that two words typed apart make together ("3 5" for 35)', () => {
    expect(() => parseCommand('3 5', freecell)).toThrow(expect.objectContaining({ code: 'UNKNOWN_COMMAND', word: '3', suggestion: '35' }));
    expect(() => parseCommand('3 a', freecell)).toThrow(expect.objectContaining({ suggestion: '3a' }));
    expect(() => parseCommand('a 5', freecell)).toThrow(expect.objectContaining({ suggestion: 'a5' }));
    expect(() => parseCommand('8 h', freecell)).toThrow(expect.objectContaining({ suggestion: '8h' }));
    // three words, or two that make no move of this game, suggest nothing
    for (const line of ['3 5 2', '3 x', '3 3 ', '9 1', '3 e']) {
      const err = (() => {
        try {
          parseCommand(line, freecell);
        } catch (e) {
          return e as { code?: string; suggestion?: string };
        }
        return undefined;
      })();
      expect(err).toMatchObject({ code: 'UNKNOWN_COMMAND' });
      expect(err?.suggestion).toBeUndefined();
    }
  });

  it('follows the variant sizes', () => {
    const wide = refineVariant(freecell, { columns: 10, cells: 2 });
    expect(() => parseCommand('tt 10 1', wide)).not.toThrow();
    expect(() => parseCommand('tc 1 3', wide)).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE', max: 2 }));
  });
});

describe('formatCommand round-trips every legal move', () => {
  function walk(board: Board, steps: number, seen: (b: Board) => void): void {
    seen(board);
    if (steps === 0) return;
    const moves = legalMoves(board);
    for (const m of moves.filter((_, i) => i % 5 === 0)) walk(applyMove(board, m), steps - 1, seen);
  }

  it.each(['freecell', 'bakers'])('over positions reached from deals 1 and 617 (%s)', (name) => {
    const variant = findVariant(name);
    let checked = 0;
    for (const game of [1, 617]) {
      walk(dealBoard(variant, microsoftDeal(game)), 3, (board) => {
        for (const move of legalMoves(board)) {
          const parsed = parseCommand(formatCommand(move, board), variant);
          expect(parsed?.kind).toBe('move');
          if (parsed?.kind === 'move') expect(resolveMove(board, parsed.request)).toEqual(move);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('deck FILE', () => {
  it('reads one file name, commas included, and names a word too many', () => {
    expect(parseCommand('DECK decks/a,b.txt', freecell)).toEqual({ kind: 'deck', file: 'decks/a,b.txt' });
    expect(splitCommandLine('deck a,b.txt')).toEqual(['deck a,b.txt']);
    expect(codeOf('deck')).toBe('WRONG_ARGUMENT_COUNT');
    expect(() => parseCommand('deck a.txt b.txt', freecell)).toThrow(expect.objectContaining({ code: 'WRONG_ARGUMENT_COUNT', params: expect.objectContaining({ extra: 'b.txt' }) }));
    expect(suggestCommand('dekc')).toBe('deck');
  });
});

describe('a file name in quotes', () => {
  it.each([
    ['save "my game.json"', { kind: 'save', file: 'my game.json' }],
    ["save 'my game.json'", { kind: 'save', file: 'my game.json' }],
    ['s "a  b"', { kind: 'save', file: 'a  b' }],
    ['moves "out/all moves.txt"', { kind: 'moves', file: 'out/all moves.txt' }],
    ["moves 'it\"s.txt'", { kind: 'moves', file: 'it"s.txt' }],
    ['save "it\'s.json"', { kind: 'save', file: "it's.json" }],
    ['browse "my moves.txt"', { kind: 'browse', file: 'my moves.txt' }],
    ['deck "decks/my deck.txt"', { kind: 'deck', file: 'decks/my deck.txt' }],
    // quoted and plain parts side by side make one name, as in a shell
    ['save ~/"my game".json', { kind: 'save', file: '~/my game.json' }],
    ['save "a,b c.json"', { kind: 'save', file: 'a,b c.json' }],
    ['save C:\\games\\x.json', { kind: 'save', file: 'C:\\games\\x.json' }],
    ['save plain.json', { kind: 'save', file: 'plain.json' }],
  ])('%j', (line, command) => {
    expect(parseCommand(line, freecell)).toEqual(command);
    expect(splitCommandLine(line)).toEqual([line]);
  });

  it.each([
    ['save "my game.json', 'save', '"'],
    ["moves 'a b.txt", 'moves', "'"],
    ['save a"b', 'save', '"'],
    ['browse "x', 'browse', '"'],
    ['deck \'', 'deck', "'"],
    ['s "a" "b', 's', '"'],
  ])('%j has a quote never closed: UNCLOSED_QUOTE', (line, command, quote) => {
    expect(() => parseCommand(line, freecell)).toThrow(expect.objectContaining({ code: 'UNCLOSED_QUOTE', params: { command, quote } }));
  });

  it('names the word too many after a quoted name, and leaves every other command as it was', () => {
    expect(() => parseCommand('save "a b" c', freecell)).toThrow(expect.objectContaining({ code: 'WRONG_ARGUMENT_COUNT', params: expect.objectContaining({ extra: 'c' }) }));
    expect(() => parseCommand('save a "b c"', freecell)).toThrow(expect.objectContaining({ code: 'WRONG_ARGUMENT_COUNT', params: expect.objectContaining({ extra: 'b c' }) }));
    // quotes mean nothing to the commands that take no file
    expect(codeOf('tt "1 2"')).toBe('NOT_A_NUMBER');
    expect(codeOf('"save" x')).toBe('UNKNOWN_COMMAND');
    expect(codeOf('game "617"')).toBe('NOT_A_NUMBER');
  });
});

describe('game NUMBER', () => {
  // every form --game takes, read as the deal --game deals
  it.each(['617', 'ms:617', 'MS:8589934591', '1_000', 'pysol:24', 'pysol:ms24', 'pysol:00024', 'pysol:31999', 'pysol:32000', 'pysol:123456', 'PySol:123_456', 'pysol:99999999999999999999'])(
    'game %s is the deal --game deals for the same text',
    (text) => {
      const deal = parseDealNumber(text);
      expect(parseCommand(`game ${text}`, freecell)).toEqual(deal.kind === 'game' ? { kind: 'game', number: deal.number } : { kind: 'pysol', seed: deal.seed });
    },
  );

  it('reads a PySolFC number from 32000 up as a PySolFC deal, and a smaller one as the Microsoft deal', () => {
    expect(parseCommand('game pysol:123456', freecell)).toEqual({ kind: 'pysol', seed: 123456n });
    expect(parseCommand('game pysol:24', freecell)).toEqual({ kind: 'game', number: 24 });
    expect(parseCommand('game ms:5', freecell)).toEqual({ kind: 'game', number: 5 });
  });

  it.each([
    ['abc', 'NOT_A_NUMBER', { command: 'game', argument: 'abc', kind: 'game' }],
    ['ms:abc', 'NOT_A_NUMBER', { command: 'game', argument: 'ms:abc', kind: 'game' }],
    ['ms:', 'NOT_A_NUMBER', { command: 'game', argument: 'ms:', kind: 'game' }],
    ['pysol:abc', 'NOT_A_NUMBER', { command: 'game', argument: 'pysol:abc', kind: 'pysol' }],
    ['pysol:0', 'NOT_A_NUMBER', { command: 'game', argument: 'pysol:0', kind: 'pysol' }],
    ['pysol:ms0', 'NOT_A_NUMBER', { command: 'game', argument: 'pysol:ms0', kind: 'pysol' }],
    ['0', 'OUT_OF_RANGE', { command: 'game', kind: 'game', value: 0, max: 8589934591, text: '0' }],
    ['ms:8589934592', 'OUT_OF_RANGE', { command: 'game', kind: 'game', value: 8589934592, max: 8589934591, text: 'ms:8589934592' }],
  ])('game %s is refused: %s', (text, code, params) => {
    expect(() => parseCommand(`game ${text}`, freecell)).toThrow(expect.objectContaining({ code, params }));
  });
});

describe('a column number alone and quick on|off (the interactive game only)', () => {
  const quick = { quick: true } as const;
  const codeWith = (line: string, variant = freecell): string => {
    try {
      parseCommand(line, variant, undefined, quick);
    } catch (e) {
      return (e as { code: string }).code;
    }
    return 'none';
  };

  it('reads a column number alone as that column to a free cell, and quick on|off as the setting', () => {
    expect(parseCommand('3', freecell, undefined, quick)).toEqual({ kind: 'quick-move', column: 2 });
    expect(parseCommand(' 8 ', freecell, undefined, quick)).toEqual({ kind: 'quick-move', column: 7 });
    expect(parseCommand('10', findVariant('seahaven'), undefined, quick)).toEqual({ kind: 'quick-move', column: 9 });
    expect(parseCommand('quick on', freecell, undefined, quick)).toEqual({ kind: 'quick-cell', on: true });
    expect(parseCommand('QUICK Off', freecell, undefined, quick)).toEqual({ kind: 'quick-cell', on: false });
  });

  it('refuses a number that is no column, and quick without on or off', () => {
    expect(codeWith('9')).toBe('OUT_OF_RANGE');
    expect(codeWith('0')).toBe('OUT_OF_RANGE');
    expect(codeWith('quick')).toBe('WRONG_ARGUMENT_COUNT');
    expect(codeWith('quick yes')).toBe('BAD_ARGUMENT');
  });

  it('refuses a column number with a word after it as COLUMN_ALONE, with the move two numbers make when they make one', () => {
    expect(() => parseCommand('3 4', freecell, undefined, quick)).toThrow(expect.objectContaining({ code: 'COLUMN_ALONE', params: { line: '3 4', suggestion: '34' } }));
    expect(() => parseCommand('3  x y', freecell, undefined, quick)).toThrow(expect.objectContaining({ code: 'COLUMN_ALONE', params: { line: '3 x y' } }));
    // a number that is no column, or a standard move, is read as before
    expect(codeWith('9 4')).toBe('UNKNOWN_COMMAND');
    expect(codeWith('35 x')).toBe('NOT_A_MOVE');
    // a quick move among moves split by spaces: the line with commas, which plays them all
    expect(() => parseCommand('12 4', freecell, undefined, quick)).toThrow(expect.objectContaining({ code: 'NOT_A_MOVE', params: { part: '4', comma: '12, 4' } }));
    expect(() => parseCommand('12 4 3a 5', freecell, undefined, quick)).toThrow(expect.objectContaining({ code: 'NOT_A_MOVE', params: { part: '4', comma: '12, 4, 3a, 5' } }));
    expect(() => parseCommand('12 4 x', freecell, undefined, quick)).toThrow(expect.objectContaining({ code: 'NOT_A_MOVE', params: { part: '4' } }));
    expect(() => parseCommand('12 4', freecell)).toThrow(expect.objectContaining({ code: 'NOT_A_MOVE', params: { part: '4' } }));
    // without the option a number alone is no command
    expect(() => parseCommand('3 4', freecell)).toThrow(expect.objectContaining({ code: 'UNKNOWN_COMMAND', suggestion: '34' }));
  });

  it('is no command without the option: files and the CSE 231 style read them as before', () => {
    expect(codeOf('3')).toBe('UNKNOWN_COMMAND');
    expect(codeOf('quick on')).toBe('UNKNOWN_COMMAND');
    // standard notation is unchanged with the option
    expect(parseCommand('35', freecell, undefined, quick)).toMatchObject({ kind: 'move', name: 'standard' });
  });
});

describe('show', () => {
  it('reads a column number, cells or foundations, or nothing for the whole table', () => {
    expect(parseCommand('show', freecell)).toEqual({ kind: 'show' });
    expect(parseCommand('SHOW 3', freecell)).toEqual({ kind: 'show', part: { kind: 'column', index: 2 } });
    expect(parseCommand('show cells', freecell)).toEqual({ kind: 'show', part: { kind: 'cells' } });
    expect(parseCommand('show Foundations', freecell)).toEqual({ kind: 'show', part: { kind: 'foundations' } });
  });

  it('refuses a column the game does not have, a word it does not know and a word too many', () => {
    expect(codeOf('show 9')).toBe('OUT_OF_RANGE');
    expect(codeOf('show 0')).toBe('OUT_OF_RANGE');
    expect(codeOf('show x')).toBe('NOT_A_NUMBER');
    expect(() => parseCommand('show x', freecell)).toThrow(expect.objectContaining({ kind: 'pile', argument: 'x', command: 'show' }));
    expect(codeOf('show 1 2')).toBe('WRONG_ARGUMENT_COUNT');
    expect(() => parseCommand('show 1 2', freecell)).toThrow(expect.objectContaining({ extra: '2' }));
  });

  it('is suggested for a typo', () => {
    expect(suggestCommand('shw')).toBe('show');
  });
});

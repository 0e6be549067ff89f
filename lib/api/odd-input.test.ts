import type { SequenceMoves } from '../cs3500';
import * as freecell from '..';
import * as cs3500 from '../cs3500';
import { type Setup, type Suit, canStack, isCard, dealBoard, microsoftDeal, microsoftShuffle, refineVariant, capacity, formatCs3500, formatFcs, formatJsonPosition, formatStandardMove, foundationFor, foundationViolation, isRed, makeCard, positionFromSetup, positionToJson, rankOf, runLength, stackViolation, suitOf } from '..';
import { FreecellGame, getDeck, readDeck } from '.';
import { BUILD_RULES, EMPTY_COLUMN_RULES, ERROR_CODES, SEQUENCE_MOVES, VARIANT_LIMITS, Board, parseCs3500, parseDeck, parseFcsBoard, parseJsonPosition, playMoveText, type ErrorCode, type ErrorLanguage, type FreecellError, describeError, errorMessage, errorReason, parseDealNumber, parseGameNumber, parsePysolNumber, parseStandardMove, pysolDeal, type CardNamer, type DeckCheck, type JsonValueShown, type PileRef, type Variant, applyMove, applyMoves, cell, column, foundation, hint, makeMove, solve, solveToVerdict, formatCard, formatCardFcs, parseCard, findViolation, findVariant, fullPack, listVariants, shuffleDeck, validateDeck, validateVariant } from '..';

// The library as a JavaScript caller without types uses it: odd values, shared objects changed behind its back.

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code ?? `no code: ${String(e)}`;
  }
  return undefined;
};

/** Assigns to a field the types say is read-only, as JavaScript may; true when the assignment took. */
const assign = (target: object, key: string, value: unknown): boolean => {
  try {
    (target as Record<string, unknown>)[key] = value;
  } catch {
    return false;
  }
  return (target as Record<string, unknown>)[key] === value;
};

describe('variants handed out are not the rules themselves', () => {
  it('a registered variant cannot be changed through findVariant, listVariants, a game or its state', () => {
    const game = FreecellGame.deal(1);
    for (const v of [findVariant('freecell'), listVariants()[0]!.variant, game.variant, game.state().variant, game.board.variant]) {
      expect(assign(v, 'cells', 0)).toBe(false);
      expect(assign(v, 'buildBy', 'any')).toBe(false);
    }
    expect(findVariant('freecell').cells).toBe(4);
    expect(findVariant('freecell').buildBy).toBe('alternate-colour');
    expect(codeOf(() => game.move('column', 0, 0, 'column', 1))).toBe('NOT_A_RUN');
    expect(assign(listVariants()[0]!.aliases, '0', 'x')).toBe(false);
    expect(findVariant('fc').id).toBe('freecell');
  });

  it("a game keeps the rules it started with when the caller's variant record changes", () => {
    const mine: { -readonly [K in keyof Variant]: Variant[K] } = { ...findVariant('freecell'), id: 'mine', name: 'Mine' };
    const game = new FreecellGame({ variant: mine });
    mine.cells = 0;
    mine.buildBy = 'any';
    expect(game.variant.cells).toBe(4);
    expect(game.state().cells).toHaveLength(4);
    expect(game.board.variant.buildBy).toBe('alternate-colour');
    game.move('column', 0, 6, 'cell', 3);
    expect(game.state().cells[3]).toBe(game.board.cell(3));
  });

  it('validateVariant returns a frozen copy, and names a missing record as BAD_VARIANT', () => {
    const mine = { ...findVariant('bakers') };
    const checked = validateVariant(mine);
    expect(checked).toEqual(mine);
    expect(Object.isFrozen(checked)).toBe(true);
    expect(codeOf(() => validateVariant(null as unknown as Variant))).toBe('BAD_VARIANT');
    // the option itself is neither a name nor a record: BAD_OPTION naming it (below)
    expect(codeOf(() => new FreecellGame({ variant: null as unknown as Variant }))).toBe('BAD_OPTION');
  });
});

describe('a hole in any list the library takes', () => {
  const refusal = (f: () => unknown): unknown => {
    try {
      f();
    } catch (e) {
      const err = e as FreecellError;
      return err.code === 'BAD_OPTION' ? [describeError(err, 'en'), describeError(err, 'pt')] : `${err.code}: ${String(e)}`;
    }
    return 'no error';
  };
  const holed = <T>(list: T[], at: number): T[] => {
    const copy = [...list];
    delete copy[at];
    return copy;
  };
  const freecellRules = findVariant('freecell');
  const piles = (): number[][] => [[0, 1], ...Array.from({ length: 15 }, () => [])];

  it('Board.fromPiles names a missing pile and a missing card', () => {
    expect(refusal(() => Board.fromPiles(freecellRules, holed(piles(), 3)))).toEqual(['piles[3] is missing: it must be a list.', 'Falta piles[3]: o valor deve ser uma lista.']);
    const inner = piles();
    inner[0] = holed([0, 1, 2], 1);
    expect(refusal(() => Board.fromPiles(freecellRules, inner))).toEqual(['piles[0][1] is missing: it must be a whole number from 0 to 51.', 'Falta piles[0][1]: o valor deve ser um número inteiro de 0 a 51.']);
  });

  it('positionFromSetup names a missing column, card, cell or foundation', () => {
    const setup = (over: Partial<Setup>): Setup => ({ variant: freecellRules, columns: [[0, 1]], cells: [], foundations: [], ...over });
    expect(refusal(() => positionFromSetup(setup({ columns: holed([[0], [1], [2]], 1) }), { fullPack: false }))).toEqual(['columns[1] is missing: it must be a list.', 'Falta columns[1]: o valor deve ser uma lista.']);
    expect(refusal(() => positionFromSetup(setup({ columns: [holed([0, 1, 2], 1)] }), { fullPack: false }))).toEqual(['columns[0][1] is missing: it must be a whole number from 0 to 51.', 'Falta columns[0][1]: o valor deve ser um número inteiro de 0 a 51.']);
    expect(refusal(() => positionFromSetup(setup({ cells: holed([5, 6, 7], 1) }), { fullPack: false }))).toEqual(['cells[1] is missing: it must be a whole number from -1 to 51.', 'Falta cells[1]: o valor deve ser um número inteiro de -1 a 51.']);
    expect(refusal(() => positionFromSetup(setup({ foundations: holed([[], [], []], 2) }), { fullPack: false }))).toEqual(['foundations[2] is missing: it must be a list.', 'Falta foundations[2]: o valor deve ser uma lista.']);
  });

  it('formatMoveList names a missing word and a word that is not text', () => {
    expect(refusal(() => freecell.formatMoveList(holed(['35', '3a', 'a5'], 1)))).toEqual(['tokens[1] is missing: it must be text.', 'Falta tokens[1]: o valor deve ser um texto.']);
    expect(refusal(() => freecell.formatMoveList(['35', 5 as unknown as string]))).toEqual(['tokens[1] cannot be 5: it must be text.', 'tokens[1] não pode ser 5: o valor deve ser um texto.']);
  });
});

describe('decks', () => {
  it('a hole in a sparse deck is BAD_OPTION naming its place as missing, and an undefined item BAD_OPTION as any other value of the wrong type', () => {
    const refusal = (f: () => unknown): unknown => {
      try {
        f();
      } catch (e) {
        const err = e as FreecellError;
        return err.code === 'BAD_OPTION' ? [(err.params as { option: string }).option, describeError(err, 'en'), describeError(err, 'pt')] : e;
      }
      return 'no error';
    };
    const sparse = [0, 1, 2];
    delete sparse[1];
    const cardsMissing = ['cards[1]', 'cards[1] is missing: it must be a whole number from 0 to 51.', 'Falta cards[1]: o valor deve ser um número inteiro de 0 a 51.'];
    expect(refusal(() => validateDeck(sparse))).toEqual(cardsMissing);
    expect(refusal(() => dealBoard(findVariant('freecell'), sparse))).toEqual(cardsMissing);
    const deckMissing = (i: number): string[] => [`deck[${i}]`, `deck[${i}] is missing: it must be a card number from 0 to 51 or a card's name.`, `Falta deck[${i}]: o valor deve ser um número de carta de 0 a 51 ou o nome de uma carta.`];
    expect(refusal(() => new FreecellGame({ deck: new Array<number>(52) }))).toEqual(deckMissing(0));
    const holed = fullPack();
    delete holed[51];
    expect(refusal(() => new FreecellGame({ deck: holed }))).toEqual(deckMissing(51));
    expect(refusal(() => readDeck(['AS', , 'KH'] as string[], true))).toEqual(deckMissing(1));
    // a list holding undefined has no hole: undefined is a value of the wrong type
    expect(refusal(() => validateDeck([0, undefined as unknown as number, 2]))).toEqual(['cards[1]', 'cards[1] cannot be undefined: it must be a whole number from 0 to 51.', 'cards[1] não pode ser undefined: o valor deve ser um número inteiro de 0 a 51.']);
    expect(refusal(() => new FreecellGame({ deck: ['AS', undefined as unknown as string], partialDeck: true }))).toEqual(['deck[1]', "deck[1] cannot be undefined: it must be a card number from 0 to 51 or a card's name.", 'deck[1] não pode ser undefined: o valor deve ser um número de carta de 0 a 51 ou o nome de uma carta.']);
  });

  it('a shuffle keeps every card whatever its source of numbers returns', () => {
    for (const value of [-1, 1, 5, NaN, Infinity, -Infinity, -0.5]) {
      expect([...shuffleDeck(fullPack(), () => value)].sort((a, b) => a - b)).toEqual(fullPack());
      const game = new FreecellGame({ random: () => value });
      expect(game.state().columns.flat().sort((a, b) => a - b)).toEqual(fullPack());
    }
  });
});

describe('pile references', () => {
  const board = FreecellGame.deal(1).board;
  const bogus = { kind: 'bogus', index: 0 } as unknown as PileRef;

  it('a pile kind other than column, cell or foundation is UNKNOWN_PILE_KIND in the core, and plays nothing', () => {
    expect(codeOf(() => applyMove(board, { from: bogus, to: cell(0), count: 1 }))).toBe('UNKNOWN_PILE_KIND');
    expect(codeOf(() => applyMove(board, { from: column(0), to: bogus, count: 1 }))).toBe('UNKNOWN_PILE_KIND');
    expect(codeOf(() => findViolation(board, { from: bogus, to: cell(0), count: 1 }))).toBe('UNKNOWN_PILE_KIND');
    expect(codeOf(() => applyMoves(board, [{ from: bogus, to: cell(0), count: 1 }]))).toBe('UNKNOWN_PILE_KIND');
    expect(board.has(bogus)).toBe(false);
    expect(codeOf(() => board.size(bogus))).toBe('UNKNOWN_PILE_KIND');
  });

  it("a board's card at an index outside its pile is -1, never a card of the next pile", () => {
    expect(board.at(column(0), 6)).toBe(board.top(column(0)));
    for (const i of [7, -1, 1.5, NaN, 100]) expect(board.at(column(0), i)).toBe(-1);
    expect(board.at(column(99), 0)).toBe(-1);
    expect(board.at(cell(0), 0)).toBe(-1);
  });
});

describe('card spellings', () => {
  it('formatCard and formatCardFcs refuse a number that is not a card (BAD_CARD), and any other value (BAD_OPTION, card), instead of spelling nonsense', () => {
    for (const value of [52, -1, NaN, 1.5]) {
      expect(codeOf(() => formatCard(value))).toBe('BAD_CARD');
      expect(codeOf(() => formatCardFcs(value))).toBe('BAD_CARD');
    }
    for (const value of ['x', null]) {
      expect(codeOf(() => formatCard(value as unknown as number))).toBe('BAD_OPTION');
      expect(codeOf(() => formatCardFcs(value as unknown as number))).toBe('BAD_OPTION');
    }
    expect(formatCard(51, { ascii: true })).toBe('KS');
    expect(formatCardFcs(36)).toBe('TC');
  });

  it('parseCard of something that is not text is BAD_OPTION (token), not a TypeError', () => {
    for (const value of [5, null, undefined, {}]) expect(codeOf(() => parseCard(value as string))).toBe('BAD_OPTION');
  });
});

describe('cards made from numbers', () => {
  const refusal = (f: () => unknown): unknown => {
    try {
      return { result: f() };
    } catch (e) {
      return { code: (e as { code?: string }).code ?? `no code: ${String(e)}`, params: (e as { params?: unknown }).params };
    }
  };

  it('makeCard refuses a rank outside 1 to 13 or a suit outside 0 to 3 (BAD_OPTION naming it) instead of making another card', () => {
    expect(refusal(() => makeCard(14, 0))).toEqual({ code: 'BAD_OPTION', params: { option: 'rank', value: '14', allowed: { kind: 'range', min: 1, max: 13 } } });
    expect(refusal(() => makeCard(1, 4 as Suit))).toEqual({ code: 'BAD_OPTION', params: { option: 'suit', value: '4', allowed: { kind: 'range', min: 0, max: 3 } } });
    for (const rank of [0, -1, 1.5, NaN, Infinity, '1', null, undefined, 10n, Symbol('r')]) expect(refusal(() => makeCard(rank as number, 0))).toMatchObject({ code: 'BAD_OPTION', params: { option: 'rank' } });
    for (const suit of [-1, 0.5, NaN, '0', null, undefined, {}]) expect(refusal(() => makeCard(1, suit as Suit))).toMatchObject({ code: 'BAD_OPTION', params: { option: 'suit' } });
    expect(makeCard(13, 3)).toBe(51);
    expect(makeCard(1, 0)).toBe(0);
  });

  it('rankOf, suitOf and isRed refuse a number that is not a card (BAD_CARD), and any other value (BAD_OPTION, card), instead of reading a rank, suit or colour off it', () => {
    for (const value of [52, -1, 1.5, NaN, Infinity]) {
      for (const read of [rankOf, suitOf, isRed]) expect(refusal(() => read(value))).toMatchObject({ code: 'BAD_CARD' });
    }
    for (const value of ['3', null, undefined, {}, 10n, Symbol('c')]) {
      for (const read of [rankOf, suitOf, isRed]) expect(refusal(() => read(value as number))).toMatchObject({ code: 'BAD_OPTION', params: { option: 'card' } });
    }
    expect(refusal(() => rankOf(52))).toEqual({ code: 'BAD_CARD', params: { token: '52' } });
    expect([rankOf(51), suitOf(51), isRed(51), isRed(50), rankOf(0), suitOf(1)]).toEqual([13, 3, false, true, 1, 1]);
  });
});

describe('odd counts and options are typed errors', () => {
  const board = FreecellGame.deal(1).board;

  it("a move's count that is not a whole number from 1 is BAD_COUNT, a RuleError findViolation returns", () => {
    for (const count of [0, -3, 1.5, NaN, Infinity, '1']) {
      const move = makeMove(column(0), cell(0), count as number);
      expect(codeOf(() => applyMove(board, move))).toBe('BAD_COUNT');
      expect(findViolation(board, move)?.code).toBe('BAD_COUNT');
      expect(applyMoves(board, [move]).error?.code).toBe('BAD_COUNT');
    }
    expect(findViolation(board, makeMove(column(0), foundation(0), 0))?.params).toEqual({ pile: column(0), count: '0' });
  });

  it('solve, solveToVerdict and hint refuse options they cannot take with BAD_OPTION, before searching', () => {
    const odd: [string, object][] = [
      ['timeLimitMs', { timeLimitMs: 100 }],
      ['maxStates', { maxStates: NaN }],
      ['maxStates', { maxStates: '100' }],
      ['maxMemoryMb', { maxMemoryMb: NaN }],
      ['timeLimitMs', { timeLimitMs: NaN, now: Date.now }],
      ['now', { now: 5 }],
      ['mode', { mode: 'bogus' }],
      // a clock that reads no time: the time limit could never be reached
      ['now()', { timeLimitMs: 100, now: () => NaN }],
      ['now()', { timeLimitMs: 100, now: () => '5' }],
      ['now()', { now: () => Infinity }],
    ];
    for (const [option, options] of odd) {
      for (const search of [solve, solveToVerdict]) {
        const e = (() => {
          try {
            search(board, options);
          } catch (err) {
            return err as { code?: string; params?: { option?: string } };
          }
          return undefined;
        })();
        expect([e?.code, e?.params?.option]).toEqual(['BAD_OPTION', option]);
      }
    }
    expect(codeOf(() => hint(board, { maxStates: NaN }))).toBe('BAD_OPTION');
    for (const notABoard of [null, undefined, {}, 'board']) {
      expect(codeOf(() => solve(notABoard as unknown as Board))).toBe('BAD_OPTION');
      expect(codeOf(() => solveToVerdict(notABoard as unknown as Board))).toBe('BAD_OPTION');
      expect(codeOf(() => hint(notABoard as unknown as Board))).toBe('BAD_OPTION');
    }
    expect(codeOf(() => solve(board, null as unknown as object))).toBe('BAD_OPTION');
    expect(codeOf(() => hint(board, null as unknown as object))).toBe('BAD_OPTION');
    // the limits the docs allow still work: 0, negative and Infinity
    expect(solve(board, { maxStates: 0 }).status).toBe('gave-up');
    expect(solve(board, { maxStates: Infinity }).status).toBe('solved');
    expect(solveToVerdict(board, { timeLimitMs: 60_000, now: Date.now }).status).toBe('solved');
    expect(describeError(((): FreecellError => {
      try {
        solve(board, { timeLimitMs: 100, now: () => NaN });
      } catch (err) {
        return err as FreecellError;
      }
      throw new Error('no error');
    })())).toBe('now() cannot be NaN: it must be a number.');
  });

  it('a clock that stops reading a time during a search ends it at its time limit rather than searching on without one', () => {
    for (const search of [solve, solveToVerdict]) {
      let readings = 0;
      // solveToVerdict reads the clock once more, as its search starts
      const good = search === solve ? 1 : 2;
      const now = (): number => (readings++ < good ? 0 : NaN);
      expect(search(board, { mode: 'exact', timeLimitMs: 1e9, now, maxStates: 1e7 })).toMatchObject({ status: 'gave-up', reason: 'time' });
      expect(readings).toBeGreaterThan(1);
    }
  });

  it("FreecellGame's options that are not an object, a deck that is not a list and a random that is not a function are BAD_OPTION", () => {
    const optionOf = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        return `${(e as { code?: string }).code} ${(e as { params?: { option?: string } }).params?.option}`;
      }
      return undefined;
    };
    expect(optionOf(() => new FreecellGame(null as unknown as object))).toBe('BAD_OPTION options');
    expect(optionOf(() => new FreecellGame('deal 1' as unknown as object))).toBe('BAD_OPTION options');
    expect(optionOf(() => new FreecellGame({ deck: 'AS 2S' as unknown as string[] }))).toBe('BAD_OPTION deck');
    expect(optionOf(() => readDeck(5 as unknown as string[]))).toBe('BAD_OPTION deck');
    expect(optionOf(() => new FreecellGame({ random: 0.5 as unknown as () => number }))).toBe('BAD_OPTION random');
  });
});

describe('options of the wrong type', () => {
  /** The code and the option an error names, or what was returned. */
  const named = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      return `${(e as { code?: string }).code ?? `no code: ${String(e)}`} ${(e as { params?: { option?: string } }).params?.option}`;
    }
    return 'no error';
  };
  const board = FreecellGame.deal(1).board;
  const freecell = findVariant('freecell');
  const fcs = formatFcs(board);

  it('a flag that is not true or false is BAD_OPTION naming it, not taken as truthy or falsy', () => {
    for (const value of [1, 0, 'yes', 'false', null, {}, NaN]) {
      expect(named(() => new FreecellGame({ deck: ['AS'], partialDeck: value as boolean }))).toBe('BAD_OPTION partialDeck');
      expect(named(() => readDeck(['AS'], value as boolean))).toBe('BAD_OPTION partialDeck');
      expect(named(() => FreecellGame.deal(1).gameState({ ascii: value as boolean }))).toBe('BAD_OPTION ascii');
      expect(named(() => formatCard(0, { ascii: value as boolean }))).toBe('BAD_OPTION ascii');
      expect(named(() => formatCs3500(board, value as boolean))).toBe('BAD_OPTION ascii');
      expect(named(() => validateDeck([0], { fullPack: value as boolean }))).toBe('BAD_OPTION fullPack');
      expect(named(() => parseFcsBoard(fcs, freecell, { fullPack: value as boolean }))).toBe('BAD_OPTION fullPack');
      expect(named(() => parseCs3500(formatCs3500(board), freecell, { fullPack: value as boolean }))).toBe('BAD_OPTION fullPack');
      expect(named(() => parseJsonPosition(formatJsonPosition(board, { game: 1 }), { fullPack: value as boolean }))).toBe('BAD_OPTION fullPack');
      expect(named(() => solveToVerdict(board, { maxStates: 1, escalate: value as boolean }))).toBe('BAD_OPTION escalate');
    }
    expect(new FreecellGame({ deck: ['AS'], partialDeck: true }).state().columns[0]).toEqual([3]);
    expect(named(() => new FreecellGame({ deck: ['AS'], partialDeck: false }))).toBe('BAD_DECK undefined');
    expect(formatCard(0, { ascii: true })).toBe('AC');
  });

  it('an options object that is not an object is BAD_OPTION, not a TypeError', () => {
    for (const value of [null, 5, 'ascii']) {
      expect(named(() => FreecellGame.deal(1).gameState(value as { ascii?: boolean }))).toBe('BAD_OPTION options');
      expect(named(() => formatCard(0, value as { ascii?: boolean }))).toBe('BAD_OPTION options');
      expect(named(() => validateDeck([0], value as DeckCheck))).toBe('BAD_OPTION options');
      expect(named(() => parseFcsBoard(fcs, freecell, value as { fullPack?: boolean }))).toBe('BAD_OPTION options');
    }
    expect(named(() => validateDeck([0], { written: 'AS' as unknown as string[] }))).toBe('BAD_OPTION written');
  });
});

describe('arguments out of range give an error, not an answer about something else', () => {
  const board = FreecellGame.deal(1).board;
  const codeAndOption = (f: () => unknown): string => {
    try {
      return `result ${JSON.stringify(f())}`;
    } catch (e) {
      return `${(e as { code?: string }).code ?? `no code: ${String(e)}`}${(e as { params?: { option?: string } }).params?.option ? ` ${(e as { params: { option: string } }).params.option}` : ''}`;
    }
  };

  it('a pile or card index that is not a whole number from 0 is named in the sentence as given, not counted from 1 as a number', () => {
    const game = FreecellGame.deal(1);
    const sentences = (f: () => unknown): string[] => {
      try {
        f();
      } catch (e) {
        return [describeError(e as FreecellError), describeError(e as FreecellError, 'pt')];
      }
      throw new Error('nothing was thrown');
    };
    expect(sentences(() => game.move('column', '6' as unknown as number, 0, 'cell', 0))).toEqual([
      'There is no column at index "6": columns are numbered 1 to 8.',
      'Não existe coluna no índice "6": as colunas vão de 1 a 8.',
    ]);
    expect(sentences(() => game.move('column', null as unknown as number, 0, 'cell', 0))).toEqual([
      'There is no column at index null: columns are numbered 1 to 8.',
      'Não existe coluna no índice null: as colunas vão de 1 a 8.',
    ]);
    expect(sentences(() => game.move('cell', -2, 0, 'column', 0))[0]).toBe('There is no cell at index -2: cells are numbered 1 to 4.');
    expect(sentences(() => game.move('column', 0, 0, 'foundation', 1.5))[0]).toBe('There is no foundation at index 1.5: foundations are numbered 1 to 4.');
    expect(sentences(() => game.move('column', 0, '6' as unknown as number, 'cell', 0))).toEqual([
      'Column 1 has no card at index "6": its cards are numbered 1 to 7 from the bottom.',
      'Coluna 1 não tem carta no índice "6": suas cartas vão de 1 a 7, de baixo para cima.',
    ]);
    expect(sentences(() => game.move('column', 0, Number.NaN, 'cell', 0))[0]).toBe('Column 1 has no card at index NaN: its cards are numbered 1 to 7 from the bottom.');
    expect(sentences(() => game.move('column', 0, -1, 'cell', 0))[0]).toBe('Column 1 has no card at index -1: its cards are numbered 1 to 7 from the bottom.');
    // whole numbers from 0 are counted from 1, as a player counts
    expect(sentences(() => game.move('column', 8, 0, 'cell', 0))[0]).toBe('There is no column 9: columns are numbered 1 to 8.');
    expect(sentences(() => game.move('column', 0, 7, 'cell', 0))[0]).toBe('Column 1 has no card 8: its cards are numbered 1 to 7 from the bottom.');
  });

  it("a pile past the board's last is NO_SUCH_PILE, not the cards of another pile", () => {
    expect(codeAndOption(() => board.size(column(8)))).toBe('NO_SUCH_PILE');
    expect(codeAndOption(() => board.top(cell(4)))).toBe('NO_SUCH_PILE');
    expect(codeAndOption(() => board.cards(foundation(-1)))).toBe('NO_SUCH_PILE');
    expect(codeAndOption(() => board.cell(4))).toBe('NO_SUCH_PILE');
    expect(codeAndOption(() => board.column(8))).toBe('NO_SUCH_PILE');
    expect(codeAndOption(() => board.foundationTop(4))).toBe('NO_SUCH_PILE');
    expect(codeAndOption(() => runLength(board, 8))).toBe('NO_SUCH_PILE');
    expect(codeAndOption(() => formatStandardMove(makeMove(column(8), cell(0)), board))).toBe('NO_SUCH_PILE');
    expect(foundationViolation(board, 0, foundation(4))?.code).toBe('NO_SUCH_PILE');
    expect(runLength(board, 0)).toBe(1);
  });

  it('a move the notation cannot write is refused, not written as a token that reads as another move or none', () => {
    expect(codeAndOption(() => formatStandardMove(makeMove(foundation(0), cell(0)), board))).toBe('ILLEGAL_SOURCE');
    expect(codeAndOption(() => formatStandardMove(makeMove(column(0), column(1), 0), board))).toBe('BAD_COUNT');
  });

  it('a build rule that is not one, and counts that are not counts, are BAD_OPTION, not "legal"', () => {
    expect(codeAndOption(() => canStack(0, 5, 'bogus' as 'any'))).toBe('BAD_OPTION build');
    expect(codeAndOption(() => stackViolation(0, 5, column(0), 'bogus' as 'any'))).toBe('BAD_OPTION build');
    expect(codeAndOption(() => capacity(findVariant('freecell'), -1, 0))).toBe('BAD_OPTION freeCells');
    expect(codeAndOption(() => capacity(findVariant('freecell'), 1, 1.5))).toBe('BAD_OPTION emptyColumns');
    expect(capacity(findVariant('freecell'), 1, 1)).toBe(4);
    expect(codeAndOption(() => foundationFor(board, 52))).toBe('BAD_CARD');
    expect(codeAndOption(() => playMoveText(board, '3a', 'bogus' as 'standard'))).toBe('BAD_OPTION notation');
  });

  it('a setup or board made by hand with a number that is not a card is BAD_BOARD or BAD_CARD, never a board holding it', () => {
    const setup: Setup = { variant: findVariant('freecell'), columns: [[99, 0]], cells: [], foundations: [] };
    expect(codeAndOption(() => positionFromSetup(setup, { fullPack: false }))).toBe('BAD_BOARD');
    expect(codeAndOption(() => positionFromSetup({ ...setup, columns: [[0]], cells: [-2] }, { fullPack: false }))).toBe('BAD_BOARD');
    const copy = board.clone();
    expect(codeAndOption(() => copy.place(column(0), 52))).toBe('BAD_CARD');
    expect(codeAndOption(() => copy.place(column(0), 0))).toBe('BAD_BOARD');
    expect(codeAndOption(() => copy.transfer(column(0), column(1), 8))).toBe('NOT_ENOUGH_CARDS');
    expect(codeAndOption(() => copy.transfer(column(0), column(1), 0))).toBe('BAD_COUNT');
    expect(copy.equals(board)).toBe(true);
    expect(copy.equals('board' as unknown as Board)).toBe(false);
  });

  it('a position written as JSON holds only what the format has: a deal that is not one is BAD_OPTION', () => {
    expect(codeAndOption(() => formatJsonPosition(board, { game: 1, extra: 10n } as unknown as { game: number }))).toBe('BAD_OPTION deal');
    expect(codeAndOption(() => formatJsonPosition(board, { games: 1 } as unknown as { game: number }))).toBe('BAD_OPTION deal');
    expect(codeAndOption(() => positionToJson(board, { game: 1 }, [3 as unknown as string]))).toBe('BAD_OPTION moves[0]');
  });
});

describe('refineVariant', () => {
  const named = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      return `${(e as { code?: string }).code} ${(e as { params?: { option?: string; value?: string } }).params?.option} ${(e as { params?: { value?: string } }).params?.value}`;
    }
    return 'no error';
  };

  it('refuses a change to a parameter no variant has (a misspelt one), or changes that are not an object, instead of ignoring them', () => {
    const freecell = findVariant('freecell');
    expect(named(() => refineVariant(freecell, { cell: 2 } as unknown as { cells: number }))).toBe('BAD_OPTION changes cell');
    expect(named(() => refineVariant(freecell, { id: 'mine' } as unknown as { cells: number }))).toBe('BAD_OPTION changes id');
    expect(named(() => refineVariant(freecell, 'xy' as unknown as { cells: number }))).toBe('BAD_OPTION changes "xy"');
    expect(named(() => refineVariant(freecell, null as unknown as { cells: number }))).toBe('BAD_OPTION changes null');
    expect(refineVariant(freecell, { cells: 2 }).cells).toBe(2);
    expect(refineVariant(freecell, {})).toEqual(freecell);
  });
});

describe('the published types', () => {
  it('export every type their exports name (validateDeck, ErrorContext, BAD_BOARD and BAD_SAVE problems, the CS 3500 models)', () => {
    // each of these named a type a user could not import before: compiling this file is the test
    const check: DeckCheck = { fullPack: true };
    const namer: CardNamer = (card) => formatCard(card, { ascii: true });
    const shownValue: JsonValueShown = { kind: 'list' };
    const moves: SequenceMoves = 'single';
    expect([check.fullPack, namer(0), shownValue, moves]).toEqual([true, 'AC', { kind: 'list' }, 'single']);
  });

  it('type what the functions take as the docs say: pysolDeal a number or a bigint, isCard any value', () => {
    // compiling this file is the test: these calls were refused by the types while the functions took them
    expect(pysolDeal(32000)).toEqual(pysolDeal(32000n));
    const values: unknown[] = ['x', null, 5, 52, {}];
    expect(values.map((v) => isCard(v))).toEqual([false, false, true, false, false]);
  });
});

describe('boards built by hand', () => {
  const freecell = findVariant('freecell');
  /** The 16 piles of a FreeCell table, these columns first. */
  const piles = (columns: number[][], more: Record<number, number[]> = {}): number[][] => Array.from({ length: 16 }, (_, j) => more[j] ?? columns[j] ?? []);
  const problemOf = (f: () => unknown): unknown => {
    try {
      f();
    } catch (e) {
      return (e as { code?: string }).code === 'BAD_BOARD' ? (e as { params: { problem: unknown } }).params.problem : `no BAD_BOARD: ${String(e)}`;
    }
    return 'no error';
  };

  it('Board.fromPiles refuses cards that do not make a position, with BAD_BOARD', () => {
    expect(problemOf(() => Board.fromPiles(freecell, piles([[0, 0], [1]])))).toEqual({ kind: 'duplicate-card', card: 0, first: { kind: 'column', index: 0 }, second: { kind: 'column', index: 0 } });
    expect(problemOf(() => Board.fromPiles(freecell, piles([fullPack(), [0]])))).toMatchObject({ kind: 'duplicate-card', card: 0 });
    for (const card of [52, 99, -1, 1.5, NaN]) expect(problemOf(() => Board.fromPiles(freecell, piles([[card]])))).toEqual({ kind: 'not-a-card', token: String(card), place: { kind: 'column', index: 0 } });
    expect(problemOf(() => Board.fromPiles(freecell, piles([], { 8: [0, 1] })))).toEqual({ kind: 'cell-holds-one' });
    expect(problemOf(() => Board.fromPiles(freecell, piles([[4]], { 12: [40, 0] })))).toEqual({ kind: 'foundation-order' });
    expect(problemOf(() => Board.fromPiles(freecell, piles([], { 12: [3], 13: [3] })))).toMatchObject({ kind: 'duplicate-card' });
    expect(Board.fromPiles(freecell, piles([[5, 9]], { 12: [0, 4] })).cardCount()).toBe(4);
  });

  it('solve, solveToVerdict and hint refuse a board that is not a position (BAD_BOARD) instead of reporting a solver bug', () => {
    const board = Board.fromPiles(freecell, piles([[1], [5]]));
    board.place(column(2), 1);
    expect(board.problem()).toMatchObject({ kind: 'duplicate-card', card: 1 });
    expect(problemOf(() => solve(board))).toMatchObject({ kind: 'duplicate-card', card: 1 });
    expect(problemOf(() => solveToVerdict(board))).toMatchObject({ kind: 'duplicate-card', card: 1 });
    expect(problemOf(() => hint(board))).toMatchObject({ kind: 'duplicate-card', card: 1 });
    expect(FreecellGame.deal(1).board.problem()).toBeNull();
  });
});

describe('readers given something that is not text', () => {
  it('throw a typed error, not a TypeError: BAD_OPTION naming what is not text', () => {
    const freecell = findVariant('freecell');
    for (const value of [5, null, undefined, {}]) {
      expect(codeOf(() => findVariant(value as unknown as string))).toBe('BAD_OPTION');
      // a number is not refused as a bad game number (5 is a good one), but as something that is not text
      for (const read of [parseGameNumber, parseDealNumber, parsePysolNumber, parseDeck, (t: string) => parseFcsBoard(t, freecell), (t: string) => parseCs3500(t, freecell), parseJsonPosition]) {
        expect(codeOf(() => read(value as unknown as string))).toBe('BAD_OPTION');
      }
      expect(codeOf(() => playMoveText(FreecellGame.deal(1).board, value as unknown as string, 'standard'))).toBe('BAD_OPTION');
      expect(codeOf(() => playMoveText(FreecellGame.deal(1).board, value as unknown as string, 'command'))).toBe('BAD_OPTION');
      expect(codeOf(() => parseStandardMove(value as unknown as string, freecell))).toBe('BAD_OPTION');
    }
  });

  it('pysolDeal reads a safe integer number as its bigint and refuses other numbers with BAD_PYSOL_NUMBER, other values with BAD_OPTION (seed)', () => {
    expect(pysolDeal(32000 as unknown as bigint)).toEqual(pysolDeal(32000n));
    for (const value of [NaN, 1.5, 2 ** 60]) expect(codeOf(() => pysolDeal(value as unknown as bigint))).toBe('BAD_PYSOL_NUMBER');
    for (const value of ['32000', null]) expect(codeOf(() => pysolDeal(value as unknown as bigint))).toBe('BAD_OPTION');
  });
});

describe('errors in words', () => {
  const caught = ((): FreecellError => {
    try {
      FreecellGame.deal(0);
    } catch (e) {
      return e as FreecellError;
    }
    throw new Error('deal 0 was dealt');
  })();

  it('describeError, errorReason and errorMessage speak English when no language is given, and refuse an unknown one with BAD_OPTION', () => {
    const call = describeError as (err: unknown, lang?: string) => string;
    expect(call(caught)).toBe(describeError(caught, 'en'));
    expect((errorReason as (err: unknown) => string)(caught)).toBe(errorReason(caught, 'en'));
    expect((errorMessage as (code: string, params: unknown) => string)('BAD_GAME_NUMBER', { requested: '0' })).toBe(describeError(caught, 'en'));
    for (const lang of ['fr', '__proto__', 'toString', 5]) {
      expect(codeOf(() => describeError(caught, lang as ErrorLanguage))).toBe('BAD_OPTION');
      expect(codeOf(() => errorReason(caught, lang as ErrorLanguage))).toBe('BAD_OPTION');
      expect(codeOf(() => errorMessage('BAD_GAME_NUMBER', { requested: '0' }, lang as ErrorLanguage))).toBe('BAD_OPTION');
    }
    expect(codeOf(() => errorMessage('BOGUS' as ErrorCode, { requested: '0' } as never, 'en'))).toBe('BAD_OPTION');
  });

  it('describeError and errorReason give any other thrown value in its own words, so that a catch block may pass what it caught', () => {
    const other = describeError as (err: unknown, lang: ErrorLanguage) => string;
    expect(other(new TypeError('boom'), 'pt')).toBe('boom');
    expect(other('plain text', 'en')).toBe('plain text');
    expect(other(null, 'en')).toBe('null');
    expect((errorReason as (err: unknown, lang: ErrorLanguage) => string)(new RangeError('far'), 'en')).toBe('far');
  });
});

describe('exported constants', () => {
  it('cannot be changed, so that no caller widens the rules every variant is checked against', () => {
    expect(assign(VARIANT_LIMITS.cells, 'max', 1000)).toBe(false);
    expect(assign(VARIANT_LIMITS, 'columns', { min: 1, max: 1000 })).toBe(false);
    for (const list of [BUILD_RULES, EMPTY_COLUMN_RULES, SEQUENCE_MOVES, ERROR_CODES]) {
      expect(() => (list as string[]).push('x')).toThrow(TypeError);
      expect(assign(list, '0', 'x')).toBe(false);
    }
    expect(codeOf(() => new FreecellGame({ cells: 1000 }))).toBe('BAD_VARIANT');
    expect(codeOf(() => validateVariant({ ...findVariant('freecell'), buildBy: 'x' as 'any' }))).toBe('BAD_VARIANT');
  });
});

describe('an option the library does not know (a misspelt name) is refused, never quietly ignored', () => {
  const board = FreecellGame.deal(1).board;
  const refusal = (f: () => unknown): { code?: string; option?: unknown; value?: unknown; allowed?: unknown } => {
    try {
      f();
    } catch (e) {
      const err = e as FreecellError;
      return { code: err.code, ...(err.params as object) };
    }
    return {};
  };
  it.each<[string, () => unknown, string, readonly string[]]>([
    ['new FreecellGame', () => new FreecellGame({ cell: 2 } as never), 'cell', ['deck', 'variant', 'columns', 'cells', 'seed', 'random', 'partialDeck']],
    ['solve', () => solve(board, { maxState: 10 } as never), 'maxState', ['mode', 'maxStates', 'maxMemoryMb', 'timeLimitMs', 'now']],
    ['solveToVerdict', () => solveToVerdict(board, { escalation: false } as never), 'escalation', ['mode', 'maxStates', 'maxMemoryMb', 'timeLimitMs', 'now', 'escalate']],
    ['hint', () => hint(board, { maxstates: 10 } as never), 'maxstates', ['maxStates', 'follow']],
    ['parseFcsBoard', () => parseFcsBoard(formatFcs(board), findVariant('freecell'), { fullpack: true } as never), 'fullpack', ['fullPack']],
    ['formatCard', () => formatCard(0, { asci: true } as never), 'asci', ['ascii']],
    ['validateDeck', () => validateDeck(fullPack(), { fullpack: true } as never), 'fullpack', ['fullPack', 'written']],
  ])('%s', (_name, call, key, known) => {
    expect(refusal(call)).toEqual({ code: 'BAD_OPTION', option: 'options', value: key, allowed: { kind: 'keys', choices: known } });
  });

  it('says so in a sentence naming the option and the ones there are', () => {
    let error: unknown;
    try {
      solve(board, { maxState: 10 } as never);
    } catch (e) {
      error = e;
    }
    expect(describeError(error as FreecellError)).toBe('options has no option maxState: the options are mode, maxStates, maxMemoryMb, timeLimitMs, now.');
    expect(describeError(error as FreecellError, 'pt')).toBe('options não tem a opção maxState: as opções são mode, maxStates, maxMemoryMb, timeLimitMs, now.');
  });

  it('takes every option it knows, and an options object with none', () => {
    expect(new FreecellGame({ variant: 'freecell', seed: 1, cells: 4, columns: 8, partialDeck: false }).variant.cells).toBe(4);
    expect(solve(board, { mode: 'fast', maxStates: 100000, maxMemoryMb: 500 }).status).toBe('solved');
    expect(hint(board, { maxStates: 100000 }).status).toBe('winnable');
    expect(formatCard(0, { ascii: true })).toBe('AC');
  });
});

describe('values with no text of their own', () => {
  /** An object without a prototype (String of it is a TypeError) and a list nested 100,000 deep (String of it overflows the stack). */
  const bare = Object.create(null) as unknown;
  const deep = ((): unknown => {
    let list: unknown = [];
    for (let i = 0; i < 100_000; i++) list = [list];
    return list;
  })();
  const variant = findVariant('freecell');
  const board = FreecellGame.deal(1).board;
  const shownErrors = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      if (e instanceof cs3500.IllegalArgumentError) return `IllegalArgumentError: ${e.message}`;
      const err = e as FreecellError;
      return err.code === undefined ? `no code: ${(e as Error).name}` : `${err.code} ${describeError(err)}`;
    }
    return 'no error';
  };

  it('are named in the error (a list, an object), never a TypeError or a stack overflow', () => {
    const model = new cs3500.SimpleFreecellModel();
    model.startGame(model.getDeck(), 8, 4, false);
    const game = FreecellGame.deal(1);
    for (const value of [bare, deep]) {
      const calls: (() => unknown)[] = [
        () => rankOf(value as number),
        () => formatCard(value as number),
        () => formatCardFcs(value as number),
        () => parseCard(value as string),
        () => findVariant(value as string),
        () => validateVariant({ ...variant, columns: value } as unknown as Variant),
        () => FreecellGame.deal(value as number),
        () => game.move(value as 'cell', 0, 0, 'cell', 0),
        () => readDeck([...getDeck().slice(1), value as string]),
        () => board.column(value as number),
        () => board.cell(value as number),
        () => board.count(value as 'column'),
        () => board.transfer(column(0), cell(0), value as number),
        () => board.clone().place(column(0), value as number),
        () => Board.fromPiles(variant, [[value as number], ...Array.from({ length: 15 }, () => [])]),
        () => foundationFor(board, value as number),
        () => applyMove(board, makeMove(column(0), cell(0), value as number)),
        () => formatStandardMove(makeMove(column(0), column(1), value as number), board),
        () => parseStandardMove(value as string, variant),
        () => pysolDeal(value as bigint),
        () => validateDeck([...fullPack().slice(1), value as number]),
        () => new cs3500.Card(value as number, cs3500.Suit.CLUBS),
        () => cs3500.Card.parse(value as string),
        () => cs3500.FreecellModelCreator.create(value as cs3500.GameType),
        () => model.getCascadeCardAt(value as number, 0),
        () => model.move(value as cs3500.PileType, 0, 0, cs3500.PileType.OPEN, 0),
      ];
      for (const call of calls) expect(shownErrors(call)).toMatch(/^(BAD_\w+|UNKNOWN_\w+|IllegalArgumentError:) .*\b(a list|an object)\b/);
      expect((describeError as (err: unknown) => string)(value)).toMatch(/^(a list|an object)$/);
      expect((errorReason as (err: unknown) => string)(value)).toMatch(/^(a list|an object)$/);
      expect(shownErrors(() => new cs3500.StringBuilder().append(value as string))).toBe('IllegalArgumentError: A StringBuilder appends text, or a value with a text of its own (String of it failed).');
      const model2 = new cs3500.SimpleFreecellModel();
      expect(() => new cs3500.FreecellController({ read: () => value as string }, new cs3500.StringBuilder()).playGame(model2.getDeck(), model2, 8, 4, false)).toThrow(
        expect.objectContaining({ name: 'IllegalStateError', message: 'The controller cannot read its input.' }),
      );
    }
  });
});

describe('a Board is only what Board makes', () => {
  it('an object made from Board.prototype is BAD_OPTION (board), not a TypeError, and equals no board', () => {
    const fake = Object.create(Board.prototype) as Board;
    const real = FreecellGame.deal(1).board;
    for (const call of [() => freecell.legalMoves(fake), () => solve(fake), () => hint(fake), () => solveToVerdict(fake), () => formatFcs(fake), () => formatCs3500(fake), () => freecell.isWon(fake), () => applyMove(fake, makeMove(column(0), cell(0)))]) {
      expect(codeOf(call)).toBe('BAD_OPTION');
    }
    expect(real.equals(fake)).toBe(false);
  });

  it("a board's rules and cards cannot be swapped by assignment, so that later calls never read a board that is not one", () => {
    const board = FreecellGame.deal(1).board;
    expect(assign(board, 'variant', null)).toBe(false);
    expect(assign(board, 'variant', { ...board.variant, columns: 20 })).toBe(false);
    expect(assign(board, 'table', null)).toBe(false);
    expect(freecell.legalMoves(board)).toEqual(freecell.legalMoves(FreecellGame.deal(1).board));
    expect(formatFcs(board)).toBe(formatFcs(FreecellGame.deal(1).board));
  });
});

describe('NO_SUCH_PILE and NO_SUCH_CARD hold plain data, as their types say', () => {
  const caught = (f: () => unknown): FreecellError => {
    try {
      f();
    } catch (e) {
      return e as FreecellError;
    }
    throw new Error('no error');
  };
  const move = (...args: unknown[]) => () => (FreecellGame.deal(1).move as unknown as (...a: unknown[]) => void)(...args);

  it('a card index that is not a number is held as its text, a number as given', () => {
    const text = caught(move('column', 0, '99', 'cell', 0));
    expect(text.params).toEqual({ pile: { kind: 'column', index: 0 }, cardIndex: '"99"', size: 7 });
    expect(describeError(text)).toBe('Column 1 has no card at index "99": its cards are numbered 1 to 7 from the bottom.');
    const big = caught(move('column', 0, 6n, 'cell', 0));
    expect(big.params).toMatchObject({ cardIndex: '6n' });
    expect(() => JSON.stringify(big)).not.toThrow();
    expect(caught(move('column', 0, 9, 'cell', 0)).params).toMatchObject({ cardIndex: 9 });
    expect(describeError(caught(move('column', 0, [1], 'cell', 0)), 'pt')).toBe('Coluna 1 não tem carta num índice que é uma lista: suas cartas vão de 1 a 7, de baixo para cima.');
  });

  it("a pile is copied, its index kept as a number or as text, never the caller's object", () => {
    const index = { n: 1 };
    const pile = { kind: 'column', index } as unknown as PileRef;
    const err = caught(() => applyMove(FreecellGame.deal(1).board, makeMove(pile, cell(0))));
    expect(err.params).toEqual({ pile: { kind: 'column', index: 'an object' }, available: 8 });
    expect((err.params as { pile: unknown }).pile).not.toBe(pile);
    expect(JSON.parse(JSON.stringify(err))).toMatchObject({ code: 'NO_SUCH_PILE', params: { pile: { kind: 'column', index: 'an object' } } });
    const big = caught(move('column', 8n, 0, 'cell', 0));
    expect(big.params).toMatchObject({ pile: { kind: 'column', index: '8n' } });
    expect(() => JSON.stringify(big)).not.toThrow();
    expect(describeError(caught(move('column', '6', 0, 'cell', 0)))).toBe('There is no column at index "6": columns are numbered 1 to 8.');
  });
});

describe('a Board is built by its factories alone', () => {
  it('new Board from JavaScript is BAD_OPTION naming the factories, so no half-made board reaches the solver or the rules', () => {
    const NewBoard = Board as unknown as new (...args: unknown[]) => Board;
    for (const args of [[findVariant('freecell'), {}], [], [null, null, null], [Symbol('Board'), findVariant('freecell'), {}]]) {
      let caught: unknown;
      try {
        new NewBoard(...args);
      } catch (e) {
        caught = e;
      }
      expect(caught).toEqual(expect.objectContaining({ code: 'BAD_OPTION', params: expect.objectContaining({ option: 'Board', allowed: { kind: 'factory', use: ['Board.empty', 'Board.fromPiles'] } }) }));
      expect(describeError(caught as FreecellError)).toBe('Board cannot be built with new: use Board.empty or Board.fromPiles.');
      expect(describeError(caught as FreecellError, 'pt')).toBe('Board não pode ser construído com new: use Board.empty ou Board.fromPiles.');
    }
  });

  it("a board's piles cannot be reached from JavaScript", () => {
    const board = FreecellGame.deal(1).board;
    expect((board as unknown as Record<string, unknown>)['table']).toBeUndefined();
    expect(Object.keys(board)).toEqual(['variant']);
  });

  it('JSON.stringify(board) writes its rules and its cards, as state() does, not its storage', () => {
    const game = FreecellGame.deal(1);
    game.move('column', 0, 6, 'cell', 0);
    const { variant, foundations, cells, columns } = game.state();
    const written = JSON.parse(JSON.stringify(game.board)) as Record<string, unknown>;
    expect(written).toEqual(JSON.parse(JSON.stringify({ variant, foundations, cells, columns })));
    expect(written['cells']).toEqual([makeCard(6, 3), null, null, null]);
    const h = hint(FreecellGame.deal(1).board, { maxStates: 2000 });
    expect(JSON.stringify(h)).not.toContain('"table"');
  });
});

describe("a CS 3500 model's source of numbers", () => {
  it('that is not a function is refused when the model is made, with IllegalArgumentError, never later as an engine error', () => {
    for (const random of [5, null, 'x', {}]) {
      for (const Model of [cs3500.SimpleFreecellModel, cs3500.MultiMoveFreecellModel]) {
        expect(() => new Model(random as () => number)).toThrow(
          expect.objectContaining({ name: 'IllegalArgumentError', message: 'A model shuffles with a function returning numbers in [0, 1), not ' + (typeof random === 'object' && random !== null ? 'an object' : typeof random === 'string' ? `"${random}"` : String(random)) + '.' }),
        );
      }
    }
    const model = new cs3500.SimpleFreecellModel(undefined);
    model.startGame(model.getDeck(), 8, 4, true);
    expect(model.getNumCascadePiles()).toBe(8);
  });
});

describe('a variant option that is neither a name nor a record', () => {
  it.each([5, null, true, ['freecell'], () => 'freecell'])('FreecellGame.deal(1, %p) is BAD_OPTION naming variant, in one sentence', (given) => {
    let caught: unknown;
    try {
      FreecellGame.deal(1, given as unknown as string);
    } catch (e) {
      caught = e;
    }
    const err = caught as FreecellError;
    expect(err.code).toBe('BAD_OPTION');
    expect(err.params).toMatchObject({ option: 'variant' });
    expect(describeError(err)).toMatch(/^variant cannot be .*: it must be a variant record or one of the names freecell, bakers, /);
    expect(describeError(err, 'pt')).toMatch(/^variant não pode ser .*: o valor deve ser um registro de variante ou um dos nomes freecell, bakers, /);
    expect(codeOf(() => new FreecellGame({ variant: given as unknown as string }))).toBe('BAD_OPTION');
  });

  it('a list, a function or an object given as a value is named in Portuguese words in the Portuguese sentence, as in English words in the English one', () => {
    const board = FreecellGame.deal(1).board;
    const sentences = (f: () => unknown): [string, string] => {
      try {
        f();
      } catch (e) {
        return [describeError(e as FreecellError), describeError(e as FreecellError, 'pt')];
      }
      throw new Error('nothing was thrown');
    };
    expect(sentences(() => FreecellGame.deal(1, ['freecell'] as unknown as string))[1]).toMatch(/^variant não pode ser uma lista: /);
    expect(sentences(() => FreecellGame.deal(1, (() => 'freecell') as unknown as string))[1]).toMatch(/^variant não pode ser uma função: /);
    expect(sentences(() => solve(board, { maxStates: {} as unknown as number }))).toEqual(['maxStates cannot be an object: it must be a number.', 'maxStates não pode ser um objeto: o valor deve ser um número.']);
    expect(sentences(() => refineVariant(findVariant('freecell'), { cells: [4] as unknown as number }))).toEqual([
      'The rules cannot have a list as cells: it must be a whole number from 0 to 120.',
      'As regras não podem ter uma lista como cells: o valor deve ser um número inteiro de 0 a 120.',
    ]);
    expect(sentences(() => FreecellGame.deal(1).move('column', [0] as unknown as number, 0, 'cell', 0))).toEqual([
      'There is no column at an index that is a list: columns are numbered 1 to 8.',
      'Não existe coluna num índice que é uma lista: as colunas vão de 1 a 8.',
    ]);
    expect(sentences(() => FreecellGame.deal(1).move('column', 0, (() => 0) as unknown as number, 'cell', 0))).toEqual([
      'Column 1 has no card at an index that is a function: its cards are numbered 1 to 7 from the bottom.',
      'Coluna 1 não tem carta num índice que é uma função: suas cartas vão de 1 a 7, de baixo para cima.',
    ]);
    expect(sentences(() => refineVariant(findVariant('freecell'), { columns: {} as unknown as number }))[1]).toBe('As regras não podem ter um objeto como columns: o valor deve ser um número inteiro de 4 a 120.');
    expect(sentences(() => applyMove(board, { from: column(0), to: cell(0), count: [] as unknown as number }))).toEqual([
      'A move from column 1 carries a whole number of cards, at least 1, not a list.',
      'Um movimento da coluna 1 leva um número inteiro de cartas, pelo menos 1, não uma lista.',
    ]);
  });

  it('a record still goes through the rules check, and a name through the list of variants', () => {
    expect(codeOf(() => FreecellGame.deal(1, { ...findVariant('freecell'), cells: -1 }))).toBe('BAD_VARIANT');
    expect(codeOf(() => FreecellGame.deal(1, 'nope'))).toBe('UNKNOWN_VARIANT');
    expect(FreecellGame.deal(1, 'bakers').variant.id).toBe('bakers');
  });
});

describe('a value of a type a function never takes, where it takes text or a number', () => {
  const variant = findVariant('freecell');
  const board = FreecellGame.deal(1).board;
  const sentences = (f: () => unknown): [string, string, string] => {
    try {
      f();
    } catch (e) {
      const err = e as FreecellError;
      return [err.code, describeError(err), describeError(err, 'pt')];
    }
    return ['no error', '', ''];
  };
  const option = (name: string, value: [string, string], allowed: [string, string]): [string, string, string] => [
    'BAD_OPTION',
    `${name} cannot be ${value[0]}: it must be ${allowed[0]}.`,
    `${name} não pode ser ${value[1]}: o valor deve ser ${allowed[1]}.`,
  ];
  const LIST: [string, string] = ['a list', 'uma lista'];
  const OBJECT: [string, string] = ['an object', 'um objeto'];
  const FUNCTION: [string, string] = ['a function', 'uma função'];
  const TEXT: [string, string] = ['text', 'um texto'];
  const GAME: [string, string] = ['a whole number from 1 to 8589934591', 'um número inteiro de 1 a 8589934591'];
  const CARD: [string, string] = ['a whole number from 0 to 51', 'um número inteiro de 0 a 51'];
  const KIND: [string, string] = ['column, cell, foundation', 'column, cell, foundation'];

  it('shows text in quotes and a bigint with its n, so that a sentence never refuses a value it names as allowed', () => {
    const game = FreecellGame.deal(1);
    expect(sentences(() => readDeck(['AS'], 'true' as unknown as boolean))).toEqual(option('partialDeck', ['"true"', '"true"'], ['true or false', 'true ou false']));
    expect(sentences(() => formatCard('3' as unknown as number))).toEqual(option('card', ['"3"', '"3"'], CARD));
    expect(sentences(() => FreecellGame.deal(5n as unknown as number))).toEqual(option('game', ['5n', '5n'], GAME));
    expect(sentences(() => new FreecellGame({ columns: '8' as unknown as number }))).toEqual([
      'BAD_VARIANT',
      'The rules cannot have columns "8": it must be a whole number from 4 to 120.',
      'As regras não podem ter columns "8": o valor deve ser um número inteiro de 4 a 120.',
    ]);
    expect(sentences(() => game.play({ from: column(0), to: cell(0), count: '1' as unknown as number }))).toEqual([
      'BAD_COUNT',
      'A move from column 1 carries a whole number of cards, at least 1, not "1".',
      'Um movimento da coluna 1 leva um número inteiro de cartas, pelo menos 1, não "1".',
    ]);
  });

  it('names what is wrong rather than the type it has: a list of the wrong length, a deal field, a variant that is not a record', () => {
    const rules = findVariant('freecell');
    expect(sentences(() => Board.fromPiles(rules, []))).toEqual(['BAD_OPTION', 'piles.length cannot be 0: it must be 16.', 'piles.length não pode ser 0: o valor deve ser 16.']);
    expect(sentences(() => Board.fromPiles(rules, [5, ...Array.from({ length: 15 }, () => [])] as unknown as number[][]))).toEqual(option('piles[0]', ['5', '5'], ['a list', 'uma lista']));
    expect(sentences(() => positionToJson(board, { game: '1' as unknown as number }))).toEqual(option('deal.game', ['"1"', '"1"'], GAME));
    expect(sentences(() => parseFcsBoard('5H\n', 'bakers' as unknown as Variant))).toEqual([
      'BAD_VARIANT',
      'variant cannot be "bakers": it must be a Variant (findVariant("bakers") gives one).',
      'variant não pode ser "bakers": o valor deve ser uma Variant (findVariant("bakers") dá uma).',
    ]);
    expect(sentences(() => Board.empty(undefined as unknown as Variant))).toEqual(['BAD_VARIANT', 'variant is missing: it must be a Variant (findVariant gives one).', 'Falta variant: o valor deve ser uma Variant (findVariant dá uma).']);
    expect(sentences(() => Board.empty((() => 1) as unknown as Variant))).toEqual(['BAD_VARIANT', 'variant cannot be a function: it must be a Variant (findVariant gives one).', 'variant não pode ser uma função: o valor deve ser uma Variant (findVariant dá uma).']);
  });

  it('the CS 3500 facade shows text in quotes too', () => {
    const m = new cs3500.SimpleFreecellModel();
    const message = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(message(() => m.startGame(m.getDeck(), '8' as unknown as number, 4, false))).toBe('The number of cascade piles must be a whole number from 4 to 120, not "8".');
    expect(message(() => m.startGame(m.getDeck(), 8, 4, 'false' as unknown as boolean))).toBe('shuffle must be true or false, not "false".');
    m.startGame(m.getDeck(), 8, 4, false);
    expect(message(() => m.getCascadeCardAt('0' as unknown as number, 0))).toMatch(/^There is no cascade pile at index "0": /);
  });

  it('is BAD_OPTION naming the parameter, never a content error quoting "a list" as if it were the text given', () => {
    expect(sentences(() => microsoftDeal([1] as unknown as number))).toEqual(option('game', LIST, GAME));
    expect(sentences(() => microsoftDeal('5' as unknown as number))).toEqual(option('game', ['"5"', '"5"'], GAME));
    expect(sentences(() => microsoftShuffle(fullPack(), {} as unknown as number))).toEqual(option('game', OBJECT, GAME));
    expect(sentences(() => FreecellGame.deal([1] as unknown as number))).toEqual(option('game', LIST, GAME));
    expect(sentences(() => new FreecellGame({ seed: (() => 1) as unknown as number }))).toEqual(option('seed', FUNCTION, GAME));
    expect(sentences(() => pysolDeal([1] as unknown as bigint))).toEqual(option('seed', LIST, ['a number', 'um número']));
    expect(sentences(() => findVariant([1] as unknown as string))).toEqual(option('name', LIST, TEXT));
    expect(sentences(() => parseCard(['x'] as unknown as string))).toEqual(option('token', LIST, TEXT));
    expect(sentences(() => formatCard([1] as unknown as number))).toEqual(option('card', LIST, CARD));
    expect(sentences(() => formatCardFcs({} as unknown as number))).toEqual(option('card', OBJECT, CARD));
    expect(sentences(() => rankOf((() => 0) as unknown as number))).toEqual(option('card', FUNCTION, CARD));
    expect(sentences(() => foundationFor(board, [0] as unknown as number))).toEqual(option('card', LIST, CARD));
    expect(sentences(() => board.clone().place(column(0), {} as unknown as number))).toEqual(option('card', OBJECT, CARD));
    expect(sentences(() => parseStandardMove(['3a'] as unknown as string, variant))).toEqual(option('token', LIST, TEXT));
    expect(sentences(() => FreecellGame.deal(1).move(['column'] as unknown as 'column', 0, 0, 'cell', 0))).toEqual(option('sourceType', LIST, KIND));
    expect(sentences(() => FreecellGame.deal(1).move('column', 0, 6, {} as unknown as 'cell', 0))).toEqual(option('destType', OBJECT, KIND));
    expect(sentences(() => board.count([1] as unknown as 'column'))).toEqual(option('kind', LIST, KIND));
    expect(sentences(() => board.size({ kind: {} as unknown as 'column', index: 0 }))).toEqual(option('kind', OBJECT, KIND));
  });

  it('an item of a deck or of piles that is of no type a card takes is named by its index', () => {
    expect(sentences(() => validateDeck([0, [1] as unknown as number]))).toEqual(option('cards[1]', LIST, CARD));
    expect(sentences(() => dealBoard(variant, [0, 1, {} as unknown as number]))).toEqual(option('cards[2]', OBJECT, CARD));
    const named: [string, string] = ["a card number from 0 to 51 or a card's name", 'um número de carta de 0 a 51 ou o nome de uma carta'];
    expect(sentences(() => new FreecellGame({ deck: [0, [1] as unknown as number] }))).toEqual(option('deck[1]', LIST, named));
    expect(sentences(() => readDeck(['AC', (() => 0) as unknown as string]))).toEqual(option('deck[1]', FUNCTION, named));
    expect(sentences(() => Board.fromPiles(variant, [[0, [1] as unknown as number], ...Array.from({ length: 15 }, () => [])]))).toEqual(option('piles[0][1]', LIST, CARD));
    const setup: Setup = { variant, columns: [[0, 1]], cells: [], foundations: [] };
    expect(sentences(() => positionFromSetup({ ...setup, columns: [[0], [1, {} as unknown as number]] }, { fullPack: false }))).toEqual(option('columns[1][1]', OBJECT, CARD));
    expect(sentences(() => positionFromSetup({ ...setup, cells: [-1, [2] as unknown as number] }, { fullPack: false }))).toEqual(
      option('cells[1]', LIST, ['a whole number from -1 to 51', 'um número inteiro de -1 a 51']),
    );
    expect(sentences(() => positionFromSetup({ ...setup, foundations: [[() => 0] as unknown as number[]] }, { fullPack: false }))).toEqual(option('foundations[0][0]', FUNCTION, CARD));
    expect(sentences(() => positionFromSetup({ ...setup, columns: [[0, 52]] }, { fullPack: false }))[0]).toBe('BAD_BOARD');
    expect(sentences(() => positionFromSetup({ ...setup, columns: [0] as unknown as number[][] }, { fullPack: false }))).toEqual(option('columns[0]', ['0', '0'], ['a list', 'uma lista']));
  });

  it('text or a number of the right type whose content is wrong keeps its content error, quoting it', () => {
    expect(sentences(() => microsoftDeal(0))).toEqual(['BAD_GAME_NUMBER', 'Game number "0" is not a whole number from 1 to 8589934591.', 'O número de jogo "0" não é um número inteiro de 1 a 8589934591.']);
    expect(sentences(() => FreecellGame.deal(1.5))[0]).toBe('BAD_GAME_NUMBER');
    expect(sentences(() => pysolDeal(31999n))[0]).toBe('BAD_PYSOL_NUMBER');
    expect(sentences(() => pysolDeal(1.5 as unknown as bigint))).toEqual([
      'BAD_PYSOL_NUMBER',
      'PySol game number "1.5" is not a whole number from 1 up, nor ms1 to ms8589934591.',
      'O número de jogo PySol "1.5" não é um número inteiro a partir de 1, nem de ms1 a ms8589934591.',
    ]);
    expect(pysolDeal(32000 as unknown as bigint)).toEqual(pysolDeal(32000n));
    expect(sentences(() => findVariant('nope'))[1]).toMatch(/^Unknown variant "nope"; /);
    expect(sentences(() => parseCard('xx'))).toEqual(['BAD_CARD', '"xx" is not a card.', '"xx" não é uma carta.']);
    expect(sentences(() => formatCard(52))).toEqual(['BAD_CARD', '"52" is not a card.', '"52" não é uma carta.']);
    expect(sentences(() => rankOf(-1))).toEqual(['BAD_CARD', '"-1" is not a card.', '"-1" não é uma carta.']);
    expect(sentences(() => parseStandardMove('zz', variant))[1]).toBe('"zz" is not a move in standard notation (write it like 3a, a5, 8h or 53).');
    expect(sentences(() => FreecellGame.deal(1).move('pile' as 'column', 0, 0, 'cell', 0))).toEqual(['UNKNOWN_PILE_KIND', '"pile" is not a kind of pile: use column, cell or foundation.', '"pile" não é um tipo de pilha: use column, cell ou foundation.']);
    expect(sentences(() => validateDeck([0, 52]))).toEqual(['BAD_DECK', 'Token 2, "52", is not a card.', 'O item 2, "52", não é uma carta.']);
    expect(sentences(() => readDeck(['AC', 'ZZ'], true))).toEqual(['BAD_DECK', 'Token 2, "ZZ", is not a card.', 'O item 2, "ZZ", não é uma carta.']);
    expect(sentences(() => Board.fromPiles(variant, [[0, 52], ...Array.from({ length: 15 }, () => [])]))[0]).toBe('BAD_BOARD');
    expect(dealBoard(variant, microsoftDeal(1)).equals(FreecellGame.deal(1).board)).toBe(true);
  });
});

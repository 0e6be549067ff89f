// The error catalogues are complete at compile time (a record keyed by ErrorCode) and at run time, and every code is documented.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { type ErrorCode, type ErrorParams, BadBoardError, BadVariantError, ERROR_CODES, SamePileError, findVariant } from '../core';
import { BadSaveError, UnreadableFileError } from '../store';
import { type ErrorCatalog, ERROR_CATALOGS, describeError, errorMessage, errorReason } from './describe-error';
import { errorsEn } from './messages-en';
import { errorsPt } from './messages-pt';

const freecell = findVariant('freecell');
const column = (index: number) => ({ kind: 'column', index }) as const;
const rule = new SamePileError(column(2));

/** One sample of each code's parameters: a record keyed by the union, so a new code needs a sample here too. */
const SAMPLES: { readonly [C in ErrorCode]: ErrorParams[C] } = {
  SAME_PILE: { pile: column(2) },
  NO_SUCH_PILE: { pile: column(9), available: 8 },
  ILLEGAL_SOURCE: { pile: { kind: 'foundation', index: 0 } },
  EMPTY_SOURCE: { pile: column(1) },
  NOT_ENOUGH_CARDS: { pile: column(1), count: 5, available: 3 },
  ONE_CARD_ONLY: { to: { kind: 'cell', index: 0 }, count: 3 },
  SINGLE_CARD_ONLY: { count: 3 },
  NOT_A_RUN: { pile: column(0), count: 3, upper: 0, lower: 13 },
  NOT_ENOUGH_SPACE: { count: 9, max: 4, freeCells: 1, emptyColumns: 1 },
  CELL_OCCUPIED: { cell: { kind: 'cell', index: 1 }, card: 5 },
  NEEDS_ACE: { card: 5, to: { kind: 'foundation', index: 0 } },
  WRONG_SUIT: { card: 1, onto: 13, to: { kind: 'foundation', index: 1 } },
  WRONG_COLOUR: { card: 4, onto: 18, to: column(4) },
  WRONG_RANK: { card: 4, onto: 20, to: column(4) },
  EMPTY_COLUMN_RULE: { card: 4, to: column(3), rule: 'kings' },
  ACE_TO_FOUNDATION_ONLY: { card: 0, to: { kind: 'cell', index: 0 } },
  NOT_HOME_YET: { card: 6, needs: 2 },
  NO_SUCH_CARD: { pile: column(0), cardIndex: 9, size: 7 },
  BAD_COUNT: { pile: column(0), count: '0' },
  UNKNOWN_PILE_KIND: { kind: 'pile' },
  BAD_VARIANT: { parameter: 'cells', value: 11, allowed: { kind: 'range', min: 0, max: 10 } },
  UNKNOWN_VARIANT: { requested: 'spider', known: ['freecell', 'bakers'] },
  BAD_GAME_NUMBER: { requested: '0' },
  BAD_PYSOL_NUMBER: { requested: 'x' },
  BAD_DECK: { reason: 'too-few', count: 40 },
  BAD_BOARD: { line: 3, problem: { kind: 'not-a-card', token: 'XD' } },
  BAD_CARD: { token: 'XZ' },
  BAD_OPTION: { option: 'maxStates', value: 'NaN', allowed: { kind: 'number' } },
  UNKNOWN_COMMAND: { word: 'mvoe', suggestion: 'move' },
  WRONG_ARGUMENT_COUNT: { command: 'tt', min: 2, max: 3, got: 1, usage: 'tt COLUMN COLUMN [COUNT]' },
  NOT_A_NUMBER: { command: 'tt', argument: 'x', kind: 'column' },
  OUT_OF_RANGE: { command: 'tt', kind: 'column', value: 9, max: 8 },
  BAD_NOTATION: { token: '9z', reason: 'shape' },
  BAD_ARGUMENT: { command: 'auto', argument: 'maybe', choices: ['on', 'off'] },
  LINE_TOO_LONG: { length: 5000, max: 4096 },
  NO_FREE_CELL: { command: 'tc', cells: 4 },
  CARD_INDEX: { pile: column(2), cardIndex: 9, size: 5 },
  NOT_A_MOVE: { part: 'help' },
  COLUMN_ALONE: { line: '3 4', suggestion: '34' },
  NOT_A_PILE: { command: 'C8', argument: 'x', usage: 'C8 INDEX PILE' },
  UNCLOSED_QUOTE: { command: 'save', quote: '"' },
  UNREADABLE_MOVES: { line: 2, token: 'zz' },
  UNREADABLE_FILE: { file: 'deck.txt', reason: 'too-big', limit: 65536, kind: 'deck' },
  LOCKED: { file: 'stats.json.lock', pid: 42, host: 'box', remote: false },
  FILE_SYSTEM: { reason: 'denied', action: 'list', file: '/home/me/.freecell/games' },
  BAD_SAVE: { kind: 'unplayable-move', number: 3, token: '5h', cause: rule, variant: freecell },
  BAD_STATS: { kind: 'bad-record', key: 'freecell' },
  BAD_SETTINGS: { kind: 'newer', version: 2 },
  USAGE: { sentence: '--cells takes a whole number from 0 to 10, not "x".' },
  INPUT_LINE_TOO_LONG: { limit: 1 << 20 },
};

describe('the error catalogues', () => {
  it('are records keyed by exactly the ErrorCode union: a missing or an extra code does not compile', () => {
    const { SAME_PILE: _dropped, ...partial } = errorsEn;
    // @ts-expect-error: a catalogue without SAME_PILE is not an ErrorCatalog
    const missing: ErrorCatalog = partial;
    const extra: ErrorCatalog = {
      ...errorsEn,
      // @ts-expect-error: NOT_A_CODE is not an ErrorCode
      NOT_A_CODE: () => 'An error nobody throws.',
    };
    expect(Object.keys(missing)).not.toContain('SAME_PILE');
    expect(Object.keys(extra)).toContain('NOT_A_CODE');
  });

  it.each(Object.entries(ERROR_CATALOGS))('%s has exactly the codes of ERROR_CODES, each once', (_lang, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual([...ERROR_CODES].sort());
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it.each(ERROR_CODES.map((code) => [code]))('%s: a sentence in each language, Portuguese not the English left untranslated', (code) => {
    const english = errorMessage(code, SAMPLES[code], 'en', { variant: freecell, card: (c) => `#${c}` });
    const portuguese = errorMessage(code, SAMPLES[code], 'pt', { variant: freecell, card: (c) => `#${c}` });
    expect(english).toMatch(/^\S.*[.?]$/s);
    expect(portuguese).toMatch(/^\S.*[.?]$/s);
    if (code !== 'USAGE') expect(portuguese).not.toBe(english);
  });

  it('word a thrown error through its code and params, in either language', () => {
    expect(rule.message).toBe('SAME_PILE {"pile":{"kind":"column","index":2}}');
    expect(describeError(rule, 'en')).toBe('Column 3 is both the source and the destination.');
    expect(describeError(rule, 'pt')).toBe('Coluna 3 é ao mesmo tempo a origem e o destino.');
    expect(errorsPt.SAME_PILE(rule.params, { card: String })).toBe('Coluna 3 é ao mesmo tempo a origem e o destino.');
  });

  it('give a reason form for sentences inside sentences, nested causes worded in the same language', () => {
    const save = new BadSaveError(SAMPLES.BAD_SAVE);
    expect(errorReason(save, 'en')).toBe('move 3, 5h, cannot be played: Column 3 is both the source and the destination');
    expect(errorReason(save, 'pt')).toBe('o movimento 3, 5h, não pode ser jogado: Coluna 3 é ao mesmo tempo a origem e o destino');
    expect(errorReason(new UnreadableFileError('d.txt', 'missing', { kind: 'deck' }), 'pt')).toBe('não foi possível ler o baralho d.txt: o arquivo não existe');
  });

  it('word position-file problems as before, and in Portuguese', () => {
    const board = (line: number, problem: ErrorParams['BAD_BOARD']['problem']) => new BadBoardError(line, problem);
    const jd = 4 * 10 + 1;
    expect(describeError(board(0, { kind: 'missing-cards', cards: [jd] }), 'en')).toBe('1 card is missing: JD.');
    expect(describeError(board(0, { kind: 'missing-cards', cards: [jd, jd + 4] }), 'pt')).toBe('Faltam 2 cartas: JD QD.');
    expect(describeError(board(1, { kind: 'duplicate-card', card: jd, first: { kind: 'column', index: 0 }, second: { kind: 'cell', index: 1 } }), 'en')).toBe('Line 1: JD appears twice (column 1 and cell 2).');
    // twice in one place: that place, named once
    const inColumn3 = board(3, { kind: 'duplicate-card', card: jd, first: { kind: 'column', index: 2 }, second: { kind: 'column', index: 2 } });
    expect(describeError(inColumn3, 'en')).toBe('Line 3: JD appears twice in column 3.');
    expect(describeError(inColumn3, 'pt')).toBe('Linha 3: JD aparece duas vezes na coluna 3.');
    expect(describeError(board(1, { kind: 'foundation-conflict', top: 1, card: 1, place: { kind: 'column', index: 4 } }), 'en')).toBe('Line 1: foundation D-A holds AD, which is also in column 5.');
    expect(describeError(board(1, { kind: 'foundation-conflict', top: 1, card: 1, place: { kind: 'column', index: 4 } }), 'pt')).toBe('Linha 1: a fundação D-A tem AD, que também está na coluna 5.');
    expect(describeError(board(9, { kind: 'too-many-columns', max: 8, variant: 'FreeCell' }), 'pt')).toBe('Linha 9: mais de 8 colunas (FreeCell tem 8).');
    // a table changed by rule flags: this game's own count, not the variant's
    expect(describeError(board(1, { kind: 'too-many-cells', given: 4, max: 3 }), 'en')).toBe('Line 1: 4 free cells given, but this game has 3.');
    expect(describeError(board(1, { kind: 'too-many-cells', given: 4, max: 3 }), 'pt')).toBe('Linha 1: 4 células livres dadas, mas este jogo tem 3.');
    expect(describeError(board(9, { kind: 'too-many-columns', max: 7 }), 'en')).toBe('Line 9: more than 7 columns (this game has 7).');
    expect(describeError(board(9, { kind: 'too-many-columns', max: 7 }), 'pt')).toBe('Linha 9: mais de 7 colunas (este jogo tem 7).');
    expect(describeError(board(2, { kind: 'no-such-cell', token: '4', max: 3 }), 'en')).toBe('Line 2: there is no cell 4 (this game has 3).');
    expect(describeError(board(2, { kind: 'no-such-cell', token: '4', max: 3 }), 'pt')).toBe('Linha 2: não existe a célula 4 (este jogo tem 3).');
  });

  it('word a save, statistics or settings file JSON cannot describe, in either language', () => {
    const save = (problem: ErrorParams['BAD_SAVE']): [string, string] => [errorMessage('BAD_SAVE', problem, 'en'), errorMessage('BAD_SAVE', problem, 'pt')];
    expect(save({ kind: 'version', version: { text: '9' }, supported: 2 })).toEqual(['The save is version 9; this program reads versions 1 and 2.', 'O jogo salvo é da versão 9; este programa lê as versões 1 e 2.']);
    expect(save({ kind: 'version', version: { kind: 'object' }, supported: 2 })).toEqual(['The version is an object; this program reads versions 1 and 2.', 'A versão é um objeto; este programa lê as versões 1 e 2.']);
    expect(save({ kind: 'unknown-variant', variant: { kind: 'list' } })).toEqual(['The variant is a list, not a name.', 'A variante é uma lista, não um nome.']);
    expect(save({ kind: 'missing-field', field: 'variant' })).toEqual(['The "variant" field is missing.', 'Falta o campo "variant".']);
    expect(save({ kind: 'too-deep', limit: 32 })).toEqual([
      'Lists and objects nest more than 32 deep, far deeper than a saved game needs.',
      'Listas e objetos aninhados em mais de 32 níveis, muito mais do que um jogo salvo precisa.',
    ]);
    expect(errorMessage('BAD_STATS', { kind: 'too-deep', limit: 32 }, 'pt')).toBe('Listas e objetos aninhados em mais de 32 níveis, muito mais do que estatísticas precisam.');
    expect(errorMessage('BAD_SETTINGS', { kind: 'bad-json', line: 6, column: 3 }, 'en')).toBe('The file is not valid JSON: line 6, column 3.');
    expect(errorMessage('BAD_SETTINGS', { kind: 'bad-json', line: 6, column: 3 }, 'pt')).toBe('O arquivo não é um JSON válido: linha 6, coluna 3.');
    expect(errorMessage('BAD_STATS', { kind: 'bad-json', line: 4, column: 1 }, 'en')).toBe('The file is not valid JSON: line 4, column 1.');
    expect(errorMessage('BAD_STATS', { kind: 'bad-json', line: 4, column: 1 }, 'pt')).toBe('O arquivo não é um JSON válido: linha 4, coluna 1.');
    expect(errorMessage('BAD_SETTINGS', { kind: 'too-deep', limit: 32 }, 'pt')).toBe('Listas e objetos aninhados em mais de 32 níveis, muito mais do que configurações precisam.');
  });

  it('word a game with a single cell, a pile with a single card or a single card to move without "1 to 1", in either language', () => {
    const both = <C extends ErrorCode>(code: C, params: ErrorParams[C]): [string, string] => [errorMessage(code, params, 'en', { card: String }), errorMessage(code, params, 'pt', { card: String })];
    expect(both('OUT_OF_RANGE', { command: 'tc', kind: 'cell', value: 2, max: 1 })).toEqual(['There is no cell 2: this game has only cell 1.', 'Não existe célula 2: este jogo só tem a célula 1.']);
    expect(both('OUT_OF_RANGE', { command: 'tt', kind: 'count', value: 3, max: 1 })).toEqual(['A card count must be 1, not 3.', 'A quantidade de cartas só pode ser 1, não 3.']);
    // a count in standard notation's hexadecimal, which reads otherwise in decimal: what it is, said
    expect(both('OUT_OF_RANGE', { command: '58v40', kind: 'count', value: 64, max: 52, text: 'v40' })).toEqual([
      'A card count must be from 1 to 52, not v40 (v takes hexadecimal digits: v40 is 64).',
      'A quantidade de cartas vai de 1 a 52, não v40 (v recebe dígitos hexadecimais: v40 é 64).',
    ]);
    expect(both('OUT_OF_RANGE', { command: '58v0', kind: 'count', value: 0, max: 52, text: 'v0' })).toEqual(['A card count must be from 1 to 52, not v0.', 'A quantidade de cartas vai de 1 a 52, não v0.']);
    expect(both('NO_SUCH_PILE', { pile: { kind: 'cell', index: 1 }, available: 1 })).toEqual(['There is no cell 2: this game has only cell 1.', 'Não existe célula 2: este jogo só tem a célula 1.']);
    expect(both('CARD_INDEX', { pile: column(2), cardIndex: 2, size: 1 })).toEqual(['Column 3 has no card 2: it holds only card 1.', 'Coluna 3 não tem a carta 2: ela só tem a carta 1.']);
    expect(both('OUT_OF_RANGE', { command: 'tc', kind: 'cell', value: 5, max: 4 })).toEqual(['There is no cell 5: cells are numbered 1 to 4.', 'Não existe célula 5: as células vão de 1 a 4.']);
  });

  it("word a library call's card index counted from 1, as its pile and the player's card numbers are, in either language", () => {
    const both = <C extends ErrorCode>(code: C, params: ErrorParams[C]): [string, string] => [errorMessage(code, params, 'en', { card: String }), errorMessage(code, params, 'pt', { card: String })];
    // move('column', 0, 9, ...) on a column of 7: the pile is column 1, the card the tenth from the bottom
    expect(both('NO_SUCH_CARD', { pile: column(0), cardIndex: 9, size: 7 })).toEqual([
      'Column 1 has no card 10: its cards are numbered 1 to 7 from the bottom.',
      'Coluna 1 não tem a carta 10: suas cartas vão de 1 a 7, de baixo para cima.',
    ]);
    expect(both('NO_SUCH_CARD', { pile: column(2), cardIndex: 1, size: 1 })).toEqual(['Column 3 has no card 2: it holds only card 1.', 'Coluna 3 não tem a carta 2: ela só tem a carta 1.']);
    expect(both('NO_SUCH_CARD', { pile: column(2), cardIndex: 0, size: 0 })[0]).toBe('Column 3 is empty.');
  });

  it('word a variant parameter that is missing as missing, not as "undefined", in either language', () => {
    const both = <C extends ErrorCode>(code: C, params: ErrorParams[C]): [string, string] => [errorMessage(code, params, 'en', { card: String }), errorMessage(code, params, 'pt', { card: String })];
    expect(both('BAD_VARIANT', { parameter: 'id', value: undefined, allowed: { kind: 'name' } })).toEqual([
      'The rules have no id: it must be a non-empty name.',
      'As regras não têm id: o valor deve ser um nome não vazio.',
    ]);
    expect(both('BAD_VARIANT', { parameter: 'cells', value: 11, allowed: { kind: 'range', min: 0, max: 10 } })[0]).toBe('The rules cannot have cells 11: it must be a whole number from 0 to 10.');
  });

  it('word a hole in a list given to the library as missing, not as "undefined", in either language', () => {
    const both = (params: ErrorParams['BAD_OPTION']): [string, string] => [errorMessage('BAD_OPTION', params, 'en'), errorMessage('BAD_OPTION', params, 'pt')];
    expect(both({ option: 'deck[1]', value: 'undefined', allowed: { kind: 'card' }, missing: true })).toEqual([
      "deck[1] is missing: it must be a card number from 0 to 51 or a card's name.",
      'Falta deck[1]: o valor deve ser um número de carta de 0 a 51 ou o nome de uma carta.',
    ]);
    expect(both({ option: 'deck[1]', value: 'undefined', allowed: { kind: 'card' } })[0]).toBe("deck[1] cannot be undefined: it must be a card number from 0 to 51 or a card's name.");
  });

  it('word a deck with too few cards in one sentence, in either language', () => {
    const few = (count: number): [string, string] => [errorMessage('BAD_DECK', { reason: 'too-few', count }, 'en'), errorMessage('BAD_DECK', { reason: 'too-few', count }, 'pt')];
    expect(few(2)).toEqual(['The deck has 2 cards, not 52.', 'O baralho tem 2 cartas, não 52.']);
    expect(few(1)).toEqual(['The deck has 1 card, not 52.', 'O baralho tem 1 carta, não 52.']);
    expect(errorMessage('BAD_DECK', { reason: 'too-few' }, 'en')).toBe('The deck has fewer than 52 cards.');
  });

  it('word rules a file cannot have without naming the rules twice, in either language', () => {
    const cause = new BadVariantError('cells', 11, { kind: 'range', min: 0, max: 10 });
    const both = (code: 'BAD_BOARD' | 'BAD_SAVE', params: ErrorParams['BAD_BOARD'] | ErrorParams['BAD_SAVE']): [string, string] => [
      errorMessage(code, params as never, 'en'),
      errorMessage(code, params as never, 'pt'),
    ];
    const english = 'The rules cannot have cells 11: it must be a whole number from 0 to 10.';
    const portuguese = 'As regras não podem ter cells 11: o valor deve ser um número inteiro de 0 a 10.';
    expect(both('BAD_SAVE', { kind: 'bad-rules', cause })).toEqual([english, portuguese]);
    expect(both('BAD_BOARD', { line: 0, problem: { kind: 'bad-rules', cause } })).toEqual([english, portuguese]);
    expect(both('BAD_BOARD', { line: 2, problem: { kind: 'bad-rules', cause } })).toEqual([
      'Line 2: the rules cannot have cells 11: it must be a whole number from 0 to 10.',
      'Linha 2: as regras não podem ter cells 11: o valor deve ser um número inteiro de 0 a 10.',
    ]);
  });

  it('use plural rules for counts', () => {
    const one = { pile: column(0), count: 2, available: 1 };
    expect(errorMessage('NOT_ENOUGH_CARDS', one, 'en')).toBe('Column 1 holds 1 card, so 2 cannot move.');
    expect(errorMessage('NOT_ENOUGH_CARDS', { ...one, available: 0 }, 'pt')).toBe('Coluna 1 tem 0 cartas, então 2 não podem ser movidas.');
  });
});

describe('docs/errors.md', () => {
  const doc = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'errors.md'), 'utf8');

  it.each(ERROR_CODES.map((code) => [code]))('documents %s', (code) => {
    expect(doc).toMatch(new RegExp(`^\\| \`${code}\` \\|`, 'm'));
  });
});

// Typed errors: the closed set of error codes, each code's typed parameters, and the error classes of the rules core.

import type { JsonValueShown } from './json';
import type { Card, PileKind, PileRef } from './types';
import type { Variant } from './variant-types';
import { givenIndex, shownValue } from './shown-value';

/**
 * Every code the program throws, as data: the `ErrorCode` union is derived
 * from this list, and each language's catalogue is a record keyed by it.
 */
export const ERROR_CODES = Object.freeze([
  // Moves that break a rule (RuleError).
  'SAME_PILE',
  'NO_SUCH_PILE',
  'ILLEGAL_SOURCE',
  'EMPTY_SOURCE',
  'NOT_ENOUGH_CARDS',
  'ONE_CARD_ONLY',
  'SINGLE_CARD_ONLY',
  'NOT_A_RUN',
  'NOT_ENOUGH_SPACE',
  'CELL_OCCUPIED',
  'NEEDS_ACE',
  'WRONG_SUIT',
  'WRONG_COLOUR',
  'WRONG_RANK',
  'EMPTY_COLUMN_RULE',
  'ACE_TO_FOUNDATION_ONLY',
  'NOT_HOME_YET',
  'NO_SUCH_CARD',
  'BAD_COUNT',
  // Variants, deals, decks and boards.
  'UNKNOWN_PILE_KIND',
  'BAD_VARIANT',
  'UNKNOWN_VARIANT',
  'BAD_GAME_NUMBER',
  'BAD_PYSOL_NUMBER',
  'BAD_DECK',
  'BAD_BOARD',
  'BAD_CARD',
  // The library's options.
  'BAD_OPTION',
  // The command language and standard notation (CommandError).
  'UNKNOWN_COMMAND',
  'WRONG_ARGUMENT_COUNT',
  'NOT_A_NUMBER',
  'OUT_OF_RANGE',
  'BAD_NOTATION',
  'BAD_ARGUMENT',
  'LINE_TOO_LONG',
  'NO_FREE_CELL',
  'CARD_INDEX',
  'NOT_A_MOVE',
  'COLUMN_ALONE',
  'NOT_A_PILE',
  'UNCLOSED_QUOTE',
  // Lists of moves.
  'UNREADABLE_MOVES',
  // Files the program reads and keeps.
  'UNREADABLE_FILE',
  'LOCKED',
  'FILE_SYSTEM',
  'BAD_SAVE',
  'BAD_STATS',
  'BAD_SETTINGS',
  // The command line.
  'USAGE',
  'INPUT_LINE_TOO_LONG',
] as const);

/** A stable error code: tests assert it, catalogues turn it into words. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What a numeric argument names ('pysol': a PySolFC game number, `game pysol:N`; 'moves': how many moves `u N` takes back or `redo N` plays again; 'pile': what `show` reads, a column number, cells or foundations). */
export type ArgumentKind = 'column' | 'cell' | 'foundation' | 'count' | 'game' | 'pysol' | 'card' | 'moves' | 'pile';

/** Why a deck cannot be dealt. */
export type BadDeckReason = 'unknown-token' | 'duplicate' | 'too-many' | 'too-few' | 'empty';

/** Why a file cannot be read as text. */
export type UnreadableReason = 'missing' | 'path-not-folder' | 'folder' | 'fifo' | 'device' | 'socket' | 'denied' | 'too-big' | 'not-utf8' | 'not-utf16' | 'loop' | 'name-too-long' | 'name-not-utf8' | 'write-only' | 'io' | 'too-many-files' | 'other';

/** Why the file system refused a read, a write, a rename or a lock ('other': the system's own words in `detail`). */
export type FsReason =
  | 'no-folder'
  | 'denied'
  | 'read-only'
  | 'no-space'
  | 'folder'
  | 'path-not-folder'
  | 'quota'
  | 'io'
  | 'reader-gone'
  | 'no-reader'
  | 'loop'
  | 'name-too-long'
  | 'too-large'
  | 'too-many-files'
  | 'empty-name'
  | 'missing-link-target'
  | 'shared-link'
  | 'shared-file'
  | 'socket'
  | 'block-device'
  | 'not-regular'
  | 'changed'
  | 'hard-links'
  | 'no-hard-links'
  | 'other';

/** The values a variant parameter takes: whole numbers in a range, a non-empty name, or one of a few words. */
export type AllowedValues =
  | { readonly kind: 'range'; readonly min: number; readonly max: number }
  | { readonly kind: 'name' }
  | { readonly kind: 'choices'; readonly choices: readonly string[] }
  | { readonly kind: 'boolean' }
  /** Exactly 4: one foundation per suit. */
  | { readonly kind: 'one-per-suit' }
  /** The whole variant (parameter `variant`) is not a record: it must be a Variant, as findVariant gives. */
  | { readonly kind: 'variant' };

/**
 * The values a library option (or argument) takes: a number (not NaN;
 * Infinity allowed), a whole number in a range, true or false, text, a function, a list, an object, one of a few words, or any value once
 * another option is given too.
 */
export type OptionValues =
  | { readonly kind: 'number' }
  /** A whole number from `min` to `max`. */
  | { readonly kind: 'range'; readonly min: number; readonly max: number }
  /** true or false. */
  | { readonly kind: 'boolean' }
  | { readonly kind: 'text' }
  | { readonly kind: 'function' }
  | { readonly kind: 'list' }
  | { readonly kind: 'object' }
  | { readonly kind: 'board' }
  /** A card as a number (0 to 51) or as text that spells one. */
  | { readonly kind: 'card' }
  /** A value `hint` returned. */
  | { readonly kind: 'hint' }
  /** A variant record, or one of the registered names. */
  | { readonly kind: 'variant'; readonly names: readonly string[] }
  /** A pile reference, `{ kind, index }`. */
  | { readonly kind: 'pile' }
  /** A move, `{ from, to, count }`. */
  | { readonly kind: 'move' }
  /** A list of `count` piles, each a list of cards. */
  | { readonly kind: 'piles'; readonly count: number }
  | { readonly kind: 'choices'; readonly choices: readonly string[] }
  | { readonly kind: 'needs'; readonly option: string }
  /** The names an options object takes (the value is a name it does not). */
  | { readonly kind: 'keys'; readonly choices: readonly string[] }
  /** A class a caller cannot build with `new`: `use` names what makes its values. */
  | { readonly kind: 'factory'; readonly use: readonly string[] }
  /** An object with exactly one of these fields. */
  | { readonly kind: 'one-field'; readonly fields: readonly string[] }
  /** A PySolFC game number from 32000, as text of digits. */
  | { readonly kind: 'pysol' }
  /** A move in standard notation of the variant named (`variant`, its name). */
  | { readonly kind: 'standard-move'; readonly variant: string }
  /** What the board says of its cards: `cleared` when every card is on a foundation (so `won` must say so too). */
  | { readonly kind: 'cleared'; readonly cleared: boolean }
  /** The parameters of error code `code` (ErrorParams, docs/errors.md). */
  | { readonly kind: 'params'; readonly code: string };

/** The problems of a save file that need no detail. */
export type PlainSaveProblem =
  | 'empty'
  | 'not-json'
  | 'not-a-save'
  | 'no-format'
  | 'no-checksum'
  | 'checksum'
  | 'no-rules'
  | 'no-deal'
  | 'bad-game-number'
  | 'bad-rating'
  | 'bad-pysol'
  | 'bad-deck'
  | 'bad-board'
  | 'unknown-deal'
  | 'bad-moves'
  | 'bad-position'
  | 'bad-time'
  | 'bad-options'
  | 'undo-past-start'
  | 'redo-past-end';

/** What is wrong with a save file. */
export type SaveProblem =
  | { readonly kind: PlainSaveProblem }
  /** `version` as the file has it, `supported` the newest version read. */
  | { readonly kind: 'version'; readonly version: JsonValueShown; readonly supported: number }
  /** `variant` as the file has it. */
  | { readonly kind: 'unknown-variant'; readonly variant: JsonValueShown }
  /** A field the format needs is absent. */
  | { readonly kind: 'missing-field'; readonly field: 'version' | 'variant' }
  /** Lists and objects nest deeper than `limit`. */
  | { readonly kind: 'too-deep'; readonly limit: number }
  | { readonly kind: 'bad-rules'; readonly cause: FreecellError }
  /** A table larger than the game draws (`columns` columns, `cells` cells). */
  | { readonly kind: 'table-too-large'; readonly columns: number; readonly cells: number }
  /** A damaged journal line (1-based line of the file). */
  | { readonly kind: 'damaged-line'; readonly line: number }
  /** The saved deal cannot be dealt under the saved rules (`variant`). */
  | { readonly kind: 'undealable'; readonly cause: FreecellError; readonly variant: Variant }
  /** Move `number` (1-based, undone moves included), written `token`, breaks a rule of `variant`. */
  | { readonly kind: 'unplayable-move'; readonly number: number; readonly token: string; readonly cause: FreecellError; readonly variant: Variant };

/** What is wrong with a statistics file. */
export type StatsProblem =
  | { readonly kind: 'not-json' | 'not-stats' | 'version' }
  /** Text edited into something that is not JSON, from its 1-based `line` and `column` (a file that ends too soon is 'not-json'). */
  | { readonly kind: 'bad-json'; readonly line: number; readonly column: number }
  /** Statistics of a later version than 3, written by a newer freecell. */
  | { readonly kind: 'newer'; readonly version: number }
  /** Lists and objects nest deeper than `limit`. */
  | { readonly kind: 'too-deep'; readonly limit: number }
  | { readonly kind: 'bad-record'; readonly key: string }
  | { readonly kind: 'bad-source'; readonly source: string };

/** What is wrong with a settings file. */
export type SettingsProblem =
  | { readonly kind: 'not-json' | 'version' }
  /** Text edited into something that is not JSON, from its 1-based `line` and `column` (a file that ends too soon is 'not-json'). */
  | { readonly kind: 'bad-json'; readonly line: number; readonly column: number }
  /** Settings of a later version than 1, written by a newer freecell. */
  | { readonly kind: 'newer'; readonly version: number }
  /** Lists and objects nest deeper than `limit`. */
  | { readonly kind: 'too-deep'; readonly limit: number };

/** Where a card of a position file is: a column or a cell by its index, a foundation (by its index when the file says). */
export interface BoardPlace {
  readonly kind: 'column' | 'cell' | 'foundation';
  readonly index?: number;
}

/** What is wrong with a position file (Freecell Solver text, CS 3500 text or JSON). */
export type BoardProblem =
  | { readonly kind: 'duplicate-card'; readonly card: Card; readonly first: BoardPlace; readonly second: BoardPlace }
  /** `variant` is the variant's name. */
  /** `variant`: the variant's name, when its table is the named variant's (not changed by rule flags). */
  | { readonly kind: 'too-many-columns'; readonly max: number; readonly variant?: string }
  | { readonly kind: 'too-many-cells'; readonly given: number; readonly max: number; readonly variant?: string }
  /** `suit` 0..3 (clubs, diamonds, hearts, spades). */
  | { readonly kind: 'foundation-twice'; readonly suit: number }
  | { readonly kind: 'foundation-index'; readonly index: number }
  /** CS 3500 text: a second line for open pile `index` (0-based). */
  | { readonly kind: 'cell-twice'; readonly index: number }
  | { readonly kind: 'too-many-foundations'; readonly max: number }
  /** A foundation built up to `top` holds `card`, which the file also puts at `place`. */
  | { readonly kind: 'foundation-conflict'; readonly top: Card; readonly card: Card; readonly place: BoardPlace }
  | { readonly kind: 'missing-cards'; readonly cards: readonly Card[] }
  | { readonly kind: 'no-cards' | 'cell-holds-one' | 'foundation-order' | 'not-position-json' | 'not-lists' }
  /** `token` as written; `place` where a JSON document has it. */
  | { readonly kind: 'not-a-card'; readonly token: string; readonly place?: BoardPlace }
  | { readonly kind: 'not-a-foundation' | 'not-a-line'; readonly token: string }
  /** CS 3500 text: a pile label (`token`, "C05") whose number has a leading zero, which the model never writes. */
  | { readonly kind: 'leading-zero'; readonly token: string }
  /** CS 3500 text: the next cascade line should be C`number`. */
  | { readonly kind: 'expected-column'; readonly number: number }
  /** CS 3500 text: an open pile number `token` the variant (`variant`, with `max` cells) does not have. */
  | { readonly kind: 'no-such-cell'; readonly token: string; readonly max: number; readonly variant?: string }
  /**
   * JSON: the parser's own account (`detail`, in English) of why the text is
   * not JSON; `column` (1-based) where in the error's line it stops being
   * JSON, `atEnd` when the text ends first.
   */
  | { readonly kind: 'not-json'; readonly detail: string; readonly column?: number; readonly atEnd?: boolean }
  /** JSON: lists and objects nest deeper than `limit`. */
  | { readonly kind: 'too-deep'; readonly limit: number }
  /** JSON: a field the format needs is absent. */
  | { readonly kind: 'missing-field'; readonly field: 'version' | 'variant' }
  /** JSON: `version` and `variant` as the file has them. */
  | { readonly kind: 'version'; readonly version: JsonValueShown; readonly supported: number }
  | { readonly kind: 'unknown-variant'; readonly variant: JsonValueShown }
  /** JSON: `rules` (as the file has it) is not an object; a position without it has its variant's rules. */
  | { readonly kind: 'rules-not-object'; readonly rules: JsonValueShown }
  | { readonly kind: 'bad-rules'; readonly cause: FreecellError }
  | { readonly kind: 'column-not-list'; readonly index: number }
  /** JSON: a `deal` that is none of the shapes the format has. */
  | { readonly kind: 'bad-deal' }
  /** JSON: `moves` (as the file has it) is not a list. */
  | { readonly kind: 'moves-not-list'; readonly moves: JsonValueShown }
  /** JSON: move `index` (0-based) of `moves`, as the file has it, is no move of `variant` (its name) in standard notation. */
  | { readonly kind: 'not-a-move'; readonly index: number; readonly token: JsonValueShown; readonly variant: string }
  /** JSON: `won` as the file has it is not true or false. */
  | { readonly kind: 'won-not-flag'; readonly won: JsonValueShown }
  /** JSON: `won` says `won`, and the cards say otherwise. */
  | { readonly kind: 'won-contradicts'; readonly won: boolean };

/**
 * A pile as a library caller named it, copied into an error: `index` is the
 * index given when it is a number (one the board does not have: -1, 9, 1.5),
 * any other value as text (shownValue: `"6"`, `6n`, `a list`), so that
 * the error's params are plain data that keeps nothing of the caller's.
 */
export interface GivenPile {
  readonly kind: PileKind;
  readonly index: number | string;
}

/** A copy of a pile reference as a caller gave it (see GivenPile); BadOptionError (BAD_OPTION, `pile`) for a value that is not an object. */
function givenPile(p: PileRef): GivenPile {
  if (p === null || typeof p !== 'object') throw new BadOptionError('pile', p, { kind: 'pile' });
  return { kind: p.kind, index: givenIndex(p.index) };
}

/** A pile as the command language names it. */
export interface PileName {
  readonly kind: 'column' | 'cell' | 'foundation';
  readonly index: number;
}

/** Each code's parameters: what its sentence needs, in data (cards as numbers, piles 0-based). */
export interface ErrorParams {
  SAME_PILE: { readonly pile: PileRef };
  /** `pile` as given (GivenPile: an index that is not a number as text). */
  NO_SUCH_PILE: { readonly pile: GivenPile; readonly available: number };
  ILLEGAL_SOURCE: { readonly pile: PileRef };
  EMPTY_SOURCE: { readonly pile: PileRef };
  NOT_ENOUGH_CARDS: { readonly pile: PileRef; readonly count: number; readonly available: number };
  ONE_CARD_ONLY: { readonly to: PileRef; readonly count: number };
  SINGLE_CARD_ONLY: { readonly count: number };
  NOT_A_RUN: { readonly pile: PileRef; readonly count: number; readonly upper: Card; readonly lower: Card };
  NOT_ENOUGH_SPACE: { readonly count: number; readonly max: number; readonly freeCells: number; readonly emptyColumns: number };
  CELL_OCCUPIED: { readonly cell: PileRef; readonly card: Card };
  NEEDS_ACE: { readonly card: Card; readonly to: PileRef };
  WRONG_SUIT: { readonly card: Card; readonly onto: Card; readonly to: PileRef };
  WRONG_COLOUR: { readonly card: Card; readonly onto: Card; readonly to: PileRef };
  WRONG_RANK: { readonly card: Card; readonly onto: Card; readonly to: PileRef };
  EMPTY_COLUMN_RULE: { readonly card: Card; readonly to: PileRef; readonly rule: 'kings' | 'none' };
  ACE_TO_FOUNDATION_ONLY: { readonly card: Card; readonly to: PileRef };
  /** `needs`: the card of the same suit its foundation takes next (the Ace when none has started). */
  NOT_HOME_YET: { readonly card: Card; readonly needs: Card };
  /** `cardIndex` as given: a number, or any other value as text (shownValue: `"99"`, `6n`, `a list`). */
  NO_SUCH_CARD: { readonly pile: GivenPile; readonly cardIndex: number | string; readonly size: number };
  /** `count` as given, as text. */
  BAD_COUNT: { readonly pile: PileRef; readonly count: string };
  UNKNOWN_PILE_KIND: { readonly kind: string };
  BAD_VARIANT: { readonly parameter: string; readonly value: unknown; readonly allowed: AllowedValues };
  UNKNOWN_VARIANT: { readonly requested: string; readonly known: readonly string[] };
  BAD_GAME_NUMBER: { readonly requested: string };
  BAD_PYSOL_NUMBER: { readonly requested: string };
  /** See BadDeckDetails. */
  BAD_DECK: { readonly reason: BadDeckReason } & BadDeckDetails;
  /** `line` is 1-based (0 for the whole file). */
  BAD_BOARD: { readonly line: number; readonly problem: BoardProblem };
  BAD_CARD: { readonly token: string };
  /** `value` is the value given, as text; `missing` when the item is a hole in a sparse list (`value` 'undefined'). */
  BAD_OPTION: { readonly option: string; readonly value: string; readonly allowed: OptionValues; readonly missing?: true };
  UNKNOWN_COMMAND: { readonly word: string; readonly suggestion?: string };
  /** `extra`: the words past the most the command takes, when there are too many. */
  WRONG_ARGUMENT_COUNT: { readonly command: string; readonly min: number; readonly max: number; readonly got: number; readonly usage: string; readonly extra?: string };
  NOT_A_NUMBER: { readonly command: string; readonly argument: string; readonly kind: ArgumentKind };
  OUT_OF_RANGE: { readonly command: string; readonly kind: ArgumentKind; readonly value: number; readonly max: number; readonly text?: string };
  /** `notation` 'solver' for one of Freecell Solver's move sentences, which count stacks and freecells from 0. */
  BAD_NOTATION: { readonly token: string; readonly reason: 'shape' | 'pile' | 'count' | 'move'; readonly notation?: 'solver' };
  BAD_ARGUMENT: { readonly command: string; readonly argument: string; readonly choices: readonly string[] };
  LINE_TOO_LONG: { readonly length: number; readonly max: number };
  NO_FREE_CELL: { readonly command: string; readonly cells: number };
  /** `cardIndex` counts from 1, bottom first. */
  CARD_INDEX: { readonly pile: PileName; readonly cardIndex: number; readonly size: number };
  /** `comma`: with quick moves on, `part` is a column number alone among moves split by spaces, and this is the line with commas, which plays them all ("12, 4"). */
  NOT_A_MOVE: { readonly part: string; readonly comma?: string; readonly quickOff?: number };
  /** `line`: the words as typed, one space apart; `suggestion`: the standard move its two numbers make ("34" for "3 4"), if any. */
  COLUMN_ALONE: { readonly line: string; readonly suggestion?: string };
  /** `usage` as the English help writes it ("C8 INDEX PILE"). */
  /** `reason` 'leading-zero': `argument` is a pile label written with a leading zero (C08). */
  NOT_A_PILE: { readonly command: string; readonly argument: string; readonly usage: string; readonly reason?: 'leading-zero' };
  /** `quote` is the quotation mark the file name of `command` opens and never closes. */
  UNCLOSED_QUOTE: { readonly command: string; readonly quote: '"' | "'" };
  /** `line` is 1-based. */
  UNREADABLE_MOVES: { readonly line: number; readonly token: string };
  /** `limit` for 'too-big', `offset` (0-based byte) for 'not-utf8' and 'not-utf16', the system's words in `detail` for 'other'; `kind` is what was being read. */
  UNREADABLE_FILE: { readonly file: string; readonly reason: UnreadableReason; readonly limit?: number; readonly offset?: number; readonly detail?: string; readonly kind?: string };
  /** `file` is the lock; `remote` when its owner is of another machine, which this one cannot check (so the lock stays until removed). */
  LOCKED: { readonly file: string; readonly pid: number; readonly host: string; readonly remote: boolean };
  /** `action` and `file` when the failure was listing a folder or locking a file. */
  /** `rootOwned`: with `denied`, what root made in a folder of the user (the topmost), and the user to give it back to. */
  FILE_SYSTEM: {
    readonly reason: FsReason;
    readonly detail?: string;
    readonly action?: 'list' | 'lock';
    readonly file?: string;
    readonly rootOwned?: { readonly path: string; readonly user: string };
  };
  BAD_SAVE: SaveProblem;
  BAD_STATS: StatsProblem;
  BAD_SETTINGS: SettingsProblem;
  /** A bad flag or input, already worded by the CLI's catalogue in the language of the run. */
  USAGE: { readonly sentence: string };
  /** `limit` in bytes. */
  INPUT_LINE_TOO_LONG: { readonly limit: number };
}

/** The parameters of a code as a JSON-like text, for `Error.message` (bigints as strings, nested errors by code and parameters; params a JavaScript caller made that JSON cannot write, such as a cycle, by what they are). */
function neutralText(value: unknown): string {
  try {
    return String(
      JSON.stringify(value, (_key, v: unknown) => {
        if (typeof v === 'bigint') return v.toString();
        if (v instanceof FreecellError) return { code: v.code, params: v.params as unknown };
        return v;
      }),
    );
  } catch {
    return shownValue(value);
  }
}

/**
 * Base of every error the program reports to a user: `code` is stable (tests
 * assert it) and `params` holds the code's typed parameters. `message` is
 * neutral, the code and its parameters ("SAME_PILE {...}"); the words are in
 * the catalogues of lib/ui (`describeError`).
 */
export class FreecellError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly params: ErrorParams[C];

  constructor(code: C, params: ErrorParams[C]) {
    // String, not a template: a JavaScript caller may pass a symbol (errorMessage then refuses the code)
    super(`${String(code)} ${neutralText(params)}`);
    this.code = code;
    this.params = params;
    this.name = new.target.name;
  }

  /**
   * The ordinary instanceof (the prototype chain), declared so that
   * `e instanceof FreecellError` (or RuleError, CommandError) types `code`
   * and `params` as the class's codes and theirs: TypeScript would otherwise
   * type a generic class's instance with `any` for its code, and its
   * `params` as `any`.
   */
  static [Symbol.hasInstance]<T>(this: abstract new (...args: never[]) => T, value: unknown): value is T {
    return Function.prototype[Symbol.hasInstance].call(this, value);
  }
}

/** Whether `value` is a FreecellError whose code is `code` (its `params` then typed for that code). */
export function hasErrorCode<C extends ErrorCode>(value: unknown, code: C): value is FreecellError<C> {
  return value instanceof FreecellError && value.code === code;
}

/** The codes of RuleError: a move that breaks a rule. */
export type RuleCode = Extract<
  ErrorCode,
  'SAME_PILE' | 'NO_SUCH_PILE' | 'ILLEGAL_SOURCE' | 'EMPTY_SOURCE' | 'NOT_ENOUGH_CARDS' | 'ONE_CARD_ONLY' | 'SINGLE_CARD_ONLY' | 'NOT_A_RUN' | 'NOT_ENOUGH_SPACE' | 'CELL_OCCUPIED' | 'NEEDS_ACE' | 'WRONG_SUIT' | 'WRONG_COLOUR' | 'WRONG_RANK' | 'EMPTY_COLUMN_RULE' | 'ACE_TO_FOUNDATION_ONLY' | 'NOT_HOME_YET' | 'NO_SUCH_CARD' | 'BAD_COUNT'
>;

/** A move that breaks a rule of the game; the board is left unchanged. */
export class RuleError<C extends RuleCode = RuleCode> extends FreecellError<C> {}

/** SAME_PILE: the source and the destination are the same pile. */
export class SamePileError extends RuleError<'SAME_PILE'> {
  constructor(readonly pile: PileRef) {
    super('SAME_PILE', { pile });
  }
}

/** NO_SUCH_PILE: a pile index outside the table (library callers only; the parser checks ranges). */
export class NoSuchPileError extends RuleError<'NO_SUCH_PILE'> {
  /** The pile as given, copied (GivenPile). */
  readonly pile: GivenPile;

  constructor(pile: PileRef, readonly available: number) {
    const given = givenPile(pile);
    super('NO_SUCH_PILE', { pile: given, available });
    this.pile = given;
  }
}

/** ILLEGAL_SOURCE: cards never leave a foundation. */
export class IllegalSourceError extends RuleError<'ILLEGAL_SOURCE'> {
  constructor(readonly pile: PileRef) {
    super('ILLEGAL_SOURCE', { pile });
  }
}

/** EMPTY_SOURCE: there is no card to move. */
export class EmptySourceError extends RuleError<'EMPTY_SOURCE'> {
  constructor(readonly pile: PileRef) {
    super('EMPTY_SOURCE', { pile });
  }
}

/** NOT_ENOUGH_CARDS: more cards asked for than the column holds. */
export class NotEnoughCardsError extends RuleError<'NOT_ENOUGH_CARDS'> {
  constructor(readonly pile: PileRef, readonly count: number, readonly available: number) {
    super('NOT_ENOUGH_CARDS', { pile, count, available });
  }
}

/** ONE_CARD_ONLY: cells and foundations take one card at a time. */
export class OneCardOnlyError extends RuleError<'ONE_CARD_ONLY'> {
  constructor(readonly to: PileRef, readonly count: number) {
    super('ONE_CARD_ONLY', { to, count });
  }
}

/** SINGLE_CARD_ONLY: the rules in force move one card at a time. */
export class SingleCardOnlyError extends RuleError<'SINGLE_CARD_ONLY'> {
  constructor(readonly count: number) {
    super('SINGLE_CARD_ONLY', { count });
  }
}

/** NOT_A_RUN: the cards to move are not built down by the variant's rule. */
export class NotARunError extends RuleError<'NOT_A_RUN'> {
  constructor(
    readonly pile: PileRef,
    readonly count: number,
    readonly upper: Card,
    readonly lower: Card,
  ) {
    super('NOT_A_RUN', { pile, count, upper, lower });
  }
}

/** NOT_ENOUGH_SPACE: a run longer than the free cells and empty columns allow. */
export class NotEnoughSpaceError extends RuleError<'NOT_ENOUGH_SPACE'> {
  constructor(
    readonly count: number,
    readonly max: number,
    readonly freeCells: number,
    readonly emptyColumns: number,
  ) {
    super('NOT_ENOUGH_SPACE', { count, max, freeCells, emptyColumns });
  }
}

/** CELL_OCCUPIED: the destination cell already holds a card. */
export class CellOccupiedError extends RuleError<'CELL_OCCUPIED'> {
  constructor(readonly cell: PileRef, readonly card: Card) {
    super('CELL_OCCUPIED', { cell, card });
  }
}

/** NEEDS_ACE: an empty foundation takes only an Ace. */
export class NeedsAceError extends RuleError<'NEEDS_ACE'> {
  constructor(readonly card: Card, readonly to: PileRef) {
    super('NEEDS_ACE', { card, to });
  }
}

/** WRONG_SUIT: the card is not of the suit the destination needs. */
export class WrongSuitError extends RuleError<'WRONG_SUIT'> {
  constructor(readonly card: Card, readonly onto: Card, readonly to: PileRef) {
    super('WRONG_SUIT', { card, onto, to });
  }
}

/** WRONG_COLOUR: on a column built in alternating colours, the colours must differ. */
export class WrongColourError extends RuleError<'WRONG_COLOUR'> {
  constructor(readonly card: Card, readonly onto: Card, readonly to: PileRef) {
    super('WRONG_COLOUR', { card, onto, to });
  }
}

/** WRONG_RANK: the card is not the rank the destination needs. */
export class WrongRankError extends RuleError<'WRONG_RANK'> {
  constructor(readonly card: Card, readonly onto: Card, readonly to: PileRef) {
    super('WRONG_RANK', { card, onto, to });
  }
}

/** EMPTY_COLUMN_RULE: the variant restricts what may fill an empty column. */
export class EmptyColumnRuleError extends RuleError<'EMPTY_COLUMN_RULE'> {
  constructor(readonly card: Card, readonly to: PileRef, readonly rule: 'kings' | 'none') {
    super('EMPTY_COLUMN_RULE', { card, to, rule });
  }
}

/** ACE_TO_FOUNDATION_ONLY: under the variant's rules an Ace may only go to a foundation. */
export class AceToFoundationOnlyError extends RuleError<'ACE_TO_FOUNDATION_ONLY'> {
  constructor(readonly card: Card, readonly to: PileRef) {
    super('ACE_TO_FOUNDATION_ONLY', { card, to });
  }
}

/** NOT_HOME_YET: a card sent to the foundations without naming one cannot go there yet: `needs` goes first. */
export class NotHomeYetError extends RuleError<'NOT_HOME_YET'> {
  constructor(readonly card: Card, readonly needs: Card) {
    super('NOT_HOME_YET', { card, needs });
  }
}

/** NO_SUCH_CARD: a card index outside the source pile (library callers only). */
export class NoSuchCardError extends RuleError<'NO_SUCH_CARD'> {
  /** The pile, copied. */
  readonly pile: GivenPile;
  /** The card index as given: a number, or any other value as text (shownValue). */
  readonly cardIndex: number | string;

  constructor(pile: PileRef, cardIndex: unknown, readonly size: number) {
    const given = givenPile(pile);
    const index = givenIndex(cardIndex);
    super('NO_SUCH_CARD', { pile: given, cardIndex: index, size });
    this.pile = given;
    this.cardIndex = index;
  }
}

/** BAD_COUNT: a move's count that is not a whole number of cards, at least 1 (library callers only). */
export class BadCountError extends RuleError<'BAD_COUNT'> {
  constructor(readonly pile: PileRef, readonly count: string) {
    super('BAD_COUNT', { pile, count });
  }
}

/** BAD_OPTION: a library option (or argument) that is not a value it takes, such as maxStates NaN or timeLimitMs without now (library callers only). */
export class BadOptionError extends FreecellError<'BAD_OPTION'> {
  /** The value given, as text (`"8"` for text, `5n` for a bigint, `a list`, `an object` for those; a name `options` does not take as it is). */
  readonly value: string;

  constructor(
    readonly option: string,
    given: unknown,
    /** The values it takes. */
    readonly allowed: OptionValues,
    /** The item is a hole in a sparse list (given is undefined). */
    missing = false,
  ) {
    // the name an options object does not take is shown as the name it is; any other value as shownValue shows it
    const value = (allowed as OptionValues | undefined)?.kind === 'keys' && typeof given === 'string' ? given : shownValue(given);
    super('BAD_OPTION', missing ? { option, value, allowed, missing: true } : { option, value, allowed });
    this.value = value;
  }
}

/** BAD_CARD: a token that spells no card (parseCard), or a number that is not a card (0..51; `token` is the number as text). */
export class BadCardError extends FreecellError<'BAD_CARD'> {
  constructor(readonly token: string) {
    super('BAD_CARD', { token });
  }
}

/** UNKNOWN_PILE_KIND: a pile kind other than column, cell or foundation (library callers only). */
export class UnknownPileKindError extends FreecellError<'UNKNOWN_PILE_KIND'> {
  constructor(readonly kind: string) {
    super('UNKNOWN_PILE_KIND', { kind });
  }
}

/** BAD_VARIANT: a variant parameter out of its range, e.g. 11 cells or 3 columns. */
export class BadVariantError extends FreecellError<'BAD_VARIANT'> {
  constructor(
    readonly parameter: string,
    readonly value: unknown,
    /** The values allowed. */
    readonly allowed: AllowedValues,
  ) {
    super('BAD_VARIANT', { parameter, value: value !== null && (typeof value === 'object' || typeof value === 'function') ? shownValue(value) : value, allowed });
  }
}

/** UNKNOWN_VARIANT: no variant has that name or alias. */
export class UnknownVariantError extends FreecellError<'UNKNOWN_VARIANT'> {
  constructor(readonly requested: string, readonly known: readonly string[]) {
    super('UNKNOWN_VARIANT', { requested, known });
  }
}

/** BAD_GAME_NUMBER: game numbers run from 1 to 8,589,934,591. */
export class BadGameNumberError extends FreecellError<'BAD_GAME_NUMBER'> {
  constructor(readonly requested: string) {
    super('BAD_GAME_NUMBER', { requested });
  }
}

/** BAD_PYSOL_NUMBER: PySolFC game numbers are whole numbers from 1 up, or ms1 to ms8589934591. */
export class BadPysolNumberError extends FreecellError<'BAD_PYSOL_NUMBER'> {
  constructor(readonly requested: string) {
    super('BAD_PYSOL_NUMBER', { requested });
  }
}

/** Where a deck went wrong: 1-based positions, the token as written, and the deck's size for 'too-few'. */
export interface BadDeckDetails {
  readonly position?: number;
  readonly token?: string;
  readonly firstPosition?: number;
  readonly count?: number;
  /** The 1-based line of a deck file the token is on, when its tokens span several lines; `firstLine`, that of a duplicate's first copy when it is another. */
  readonly line?: number;
  readonly firstLine?: number;
}

/**
 * BAD_DECK: a deck that cannot be dealt: an unknown token, a duplicate, too
 * many cards or none (and, where a full pack is required, too few).
 */
export class BadDeckError extends FreecellError<'BAD_DECK'> {
  constructor(reason: BadDeckReason, details: BadDeckDetails = {}) {
    // a JavaScript caller may pass null
    const d: BadDeckDetails = details ?? {};
    super('BAD_DECK', {
      reason,
      ...(d.position === undefined ? {} : { position: d.position }),
      ...(d.token === undefined ? {} : { token: d.token }),
      ...(d.firstPosition === undefined ? {} : { firstPosition: d.firstPosition }),
      ...(d.count === undefined ? {} : { count: d.count }),
      ...(d.line === undefined ? {} : { line: d.line }),
      ...(d.firstLine === undefined ? {} : { firstLine: d.firstLine }),
    });
  }

  /** Why the deck cannot be dealt. */
  get reason(): BadDeckReason {
    return this.params.reason;
  }

  /** 1-based position of the offending token in the deck. */
  get position(): number | undefined {
    return this.params.position;
  }

  /** The offending token as written. */
  get token(): string | undefined {
    return this.params.token;
  }

  /** 1-based position of the first copy, for a duplicate. */
  get firstPosition(): number | undefined {
    return this.params.firstPosition;
  }
}

/**
 * BAD_BOARD: a board file that does not describe a position: `line` is
 * 1-based (0 for the whole file), `problem` says what is wrong.
 */
export class BadBoardError extends FreecellError<'BAD_BOARD'> {
  constructor(
    readonly line: number,
    problem: BoardProblem,
  ) {
    super('BAD_BOARD', { line, problem });
  }

  /** What is wrong with the board. */
  get problem(): BoardProblem {
    return this.params.problem;
  }
}

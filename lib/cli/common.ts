// What the subcommands share: the catalog, colour decisions, and reading flags and files into values.

import * as path from 'node:path';
import {
  type Variant,
  type VariantRules,
  BUILD_RULES,
  BadVariantError,
  EMPTY_COLUMN_RULES,
  FreecellError,
  UnknownVariantError,
  SEQUENCE_MOVES,
  TABLE_LIMITS,
  findVariant,
  fitsTable,
  formatVariant,
  parseDealNumber,
  parseGameNumber,
  BadPysolNumberError,
  readJson,
  refineVariant,
} from '../core';
import { boardLaidOutAsDeck, deckLaidOutAsBoard, deckMisfit, formatCard, parseBoardText, parseDeck } from '../notation';
import type { DealSpec } from '../session';
import { type ChangedSettings, UnreadableFileError, decodeTextBytes, defaultSettings, readSettingsFile, settingsFile, stateDir, tildeAccount, withDefaults } from '../store';
import { type Catalog, type ChoiceKind, type FileKind, type Look, type MovesJsonProblem, type StyleName, CATALOGS, createPainter, en, languageOf, localeCatalog, localeCharset } from '../ui';
import { type CliIO, READ_LIMITS, useOutputWords } from './io';

/** USAGE: a bad flag or an unreadable input file, already worded by the catalogue of the run; reported in one line, exit status 2. */
export class UsageError extends FreecellError<'USAGE'> {
  constructor(sentence: string) {
    super('USAGE', { sentence });
    // The sentence is the catalogue's, in the language of the run: it is what the CLI prints.
    this.message = sentence;
  }
}

/**
 * The words of the CLI for this run (flag errors, unreadable files, summaries):
 * `run` sets them from --lang or the environment before anything else, so a
 * bad flag is reported in the language asked for (English by default).
 */
export let catalog: Catalog = en;

/** Sets the CLI's words for this run (see `catalog`), those of a standard output that fails too. */
export function useCatalog(words: Catalog): void {
  catalog = words;
  useOutputWords(words);
}

/** The per-user folder (see stateDir); a UsageError when none is known (no home folder, and neither FREECELL_HOME nor an absolute XDG_STATE_HOME). */
export function stateFolder(io: CliIO, words: Catalog = catalog): string {
  const dir = stateDir(io.env, io.home);
  if (dir === undefined) {
    const own = io.env.FREECELL_HOME;
    const account = own ? tildeAccount(own) : undefined;
    throw new UsageError(own && account ? words.usage.otherAccountHome(own, account) : words.usage.noStateFolder);
  }
  return dir;
}

/** The catalog for --lang, or else for the language setting (`freecell config language`), or else for the locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG: see localeCatalog); English otherwise. */
export function catalogFor(io: CliIO, lang: string | undefined = settingLanguage(io)): Catalog {
  if (lang !== undefined) {
    const key = languageOf(lang);
    const found = CATALOGS.get(key);
    if (!found) throw new UsageError(catalog.usage.unknownChoice('language', lang, [...CATALOGS.keys()]));
    return found;
  }
  return localeCatalog(io.env);
}

/** The languages --lang takes: en, pt. */
export function knownLanguages(): readonly string[] {
  return [...CATALOGS.keys()];
}

/**
 * The language the player chose with `freecell config language`, or
 * undefined for 'auto' or a settings file that cannot be read (the commands
 * that use the other settings report that file themselves).
 */
export function settingLanguage(io: CliIO): string | undefined {
  const language = quietSettings(io).language;
  return language === undefined || language === 'auto' ? undefined : language;
}

/** The settings file as a run first read it: a command asks for its language and display settings several times. */
const READ_SETTINGS = new WeakMap<CliIO, ChangedSettings>();

/** The settings the player changed, or none when the settings file cannot be read (the game and `config` report that file; other commands stay quiet); read once a run. */
export function quietSettings(io: CliIO): ChangedSettings {
  let settings = READ_SETTINGS.get(io);
  if (settings === undefined) {
    try {
      settings = readSettingsFile(settingsFile(stateFolder(io)));
    } catch {
      settings = {};
    }
    READ_SETTINGS.set(io, settings);
  }
  return settings;
}

/** The text board's display flags: those typed, else the ascii, colour and four-colour settings. */
export function displayWithSettings<T extends { ascii?: boolean; color?: boolean; fourColour?: boolean }>(io: CliIO, options: T): T {
  const settings = withDefaults(quietSettings(io), defaultSettings(io.env));
  return { ...options, ascii: options.ascii ?? settings.ascii, color: options.color ?? settings.colour, fourColour: options.fourColour ?? settings.fourColour };
}

/**
 * JSON for standard output: as it is under a UTF-8 locale; under a Latin-1
 * or Latin-9 one (see localeCharset), whose terminal text is not UTF-8, its
 * characters past ASCII written as \u escapes, so that it is still JSON in
 * UTF-8 (RFC 8259), read the same by the locale's tools.
 */
export function jsonOutput(io: CliIO, json: string): string {
  if (localeCharset(io.env) === 'utf-8') return json;
  return json.replace(/[^\u0000-\u007f]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Cards in CLI messages. */
export const cardName = (card: number): string => formatCard(card, { ascii: true });

/**
 * Colour when wanted and possible: --no-color and NO_COLOR win, then
 * FORCE_COLOR, then CLICOLOR_FORCE (set and not 0: colour, even to a pipe),
 * then CLICOLOR=0 (none), then whether stdout is a terminal that shows
 * colour (one whose TERM names a type, and not dumb).
 */
export function wantsColour(io: CliIO, flag: boolean): boolean {
  if (!flag || (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '')) return false;
  const force = io.env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  const cliForce = io.env.CLICOLOR_FORCE;
  if (cliForce !== undefined && cliForce !== '' && cliForce !== '0') return true;
  if (io.env.CLICOLOR === '0') return false;
  // A terminal with no TERM (or an empty one) says nothing of what it can show: treated as dumb, as Node and less treat it.
  const term = io.env.TERM;
  return io.stdoutIsTTY && term !== undefined && term !== '' && term !== 'dumb';
}

/** The look of the screen for a style and the display flags. */
export function look(io: CliIO, style: StyleName, options: { ascii?: boolean; color?: boolean; fourColour?: boolean; plain?: boolean }, words: Catalog = catalog): Look {
  return {
    style,
    ascii: Boolean(options.ascii),
    // colour unless --no-color or the colour setting says never (undefined: neither, as a caller without settings has it)
    painter: createPainter(wantsColour(io, options.color !== false)),
    catalog: words,
    fourColour: Boolean(options.fourColour),
    plain: Boolean(options.plain),
    width: io.columns,
    charset: localeCharset(io.env),
    height: io.rows,
    clearsScreen: io.stdoutIsTTY && io.env.TERM !== undefined && io.env.TERM !== '' && io.env.TERM !== 'dumb',
  };
}

/** The rule flags every game command takes: a named variant, refined parameter by parameter. */
export interface RuleFlags {
  variant: string;
  singleCard?: boolean;
  cells?: string;
  columns?: string;
  build?: string;
  empty?: string;
  moves?: string;
  cellsDealt?: string;
  acesHome?: boolean;
  /** The options the user typed (commander's value source 'cli'); --variant has a default, so only this tells it was given. */
  explicit?: ReadonlySet<string>;
}

/** The rule flags a JSON moves file's `rules` fill in, with the JSON type each takes. */
const RULES_FROM_JSON: readonly (readonly [keyof VariantRules, 'cells' | 'columns' | 'build' | 'empty' | 'moves' | 'cellsDealt', 'number' | 'string'])[] = [
  ['cells', 'cells', 'number'],
  ['columns', 'columns', 'number'],
  ['buildBy', 'build', 'string'],
  ['emptyColumn', 'empty', 'string'],
  ['sequenceMoves', 'moves', 'string'],
  ['cellsDealt', 'cellsDealt', 'number'],
];

/** A JSON moves file's record: its moves, and the deal and rules it was played with. */
interface MovesRecord {
  readonly moves: string[];
  readonly deal?: { game?: unknown; pysol?: unknown };
  readonly variant?: unknown;
  readonly rules?: unknown;
}

/**
 * A moves file read as JSON when it starts with `{` (which no move does), or
 * with `[` and is JSON: its record when it holds a `moves` list of strings,
 * else the problem (text that is no JSON, nests too deep, or JSON without
 * that list); undefined for any other text, which is read as moves.
 */
export function readMovesJson(text: string): { readonly record: MovesRecord } | { readonly problem: MovesJsonProblem } | undefined {
  const body = text.replace(/^\uFEFF/, '');
  const start = body.trimStart()[0];
  if (start !== '{' && start !== '[') return undefined;
  const read = readJson(body);
  if (!read.ok && start === '[' && read.reason === 'syntax') return undefined;
  if (!read.ok) return { problem: read.reason === 'too-deep' ? { kind: 'too-deep', limit: read.limit } : { kind: 'not-json', at: read.atEnd ? 'end' : { line: read.line, column: read.column } } };
  const record = (read.value !== null && typeof read.value === 'object' && !Array.isArray(read.value) ? read.value : {}) as Partial<MovesRecord> & { moves?: unknown };
  if (!Array.isArray(record.moves) || !record.moves.every((m) => typeof m === 'string')) return { problem: { kind: 'no-moves' } };
  return { record: record as MovesRecord };
}

/**
 * The moves of a moves file (replay MOVES, browse FILE) as the text
 * readMoveTokens reads: the file as it is, or, for a JSON file with a
 * `moves` list of strings (what solve --format json and replay --format json
 * print), the list one move a line (an error names a move by its place in
 * the list as its line). Such a file's deal (`game`, or `pysol`) and rules
 * (`variant`, `rules`) go into `flags`, unless flags chose a deal (--game,
 * --deck, --board) or rules (--variant or a rule flag). A JSON file nested
 * deeper than JSON_MAX_DEPTH is a UsageError naming `source` in `words`.
 */
export function movesFileText(text: string, flags: RuleFlags & { game?: string; deck?: string; board?: string }, source: string, words: Catalog): string {
  const json = readMovesJson(text);
  if (json === undefined) return text;
  if ('problem' in json) throw new UsageError(words.usage.movesJson(source, json.problem));
  const record = json.record;
  const given = flags.explicit ?? new Set<string>();
  const deal = record.deal !== null && typeof record.deal === 'object' ? record.deal : {};
  if (!given.has('game') && !given.has('deck') && !given.has('board')) {
    if (typeof deal.game === 'number') flags.game = String(deal.game);
    else if (typeof deal.pysol === 'string') flags.game = `pysol:${deal.pysol}`;
  }
  const ruleFlagGiven = given.has('variant') || given.has('singleCard') || given.has('acesHome') || RULES_FROM_JSON.some(([, flag]) => given.has(flag));
  if (!ruleFlagGiven) {
    if (typeof record.variant === 'string') flags.variant = record.variant;
    const rules = (record.rules !== null && typeof record.rules === 'object' ? record.rules : {}) as Record<string, unknown>;
    for (const [key, flag, type] of RULES_FROM_JSON) if (typeof rules[key] === type) flags[flag] = String(rules[key]);
    if (rules.acesToFoundationOnly === true) flags.acesHome = true;
  }
  return (record.moves as string[]).join('\n');
}

const FLAG_OF: ReadonlyMap<string, string> = new Map([
  ['cells', '--cells'],
  ['columns', '--columns'],
  ['buildBy', '--build'],
  ['emptyColumn', '--empty'],
  ['sequenceMoves', '--moves'],
  ['cellsDealt', '--cells-dealt'],
]);

/** Other spellings of the build rules (a Map: --build constructor is an unknown rule, not a match). */
const BUILD_ALIASES: ReadonlyMap<string, string> = new Map([
  ['alternate', 'alternate-colour'],
  ['alternating', 'alternate-colour'],
  ['colour', 'alternate-colour'],
  ['alternating-colour', 'alternate-colour'],
]);

/** A whole number from min to max written in plain digits, or the one sentence that gives the range (the same for "-1", "+3", " 5", "11" and "two"). */
function whole(flag: string, text: string, min: number, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) throw new UsageError(catalog.usage.badNumber(flag, text, min, max));
  return value;
}

/** The variant named by --variant, refined by --cells, --columns, --build, --empty, --moves, --cells-dealt, --aces-home and --single-card. */
export function readVariant(flags: RuleFlags | string, singleCard?: boolean): Variant {
  const f: RuleFlags = typeof flags === 'string' ? { variant: flags, singleCard } : flags;
  let base: Variant;
  try {
    base = findVariant(f.variant);
  } catch (e) {
    if (e instanceof UnknownVariantError) throw new UsageError(catalog.usage.unknownChoice('variant', f.variant, e.params.known));
    if (e instanceof FreecellError) throw new UsageError(catalog.error(e, undefined, cardName));
    throw e;
  }
  return refineByFlags(base, f);
}

/** `base` with the rule flags' changes (the ranges come from TABLE_LIMITS; --cells-dealt goes up to the cells). */
function refineByFlags(base: Variant, f: RuleFlags): Variant {
  const changes: { -readonly [K in keyof VariantRules]?: VariantRules[K] } = {};
  if (f.cells !== undefined) changes.cells = whole('--cells', f.cells, TABLE_LIMITS.cells.min, TABLE_LIMITS.cells.max);
  if (f.columns !== undefined) changes.columns = whole('--columns', f.columns, TABLE_LIMITS.columns.min, TABLE_LIMITS.columns.max);
  if (f.cellsDealt !== undefined) {
    const cells = changes.cells ?? base.cells;
    // a whole number past the cells is named as such ("from 0 to 0" would say nothing)
    if (/^\d+$/.test(f.cellsDealt) && Number(f.cellsDealt) > cells) throw new UsageError(catalog.usage.tooManyDealt(f.cellsDealt, cells));
    changes.cellsDealt = whole('--cells-dealt', f.cellsDealt, 0, cells);
  }
  if (f.build !== undefined) {
    const word = f.build.trim().toLowerCase().replace(/_/g, '-').replace(/colou?r$/, 'colour');
    changes.buildBy = readChoice('build rule', BUILD_ALIASES.get(word) ?? word, BUILD_RULES);
  }
  if (f.empty !== undefined) changes.emptyColumn = readChoice('empty-column rule', f.empty, EMPTY_COLUMN_RULES);
  if (f.moves !== undefined) changes.sequenceMoves = readChoice('sequence-move rule', f.moves, SEQUENCE_MOVES);
  if (f.singleCard) {
    if (changes.sequenceMoves !== undefined && changes.sequenceMoves !== 'single') throw new UsageError(catalog.usage.conflict('--single-card', `--moves ${changes.sequenceMoves}`, catalog.usage.singleCardIsSingle));
    changes.sequenceMoves = 'single';
  }
  if (f.acesHome) changes.acesToFoundationOnly = true;
  if (Object.keys(changes).length === 0) return base;
  try {
    return refineVariant(base, changes);
  } catch (e) {
    if (e instanceof BadVariantError) {
      if (e.parameter === 'cellsDealt' && f.cellsDealt === undefined) {
        throw new UsageError(catalog.usage.tooFewCells(changes.cells ?? base.cells, base.cellsDealt, base.name));
      }
      throw new UsageError(catalog.usage.badRule(FLAG_OF.get(e.parameter) ?? e.parameter, String(e.value), e.allowed));
    }
    throw e;
  }
}

/** A --game value (or deal's number): a Microsoft number, plain or ms:N, or a PySolFC number pysol:N. */
export function readDealNumber(text: string): Extract<DealSpec, { kind: 'game' | 'pysol' }> {
  try {
    const deal = parseDealNumber(text);
    return deal.kind === 'game' ? { kind: 'game', number: deal.number } : { kind: 'pysol', seed: deal.seed };
  } catch (e) {
    if (e instanceof BadPysolNumberError) throw new UsageError(catalog.usage.notPysolNumber(text));
    if (e instanceof FreecellError) throw new UsageError(catalog.usage.notGameNumber(text));
    throw e;
  }
}

/** A Microsoft game number alone (1 to 8589934591). */
export function readGameNumber(text: string): number {
  try {
    return parseGameNumber(text);
  } catch (e) {
    if (e instanceof FreecellError) throw new UsageError(catalog.usage.notGameNumber(text));
    throw e;
  }
}

/** The text of an input file (within its kind's size limit), or a usage error that says why it cannot be read. */
export function readText(io: CliIO, file: string, what: FileKind): string {
  try {
    return io.readFile(file, what);
  } catch (e) {
    if (e instanceof UnreadableFileError) throw new UsageError(catalog.usage.cannotRead(what, file, e));
    throw e;
  }
}

/**
 * All of standard input as text, read as a file of the kind is (UTF-8, or
 * UTF-16 with its byte-order mark; see decodeTextBytes), or a usage error
 * once it passes the kind's size limit (READ_LIMITS: endless input ends
 * there) or is not text.
 */
export function readAllInput(io: CliIO, what: FileKind): string {
  const limit = READ_LIMITS[what];
  // typed at a terminal, the input would otherwise wait without a word: what to type, and how to end it
  if (io.stdinIsTTY && (what === 'moves' || what === 'deals' || what === 'deck' || what === 'board')) io.err(`freecell: ${catalog.usage.typeInput(what)}\n`);
  const bytes = io.readInput(limit);
  if (bytes === undefined) throw new UsageError(catalog.usage.cannotReadInput(new UnreadableFileError('-', 'too-big', { limit, kind: what })));
  try {
    return decodeTextBytes(bytes, '-', 'stdin');
  } catch (e) {
    if (e instanceof UnreadableFileError) throw new UsageError(catalog.usage.cannotReadInput(e));
    throw e;
  }
}

function badFile<T>(what: FileKind, file: string, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof FreecellError) throw new UsageError(catalog.usage.badFile(what, file, e, cardName));
    throw e;
  }
}

/**
 * A starting position file in any format the program writes: a JSON
 * position, the CS 3500 text state (F1:/O1:/C1: lines) or Freecell Solver's
 * board format (the default).
 */
export function readBoardFile(io: CliIO, file: string, variant: Variant, fromInput = false): DealSpec {
  const text = fromInput ? readAllInput(io, 'board') : readText(io, file, 'board');
  const name = fromInput ? catalog.usage.standardInput : path.basename(file);
  const spec: DealSpec = badFile('board', file, () => ({ kind: 'board', name, board: parseBoardText(text, variant), path: file }));
  // a deck written a round of the deal a line reads as a board of fewer columns: not the deal it lists
  if (boardLaidOutAsDeck(text, variant)) throw new UsageError(catalog.usage.boardIsDeck(file));
  // a JSON position carries its own rules, which the engine allows larger than the game draws
  if (spec.kind === 'board' && !fitsTable(spec.board.variant)) {
    const { columns, cells } = spec.board.variant;
    throw new UsageError(catalog.usage.boardTooWide(file, columns, cells, TABLE_LIMITS.columns.max, TABLE_LIMITS.cells.max));
  }
  return spec;
}

/** The flags that choose the rules: [option name, flag]. */
export const RULE_FLAGS: readonly (readonly [keyof RuleFlags, string])[] = [
  ['variant', '--variant'],
  ['cells', '--cells'],
  ['columns', '--columns'],
  ['build', '--build'],
  ['empty', '--empty'],
  ['moves', '--moves'],
  ['cellsDealt', '--cells-dealt'],
  ['acesHome', '--aces-home'],
  ['singleCard', '--single-card'],
];

function sameRules(a: Variant, b: Variant): boolean {
  const [ra, rb] = [formatVariant(a).rules, formatVariant(b).rules];
  return (Object.keys(ra) as (keyof VariantRules)[]).every((k) => ra[k] === rb[k]);
}

/**
 * Refuses a position whose own rules (a JSON board carries its variant) are
 * not the ones the rule flags ask for; without --variant the position's
 * variant is the base that the other flags refine.
 */
function checkBoardVariant(file: string, board: Variant, flags: Partial<RuleFlags>): void {
  const given = RULE_FLAGS.filter(([key]) => (key === 'variant' ? flags.explicit?.has('variant') : flags[key] !== undefined && flags[key] !== false));
  if (given.length === 0) return;
  const wanted = flags.explicit?.has('variant') ? readVariant(flags as RuleFlags) : refineByFlags(board, { ...flags, variant: board.id });
  if (sameRules(wanted, board)) return;
  const typed = given.map(([key, flag]) => (typeof flags[key] === 'string' ? `${flag} ${String(flags[key])}` : flag)).join(' ');
  throw new UsageError(catalog.usage.boardVariant(file, board.name, typed));
}

/**
 * The deal named by --game, --deck or --board (at most one); none means a
 * random game number. A deck or board given as `-` is read from standard
 * input, unless `input` says that something else reads it there: a game's
 * commands ('game'), or replay's moves ('moves').
 */
export function readDealSource(
  io: CliIO,
  options: { game?: string; deck?: string; board?: string } & Partial<RuleFlags>,
  variant: Variant,
  input: 'free' | 'game' | 'moves' = 'free',
): DealSpec {
  const given = [options.game, options.deck, options.board].filter((o) => o !== undefined);
  if (given.length > 1) throw new UsageError(catalog.usage.oneSource);
  const fromInput = options.deck === '-' || options.board === '-';
  if (fromInput && input !== 'free') throw new UsageError(catalog.usage.dealInputTaken(options.deck === '-' ? 'deck' : 'board', input));
  if (options.deck !== undefined) {
    const file = options.deck;
    const text = fromInput ? readAllInput(io, 'deck') : readText(io, file, 'deck');
    const name = fromInput ? catalog.usage.standardInput : path.basename(file);
    let spec: DealSpec;
    try {
      spec = badFile('deck', file, () => ({ kind: 'deck', name, cards: parseDeck(text), path: file }));
    } catch (err) {
      // a position or other JSON given for a deck: said what it is, rather than its first word named as no card
      const misfit = err instanceof UsageError ? deckMisfit(text, variant) : undefined;
      if (misfit?.kind === 'position') throw new UsageError(catalog.usage.deckIsPosition(file));
      if (misfit?.kind === 'bad-position') throw new UsageError(catalog.usage.deckIsBadPosition(file, misfit.error, cardName));
      if (misfit !== undefined) throw new UsageError(catalog.usage.deckIsNot(file, misfit.kind));
      throw err;
    }
    // a fresh board's 52 cards read as a deck too, but dealt in order they make another layout
    if (deckLaidOutAsBoard(text, variant)) throw new UsageError(catalog.usage.deckIsBoard(file));
    return spec;
  }
  if (options.board !== undefined) {
    const spec = readBoardFile(io, options.board, variant, fromInput);
    if (spec.kind === 'board') checkBoardVariant(options.board, spec.board.variant, options);
    return spec;
  }
  return options.game !== undefined ? readDealNumber(options.game) : { kind: 'game', number: randomGame(io) };
}

/** A random game number from 1 to 1,000,000. */
export function randomGame(io: CliIO): number {
  return 1 + Math.floor(io.random() * 1_000_000);
}

/** One of a fixed set of choices (a style, a format), or a usage error listing them. */
export function readChoice<T extends string>(what: ChoiceKind, given: string, known: readonly T[]): T {
  const value = given.toLowerCase();
  if (!(known as readonly string[]).includes(value)) throw new UsageError(catalog.usage.unknownChoice(what, given, known));
  return value as T;
}

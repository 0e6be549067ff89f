// Save files: a header line and an append-only journal of changes (string <-> value), checked field by field.

import { createHash } from 'node:crypto';
import { type PlainSaveProblem, type SaveProblem, type Variant, type VariantRules, FreecellError, PACK_SIZE, UnknownVariantError, fitsTable, formatVariant, parseVariant, readJson, showJsonValue } from '../core';
import { isToken } from './stats-file';

/** Where a saved game's cards come from: everything needed to deal it again, inside the file. */
export type SavedDeal =
  | { readonly game: number; readonly rating?: SavedRating }
  | { readonly pysol: string }
  | { readonly deck: { readonly name: string; readonly cards: readonly string[] } }
  | { readonly board: SavedBoard };

/**
 * A position's deal: its name and its Freecell Solver text, and, when the
 * text would put the suits home on other foundations than the position had
 * them (the format packs them from foundation 1), each foundation's suit
 * letter (C, D, H, S, null for an empty one). Earlier versions pass
 * `foundations` over and read the text alone.
 */
export interface SavedBoard {
  readonly name: string;
  readonly fcs: string;
  readonly foundations?: readonly (string | null)[];
}

/** The rating --difficulty gave a dealt game number. */
export type SavedRating = 'easy' | 'medium' | 'hard';

/** A saved game (see docs/saving.md for the file format). */
export interface SavedGame {
  readonly variant: Variant;
  readonly deal: SavedDeal;
  /** Moves in standard notation, grouped: a player's move, then the moves autoplay made after it. */
  readonly moves: readonly (readonly string[])[];
  /** How many groups are played; the rest can be redone. */
  readonly position: number;
  /** Time played, in milliseconds. */
  readonly elapsedMs: number;
  /** Whether autoplay is on. */
  readonly autoplay: boolean;
  /** Whether this deal's result is settled: in the statistics, or (with `unrecorded`) taken as not counted. */
  readonly counted: boolean;
  /**
   * With `counted`: the result was settled while the statistics took nothing
   * of it (statistics off, or a game not kept), so nothing of it is in them.
   * Absent means no (and, in a save of an earlier version, that it does not say).
   */
  readonly unrecorded?: boolean;
  /**
   * With `counted` (not with `unrecorded`): the deal's result is a win or a
   * loss the statistics could not take, left in another save to be counted
   * there (the game went on after an undo or a restart), so a later result
   * says it waits there rather than that it was counted. Absent means no.
   */
  readonly resultElsewhere?: boolean;
  /** Whether the solver played a move of this deal (its win counts as solved with help); absent means no. */
  readonly helped?: boolean;
  /**
   * Which groups of `moves` (0-based, increasing) the solver played, when
   * `helped`. Absent with `helped`: the save does not say (earlier versions
   * did not record it).
   */
  readonly solver?: readonly number[];
  /**
   * Whether the game was restarted after moves (so `moves` is empty): it is
   * still a game in progress, and leaving it counts as giving up. Absent
   * means no. See `isStarted`.
   */
  readonly restarted?: boolean;
  /**
   * Which attempt at the deal this is, 2 or more (a restart after a move
   * begins the next); absent means the first. Versions before it pass it over
   * (attempt 1 for them).
   */
  readonly attempt?: number;
  /**
   * The game's identity: random hex digits, the same for the whole deal
   * played (restarts included). Counting its result records it in the
   * statistics, which then never count it again. Absent in saves of earlier
   * versions.
   */
  readonly token?: string;
  /**
   * The moves of `moves` that went to another foundation than the one their
   * notation reads (`h` takes a card to its suit's foundation, an Ace to the
   * first empty one; `tf C F` may choose another): [group, move in the group,
   * foundation], 0-based, in the order of the moves. Absent when there are none
   * (earlier versions pass it over and put those Aces where `h` reads).
   */
  readonly homes?: readonly (readonly [number, number, number])[];
  /**
   * With `restarted` (and an `attempt`): the moves as they stood before the
   * restart, which `u` right after it brings back at the attempt before.
   * Absent otherwise; a move played after the restart drops it. Earlier
   * versions pass it over (the restart then stays).
   */
  readonly beforeRestart?: SavedMoves;
}

/** The moves of a game with their place and lists, as SavedGame holds its own (see docs/saving.md, `beforeRestart`). */
export interface SavedMoves {
  readonly moves: readonly (readonly string[])[];
  readonly position: number;
  readonly solver?: readonly number[];
  readonly homes?: readonly (readonly [number, number, number])[];
}

/** Whether a move was ever made in a saved game's deal: moves kept (even all undone), or a restart after moves. */
export function isStarted(save: SavedGame): boolean {
  return save.moves.length > 0 || save.restarted === true;
}

/** Where a game's result stands: not settled yet (a win waits to be counted), counted in the statistics, or settled without being counted (`unrecorded`). */
export type Settled = 'waiting' | 'counted' | 'uncounted';

/** Where the result of a save, or of a game as it would be saved, stands (see SavedGame.counted and SavedGame.unrecorded). */
export function settledOf(game: { readonly counted: boolean; readonly unrecorded?: boolean }): Settled {
  return !game.counted ? 'waiting' : game.unrecorded ? 'uncounted' : 'counted';
}

/** BAD_SAVE: a save file that cannot be read back: `problem` says what is wrong. */
export class BadSaveError extends FreecellError<'BAD_SAVE'> {
  constructor(readonly problem: SaveProblem) {
    super('BAD_SAVE', problem);
  }
}

const FORMAT = 'freecell-save';
/** Version 2: the header on the first line, then one line per change. Version 1 (one JSON document) is still read. */
const VERSION = 2;

/** The checksum of a save's fields: SHA-256 of their compact JSON, so any edit or damage shows. */
function checksum(fields: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The short checksum of one journal line. */
function lineSum(fields: Record<string, unknown>): string {
  return checksum(fields).slice(0, 16);
}

/** The header line of a save: the whole game as it stands, its checksum last (no journal yet). */
export function formatSave(save: SavedGame): string {
  const fields: Record<string, unknown> = {
    format: FORMAT,
    version: VERSION,
    ...formatVariant(save.variant),
    deal: save.deal,
    moves: save.moves,
    position: save.position,
    elapsedMs: Math.round(save.elapsedMs),
    autoplay: save.autoplay,
    counted: save.counted,
    ...(save.counted && save.unrecorded ? { unrecorded: true } : {}),
    ...(save.counted && !save.unrecorded && save.resultElsewhere ? { resultElsewhere: true } : {}),
    // Written only when true, so that a file without help reads and sums as before.
    ...(save.helped ? { helped: true } : {}),
    ...(save.helped && save.solver !== undefined ? { solver: save.solver } : {}),
    ...(save.restarted ? { restarted: true } : {}),
    ...(save.attempt !== undefined && save.attempt > 1 ? { attempt: save.attempt } : {}),
    ...(save.token !== undefined ? { token: save.token } : {}),
    ...(save.homes !== undefined && save.homes.length > 0 ? { homes: save.homes } : {}),
    ...(save.beforeRestart !== undefined && save.restarted && save.attempt !== undefined && save.attempt > 1 ? { beforeRestart: formatMoves(save.beforeRestart, save.helped === true) } : {}),
  };
  return `${JSON.stringify({ ...fields, checksum: checksum(fields) })}\n`;
}

/** The header's value of the moves before a restart: the lists only when they say something, `solver` only after help. */
function formatMoves(saved: SavedMoves, helped: boolean): Record<string, unknown> {
  return {
    moves: saved.moves,
    position: saved.position,
    ...(helped && saved.solver !== undefined ? { solver: saved.solver } : {}),
    ...(saved.homes !== undefined && saved.homes.length > 0 ? { homes: saved.homes } : {}),
  };
}

/*
 * A journal line records one change after the header, with the time played
 * and whether the result is counted as they are after it:
 *   {"play":["6a","6h"],"t":1234,"c":false,"sum":"..."}   a move and its autoplay moves (forgets what could be redone)
 *   {"play":["2h"],"f":[[0,2]],...}   "f": [move, foundation] for each move to another foundation than its notation reads
 *   {"undo":1,...}  {"redo":1,...}  {"autoplay":false,...}
 * A line after which the result is settled without being recorded has "u":true
 * with "c":true (see SavedGame.unrecorded).
 * A line after which the solver has played a move of the deal has "h":true too,
 * and then a `play` line says whose move it is: "s":true the solver's, "s":false
 * the player's (a line with "h" and no "s", of an earlier version, does not say).
 * `sum` is the first 16 hex digits of the SHA-256 of the line without it.
 */

/** One change of a saved game, as the journal records it. */
export type SaveChange =
  | { readonly kind: 'play'; readonly tokens: readonly string[]; readonly solver?: boolean; readonly homes?: readonly (readonly [number, number])[] }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'autoplay'; readonly on: boolean };

/**
 * What a journal line records of the game as it is after its change: the
 * time played, and where its result stands (the fields of SavedGame of the
 * same names; `helped` and `unrecorded` absent mean no).
 */
export interface AfterChange {
  readonly elapsedMs: number;
  readonly counted: boolean;
  readonly helped?: boolean;
  readonly unrecorded?: boolean;
}

/** The journal line of a change (with its newline). */
export function formatSaveChange(change: SaveChange, after: AfterChange): string {
  const { counted, helped, unrecorded } = after;
  const head: Record<string, unknown> =
    change.kind === 'play' ? { play: change.tokens, ...(change.homes !== undefined && change.homes.length > 0 ? { f: change.homes } : {}) } : change.kind === 'autoplay' ? { autoplay: change.on } : { [change.kind]: 1 };
  const fields = { ...head, t: Math.round(after.elapsedMs), c: counted, ...(counted && unrecorded ? { u: true } : {}), ...(helped ? { h: true } : {}), ...(helped && change.kind === 'play' ? { s: change.solver === true } : {}) };
  return `${JSON.stringify({ ...fields, sum: lineSum(fields) })}\n`;
}

/** A saved game after one more change; throws BadSaveError when the change does not fit (an undo at the start). */
export function applySaveChange(save: SavedGame, change: SaveChange, after: AfterChange): SavedGame {
  // Only a move played changes the lists: the others take them as they are.
  const own = change.kind === 'play';
  const { moves, solver, homes, ...rest } = save;
  const lists = {
    moves: own ? [...moves] : (moves as (readonly string[])[]),
    ...(solver === undefined ? {} : { solver: own ? [...solver] : (solver as number[]) }),
    ...(homes === undefined ? {} : { homes: own ? [...homes] : (homes as (readonly [number, number, number])[]) }),
  };
  return applyChangeTo({ ...rest, ...lists }, change, after);
}

/** A saved game whose lists are its own, changed in place. */
type OwnedSave = Omit<SavedGame, 'moves' | 'solver' | 'homes'> & { readonly moves: (readonly string[])[]; readonly solver?: number[]; readonly homes?: (readonly [number, number, number])[] };

/**
 * applySaveChange on a save whose lists are its own: a move played changes
 * them in place, so a journal of n moves is read in time linear in n. A move
 * played forgets the solver's moves at or after its place, as the game's
 * history does; one after help whose line does not say whose it is (an
 * earlier version's) leaves the solver's moves unknown.
 */
function applyChangeTo(save: OwnedSave, change: SaveChange, after: AfterChange): OwnedSave {
  const { elapsedMs, counted } = after;
  const { unrecorded: _, resultElsewhere: elsewhere, ...settled } = save;
  const base = { ...settled, elapsedMs, counted, ...(counted && after.unrecorded ? { unrecorded: true } : {}), ...(counted && !after.unrecorded && elsewhere ? { resultElsewhere: true } : {}), ...(after.helped || save.helped ? { helped: true } : {}) };
  switch (change.kind) {
    case 'play': {
      // moves kept say the game was started from now on, and the moves before a restart are no longer brought back
      const { restarted: _, beforeRestart: __, solver: before, homes: chosen, ...rest } = base;
      const at = save.position;
      save.moves.length = at;
      save.moves.push(change.tokens);
      // the foundations chosen by the moves forgotten go with them
      const homes = chosen ?? [];
      while (homes.length > 0 && homes[homes.length - 1]![0] >= at) homes.pop();
      for (const [i, f] of change.homes ?? []) homes.push([at, i, f]);
      // Before help no move is the solver's; after a line that did not say whose its move was, none is known until a move replaces them all.
      const kept = save.helped !== true || at === 0 ? [] : before;
      let solver: number[] | undefined;
      if (rest.helped === true && change.solver !== undefined && kept !== undefined) {
        solver = kept;
        while (solver.length > 0 && solver[solver.length - 1]! >= at) solver.pop();
        if (change.solver) solver.push(at);
      }
      return { ...rest, position: at + 1, ...(solver !== undefined ? { solver } : {}), ...(homes.length > 0 ? { homes } : {}) };
    }
    case 'undo':
      need(save.position > 0, 'undo-past-start');
      return { ...base, position: save.position - 1 };
    case 'redo':
      need(save.position < save.moves.length, 'redo-past-end');
      return { ...base, position: save.position + 1 };
    case 'autoplay':
      return { ...base, autoplay: change.on };
  }
}

/** Reads one journal line, or undefined when it is not a whole, intact line. */
/**
 * A journal line as a change; undefined when it is not a whole line (no
 * JSON, or its sum does not match: a write cut short); 'unusable' when it is
 * whole and signed but holds values no freecell of this version writes
 * (damage, or a newer freecell's change), which is never left out as a torn end.
 */
function parseChangeLine(line: string): { change: SaveChange; after: AfterChange } | 'unusable' | undefined {
  const read = readJson(line);
  if (!read.ok) return undefined;
  const o = read.value as Record<string, unknown>;
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return undefined;
  const { sum, ...fields } = o;
  if (typeof sum !== 'string' || sum !== lineSum(fields)) return undefined;
  if (!isInt(o.t, 0, Number.MAX_SAFE_INTEGER) || typeof o.c !== 'boolean' || (o.h !== undefined && o.h !== true)) return 'unusable';
  if (o.u !== undefined && (o.u !== true || o.c !== true)) return 'unusable';
  let change: SaveChange;
  if (Object.hasOwn(o, 'play')) {
    const tokens = o.play;
    if (!Array.isArray(tokens) || tokens.length === 0 || !tokens.every((m) => typeof m === 'string')) return 'unusable';
    // whose move it is: said only after help
    if (o.s !== undefined && (typeof o.s !== 'boolean' || o.h !== true)) return 'unusable';
    if (o.f !== undefined && !isHomeList(o.f, (f) => Array.isArray(f) && f.length === 2 && isInt(f[0], 0, tokens.length - 1), 2)) return 'unusable';
    const homes = o.f === undefined ? {} : { homes: o.f as [number, number][] };
    change = o.s === undefined ? { kind: 'play', tokens: tokens as string[], ...homes } : { kind: 'play', tokens: tokens as string[], solver: o.s, ...homes };
  } else if (o.s !== undefined || o.f !== undefined) return 'unusable';
  else if (o.undo === 1) change = { kind: 'undo' };
  else if (o.redo === 1) change = { kind: 'redo' };
  else if (typeof o.autoplay === 'boolean') change = { kind: 'autoplay', on: o.autoplay };
  else return 'unusable';
  return { change, after: { elapsedMs: o.t as number, counted: o.c, helped: o.h === true, unrecorded: o.u === true } };
}

/** What a save file holds: the game, how many journal lines follow the header, whether a torn last line was left out, and whether a journal line can follow its text as it is. */
export interface SaveFileContents {
  readonly game: SavedGame;
  readonly changes: number;
  readonly tornTail: boolean;
  /** Version 2, every line whole and ended: a change can be appended to the file without rewriting it. */
  readonly appendable: boolean;
}

function need(condition: unknown, problem: PlainSaveProblem | SaveProblem): asserts condition {
  if (!condition) throw new BadSaveError(typeof problem === 'string' ? { kind: problem } : problem);
}

const isInt = (x: unknown, min: number, max: number): x is number => Number.isSafeInteger(x) && (x as number) >= min && (x as number) <= max;

/** Whether `x` is a list of increasing indices below `length`. */
function isIndexList(x: unknown, length: number): boolean {
  return Array.isArray(x) && x.every((n, i) => isInt(n, i === 0 ? 0 : (x[i - 1] as number) + 1, length - 1));
}

/** Whether `x` is a list of `count` foundations, each a suit letter (C, D, H, S) or null, no suit twice. */
function isSuitList(x: unknown, count: number): boolean {
  if (!Array.isArray(x) || x.length !== count) return false;
  const suits = x.filter((f) => f !== null);
  return suits.every((f) => typeof f === 'string' && /^[CDHS]$/.test(f)) && new Set(suits).size === suits.length;
}

/**
 * Whether `x` is a non-empty list of moves with their foundation (the last
 * of `width` numbers, below 13, the most foundations a table may have), each
 * `isMove`, in the order of the moves (compared by their other numbers).
 */
function isHomeList(x: unknown, isMove: (m: unknown[]) => boolean, width: number): boolean {
  if (!Array.isArray(x) || x.length === 0) return false;
  return x.every((m, k) => {
    if (!Array.isArray(m) || m.length !== width || !isMove(m) || !isInt(m[width - 1], 0, 12)) return false;
    if (k === 0) return true;
    const prev = x[k - 1] as number[];
    for (let j = 0; j < width - 1; j++) if (m[j] !== prev[j]) return (m[j] as number) > prev[j]!;
    return false;
  });
}

/** The fields of a save of the first saving version (version 1 before checksums), and of its rules. */
const UNSIGNED_FIELDS = ['format', 'version', 'variant', 'rules', 'deal', 'moves', 'position', 'elapsedMs', 'autoplay', 'counted'];
const UNSIGNED_RULES = ['buildBy', 'cells', 'columns', 'foundations', 'emptyColumn', 'sequenceMoves'];

const hasExactly = (o: unknown, keys: readonly string[]): boolean =>
  typeof o === 'object' && o !== null && !Array.isArray(o) && Object.keys(o).length === keys.length && keys.every((k) => Object.hasOwn(o, k));

/**
 * Whether a document is a save as the first saving version wrote it: version
 * 1, unsigned, with exactly its fields and its six rules. Later saves are
 * signed, so a missing checksum in any other shape is still refused.
 */
function isUnsignedFirstSave(o: Record<string, unknown>): boolean {
  return o.version === 1 && hasExactly(o, UNSIGNED_FIELDS) && hasExactly(o.rules, UNSIGNED_RULES);
}

/** The header (version 2) or the whole document (version 1) as a saved game; throws BadSaveError. */
function parseSaveObject(o: Record<string, unknown>): SavedGame {
  need(typeof o === 'object' && o !== null && !Array.isArray(o), 'not-a-save');
  need(o.format === FORMAT, 'no-format');
  need(o.version !== undefined, { kind: 'missing-field', field: 'version' });
  if (o.version !== 1 && o.version !== VERSION) throw new BadSaveError({ kind: 'version', version: showJsonValue(o.version), supported: VERSION });
  if (!isUnsignedFirstSave(o)) {
    const { checksum: sum, ...fields } = o;
    need(typeof sum === 'string', 'no-checksum');
    need(sum === checksum(fields), 'checksum');
  }
  const rules = o.rules as Record<string, unknown> | undefined;
  need(typeof rules === 'object' && rules !== null && !Array.isArray(rules), 'no-rules');
  need(o.variant !== undefined, { kind: 'missing-field', field: 'variant' });
  if (typeof o.variant !== 'string') throw new BadSaveError({ kind: 'unknown-variant', variant: showJsonValue(o.variant) });
  let variant: Variant;
  try {
    variant = parseVariant({ variant: o.variant, rules: rules as Partial<VariantRules> });
  } catch (err) {
    if (err instanceof UnknownVariantError) throw new BadSaveError({ kind: 'unknown-variant', variant: showJsonValue(o.variant) });
    if (!(err instanceof FreecellError)) throw err;
    throw new BadSaveError({ kind: 'bad-rules', cause: err });
  }
  if (!fitsTable(variant)) throw new BadSaveError({ kind: 'table-too-large', columns: variant.columns, cells: variant.cells });
  const deal = o.deal as Record<string, unknown> | undefined;
  need(typeof deal === 'object' && deal !== null, 'no-deal');
  let saved: SavedDeal;
  if ('game' in deal) {
    need(isInt(deal.game, 1, 8_589_934_591), 'bad-game-number');
    need(deal.rating === undefined || deal.rating === 'easy' || deal.rating === 'medium' || deal.rating === 'hard', 'bad-rating');
    saved = deal.rating === undefined ? { game: deal.game as number } : { game: deal.game as number, rating: deal.rating as SavedRating };
  } else if ('pysol' in deal) {
    need(typeof deal.pysol === 'string' && /^[1-9]\d*$/.test(deal.pysol) && BigInt(deal.pysol) >= 32000n, 'bad-pysol');
    saved = { pysol: deal.pysol };
  } else if ('deck' in deal) {
    const d = deal.deck as { name?: unknown; cards?: unknown };
    need(typeof d?.name === 'string' && Array.isArray(d.cards) && d.cards.length > 0 && d.cards.length <= PACK_SIZE, 'bad-deck');
    need((d.cards as unknown[]).every((c) => typeof c === 'string'), 'bad-deck');
    saved = { deck: { name: d.name, cards: d.cards as string[] } };
  } else if ('board' in deal) {
    const b = deal.board as { name?: unknown; fcs?: unknown; foundations?: unknown };
    need(typeof b?.name === 'string' && typeof b.fcs === 'string', 'bad-board');
    need(b.foundations === undefined || isSuitList(b.foundations, variant.foundations), 'bad-board');
    saved = { board: { name: b.name, fcs: b.fcs, ...(b.foundations !== undefined ? { foundations: b.foundations as (string | null)[] } : {}) } };
  } else {
    throw new BadSaveError({ kind: 'unknown-deal' });
  }
  need(isMoveGroups(o.moves), 'bad-moves');
  const moves = o.moves as string[][];
  need(isInt(o.position, 0, moves.length), 'bad-position');
  need(isInt(o.elapsedMs, 0, Number.MAX_SAFE_INTEGER), 'bad-time');
  need(typeof o.autoplay === 'boolean' && typeof o.counted === 'boolean' && (o.helped === undefined || o.helped === true), 'bad-options');
  need(o.restarted === undefined || (o.restarted === true && (o.moves as unknown[]).length === 0), 'bad-options');
  need(o.attempt === undefined || isInt(o.attempt, 2, Number.MAX_SAFE_INTEGER), 'bad-options');
  need(o.token === undefined || isToken(o.token), 'bad-options');
  need(o.unrecorded === undefined || (o.unrecorded === true && o.counted === true), 'bad-options');
  need(o.resultElsewhere === undefined || (o.resultElsewhere === true && o.counted === true && o.unrecorded === undefined), 'bad-options');
  checkMoveLists(o, moves, o.helped === true);
  need(o.beforeRestart === undefined || (o.restarted === true && o.attempt !== undefined), 'bad-options');
  const beforeRestart = o.beforeRestart === undefined ? undefined : parseMoves(o.beforeRestart, o.helped === true);
  return {
    variant,
    deal: saved,
    moves,
    position: o.position as number,
    elapsedMs: o.elapsedMs as number,
    autoplay: o.autoplay as boolean,
    counted: o.counted as boolean,
    ...(o.unrecorded === true ? { unrecorded: true } : {}),
    ...(o.resultElsewhere === true ? { resultElsewhere: true } : {}),
    ...(o.helped === true ? { helped: true } : {}),
    ...(o.solver !== undefined ? { solver: o.solver as number[] } : {}),
    ...(o.restarted === true ? { restarted: true } : {}),
    ...(o.attempt !== undefined ? { attempt: o.attempt as number } : {}),
    ...(o.token !== undefined ? { token: o.token as string } : {}),
    ...(o.homes !== undefined ? { homes: o.homes as [number, number, number][] } : {}),
    ...(beforeRestart !== undefined ? { beforeRestart } : {}),
  };
}

/** Whether x is a save's list of move groups: lists of one move text or more. */
function isMoveGroups(x: unknown): x is string[][] {
  return Array.isArray(x) && x.every((g) => Array.isArray(g) && g.length > 0 && g.every((m) => typeof m === 'string'));
}

/** Checks the lists beside a save's moves (in the header or in beforeRestart): the solver's groups (only after help) and the foundations chosen; throws BadSaveError. */
function checkMoveLists(o: Record<string, unknown>, moves: readonly (readonly string[])[], helped: boolean): void {
  need(o.solver === undefined || (helped && isIndexList(o.solver, moves.length)), 'bad-options');
  need(o.homes === undefined || isHomeList(o.homes, (h) => isInt(h[0], 0, moves.length - 1) && isInt(h[1], 0, moves[h[0] as number]!.length - 1), 3), 'bad-options');
}

/** The moves before a restart, checked as the header's own are (at least one move: a restart after none keeps none); throws BadSaveError. */
function parseMoves(x: unknown, helped: boolean): SavedMoves {
  need(typeof x === 'object' && x !== null && !Array.isArray(x), 'bad-options');
  const o = x as Record<string, unknown>;
  need(Object.keys(o).every((k) => ['moves', 'position', 'solver', 'homes'].includes(k)), 'bad-options');
  need(isMoveGroups(o.moves) && o.moves.length > 0, 'bad-moves');
  const moves = o.moves as string[][];
  need(isInt(o.position, 0, moves.length), 'bad-position');
  checkMoveLists(o, moves, helped);
  return {
    moves,
    position: o.position as number,
    ...(o.solver !== undefined ? { solver: o.solver as number[] } : {}),
    ...(o.homes !== undefined ? { homes: o.homes as [number, number, number][] } : {}),
  };
}

/**
 * A save file read from text: version 1 (one JSON document) or version 2 (a
 * header line, then the journal). A last journal line that is not whole (the
 * write a power cut interrupted) is left out and reported as `tornTail`; a
 * damaged line before the last one, or a whole signed line with values no
 * freecell writes anywhere, is a BadSaveError (BAD_SAVE) naming it.
 */
export function parseSaveFile(text: string): SaveFileContents {
  if (text.trim() === '') throw new BadSaveError({ kind: 'empty' });
  const firstEnd = text.indexOf('\n');
  const firstLine = firstEnd < 0 ? text : text.slice(0, firstEnd);
  let header: Record<string, unknown> | undefined;
  const first = readJson(firstLine);
  if (first.ok && typeof first.value === 'object' && first.value !== null && (first.value as Record<string, unknown>).version === VERSION) header = first.value as Record<string, unknown>;
  if (header === undefined) {
    // Version 1, or not a save at all: the whole text is one JSON document.
    const whole = readJson(text);
    if (!whole.ok) throw new BadSaveError(whole.reason === 'too-deep' ? { kind: 'too-deep', limit: whole.limit } : { kind: 'not-json' });
    return { game: parseSaveObject(whole.value as Record<string, unknown>), changes: 0, tornTail: false, appendable: false };
  }
  const { moves, solver, homes, ...read } = parseSaveObject(header);
  let game: OwnedSave = { ...read, moves: [...moves], ...(solver !== undefined ? { solver: [...solver] } : {}), ...(homes !== undefined ? { homes: [...homes] } : {}) };
  const lines = firstEnd < 0 ? [] : text.slice(firstEnd + 1).split('\n');
  // The text after the last newline is a line whose write did not finish (or nothing).
  const unfinished = lines.pop() ?? '';
  let changes = 0;
  let tornTail = unfinished.replace(/\0/g, '').trim() !== '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const parsed = parseChangeLine(line);
    // a whole, signed line was written in full: what it holds cannot be the torn end of a write
    if (parsed === 'unusable') throw new BadSaveError({ kind: 'damaged-line', line: i + 2 });
    if (!parsed) {
      // A bad line followed only by bad or empty lines is the end of an interrupted write; one before good lines is damage.
      const rest = lines.slice(i + 1);
      if (rest.some((l) => parseChangeLine(l) !== undefined)) throw new BadSaveError({ kind: 'damaged-line', line: i + 2 });
      tornTail = true;
      break;
    }
    game = applyChangeTo(game, parsed.change, parsed.after);
    changes++;
  }
  return { game, changes, tornTail, appendable: !tornTail && text.endsWith('\n') };
}

/** A save read from text (either version), its journal applied; throws BadSaveError (BAD_SAVE). Moves are checked later, by replaying them. */
export function parseSave(text: string): SavedGame {
  return parseSaveFile(text).game;
}

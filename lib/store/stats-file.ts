// Statistics per variant and deal source, and records per numbered deal (string <-> value, the update rule, and the version 1 migration).

import { type StatsProblem, FreecellError, canonicalVariantKey, readJson } from '../core';

/** The record of one variant for one source of deals. */
export interface VariantStats {
  readonly played: number;
  readonly won: number;
  /** No legal move was left. */
  readonly lost: number;
  /** Left unfinished after a move (a new deal, a deleted save). */
  readonly gaveUp: number;
  /** Finished with moves the solver played: never a win. */
  readonly helped: number;
  /** Wins in a row up to now. */
  readonly streak: number;
  readonly longestStreak: number;
  /** Fewest moves typed in a win, or null before the first win. */
  readonly fewestMoves: number | null;
  /** Shortest time of a win in milliseconds, or null before the first timed win. */
  readonly bestMs: number | null;
}

/** The best of one numbered deal under one variant. */
export interface DealRecord {
  readonly won: number;
  readonly fewestMoves: number;
  readonly bestMs: number;
  /** The update's sequence number when the deal was last won (the oldest records go first when the map is full). */
  readonly last: number;
}

/** What a game's result adds to the statistics. */
export type Outcome = 'won' | 'lost' | 'gave-up' | 'helped';

/** Where a game's cards came from: numbered deals are counted apart from deck files and boards. */
export type DealSource = 'numbered' | 'deck' | 'board';

/** All statistics: by source, then by variant key; and the best of each numbered deal ("freecell#617"). */
export interface Stats {
  readonly sources: Readonly<Partial<Record<DealSource, Readonly<Record<string, VariantStats>>>>>;
  readonly deals: Readonly<Record<string, DealRecord>>;
  /** Updates so far (orders the deal records by age). */
  readonly sequence: number;
  /** The tokens of the games counted last, the oldest first (at most COUNTED_TOKENS_LIMIT): a game is never counted twice. */
  readonly counted: readonly string[];
  /** Fields of the file this freecell does not know (a newer freecell's), written back as they are; absent when there are none. */
  readonly unknown?: UnknownStatsFields;
}

/** The fields of a statistics file this freecell does not know: at the top, in a variant's record, in a deal's record. */
export interface UnknownStatsFields {
  readonly top: Readonly<Record<string, unknown>>;
  /** By source, then by variant key. */
  readonly records: Readonly<Partial<Record<DealSource, Readonly<Record<string, Readonly<Record<string, unknown>>>>>>>;
  /** By deal record key. */
  readonly deals: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** How many deal records are kept: beyond it, the ones won longest ago are dropped. */
export const DEAL_RECORDS_LIMIT = 5000;

/** How many tokens of counted games are kept: beyond it, the ones counted longest ago are dropped. */
export const COUNTED_TOKENS_LIMIT = 500;

/** The sources in the order they are shown. */
export const DEAL_SOURCES: readonly DealSource[] = ['numbered', 'deck', 'board'];

/** BAD_STATS: a statistics file that cannot be read. */
export class BadStatsError extends FreecellError<'BAD_STATS'> {
  constructor(readonly problem: StatsProblem) {
    super('BAD_STATS', problem);
  }
}

const EMPTY_RECORD: VariantStats = { played: 0, won: 0, lost: 0, gaveUp: 0, helped: 0, streak: 0, longestStreak: 0, fewestMoves: null, bestMs: null };

/** No statistics yet. */
export function emptyStats(): Stats {
  return { sources: {}, deals: Object.create(null) as Record<string, DealRecord>, sequence: 0, counted: [] };
}

/** Whether the game of `token` (its save's token) is counted in `stats`. */
export function isCounted(stats: Stats, token: string): boolean {
  return stats.counted.includes(token);
}

/** The key of a numbered deal's record: "freecell#617". */
export function dealRecordKey(variantKey: string, game: number | string): string {
  return `${variantKey}#${game}`;
}

/** One finished game: its variant key, where its deal came from (a numbered deal's number), and how it ended. */
export interface GameResult {
  readonly variantKey: string;
  readonly source: DealSource;
  /** The game number of a numbered deal. */
  readonly game?: number | string;
  readonly outcome: Outcome;
  /** Moves the player typed (autoplay moves not counted). */
  readonly moves: number;
  readonly elapsedMs: number;
  /** The game's token (see SavedGame.token): the statistics remember it, so that the game is never counted again. */
  readonly token?: string;
}

const min = (a: number | null, b: number): number => (a === null ? b : Math.min(a, b));

/** The stats after one more game. */
export function recordResult(stats: Stats, given: GameResult): Stats {
  // the file keeps whole milliseconds (a clock may count finer); a time below zero is none
  const r: GameResult = { ...given, elapsedMs: Math.max(0, Math.round(given.elapsedMs)) };
  const bySource = stats.sources[r.source] ?? {};
  const s = Object.hasOwn(bySource, r.variantKey) ? bySource[r.variantKey]! : EMPTY_RECORD;
  const played = s.played + 1;
  const next: VariantStats =
    r.outcome === 'won'
      ? {
          ...s,
          played,
          won: s.won + 1,
          streak: s.streak + 1,
          longestStreak: Math.max(s.longestStreak, s.streak + 1),
          fewestMoves: min(s.fewestMoves, r.moves),
          bestMs: min(s.bestMs, r.elapsedMs),
        }
      : {
          ...s,
          played,
          streak: 0,
          lost: s.lost + (r.outcome === 'lost' ? 1 : 0),
          gaveUp: s.gaveUp + (r.outcome === 'gave-up' ? 1 : 0),
          helped: s.helped + (r.outcome === 'helped' ? 1 : 0),
        };
  const sequence = stats.sequence + 1;
  let deals = stats.deals;
  if (r.outcome === 'won' && r.source === 'numbered' && r.game !== undefined) {
    const key = dealRecordKey(r.variantKey, r.game);
    const old = Object.hasOwn(deals, key) ? deals[key] : undefined;
    const copy = Object.assign(Object.create(null) as Record<string, DealRecord>, deals);
    copy[key] = {
      won: (old?.won ?? 0) + 1,
      fewestMoves: Math.min(old?.fewestMoves ?? r.moves, r.moves),
      bestMs: Math.min(old?.bestMs ?? r.elapsedMs, r.elapsedMs),
      last: sequence,
    };
    deals = capDeals(copy);
  }
  const counted = r.token === undefined ? stats.counted : [...stats.counted, r.token].slice(-COUNTED_TOKENS_LIMIT);
  return { ...stats, sources: { ...stats.sources, [r.source]: { ...bySource, [r.variantKey]: next } }, deals, sequence, counted };
}

/** The statistics `stats --reset` leaves: no record; the tokens of the games counted, and the fields of the file outside the records that this freecell does not know, kept. */
export function resetStats(stats: Stats): Stats {
  const top = stats.unknown?.top ?? {};
  return { ...emptyStats(), counted: stats.counted, ...(Object.keys(top).length > 0 ? { unknown: { top, records: {}, deals: {} } } : {}) };
}

/** `deals` without its `count` records won longest ago (a copy when any goes). */
function withoutOldest(deals: Record<string, DealRecord>, count: number): Record<string, DealRecord> {
  if (count <= 0) return deals;
  const keys = Object.keys(deals).sort((a, b) => deals[a]!.last - deals[b]!.last);
  const kept = Object.assign(Object.create(null) as Record<string, DealRecord>, deals);
  for (const key of keys.slice(0, count)) delete kept[key];
  return kept;
}

/** The deal records within DEAL_RECORDS_LIMIT: the ones won longest ago are dropped. */
function capDeals(deals: Record<string, DealRecord>): Record<string, DealRecord> {
  return withoutOldest(deals, Object.keys(deals).length - DEAL_RECORDS_LIMIT);
}

/**
 * The statistics file's text, at most `limitBytes` long when dropping deal
 * records can make it so: the records won longest ago go first, as when there
 * are more than DEAL_RECORDS_LIMIT of them. A long rule set's key makes each
 * record longer, so fewer fit.
 */
export function formatStatsWithin(stats: Stats, limitBytes: number): { text: string; stats: Stats } {
  let text = formatStats(stats);
  for (;;) {
    const size = Buffer.byteLength(text);
    const count = Object.keys(stats.deals).length;
    if (size <= limitBytes || count === 0) return { text, stats };
    // As many records as the excess takes at their mean size, and one more.
    stats = { ...stats, deals: withoutOldest(stats.deals, Math.min(count, Math.ceil(((size - limitBytes) * count) / size) + 1)) };
    text = formatStats(stats);
  }
}

/** The statistics file's text (version 3), with the fields this freecell does not know where the file had them. */
export function formatStats(stats: Stats): string {
  const u = stats.unknown;
  let { sources, deals }: { sources: Stats['sources']; deals: Stats['deals'] } = stats;
  if (u !== undefined) {
    // Object.fromEntries makes every key an own field, "__proto__" included
    sources = Object.fromEntries(
      Object.entries(sources).map(([source, records]) => [source, Object.fromEntries(Object.entries(records).map(([key, record]) => [key, withFields(record, u.records[source as DealSource], key)]))]),
    );
    deals = Object.fromEntries(Object.entries(deals).map(([key, record]) => [key, withFields(record, u.deals, key)]));
  }
  return `${JSON.stringify({ format: 'freecell-stats', version: 3, sequence: stats.sequence, sources, deals, counted: stats.counted, ...u?.top }, null, 2)}\n`;
}

/** A record with the unknown fields `extra` holds for its key after its own. */
function withFields<T extends object>(record: T, extra: Readonly<Record<string, Readonly<Record<string, unknown>>>> | undefined, key: string): T {
  return extra !== undefined && Object.hasOwn(extra, key) ? { ...record, ...extra[key] } : record;
}

/** The fields of `o` other than `known`, or undefined when there are none. */
function unknownFields(o: object, known: readonly string[]): Record<string, unknown> | undefined {
  const rest = Object.entries(o).filter(([k]) => !known.includes(k));
  return rest.length === 0 ? undefined : Object.fromEntries(rest);
}

const RECORD_FIELDS = ['played', 'won', 'lost', 'gaveUp', 'helped', 'streak', 'longestStreak', 'fewestMoves', 'bestMs'];
const DEAL_FIELDS = ['won', 'fewestMoves', 'bestMs', 'last'];
const TOP_FIELDS = ['format', 'version', 'sequence', 'sources', 'deals', 'counted'];

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isCountOrNull = (v: unknown): boolean => v === null || v === undefined || isCount(v);

/** A variant record from the file; version 1 records lack gaveUp, helped and bestMs. */
function readRecord(key: string, value: unknown): VariantStats {
  const v = (value ?? {}) as Record<string, unknown>;
  const counts = ['played', 'won', 'lost', 'streak', 'longestStreak'].every((f) => isCount(v[f]));
  const extra = ['gaveUp', 'helped'].every((f) => v[f] === undefined || isCount(v[f]));
  if (typeof value !== 'object' || !counts || !extra || !isCountOrNull(v.fewestMoves) || !isCountOrNull(v.bestMs)) throw new BadStatsError({ kind: 'bad-record', key });
  // Counts that contradict each other are damage too: every game ends one way, and a streak is made of wins.
  const ended = (v.won as number) + (v.lost as number) + ((v.gaveUp as number | undefined) ?? 0) + ((v.helped as number | undefined) ?? 0);
  if (ended > (v.played as number) || (v.streak as number) > (v.longestStreak as number) || (v.longestStreak as number) > (v.won as number)) throw new BadStatsError({ kind: 'bad-record', key });
  // The fewest moves and the best time are of a win, and a win takes a move at least. Every version writes
  // the fewest moves with the first win; the best time may be missing (version 1 kept none).
  if (v.fewestMoves === 0 || ((v.won as number) === 0 ? isCount(v.fewestMoves) || isCount(v.bestMs) : !isCount(v.fewestMoves))) throw new BadStatsError({ kind: 'bad-record', key });
  return {
    played: v.played as number,
    won: v.won as number,
    lost: v.lost as number,
    gaveUp: (v.gaveUp as number | undefined) ?? 0,
    helped: (v.helped as number | undefined) ?? 0,
    streak: v.streak as number,
    longestStreak: v.longestStreak as number,
    fewestMoves: (v.fewestMoves as number | null | undefined) ?? null,
    bestMs: (v.bestMs as number | null | undefined) ?? null,
  };
}

/** Whether a value is an object of keyed records, as every version writes them (never a list). */
const isKeyed = (o: unknown): o is object => typeof o === 'object' && o !== null && !Array.isArray(o);

/** Records keyed by variant, without a prototype (a key such as "__proto__" in the file is an ordinary, unknown variant key). */
function readRecords(o: unknown): Record<string, VariantStats> {
  if (!isKeyed(o)) throw new BadStatsError({ kind: 'not-stats' });
  const out = Object.create(null) as Record<string, VariantStats>;
  for (const [key, value] of Object.entries(o as Record<string, unknown>)) out[key] = readRecord(key, value);
  return out;
}

/** A token of a counted game, as saves carry it. */
const TOKEN_PATTERN = /^[0-9a-f]{16,64}$/;

/** Whether a text has the shape of a game's token. */
export function isToken(text: unknown): text is string {
  return typeof text === 'string' && TOKEN_PATTERN.test(text);
}

/**
 * Statistics read from text: version 3, version 2 (the same without the
 * tokens of the games counted), or version 1 (one record per variant, every
 * source together, read as numbered deals). Throws BadStatsError (BAD_STATS;
 * kind 'newer' for a later version's file).
 */
export function parseStats(text: string): Stats {
  const read = readJson(text);
  if (!read.ok) {
    if (read.reason === 'too-deep') throw new BadStatsError({ kind: 'too-deep', limit: read.limit });
    throw new BadStatsError(read.atEnd ? { kind: 'not-json' } : { kind: 'bad-json', line: read.line, column: read.column });
  }
  const o = read.value as { format?: unknown; version?: unknown; variants?: unknown; sources?: unknown; deals?: unknown; sequence?: unknown; counted?: unknown } | null;
  // a newer freecell's statistics are left for it: never read as damage, never replaced
  if (o?.format === 'freecell-stats' && Number.isSafeInteger(o.version) && (o.version as number) > 3) throw new BadStatsError({ kind: 'newer', version: o.version as number });
  if (o?.format !== 'freecell-stats' || (o.version !== 1 && o.version !== 2 && o.version !== 3)) throw new BadStatsError({ kind: 'version' });
  if (o.version === 1) return withOneKeyPerRules({ ...emptyStats(), sources: { numbered: readRecords(o.variants) } });
  const sources: Partial<Record<DealSource, Record<string, VariantStats>>> = {};
  // a newer freecell's fields are passed over, and kept to be written back
  const unknownRecords: Partial<Record<DealSource, Record<string, Record<string, unknown>>>> = {};
  const unknownDeals = Object.create(null) as Record<string, Record<string, unknown>>;
  let anyUnknown = false;
  if (!isKeyed(o.sources)) throw new BadStatsError({ kind: 'not-stats' });
  for (const [source, records] of Object.entries(o.sources as Record<string, unknown>)) {
    if (!(DEAL_SOURCES as readonly string[]).includes(source)) throw new BadStatsError({ kind: 'bad-source', source });
    sources[source as DealSource] = readRecords(records);
    for (const [key, record] of Object.entries(records as Record<string, unknown>)) {
      const extra = unknownFields(record as object, RECORD_FIELDS);
      if (extra === undefined) continue;
      (unknownRecords[source as DealSource] ??= Object.create(null) as Record<string, Record<string, unknown>>)[key] = extra;
      anyUnknown = true;
    }
  }
  const deals = Object.create(null) as Record<string, DealRecord>;
  if (!isKeyed(o.deals)) throw new BadStatsError({ kind: 'not-stats' });
  for (const [key, value] of Object.entries(o.deals as Record<string, unknown>)) {
    const d = (value ?? {}) as Record<string, unknown>;
    // a deal's record is written at a win, which takes a move at least
    if (!DEAL_FIELDS.every((f) => isCount(d[f])) || d.won === 0 || d.fewestMoves === 0) throw new BadStatsError({ kind: 'bad-record', key });
    deals[key] = { won: d.won as number, fewestMoves: d.fewestMoves as number, bestMs: d.bestMs as number, last: d.last as number };
    const extra = unknownFields(d, DEAL_FIELDS);
    if (extra !== undefined) {
      unknownDeals[key] = extra;
      anyUnknown = true;
    }
  }
  const top = unknownFields(o, TOP_FIELDS);
  const unknown: Pick<Stats, 'unknown'> = anyUnknown || top !== undefined ? { unknown: { top: top ?? {}, records: unknownRecords, deals: unknownDeals } } : {};
  if (!isCount(o.sequence)) throw new BadStatsError({ kind: 'not-stats' });
  // a deal's record is stamped with the number of the update that wrote it, and the numbers only grow from 1
  for (const key of Object.keys(deals)) if (deals[key]!.last === 0 || deals[key]!.last > (o.sequence as number)) throw new BadStatsError({ kind: 'bad-record', key });
  if (o.version === 2) return withOneKeyPerRules({ sources, deals, sequence: o.sequence, counted: [], ...unknown });
  if (!Array.isArray(o.counted) || !o.counted.every(isToken)) throw new BadStatsError({ kind: 'not-stats' });
  return withOneKeyPerRules({ sources, deals, sequence: o.sequence, counted: o.counted.slice(-COUNTED_TOKENS_LIMIT), ...unknown });
}

/**
 * Records keyed by the key their rules have now (canonicalVariantKey), those
 * of one key joined by `join`. A key that is no key of this freecell, and every
 * key of a group where a record holds fields this freecell does not know
 * (`hasUnknown`), stays as it is. `variantOf` and `withVariant` split a record's
 * key into its variant key and the rest ("freecell#617") and join them.
 */
function joinedByKey<T>(
  records: Readonly<Record<string, T>>,
  join: (group: readonly T[]) => T,
  hasUnknown: (key: string) => boolean,
  variantOf: (key: string) => { variant: string; rest: string } | undefined = (key) => ({ variant: key, rest: '' }),
): Readonly<Record<string, T>> {
  const groups = new Map<string, string[]>();
  // thousands of deal records share a few variant keys: each is read once
  const canonicalOf = new Map<string, string | undefined>();
  let moved = false;
  for (const key of Object.keys(records)) {
    const split = variantOf(key);
    if (split !== undefined && !canonicalOf.has(split.variant)) canonicalOf.set(split.variant, canonicalVariantKey(split.variant));
    const canonical = split === undefined ? undefined : canonicalOf.get(split.variant);
    const target = canonical === undefined ? key : `${canonical}${split!.rest}`;
    const group = groups.get(target);
    if (group === undefined) groups.set(target, [key]);
    else group.push(key);
    moved ||= target !== key;
  }
  if (!moved) return records;
  const out = Object.create(null) as Record<string, T>;
  for (const [target, keys] of groups) {
    if (keys.length === 1 && keys[0] === target) out[target] = records[target]!;
    else if (keys.some(hasUnknown)) for (const key of keys) out[key] = records[key]!;
    else out[target] = join(keys.map((key) => records[key]!));
  }
  return out;
}

const smallest = (values: readonly (number | null)[]): number | null => values.reduce<number | null>((a, b) => (b === null ? a : a === null ? b : Math.min(a, b)), null);
const total = (records: readonly VariantStats[], field: 'played' | 'won' | 'lost' | 'gaveUp' | 'helped' | 'streak'): number => records.reduce((n, r) => n + r[field], 0);

/**
 * One record of the games of several records of the same rules. The file keeps
 * no order between them, so the current streak is what is sure: when every game
 * was a win, all of them; else the smallest streak of a record that has a game
 * not won (the games since the last of those are all wins, at least that many).
 * The longest streak is the longest of any one record (runs under two names cannot be joined).
 */
function joinRecords(records: readonly VariantStats[]): VariantStats {
  const broken = records.filter((r) => r.played > r.streak);
  const streak = broken.length === 0 ? total(records, 'streak') : Math.min(...broken.map((r) => r.streak));
  return {
    played: total(records, 'played'),
    won: total(records, 'won'),
    lost: total(records, 'lost'),
    gaveUp: total(records, 'gaveUp'),
    helped: total(records, 'helped'),
    streak,
    longestStreak: Math.max(streak, ...records.map((r) => r.longestStreak)),
    fewestMoves: smallest(records.map((r) => r.fewestMoves)),
    bestMs: smallest(records.map((r) => r.bestMs)),
  };
}

/** One record of a numbered deal's records under several keys of the same rules: wins added, the best kept, stamped with the latest win. */
function joinDeals(records: readonly DealRecord[]): DealRecord {
  return {
    won: records.reduce((n, r) => n + r.won, 0),
    fewestMoves: Math.min(...records.map((r) => r.fewestMoves)),
    bestMs: Math.min(...records.map((r) => r.bestMs)),
    last: Math.max(...records.map((r) => r.last)),
  };
}

/** A deal record's key split at its last "#": its variant key and "#NUMBER"; undefined when it has none. */
function splitDealKey(key: string): { variant: string; rest: string } | undefined {
  const hash = key.lastIndexOf('#');
  return hash < 0 ? undefined : { variant: key.slice(0, hash), rest: key.slice(hash) };
}

/**
 * The statistics with one record for each set of rules: earlier versions kept
 * the same rules played under two names (freecell-3 and freecell+cells=3) apart.
 */
function withOneKeyPerRules(stats: Stats): Stats {
  const u = stats.unknown;
  const sources: Partial<Record<DealSource, Record<string, VariantStats>>> = {};
  for (const source of Object.keys(stats.sources) as DealSource[]) {
    const extra = u?.records[source];
    sources[source] = joinedByKey(stats.sources[source]!, joinRecords, (key) => extra !== undefined && Object.hasOwn(extra, key));
  }
  const deals = joinedByKey(stats.deals, joinDeals, (key) => u !== undefined && Object.hasOwn(u.deals, key), splitDealKey);
  return { ...stats, sources, deals };
}

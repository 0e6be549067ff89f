// Statistics per variant: wins, losses, streaks, fewest moves (string <-> value, and the update rule).

import { FreecellError } from '../core';

/** The record of one variant. */
export interface VariantStats {
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  /** Wins in a row up to now. */
  readonly streak: number;
  readonly longestStreak: number;
  /** Fewest moves in a win, or null before the first win. */
  readonly fewestMoves: number | null;
}

/** Statistics by variant key. */
export type Stats = Readonly<Record<string, VariantStats>>;

/** BAD_STATS: a statistics file that cannot be read. */
export class BadStatsError extends FreecellError {
  constructor(readonly reason: string) {
    super('BAD_STATS', reason);
  }
}

const EMPTY: VariantStats = { played: 0, won: 0, lost: 0, streak: 0, longestStreak: 0, fewestMoves: null };

/** The stats after one more game of `key`: a win in `moves` moves, or a loss (lost or abandoned). */
export function recordResult(stats: Stats, key: string, outcome: 'won' | 'lost', moves: number): Stats {
  const s = stats[key] ?? EMPTY;
  const next: VariantStats =
    outcome === 'won'
      ? {
          played: s.played + 1,
          won: s.won + 1,
          lost: s.lost,
          streak: s.streak + 1,
          longestStreak: Math.max(s.longestStreak, s.streak + 1),
          fewestMoves: s.fewestMoves === null ? moves : Math.min(s.fewestMoves, moves),
        }
      : { ...s, played: s.played + 1, lost: s.lost + 1, streak: 0 };
  return { ...stats, [key]: next };
}

/** The statistics file's text. */
export function formatStats(stats: Stats): string {
  return `${JSON.stringify({ format: 'freecell-stats', version: 1, variants: stats }, null, 2)}\n`;
}

/** Statistics read from text; throws BadStatsError (BAD_STATS). */
export function parseStats(text: string): Stats {
  let o: { format?: unknown; version?: unknown; variants?: unknown };
  try {
    o = JSON.parse(text) as typeof o;
  } catch {
    throw new BadStatsError('the file is not complete JSON');
  }
  if (o?.format !== 'freecell-stats' || o.version !== 1 || typeof o.variants !== 'object' || o.variants === null) {
    throw new BadStatsError('the file is not a version 1 statistics file');
  }
  // No prototype: a key such as "__proto__" in the file is an ordinary (unknown) variant key.
  const out = Object.create(null) as Record<string, VariantStats>;
  for (const [key, value] of Object.entries(o.variants as Record<string, unknown>)) {
    const v = value as Record<string, unknown>;
    const counts = ['played', 'won', 'lost', 'streak', 'longestStreak'].every((f) => Number.isSafeInteger(v?.[f]) && (v[f] as number) >= 0);
    const fewest = v?.fewestMoves === null || (Number.isSafeInteger(v?.fewestMoves) && (v.fewestMoves as number) >= 0);
    if (!counts || !fewest) throw new BadStatsError(`the record of ${key} is not valid`);
    out[key] = v as unknown as VariantStats;
  }
  return out;
}

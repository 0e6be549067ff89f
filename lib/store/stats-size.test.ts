// The statistics file stays one the program can read, however many deal records a long-time player's wins leave in it.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { findVariant, formatVariantKey, refineVariant } from '../core';
import { STATS_LIMIT_BYTES, type Stats, countResult, dealRecordKey, emptyStats, formatStats, newSaveToken, readStatsFile, recordResult } from '.';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

// The longest key a rule set gives: every rule refined away from its variant's.
const KEY = formatVariantKey(refineVariant(findVariant('ko-bakers'), { buildBy: 'alternate-colour', cells: 10, columns: 13, emptyColumn: 'none', sequenceMoves: 'unlimited', cellsDealt: 4, acesToFoundationOnly: true }));

/** A win of PySol deal `n` under the long rule set, as the game counts it. */
const win = (n: number): Parameters<typeof countResult>[1] => ({ variantKey: KEY, source: 'numbered', game: `pysol:${1_000_000_000 + n}`, outcome: 'won', moves: 100, elapsedMs: 600_000, token: newSaveToken() });

/**
 * The statistics after wins of deals 1 to `n`, one each, in that order: what
 * recordResult gives (as the first test checks), made in one pass, since
 * recordResult copies every record at each win.
 */
function wins(n: number): Stats {
  const one = recordResult(emptyStats(), win(1));
  const deals = Object.create(null) as Stats['deals'] & Record<string, Stats['deals'][string]>;
  for (let i = 1; i <= n; i++) deals[dealRecordKey(KEY, `pysol:${1_000_000_000 + i}`)] = { ...one.deals[dealRecordKey(KEY, 'pysol:1000000001')]!, last: i };
  const record = one.sources.numbered![KEY]!;
  return { sources: { numbered: { [KEY]: { ...record, played: n, won: n, streak: n, longestStreak: n } } }, deals, sequence: n, counted: [] };
}

describe('a statistics file with many deal records', () => {
  it('made in one pass is what one win after another gives', () => {
    let stats = emptyStats();
    for (let i = 1; i <= 30; i++) stats = recordResult(stats, { ...win(i), token: undefined });
    expect(formatStats(stats)).toBe(formatStats(wins(30)));
  });

  it('written by a win, is still one the program reads: the records won longest ago go first', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-stats-size-'));
    dirs.push(dir);
    const file = path.join(dir, 'stats.json');
    // Wins of distinct deals, as many as fit under the size limit with a little room to spare.
    const perRecord = Buffer.byteLength(formatStats(wins(2))) - Buffer.byteLength(formatStats(wins(1)));
    let n = Math.floor(STATS_LIMIT_BYTES / perRecord);
    while (Buffer.byteLength(formatStats(wins(n))) + 2 * perRecord > STATS_LIMIT_BYTES) n--;
    fs.writeFileSync(file, formatStats(wins(n)));
    expect(readStatsFile(file).sequence).toBe(n);
    // Wins of new deals, until the records alone would not fit.
    for (let i = 0; i < 5; i++) countResult(file, win(++n));
    expect(fs.statSync(file).size).toBeLessThanOrEqual(STATS_LIMIT_BYTES);
    const after = readStatsFile(file);
    expect(after.sequence).toBe(n);
    expect(after.sources.numbered![KEY]!.won).toBe(n);
    // The newest record is kept, the oldest dropped.
    expect(after.deals[dealRecordKey(KEY, `pysol:${1_000_000_000 + n}`)]).toMatchObject({ won: 1, last: n });
    expect(after.deals[dealRecordKey(KEY, 'pysol:1000000001')]).toBeUndefined();
  });
});

describe('a statistics file that even without deal records would pass the size limit', () => {
  it('is not written: the update is refused as too large, and the file stays as it was, one the program reads', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-stats-size-'));
    dirs.push(dir);
    const file = path.join(dir, 'stats.json');
    // Thousands of rule sets (each a record of its own, which no size rule drops), just under the limit.
    const record = recordResult(emptyStats(), { ...win(1), token: undefined }).sources.numbered![KEY]!;
    const many = (n: number): Stats => ({ sources: { numbered: Object.fromEntries(Array.from({ length: n }, (_, i) => [`${KEY}~${i}`, record])) }, deals: Object.create(null) as Stats['deals'], sequence: n, counted: [] });
    let n = 1;
    while (Buffer.byteLength(formatStats(many(n * 2))) <= STATS_LIMIT_BYTES) n *= 2;
    for (let step = n >> 1; step > 0; step >>= 1) if (Buffer.byteLength(formatStats(many(n + step))) <= STATS_LIMIT_BYTES) n += step;
    fs.writeFileSync(file, formatStats(many(n)));
    const before = fs.readFileSync(file, 'utf8');
    expect(readStatsFile(file).sequence).toBe(n);
    expect(() => countResult(file, { ...win(1), variantKey: `${KEY}~new` })).toThrow(expect.objectContaining({ code: 'FILE_SYSTEM', params: expect.objectContaining({ reason: 'too-large' }) }));
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });
});

// The statistics file on disk: read, and updated under a lock so that no update is ever lost.

import { FileSystemError, linkTarget, writeFileAtomic } from './atomic-file';
import { isDamagedContents, readTextFileIfThere } from './read-file';
import { underLock } from './lock';
import { BadStatsError, type GameResult, type Stats, emptyStats, formatStatsWithin, isCounted, parseStats, recordResult } from './stats-file';

/** Size limit of the statistics file. */
export const STATS_LIMIT_BYTES = 1024 * 1024;

/** How long an update waits for another process's update to finish. */
const WAIT_MS = 10_000;

/**
 * The statistics in `file` (none yet when it is missing). Throws
 * UnreadableFileError (UNREADABLE_FILE) when it is not a regular file of at
 * most STATS_LIMIT_BYTES, and BadStatsError (BAD_STATS) when its text is not
 * statistics.
 */
export function readStatsFile(file: string): Stats {
  const text = readTextFileIfThere(file, STATS_LIMIT_BYTES, 'stats');
  return text === undefined ? emptyStats() : parseStats(text);
}

/** Whether a read of the statistics failed on a damaged file: text that is not statistics (not a newer freecell's), or a file too large or not UTF-8. */
function isDamage(err: unknown): boolean {
  if (err instanceof BadStatsError) return err.problem.kind !== 'newer';
  return isDamagedContents(err);
}

/**
 * Reads the statistics, applies `change` and writes them back (atomically),
 * all under FILE.lock, so that updates of processes finishing at the same
 * moment all count. Throws BadStatsError or UnreadableFileError when the
 * file cannot be read (it is left as it is), or an Error with a short reason
 * when it cannot be written or stays locked by a live process. With
 * `replaceUnreadable`, a damaged file is written over: one whose text is not
 * statistics (not one of a newer freecell: BadStatsError, kind 'newer'), or
 * one too large or not UTF-8 (never a folder, a FIFO or a device).
 * A change that returns the statistics it was given writes nothing. The
 * file written stays within STATS_LIMIT_BYTES (see formatStatsWithin):
 * the statistics returned are the ones written; when dropping deal records
 * cannot make them fit, nothing is written (FileSystemError 'too-large').
 */
export function updateStats(file: string, change: (stats: Stats) => Stats, options: { replaceUnreadable?: boolean } = {}): Stats {
  return underLock(file, WAIT_MS, () => {
    let old: Stats = emptyStats();
    try {
      old = readStatsFile(file);
    } catch (err) {
      // a newer freecell's statistics are not damage: replaced, they would be lost to it; nor is what is no regular file (a folder, a FIFO)
      if (!options.replaceUnreadable || !isDamage(err)) throw err;
    }
    const next = change(old);
    if (next === old) return next;
    // Never more than a reader takes: a long-time player's deal records would otherwise make the file one no freecell reads.
    const within = formatStatsWithin(next, STATS_LIMIT_BYTES);
    // Records of thousands of rule sets (which no size rule drops) could still pass it: then nothing is written, and the result waits, as for a full disk.
    if (Buffer.byteLength(within.text) > STATS_LIMIT_BYTES) throw new FileSystemError('too-large');
    writeFileAtomic(linkTarget(file), within.text);
    return within.stats;
  });
}

/**
 * Adds a game's result to the statistics once, under their lock: the one
 * way results are counted. The write also records the game's token, so a
 * result whose token the statistics hold already (counted before, its save
 * not marked since) changes nothing: `already` says so. Returns the
 * statistics before and after. Throws what updateStats throws.
 */
export function countResult(file: string, result: GameResult & { readonly token: string }): { before: Stats; after: Stats; already: boolean } {
  let before = emptyStats();
  let already = false;
  const after = updateStats(file, (stats) => {
    before = stats;
    already = isCounted(stats, result.token);
    return already ? stats : recordResult(stats, result);
  });
  return { before, after, already };
}

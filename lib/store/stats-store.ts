// The statistics file on disk: read, and updated under a lock so that no update is ever lost.

import { linkTarget, writeFileAtomic } from './atomic-file';
import { readTextFileIfThere } from './read-file';
import { underLock } from './lock';
import { BadStatsError, type Stats, emptyStats, formatStats, parseStats } from './stats-file';

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

/**
 * Reads the statistics, applies `change` and writes them back (atomically),
 * all under FILE.lock, so that updates of processes finishing at the same
 * moment all count. Throws BadStatsError or UnreadableFileError when the
 * file cannot be read (it is left as it is), or an Error with a short reason
 * when it cannot be written or stays locked by a live process. With
 * `replaceUnreadable`, a file whose text is not statistics is written over.
 */
export function updateStats(file: string, change: (stats: Stats) => Stats, options: { replaceUnreadable?: boolean } = {}): Stats {
  return underLock(file, WAIT_MS, () => {
    let old: Stats = emptyStats();
    try {
      old = readStatsFile(file);
    } catch (err) {
      if (!(err instanceof BadStatsError) || !options.replaceUnreadable) throw err;
    }
    const next = change(old);
    writeFileAtomic(linkTarget(file), formatStats(next));
    return next;
  });
}

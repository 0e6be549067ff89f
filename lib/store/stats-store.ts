// The statistics file on disk: read, and updated under a lock so that no update is ever lost.

import * as fs from 'node:fs';
import { describeFsError, writeFileAtomic } from './atomic-file';
import { acquireLock, LockedError } from './lock';
import { BadStatsError, type Stats, formatStats, parseStats } from './stats-file';

/** Size limit of the statistics file. */
export const STATS_LIMIT_BYTES = 4 * 1024 * 1024;

/** How long an update waits for another process's update to finish. */
const WAIT_MS = 10_000;

/** The statistics in `file` (none yet when it is missing); throws BadStatsError (BAD_STATS) saying why it cannot be read. */
export function readStatsFile(file: string): Stats {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new BadStatsError(describeFsError(err));
  }
  try {
    const st = fs.fstatSync(fd);
    if (st.isDirectory()) throw new BadStatsError('it is a folder');
    if (!st.isFile()) throw new BadStatsError('it is not a regular file');
    if (st.size > STATS_LIMIT_BYTES) throw new BadStatsError(`it is larger than ${STATS_LIMIT_BYTES / 1024 / 1024} MB`);
    const bytes = Buffer.alloc(st.size);
    let n = 0;
    while (n < st.size) {
      const got = fs.readSync(fd, bytes, n, st.size - n, n);
      if (got === 0) break;
      n += got;
    }
    return parseStats(bytes.subarray(0, n).toString('utf8'));
  } catch (err) {
    if (err instanceof BadStatsError) throw err;
    throw new BadStatsError(describeFsError(err));
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Reads the statistics, applies `change` and writes them back (atomically),
 * all under FILE.lock, so that updates of processes finishing at the same
 * moment all count. Throws BadStatsError when the file cannot be read (it is
 * left as it is), or an Error with a short reason when it cannot be written
 * or stays locked by a live process. With `replaceUnreadable`, an unreadable
 * file (not a folder) is written over.
 */
export function updateStats(file: string, change: (stats: Stats) => Stats, options: { replaceUnreadable?: boolean } = {}): Stats {
  let lock;
  try {
    lock = acquireLock(`${file}.lock`, WAIT_MS);
  } catch (err) {
    if (err instanceof LockedError) throw new Error(`another freecell (process ${err.owner.pid}) keeps it locked`);
    throw new Error(describeFsError(err));
  }
  try {
    let old: Stats = {};
    try {
      old = readStatsFile(file);
    } catch (err) {
      if (!(err instanceof BadStatsError) || !options.replaceUnreadable || err.reason === 'it is a folder') throw err;
    }
    const next = change(old);
    writeFileAtomic(file, formatStats(next));
    return next;
  } finally {
    lock.release();
  }
}

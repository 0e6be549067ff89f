// Files a command never writes though the user names them as output: another freecell's live save or results, and the program's own files.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Lock, type LockOwner, LockedError, acquireLock, isThisProcess, linkTarget, liveOwner, lockFileOf, onOtherMachine, physicalPath, resolveWriteTarget, saveTarget, settingsFile, statsFile } from '../store';
import type { Catalog } from '../ui';
import { startsLikeResult } from './solve-log';

/** What keeps a file from being written as output. */
export type Claim =
  /** Another live freecell holds its lock (`lock`): a game being played in it ('played') or a `solve --range` writing results to it ('written'). */
  | { readonly kind: 'played' | 'written'; readonly owner: LockOwner; readonly lock: string }
  /** It is one of the program's own files: the statistics, the settings, or a file of the folder of saved games. */
  | { readonly kind: 'program'; readonly what: 'statistics' | 'settings' | 'games' };

/** The folder `dir` as the system sees it (its links followed), or undefined when it is not there. */
function realFolder(dir: string): string | undefined {
  try {
    return fs.realpathSync(dir);
  } catch {
    return undefined;
  }
}

/**
 * Whether the file's first bytes are those of a results line, or it has no
 * byte yet: a results run creates its file before it takes the lock, while
 * a save is always written whole, so a locked empty file is a run that has
 * only just started.
 */
function holdsResults(file: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch {
    return false;
  }
  try {
    if (!fs.fstatSync(fd).isFile()) return false;
    const head = Buffer.alloc(8);
    const n = fs.readSync(fd, head, 0, head.length, 0);
    return n === 0 || startsLikeResult(head.subarray(0, n).toString('latin1'));
  } catch {
    return false;
  } finally {
    fs.closeSync(fd);
  }
}

/** Whether `a` and `b` (both with their links followed) are one file: one device and inode, or, when either is missing, one name in one folder. */
function isSameEntry(a: string, b: string): boolean {
  const sa = fs.statSync(a, { throwIfNoEntry: false });
  const sb = fs.statSync(b, { throwIfNoEntry: false });
  if (sa && sb) return sa.dev === sb.dev && sa.ino === sb.ino;
  if (path.basename(a) !== path.basename(b)) return false;
  const fa = realFolder(path.dirname(a));
  return fa !== undefined && fa === realFolder(path.dirname(b));
}

/** Which of the program's own files in state folder `dir` the file `target` (its links followed) is, if any. */
function programFileOf(target: string, dir: string): 'statistics' | 'settings' | 'games' | undefined {
  const folder = realFolder(path.dirname(target));
  if (folder === undefined) return undefined;
  const name = path.basename(target);
  if (folder === realFolder(path.join(dir, 'games'))) return 'games';
  const kept: readonly (readonly [string, 'statistics' | 'settings'])[] = [
    [statsFile(dir), 'statistics'],
    [settingsFile(dir), 'settings'],
  ];
  for (const [file, what] of kept) {
    // the file itself (a link in the folder leads to it), and its lock, temporary files and damaged copies beside it
    let own: string;
    try {
      own = linkTarget(file);
    } catch {
      own = file;
    }
    if (isSameEntry(target, own)) return what;
    if (folder === realFolder(path.dirname(own)) && name.startsWith(`${path.basename(own)}.`)) return what;
    if (folder === realFolder(dir) && name.startsWith(`${path.basename(file)}.`)) return what;
  }
  // an earlier version's save, kept until it is moved into the games folder
  if (folder === realFolder(dir) && name.startsWith('save.json')) return 'games';
  return undefined;
}

/**
 * What keeps `file` (a name the user gave as output, `~` expanded) from
 * being written, with `dir` the program's state folder (undefined when none is known): the lock of another
 * live freecell beside the name given or beside the file it leads to, or
 * its being one of the program's own files. Undefined when nothing does (a
 * name that cannot be resolved is left for the write to refuse). This
 * process's own locks are not claims.
 */
export function claimOn(file: string, dir: string | undefined): Claim | undefined {
  const given = physicalPath(file);
  let target: string;
  try {
    target = linkTarget(given);
  } catch {
    return undefined;
  }
  // with no state folder (no home known) the program has no files of its own
  const what = dir === undefined ? undefined : programFileOf(target, dir);
  for (const name of new Set([given, target])) {
    const lock = lockFileOf(name);
    const owner = liveOwner(lock);
    if (owner === undefined || isThisProcess(owner)) continue;
    // a file not made yet is a run's results about to be written, unless it is a save of the games folder (a game takes its lock before its first write)
    const written = fs.existsSync(target) ? holdsResults(target) : what !== 'games';
    return { kind: written ? 'written' : 'played', owner, lock };
  }
  return what === undefined ? undefined : { kind: 'program', what };
}

/**
 * The file a write to `file` (a name the user gave as output, `~` expanded)
 * replaces, its links followed: the one whose lock guards it. Undefined when
 * it is no regular file to be replaced (a device, a FIFO, a name that cannot
 * be written: the write says why).
 */
export function outputTarget(file: string): string | undefined {
  try {
    const resolved = resolveWriteTarget(file);
    return resolved.kind === 'replace' ? saveTarget(resolved.file) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes, for the time `file` (a name the user gave as output, `~` expanded)
 * is checked and written, the lock a game resuming it takes, so that no
 * freecell resumes it between the check that nobody plays it and the write,
 * to have it replaced under its feet. Undefined when it is no regular file
 * to be replaced (see outputTarget), or when no lock can be made beside it
 * (a file system without hard links): it is written as before. Throws
 * LockedError (LOCKED) when another live freecell holds it.
 */
export function lockOutput(file: string): Lock | undefined {
  const target = outputTarget(file);
  if (target === undefined) return undefined;
  try {
    return acquireLock(lockFileOf(target));
  } catch (err) {
    if (err instanceof LockedError) throw err;
    return undefined;
  }
}

/** Whether `file` (a name the user gave, `~` expanded) leads to `target` (a file as outputTarget gives it), or to its name when either is not there yet. */
export function isOutputTarget(file: string, target: string): boolean {
  let resolved: string;
  try {
    resolved = linkTarget(physicalPath(file));
  } catch {
    return false;
  }
  return isSameEntry(resolved, target);
}

/** A claim as the reason a write is refused, in `words`. */
export function claimReason(words: Catalog, claim: Claim): string {
  switch (claim.kind) {
    case 'played':
      // A game of another machine cannot be checked from here: the lock to remove once it has ended is named.
      return words.games.inUse(claim.owner.pid, claim.owner.host, onOtherMachine(claim.owner) ? claim.lock : undefined);
    case 'written':
      return words.resultsInUse(claim.owner.pid, claim.owner.host);
    case 'program':
      return words.programFile(claim.what);
  }
}

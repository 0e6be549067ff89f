// Lock files, as git's index.lock: created whole and exclusively, naming the owner process, taken over only when it is gone.

import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { FreecellError, readJson } from '../core';
import { atExit } from './cleanup';
import { FileSystemError, cleanStaleTemps, fileSystemError, folderNow, giveOwner, inheritedOwner, linkTarget, tempNameFor, unchangedFor, writeAll } from './atomic-file';
import { UnreadableFileError, readTextFile } from './read-file';
import { physicalPath } from './paths';
import { isRunning, pidNamespace, processStart } from './process';

export { processStart };

/*
 * A lock file holds one line of JSON: {"pid":1234,"host":"name","start":"5678","ns":"4026531836","token":"9f..."}.
 * `start` is the process's start time in clock ticks after boot (Linux's
 * /proc/PID/stat field 22), so that a pid reused by another process does
 * not keep a dead owner's lock alive; `ns` is its pid namespace (the number
 * of /proc/self/ns/pid), so that a container sharing the host's name and the
 * folder never judges the host's pids, nor the host its; `token` tells this lock from an
 * earlier one of the same process. The file is first written under a
 * temporary name and then hard-linked to the lock's name: link() fails
 * when the name exists, so a lock is never seen half-written.
 */

/** Who holds a lock. */
export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  /** Start time of the owner process (clock ticks after boot), when the system tells it. */
  readonly start?: string;
  /** The pid namespace of the owner process, when the system tells it. */
  readonly ns?: string;
  readonly token: string;
}

/**
 * Whether a lock's owner is a process this one cannot check: one of another
 * machine (a folder shared by several hosts), or of another pid namespace
 * of this one (a container sharing its name), whose pids mean nothing here.
 */
export function onOtherMachine(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true;
  const ns = pidNamespace();
  return owner.ns !== undefined && ns !== undefined && owner.ns !== ns;
}

/** Whether a lock's owner is this very process (the same pid in another namespace is another process). */
export function isThisProcess(owner: LockOwner): boolean {
  return owner.pid === process.pid && !onOtherMachine(owner);
}

/** LOCKED: another live process holds the lock; `owner` says which. */
export class LockedError extends FreecellError<'LOCKED'> {
  constructor(
    readonly file: string,
    readonly owner: LockOwner,
  ) {
    super('LOCKED', { file, pid: owner.pid, host: owner.host, remote: onOtherMachine(owner) });
  }
}

let selfStart: string | undefined | null = null;

/** This process as a lock owner, with a fresh token. */
function me(): LockOwner {
  if (selfStart === null) selfStart = processStart(process.pid);
  const ns = pidNamespace();
  return { pid: process.pid, host: os.hostname(), ...(selfStart === undefined ? {} : { start: selfStart }), ...(ns === undefined ? {} : { ns }), token: randomBytes(8).toString('hex') };
}

/** Whether a lock's owner may still be running: yes for another machine's process (it cannot be checked from here). */
export function isOwnerAlive(owner: LockOwner): boolean {
  return onOtherMachine(owner) || isRunning(owner.pid, owner.start);
}

function parseOwner(text: string): LockOwner | undefined {
  const read = readJson(text);
  if (!read.ok || typeof read.value !== 'object' || read.value === null) return undefined;
  const o = read.value as Record<string, unknown>;
  // A process id is 1 or more: 0 and -1 would ask kill() about a whole group of processes, alive for ever.
  if (!Number.isSafeInteger(o.pid) || (o.pid as number) < 1 || typeof o.host !== 'string' || typeof o.token !== 'string') return undefined;
  if (o.start !== undefined && typeof o.start !== 'string') return undefined;
  if (o.ns !== undefined && typeof o.ns !== 'string') return undefined;
  return o as unknown as LockOwner;
}

/** Longest lock file read: a lock is one short line, so a longer file is none (it reads as no owner). */
const LOCK_LIMIT_BYTES = 4096;

/**
 * A lock file's text, or undefined when there is none. Locks are only ever
 * regular files (made by link()): a symbolic link under the name is never
 * followed and reads as '' (no owner: it is removed, not what it names,
 * when the lock is taken over), as does a file too long or not text to be
 * a lock; anything else (a FIFO, a device, a folder) is never read, and is a
 * FileSystemError (FILE_SYSTEM, action 'lock') naming it.
 */
function readLockText(file: string): string | undefined {
  let st: fs.Stats;
  try {
    st = fs.lstatSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw fileSystemError(err, { action: 'lock', file });
  }
  if (st.isSymbolicLink()) return '';
  if (!st.isFile()) throw new FileSystemError(st.isDirectory() ? 'folder' : 'not-regular', { action: 'lock', file });
  try {
    return readTextFile(file, LOCK_LIMIT_BYTES);
  } catch (err) {
    if (!(err instanceof UnreadableFileError)) throw err;
    if (err.reason === 'missing') return undefined;
    if (err.reason === 'too-big' || err.reason === 'not-utf8' || err.reason === 'not-utf16') return '';
    throw new FileSystemError(err.reason === 'folder' ? 'folder' : err.reason === 'denied' ? 'denied' : 'not-regular', { action: 'lock', file });
  }
}

/** The live owner of a lock, or undefined when there is no lock, its owner is gone, or it is no lock file (taking it says why). */
export function liveOwner(file: string): LockOwner | undefined {
  let text: string | undefined;
  try {
    text = readLockText(file);
  } catch {
    return undefined;
  }
  if (text === undefined) return undefined;
  const owner = parseOwner(text);
  return owner && isOwnerAlive(owner) ? owner : undefined;
}

/** The file a lock was made from, as the system names it (device and inode). */
interface LockIdentity {
  readonly dev: number;
  readonly ino: number;
}

/** What link() says on a file system that makes no hard links. */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/**
 * Writes the owner to a uniquely named file beside the lock and links it to
 * `target`; the identity of the file linked, or undefined when `target`
 * exists. Once linked, the lock is taken: a temporary name that cannot be
 * removed then is left to cleanStaleTemps, not a reason to give the lock up.
 * Throws FileSystemError (FILE_SYSTEM 'no-hard-links') on a file system that
 * makes no hard links: no lock can be had there that excludes another.
 */
function linkOwner(target: string, text: string): LockIdentity | undefined {
  const temp = tempNameFor(target);
  const forget = atExit(() => fs.rmSync(temp, { force: true }));
  let removed = false;
  try {
    const fd = fs.openSync(temp, 'wx', 0o644);
    let made: fs.Stats;
    try {
      // readable by every freecell sharing the folder whatever the umask: a lock no one can read can never be judged stale
      fs.fchmodSync(fd, 0o644);
      const owner = inheritedOwner(path.dirname(temp));
      if (owner) giveOwner(fd, owner.uid, owner.gid);
      writeAll(fd, Buffer.from(text, 'utf8'));
      made = fs.fstatSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    try {
      fs.linkSync(temp, target);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return undefined;
      // A file this process has just made cannot be linked: the file system makes no hard links (FAT, exFAT, some network and FUSE ones).
      if (code !== undefined && NO_LINKS.has(code)) throw new FileSystemError('no-hard-links', { action: 'lock', file: target });
      throw err;
    }
    try {
      fs.rmSync(temp, { force: true });
      removed = true;
    } catch {
      // Left for the exit task, or for cleanStaleTemps once this process is gone.
    }
    return { dev: made.dev, ino: made.ino };
  } finally {
    if (!removed) {
      try {
        fs.rmSync(temp, { force: true });
        removed = true;
      } catch {
        // The error on the way is the one to report.
      }
    }
    if (removed) forget();
  }
}

/**
 * Runs `fn` under a short-lived `.break` guard beside the lock, so that two
 * processes never both remove and retake the same stale lock; false when
 * another process holds the guard (try again).
 */
function underGuard(file: string, fn: () => boolean): boolean {
  const guard = `${file}.break`;
  const guardText = JSON.stringify(me());
  if (linkOwner(guard, guardText) === undefined) {
    const text = readLockText(guard);
    // Gone already: the next attempt takes it (removing now could remove a guard another process has just made).
    if (text === undefined) return false;
    // A guard whose owner died while holding it (its few microseconds) is removed, if it is still that guard; the next attempt takes it.
    const holder = parseOwner(text);
    if ((!holder || !isOwnerAlive(holder)) && readLockText(guard) === text) fs.rmSync(guard, { force: true });
    return false;
  }
  try {
    return fn();
  } finally {
    if (readLockText(guard) === guardText) fs.rmSync(guard, { force: true });
  }
}

/** Removes a lock whose owner is gone and takes it. */
function takeOver(file: string, stale: string, mine: string): LockIdentity | undefined {
  let taken: LockIdentity | undefined;
  underGuard(file, () => {
    if (readLockText(file) !== stale) return false;
    fs.rmSync(file, { force: true });
    taken = linkOwner(file, mine);
    return taken !== undefined;
  });
  return taken;
}

/** Removes a lock (or a lock's guard) left by a process that is gone; true when it did. */
export function removeStaleLock(file: string): boolean {
  const text = readLockText(file);
  if (text === undefined) return false;
  const owner = parseOwner(text);
  if (owner && isOwnerAlive(owner)) return false;
  if (file.endsWith('.break')) {
    fs.rmSync(file, { force: true });
    return true;
  }
  return underGuard(file, () => {
    if (readLockText(file) !== text) return false;
    fs.rmSync(file, { force: true });
    return true;
  });
}

function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A lock this process holds. */
export class Lock {
  private released = false;
  private readonly forget: () => void;

  constructor(
    readonly file: string,
    private readonly text: string,
    private readonly identity?: LockIdentity,
  ) {
    this.forget = atExit(() => this.release());
  }

  /** Removes the lock file if it is still this lock (never another process's); safe to call twice. */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.forget();
    try {
      if (this.isStillMine()) fs.rmSync(this.file, { force: true });
    } catch {
      // A lock that cannot be removed is stale once this process ends, and is taken over then.
    }
  }

  /** Whether the lock file is still this lock: its text, or, when it cannot be read back (an I/O error), the file this process linked. */
  private isStillMine(): boolean {
    try {
      return readLockText(this.file) === this.text;
    } catch (err) {
      if (this.identity === undefined) throw err;
      const now = fs.lstatSync(this.file, { throwIfNoEntry: false });
      return now !== undefined && now.dev === this.identity.dev && now.ino === this.identity.ino;
    }
  }
}

/**
 * Whether a lock of another machine's process (whose life this one cannot
 * check) was made longer ago than `ms`. The locks a process waits for are
 * short-lived (a statistics or settings update takes milliseconds), so one
 * held that long was left by a freecell that died or hung there, and waiting
 * `ms` more cannot help: the refusal comes at once, instead of after the
 * whole wait on every attempt. Its age is taken by this machine's clock and
 * by the file system's, whichever says less (see unchangedFor), so that this
 * machine's clock ahead of a network folder's server does not refuse at
 * once a lock that is about to go.
 */
function heldLongerThan(file: string, owner: LockOwner, ms: number): boolean {
  if (!onOtherMachine(owner)) return false;
  try {
    const st = fs.lstatSync(file, { throwIfNoEntry: false });
    if (st === undefined || Date.now() - st.mtimeMs <= ms) return false;
    return unchangedFor(st.mtimeMs, Date.now(), folderNow(path.dirname(file))) > ms;
  } catch {
    return false;
  }
}

/**
 * Takes the lock `file` (creating its folder's entry exclusively), waiting up
 * to `waitMs` for a live owner to let go (not for another machine's lock
 * made longer ago than that); a lock whose owner is gone is taken over.
 * The temporary files of dead processes in its folder go first (one killed
 * between writing its owner and linking it leaves such a file).
 * Throws LockedError (LOCKED) naming the live owner, FileSystemError
 * (FILE_SYSTEM 'no-hard-links') on a file system without hard links, or the
 * fs error.
 */
export function acquireLock(file: string, waitMs = 0): Lock {
  cleanStaleTemps(path.dirname(physicalPath(file)));
  const text = JSON.stringify(me());
  // The wait goes by a clock that only runs forward (the wall clock may be stepped back or on meanwhile).
  const deadline = performance.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    const linked = linkOwner(file, text);
    if (linked) return new Lock(file, text, linked);
    const current = readLockText(file);
    if (current === undefined) continue;
    const owner = parseOwner(current);
    if (!owner || !isOwnerAlive(owner)) {
      // An unreadable lock is one whose writer died before linking it whole: impossible with link(), so it is stale.
      const taken = takeOver(file, current, text);
      if (taken) return new Lock(file, text, taken);
      sleepMs(1 + (attempt % 5));
      continue;
    }
    if (performance.now() >= deadline || (waitMs > 0 && heldLongerThan(file, owner, waitMs))) throw new LockedError(file, owner);
    sleepMs(Math.min(50, 2 + attempt));
  }
}

/**
 * Refuses (FileSystemError FILE_SYSTEM 'hard-links') a file with more than
 * one name: a lock is named after a name, so two processes given two names
 * of one file would take two locks and both write. Links may be in any
 * folder of the file system, so no lock name can be shared by all of them.
 */
export function refuseHardLinks(stat: fs.Stats | undefined): void {
  if (stat !== undefined && stat.isFile() && stat.nlink > 1) throw new FileSystemError('hard-links');
}

/**
 * Runs `fn` holding the lock of `file` (waiting up to `waitMs` for a live
 * owner), then lets go: how a file shared by every freecell (statistics,
 * settings) is read, changed and written whole. The lock is named after the
 * file itself, `${file}.lock` beside the file a link leads to, so that
 * copies given two names of one file (homes linking one statistics file)
 * share it. A file with other names (hard links, which may be in other
 * folders, beside locks of their own) is refused: a process given another
 * name would not see this lock. Throws LockedError (LOCKED) or a
 * FileSystemError (FILE_SYSTEM; 'hard-links' for that) when the lock cannot
 * be had.
 */
export function underLock<T>(file: string, waitMs: number, fn: () => T): T {
  let lock: Lock;
  const target = linkTarget(file);
  try {
    lock = acquireLock(`${target}.lock`, waitMs);
  } catch (err) {
    if (err instanceof LockedError) throw err;
    throw fileSystemError(err);
  }
  try {
    refuseHardLinks(fs.statSync(target, { throwIfNoEntry: false }));
    return fn();
  } finally {
    lock.release();
  }
}

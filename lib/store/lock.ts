// Lock files, as git's index.lock: created whole and exclusively, naming the owner process, taken over only when it is gone.

import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { FreecellError, readJson } from '../core';
import { atExit } from './cleanup';
import { FileSystemError, cleanStaleTemps, fileSystemError, folderNow, giveOwner, inheritedOwner, linkTarget, listFolder, tempNameFor, unchangedFor, writeAll } from './atomic-file';
import { UnreadableFileError, readTextFileAndStat } from './read-file';
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

/** What a lock (or guard) file holds: its text, and `id`, which names the guards of that very lock and is never another lock's (see underGuard). */
interface LockContent {
  readonly text: string;
  readonly id: string;
}

/** A token as this program makes them: 16 hex digits (randomBytes(8)), never made twice. */
const TOKEN = /^[0-9a-f]{16}$/;

/**
 * A lock file's text and identity, or undefined when there is none. Locks
 * are only ever regular files (made by link()): a symbolic link under the
 * name is never followed and reads as '' (no owner: it is removed, not what
 * it names, when the lock is taken over), as does a file too long or not
 * text to be a lock; anything else (a FIFO, a device, a folder) is never
 * read, and is a FileSystemError (FILE_SYSTEM, action 'lock') naming it.
 * The identity is the owner's token; a file with none (no lock this program
 * made) is named by a digest of its text and of the file itself (device and
 * inode), which stay the same as long as that file is there.
 */
function readLock(file: string): LockContent | undefined {
  let st: fs.Stats;
  try {
    st = fs.lstatSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw fileSystemError(err, { action: 'lock', file });
  }
  let text: string;
  if (st.isSymbolicLink()) text = '';
  else if (!st.isFile()) throw new FileSystemError(st.isDirectory() ? 'folder' : 'not-regular', { action: 'lock', file });
  else {
    try {
      const read = readTextFileAndStat(file, LOCK_LIMIT_BYTES);
      text = read.text;
      st = read.stat;
    } catch (err) {
      if (!(err instanceof UnreadableFileError)) throw err;
      if (err.reason === 'missing') return undefined;
      if (err.reason !== 'too-big' && err.reason !== 'not-utf8' && err.reason !== 'not-utf16') throw new FileSystemError(err.reason === 'folder' ? 'folder' : err.reason === 'denied' ? 'denied' : 'not-regular', { action: 'lock', file });
      text = '';
    }
  }
  const token = parseOwner(text)?.token;
  const id = token !== undefined && TOKEN.test(token) ? token : createHash('sha256').update(`${st.dev}:${st.ino}:${text}`).digest('hex').slice(0, 16);
  return { text, id };
}

/** A lock file's text, or undefined when there is none (see readLock). */
function readLockText(file: string): string | undefined {
  return readLock(file)?.text;
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

/*
 * Breaking a stale lock (removing it and linking one's own) happens under a
 * guard, so that two processes never both remove the same stale lock, the
 * second then removing the first one's fresh lock. The guard for breaking
 * the lock whose identity is T (its owner's token, see readLock) is
 * FILE.break.T, taken by link() as the lock is; inside it, the holder reads
 * the lock again and, if it still holds T, removes it and links its own.
 *
 * Nothing on Linux removes a file only if it is unchanged, so a guard is
 * never removed for another process to take it while it may still be
 * needed:
 * - A guard whose holder was killed inside it (its few microseconds) stays.
 *   The next process takes the guard one level further, named after its
 *   level and the dead holder's token D, FILE.break.T.1.D, and does the
 *   guarded work itself; a holder E killed there leaves the next level
 *   FILE.break.T.2.E, and so on (a token is that of one guard only, so each
 *   level is named after the one before it; the number keeps a copied
 *   guard from leading back to a level walked). Since a dead holder never
 *   comes back and its guard is never removed while the lock holds T,
 *   every process walks the same levels to the first one not held by a
 *   dead process: at most one live process holds a guard of T at a time.
 *   A holder that ends normally removes its guard, and that level is free
 *   again. Each further level needs another process killed in its
 *   microseconds there, so the chain ends.
 * - Tokens are never made twice, so once the lock no longer holds T (taken
 *   over, or gone) it never will again: every guard of T may then be
 *   removed, by whoever sees it (read the folder, then the lock). A process
 *   that takes one afterwards reads a lock that is not T and does nothing.
 *   So the holder that broke the lock removes the levels it walked, and
 *   removeStaleLock (each freecell's start) and acquireLock those left
 *   beside a lock that no longer holds their T.
 * - A holder is judged dead only once its guard, read again after it was
 *   found dead, still holds the same text: one that let go and then ended
 *   is not taken for one that died holding it.
 * Earlier versions took FILE.break as their one guard, for any stale lock,
 * and removed it when its holder had died, which is the gap this design
 * closes: two processes may both find it dead, one removes it, a third
 * takes it anew, the second removes the third's, a fourth takes it, and
 * the third and fourth both break the lock. Inside its own guard, this
 * version takes FILE.break too, so that an earlier version running on the
 * same folder never breaks the lock while this one does; and it removes one
 * whose holder has died as those versions do, so that it blocks nothing.
 * Among processes of this version, two holding FILE.break at once is
 * harmless: each also holds a guard of the T it read, and only the one
 * holding a guard of the T the lock holds can find it there, since only
 * such a holder ever removes it. The gap remains only where a process of an
 * earlier version is among those racing, as it was between them.
 *
 * A lock whose name is too long for FILE.break.T.999.D (more than 255
 * bytes) has its guards named after a shortened stand-in, its name's
 * beginning and a digest of the whole (see guardStem). FILE.break is taken
 * with them whenever that name fits; when it does not, no earlier version
 * can break the lock at all.
 */

/** What follows a guard's stem (see guardStem): the ID of the lock it guards and, past the first level, the level and the ID of the dead holder of the level before. */
const GUARD_LEVEL = /^\.([0-9a-f]{16})(?:\.[1-9]\d*\.[0-9a-f]{16})?$/;

/** Longest name of a file in a folder, in bytes (Linux's NAME_MAX, and most file systems'). */
const NAME_MAX = 255;

function fitsName(name: string): boolean {
  return Buffer.byteLength(name) <= NAME_MAX;
}

/**
 * The path the guards of lock `file` are named after: `${file}.break`; for
 * a name too long to take `.ID.LEVEL.ID` after that, its first 100 bytes
 * and a digest of the whole, `.break` then written `-break` so that the
 * stand-in is never taken for a lock of its own (see lockOfGuard).
 */
function guardStem(file: string): string {
  const base = path.basename(file);
  if (fitsName(`${base}.break.${'0'.repeat(16)}.999.${'0'.repeat(16)}`)) return `${file}.break`;
  let short = '';
  for (const ch of base) {
    if (Buffer.byteLength(short + ch) > 100) break;
    short += ch;
  }
  return path.join(path.dirname(file), `${short}.${createHash('sha256').update(base).digest('hex').slice(0, 16)}.lock-break`);
}

/** A guard held by a live process (or one of another machine, which cannot be checked): which guard, and who holds it. */
interface GuardHolder {
  file?: string;
  owner?: LockOwner;
}

/**
 * Runs `fn` holding the guard for breaking the lock `file` while it holds
 * `stale`, and FILE.break (see above); false when another live process
 * holds one of them (then written to `busy`), the lock changed meanwhile,
 * or `fn` says so (try again).
 */
function underGuard(file: string, stale: LockContent, fn: () => boolean, busy: GuardHolder = {}): boolean {
  const mine = JSON.stringify(me());
  const walked: string[] = [];
  const first = `${guardStem(file)}.${stale.id}`;
  let guard = first;
  while (linkOwner(guard, mine) === undefined) {
    const held = readLock(guard);
    // Gone already: its holder has let go (the lock is no longer `stale`, or is to be tried again).
    if (held === undefined) return false;
    const holder = parseOwner(held.text);
    if (holder && isOwnerAlive(holder)) {
      busy.file = guard;
      busy.owner = holder;
      return false;
    }
    // Its holder ended: while it held the guard only if the guard is still the same now.
    const again = readLock(guard);
    if (again?.text !== held.text || again.id !== held.id) return false;
    walked.push(guard);
    guard = `${first}.${walked.length}.${held.id}`;
  }
  try {
    return underEarlierGuard(file, fn, busy);
  } finally {
    let holdsStale = true;
    try {
      holdsStale = readLock(file)?.id === stale.id;
    } catch {
      // unreadable: it may still be `stale`
    }
    if (!holdsStale) for (const g of walked) fs.rmSync(g, { force: true });
    if (!holdsStale || readLockText(guard) === mine) fs.rmSync(guard, { force: true });
  }
}

/**
 * Runs `fn` holding FILE.break, the guard of earlier versions, as they did;
 * false when another live process holds it (then written to `busy`). One
 * whose holder died is removed (if it is still that guard) and taken again.
 */
function underEarlierGuard(file: string, fn: () => boolean, busy: GuardHolder): boolean {
  const guard = `${file}.break`;
  if (!fitsName(path.basename(guard))) return fn();
  const guardText = JSON.stringify(me());
  for (let attempt = 0; linkOwner(guard, guardText) === undefined; attempt++) {
    const text = readLockText(guard);
    const holder = text === undefined ? undefined : parseOwner(text);
    if (holder && isOwnerAlive(holder)) {
      busy.file = guard;
      busy.owner = holder;
      return false;
    }
    if (attempt === 2) return false;
    if (text !== undefined && readLockText(guard) === text) fs.rmSync(guard, { force: true });
  }
  try {
    return fn();
  } finally {
    if (readLockText(guard) === guardText) fs.rmSync(guard, { force: true });
  }
}

/** Whether the lock `file` still holds `stale`. */
function stillHolds(file: string, stale: LockContent): boolean {
  const now = readLock(file);
  return now?.text === stale.text && now.id === stale.id;
}

/** Removes a lock whose owner is gone and takes it; undefined when it could not, with the guard's live holder in `busy` when that was why. */
function takeOver(file: string, stale: LockContent, mine: string, busy: GuardHolder): LockIdentity | undefined {
  let taken: LockIdentity | undefined;
  underGuard(
    file,
    stale,
    () => {
      if (!stillHolds(file, stale)) return false;
      fs.rmSync(file, { force: true });
      taken = linkOwner(file, mine);
      return taken !== undefined;
    },
    busy,
  );
  return taken;
}

/**
 * Removes the guards left beside the lock `file` by processes killed while
 * they broke it that nothing can need any more: those of a lock it no
 * longer holds (see above), and FILE.break when its holder is gone;
 * among `listed`, the folder's names read before the lock is (by default
 * now). Links under those names are removed, never followed.
 */
function removeStaleGuards(file: string, listed: readonly string[] | undefined = listFolder(path.dirname(file))): void {
  if (listed === undefined) return;
  const dir = path.dirname(file);
  const earlier = `${path.basename(file)}.break`;
  const stem = path.basename(guardStem(file));
  const names = listed.filter((n) => n === earlier || n.startsWith(`${stem}.`));
  if (names.length === 0) return;
  // read after the folder: a guard listed was made while the lock held its ID, so a lock that holds another one now never will again
  let holds: string | undefined;
  try {
    holds = readLock(file)?.id;
  } catch {
    return;
  }
  for (const name of names) {
    const m = name === earlier ? undefined : GUARD_LEVEL.exec(name.slice(stem.length));
    if (m === null) continue;
    const guard = path.join(dir, name);
    try {
      if (m === undefined) {
        const text = readLockText(guard);
        const holder = text === undefined ? undefined : parseOwner(text);
        if (text !== undefined && (!holder || !isOwnerAlive(holder)) && readLockText(guard) === text) fs.rmSync(guard, { force: true });
      } else if (m[1] !== holds) fs.rmSync(guard, { force: true });
    } catch {
      // a folder or other file under the name, or one that cannot be removed: not a guard of this program's
    }
  }
}

/**
 * Removes a lock left by a process that is gone (true when it did), and the
 * guards beside it that processes killed while breaking a lock left and
 * nothing needs any more, among `listed` (its folder's names, when the
 * caller has read them before calling; by default read after the lock).
 */
export function removeStaleLock(file: string, listed?: readonly string[]): boolean {
  let removed = false;
  const stale = readLock(file);
  const owner = stale && parseOwner(stale.text);
  if (stale && (!owner || !isOwnerAlive(owner))) {
    removed = underGuard(file, stale, () => {
      if (!stillHolds(file, stale)) return false;
      fs.rmSync(file, { force: true });
      return true;
    });
  }
  removeStaleGuards(file, listed);
  return removed;
}

/** The name of the lock whose guard (see underGuard) is named `name`, FILE.lock.break[.ID[.LEVEL.ID]]; undefined for any other name. */
export function lockOfGuard(name: string): string | undefined {
  return /^(.+\.lock)\.break(?:\.[0-9a-f]{16}(?:\.[1-9]\d*\.[0-9a-f]{16})?)?$/.exec(name)?.[1];
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
 * The lock just taken, once the guards left beside it by processes killed
 * while breaking an earlier one are gone (see removeStaleGuards): those
 * `listed` in its folder before it was taken, all of an earlier lock (a
 * guard made since is its breaker's to remove).
 */
function newLock(file: string, text: string, identity: LockIdentity, listed: readonly string[] | undefined): Lock {
  const lock = new Lock(file, text, identity);
  if (listed !== undefined) removeStaleGuards(file, listed);
  return lock;
}

/**
 * Takes the lock `file` (creating its folder's entry exclusively), waiting up
 * to `waitMs` for a live owner to let go (not for another machine's lock
 * made longer ago than that); a lock whose owner is gone is taken over,
 * and a live process holding the guard for taking it over (see underGuard)
 * is waited for as an owner is, then named (with the guard) in the refusal.
 * The temporary files of dead processes in its folder go first (one killed
 * between writing its owner and linking it leaves such a file), and the
 * guards nothing needs any more once it is taken (see underGuard).
 * Throws LockedError (LOCKED) naming the live owner, FileSystemError
 * (FILE_SYSTEM 'no-hard-links') on a file system without hard links, or the
 * fs error.
 */
export function acquireLock(file: string, waitMs = 0): Lock {
  // the folder read once, for the temporary files of dead processes now and the guards nothing needs once the lock is taken
  const dir = path.dirname(physicalPath(file));
  const listed = listFolder(dir);
  cleanStaleTemps(dir, undefined, undefined, listed);
  const text = JSON.stringify(me());
  // The wait goes by a clock that only runs forward (the wall clock may be stepped back or on meanwhile).
  const deadline = performance.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    const linked = linkOwner(file, text);
    if (linked) return newLock(file, text, linked, listed);
    const current = readLock(file);
    if (current === undefined) continue;
    const owner = parseOwner(current.text);
    if (!owner || !isOwnerAlive(owner)) {
      // An unreadable lock is one whose writer died before linking it whole: impossible with link(), so it is stale.
      const busy: GuardHolder = {};
      const taken = takeOver(file, current, text, busy);
      if (taken) return newLock(file, text, taken, listed);
      // A live process breaking it holds its guard (it is about to hold the lock), or one of another machine, which may have died there: waited for as an owner is.
      if (busy.file !== undefined && busy.owner !== undefined && (performance.now() >= deadline || (waitMs > 0 && heldLongerThan(busy.file, busy.owner, waitMs)))) throw new LockedError(busy.file, busy.owner);
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

// Whole-file writes that never leave a half-written file: a uniquely named temporary file, fsync, rename.

import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { type FsReason, FreecellError } from '../core';
import { atExit } from './cleanup';
import { physicalPath } from './paths';
import { isRunning, pidNamespace, processStart } from './process';

/** FILE_SYSTEM: the file system refused a read, a write, a rename or a lock; `reason` says why. */
export class FileSystemError extends FreecellError<'FILE_SYSTEM'> {
  constructor(
    readonly reason: FsReason,
    details: { readonly detail?: string; readonly action?: 'list' | 'lock'; readonly file?: string; readonly rootOwned?: { readonly path: string; readonly user: string } } = {},
  ) {
    super('FILE_SYSTEM', { reason, ...details });
  }
}

const ERRNO_REASONS: Readonly<Record<string, FsReason>> = {
  ENOENT: 'no-folder',
  EACCES: 'denied',
  EPERM: 'denied',
  EROFS: 'read-only',
  ENOSPC: 'no-space',
  EISDIR: 'folder',
  // fs.rm's own code for a folder it was not asked to remove recursively
  ERR_FS_EISDIR: 'folder',
  ENOTDIR: 'path-not-folder',
  // mkdir of a folder whose name is taken by a file
  EEXIST: 'path-not-folder',
  EDQUOT: 'quota',
  EIO: 'io',
  EPIPE: 'reader-gone',
  ENXIO: 'no-reader',
  ELOOP: 'loop',
  ENAMETOOLONG: 'name-too-long',
  EFBIG: 'too-large',
  EMFILE: 'too-many-files',
  ENFILE: 'too-many-files',
};

/** Why a write failed, as a FileSystemError (FILE_SYSTEM) the catalogues word; one already made passes through (given `details` when it has no action of its own). */
export function fileSystemError(
  err: unknown,
  details: { readonly action?: 'list' | 'lock'; readonly file?: string } = {},
  who?: WhoAsks,
): FileSystemError {
  if (err instanceof FileSystemError && (details.action === undefined || err.params.action !== undefined)) return err;
  if (err instanceof FileSystemError) return new FileSystemError(err.reason, { ...err.params, ...details });
  const reason = Object.hasOwn(ERRNO_REASONS, String((err as NodeJS.ErrnoException)?.code)) ? ERRNO_REASONS[String((err as NodeJS.ErrnoException).code)]! : undefined;
  if (reason === 'denied') {
    // who asks is looked up only for a refusal (the user's name is read from the system)
    const asking = who ?? processWho();
    const rootOwned = rootOwnedIn(err as NodeJS.ErrnoException, asking);
    return new FileSystemError(reason, rootOwned === undefined ? details : { ...details, rootOwned: { path: rootOwned, user: asking.user } });
  }
  return reason ? new FileSystemError(reason, details) : new FileSystemError('other', { ...details, detail: err instanceof Error ? err.message : String(err) });
}

/** Who meets a refusal: the process's user (id and name), and how to learn who owns a path (undefined: no such path). */
export interface WhoAsks {
  readonly uid: number | undefined;
  readonly user: string;
  readonly owner: (p: string) => { readonly uid: number } | undefined;
}

function processWho(): WhoAsks {
  const uid = process.geteuid?.();
  let user = uid === undefined ? '' : String(uid);
  try {
    user = os.userInfo().username;
  } catch {
    // A user the system has no name for: its number.
  }
  return {
    uid,
    user,
    owner: (p) => {
      try {
        return fs.lstatSync(p, { throwIfNoEntry: false });
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * What root made in a folder of the user, that a permission refusal of a
 * user's process met (`path` or `dest` of the error, or a folder above it:
 * a `sudo freecell` of an earlier version left files and folders root's):
 * the topmost such thing whose folder is the user's, so that one `chown -R`
 * gives back all of it; undefined for root itself, and for a path whose
 * folders are the system's.
 */
function rootOwnedIn(err: NodeJS.ErrnoException & { readonly dest?: string }, who: WhoAsks): string | undefined {
  if (who.uid === undefined || who.uid === 0) return undefined;
  for (const named of [err.path, err.dest]) {
    if (typeof named !== 'string' || named === '') continue;
    let p = path.resolve(named);
    for (let up = 0; up < 8; up++) {
      const parent = path.dirname(p);
      if (parent === p) break;
      if (who.owner(p)?.uid === 0 && who.owner(parent)?.uid === who.uid) return p;
      p = parent;
    }
  }
  return undefined;
}

/*
 * A temporary file is named `.NAME.PID.hHOST.HEX.tmp` beside its target:
 * NAME is the target's name (cut to 100 characters), PID the writing
 * process, HOST 8 hexadecimal digits of a hash of the machine's name and
 * the process's pid namespace (a folder may be shared between machines, or
 * with a container of the same machine name, where a process number means
 * nothing) and HEX 12 random hexadecimal digits, so that the name cannot be
 * guessed in advance. It is created exclusively (a file or a link planted
 * under the name makes the creation fail, and is never followed).
 * cleanStaleTemps reads PID and HOST back to remove what a killed process
 * left. Names without HOST (`.NAME.PID.HEX.tmp`) are from earlier versions,
 * and so are `.NAME.PID.TIME.tmp`, TIME the milliseconds in base 36 (eight
 * characters), of the first ones, and those whose HOST hashes the machine's
 * name alone (see legacyTag).
 */
const TEMP_NAME = /^\..*\.(\d+)\.(?:(?:h([0-9a-f]{8})\.)?[0-9a-f]{12}|[0-9a-z]{8})\.tmp$/;

/** A temporary file of another machine is removed only when it has not changed for this long (its writer's life cannot be checked from here). */
export const FOREIGN_TEMP_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The HOST part of the temporary names of the processes of pid namespace
 * `ns` of the machine called `hostname` (this process's is computed once;
 * without `ns`, the machine's name alone is hashed, as where the system does
 * not tell the namespace).
 */
export function hostTag(hostname?: string, ns?: string): string {
  if (hostname !== undefined) return createHash('sha256').update(ns === undefined ? hostname : `${hostname}\0pid:${ns}`).digest('hex').slice(0, 8);
  ownTag ??= hostTag(os.hostname(), pidNamespace());
  return ownTag;
}
let ownTag: string | undefined;

/**
 * The HOST part of this machine's temporary names in earlier versions, which
 * hashed its name alone: taken as this process's own, as names without HOST
 * are (which namespace made them cannot be told).
 */
function legacyTag(): string {
  legacy ??= hostTag(os.hostname());
  return legacy;
}
let legacy: string | undefined;

/** A fresh temporary name beside `file`. */
export function tempNameFor(file: string): string {
  const resolved = physicalPath(file);
  return path.join(path.dirname(resolved), `.${path.basename(resolved).slice(0, 100)}.${process.pid}.h${hostTag()}.${randomBytes(6).toString('hex')}.tmp`);
}

/**
 * The time the file system of `dir` stamps a file made there now (read from
 * a file made and removed at once), or undefined when none can be made. A
 * folder shared over the network takes its server's clock, which stamps the
 * files of every machine sharing it and may be far from this machine's.
 */
export function folderNow(dir: string): number | undefined {
  const probe = tempNameFor(path.join(dir, 'clock'));
  let fd: number;
  try {
    fd = fs.openSync(probe, 'wx', 0o600);
  } catch {
    return undefined;
  }
  try {
    return fs.fstatSync(fd).mtimeMs;
  } catch {
    return undefined;
  } finally {
    fs.closeSync(fd);
    fs.rmSync(probe, { force: true });
  }
}

/**
 * How long ago a file in `dir` last changed, by the clock of this machine
 * (`now`) and by the file system's (see folderNow), whichever says less: a
 * machine whose clock is ahead of the others' never takes their new files for
 * old ones. `folder` is the file system's time, read once by the caller.
 */
export function unchangedFor(mtimeMs: number, now: number, folder: number | undefined): number {
  return Math.min(now - mtimeMs, (folder ?? now) - mtimeMs);
}

/** The names in a folder, or undefined when it cannot be read. */
export function listFolder(dir: string): string[] | undefined {
  try {
    return fs.readdirSync(dir);
  } catch {
    return undefined;
  }
}

/**
 * Removes the temporary files in `dir` whose writing process is gone; returns
 * how many. A file of this machine and pid namespace (or of an earlier
 * version, which did not say) goes when its process is not running; one of
 * another machine, or of another pid namespace of this one, when it
 * has not changed for FOREIGN_TEMP_AGE_MS by this machine's clock (`now`)
 * and by the file system's (see unchangedFor). In a folder with the sticky
 * bit (/tmp), where only a file's owner may remove it, a file of another
 * user than `uid` is left, whoever runs (see isOthers). Never throws.
 */
export function cleanStaleTemps(dir: string, now = Date.now(), uid = ownUid(), names = listFolder(dir)): number {
  if (names === undefined) return 0;
  let dirStat: fs.Stats;
  try {
    dirStat = fs.statSync(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  const own = hostTag();
  // the file system's time, read once, when a file of another machine is found
  let folder: number | undefined | null = null;
  for (const name of names) {
    const m = TEMP_NAME.exec(name);
    if (!m) continue;
    const local = m[2] === undefined || m[2] === own || m[2] === legacyTag();
    if (local && isRunning(Number(m[1]))) continue;
    const file = path.join(dir, name);
    try {
      const stat = fs.lstatSync(file);
      if (!stat.isFile() || isOthers(dirStat, stat, uid)) continue;
      if (!local) {
        if (folder === null) folder = folderNow(dir);
        if (unchangedFor(stat.mtimeMs, now, folder) < FOREIGN_TEMP_AGE_MS) continue;
      }
      fs.unlinkSync(file);
      removed++;
    } catch {
      // Gone already, or not ours to remove.
    }
  }
  return removed;
}

/** The sticky bit of a folder's mode (Node's fs.constants lacks S_ISVTX). */
export const STICKY = 0o1000;

/** This process's effective user (undefined where the system has none: nothing is then anyone else's). */
function ownUid(): number | undefined {
  return process.geteuid?.();
}

/**
 * Whether `entry`, found in folder `dir`, is another user's than `uid` in a
 * folder with the sticky bit (/tmp, or a TMPDIR shared so), where the system
 * lets only its owner remove it: root is let, but a file or folder another
 * user made under a name this program uses is theirs, not a leftover of its
 * own (and removing a folder of theirs would follow them as they swap its
 * contents for links).
 */
function isOthers(dir: fs.Stats, entry: fs.Stats, uid: number | undefined): boolean {
  return (dir.mode & STICKY) !== 0 && uid !== undefined && entry.uid !== uid;
}

/** A private temporary folder's name: its prefix, then its process (pid and start time) and machine, then mkdtemp's six characters. */
const PRIVATE_DIR_NAME = /^(freecell-[a-z]+(?:-[a-z]+)*-)(\d+)\.(\d+|x)\.h([0-9a-f]{8})-[A-Za-z0-9]{6}$/;

/**
 * A new folder of this process's own under the system's temporary folder,
 * `${prefix}PID.START.hHOST-XXXXXX` (START the process's start time, `x`
 * where the system does not tell it). The folders of the same prefix left
 * by processes of this machine and pid namespace that are gone (killed
 * outright, so that their exit tasks never ran) are removed first; those of
 * live processes, of other machines and of other namespaces are left. The caller removes its own folder when done.
 */
export function makePrivateDir(prefix: string, tmp = os.tmpdir(), uid = ownUid()): string {
  const own = hostTag();
  try {
    const tmpStat = fs.statSync(tmp);
    for (const name of fs.readdirSync(tmp)) {
      const m = PRIVATE_DIR_NAME.exec(name);
      if (!m || m[1] !== prefix || (m[4] !== own && m[4] !== legacyTag())) continue;
      if (isRunning(Number(m[2]), m[3] === 'x' ? undefined : m[3])) continue;
      try {
        if (isOthers(tmpStat, fs.lstatSync(path.join(tmp, name)), uid)) continue;
        fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
      } catch {
        // Not ours to remove, or gone already.
      }
    }
  } catch {
    // A temporary folder that cannot be listed: nothing to tidy.
  }
  return fs.mkdtempSync(path.join(tmp, `${prefix}${process.pid}.${processStart(process.pid) ?? 'x'}.h${own}-`));
}

/** Symbolic links followed before giving up (the kernel's own limit). */
export const MAX_LINKS = 40;

/**
 * The file `file` names once its symbolic links are followed, so that
 * replacing it keeps a link a link: `file` itself when it is not a link (or
 * not there yet); for a link, the file at the end of its chain, whether or
 * not that file exists yet (a link's text is read from the link's own
 * folder, as the system does). Throws FileSystemError (FILE_SYSTEM) 'loop'
 * past MAX_LINKS links, and the reason when a link cannot be read.
 */
export function linkTarget(file: string): string {
  let current = file;
  for (let links = 0; ; links++) {
    try {
      if (!fs.lstatSync(current).isSymbolicLink()) return current;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return current;
      throw fileSystemError(err);
    }
    if (links >= MAX_LINKS) throw new FileSystemError('loop');
    try {
      // the link's folder as the system sees it (itself perhaps reached through a link), then its text from there
      current = physicalPath(fs.readlinkSync(current), fs.realpathSync(path.dirname(physicalPath(current))));
    } catch (err) {
      throw fileSystemError(err);
    }
  }
}

/**
 * The owner a new file or folder in `dir` is given: none (the process's own)
 * but for root making it in a folder of another user (`sudo freecell` with
 * that user's state folder), where it is that folder's owner and group, so
 * that the user can still change and remove what root made there.
 */
export function inheritedOwner(dir: string): { uid: number; gid: number } | undefined {
  if (process.geteuid?.() !== 0) return undefined;
  try {
    const st = fs.statSync(dir);
    return st.uid === 0 ? undefined : { uid: st.uid, gid: st.gid };
  } catch {
    return undefined;
  }
}

/**
 * Creates folder `dir` and the folders above it as needed (permissions
 * rwxrwxrwx less the umask; owned as inheritedOwner says); throws
 * FileSystemError (FILE_SYSTEM) when it cannot.
 */
export function makeFolder(dir: string): void {
  try {
    const first = fs.mkdirSync(dir, { recursive: true });
    if (first === undefined) return;
    for (let made = path.resolve(dir); ; made = path.dirname(made)) {
      const owner = inheritedOwner(path.dirname(made));
      try {
        if (owner) fs.chownSync(made, owner.uid, owner.gid);
      } catch {
        // Best effort (root without its powers on a network folder): the folder is made all the same.
      }
      if (made === path.resolve(first) || made === path.dirname(made)) break;
    }
  } catch (err) {
    throw fileSystemError(err);
  }
}

/** Writes all of `bytes` to `fd` (a short write goes on until the system reports why it cannot). */
export function writeAll(fd: number, bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) offset += fs.writeSync(fd, bytes, offset, bytes.length - offset);
}

/** How a replaced file keeps its permissions and owner. */
export interface ReplaceOptions {
  /** Permission bits of the new file (default: those of the file it replaces; rw-rw-rw- less the umask for a new one). */
  readonly mode?: number;
  /** Owner and group to give it (best effort). */
  readonly uid?: number;
  readonly gid?: number;
}

/**
 * What a rewrite of `file` keeps: the permission bits, owner and group of
 * the regular file it replaces; for a new file, the owner inheritedOwner
 * gives it (its permissions are then those of a new file, less the umask).
 * A file this process may not write (made read-only with chmod, or another
 * user's) is not replaced, though its folder would let a rename do it:
 * throws FileSystemError (FILE_SYSTEM) 'denied'.
 */
function kept(file: string): ReplaceOptions {
  let st: fs.Stats | undefined;
  try {
    st = fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    st = undefined;
  }
  if (!st?.isFile()) return inheritedOwner(path.dirname(physicalPath(file))) ?? {};
  try {
    fs.accessSync(file, fs.constants.W_OK);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw fileSystemError(err);
  }
  return keptFrom(st);
}

/** What a rewrite keeps of the regular file `st` describes: its permission bits, owner and group. */
export function keptFrom(st: fs.Stats): ReplaceOptions {
  return { mode: st.mode & 0o7777, uid: st.uid, gid: st.gid };
}

/** Gives the file open as `fd` owner `uid` and group `gid`, or only the group when the owner cannot be given (a file of another user, rewritten by its group); best effort. */
export function giveOwner(fd: number, uid: number, gid: number): void {
  try {
    fs.fchownSync(fd, uid, gid);
  } catch {
    try {
      fs.fchownSync(fd, -1, gid);
    } catch {
      // Only the permission bits can be kept.
    }
  }
}

/** Creates a temporary file beside `file` exclusively, retrying on the (unlikely) name clash. */
function createTemp(file: string, mode: number): { temp: string; fd: number } {
  for (let attempt = 0; ; attempt++) {
    const temp = tempNameFor(file);
    try {
      return { temp, fd: fs.openSync(temp, 'wx', mode) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw err;
    }
  }
}

/** The errors of fsync and fdatasync on a file system that cannot flush a file at all (some FUSE and network ones): nothing to flush there. */
const CANNOT_FLUSH = new Set(['EINVAL', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/**
 * Flushes the file open as `fd` to disk (its data only with `dataOnly`,
 * fdatasync); a file system that cannot flush files (EINVAL, ENOTSUP,
 * ENOSYS) is left to write them when it does. Throws any other error
 * (EIO: the data may be lost).
 */
export function flushToDisk(fd: number, dataOnly = false): void {
  try {
    if (dataOnly) fs.fdatasyncSync(fd);
    else fs.fsyncSync(fd);
  } catch (err) {
    if (!CANNOT_FLUSH.has(String((err as NodeJS.ErrnoException).code))) throw err;
  }
}

/** Flushes folder `dir` to disk, so that a rename in it survives a crash (some file systems cannot; the rename is atomic anyway). */
function syncFolder(dir: string): void {
  try {
    const dirFd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(dirFd);
    } finally {
      fs.closeSync(dirFd);
    }
  } catch {
    // Some file systems cannot flush a folder; the rename itself is already atomic.
  }
}

/**
 * A file being replaced atomically, piece by piece: the text goes to a
 * temporary file created exclusively beside it (registered with atExit
 * while it exists), which commit flushes to disk and renames over the
 * target, and abort removes. A reader sees the old file or the new one,
 * never a mix.
 */
/** A file as an atomic write left it: which file it is, its length, and the nanosecond time its content last changed. */
export interface WrittenFile {
  readonly dev: bigint;
  readonly ino: bigint;
  readonly size: bigint;
  readonly mtimeNs: bigint;
}

export class AtomicWriter {
  private fd: number | undefined;
  private temp: string | undefined;
  private forget: (() => void) | undefined;
  /**
   * What the file written was as it was renamed into place, once committed: its device and inode (the file now at its
   * name unless another program has put one there since), its length and the time its content last changed, which the
   * rename keeps (another program writing it since changes them).
   */
  written: WrittenFile | undefined;

  private constructor(private readonly file: string) {}

  /** Creates the temporary file beside `file`; throws a FileSystemError (FILE_SYSTEM) when it cannot (no such folder, denied, read-only...). */
  static open(file: string, options: ReplaceOptions = {}): AtomicWriter {
    const writer = new AtomicWriter(file);
    try {
      const keep = options.mode === undefined ? kept(file) : options;
      const created = createTemp(file, keep.mode ?? 0o666);
      writer.temp = created.temp;
      writer.fd = created.fd;
      const name = created.temp;
      writer.forget = atExit(() => fs.rmSync(name, { force: true }));
      if (keep.uid !== undefined && keep.gid !== undefined) giveOwner(created.fd, keep.uid, keep.gid);
      // after the owner: a change of owner may clear the set-id bits
      if (keep.mode !== undefined) fs.fchmodSync(created.fd, keep.mode);
    } catch (err) {
      writer.abort();
      throw fileSystemError(err);
    }
    return writer;
  }

  /** Adds `text` to the temporary file; throws a FileSystemError (FILE_SYSTEM: no-space, io...), after which only abort is left. */
  write(text: string): void {
    if (this.fd === undefined) throw new FileSystemError('other', { detail: 'the file is closed' });
    try {
      writeAll(this.fd, Buffer.from(text, 'utf8'));
    } catch (err) {
      throw fileSystemError(err);
    }
  }

  /** Flushes the temporary file and renames it over the target; on failure it is removed and a FileSystemError (FILE_SYSTEM) is thrown. */
  commit(): void {
    const { fd, temp } = this;
    if (fd === undefined || temp === undefined) throw new FileSystemError('other', { detail: 'the file is closed' });
    try {
      flushToDisk(fd);
      const { dev, ino, size, mtimeNs } = fs.fstatSync(fd, { bigint: true });
      fs.closeSync(fd);
      this.fd = undefined;
      fs.renameSync(temp, this.file);
      this.written = { dev, ino, size, mtimeNs };
      this.temp = undefined;
    } catch (err) {
      this.abort();
      throw fileSystemError(err);
    }
    this.forget?.();
    this.forget = undefined;
    syncFolder(path.dirname(physicalPath(this.file)));
  }

  /** Gives up: the temporary file is closed and removed, the target left as it was. Never throws. */
  abort(): void {
    try {
      if (this.fd !== undefined) fs.closeSync(this.fd);
    } catch {
      // Closed already: the file is removed all the same.
    }
    try {
      if (this.temp !== undefined) fs.rmSync(this.temp, { force: true });
    } catch {
      // It cannot be removed either: the original error is the one to report (cleanStaleTemps removes it later).
    }
    this.fd = undefined;
    this.temp = undefined;
    this.forget?.();
    this.forget = undefined;
  }
}

/**
 * Writes `text` to `file` atomically (see AtomicWriter): a temporary file in
 * the same folder is created exclusively, written and flushed to disk, then
 * renamed over the target, and the folder is flushed. On failure it is
 * removed and a FileSystemError with a short reason is thrown. Returns what
 * the file written was as it was renamed into place (see WrittenFile).
 */
export function writeFileAtomic(file: string, text: string, options: ReplaceOptions = {}): WrittenFile {
  const writer = AtomicWriter.open(file, options);
  writeWhole(writer, text);
  return writer.written!;
}

/** Writes `text` through a writer opened for it and commits it; a failed write aborts it (nothing is left half written) and throws. */
export function writeWhole(writer: { write(text: string): void; abort(): void; commit(): void }, text: string): void {
  try {
    writer.write(text);
  } catch (err) {
    writer.abort();
    throw err;
  }
  writer.commit();
}

/**
 * Where a damaged FILE is kept aside: FILE.damaged, or FILE.damaged-2, -3...
 * when that name is taken by anything, a link that leads nowhere included
 * (a rename would replace it).
 */
export function damagedName(file: string): string {
  let name = `${file}.damaged`;
  for (let n = 2; isTaken(name); n++) name = `${file}.damaged-${n}`;
  return name;
}

/** Whether a name is taken by anything, a link that leads nowhere included. */
function isTaken(name: string): boolean {
  try {
    fs.lstatSync(name);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

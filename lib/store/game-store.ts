// Games in progress: one save file per game under the per-user folder, each owned by the process playing it.

import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cleanStaleTemps, damagedName, fileSystemError, flushToDisk, linkTarget, listFolder, makeFolder, writeAll, writeFileAtomic } from './atomic-file';
import { type FileSignature, isSameFile, isSameSignature, signatureOf, signatureOfOpen } from './file-signature';
import { type Lock, type LockOwner, LockedError, acquireLock, liveOwner, lockOfGuard, refuseHardLinks, removeStaleLock } from './lock';
import { settingsFile, statsFile } from './paths';
import { UnreadableFileError, readTextFileAndStat } from './read-file';
import { type AfterChange, BadSaveError, type SaveChange, type SaveFileContents, type SavedGame, formatSave, formatSaveChange, parseSaveFile } from './save-file';

/*
 * The folder games/ holds, per game in progress, ID.save (the save: a header
 * line and a journal of changes) and, while a process plays it, ID.save.lock.
 * IDs are six random letters and digits.
 */

/** The folder of the games in progress. */
export function gamesDir(stateDir: string): string {
  return path.join(stateDir, 'games');
}

/** The lock file of a save. */
export function lockFileOf(save: string): string {
  return `${save}.lock`;
}

/**
 * The file a save's name leads to, its symbolic links followed: the one
 * its lock is beside and its rewrites replace, so that every name of a save
 * (a link in the games folder, the file it names) shares one lock, and a
 * link stays a link. The name itself when it is no link, or when its links
 * cannot be followed (reading it then says why).
 */
export function saveTarget(save: string): string {
  try {
    return linkTarget(save);
  } catch {
    return save;
  }
}

const ID_CHARS = 'abcdefghijkmnpqrstuvwxyz23456789';
const ID_PATTERN = /^[a-z2-9]{6}$/;

/** A random number in [0, 1) from the system's random bytes. */
function systemRandom(): number {
  return randomBytes(4).readUInt32BE(0) / 2 ** 32;
}

/** A fresh random game id (six characters without look-alikes such as l/1 and o/0); `random` gives numbers in [0, 1). */
export function newGameId(random: () => number = systemRandom): string {
  let id = '';
  for (let i = 0; i < 6; i++) id += ID_CHARS[Math.floor(random() * ID_CHARS.length)];
  return id;
}

/** A fresh token for a game (see SavedGame.token): 24 hex digits from the system's random bytes. */
export function newSaveToken(): string {
  return randomBytes(12).toString('hex');
}

/** Whether a text has the shape of a game id. */
export function isGameId(text: string): boolean {
  return ID_PATTERN.test(text);
}

/** One save of the games folder, as `saves` lists it. */
export interface SaveEntry {
  readonly id: string;
  readonly file: string;
  /** The game, or undefined when the file cannot be read (`damaged` says why: a BadSaveError or an UnreadableFileError). */
  readonly game?: SavedGame;
  readonly damaged?: BadSaveError | UnreadableFileError;
  /** When the file last changed, in milliseconds since 1970. */
  readonly lastPlayed: number;
  /** The live process playing it, if any. */
  readonly owner?: LockOwner;
}

/** Size limit of a save file: far above any real game's (a game of 10,000 moves takes about 60 KB). */
export const SAVE_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * Reads a save file: a regular file of at most SAVE_LIMIT_BYTES, as UTF-8.
 * Throws UnreadableFileError (UNREADABLE_FILE) when it cannot be read, and
 * BadSaveError (BAD_SAVE) when it is not a whole save.
 */
export function readSaveFile(file: string): { contents: ReturnType<typeof parseSaveFile>; mtimeMs: number; signature: FileSignature } {
  // the time and signature are the file's that was read (the name may be removed or replaced since)
  const { text, stat, signature } = readTextFileAndStat(file, SAVE_LIMIT_BYTES, 'save');
  return { contents: parseSaveFile(text), mtimeMs: stat.mtimeMs, signature };
}

/** The saves in the games folder, the most recently played first; none when there is no such folder. Throws FileSystemError (FILE_SYSTEM, action 'list') when it cannot be listed, a file or a FIFO in its path included. */
export function listSaves(stateDir: string): SaveEntry[] {
  const dir = gamesDir(stateDir);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return [];
    throw fileSystemError(err, { action: 'list', file: dir });
  }
  const entries: SaveEntry[] = [];
  for (const name of names) {
    const m = /^([a-z2-9]{6})\.save$/.exec(name);
    if (!m) continue;
    const entry = readSaveEntry(path.join(dir, name), m[1]!);
    if (entry) entries.push(entry);
  }
  return sortSaves(entries);
}

/** Saves in the order the lists show them: the most recently played first. */
export function sortSaves(entries: SaveEntry[]): SaveEntry[] {
  return entries.sort((a, b) => b.lastPlayed - a.lastPlayed || a.id.localeCompare(b.id));
}

/** One save of the games folder as listSaves gives it (read now), or undefined when it is no longer there. */
export function readSaveEntry(file: string, id: string): SaveEntry | undefined {
  const owner = liveOwner(lockFileOf(saveTarget(file)));
  let lastPlayed = 0;
  try {
    const { contents, mtimeMs } = readSaveFile(file);
    lastPlayed = mtimeMs;
    return { id, file, game: contents.game, lastPlayed, ...(owner ? { owner } : {}) };
  } catch (err) {
    if (!(err instanceof BadSaveError) && !(err instanceof UnreadableFileError)) throw err;
    // A save that vanished between the listing and the read (finished by its owner) is no longer there.
    if (err instanceof UnreadableFileError && err.reason === 'missing') return undefined;
    try {
      lastPlayed = fs.statSync(file).mtimeMs;
    } catch {
      lastPlayed = 0;
    }
    return { id, file, damaged: err, lastPlayed, ...(owner ? { owner } : {}) };
  }
}

/** How many moves a saved game has played (autoplay moves included, as the board's header counts them). */
export function movesPlayed(game: SavedGame): number {
  let n = 0;
  for (let g = 0; g < game.position; g++) n += game.moves[g]!.length;
  return n;
}

/** Where a save written through an open file is now (see SaveSlot.locate). */
export type SavePlace = { readonly kind: 'here' | 'removed' | 'unknown' } | { readonly kind: 'moved'; readonly to?: string };

/** Journal lines written before the save is rewritten whole (compacted). */
export const COMPACT_EVERY = 512;

/**
 * A save file this process owns: locked for as long as it is open. Changes
 * are appended to the journal and flushed to disk one by one; the file is
 * rewritten whole (atomically) with the first change of a new save, or of a
 * resumed one that cannot take a journal line as it is (an older version, a
 * last line a crash tore), every COMPACT_EVERY changes, and when it is closed.
 */
export class SaveSlot {
  private fd: number | undefined;
  private journalLines = 0;
  private exists = false;
  /** Whether the file on disk may not end where a journal line can follow (an older version, a torn last line): rewritten whole first. */
  private mustCompact = false;
  /** The token the file on disk carries, when known (see `token`). */
  private tokenOnDisk: string | undefined;
  /**
   * The signature of the file on disk as this slot last wrote or read it
   * (see FileSignature), when known: another one means another program
   * changed or replaced it. Undefined while the save needs a whole rewrite.
   */
  private signature: FileSignature | undefined;

  private constructor(
    readonly file: string,
    readonly id: string | undefined,
    private readonly lock: Lock,
    /** What the player calls the save: its id, or the file's name as typed (a link, a relative path), which resumes it. */
    readonly name: string = id ?? file,
  ) {}

  /** A new game's slot in the games folder, with a fresh id (drawn with `random`); nothing is written until the first change. */
  static create(stateDir: string, random?: () => number): SaveSlot {
    const dir = gamesDir(stateDir);
    makeFolder(dir);
    for (;;) {
      const id = newGameId(random);
      const file = path.join(dir, `${id}.save`);
      if (fs.existsSync(file)) continue;
      let lock: Lock;
      try {
        lock = acquireLock(lockFileOf(file));
      } catch (err) {
        if (err instanceof LockedError) continue;
        throw fileSystemError(err);
      }
      if (fs.existsSync(file)) {
        lock.release();
        continue;
      }
      return new SaveSlot(file, id, lock);
    }
  }

  /**
   * Takes an existing save (by its file, or a symbolic link to it: the slot's file is then the one the link
   * leads to) for this process; throws LockedError (LOCKED) when another live process plays it, and
   * FileSystemError (FILE_SYSTEM 'hard-links') when it has other names, which would lock apart. `typed` is
   * the name the player gave it, when not `name` (the slot's `name` then).
   */
  static open(name: string, id?: string, typed?: string): SaveSlot {
    const file = saveTarget(name);
    let lock: Lock;
    try {
      lock = acquireLock(lockFileOf(file));
    } catch (err) {
      if (err instanceof LockedError) throw err;
      throw fileSystemError(err, { action: 'lock', file });
    }
    try {
      refuseHardLinks(fs.statSync(file, { throwIfNoEntry: false }));
    } catch (err) {
      lock.release();
      throw err;
    }
    const slot = new SaveSlot(file, id, lock, id ?? typed ?? name);
    // a save of the games folder that is a link to a file elsewhere: the link goes with the save
    if (id !== undefined && file !== name) slot.link = name;
    slot.exists = fs.existsSync(file);
    slot.mustCompact = true;
    return slot;
  }

  /**
   * Goes on with the journal of the save as read under this slot's lock
   * (`contents`, read after `open`) when it can take a line as it is, instead
   * of rewriting it whole at the first change: a resumed game's first change
   * (a move, the mark that its result is counted) is then written even where
   * the save can no longer be replaced, such as a folder turned read-only.
   */
  continueJournal(contents: SaveFileContents, signature: FileSignature): void {
    if (!this.exists) return;
    this.tokenOnDisk = contents.game.token;
    if (!contents.appendable) return;
    this.mustCompact = false;
    this.journalLines = contents.changes;
    this.signature = signature;
  }

  /** The token the save on disk carries: the one of its last whole rewrite, or of the save as read by `continueJournal`; undefined when unknown or absent. */
  get token(): string | undefined {
    return this.exists ? this.tokenOnDisk : undefined;
  }

  /** Whether the save file is on disk. */
  get written(): boolean {
    return this.exists;
  }

  /**
   * Rewrites the save whole from `game` (atomically), and starts a new
   * journal after it, the file kept open (see `locate`). When the rewrite
   * fails, the save and its open file are as they were.
   */
  compact(game: SavedGame): void {
    const written = writeFileAtomic(this.file, formatSave(game));
    this.closeJournal();
    this.exists = true;
    this.tokenOnDisk = game.token;
    this.mustCompact = false;
    this.journalLines = 0;
    this.signature = undefined;
    try {
      const fd = fs.openSync(this.file, 'a');
      this.fd = fd;
      const now = signatureOfOpen(fd);
      // the rename itself changes the file's status time: the signature is the one after it, of the file written, as it
      // was written (another put at its name meanwhile, or written over since the rename, its length kept or not, is not this save)
      if (isSameFile(now, written) && now.size === written.size && now.mtimeNs === written.mtimeNs) this.signature = now;
    } catch {
      // Opened again with the next change, and rewritten whole then.
    }
  }

  /**
   * Rewrites the save whole for a change no journal line can say (a restart
   * of the deal). When that fails, the journal on disk no longer leads to
   * the game, so nothing is appended to it: every later change rewrites the
   * save whole until one succeeds, and the save reads as before the change
   * meanwhile. Throws what compact throws.
   */
  rewriteWhole(game: SavedGame): void {
    try {
      this.compact(game);
    } catch (err) {
      this.mustCompact = true;
      throw err;
    }
  }

  /** Whether every change since the last whole rewrite is in the journal (none was missed by a failed write). */
  get journalWhole(): boolean {
    return !this.mustCompact;
  }

  /**
   * Where the save written through this slot's open file is now: still at
   * its path, removed, or moved (to the path the system gives, when it gives
   * one: Linux's /proc/self/fd); unknown when no file is open.
   */
  locate(): SavePlace {
    if (this.fd === undefined) return { kind: 'unknown' };
    let open: fs.Stats;
    try {
      open = fs.fstatSync(this.fd);
    } catch {
      return { kind: 'unknown' };
    }
    if (open.nlink === 0) return { kind: 'removed' };
    try {
      const here = fs.statSync(this.file);
      if (here.ino === open.ino && here.dev === open.dev) return { kind: 'here' };
    } catch {
      // Not at its path any more.
    }
    try {
      const to = fs.readlinkSync(`/proc/self/fd/${this.fd}`);
      if (path.isAbsolute(to) && !to.endsWith(' (deleted)')) return { kind: 'moved', to };
    } catch {
      // The system does not say where.
    }
    return { kind: 'moved' };
  }

  /**
   * Appends one change and flushes it to disk; `current` gives the whole game
   * when it is time to compact. An append that fails (a full disk) may leave
   * part of its line and misses its change, so the save is rewritten whole
   * at once instead, and with every change after until a rewrite succeeds.
   * So is a save that another program changed, removed or replaced since
   * this slot last wrote or read it, its length kept or not (its signature,
   * see FileSignature, is not the one remembered, or the file open has no
   * name left): a journal line alone would not lead to the game.
   * Returns true when the save was rewritten whole (from `current()`), false
   * when the line was appended.
   */
  append(change: SaveChange, after: AfterChange, current: () => SavedGame): boolean {
    if (!this.exists || this.mustCompact || this.signature === undefined || this.journalLines >= COMPACT_EVERY) {
      this.compact(current());
      return true;
    }
    try {
      this.fd ??= fs.openSync(this.file, 'a');
      const open = fs.fstatSync(this.fd, { bigint: true });
      // (a save moved away with its folder keeps its journal: see locate)
      if (open.nlink === 0n || !isSameSignature(signatureOf(open), this.signature)) throw new Error('changed by another program');
      writeAll(this.fd, Buffer.from(formatSaveChange(change, after), 'utf8'));
      flushToDisk(this.fd, true);
      // the write changed the file's times: the signature is the one after it
      this.signature = signatureOfOpen(this.fd);
    } catch {
      this.mustCompact = true;
      this.compact(current());
      return true;
    }
    this.journalLines++;
    return false;
  }

  /**
   * Records in the save that the result of `game` (the game it holds) is
   * counted, the game otherwise unchanged: one journal line that sets autoplay to what it is,
   * or the whole save rewritten (from `game`) when the journal cannot take a
   * line; returns true in that case. Throws FileSystemError (FILE_SYSTEM)
   * when neither can be written (the save then reads as before).
   */
  markCounted(game: SavedGame): boolean {
    const { unrecorded: _, ...recorded } = game;
    const marked: SavedGame = { ...recorded, counted: true };
    return this.append({ kind: 'autoplay', on: game.autoplay }, marked, () => marked);
  }

  /** The name in the games folder when it is a symbolic link to the save (`file`) elsewhere. */
  private link: string | undefined;

  /**
   * Removes the save (a won game, a deleted one), and its link in the games
   * folder when it is one and still leads to it (a link pointed elsewhere
   * meanwhile is the player's); the slot stays this process's for the next deal.
   */
  remove(): void {
    this.closeJournal();
    const link = this.link !== undefined && saveTarget(this.link) === this.file ? this.link : undefined;
    try {
      fs.rmSync(this.file, { force: true });
    } catch (err) {
      throw fileSystemError(err);
    }
    this.exists = false;
    if (link === undefined) return;
    try {
      fs.rmSync(link, { force: true });
    } catch {
      // Left dangling: a link to no file is not listed as a save.
    }
  }

  /**
   * Writes the last state (when given and the save exists), then lets the
   * save go. When that rewrite fails (FileSystemError, FILE_SYSTEM) the lock
   * is let go all the same and the save on disk is as it was before.
   */
  close(final?: SavedGame): void {
    try {
      if (final && this.exists) this.compact(final);
    } finally {
      this.closeJournal();
      this.lock.release();
    }
  }

  private closeJournal(): void {
    if (this.fd === undefined) return;
    try {
      fs.closeSync(this.fd);
    } catch {
      // Every line was already flushed with fdatasync.
    }
    this.fd = undefined;
  }
}

/** A save chosen by id or by a unique beginning of its id; undefined when none matches, an array when several do. */
export function findSave(entries: readonly SaveEntry[], id: string): SaveEntry | SaveEntry[] | undefined {
  const exact = entries.find((e) => e.id === id);
  if (exact) return exact;
  const matches = entries.filter((e) => e.id.startsWith(id));
  return matches.length === 0 ? undefined : matches.length === 1 ? matches[0] : matches;
}

/**
 * Removes what dead processes left in the per-user folder and its games
 * folder: temporary files and locks (and lock guards) whose owner is gone;
 * and so beside the files that saves of the games folder, the statistics
 * and the settings link to, where they are locked and rewritten.
 */
export function cleanStateDir(stateDir: string): void {
  const games = gamesDir(stateDir);
  const elsewhere = new Set<string>();
  for (const dir of [stateDir, games]) {
    // the folder read once, for the temporary files, the locks and their guards
    const names = listFolder(dir);
    if (names === undefined) continue;
    cleanStaleTemps(dir, undefined, undefined, names);
    const locks = new Set<string>();
    for (const name of names) {
      if (dir === games && /^[a-z2-9]{6}\.save$/.test(name)) {
        const link = path.join(dir, name);
        const target = saveTarget(link);
        if (target !== link) {
          elsewhere.add(path.dirname(target));
          removeStaleQuietly(lockFileOf(target));
        }
        continue;
      }
      // a lock, or a guard left by a process killed while it broke one (the lock's own name may be gone)
      const lock = name.endsWith('.lock') ? name : lockOfGuard(name);
      if (lock !== undefined) locks.add(lock);
    }
    for (const lock of locks) removeStaleQuietly(path.join(dir, lock), names);
  }
  // the statistics and the settings, locked beside the file a link of theirs leads to
  for (const file of [statsFile(stateDir), settingsFile(stateDir)]) {
    let target: string;
    try {
      target = linkTarget(file);
    } catch {
      continue;
    }
    if (target === file) continue;
    elsewhere.add(path.dirname(target));
    removeStaleQuietly(`${target}.lock`);
  }
  for (const dir of elsewhere) if (dir !== stateDir && dir !== games) cleanStaleTemps(dir);
}

/** Removes `file` if it is a lock whose owner is gone, and the guards beside it nothing needs (see removeStaleLock); one unreadable or already gone is left for the lock's own take-over. */
function removeStaleQuietly(file: string, listed?: readonly string[]): void {
  try {
    removeStaleLock(file, listed);
  } catch {
    // left for the lock's own take-over
  }
}

/**
 * Moves an earlier version's save file to `target` in one rename, when it is
 * a regular file on the same file system; otherwise (a link, another file
 * system) it stays, and the save written at `target` is its copy.
 */
function moveWhole(file: string, target: string): boolean {
  if (!fs.lstatSync(file, { throwIfNoEntry: false })?.isFile()) return false;
  try {
    fs.renameSync(file, target);
    return true;
  } catch {
    // copied instead
    return false;
  }
}

/** save.json set aside while it is copied into the games folder, under the id of the game it becomes (save.json.k3x9qa). */
const CLAIMED_LEGACY = /^save\.json\.([a-z2-9]{6})$/;

/** The names of the save.json files set aside in `stateDir` by a freecell killed while it copied them. */
function claimedLegacy(stateDir: string): string[] {
  try {
    return fs.readdirSync(stateDir).filter((name) => CLAIMED_LEGACY.test(name));
  } catch {
    return [];
  }
}

/**
 * Finishes what a freecell killed while copying save.json into the games
 * folder began: a save.json.ID whose game ID is in the games folder was
 * copied (the copy appears whole, in one rename) and goes; one whose game is
 * not there takes save.json's place again, to be moved as it is. Returns the
 * id of a game found copied.
 */
function finishClaimed(stateDir: string, legacy: string): string | undefined {
  let copied: string | undefined;
  for (const name of claimedLegacy(stateDir)) {
    const id = CLAIMED_LEGACY.exec(name)![1]!;
    const claimed = path.join(stateDir, name);
    if (fs.lstatSync(path.join(gamesDir(stateDir), `${id}.save`), { throwIfNoEntry: false })) {
      fs.rmSync(claimed, { force: true });
      copied = id;
    } else if (!fs.lstatSync(legacy, { throwIfNoEntry: false })) fs.renameSync(claimed, legacy);
  }
  return copied;
}

/**
 * Gives the save moved from save.json the time of the file it came from (the
 * time its game was last played, by which the saves are listed). A time no
 * date holds (a far-future file time, which a tmpfs keeps whole), or one the
 * file system will not set, leaves the save with the time it was written:
 * the game is moved all the same, and save.json is not left to be moved again.
 */
function keepFileTime(file: string, mtimeMs: number): void {
  const when = new Date(mtimeMs);
  if (Number.isNaN(when.getTime())) return;
  try {
    fs.utimesSync(file, when, when);
  } catch {
    // the time it was written stays
  }
}

/** What happened to an old single save.json at start-up. */
export type LegacyMigration =
  | { readonly kind: 'none' }
  | { readonly kind: 'migrated'; readonly id: string }
  | { readonly kind: 'backup'; readonly id: string; readonly backupTime: number }
  | { readonly kind: 'damaged'; readonly file: string; readonly error: BadSaveError | UnreadableFileError; readonly keptAs: string };

/**
 * Moves the save.json of earlier versions (one save for every game) into the
 * games folder as a game of its own, under a lock so that two processes
 * starting together move it once. A damaged save.json is replaced by its
 * .bak when that one can be read (one rename, before the game is moved: a
 * freecell killed after it leaves a save.json that can be read, which the
 * next one moves); otherwise it is renamed to save.json.damaged and left
 * for the player. The .bak of a save.json that can be read is removed before
 * the game is moved, so that none is left beside the moved game. A file read
 * whose game `playable` refuses (throws BadSaveError: a move the rules do not
 * allow, which the first version's unsigned file may hold) is damaged too:
 * moved, it would be a save listed that cannot be resumed.
 */
export function migrateLegacySave(stateDir: string, playable: (game: SavedGame) => void): LegacyMigration {
  const legacy = path.join(stateDir, 'save.json');
  const backup = `${legacy}.bak`;
  if (!fs.existsSync(legacy) && claimedLegacy(stateDir).length === 0) return { kind: 'none' };
  let lock: Lock;
  try {
    lock = acquireLock(`${legacy}.lock`, 5000);
  } catch (err) {
    // a lock that cannot be written (a full disk) is named, with why in words, as a game's is
    if (err instanceof LockedError) throw err;
    throw fileSystemError(err, { action: 'lock', file: `${legacy}.lock` });
  }
  try {
    const copied = finishClaimed(stateDir, legacy);
    if (!fs.existsSync(legacy)) return copied === undefined ? { kind: 'none' } : { kind: 'migrated', id: copied };
    let game: SavedGame;
    let mtimeMs: number;
    let from: 'save' | 'backup' = 'save';
    const readPlayable = (file: string): ReturnType<typeof readSaveFile> => {
      const read = readSaveFile(file);
      playable(read.contents.game);
      return read;
    };
    try {
      const read = readPlayable(legacy);
      game = read.contents.game;
      mtimeMs = read.mtimeMs;
    } catch (err) {
      if (!(err instanceof BadSaveError) && !(err instanceof UnreadableFileError)) throw err;
      try {
        const read = readPlayable(backup);
        game = read.contents.game;
        mtimeMs = read.mtimeMs;
        from = 'backup';
      } catch {
        const keptAs = damagedName(legacy);
        fs.renameSync(legacy, keptAs);
        return { kind: 'damaged', file: legacy, error: err, keptAs };
      }
    }
    // The backup takes the damaged save.json's place first, so that the game is never in the games folder while
    // a damaged save.json is left behind, which the next freecell would set aside as if no game had been saved.
    // Beside a save.json that can be read, the backup goes first: once save.json is moved, nothing would remove it.
    if (from === 'backup') fs.renameSync(backup, legacy);
    else {
      try {
        fs.rmSync(backup, { force: true });
      } catch {
        // not a file an earlier version wrote (a folder under its name): left as it is, and the game moved all the same
      }
    }
    const slot = SaveSlot.create(stateDir);
    let claimed: string | undefined;
    try {
      // The file read is moved whole into the games folder first, in one rename, then rewritten there in
      // the present format: a freecell killed at any step leaves the game in one place, save.json or the
      // games folder (where an earlier version's file resumes as it is), never in both to be moved again.
      // A file that is copied instead (a link, another file system) is first set aside under the id of the
      // game it becomes, so that the next freecell knows it copied once that game is in the games folder.
      if (!moveWhole(legacy, slot.file)) {
        claimed = `${legacy}.${slot.id!}`;
        fs.renameSync(legacy, claimed);
      }
      slot.compact(game);
      keepFileTime(slot.file, mtimeMs);
    } finally {
      slot.close();
    }
    fs.rmSync(claimed ?? legacy, { recursive: false, force: true });
    return from === 'save' ? { kind: 'migrated', id: slot.id! } : { kind: 'backup', id: slot.id!, backupTime: mtimeMs };
  } finally {
    lock.release();
  }
}

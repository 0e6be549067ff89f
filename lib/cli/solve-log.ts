// The results file of `solve --range` (--jsonl): an append-only log, one whole line a deal, read back to resume.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { MAX_GAME_NUMBER, readJson } from '../core';
import { type Lock, FileSystemError, LockedError, acquireLock, fileSystemError, flushToDisk, giveOwner, inheritedOwner, isSharedLink, onOtherMachine, physicalPath, refuseHardLinks, writeAllBytes } from '../store';
import { type NotationPiles, isStandardMoveOf } from '../notation';
import { reasonOf } from '../ui';
import { UsageError, catalog } from './common';
import type { DealResult, RunKey } from './solve-worker';

export type { RunKey } from './solve-worker';

/** An open results file: regular files are read back and appended to; FIFOs and devices are written as a stream. */
export interface ResultsLog {
  readonly file: string;
  /** Whether it is a regular file (read back, repaired, appended to). */
  readonly regular: boolean;
  /** Whether it is the file or pipe standard output writes to (`--jsonl /dev/stdout`, or `> FILE` on its own name): nothing else may be written there (a device never is: see isStandardOutput). */
  readonly standardOutput: boolean;
  /**
   * Appends one whole line (formatResultLine's); lines are written together,
   * at most FLUSH_MS after the first of them; UsageError when writing fails
   * (cannot write) or when the file is no longer at its name (moved, removed
   * or replaced: nothing more is written to it).
   */
  append(line: string): void;
  /** Cuts a regular file to its first `bytes` bytes. */
  truncate(bytes: number): void;
  /** A regular file's lines from its start and its size now, read through the descriptor the run holds (never reopened by its name). */
  readLines(): { readonly lines: LineReader; readonly size: number };
  /** Writes the lines appended so far, flushes a regular file to disk and closes it; UsageError when writing fails. */
  close(): void;
}

const STATUSES = new Set(['solved', 'unwinnable', 'gave-up']);

/** How long, in milliseconds, an appended line may wait to be written with the lines after it. */
export const FLUSH_MS = 100;

/** How many bytes of lines make a write at once (a write holds at most this and one line). */
export const FLUSH_BYTES = 1 << 16;


/** Refuses a results file named through a link another user put in a folder everyone may write with the sticky bit (see isSharedLink). */
function refuseSharedLink(file: string): void {
  let link: fs.Stats | undefined;
  let folder: fs.Stats | undefined;
  try {
    link = fs.lstatSync(file);
    if (!link.isSymbolicLink()) return;
    folder = fs.statSync(path.dirname(physicalPath(file)));
  } catch {
    // Not there, or not to be looked at: opening it says why.
    return;
  }
  if (isSharedLink(folder, link, process.geteuid?.()))
    throw new UsageError(catalog.usage.cannotWrite(file, reasonOf(catalog, new FileSystemError('shared-link'))));
}

/**
 * Opens a regular results file to read and append. A new file is created
 * exclusively, so a link put in its place is never followed into another
 * file; an existing link to a regular file is followed (the file it names is
 * the results file), a link to a missing file is refused. `created` says
 * whether this call made the file.
 */
function openRegularLog(file: string, missing: boolean): { fd: number; created: boolean } {
  const { O_RDWR, O_CREAT, O_EXCL, O_APPEND } = fs.constants;
  if (missing) {
    try {
      const fd = fs.openSync(file, O_RDWR | O_CREAT | O_EXCL | O_APPEND, 0o666);
      const owner = inheritedOwner(path.dirname(physicalPath(file)));
      if (owner) giveOwner(fd, owner.uid, owner.gid);
      return { fd, created: true };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  try {
    return { fd: fs.openSync(file, O_RDWR | O_APPEND), created: false };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' && fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink())
      throw new UsageError(catalog.usage.cannotWrite(file, reasonOf(catalog, new FileSystemError('missing-link-target'))));
    throw err;
  }
}

/** Closes `fd` on the way out of a failure, whose own error is the one to report. */
function closeQuietly(fd: number): void {
  try {
    fs.closeSync(fd);
  } catch {
    // The failure on the way is the one to report.
  }
}

/** Removes `file` when it is still the empty file open as `fd` (nobody has written to it or put another file in its place). */
function removeIfEmpty(file: string, fd: number): void {
  try {
    const open = fs.fstatSync(fd);
    const named = fs.lstatSync(file);
    if (open.size === 0 && named.dev === open.dev && named.ino === open.ino) fs.unlinkSync(file);
  } catch {
    // Gone already, or not ours to remove: an empty file resumes as a new one.
  }
}

/** The name of the file itself when `file` is a link to it (two names of one file then share a lock), else `file`. */
function ownName(file: string): string {
  try {
    return fs.lstatSync(file).isSymbolicLink() ? fs.realpathSync(file) : file;
  } catch {
    return file;
  }
}

/**
 * Whether a file opened is the one standard output writes to (the same file
 * or pipe); false when standard output is closed, and for a device (a
 * terminal shows both, the null device keeps neither: the summary stays where
 * the user sent standard output).
 */
function isStandardOutput(opened: fs.Stats): boolean {
  if (opened.isCharacterDevice()) return false;
  const out = (() => {
    try {
      return fs.fstatSync(1);
    } catch {
      return undefined;
    }
  })();
  return out !== undefined && out.dev === opened.dev && out.ino === opened.ino;
}

/**
 * Opens the results file before anything is solved: '' and folders are
 * refused, a FIFO is opened without waiting (no reader: refused), a device
 * is written as it is, and a regular file is opened to append (created when
 * missing). Throws UsageError with the sentence to show.
 */
export function openResultsLog(file: string, key: RunKey): ResultsLog {
  if (file === '') throw new UsageError(catalog.usage.jsonlNeedsName);
  refuseSharedLink(file);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new UsageError(catalog.usage.cannotWrite(file, reasonOf(catalog, fileSystemError(err))));
  }
  if (stat?.isDirectory()) throw new UsageError(catalog.usage.cannotWrite(file, reasonOf(catalog, new FileSystemError('folder'))));
  const { O_WRONLY, O_APPEND, O_NONBLOCK } = fs.constants;
  let fd: number;
  let created = false;
  try {
    if (stat?.isFIFO()) fd = fs.openSync(file, O_WRONLY | O_NONBLOCK);
    else if (stat !== undefined && !stat.isFile()) fd = fs.openSync(file, O_WRONLY | O_APPEND);
    else ({ fd, created } = openRegularLog(file, stat === undefined));
  } catch (err) {
    if (err instanceof UsageError) throw err;
    if ((err as NodeJS.ErrnoException).code === 'ENXIO') throw new UsageError(catalog.usage.jsonlNoReader(file));
    throw new UsageError(catalog.usage.cannotWrite(file, reasonOf(catalog, fileSystemError(err))));
  }
  const cannotWrite = (err: unknown): UsageError => new UsageError(catalog.usage.cannotWrite(file, reasonOf(catalog, fileSystemError(err))));
  let regular: boolean;
  let standardOutput: boolean;
  try {
    const opened = fs.fstatSync(fd);
    regular = opened.isFile();
    standardOutput = isStandardOutput(opened);
  } catch (err) {
    closeQuietly(fd);
    throw cannotWrite(err);
  }
  // Two runs appending to one file would solve every deal twice: the second is refused while the first runs.
  // The lock is named after the file itself, not after a link to it, so that runs given two names of one file share it.
  let lock: Lock | undefined;
  if (regular) {
    const lockFile = `${ownName(file)}.lock`;
    try {
      lock = acquireLock(lockFile);
    } catch (err) {
      // A run refused leaves nothing behind: the empty file it made (a full disk refuses the lock, not the file) goes;
      // but not when another run holds the lock: two runs started at once, that one may have opened this file since
      // (made here a moment before), and would lose it at its first write.
      if (created && !(err instanceof LockedError)) removeIfEmpty(file, fd);
      closeQuietly(fd);
      if (err instanceof LockedError) {
        const host = onOtherMachine(err.owner) ? err.owner.host : undefined;
        // err.file: the lock, or the guard a process of another machine holds while it takes over a stale lock (the one to remove if it died there)
        throw new UsageError(catalog.usage.jsonlInUse(file, err.owner.pid, host, err.file));
      }
      throw new UsageError(catalog.usage.cannotWrite(lockFile, reasonOf(catalog, fileSystemError(err))));
    }
  }
  // A run writes its file only while the name it was given still leads to it (see atItsName).
  let opened: fs.Stats | undefined;
  if (regular) {
    // Another name of the file (a hard link) would have a lock of its own: two runs could both append.
    try {
      opened = fs.fstatSync(fd);
      refuseHardLinks(opened);
    } catch (err) {
      closeQuietly(fd);
      lock?.release();
      throw cannotWrite(err);
    }
  }
  // A run writes its file only while the name it was given still leads to it: a file moved (to be run on
  // under its new name, whose lock is another), removed or replaced would otherwise take lines from two runs,
  // or lose them.
  const atItsName = (): boolean => {
    if (opened === undefined) return true;
    try {
      const now = fs.statSync(file, { throwIfNoEntry: false });
      return now !== undefined && now.dev === opened.dev && now.ino === opened.ino;
    } catch {
      return false;
    }
  };
  let open = true;
  let pending: string[] = [];
  let pendingBytes = 0;
  let timer: NodeJS.Timeout | undefined;
  /** A failure of a write the timer made, reported by the next append, flush or close. */
  let failure: unknown;
  /** Writes the lines appended so far, in one write call. */
  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (failure !== undefined) throw failure;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    pendingBytes = 0;
    if (!atItsName()) {
      failure = new UsageError(catalog.usage.jsonlMoved(file));
      throw failure;
    }
    let before: number | undefined;
    try {
      before = regular ? fs.fstatSync(fd).size : 0;
      // One write call for whole lines: a reader (or a rerun) never sees half of one unless the run is killed mid-call.
      writeAllBytes(fd, Buffer.from(text, 'utf8'));
    } catch (err) {
      failure = cannotWrite(err);
      // A full disk or a file size limit can take part of the lines: the file is cut back to its whole lines.
      if (regular && before !== undefined) {
        try {
          fs.ftruncateSync(fd, before);
        } catch {
          // the rerun cuts the torn line off
        }
      }
      throw failure;
    }
  };
  const flushLater = (): void => {
    try {
      flush();
    } catch {
      // kept in `failure` for the next append, flush or close
    }
  };
  return {
    file,
    regular,
    standardOutput,
    append(line) {
      // its descriptor may be another file's by now
      if (!open) throw new Error('a line appended to a closed results log');
      if (failure !== undefined) throw failure;
      pending.push(line);
      pendingBytes += line.length;
      if (pendingBytes >= FLUSH_BYTES) flush();
      else if (timer === undefined) timer = setTimeout(flushLater, FLUSH_MS).unref();
    },
    truncate(bytes) {
      try {
        fs.ftruncateSync(fd, bytes);
      } catch (err) {
        throw new UsageError(catalog.usage.cannotWrite(file, reasonOf(catalog, fileSystemError(err))));
      }
    },
    readLines() {
      let size: number;
      try {
        size = fs.fstatSync(fd).size;
      } catch (err) {
        throw cannotWrite(err);
      }
      return { lines: new LineReader(fd, size), size };
    },
    close() {
      if (!open) return;
      open = false;
      let error: unknown;
      try {
        flush();
        // a network file system may say only now that the lines could not be kept (a quota, a full disk)
        if (regular) {
          try {
            flushToDisk(fd);
          } catch (err) {
            throw cannotWrite(err);
          }
        }
      } catch (err) {
        error = err;
      }
      try {
        // ...or only when the file is closed
        fs.closeSync(fd);
      } catch (err) {
        error ??= cannotWrite(err);
      }
      lock?.release();
      if (error !== undefined) throw error;
    },
  };
}

/** A result read back: what the summary and `report` need. */
export type LoggedResult = Pick<DealResult, 'deal' | 'status' | 'length'> & { readonly ms?: number };

/** The longest line a results file may hold (a solution is a few hundred bytes); a longer one is not a result. */
export const MAX_LOG_LINE = 1 << 20;

/** One line of a results file, as LineReader finds it. */
export interface LogLine {
  /** The line's text, without its newline ('' when it was too long to keep). */
  readonly text: string;
  /** Its number, from 1. */
  readonly number: number;
  /** The byte offset where it starts. */
  readonly start: number;
  /** The byte offset just after it (and its newline). */
  readonly end: number;
  /** It has no newline: the file ends in the middle of it. */
  readonly torn: boolean;
  /** It is longer than MAX_LOG_LINE. */
  readonly tooLong: boolean;
  /** It holds only NUL bytes: the end of a file that the system grew but never wrote (a power cut before the data reached the disk). */
  readonly zeros: boolean;
}

/**
 * Reads a file line by line in 1 MB chunks, whatever its size: memory stays
 * within a chunk and one line of at most MAX_LOG_LINE bytes.
 */
export class LineReader {
  private readonly chunk = Buffer.alloc(1 << 20);
  private chunkLength = 0;
  private chunkAt = 0;
  /** File offset of chunk[0]. */
  private chunkStart = 0;
  private lineNumber = 0;
  private ended = false;

  constructor(
    private readonly fd: number,
    private readonly size = Infinity,
  ) {}

  private fill(): boolean {
    if (this.ended) return false;
    this.chunkStart += this.chunkLength;
    const want = Math.min(this.chunk.length, this.size - this.chunkStart);
    this.chunkLength = want <= 0 ? 0 : fs.readSync(this.fd, this.chunk, 0, want, this.chunkStart);
    this.chunkAt = 0;
    if (this.chunkLength === 0) this.ended = true;
    return !this.ended;
  }

  /** A line's text ('' when too long to keep); the first line's without the byte-order mark an editor may have put before it. */
  private textOf(parts: Buffer[], tooLong: boolean): string {
    if (tooLong) return '';
    const text = Buffer.concat(parts).toString('utf8');
    return this.lineNumber === 0 && text.startsWith('\uFEFF') ? text.slice(1) : text;
  }

  /** The next line, or null at the end of the file. */
  next(): LogLine | null {
    if (this.chunkAt >= this.chunkLength && !this.fill()) return null;
    const start = this.chunkStart + this.chunkAt;
    const parts: Buffer[] = [];
    let kept = 0;
    let tooLong = false;
    let zeros = true;
    let bytes = 0;
    for (;;) {
      const nl = this.chunk.indexOf(10, this.chunkAt);
      const end = nl >= 0 && nl < this.chunkLength ? nl : this.chunkLength;
      // a result's first byte ends this look at once
      for (let i = this.chunkAt; zeros && i < end; i++) if (this.chunk[i] !== 0) zeros = false;
      bytes += end - this.chunkAt;
      if (!tooLong) {
        if (kept + end - this.chunkAt > MAX_LOG_LINE) {
          tooLong = true;
          parts.length = 0;
        } else {
          parts.push(Buffer.from(this.chunk.subarray(this.chunkAt, end)));
          kept += end - this.chunkAt;
        }
      }
      if (end < this.chunkLength) {
        this.chunkAt = end + 1;
        return { text: this.textOf(parts, tooLong), number: ++this.lineNumber, start, end: this.chunkStart + this.chunkAt, torn: false, tooLong, zeros: zeros && bytes > 0 };
      }
      this.chunkAt = this.chunkLength;
      if (!this.fill()) {
        return { text: this.textOf(parts, tooLong), number: ++this.lineNumber, start, end: this.chunkStart, torn: true, tooLong, zeros: zeros && bytes > 0 };
      }
    }
  }
}

/**
 * The longest time a line may give one deal, in milliseconds: a year. No
 * run spends that long on one deal, and bounding it keeps the sum of any
 * number of lines finite and, in hundredths, exact (lib/cli/report.ts).
 */
export const MAX_RESULT_MS = 365 * 24 * 3600 * 1000;

/**
 * A line of a results file as a result with its run key, or null when it is
 * not one: values no run writes (a deal past the last game number, a negative
 * length or time, a time above MAX_RESULT_MS, a solution of more moves than a
 * line has bytes, a solved deal of no move, a deal not solved with moves,
 * moves that are not text or not `length` moves) make it none.
 */
export function parseResultLine(text: string): (LoggedResult & RunKey) | null {
  const read = readJson(text);
  if (!read.ok) return null;
  const value = read.value;
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const ok =
    Number.isSafeInteger(v.deal) &&
    (v.deal as number) >= 1 &&
    (v.deal as number) <= MAX_GAME_NUMBER &&
    typeof v.status === 'string' &&
    STATUSES.has(v.status) &&
    Number.isSafeInteger(v.length) &&
    (v.length as number) >= 0 &&
    (v.length as number) <= MAX_LOG_LINE &&
    // a solution has a move at least (no deal is won as dealt); a deal not solved has none
    (v.status === 'solved') === (v.length as number) > 0 &&
    (v.ms === undefined || (typeof v.ms === 'number' && v.ms >= 0 && v.ms <= MAX_RESULT_MS)) &&
    typeof v.variant === 'string' &&
    typeof v.rules === 'string' &&
    (v.moves === undefined || (typeof v.moves === 'string' && holdsMoves(v.moves, v.length as number, v.rules))) &&
    (v.mode === 'fast' || v.mode === 'exact' || v.mode === 'short');
  return ok ? (v as unknown as LoggedResult & RunKey) : null;
}

/** The piles a line's rules name, as rulesKey (lib/cli/solve.ts) writes them: `cells=4 columns=8`. */
const RULES_CELLS = /(?:^| )cells=([0-9]{1,8})(?= |$)/;
const RULES_COLUMNS = /(?:^| )columns=([0-9]{1,8})(?= |$)/;

/** How many verdicts on tokens other than two characters a MoveTokens keeps before it forgets them. */
const MAX_KEPT_TOKENS = 4096;

/**
 * Says whether tokens are standard-notation moves of one rules' piles,
 * asking isStandardMoveOf once for each token: a results file holds
 * millions of moves but few different ones. A token of two characters
 * (most of them: "6a", "3h") is looked up by its character codes without
 * being cut out of its line.
 */
class MoveTokens {
  /** Verdicts on two-character tokens, by 128 * first code + second code: 0 not asked yet, 1 a move, 2 none. */
  private readonly pairs = new Uint8Array(128 * 128);
  private readonly kept = new Map<string, boolean>();

  constructor(private readonly piles: NotationPiles) {}

  /** Whether moves.slice(start, end) is a move of these piles. */
  isMove(moves: string, start: number, end: number): boolean {
    if (end - start === 2) {
      const a = moves.charCodeAt(start);
      const b = moves.charCodeAt(start + 1);
      if (a < 128 && b < 128) {
        const at = a * 128 + b;
        if (this.pairs[at] === 0) this.pairs[at] = isStandardMoveOf(moves.slice(start, end), this.piles) ? 1 : 2;
        return this.pairs[at] === 1;
      }
    }
    const token = moves.slice(start, end);
    let verdict = this.kept.get(token);
    if (verdict === undefined) {
      verdict = isStandardMoveOf(token, this.piles);
      if (this.kept.size >= MAX_KEPT_TOKENS) this.kept.clear();
      this.kept.set(token, verdict);
    }
    return verdict;
  }
}

/** The rules last asked about and their MoveTokens (null: they name no piles); a file's lines share their rules. */
let lastRules: string | undefined;
let lastTokens: MoveTokens | null = null;

function moveTokensOf(rules: string): MoveTokens | null {
  if (rules !== lastRules) {
    const cells = RULES_CELLS.exec(rules);
    const columns = RULES_COLUMNS.exec(rules);
    lastRules = rules;
    lastTokens = cells && columns ? new MoveTokens({ cells: Number(cells[1]), columns: Number(columns[1]) }) : null;
  }
  return lastTokens;
}

/**
 * Whether `moves` holds exactly `length` moves as a run writes them (tokens
 * of standard notation for the piles `rules` name, one space between two,
 * none for no move: an empty token or one with white space is no move); a line whose moves were dropped has no `moves` and is
 * not asked.
 */
function holdsMoves(moves: string, length: number, rules: string): boolean {
  if (length === 0) return moves === '';
  const tokens = moveTokensOf(rules);
  if (tokens === null) return false;
  let count = 0;
  for (let start = 0; ; ) {
    const space = moves.indexOf(' ', start);
    const end = space < 0 ? moves.length : space;
    if (++count > length || !tokens.isMove(moves, start, end)) return false;
    if (space < 0) return count === length;
    start = space + 1;
  }
}

/** How every line of a results file starts (append writes `deal` first). */
const RESULT_START = '{"deal":';

/** Whether a line that is not a whole result starts like one (so a run killed while writing it tore it). */
export function startsLikeResult(text: string): boolean {
  return text.startsWith(RESULT_START) || (text !== '' && RESULT_START.startsWith(text));
}

/**
 * Whether a last line that is not a result can be the end of a write cut
 * short: NUL bytes, or the start of a result. A whole JSON object with its
 * newline cannot: a cut write never ends in one, so such a line (a newer
 * freecell's result, say, with a status or notation this one does not know)
 * is never cut off.
 */
export function isCutShort(line: LogLine): boolean {
  if (line.zeros) return true;
  if (line.tooLong || !startsLikeResult(line.text)) return false;
  if (line.torn) return true;
  const read = readJson(line.text);
  return !(read.ok && typeof read.value === 'object' && read.value !== null && !Array.isArray(read.value));
}

/** How many lines are read back between two turns of the event loop. */
const READ_BACK_STRETCH = 4096;

/** Whether a line of a results file is blank (spaces at most, with its newline): no result, and no damage either. */
export function isBlankLine(line: LogLine): boolean {
  return !line.torn && !line.tooLong && line.text.trim() === '';
}

/**
 * Reads back the results of a regular results file in one pass and flat
 * memory, calling `found` for each line. A torn last line (the start of a
 * result, with or without its newline, or NUL bytes that a power cut left
 * where lines were to be) is cut off; any other last line is refused, so a file that is not a results file is
 * never cut; a line of another variant, rules or mode, or a
 * bad line before the last, are refused (UsageError).
 */
export async function readBackLog(log: ResultsLog, key: RunKey, found: (r: LoggedResult) => void): Promise<void> {
  if (!log.regular) return;
  // the run's own descriptor: a file put at its name since it was opened is neither read nor cut
  const { lines, size } = log.readLines();
  let bad: LogLine | null = null;
  let end = 0;
  for (let line = lines.next(); line !== null; line = lines.next()) {
    // a large file takes seconds: a signal is acted on between two stretches of it
    if (line.number % READ_BACK_STRETCH === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    if (bad) throw new UsageError(catalog.usage.jsonlBadLine(log.file, bad.number));
    // a blank line (one an editor left) holds no result, and is kept
    if (isBlankLine(line)) {
      end = line.end;
      continue;
    }
    const r = line.torn || line.tooLong ? null : parseResultLine(line.text);
    if (r === null) {
      bad = line;
      continue;
    }
    const other = r.variant !== key.variant ? 'variant' : r.rules !== key.rules ? 'rules' : r.mode !== key.mode ? 'mode' : null;
    if (other) throw new UsageError(catalog.usage.jsonlOtherRun(log.file, line.number, other, r[other], key[other]));
    found(r);
    end = line.end;
  }
  // A last line that starts like a result is one a killed run tore, and NUL bytes are lines a power cut lost:
  // either is cut off. Anything else (a whole line included) is not ours to cut.
  if (bad && !isCutShort(bad)) throw new UsageError(catalog.usage.jsonlBadLine(log.file, bad.number));
  if (end < size) log.truncate(end);
}

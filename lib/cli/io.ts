// The process's real input and output: synchronous stdout that survives EPIPE, line input from a tty or a pipe.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { isatty } from 'node:tty';
import { FreecellError } from '../core';
import { fileSystemError } from '../store/atomic-file';
import { UnreadableFileError, readTextFile } from '../store/read-file';
import { type TextWriter, openTextWriter, writeAllBytes, writeTextFile } from '../store/write-file';
import { type Catalog, type Charset, type FileKind, decodeText, encodeText, localeCatalog, localeCharset, reasonOf, visible } from '../ui';
import { endBySignal } from './exit';

const KB = 1024;
const MB = 1024 * KB;

/**
 * The most bytes the program reads from each kind of input file: far more
 * than a real file of the kind holds (a deck is under 1 KB, a board a few
 * KB, a long game's save or moves well under 1 MB), small enough that
 * reading and parsing stay cheap (a moves file at its limit is read in
 * about a second). Anything larger is refused unread.
 */
export const READ_LIMITS: Readonly<Record<FileKind, number>> = {
  deck: 64 * KB,
  board: 256 * KB,
  moves: 4 * MB,
  transcript: 4 * MB,
  save: 8 * MB,
  stats: 1 * MB,
  deals: 64 * MB,
  /** Results files are read line by line (report, a resumed run), never whole: no limit. */
  results: Number.MAX_SAFE_INTEGER,
  settings: 64 * KB,
};

/** The longest line the line readers keep whole; a longer one comes in pieces of this many bytes. */
export const MAX_INPUT_LINE = 16 * MB;

/** What the CLI needs from the outside world; tests pass their own. */
export interface CliIO {
  /** Writes text to standard output. */
  readonly out: (text: string) => void;
  /** Writes text to standard error. */
  readonly err: (text: string) => void;
  /** Shows a prompt and reads one line (without its newline), or null at end of input, synchronously: a question on a terminal is asked with askLine instead. */
  readonly readLine: (prompt: string) => string | null;
  /**
   * Reads all of standard input as the bytes of a file (`replay -`, `solve
   * --deals -`), up to `limit` bytes: undefined past them, read no further.
   * Throws UnreadableFileError (kind 'stdin') when it cannot be read.
   */
  readonly readInput: (limit: number) => Buffer | undefined;
  /**
   * The game loop's reader where the process waits for input asynchronously
   * (so that signals are handled while it waits): shows a prompt and reads a
   * line, or null at the end. Without it, the loop uses readLine.
   */
  readonly nextLine?: (prompt: string) => Promise<string | null>;
  /** Throws UnreadableFileError (kind 'stdin') when standard input cannot be read (see checkStandardInput): asked before a game draws anything. */
  readonly checkInput?: () => void;
  /** Lets standard input go once the game loop is over (so that the process can end). */
  readonly endInput?: () => void;
  /**
   * The lines typed ahead on a terminal (pasted, or typed while the program
   * worked), taken off the input unread: after a refused line, so that they
   * are not played on a game they were not typed for. Empty for other input,
   * whose lines are all read as they come.
   */
  readonly dropTypedAhead?: () => string[];
  /** Whether a terminal resized while a line is asked for has the screen drawn again (the default; off for --plain, whose sentences a resize does not spoil). */
  readonly redrawOnResize?: (on: boolean) => void;
  /** Reads a regular file of a kind within its size limit (READ_LIMITS), `~` the home folder as for writeFile; throws UnreadableFileError. */
  readonly readFile: (path: string, kind: FileKind) => string;
  /** Writes a file the user named (see writeTextFile: regular files replaced atomically, devices and FIFOs streamed, `~` is the home folder); throws an Error with a short reason. */
  readonly writeFile: (path: string, text: string) => void;
  /** Starts writing a file the user named piece by piece, by writeFile's policy (see openTextWriter); a file that cannot be written (a folder, no such folder, a read-only folder...) throws an Error with a short reason here, before any work is done. */
  readonly openWriter: (path: string) => TextWriter;
  /** The user's home folder (for the default state folder and ~ in file names), undefined when none is known (see homeFolder). */
  readonly home: string | undefined;
  /** Milliseconds from a clock that only runs forward at its own pace (not the wall clock, which may be stepped): for durations and time limits only. */
  readonly now: () => number;
  /** Whether standard output is a terminal (for colour). */
  readonly stdoutIsTTY: boolean;
  /** The width of the terminal standard output is, read when asked (it may be resized); undefined for a pipe or a file. */
  readonly columns?: () => number | undefined;
  /** The height of that terminal in rows, read when asked; undefined for a pipe or a file. */
  readonly rows?: () => number | undefined;
  /** The width of the terminal standard error is (for progress bars), read when asked; undefined for a pipe or a file. */
  readonly errColumns?: () => number | undefined;
  /** Whether standard input is a terminal (its echo comes from the terminal, not from us). */
  readonly stdinIsTTY: boolean;
  /** Whether standard error is a terminal (for progress bars). */
  readonly stderrIsTTY: boolean;
  /** The environment (NO_COLOR, FORCE_COLOR). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** A random number in [0, 1). */
  readonly random: () => number;
}

function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Exit status when output could not be written: standard output, or a file the user named where the program ends. */
export const EXIT_CANNOT_WRITE = 5;

/** The words of the run once its language is known (--lang, the language setting, the locale: see useOutputWords). */
let outputWords: Catalog | undefined;

/** Sets the words standardOutputFailed says its sentence in: the run's (common.useCatalog sets them with its own). */
export function useOutputWords(words: Catalog): void {
  outputWords = words;
}

/** The catalog of a standard output that fails: the run's, or before its language is known, the locale's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). */
function wordsFromEnv(): Catalog {
  return outputWords ?? localeCatalog(process.env);
}

/** The status the process ends with, quietly, when standard output's reader goes away: 0 until the command run knows its verdict (see verdictKnown; run sets it back to 0 as each command starts). */
let readerGoneStatus = 0;

/**
 * Says the status the command ends with, before it prints what shows it
 * (replay's position at an illegal move, solve's answer, a transcript's
 * difference), so that standard output's reader going away meanwhile
 * (`| head -1`) ends the process quietly with that status rather than 0.
 */
export function verdictKnown(status: number): void {
  readerGoneStatus = status;
}

/** What ends the process when standard output's reader goes away, instead of the verdict's status and no word (see whenReaderGone). */
let readerGone: (() => string) | undefined;

/**
 * Makes standard output's reader going away (EPIPE) end the process with
 * this sentence on standard error and status EXIT_CANNOT_WRITE, until it is
 * called again with undefined: `transcript record`, whose FILE is then not
 * whole and left as it was.
 */
export function whenReaderGone(sentence: (() => string) | undefined): void {
  readerGone = sentence;
}

/**
 * Ends the process because standard output failed: a closed pipe (EPIPE)
 * quietly with status 0, or the verdict's (verdictKnown), or as
 * whenReaderGone says; a terminal that is gone (EIO: its window closed,
 * its ssh connection dropped, noticed before its SIGHUP, as after a long
 * search) as on SIGHUP, quietly, since Node's own exit would abort trying
 * to restore its settings; any other error (ENOSPC, EIO of a file...) with
 * one sentence on standard error and status EXIT_CANNOT_WRITE.
 */
export function standardOutputFailed(err: unknown): never {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EPIPE' && readerGone === undefined) process.exit(readerGoneStatus);
  if (code === 'EIO' && process.stdout.isTTY) endBySignal('SIGHUP');
  try {
    const sentence = code === 'EPIPE' && readerGone !== undefined ? readerGone() : wordsFromEnv().usage.cannotWriteOutput(reasonOf(wordsFromEnv(), fileSystemError(err)));
    writeAllBytes(2, encodeText(`freecell: ${sentence}\n`, localeCharset(process.env)));
  } catch {
    // Standard error fails too: the exit status is all that is left to tell it.
  }
  process.exit(EXIT_CANNOT_WRITE);
}

/**
 * Writes all of `text` to standard output (fd 1) or standard error (fd 2),
 * encoded in `charset` (the terminal's: see localeCharset).
 * Standard output failing ends the process (see standardOutputFailed);
 * standard error failing is ignored, so that reporting never loops or
 * crashes and the exit status still says what happened.
 */
export function writeFully(fd: number, text: string, charset: Charset = 'utf-8'): void {
  try {
    writeAllBytes(fd, encodeText(text, charset));
  } catch (e) {
    if (fd === 2) return;
    standardOutputFailed(e);
  }
}

/** `~` and `~/x` name the home folder and a file in it; other names are left as they are. */
export function expandHome(file: string, home: string | undefined): string {
  if (home === undefined) return file;
  if (file === '~') return home;
  if (file.startsWith('~/')) return path.join(home, file.slice(2));
  return file;
}

/** Reads up to `into.length` bytes into `into`; returns 0 at end of input. */
export type ChunkReader = (into: Buffer) => number;

/**
 * All the bytes of a source up to `limit`, or undefined when it holds more:
 * it is read no further, so endless input ends there. They are read into
 * one buffer that doubles as it fills, so that a source handing out a few
 * bytes at a time (a pipe from a program that writes a line at a time)
 * costs no more than its bytes.
 */
export function readAllBytes(read: ChunkReader, limit: number): Buffer | undefined {
  let buffer = Buffer.allocUnsafe(Math.min(65536, limit + 1));
  let total = 0;
  for (;;) {
    if (total === buffer.length) {
      if (total > limit) return undefined;
      const bigger = Buffer.allocUnsafe(Math.min(buffer.length * 2, limit + 1));
      buffer.copy(bigger, 0, 0, total);
      buffer = bigger;
    }
    const n = read(buffer.subarray(total));
    if (n === 0) return buffer.subarray(0, total);
    total += n;
  }
}

/** Standard input that cannot be read (a folder given as `< DIR`), as an UnreadableFileError of kind 'stdin'. */
function unreadableInput(err: unknown): UnreadableFileError {
  if ((err as NodeJS.ErrnoException).code === 'EISDIR') return new UnreadableFileError('-', 'folder', { kind: 'stdin' });
  return new UnreadableFileError('-', 'other', { kind: 'stdin', detail: err instanceof Error ? err.message : String(err) });
}

/** Whether file descriptor `fd` is open for writing only, where the system tells (Linux's /proc); false where it does not. */
function isWriteOnly(fd: number): boolean {
  try {
    const flags = /^flags:\s*([0-7]+)$/m.exec(fs.readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'));
    // O_ACCMODE is the low two bits: 1 is O_WRONLY
    return flags !== null && (parseInt(flags[1]!, 8) & 3) === 1;
  } catch {
    return false;
  }
}

/**
 * Refuses standard input that cannot be read, before anything is drawn
 * (UnreadableFileError, kind 'stdin'): a folder (which Node would read as
 * empty input) or a file open for writing only (`0>FILE`, whose reads fail).
 * A closed standard input is empty input, not refused.
 */
export function checkStandardInput(): void {
  let folder = false;
  try {
    folder = fs.fstatSync(0).isDirectory();
  } catch {
    // No standard input at all: end of input.
  }
  if (folder) throw new UnreadableFileError('-', 'folder', { kind: 'stdin' });
  if (isWriteOnly(0)) throw new UnreadableFileError('-', 'write-only', { kind: 'stdin' });
}

/** Reads fd 0 synchronously, waiting out EAGAIN; a closed or missing stdin is end of input; throws UnreadableFileError (UNREADABLE_FILE, kind 'stdin') when it cannot be read. */
export function readStdinChunk(into: Buffer): number {
  for (;;) {
    try {
      return fs.readSync(0, into, 0, into.length, null);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        sleepMs(5);
        continue;
      }
      if (code === 'EOF' || code === 'EBADF') return 0;
      throw unreadableInput(e);
    }
  }
}

const LF = 10;
const CR = 13;
const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);

/** Takes a UTF-8 byte-order mark off the start of a byte stream: `feed` holds the first bytes back until they are known not to be one, `flush` (at the end) gives back what it still holds. */
function byteOrderMarkSkipper(): { feed: (chunk: Buffer) => Buffer; flush: () => Buffer } {
  let held: Buffer | undefined = Buffer.alloc(0);
  return {
    feed: (chunk) => {
      if (held === undefined) return chunk;
      const start = held.length === 0 ? chunk : Buffer.concat([held, chunk]);
      const n = Math.min(start.length, BYTE_ORDER_MARK.length);
      if (start.subarray(0, n).equals(BYTE_ORDER_MARK.subarray(0, n)) && n < BYTE_ORDER_MARK.length) {
        held = start;
        return Buffer.alloc(0);
      }
      held = undefined;
      return n === BYTE_ORDER_MARK.length && start.subarray(0, n).equals(BYTE_ORDER_MARK) ? start.subarray(n) : start;
    },
    flush: () => {
      const rest = held ?? Buffer.alloc(0);
      held = undefined;
      return rest;
    },
  };
}

/** Where the line that starts at `from` ends in `chunk` (its LF or CR), or -1; `cr` caches the next CR's place, so that a chunk is searched for CRs once however many LF lines it holds. */
function lineEnd(chunk: Buffer, from: number, cr: { at: number }): number {
  if (cr.at < from && cr.at !== -1) cr.at = chunk.indexOf(CR, from);
  const lf = chunk.indexOf(LF, from);
  if (cr.at === -1) return lf;
  return lf === -1 || cr.at < lf ? cr.at : lf;
}

/**
 * A reader of whole lines from a byte source; null at the end. A line ends
 * at LF, CRLF or a lone CR (old Mac files); the LF is left out, a CR is kept
 * (the parser reads it as a space, and a pipe's echo shows it, as the CSE
 * 231 transcripts do). A UTF-8 byte-order mark at the start is skipped. It
 * works in linear time: each byte is searched for a line end once and
 * copied at most twice. A line longer than `maxLine` bytes is handed out in
 * pieces of `maxLine` bytes, so endless input without a newline never holds
 * more than that in memory. Each line is decoded in the character set the
 * call asks for (UTF-8 unless told: see decodeText), so that one input can
 * give file contents in UTF-8 and typed lines in the terminal's charset.
 */
export function lineReader(read: ChunkReader, maxLine = MAX_INPUT_LINE): (charset?: Charset) => string | null {
  // The bytes of the current line read so far (from earlier chunks), and the last chunk with where its unread part starts.
  let parts: Buffer[] = [];
  let partsLength = 0;
  let chunk: Buffer = Buffer.alloc(0);
  let at = 0;
  let ended = false;
  // The last line ended with a CR: an LF next is the same line end (CRLF).
  let afterCR = false;
  const cr = { at: -1 };
  const mark = byteOrderMarkSkipper();
  // a line is decoded straight from the chunk (no Buffer view a line: short lines cost a string each, nothing more)
  let charset: Charset = 'utf-8';
  const take = (from: number, to: number): string => {
    if (parts.length === 0) return decodeText(chunk, charset, from, to);
    const line = decodeText(Buffer.concat([...parts, chunk.subarray(from, to)]), charset);
    parts = [];
    partsLength = 0;
    return line;
  };
  const useChunk = (next: Buffer): void => {
    chunk = next;
    at = 0;
    cr.at = chunk.indexOf(CR);
  };
  return (lineCharset = 'utf-8') => {
    charset = lineCharset;
    for (;;) {
      if (afterCR && at < chunk.length) {
        afterCR = false;
        if (chunk[at] === LF) at++;
      }
      const room = maxLine - partsLength;
      const end = chunk.length;
      const nl = at < end ? lineEnd(chunk, at, cr) : -1;
      if (nl >= 0 && nl - at <= room) {
        afterCR = chunk[nl] === CR;
        const line = take(at, afterCR ? nl + 1 : nl);
        at = nl + 1;
        return line;
      }
      if (end - at > room) {
        const line = take(at, at + room);
        at += room;
        return line;
      }
      if (at < end) {
        parts.push(Buffer.from(chunk.subarray(at, end)));
        partsLength += end - at;
        at = end;
      }
      if (ended) return partsLength > 0 ? take(at, at) : null;
      const next = Buffer.allocUnsafe(65536);
      const n = read(next);
      if (n === 0) {
        ended = true;
        useChunk(mark.flush());
      } else useChunk(mark.feed(next.subarray(0, n)));
    }
  };
}

/**
 * A prompting line reader for a pipe or a file: it writes the prompt, then
 * echoes the line as read (a CR included), as the CSE 231 transcripts show,
 * or as `shown` makes it (echoedOnTerminal). At the end of input it ends the prompt's line.
 */
export function echoingLineReader(next: () => string | null, out: (text: string) => void, shown: (line: string) => string = (line) => line): (prompt: string) => string | null {
  return (prompt) => {
    out(prompt);
    const line = next();
    out(line === null ? '\n' : `${shown(line)}\n`);
    return line;
  };
}

/**
 * A line read from a pipe or a file as its echo shows it on a terminal:
 * control characters in caret notation (see visible), so that an escape
 * sequence in a moves file cannot retitle, clear or otherwise drive the
 * terminal; tabs, and the CR of a CRLF line end, stay as they are.
 */
export function echoedOnTerminal(line: string): string {
  const cr = line.endsWith('\r') ? '\r' : '';
  return (cr ? line.slice(0, -1) : line).split('\t').map(visible).join('\t') + cr;
}

/** The longest input line the game reads: endless input without a newline (a device, a runaway program) ends the session. */
export const MAX_LINE_BYTES = 1 << 20;

/** An input line longer than MAX_LINE_BYTES: the input is not a person's or a script's commands. */
export class InputLineTooLongError extends FreecellError<'INPUT_LINE_TOO_LONG'> {
  constructor(readonly limit: number) {
    super('INPUT_LINE_TOO_LONG', { limit });
  }
}

/**
 * Lines of a stream, read asynchronously: prompt, line, echo (as `shown`
 * makes it) as the pipe reader does (line ends and a byte-order mark as lineReader takes them), each line decoded in `charset`. Memory stays bounded: a line longer than MAX_LINE_BYTES is
 * an InputLineTooLongError, and the stream is read no further.
 */
export function streamLineReader(
  stream: NodeJS.ReadableStream,
  out: (text: string) => void,
  shown: (line: string) => string = (line) => line,
  charset: Charset = 'utf-8',
): { next: (prompt: string) => Promise<string | null>; end: () => void; dropQueued: (endedTyping?: boolean) => string[] } {
  // the lines read and not yet handed out are lines[head..]: a chunk can hold tens of thousands, and shift() on a list that long copies it
  let lines: string[] = [];
  let head = 0;
  const waiting = (): boolean => head < lines.length;
  let parts: Buffer[] = [];
  let partBytes = 0;
  let ended = false;
  let tooLong = false;
  let failure: UnreadableFileError | undefined;
  let wake: (() => void) | undefined;
  const keep = (chunk: Buffer): void => {
    if (partBytes + chunk.length > MAX_LINE_BYTES) {
      tooLong = true;
      return;
    }
    parts.push(chunk);
    partBytes += chunk.length;
  };
  // The last line ended with a CR: an LF next is the same line end (CRLF).
  let afterCR = false;
  const mark = byteOrderMarkSkipper();
  const take = (chunk: Buffer): void => {
    // past a line too long, nothing more is read: neither a piece of that line nor any line after it
    if (tooLong) return;
    let start = 0;
    if (afterCR && chunk.length > 0) {
      afterCR = false;
      if (chunk[0] === LF) start = 1;
    }
    const cr = { at: chunk.indexOf(CR) };
    for (let nl = lineEnd(chunk, start, cr); nl >= 0; nl = lineEnd(chunk, start, cr)) {
      afterCR = chunk[nl] === CR;
      keep(chunk.subarray(start, afterCR ? nl + 1 : nl));
      if (tooLong) return;
      lines.push(decodeText(Buffer.concat(parts), charset));
      parts = [];
      partBytes = 0;
      start = nl + 1;
      if (afterCR && start < chunk.length) {
        afterCR = false;
        if (chunk[start] === LF) start++;
      }
    }
    if (start < chunk.length) keep(chunk.subarray(start));
  };
  const finish = (): void => {
    if (ended) return;
    ended = true;
    take(mark.flush());
    if (partBytes > 0 && !tooLong) lines.push(decodeText(Buffer.concat(parts), charset));
    parts = [];
    wake?.();
  };
  stream.on('data', (chunk: Buffer | string) => {
    take(mark.feed(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    if (tooLong) {
      stream.removeAllListeners('data');
      stream.pause();
      finish();
      return;
    }
    if (waiting()) {
      stream.pause();
      wake?.();
    }
  });
  stream.on('end', finish);
  stream.on('error', (err) => {
    failure = unreadableInput(err);
    finish();
  });
  stream.pause();
  const read = async (): Promise<string | null> => {
    // A turn of the event loop before each line, even one already read: a signal's handler runs there, so that input
    // piped faster than the game plays it (a chunk holds thousands of lines) cannot keep SIGTERM or SIGINT waiting.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (!waiting() && !ended) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        stream.resume();
      });
      wake = undefined;
    }
    if (waiting()) {
      const line = lines[head++]!;
      if (head === lines.length) {
        lines = [];
        head = 0;
      }
      return line;
    }
    if (tooLong) throw new InputLineTooLongError(MAX_LINE_BYTES);
    if (failure) throw failure;
    return null;
  };
  return {
    next: async (prompt) => {
      out(prompt);
      let line: string | null;
      try {
        line = await read();
      } catch (err) {
        out('\n');
        throw err;
      }
      out(line === null ? '\n' : `${shown(line)}\n`);
      return line;
    },
    end: () => {
      stream.removeAllListeners('data');
      stream.pause();
      (stream as NodeJS.ReadStream).destroy?.();
    },
    /*
     * The whole lines read ahead and not handed out, taken off: those in the
     * reader, and those the paused stream holds (each read of it comes
     * through 'data' to take); a line being typed stays. `endedTyping`: the
     * end of the input was taken off with lines read elsewhere (a Ctrl-D
     * typed ahead), so the input ends here.
     */
    dropQueued: (endedTyping = false) => {
      while (!ended && !tooLong && stream.read() !== null);
      const dropped = lines.slice(head);
      lines = [];
      head = 0;
      if (endedTyping) {
        parts = [];
        partBytes = 0;
        finish();
      }
      return dropped;
    },
  };
}

/**
 * The whole lines typed ahead on standard input, a terminal read without
 * the line editor, that the terminal still holds (the program reads a
 * terminal a line at a time, so a paste waits there), taken off unread:
 * standard input opened again, not to wait, and read until nothing is left
 * (a line being typed stays: the terminal gives only whole lines).
 * `ended`: a Ctrl-D was among them, the end of the input. Where the system
 * cannot open standard input again (no /proc), nothing is taken.
 */
function drainTerminalInput(charset: Charset): { lines: string[]; ended: boolean } {
  let fd: number;
  try {
    fd = fs.openSync('/proc/self/fd/0', fs.constants.O_RDONLY | fs.constants.O_NONBLOCK | fs.constants.O_NOCTTY);
  } catch {
    return { lines: [], ended: false };
  }
  const lines: string[] = [];
  let ended = false;
  const buf = Buffer.alloc(64 * 1024);
  try {
    // at most what a terminal holds (4,096 bytes a line), many times over: a paste that goes on for ever is not followed
    for (let reads = 0; reads < 4096; reads++) {
      let n: number;
      try {
        n = fs.readSync(fd, buf, 0, buf.length, null);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EAGAIN' || (err as NodeJS.ErrnoException).code === 'EWOULDBLOCK') break;
        throw err;
      }
      if (n === 0) {
        ended = true;
        break;
      }
      const end = buf[n - 1] === LF ? n - 1 : n;
      lines.push(decodeText(buf, charset, 0, end));
    }
  } catch {
    // a terminal that cannot be read any more: what was taken so far
  } finally {
    fs.closeSync(fd);
  }
  return { lines, ended };
}

/** What Ctrl-\\ sends: on a terminal that is not in raw mode, the quit signal. */
const QUIT_KEY = '\u001c';

/** The line a Ctrl-L on a terminal stands for: the board drawn again. */
export const REDRAW_LINE = 'redraw';

/**
 * Lines typed on a terminal, with line editing and history (Node's readline);
 * Ctrl-D, and Ctrl-C on an empty line, end the input (Ctrl-C with something
 * typed abandons that line, as a shell does); Ctrl-L clears the screen and reads as
 * REDRAW_LINE (what was typed so far stays on the line); Ctrl-\\ ends the
 * process as SIGQUIT does (endBySignal); Ctrl-Z stops it where a shell's job
 * control can continue it, and does nothing elsewhere. Lines typed ahead
 * (pasted, or typed while the program was busy) wait in a queue; the terminal
 * has already shown them. When the terminal is gone (closed, or its ssh
 * connection dropped: its settings can no longer be restored), `hungUp` is
 * called instead of ending the input: by default the process ends as on
 * SIGHUP. The terminal's keys are read, and the prompt and the line drawn,
 * in `charset` (see inCharset).
 */
export function terminalLineReader(
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
  hungUp: () => void = () => endBySignal('SIGHUP'),
  charset: Charset = 'utf-8',
): { next: (prompt: string) => Promise<string | null>; end: () => void; redrawOnResize: (on: boolean) => void; dropTyped: () => string[] } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const readline = require('node:readline') as typeof import('node:readline');
  const restoreCharset = inCharset(input, output, charset);
  const tty = input as Partial<Pick<NodeJS.ReadStream, 'setRawMode'>>;
  let gone = false;
  if (typeof tty.setRawMode === 'function') {
    const setRawMode = tty.setRawMode.bind(input);
    tty.setRawMode = (mode: boolean) => {
      try {
        return setRawMode(mode);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EIO') throw err;
        gone = true;
        return input as NodeJS.ReadStream;
      }
    };
  }
  /*
   * A terminal with no TERM (or an empty one) says nothing of what it can
   * do: treated as dumb, as the colour is (common.ts). Node's readline edits
   * the line in place unless TERM is dumb, which it reads as it goes: TERM
   * stays dumb for the rest of the process.
   */
  const term = process.env.TERM;
  const dumb = term === undefined || term === '' || term === 'dumb';
  if (dumb) process.env.TERM = 'dumb';
  const resizeBefore = new Set(output.listeners('resize'));
  const rl = readline.createInterface({ input, output, terminal: true, historySize: 200, removeHistoryDuplicates: true });
  // readline draws the line again on a resize, moving the cursor and erasing with escape sequences, which a dumb terminal shows as text
  if (dumb) for (const listener of output.listeners('resize')) if (!resizeBefore.has(listener)) output.removeListener('resize', listener as (...args: unknown[]) => void);
  const queue: string[] = [];
  let closed = false;
  let waiting: ((line: string | null) => void) | undefined;
  rl.on('line', (line: string) => {
    const w = waiting;
    waiting = undefined;
    if (w) w(line);
    else queue.push(line);
  });
  rl.on('close', () => {
    closed = true;
    if (gone) {
      hungUp();
      return;
    }
    const w = waiting;
    waiting = undefined;
    if (w) {
      output.write('\n');
      w(null);
    }
  });
  /*
   * readline's own fields: the line typed so far and the cursor in it
   * (which Ctrl-L keeps; a dumb terminal's readline adds Ctrl-L to the line
   * as a character), and how many rows above the cursor its drawing of the
   * line starts (it moves up that many to draw the line again).
   */
  const edit = rl as unknown as { line: string; cursor: number; prevRows: number };
  const isDumb = (): boolean => dumb;
  /** The prompt and the line typed so far, drawn on a fresh line after the program's output, the cursor where it was in the line (a dumb terminal's readline shows the prompt only). */
  const drawPrompt = (): void => {
    edit.prevRows = 0;
    rl.prompt(true);
    if (isDumb() && edit.line !== '') output.write(edit.line);
  };
  /*
   * Ctrl-Z: the process stops, the terminal's settings put back first, and
   * fg continues it right here. Where nothing can stop it (the first program
   * of its terminal, with no shell's job control: tmux new freecell, ssh -t
   * host freecell) the kernel discards the stop and it goes on at once.
   * Either way the line editor takes the terminal back at once: readline's
   * own Ctrl-Z waits for a SIGCONT, which never comes then, and leaves the
   * terminal echoing every line a second time, with Ctrl-C its interrupt.
   */
  rl.on('SIGTSTP', () => {
    tty.setRawMode?.(false);
    process.kill(process.pid, 'SIGTSTP');
    tty.setRawMode?.(true);
    if (waiting) drawPrompt();
  });
  /*
   * Ctrl-C: with something typed, that line is abandoned, as a shell does
   * (shown as ^C, and the prompt again); on an empty line, the end of the
   * input. Typed while the program is busy (a long search), it abandons
   * what was typed meanwhile, and ^C comes before the next prompt: the game
   * goes on, as the player meant to stop the work, not the game (which the
   * work, already done, cannot be stopped from any more).
   */
  let busyInterrupt = false;
  rl.on('SIGINT', () => {
    if (!waiting && !closed) {
      busyInterrupt = true;
      queue.length = 0;
      edit.line = '';
      edit.cursor = 0;
      return;
    }
    if (!waiting || edit.line === '') {
      rl.close();
      return;
    }
    if (!isDumb()) readline.moveCursor(output, edit.line.length - edit.cursor, 0);
    output.write('^C\n');
    edit.line = '';
    edit.cursor = 0;
    edit.prevRows = 0;
    rl.prompt(true);
  });
  /** Answers the line asked for with REDRAW_LINE, the screen cleared for the board drawn from the top (a dumb terminal, which takes no escape sequences: a new line). */
  const redraw = (): void => {
    const w = waiting!;
    waiting = undefined;
    if (isDumb()) output.write('\n');
    else {
      readline.cursorTo(output, 0, 0);
      readline.clearScreenDown(output);
    }
    w(REDRAW_LINE);
  };
  input.on('keypress', (text: string | undefined, key: { ctrl?: boolean; name?: string; sequence?: string } | undefined) => {
    // Ctrl-\, the terminal's quit key (the line editor takes the terminal's keys for itself, so no SIGQUIT comes): the end as SIGQUIT's, the terminal's settings restored first.
    if (key?.sequence === QUIT_KEY) {
      tty.setRawMode?.(false);
      endBySignal('SIGQUIT');
      return;
    }
    // A dumb terminal's readline adds Backspace to the line as a character: it erases the character before it instead (a backspace, a space, a backspace, which such a terminal shows as erased).
    if (isDumb() && key?.name === 'backspace' && !key.ctrl && typeof text === 'string' && edit.line.endsWith(text)) {
      const typed = Array.from(edit.line.slice(0, -text.length));
      const erased = typed.pop();
      edit.line = typed.join('');
      edit.cursor = edit.line.length;
      if (erased !== undefined) output.write('\b \b');
      return;
    }
    if (!key?.ctrl || key.name !== 'l' || !waiting) return;
    if (edit.line.endsWith('\f')) {
      edit.line = edit.line.slice(0, -1);
      edit.cursor = Math.min(edit.cursor, edit.line.length);
    }
    // readline has cleared the screen and drawn the prompt and the line at its top: that goes too, the board is drawn from the top, the prompt after it.
    redraw();
  });
  // A terminal resized while a line is asked for: the screen drawn again from the top at the new size, as Ctrl-L does (the board drawn for the old width would be wrapped or cut by the terminal); while the program is busy, its next output is drawn at the new size anyway.
  let redrawOnResize = true;
  const resized = (): void => {
    if (waiting && redrawOnResize && !isDumb()) redraw();
  };
  output.on('resize', resized);
  return {
    next: (prompt) => {
      if (queue.length > 0) return Promise.resolve(queue.shift()!);
      if (closed) return Promise.resolve(null);
      return new Promise((resolve) => {
        waiting = resolve;
        rl.setPrompt(prompt);
        if (busyInterrupt) {
          busyInterrupt = false;
          output.write('^C\n');
        }
        // What is typed so far: kept by Ctrl-L, or typed while the program was busy.
        drawPrompt();
      });
    },
    end: () => {
      output.removeListener('resize', resized);
      if (!closed) rl.close();
      restoreCharset();
    },
    redrawOnResize: (on) => {
      redrawOnResize = on;
    },
    // The lines typed ahead: the terminal has shown them, and they go unread.
    dropTyped: () => queue.splice(0),
  };
}

/**
 * Makes a terminal's streams speak `charset` for Node's line editor, which
 * reads keys as UTF-8 and writes text as UTF-8: under a one-byte charset
 * (Latin-1, Latin-9), the bytes `input` gives are handed on as the text
 * they are in it (the editor's own decoder passes text through), and text
 * written to `output` becomes its bytes (encodeText: a character it lacks
 * as its ASCII stand-in). Under UTF-8 nothing changes. Returns what puts
 * the streams back as they were.
 */
export function inCharset(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, charset: Charset): () => void {
  if (charset === 'utf-8') return () => undefined;
  const emit = input.emit;
  const write = output.write;
  input.emit = function (this: NodeJS.ReadableStream, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'data' && Buffer.isBuffer(args[0])) args[0] = decodeText(args[0], charset);
    return emit.call(this, event, ...args);
  } as typeof input.emit;
  output.write = function (this: NodeJS.WritableStream, chunk: unknown, ...rest: unknown[]): boolean {
    return (write as (...all: unknown[]) => boolean).call(this, typeof chunk === 'string' ? encodeText(chunk, charset) : chunk, ...rest);
  } as typeof output.write;
  return () => {
    input.emit = emit;
    output.write = write;
  };
}

/**
 * Shows a question and reads its answer, null at the end of input. On a
 * terminal the answer is read as a game's lines are (nextLine, a promise:
 * Ctrl-C and Ctrl-D end the input, Ctrl-L reads as REDRAW_LINE), so that
 * while the process waits, SIGINT, SIGTERM, SIGHUP and a closed terminal
 * end it as they end a game, provided the caller handles the signals
 * (cleanUpOnSignals) and lets the input go (endInput) once done; a
 * synchronous read of a terminal cannot be interrupted. Elsewhere (a pipe,
 * a file, input in memory) it is read at once (readLine).
 */
export function askLine(io: CliIO, prompt: string): string | null | Promise<string | null> {
  return asksLater(io) ? io.nextLine!(prompt) : io.readLine(prompt);
}

/** Whether askLine's answer comes later (a promise, on a terminal) rather than at once: a caller that handles signals while it waits sets them up first. */
export function asksLater(io: CliIO): boolean {
  return io.stdinIsTTY && io.nextLine !== undefined;
}

/** Reads an input file of a kind, a regular file within the kind's size limit; throws UnreadableFileError. */
export function readInputFile(path: string, kind: FileKind): string {
  try {
    return readTextFile(path, READ_LIMITS[kind], kind);
  } catch (err) {
    // A name typed with bytes that are not UTF-8 reaches the program with U+FFFD in their place: it cannot name the file.
    if (err instanceof UnreadableFileError && err.reason === 'missing' && path.includes('\uFFFD')) throw new UnreadableFileError(path, 'name-not-utf8', { kind });
    throw err;
  }
}

/**
 * The user's home folder: HOME when it is an absolute path, else the
 * account's (`account`, the password database's by default), else undefined:
 * an empty or relative HOME would put the files in whatever folder the
 * program runs in, and an account the system does not know (a container's
 * numeric user with HOME unset) has no home at all.
 */
export function homeFolder(env: Readonly<Record<string, string | undefined>>, account: () => string = () => os.userInfo().homedir): string | undefined {
  const home = env.HOME;
  if (home !== undefined && path.isAbsolute(home)) return home;
  try {
    const own = account();
    return path.isAbsolute(own) ? own : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The real process I/O. What it shows (standard output and error, the line
 * editor's prompt and echo) is encoded, and the lines it reads for a game
 * or a question are decoded, in the locale's character set
 * (localeCharset: UTF-8, or Latin-1 or Latin-9 where the locale names it),
 * whether they are a terminal or a pipe, as the C programs of the system
 * do; the contents of files, standard input read as a file (readInput)
 * included, and the files it writes stay UTF-8.
 */
export function processIO(): CliIO {
  const charset = localeCharset(process.env);
  const out = (text: string): void => writeFully(1, text, charset);
  const home = homeFolder(process.env);
  // The terminal reader writes through process.stdout: its errors end the process as writeFully's do.
  if (process.stdout.listenerCount('error') === 0) process.stdout.on('error', standardOutputFailed);
  if (process.stderr.listenerCount('error') === 0) process.stderr.on('error', () => undefined);
  // Standard input is checked once, before the first prompt or read (a question is not asked of input that cannot answer it).
  let checked = false;
  const check = (): void => {
    if (checked) return;
    checked = true;
    checkStandardInput();
  };
  const stdinLines = lineReader(readStdinChunk);
  // Lines read from a pipe or a file are echoed as read, but made harmless on a terminal.
  const echoed = process.stdout.isTTY ? echoedOnTerminal : (line: string): string => line;
  // standard input read as a file: its bytes, decoded as a file's (a command that reads it so reads no line of it)
  const input = (limit: number): Buffer | undefined => {
    check();
    return readAllBytes(readStdinChunk, limit);
  };
  const typed = (): string | null => {
    check();
    return stdinLines(charset);
  };
  let reader: ((prompt: string) => string | null) | undefined;
  let lines: { next: (prompt: string) => Promise<string | null>; end: () => void } | undefined;
  let terminal: ReturnType<typeof terminalLineReader> | undefined;
  let stream: ReturnType<typeof streamLineReader> | undefined;
  let redrawOnResize = true;
  return {
    out,
    err: (text) => writeFully(2, text, charset),
    readLine: (prompt) => {
      check();
      // A terminal echoes what is typed itself. Questions asked there go through nextLine (see askLine), not here.
      reader ??= process.stdin.isTTY
        ? (p) => {
            out(p);
            return typed();
          }
        : echoingLineReader(typed, out, echoed);
      return reader(prompt);
    },
    readInput: input,
    nextLine: (prompt) => {
      check();
      if (lines === undefined) {
        // Line editing draws on standard output: only when that is the terminal too. Typed on a terminal with the output elsewhere, the terminal edits and shows the line itself, and the output gets no echo of it.
        terminal = process.stdin.isTTY && process.stdout.isTTY ? terminalLineReader(process.stdin, process.stdout, undefined, charset) : undefined;
        terminal?.redrawOnResize(redrawOnResize);
        stream = terminal === undefined ? streamLineReader(process.stdin, out, process.stdin.isTTY ? () => '' : echoed, charset) : undefined;
        lines = terminal ?? stream!;
      }
      if (terminal !== undefined || !process.stdin.isTTY) return lines.next(prompt);
      // A terminal read without the line editor: its end of input is Ctrl-D, or the terminal gone (closed, or its ssh connection dropped: it is then no terminal any more), which ends the process as on SIGHUP, as the line editor's does (Node's own exit would abort trying to restore its settings).
      const gone = (): boolean => !isatty(0);
      return lines.next(prompt).then(
        (line) => (line === null && gone() ? endBySignal('SIGHUP') : line),
        (err: unknown) => {
          if (gone()) endBySignal('SIGHUP');
          throw err;
        },
      );
    },
    endInput: () => lines?.end(),
    // a terminal read without the line editor (the output elsewhere) has its typed-ahead lines in the reader or the paused stream; a pipe's lines are all read
    dropTypedAhead: () => {
      if (terminal !== undefined) return terminal.dropTyped();
      if (!process.stdin.isTTY || stream === undefined) return [];
      const held = drainTerminalInput(charset);
      return [...stream.dropQueued(held.ended), ...held.lines];
    },
    redrawOnResize: (on) => {
      redrawOnResize = on;
      terminal?.redrawOnResize(on);
    },
    checkInput: check,
    readFile: (file, kind) => readInputFile(expandHome(file, home), kind),
    writeFile: (file, text) => writeTextFile(expandHome(file, home), text),
    openWriter: (file) => openTextWriter(expandHome(file, home)),
    home,
    // whole milliseconds, as the times kept in saves and statistics are
    now: () => Math.round(performance.now()),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    // A terminal that does not know its size (a pseudo-terminal nobody sized) says 0 columns: not known either.
    columns: () => (process.stdout.isTTY && process.stdout.columns > 0 ? process.stdout.columns : undefined),
    rows: () => (process.stdout.isTTY && process.stdout.rows > 0 ? process.stdout.rows : undefined),
    errColumns: () => (process.stderr.isTTY && process.stderr.columns > 0 ? process.stderr.columns : undefined),
    stdinIsTTY: Boolean(process.stdin.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    random: Math.random,
  };
}

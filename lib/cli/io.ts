// The process's real input and output: synchronous stdout that survives EPIPE, line input from a tty or a pipe.

import * as fs from 'node:fs';
import * as os from 'node:os';
import { dirname } from 'node:path';
import { describeFsError, writeFileAtomic } from '../store/atomic-file';
import { readTextFile } from '../store/read-file';
import type { FileKind } from '../ui';

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
};

/** The longest line the line readers keep whole; a longer one comes in pieces of this many bytes. */
export const MAX_INPUT_LINE = 16 * MB;

/** What the CLI needs from the outside world; tests pass their own. */
export interface CliIO {
  /** Writes text to standard output. */
  readonly out: (text: string) => void;
  /** Writes text to standard error. */
  readonly err: (text: string) => void;
  /** Shows a prompt and reads one line (without its newline), or null at end of input. */
  readonly readLine: (prompt: string) => string | null;
  /** Reads one line of standard input with no prompt and no echo, or null at the end. */
  readonly readRaw: () => string | null;
  /** Reads a regular file of a kind within its size limit (READ_LIMITS); throws UnreadableFileError. */
  readonly readFile: (path: string, kind: FileKind) => string;
  /** Writes a whole file atomically (creating its folder); throws an Error with a short reason. */
  readonly writeFile: (path: string, text: string) => void;
  /** Removes a file if it is there; throws an Error with a short reason. */
  readonly removeFile: (path: string) => void;
  /** Whether a file exists. */
  readonly exists: (path: string) => boolean;
  /** The user's home folder (for the default state folder). */
  readonly home: string;
  /** Milliseconds of wall-clock time. */
  readonly now: () => number;
  /** Whether standard output is a terminal (for colour). */
  readonly stdoutIsTTY: boolean;
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

/** Writes all of `text` to a file descriptor; a closed pipe (EPIPE) ends the process quietly. */
export function writeFully(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += fs.writeSync(fd, bytes, offset, bytes.length - offset);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        sleepMs(1);
        continue;
      }
      if (code === 'EPIPE') process.exit(0);
      throw e;
    }
  }
}

/** Reads up to `into.length` bytes into `into`; returns 0 at end of input. */
export type ChunkReader = (into: Buffer) => number;

/** Reads fd 0 synchronously, waiting out EAGAIN; a closed or missing stdin is end of input. */
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
      throw e;
    }
  }
}

/**
 * A reader of whole lines (without their newline) from a byte source; null
 * at the end. It works in linear time: each byte is searched for a newline
 * once and copied at most twice. A line longer than `maxLine` bytes is
 * handed out in pieces of `maxLine` bytes, so endless input without a
 * newline never holds more than that in memory.
 */
export function lineReader(read: ChunkReader, maxLine = MAX_INPUT_LINE): () => string | null {
  // The bytes of the current line read so far, and the unsearched rest of the last chunk.
  let parts: Buffer[] = [];
  let partsLength = 0;
  let rest = Buffer.alloc(0);
  let ended = false;
  const take = (bytes: Buffer): string => {
    const line = parts.length === 0 ? bytes.toString('utf8') : Buffer.concat([...parts, bytes]).toString('utf8');
    parts = [];
    partsLength = 0;
    return line;
  };
  return () => {
    for (;;) {
      const room = maxLine - partsLength;
      const nl = rest.subarray(0, room + 1).indexOf(10);
      if (nl >= 0) {
        const line = take(rest.subarray(0, nl));
        rest = rest.subarray(nl + 1);
        return line;
      }
      if (rest.length > room) {
        const line = take(rest.subarray(0, room));
        rest = rest.subarray(room);
        return line;
      }
      if (rest.length > 0) {
        parts.push(Buffer.from(rest));
        partsLength += rest.length;
        rest = Buffer.alloc(0);
      }
      if (ended) return partsLength > 0 ? take(Buffer.alloc(0)) : null;
      const chunk = Buffer.allocUnsafe(65536);
      const n = read(chunk);
      if (n === 0) ended = true;
      else rest = chunk.subarray(0, n);
    }
  };
}

/**
 * A prompting line reader for a pipe or a file: it writes the prompt, then
 * echoes the line as read (a CR included), as the CSE 231 transcripts show.
 * At the end of input it ends the prompt's line.
 */
export function echoingLineReader(next: () => string | null, out: (text: string) => void): (prompt: string) => string | null {
  return (prompt) => {
    out(prompt);
    const line = next();
    out(line === null ? '\n' : `${line}\n`);
    return line;
  };
}

/** A line reader for a terminal (readline-sync reads /dev/tty); Ctrl-D or a closed terminal ends input. */
export function ttyLineReader(): (prompt: string) => string | null {
  // Loaded only for terminals: readline-sync always reads /dev/tty.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const readlineSync = require('readline-sync') as typeof import('readline-sync');
  return (prompt) => {
    try {
      const line = readlineSync.question(prompt, { keepWhitespace: true });
      // readline-sync marks end of input (Ctrl-D on an empty line) with a NUL in the raw input.
      if (line === '' && readlineSync.getRawInput().includes('\u0000')) {
        process.stdout.write('\n');
        return null;
      }
      return line;
    } catch {
      return null;
    }
  };
}

/** Reads an input file of a kind, a regular file within the kind's size limit; throws UnreadableFileError. */
export function readInputFile(path: string, kind: FileKind): string {
  return readTextFile(path, READ_LIMITS[kind], kind);
}

/** The real process I/O. */
export function processIO(): CliIO {
  const out = (text: string): void => writeFully(1, text);
  const raw = lineReader(readStdinChunk);
  let reader: ((prompt: string) => string | null) | undefined;
  return {
    out,
    err: (text) => writeFully(2, text),
    readLine: (prompt) => {
      reader ??= process.stdin.isTTY ? ttyLineReader() : echoingLineReader(raw, out);
      return reader(prompt);
    },
    readRaw: raw,
    readFile: readInputFile,
    writeFile: (path, text) => {
      try {
        fs.mkdirSync(dirname(path), { recursive: true });
      } catch (err) {
        throw new Error(describeFsError(err));
      }
      writeFileAtomic(path, text);
    },
    removeFile: (path) => {
      try {
        fs.rmSync(path, { force: true });
      } catch (err) {
        throw new Error(describeFsError(err));
      }
    },
    exists: (path) => fs.existsSync(path),
    home: os.homedir(),
    now: Date.now,
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stdinIsTTY: Boolean(process.stdin.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    random: Math.random,
  };
}

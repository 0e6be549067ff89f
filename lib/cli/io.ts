// The process's real input and output: synchronous stdout that survives EPIPE, line input from a tty or a pipe.

import * as fs from 'node:fs';
import * as os from 'node:os';
import { dirname } from 'node:path';
import { describeFsError, writeFileAtomic } from '../store/atomic-file';

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
  /**
   * The game loop's reader where the process waits for input asynchronously
   * (so that signals are handled while it waits): shows a prompt and reads a
   * line, or null at the end. Without it, the loop uses readLine.
   */
  readonly nextLine?: (prompt: string) => Promise<string | null>;
  /** Lets standard input go once the game loop is over (so that the process can end). */
  readonly endInput?: () => void;
  /** Reads a file as UTF-8 (throws the usual fs errors). */
  readonly readFile: (path: string) => string;
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

/** A reader of whole lines (without their newline) from a byte source; null at the end. */
export function lineReader(read: ChunkReader): () => string | null {
  let pending = Buffer.alloc(0);
  let ended = false;
  const chunk = Buffer.alloc(65536);
  return () => {
    for (;;) {
      const nl = pending.indexOf(10);
      if (nl >= 0 || (ended && pending.length > 0)) {
        const end = nl >= 0 ? nl : pending.length;
        const line = pending.subarray(0, end).toString('utf8');
        pending = pending.subarray(nl >= 0 ? nl + 1 : end);
        return line;
      }
      if (ended) return null;
      const n = read(chunk);
      if (n === 0) ended = true;
      else pending = Buffer.concat([pending, chunk.subarray(0, n)]);
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

/** The longest input line the game reads: endless input without a newline (a device, a runaway program) ends the session. */
export const MAX_LINE_BYTES = 1 << 20;

/** An input line longer than MAX_LINE_BYTES: the input is not a person's or a script's commands. */
export class InputLineTooLongError extends Error {
  constructor(readonly limit: number) {
    super(`an input line is longer than ${limit} bytes`);
  }
}

/**
 * Lines of a stream, read asynchronously: prompt, line, echo as the pipe
 * reader does. Memory stays bounded: a line longer than MAX_LINE_BYTES is
 * an InputLineTooLongError, and the stream is read no further.
 */
export function streamLineReader(stream: NodeJS.ReadableStream, out: (text: string) => void): { next: (prompt: string) => Promise<string | null>; end: () => void } {
  const lines: string[] = [];
  let parts: Buffer[] = [];
  let partBytes = 0;
  let ended = false;
  let tooLong = false;
  let wake: (() => void) | undefined;
  const keep = (chunk: Buffer): void => {
    if (partBytes + chunk.length > MAX_LINE_BYTES) {
      tooLong = true;
      return;
    }
    parts.push(chunk);
    partBytes += chunk.length;
  };
  const take = (chunk: Buffer): void => {
    let start = 0;
    for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, start)) {
      keep(chunk.subarray(start, nl));
      lines.push(Buffer.concat(parts).toString('utf8'));
      parts = [];
      partBytes = 0;
      start = nl + 1;
    }
    if (start < chunk.length) keep(chunk.subarray(start));
  };
  const finish = (): void => {
    if (ended) return;
    ended = true;
    if (partBytes > 0 && !tooLong) lines.push(Buffer.concat(parts).toString('utf8'));
    parts = [];
    wake?.();
  };
  stream.on('data', (chunk: Buffer | string) => {
    take(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    if (tooLong) {
      stream.removeAllListeners('data');
      stream.pause();
      finish();
      return;
    }
    if (lines.length > 0) {
      stream.pause();
      wake?.();
    }
  });
  stream.on('end', finish);
  stream.on('error', finish);
  stream.pause();
  const read = async (): Promise<string | null> => {
    while (lines.length === 0 && !ended) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        stream.resume();
      });
      wake = undefined;
    }
    if (lines.length > 0) return lines.shift()!;
    if (tooLong) throw new InputLineTooLongError(MAX_LINE_BYTES);
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
      out(line === null ? '\n' : `${line}\n`);
      return line;
    },
    end: () => {
      stream.removeAllListeners('data');
      stream.pause();
      (stream as NodeJS.ReadStream).destroy?.();
    },
  };
}

/**
 * Lines typed on a terminal, with line editing and history (Node's readline);
 * Ctrl-C and Ctrl-D end the input. Lines typed ahead (pasted, or typed while
 * the program was busy) wait in a queue; the terminal has already shown them.
 */
export function terminalLineReader(): { next: (prompt: string) => Promise<string | null>; end: () => void } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const readline = require('node:readline') as typeof import('node:readline');
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true, historySize: 200, removeHistoryDuplicates: true });
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
    const w = waiting;
    waiting = undefined;
    if (w) {
      process.stdout.write('\n');
      w(null);
    }
  });
  rl.on('SIGINT', () => rl.close());
  return {
    next: (prompt) => {
      if (queue.length > 0) return Promise.resolve(queue.shift()!);
      if (closed) return Promise.resolve(null);
      return new Promise((resolve) => {
        waiting = resolve;
        rl.setPrompt(prompt);
        rl.prompt();
      });
    },
    end: () => {
      if (!closed) rl.close();
    },
  };
}

/** Text from file bytes: UTF-8, or UTF-16 when a byte-order mark says so; a UTF-8 BOM is dropped. */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The real process I/O. */
export function processIO(): CliIO {
  const out = (text: string): void => writeFully(1, text);
  const raw = lineReader(readStdinChunk);
  let reader: ((prompt: string) => string | null) | undefined;
  let lines: ReturnType<typeof streamLineReader> | undefined;
  return {
    out,
    err: (text) => writeFully(2, text),
    readLine: (prompt) => {
      reader ??= process.stdin.isTTY ? ttyLineReader() : echoingLineReader(raw, out);
      return reader(prompt);
    },
    readRaw: raw,
    nextLine: (prompt) => {
      lines ??= process.stdin.isTTY ? terminalLineReader() : streamLineReader(process.stdin, out);
      return lines.next(prompt);
    },
    endInput: () => lines?.end(),
    readFile: (path) => decodeText(fs.readFileSync(path)),
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

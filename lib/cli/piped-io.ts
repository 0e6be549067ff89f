// An in-memory CliIO: feeds a string to the program as piped standard input and keeps what it prints and writes.

import * as fs from 'node:fs';
import { atExit, makePrivateDir, resolveWriteTarget } from '../store';
import { catalog } from './common';
import { type CliIO, echoingLineReader, expandHome, lineReader, processIO, readAllBytes, readInputFile } from './io';
import { isOutputTarget } from './owned-files';

/** What a run printed and how it ended. */
export interface RunResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly status: number;
  /** Files the run wrote (kept in memory, never on disk). */
  readonly written: ReadonlyMap<string, string>;
}

/** A deterministic random source (a small LCG) so that new deals repeat from run to run. */
export function seededRandom(seed = 1): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** How a piped run goes: `disk` writes files for real too; `stopAt`, asked before each line of input with the output printed since it was last asked, ends the input early. */
export interface PipedRunOptions {
  readonly disk?: boolean;
  readonly now?: () => number;
  readonly stopAt?: (printed: string) => boolean;
  /** The width of a terminal to draw for (none: a pipe, whose width is not known). */
  readonly columns?: number;
  /** The height of that terminal in rows (none: not known). */
  readonly rows?: number;
  /** Refuse a file to write as the disk would (a folder, a missing folder, a dangling link, no permission), with the same error, though it is kept in memory only. */
  readonly refuseAsDisk?: boolean;
  /** The file a transcript check reads (as outputTarget names it): a write to it is refused as transcript record refuses a write to the file it records to. */
  readonly transcript?: string;
}

/** The in-memory IO of a piped run, what it printed and wrote, and `close`, which removes its home. */
function pipedIO(input: string, env: Record<string, string>, options: PipedRunOptions): { readonly io: CliIO; readonly result: (status: number) => RunResult; readonly close: () => void } {
  let stdout = '';
  let stderr = '';
  const bytes = Buffer.from(input, 'utf8');
  let offset = 0;
  const written = new Map<string, string>();
  // A home of its own (`save` without a file name keeps the game there), removed after the run, however the process ends: nothing else knows its name.
  const home = makePrivateDir('freecell-memory-home-');
  const forget = atExit(() => fs.rmSync(home, { recursive: true, force: true }));
  const read = (into: Buffer): number => {
    const n = bytes.copy(into, 0, offset);
    offset += n;
    return n;
  };
  const lines = lineReader(read);
  // What was printed since stopAt was last asked: only that is handed over, so that a long run costs time in proportion to its output (reading the whole output before every line made a 3 MB transcript's check take over half a minute).
  let printed: string[] = [];
  const stopAt = options.stopAt;
  const raw = (): string | null => {
    if (stopAt) {
      const more = printed.join('');
      printed = [];
      if (stopAt(more)) return null;
    }
    return lines();
  };
  const out = (text: string): void => {
    stdout += text;
    if (stopAt) printed.push(text);
  };
  const disk = processIO();
  // what writing the file for real would refuse first: the name itself (a regular file, a device or a FIFO passes)
  const refused = (file: string): void => {
    const transcript = options.transcript;
    if (transcript !== undefined && isOutputTarget(expandHome(file, disk.home), transcript)) throw new Error(catalog.transcriptFile);
    if (options.refuseAsDisk) resolveWriteTarget(expandHome(file, disk.home));
  };
  const io: CliIO = {
    out,
    err: (text) => {
      stderr += text;
    },
    readLine: echoingLineReader(raw, out),
    readInput: (limit) => readAllBytes(read, limit),
    readFile: (file, kind) => written.get(file) ?? readInputFile(expandHome(file, disk.home), kind),
    writeFile: (file, text) => {
      refused(file);
      if (options.disk) disk.writeFile(file, text);
      written.set(file, text);
    },
    openWriter: (file) => {
      refused(file);
      const onDisk = options.disk ? disk.openWriter(file) : undefined;
      let text = '';
      return {
        write: (more) => {
          onDisk?.write(more);
          text += more;
        },
        commit: () => {
          onDisk?.commit();
          written.set(file, text);
        },
        abort: () => onDisk?.abort(),
      };
    },
    home,
    now: options.now ?? (() => 0),
    stdoutIsTTY: false,
    columns: () => options.columns,
    rows: () => options.rows,
    stdinIsTTY: false,
    stderrIsTTY: false,
    env,
    random: seededRandom(),
  };
  return {
    io,
    result: (status) => ({ stdout, stderr, status, written }),
    close: () => {
      fs.rmSync(home, { recursive: true, force: true });
      forget();
    },
  };
}

/**
 * Runs `program` (the CLI's `run`, passed in) on `args` with `input` as
 * piped standard input: no terminal, no colour unless the env asks. Files it
 * writes stay in memory, unless `disk` is set (then they are written for
 * real too). Asynchronous commands are refused with a RangeError.
 */
export function runPiped(
  program: (args: readonly string[], io: CliIO) => number | Promise<number>,
  args: readonly string[],
  input = '',
  env: Record<string, string> = {},
  options: PipedRunOptions = {},
): RunResult {
  const piped = pipedIO(input, env, options);
  try {
    const status = program(args, piped.io);
    if (typeof status !== 'number') throw new RangeError('a piped run takes synchronous commands only (solve --range needs the executable)');
    return piped.result(status);
  } finally {
    piped.close();
  }
}

/**
 * runPiped for a process that handles signals while it runs: the game reads
 * its input asynchronously (nextLine), one turn of the event loop before
 * each line, so that a signal ends a long run at its next line, not at its
 * end.
 */
export async function runPipedAsync(
  program: (args: readonly string[], io: CliIO) => number | Promise<number>,
  args: readonly string[],
  input = '',
  env: Record<string, string> = {},
  options: PipedRunOptions = {},
): Promise<RunResult> {
  const piped = pipedIO(input, env, options);
  const readLine = piped.io.readLine;
  const io: CliIO = {
    ...piped.io,
    nextLine: (prompt) =>
      new Promise((resolve, reject) =>
        setImmediate(() => {
          try {
            resolve(readLine(prompt));
          } catch (err) {
            reject(err);
          }
        }),
      ),
  };
  try {
    return piped.result(await program(args, io));
  } finally {
    piped.close();
  }
}

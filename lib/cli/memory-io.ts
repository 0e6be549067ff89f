// An in-memory CliIO: runs the real program on a string of input, as a pipe would feed it.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { type CliIO, echoingLineReader, lineReader, processIO, readInputFile } from './io';
import { firstDifference } from '../session';
import { run } from './main';

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

/** How runInMemory runs: `disk` writes files for real too; `stopAt`, asked before each line of input, ends the input early. */
export interface MemoryRunOptions {
  readonly disk?: boolean;
  readonly now?: () => number;
  readonly stopAt?: (stdout: string) => boolean;
}

/**
 * Runs the program in-process with `input` as piped standard input (no
 * terminal, no colour unless the env asks). Files it writes stay in memory,
 * unless `disk` is set (then they are written for real too).
 */
export function runInMemory(args: readonly string[], input = '', env: Record<string, string> = {}, options: MemoryRunOptions = {}): RunResult {
  let stdout = '';
  let stderr = '';
  const bytes = Buffer.from(input, 'utf8');
  let offset = 0;
  const written = new Map<string, string>();
  // A home of its own (`save` without a file name keeps the game there), removed after the run unless `disk` is set.
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-memory-home-'));
  const lines = lineReader((into) => {
    const n = bytes.copy(into, 0, offset);
    offset += n;
    return n;
  });
  const raw = (): string | null => (options.stopAt?.(stdout) ? null : lines());
  const out = (text: string): void => {
    stdout += text;
  };
  const io: CliIO = {
    out,
    err: (text) => {
      stderr += text;
    },
    readLine: echoingLineReader(raw, out),
    readRaw: raw,
    readFile: (path, kind) => written.get(path) ?? readInputFile(path, kind),
    writeFile: (path, text) => {
      if (options.disk) disk.writeFile(path, text);
      written.set(path, text);
    },
    removeFile: (path) => {
      if (options.disk) disk.removeFile(path);
      written.delete(path);
    },
    exists: (path) => written.has(path) || fs.existsSync(path),
    home,
    now: options.now ?? (() => 0),
    stdoutIsTTY: false,
    stdinIsTTY: false,
    stderrIsTTY: false,
    env,
    random: seededRandom(),
  };
  const disk = processIO();
  try {
    const status = run(args, io);
    if (typeof status !== 'number') throw new Error('runInMemory runs synchronous commands only (solve --range needs the executable)');
    return { stdout, stderr, status, written };
  } finally {
    if (!options.disk) fs.rmSync(home, { recursive: true, force: true });
  }
}

/** The first line where two texts differ, as a readable report, or null when they are equal. */
export function describeDifference(expected: string, actual: string): string | null {
  const d = firstDifference(expected, actual);
  if (!d) return null;
  return `line ${d.line} differs:\n  expected ${JSON.stringify(d.expected ?? '<end of text>')}\n  actual   ${JSON.stringify(d.actual ?? '<end of text>')}`;
}

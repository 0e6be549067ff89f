// Test harness (not in the build): runs the real program in-process on a string of input, as a pipe would feed it.

import { firstDifference } from '../session';
import { en } from '../ui';
import { run } from './main';
import { type PipedRunOptions, type RunResult, runPiped } from './piped-io';

export { type RunResult, seededRandom } from './piped-io';

/** How runInMemory runs (see PipedRunOptions). */
export type MemoryRunOptions = PipedRunOptions;

/**
 * Runs the program in-process with `input` as piped standard input (no
 * terminal, no colour unless the env asks). Files it writes stay in memory,
 * unless `disk` is set (then they are written for real too).
 */
export function runInMemory(args: readonly string[], input = '', env: Record<string, string> = {}, options: MemoryRunOptions = {}): RunResult {
  return runPiped(run, args, input, env, options);
}

/** The first line where two texts differ, as a readable report (the English of `transcript check`), or null when they are equal. */
export function describeDifference(expected: string, actual: string): string | null {
  const d = firstDifference(expected, actual);
  if (!d) return null;
  return en.transcriptDiffers('the expected text', d.line, d.column, d.expected, d.actual);
}

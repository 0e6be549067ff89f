// Golden transcripts of the default style (a test harness, not in the build): run each case and compare, or regenerate on explicit request.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { commandsAsInput, extractCommands } from '../session';
import { type RunResult, runInMemory } from './memory-io';

/** One transcript: the arguments, what it shows, and the expected exit status. */
export interface TranscriptCase {
  readonly name: string;
  readonly about: string;
  readonly args: readonly string[];
  readonly status: number;
}

/** The cases listed in `cases.json` of a transcript folder. */
export function readCases(dir: string): TranscriptCase[] {
  return JSON.parse(fs.readFileSync(path.join(dir, 'cases.json'), 'utf8')) as TranscriptCase[];
}

/**
 * Runs one case with colour off. The commands come from the transcript
 * itself (the lines after each prompt, as `freecell transcript check` reads
 * them); a new case may instead give them in `NAME.in` until its first
 * `golden:update`.
 */
export function runCase(dir: string, c: TranscriptCase): RunResult {
  const inputFile = path.join(dir, `${c.name}.in`);
  const outputFile = path.join(dir, `${c.name}.out`);
  const input = fs.existsSync(inputFile)
    ? fs.readFileSync(inputFile, 'utf8')
    : fs.existsSync(outputFile)
      ? commandsAsInput(extractCommands(fs.readFileSync(outputFile, 'utf8')))
      : '';
  return runInMemory(c.args, input, { NO_COLOR: '1' });
}

/** The expected output text of a case: stdout, then stderr and status when they matter. */
export function transcriptText(result: RunResult): string {
  let text = result.stdout;
  if (result.stderr !== '') text += `--- stderr ---\n${result.stderr}`;
  return text;
}

/** Regenerates every `NAME.out` (run from the repository root: `npm run golden:update`), then read `git diff`. */
export function updateTranscripts(dir = path.resolve('fixtures', 'transcripts', 'default')): void {
  for (const c of readCases(dir)) {
    const result = runCase(dir, c);
    if (result.status !== c.status) process.stderr.write(`${c.name}: exit status ${result.status}, cases.json says ${c.status}\n`);
    fs.writeFileSync(path.join(dir, `${c.name}.out`), transcriptText(result));
    process.stdout.write(`wrote ${c.name}.out\n`);
  }
}

if (require.main === module) updateTranscripts();

// `freecell transcript check|record`: replay a recorded session and compare, or record one.

import { commandsAsInput, extractCommands, firstDifference } from '../session';
import { reasonOf } from '../ui';
import { UsageError, catalog, readText } from './common';
import { type CliIO, EXIT_CANNOT_WRITE } from './io';
import { runPiped } from './piped-io';

/** Exit status of a check whose output differs. */
export const TRANSCRIPT_DIFFERS = 1;

/** The game options that fix the deal; without one of them a game deals at random. */
const DEAL_FLAGS = ['--game', '--deck', '--board'];

/**
 * Refuses game options that leave the deal random (a UsageError, exit 2):
 * a transcript is checked by playing it again with the same options. Words
 * that are not options (another command) are left for the game runner to
 * refuse.
 */
function requireFixedDeal(command: 'check' | 'record', gameArgs: readonly string[]): void {
  if (gameArgs.length > 0 && !gameArgs[0]!.startsWith('-')) return;
  if (gameArgs.some((a) => DEAL_FLAGS.some((flag) => a === flag || a.startsWith(`${flag}=`)))) return;
  throw new UsageError(catalog.transcriptNeedsDeal(command));
}

/** A check, for runPiped's stopAt, that the output so far is no longer the start of `expected` (linear over the whole run). */
function divergedFrom(expected: string): (stdout: string) => boolean {
  let same = 0;
  return (stdout) => {
    const end = Math.min(stdout.length, expected.length);
    if (stdout.slice(same, end) !== expected.slice(same, end)) return true;
    same = end;
    return stdout.length > expected.length;
  };
}

/**
 * Runs the commands typed in a transcript with the game options (through
 * `runGame`, the CLI's game runner) and checks
 * that the program prints the transcript again, exactly. Returns 0, or 1
 * after naming the first line that differs.
 */
export function checkTranscript(io: CliIO, file: string, gameArgs: readonly string[], runGame: (args: readonly string[], io: CliIO) => number): number {
  requireFixedDeal('check', gameArgs);
  const expected = readText(io, file, 'transcript');
  const result = runPiped(runGame, gameArgs, commandsAsInput(extractCommands(expected)), { ...io.env, NO_COLOR: '1' } as Record<string, string>, {
    stopAt: divergedFrom(expected),
  });
  if (result.status !== 0) {
    io.err(result.stderr);
    return result.status;
  }
  const d = firstDifference(expected, result.stdout);
  if (!d) {
    io.out(`${catalog.transcriptSame(file)}\n`);
    return 0;
  }
  io.out(`${catalog.transcriptDiffers(file, d.line, d.expected, d.actual)}\n`);
  return TRANSCRIPT_DIFFERS;
}

/**
 * Plays a session with the real terminal or pipe and writes everything shown,
 * commands echoed, to `file`. A file that cannot be written (a folder, no
 * such folder...) is refused before the session starts; a write that fails at
 * the end is reported. Both end with EXIT_CANNOT_WRITE.
 */
export function recordTranscript(io: CliIO, file: string, gameArgs: readonly string[], runGame: (args: readonly string[], io: CliIO) => number): number {
  requireFixedDeal('record', gameArgs);
  const cannotWrite = (err: unknown): number => {
    io.err(`freecell: ${catalog.usage.cannotWrite(file, reasonOf(catalog, err))}\n`);
    return EXIT_CANNOT_WRITE;
  };
  try {
    io.checkWritable?.(file);
  } catch (err) {
    return cannotWrite(err);
  }
  let transcript = '';
  const tee = (text: string): void => {
    io.out(text);
    transcript += text;
  };
  const recording: CliIO = {
    ...io,
    // The recording reads line by line through readLine, which it echoes into the transcript.
    nextLine: undefined,
    endInput: undefined,
    // Drawn as a pipe draws it, whatever the terminal's width, so that check prints it again.
    columns: undefined,
    out: tee,
    readLine: (prompt) => {
      if (!io.stdinIsTTY) {
        tee(prompt);
        const line = io.readRaw();
        tee(line === null ? '\n' : `${line}\n`);
        return line;
      }
      const line = io.readLine(prompt);
      transcript += line === null ? `${prompt}\n` : `${prompt}${line}\n`;
      return line;
    },
  };
  const status = runGame(gameArgs, recording);
  try {
    // The screen may be coloured; the transcript is plain text, as a pipe would show it.
    io.writeFile(file, transcript.replace(/\u001b\[[0-9;]*m/g, ''));
  } catch (err) {
    return cannotWrite(err);
  }
  return status;
}

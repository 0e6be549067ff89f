// `freecell transcript check|record`: replay a recorded session and compare, or record one.

import * as fs from 'node:fs';
import * as os from 'node:os';
import { commandsAsInput, extractCommands, firstDifference } from '../session';
import { reasonOf } from '../ui';
import { type FileSignature, type Lock, LockedError, type TextWriter, atExit, fileSystemError, isSameSignature, makePrivateDir, signatureOfName, stateDir } from '../store';
import { UsageError, catalog, readText, useCatalog } from './common';
import { withSignalsHandled } from './exit';
import { type CliIO, EXIT_CANNOT_WRITE, READ_LIMITS, expandHome, verdictKnown, whenReaderGone } from './io';
import { claimOn, claimReason, isOutputTarget, lockOutput, outputTarget } from './owned-files';
import { type RunResult, runPiped, runPipedAsync, seededRandom } from './piped-io';

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

/** A check, for runPiped's stopAt (handed the output printed since it last asked), that the output so far is no longer the start of `expected`: linear over the whole run. */
function divergedFrom(expected: string): (printed: string) => boolean {
  let same = 0;
  return (printed) => {
    // Output past the end of the transcript is a difference too.
    if (!expected.startsWith(printed, same)) return true;
    same += printed.length;
    return false;
  };
}

/**
 * Runs the commands typed in a transcript with the game options (through
 * `runGame`, the CLI's game runner) and checks
 * that the program prints the transcript again, exactly. Returns 0, or 1
 * after naming the first line that differs. A process's own run (an `io`
 * with nextLine) replays asynchronously, a line per turn of the event loop,
 * so that a signal ends it at once, by that signal, with its state folder
 * removed; a run in memory replays synchronously.
 */
export function checkTranscript(
  io: CliIO,
  file: string,
  gameArgs: readonly string[],
  runGame: (args: readonly string[], io: CliIO) => number | Promise<number>,
): number | Promise<number> {
  requireFixedDeal('check', gameArgs);
  // the words of this command: the game's run sets its own
  const words = catalog;
  const expected = readText(io, file, 'transcript');
  const input = commandsAsInput(extractCommands(expected));
  // a file the game writes (save F, moves F) stays in memory, but a name the disk refuses is refused as it was when the transcript was recorded, and so is the transcript's own file (record refused it: it was the file being recorded to)
  const options = { stopAt: divergedFrom(expected), refuseAsDisk: true, transcript: outputTarget(expandHome(file, io.home)) };
  const judge = (result: RunResult): number => {
    if (result.status !== 0) {
      io.err(result.stderr);
      return result.status;
    }
    const d = firstDifference(expected, result.stdout);
    if (!d) {
      io.out(`${words.transcriptSame(file)}\n`);
      return 0;
    }
    verdictKnown(TRANSCRIPT_DIFFERS);
    io.out(`${words.transcriptDiffers(file, d.line, d.column, d.expected, d.actual)}\n`);
    return TRANSCRIPT_DIFFERS;
  };
  const gameEnv = (fresh: TranscriptEnv): Record<string, string> => ({ ...fresh.env, NO_COLOR: '1' }) as Record<string, string>;
  if (!io.nextLine) {
    const fresh = transcriptEnv(io.env);
    let result: RunResult;
    try {
      result = runPiped(runGame, gameArgs, input, gameEnv(fresh), options);
    } finally {
      fresh.done();
      useCatalog(words);
    }
    return judge(result);
  }
  return withSignalsHandled(async () => {
    const fresh = transcriptEnv(io.env);
    let result: RunResult;
    try {
      result = await runPipedAsync(runGame, gameArgs, input, gameEnv(fresh), options);
    } finally {
      fresh.done();
      useCatalog(words);
    }
    return judge(result);
  });
}

/** A transcript's environment, and how to remove its state folder. */
interface TranscriptEnv {
  readonly env: Record<string, string | undefined>;
  readonly done: () => void;
}

/**
 * The environment a transcript's game runs in: a fresh state folder of its
 * own (no settings file, no statistics, no saves: every setting at its
 * default, nothing counted or kept) and no locale (LC_ALL, LC_MESSAGES,
 * LC_CTYPE, LANG, LANGUAGE: English, suit symbols), so that the game depends on its options only and a
 * transcript recorded anywhere checks out anywhere (`--lang pt` and the
 * other flags after `--` still change it). `done` removes the folder; until
 * then it is an exit task, removed however the process ends. Throws
 * UsageError when the system's temporary folder cannot take it (missing,
 * not a folder, read-only, full).
 */
function transcriptEnv(env: CliIO['env']): TranscriptEnv {
  const { LC_ALL: _all, LC_MESSAGES: _messages, LC_CTYPE: _ctype, LANG: _lang, LANGUAGE: _language, XDG_STATE_HOME: _state, ...rest } = env;
  let state: string;
  try {
    state = makePrivateDir('freecell-transcript-');
  } catch (err) {
    throw new UsageError(catalog.usage.noTempFolder(os.tmpdir(), reasonOf(catalog, fileSystemError(err))));
  }
  const remove = (): void => fs.rmSync(state, { recursive: true, force: true });
  const forget = atExit(remove);
  return {
    env: { ...rest, FREECELL_HOME: state },
    done: () => {
      remove();
      forget();
    },
  };
}

/** Colour codes, which the transcript leaves out: it is plain text, as a pipe would show it. */
const COLOUR = /\u001b\[[0-9;]*m/g;

/** Thrown by the recording's reader once the transcript cannot go on (its file failed, it grew past the limit, or FILE was changed by another program): the session ends there. */
class RecordingStopped extends Error {}

/** Why FILE is not replaced: another freecell holds it, or it is one of the program's own files (`reason`, in words). */
class Claimed {
  constructor(readonly reason: string) {}
}

/**
 * Plays a session with the real terminal or pipe, read by the game's own
 * line reader (the same limits, sentences and exit statuses as a game), and
 * writes everything shown, commands echoed, to `file` as it goes: a regular
 * file into a temporary file beside it, renamed over it only when the
 * session ends well (exit status 0), under FILE's lock (the one a game
 * resuming FILE, and save FILE, take) from the last check that nobody holds
 * FILE to the rename, a device or a FIFO as a stream. A regular FILE that
 * another program (another freecell included) writes or replaces during the
 * session is never written over: the session ends at its next command,
 * saying so, with EXIT_CANNOT_WRITE. In the game, save FILE and moves FILE
 * to FILE itself are refused (the transcript would replace what they wrote).
 * A file that cannot be written (a folder, no such folder, a read-only
 * folder, a FIFO nobody reads...) is refused before the session starts; a write that
 * fails, or a transcript past the size limit of transcripts (READ_LIMITS,
 * what check reads), ends the session at its next command. These end with
 * EXIT_CANNOT_WRITE; a session that fails otherwise (a line past the
 * game's limit: 2) ends with its own status and writes no file. A process's
 * own session (an `io` with nextLine) waits for its lines asynchronously: a
 * signal meanwhile ends it by that signal, FILE as it was, the temporary
 * file and the state folder removed.
 */
export function recordTranscript(
  io: CliIO,
  file: string,
  gameArgs: readonly string[],
  runGame: (args: readonly string[], io: CliIO) => number | Promise<number>,
): number | Promise<number> {
  requireFixedDeal('record', gameArgs);
  const session = (): number | Promise<number> => recordSession(io, file, gameArgs, runGame);
  return io.nextLine ? withSignalsHandled(session) : session();
}

/** recordTranscript once its options are checked. */
function recordSession(
  io: CliIO,
  file: string,
  gameArgs: readonly string[],
  runGame: (args: readonly string[], io: CliIO) => number | Promise<number>,
): number | Promise<number> {
  // the words of this command: the game's run sets its own
  const words = catalog;
  let writer: TextWriter;
  const expanded = expandHome(file, io.home);
  const dir = stateDir(io.env, io.home);
  const claim = claimOn(expanded, dir);
  if (claim) {
    io.err(`freecell: ${words.usage.cannotWrite(file, claimReason(words, claim))}\n`);
    return EXIT_CANNOT_WRITE;
  }
  // A regular file, replaced when the session ends: what it is now (no file: undefined), which nobody else may change meanwhile.
  const target = outputTarget(expanded);
  const signatureNow = (): FileSignature | undefined | 'unknown' => {
    try {
      return target === undefined ? undefined : signatureOfName(target);
    } catch {
      return 'unknown';
    }
  };
  const before = signatureNow();
  const changedMeanwhile = (): boolean => {
    if (target === undefined) return false;
    const now = signatureNow();
    return now === 'unknown' || before === 'unknown' || !isSameSignature(now, before);
  };
  try {
    writer = io.openWriter(file);
  } catch (err) {
    io.err(`freecell: ${words.usage.cannotWrite(file, reasonOf(words, err))}\n`);
    return EXIT_CANNOT_WRITE;
  }
  const limit = READ_LIMITS.transcript;
  let size = 0;
  // Why the transcript stopped: the write's error, or 'too-large'.
  let stopped: { readonly why: unknown } | undefined;
  const record = (text: string): void => {
    if (stopped) return;
    const plain = text.replace(COLOUR, '');
    size += Buffer.byteLength(plain, 'utf8');
    if (size > limit) {
      stopped = { why: 'too-large' };
      return;
    }
    try {
      writer.write(plain);
    } catch (err) {
      stopped = { why: err };
    }
  };
  const goOn = (): void => {
    if (!stopped && changedMeanwhile()) stopped = { why: 'changed' };
    if (stopped) throw new RecordingStopped();
  };
  const nextLine = io.nextLine;
  let fresh: TranscriptEnv;
  try {
    fresh = transcriptEnv(io.env);
  } catch (err) {
    // FILE is left as it was: its temporary file goes.
    writer.abort();
    throw err;
  }
  const recording: CliIO = {
    ...io,
    env: fresh.env,
    // Drawn as a pipe draws it, whatever the terminal's width and height, with the clock standing at 0:00 and new deals from the seed check uses, so that check prints it again.
    columns: undefined,
    rows: undefined,
    now: () => 0,
    random: seededRandom(),
    out: (text) => {
      io.out(text);
      record(text);
    },
    // The game's readers show the prompt and the line (a pipe's echoed, a terminal's typed): the transcript gets them too.
    // FILE is looked at again once the line is read: a change made while the game waited for it stops the session before the command runs.
    readLine: (prompt) => {
      goOn();
      const line = io.readLine(prompt);
      record(`${prompt}${line ?? ''}\n`);
      goOn();
      return line;
    },
    nextLine:
      nextLine &&
      (async (prompt) => {
        goOn();
        const line = await nextLine(prompt);
        record(`${prompt}${line ?? ''}\n`);
        goOn();
        return line;
      }),
    // What the game writes to FILE itself would be replaced by the transcript when the session ends: it is refused (the game says why, in its language).
    writeFile: (name, text) => {
      if (target !== undefined && isOutputTarget(expandHome(name, io.home), target)) throw new Error(catalog.transcriptFile);
      io.writeFile(name, text);
    },
  };
  const stop = (why: unknown): number => {
    writer.abort();
    const sentence =
      why === 'too-large'
        ? words.usage.transcriptTooLarge(file, limit / (1024 * 1024))
        : why === 'changed'
          ? words.usage.transcriptChanged(file)
          : words.usage.cannotWrite(file, why instanceof Claimed ? why.reason : reasonOf(words, why));
    io.err(`freecell: ${sentence}\n`);
    return EXIT_CANNOT_WRITE;
  };
  /** Renames the transcript over FILE under FILE's lock, once nobody holds FILE and it is as the session found it; returns what stops it, if anything. */
  const commitUnclaimed = (): { readonly why: unknown } | undefined => {
    let lock: Lock | undefined;
    try {
      lock = lockOutput(expanded);
    } catch (err) {
      if (!(err instanceof LockedError)) return { why: err };
      return { why: new Claimed(claimReason(words, claimOn(expanded, dir) ?? { kind: 'played', owner: err.owner, lock: err.file })) };
    }
    try {
      const claim = claimOn(expanded, dir);
      if (claim) return { why: new Claimed(claimReason(words, claim)) };
      if (changedMeanwhile()) return { why: 'changed' };
      writer.commit();
      return undefined;
    } catch (err) {
      return { why: err };
    } finally {
      lock?.release();
    }
  };
  const finish = (status: number): number => {
    whenReaderGone(undefined);
    fresh.done();
    useCatalog(words);
    if (stopped) return stop(stopped.why);
    if (status !== 0) {
      writer.abort();
      return status;
    }
    const refused = commitUnclaimed();
    return refused ? stop(refused.why) : status;
  };
  const failed = (err: unknown): number => {
    whenReaderGone(undefined);
    fresh.done();
    useCatalog(words);
    if (err instanceof RecordingStopped && stopped) return stop(stopped.why);
    writer.abort();
    throw err;
  };
  // standard output closed before the session ends (| head): FILE would not be whole, and is not written
  whenReaderGone(() => words.usage.transcriptReaderGone(file));
  let status: number | Promise<number>;
  try {
    status = runGame(gameArgs, recording);
  } catch (err) {
    return failed(err);
  }
  return typeof status === 'number' ? finish(status) : status.then(finish, failed);
}

// `freecell saves`: the games in progress (as text or JSON), and giving one up.

import * as fs from 'node:fs';
import { formatJsonVisible } from '../core';
import { BadSaveError, BadStatsError, type SaveEntry, type SavedGame, LockedError, UnreadableFileError, SaveSlot, findSave, isStarted, listSaves, lockFileOf, onOtherMachine, movesPlayed, newSaveToken, readSaveFile, settledOf, statsFile } from '../store';
import { UsageError, catalogFor, jsonOutput, stateFolder } from './common';
import { loadSettings } from './config';
import type { CliIO } from './io';
import { SAVES_SHOWN_ON_TERMINAL } from './defaults';
import { type SavedResult, en, reasonOf, wrap } from '../ui';
import { savedLoss } from '../session';
import { countSavedResult, countWaitingWins, countedBefore, describeSave, formatWhen, isWonSave, prepareStateDir, rewriteSave, savedResult, sentenceText, statsKey, whyInUse, whyNotSave, whyNotStats } from './play';

/** The flags of saves. */
export interface SavesOptions {
  json?: boolean;
  /** On a terminal too, every save (not only the latest SAVES_SHOWN_ON_TERMINAL). */
  all?: boolean;
  delete?: string;
  lang?: string;
}

/** When a save was last played, as `saves --json` gives it: ISO 8601, or null for a file's time past what a date holds (a file system with 64-bit times lets it be set to the year 3,000,000). */
export function lastPlayedJson(ms: number): string | null {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A save as `saves --json` prints it. */
function saveJson(e: SaveEntry): Record<string, unknown> {
  const g = e.game;
  const d = g?.deal;
  const deal = d === undefined ? undefined : 'game' in d ? { game: d.game } : 'pysol' in d ? { pysol: d.pysol } : 'deck' in d ? { deck: d.deck.name } : { board: d.board.name };
  return {
    id: e.id,
    variant: g?.variant.id ?? null,
    rules: g ? statsKey(g.variant) : null,
    game: g && 'game' in g.deal ? g.deal.game : null,
    deal: deal ?? null,
    moves: g ? movesPlayed(g) : null,
    attempt: g ? (g.attempt ?? 1) : null,
    elapsedMs: g?.elapsedMs ?? null,
    lastPlayed: lastPlayedJson(e.lastPlayed),
    won: g !== undefined && isWonSave(g),
    live: e.owner !== undefined,
    pid: e.owner?.pid ?? null,
    host: e.owner?.host ?? null,
    damaged: e.damaged ? whyNotSave(en, e.damaged) : null,
    file: e.file,
  };
}

/** Whether a save could not be read because a newer freecell wrote it: its version is a whole number above those this one reads. */
function isNewerSave(err: unknown): err is BadSaveError {
  if (!(err instanceof BadSaveError) || err.problem.kind !== 'version' || !('text' in err.problem.version)) return false;
  const version = Number(err.problem.version.text);
  return Number.isSafeInteger(version) && version > err.problem.supported;
}

/** Whether reading a save failed on what it is or holds (damaged, too long, not text, not a file, gone meanwhile), not on the file system refusing to read it now. */
function isDamagedSave(err: unknown): boolean {
  if (err instanceof BadSaveError) return true;
  return err instanceof UnreadableFileError && !['io', 'denied', 'other'].includes(err.reason);
}

/** Lists the saved games, the latest first; with --delete, gives one up (it counts as given up if a move was made, even one undone or restarted since; as lost when it stands lost, a deal in which no card can move too). */
export function savesCommand(io: CliIO, options: SavesOptions): number {
  const words = catalogFor(io, options.lang);
  // Flags that do not go together, and an id that names no game, are refused before a waiting win is counted.
  if (options.delete !== undefined) {
    if (options.json) throw new UsageError(words.usage.conflict('--delete', '--json', words.games.deleteOrList));
    if (options.all) throw new UsageError(words.usage.conflict('--delete', '--all', words.games.deleteOrList));
    if (options.delete.trim() === '') throw new UsageError(words.games.cannotDelete(options.delete, words.games.noSuchId(options.delete)));
  }
  const dir = stateFolder(io, words);
  // The saves as the waiting wins left them: the games folder is read once.
  let listed: SaveEntry[] | undefined;
  if (fs.existsSync(dir)) {
    const notes = prepareStateDir(words, dir);
    if (loadSettings(io, words).settings.statistics) {
      const waiting = countWaitingWins(words, dir);
      notes.push(...waiting.notes);
      listed = waiting.entries;
    }
    // With --json, standard output is the JSON alone.
    if (notes.length > 0) {
      if (options.json) io.err(notes.map((n) => `${n}\n`).join(''));
      else io.out(sentenceText(io, notes));
    }
  }
  let entries: SaveEntry[];
  try {
    entries = listed ?? listSaves(dir);
  } catch (err) {
    throw new UsageError(`${reasonOf(words, err)}.`);
  }
  if (options.delete !== undefined) {
    const found = findSave(entries, options.delete.trim().toLowerCase());
    if (found === undefined) throw new UsageError(words.games.cannotDelete(options.delete, words.games.noSuchId(options.delete)));
    if (Array.isArray(found)) throw new UsageError(words.games.cannotDelete(options.delete, words.games.ambiguousId(options.delete, found.map((e) => e.id))));
    let slot: SaveSlot;
    try {
      slot = SaveSlot.open(found.file, found.id);
    } catch (err) {
      if (err instanceof LockedError) throw new UsageError(words.games.cannotDelete(found.id, whyInUse(words, err)));
      throw new UsageError(words.games.cannotDelete(found.id, reasonOf(words, err)));
    }
    try {
      // Deleted by another freecell between the listing and the lock: there is nothing left to delete (nor to count).
      if (!slot.written) throw new UsageError(words.games.cannotDelete(found.id, words.games.noSuchId(found.id)));
      let counted: SavedResult | undefined;
      let game: SavedGame | undefined;
      try {
        game = readSaveFile(found.file).contents.game;
      } catch (err) {
        // A damaged save is deleted without touching the statistics; a newer freecell's is left for it, which counts its result.
        if (isNewerSave(err)) throw new UsageError(words.games.cannotDelete(found.id, whyNotSave(words, err)));
        // One that cannot be read now (an I/O error, a refusal) may be whole: deleted, its result would never be counted.
        if (!isDamagedSave(err)) throw new UsageError(words.games.cannotDelete(found.id, reasonOf(words, err)));
      }
      /** The statistics hold its result already (another copy of it, or this save before, was counted): the sentence says so. */
      let already = game?.token !== undefined && countedBefore(dir, game.token);
      let marked = false;
      // Statistics that cannot take the game's result keep the save: deleting it would lose that result.
      // A deal in which no card can move is lost at its start, with no move made.
      if (game && !game.counted && (isStarted(game) || savedLoss(game)) && loadSettings(io, words).settings.statistics) {
        // A save of an earlier version gets its token now.
        const saved: SavedGame = { ...game, token: game.token ?? newSaveToken() };
        game = saved;
        // Rewritten first, with its token: a save that cannot be changed (its folder read-only) is refused before its result is counted.
        rewriteSave(slot, saved, found.lastPlayed);
        try {
          // A save that stands won holds a win the statistics could not take when it was won: that is what it counts as. One whose token the statistics hold was counted already.
          const count = countSavedResult(dir, saved, saved.token!);
          already = count.already;
          if (!already) counted = count.result;
        } catch (err) {
          const why = err instanceof BadStatsError || err instanceof UnreadableFileError ? whyNotStats(words, err) : reasonOf(words, err);
          throw new UsageError(words.games.cannotDelete(found.id, words.games.statsNotUpdated(statsFile(dir), why, savedResult(saved).result)));
        }
        marked = true;
      }
      try {
        slot.remove();
      } catch (err) {
        try {
          // Its result is counted: the save left on disk says so (its token in the statistics says so whatever happens).
          if (marked) slot.markCounted(game!);
        } catch {
          // The removal's error is the one to report.
        }
        throw err;
      }
      io.out(sentenceText(io, [already ? words.games.deletedCountedBefore(found.id) : words.games.deleted(found.id, counted)]));
    } catch (err) {
      if (err instanceof UsageError) throw err;
      throw new UsageError(words.games.cannotDelete(found.id, reasonOf(words, err)));
    } finally {
      slot.close();
    }
    return 0;
  }
  if (options.json) {
    io.out(`${jsonOutput(io, formatJsonVisible(entries.map(saveJson), 2))}\n`);
    return 0;
  }
  if (entries.length === 0) {
    io.out(`${words.games.listNone}\n`);
    return 0;
  }
  // On a terminal, the latest ones and how many are left out; a pipe (a script, grep) gets every one.
  const shown = io.stdoutIsTTY && !options.all ? entries.slice(0, SAVES_SHOWN_ON_TERMINAL) : entries;
  // A terminal too narrow for a line has it broken at its spaces, under its description; a pipe gets one line each.
  const width = io.columns?.();
  const lines: string[] = [];
  for (const e of shown) {
    const state = e.owner ? 'in-use' : e.damaged !== undefined ? 'damaged' : e.game && isWonSave(e.game) ? (`won-${settledOf(e.game)}` as const) : 'free';
    const detail = e.owner
      ? onOtherMachine(e.owner)
        ? words.games.remoteOwner(e.owner.pid, e.owner.host, lockFileOf(e.file))
        : String(e.owner.pid)
      : e.damaged
        ? whyNotSave(words, e.damaged)
        : '';
    const line = words.games.listLine(e.id, e.game ? describeSave(words, e.game) : '?', formatWhen(e.lastPlayed), state, detail);
    lines.push(...wrap(line, width, '', ' '.repeat(e.id.length + 2)).map((l) => `${l}\n`));
  }
  if (shown.length < entries.length) lines.push(...wrap(words.games.listMore(entries.length - shown.length), width).map((l) => `${l}\n`));
  io.out(lines.join(''));
  return 0;
}

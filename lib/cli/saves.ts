// `freecell saves`: the games in progress (as text or JSON), and giving one up.

import * as fs from 'node:fs';
import { recordResult, type SaveEntry, LockedError, SaveSlot, findSave, listSaves, movesPlayed, readSaveFile, stateDir, statsFile, updateStats } from '../store';
import { UsageError, catalogFor } from './common';
import type { CliIO } from './io';
import { en, reasonOf } from '../ui';
import { describeSave, formatWhen, prepareStateDir, statsKey, whyNotSave } from './play';

/** The flags of saves. */
export interface SavesOptions {
  json?: boolean;
  delete?: string;
  lang?: string;
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
    elapsedMs: g?.elapsedMs ?? null,
    lastPlayed: new Date(e.lastPlayed).toISOString(),
    live: e.owner !== undefined,
    pid: e.owner?.pid ?? null,
    damaged: e.damaged ? whyNotSave(en, e.damaged) : null,
    file: e.file,
  };
}

/** Lists the saved games, the latest first; with --delete, gives one up (it counts as lost if a move was made). */
export function savesCommand(io: CliIO, options: SavesOptions): number {
  const words = catalogFor(io, options.lang);
  const dir = stateDir(io.env, io.home);
  if (fs.existsSync(dir)) {
    const notes = prepareStateDir(words, dir);
    if (notes.length > 0) io.out(notes.map((n) => `${n}\n`).join(''));
  }
  let entries: SaveEntry[];
  try {
    entries = listSaves(dir);
  } catch (err) {
    throw new UsageError(`${reasonOf(words, err)}.`);
  }
  if (options.delete !== undefined) {
    if (options.json) throw new UsageError(words.usage.conflict('--delete', '--json', words.games.deleteOrList));
    const found = findSave(entries, options.delete.trim().toLowerCase());
    if (found === undefined) throw new UsageError(words.games.cannotDelete(options.delete, words.games.noSuchId(options.delete)));
    if (Array.isArray(found)) throw new UsageError(words.games.cannotDelete(options.delete, words.games.ambiguousId(options.delete, found.map((e) => e.id))));
    let slot: SaveSlot;
    try {
      slot = SaveSlot.open(found.file, found.id);
    } catch (err) {
      if (err instanceof LockedError) throw new UsageError(words.games.cannotDelete(found.id, words.games.inUse(err.owner.pid, err.owner.host)));
      throw new UsageError(words.games.cannotDelete(found.id, reasonOf(words, err)));
    }
    try {
      let countedLost = false;
      try {
        const game = readSaveFile(found.file).contents.game;
        if (!game.counted && movesPlayed(game) > 0) {
          updateStats(statsFile(dir), (s) =>
            recordResult(s, { variantKey: statsKey(game.variant), source: 'game' in game.deal ? 'numbered' : 'deck' in game.deal ? 'deck' : 'board', outcome: 'gave-up', moves: movesPlayed(game), elapsedMs: game.elapsedMs }),
          );
          countedLost = true;
        }
      } catch {
        // A damaged save is deleted without touching the statistics.
      }
      slot.remove();
      io.out(`${words.games.deleted(found.id, countedLost)}\n`);
    } catch (err) {
      throw new UsageError(words.games.cannotDelete(found.id, reasonOf(words, err)));
    } finally {
      slot.close();
    }
    return 0;
  }
  if (options.json) {
    io.out(`${JSON.stringify(entries.map(saveJson), null, 2)}\n`);
    return 0;
  }
  if (entries.length === 0) {
    io.out(`${words.games.listNone}\n`);
    return 0;
  }
  for (const e of entries) {
    const state = e.owner ? 'in-use' : e.damaged !== undefined ? 'damaged' : 'free';
    const detail = e.owner ? String(e.owner.pid) : e.damaged ? whyNotSave(words, e.damaged) : '';
    io.out(`${words.games.listLine(e.id, e.game ? describeSave(words, e.game) : '?', formatWhen(e.lastPlayed), state, detail)}\n`);
  }
  return 0;
}

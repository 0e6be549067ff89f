// `freecell` (play): the start-up menu, resuming, autosave, statistics, and the read-eval-print loop.

import { type Variant, findVariant } from '../core';
import { type DealSpec, GameSession, type SessionHooks, dealLabel, fromSavedGame, toSavedGame, winnableGame } from '../session';
import { BadSaveError, BadStatsError, type Stats, backupFile, formatSave, formatStats, parseSave, parseStats, recordResult, saveFile, stateDir, statsFile } from '../store';
import type { Catalog, StyleName } from '../ui';
import { type RuleFlags, UsageError, cardName, catalogFor, look, randomGame, readChoice, readDealSource, readVariant } from './common';
import type { CliIO } from './io';

/** The flags of the play command. */
export interface PlayOptions extends RuleFlags {
  game?: string;
  deck?: string;
  board?: string;
  style: string;
  ascii?: boolean;
  color: boolean;
  autoplay: boolean;
  resume?: string | boolean;
  lang?: string;
  status: boolean;
  winnable?: boolean;
}

/** The key statistics are kept under: the variant id, plus every rule it was refined with ("freecell+cells=2"). */
export function statsKey(variant: Variant): string {
  const base = findVariant(variant.id) as unknown as Record<string, unknown>;
  const v = variant as unknown as Record<string, unknown>;
  const changed = Object.keys(v)
    .filter((k) => k !== 'id' && k !== 'name' && v[k] !== base[k])
    .map((k) => `${k}=${String(v[k])}`);
  return changed.length === 0 ? variant.id : `${variant.id}+${changed.join(',')}`;
}

/** Reads the statistics file (missing: none yet); throws BadStatsError. */
export function readStats(io: CliIO, file: string): Stats {
  return io.exists(file) ? parseStats(io.readFile(file, 'stats')) : {};
}

/** The lines `stats` shows. */
export function statsLines(words: Catalog, stats: Stats): string[] {
  const keys = Object.keys(stats).sort();
  return keys.length === 0 ? [words.statsNone] : keys.map((k) => words.statsLine(k, stats[k]!));
}

/** Everything play needs to know about files: where they are and how to write them. */
class Files {
  readonly dir: string;
  readonly save: string;
  readonly stats: string;
  private lastProblem = '';

  constructor(
    private readonly io: CliIO,
    private readonly words: Catalog,
  ) {
    this.dir = stateDir(io.env, io.home);
    this.save = saveFile(this.dir);
    this.stats = statsFile(this.dir);
  }

  /** Writes a save, keeping the previous one as a backup; returns a note when something went wrong (once per problem). */
  writeSave(file: string, session: GameSession): string | void {
    try {
      if (this.io.exists(file)) {
        const previous = this.io.readFile(file, 'save');
        if (isValidSave(previous)) this.io.writeFile(backupFile(file), previous);
      }
      this.io.writeFile(file, formatSave(toSavedGame(session.snapshot())));
      this.lastProblem = '';
    } catch (err) {
      return this.problem(this.words.autosaveFailed(file, (err as Error).message));
    }
  }

  /** Removes the save of a finished game. */
  removeSave(file: string): string | void {
    try {
      this.io.removeFile(file);
    } catch (err) {
      return this.problem(this.words.autosaveFailed(file, (err as Error).message));
    }
  }

  /** Adds a result to the statistics. */
  record(variant: Variant, outcome: 'won' | 'lost', moves: number): string | void {
    try {
      const stats = readStats(this.io, this.stats);
      this.io.writeFile(this.stats, formatStats(recordResult(stats, statsKey(variant), outcome, moves)));
    } catch (err) {
      const why = err instanceof BadStatsError ? this.words.statsUnreadable(this.stats, err.reason) : this.words.autosaveFailed(this.stats, (err as Error).message);
      return this.problem(why);
    }
  }

  private problem(message: string): string | void {
    if (message === this.lastProblem) return;
    this.lastProblem = message;
    return message;
  }
}

function isValidSave(text: string): boolean {
  try {
    parseSave(text);
    return true;
  } catch {
    return false;
  }
}

/** Reads and replays a save; a bad save is a BadSaveError and its file is left as it is. */
function loadSave(io: CliIO, file: string, base: ConstructorParameters<typeof GameSession>[0], words: Catalog): GameSession {
  const saved = parseSave(io.readFile(file, 'save'));
  const snapshot = fromSavedGame(saved, (err) => words.error(err, saved.variant, cardName));
  if (snapshot.position > snapshot.groups.length) throw new BadSaveError('the move position is past the moves');
  return GameSession.restore(base, snapshot);
}

function describeSaved(words: Catalog, session: GameSession): string {
  const deal = dealLabel(session.dealSpec);
  const where = deal.kind === 'game' ? words.board.game(deal.number) : deal.kind === 'deck' ? words.board.deck(deal.name) : words.board.position(deal.name);
  return `${session.variant.name}, ${where}, ${words.board.moves(session.moves)}`;
}

/** Asks "1 new game / 2 resume" until answered; null at the end of input. */
function askResume(io: CliIO, words: Catalog, description: string): 'new' | 'resume' | null {
  io.out(`${words.menuSavedGame(description)}\n${words.menuChoices.map((c) => `${c}\n`).join('')}`);
  for (;;) {
    const answer = io.readLine(words.menuPrompt);
    if (answer === null) return null;
    const a = answer.trim().toLowerCase();
    if (a === '1' || a === 'n') return 'new';
    if (a === '2' || a === 'r') return 'resume';
    io.out(`${words.menuInvalid}\n`);
  }
}

/** Plays until q, a win in the cse231 style, or the end of input; returns the exit status. */
export function play(io: CliIO, options: PlayOptions): number {
  const style = readChoice<StyleName>('style', options.style, ['default', 'cse231']);
  const words = catalogFor(io, options.lang);
  const variant = readVariant(options);
  const files = new Files(io, words);
  let autosaveTo: string | undefined;
  let session: GameSession | undefined;
  const hooks: SessionHooks = {
    changed: (s) => {
      if (autosaveTo === undefined) return;
      return s.won ? files.removeSave(autosaveTo) : files.writeSave(autosaveTo, s);
    },
    // Only sessions that keep a save (a terminal, or a resumed game) keep statistics: scripts and transcript checks do not.
    result: (v, outcome, moves) => (autosaveTo === undefined ? undefined : files.record(v, outcome, moves)),
    save: (s, file) => {
      const target = file ?? files.save;
      const problem = files.writeSave(target, s);
      if (problem) throw new Error(problem);
      return target;
    },
    stats: () => {
      try {
        return statsLines(words, readStats(io, files.stats));
      } catch (err) {
        return [err instanceof BadStatsError ? words.statsUnreadable(files.stats, err.reason) : String(err)];
      }
    },
  };
  const base = (deal: DealSpec): ConstructorParameters<typeof GameSession>[0] => ({
    variant,
    deal,
    look: look(io, style, options, words),
    randomGameNumber: () => randomGame(io),
    files: { write: io.writeFile },
    autoplay: options.autoplay,
    now: io.now,
    hooks,
    status: options.status,
    winnableOnly: options.winnable,
    openingNotes,
  });
  const openingNotes: string[] = [];

  if (options.resume !== undefined) {
    const file = options.resume === true ? files.save : String(options.resume);
    if (!io.exists(file)) throw new UsageError(words.cannotResume(file, words.noSuchSave));
    try {
      session = loadSave(io, file, base({ kind: 'game', number: 1 }), words);
    } catch (err) {
      if (err instanceof BadSaveError) throw new UsageError(words.cannotResume(file, err.reason));
      throw err;
    }
    autosaveTo = file;
  } else {
    let deal = readDealSource(io, options, variant);
    if (options.winnable && deal.kind === 'game' && options.game === undefined) {
      const pick = winnableGame(variant, () => randomGame(io));
      deal = { kind: 'game', number: pick.number };
      if (pick.skipped > 0 || !pick.found) openingNotes.push(words.skippedDeals(pick.skipped, pick.found));
    }
    if (io.stdinIsTTY) {
      autosaveTo = files.save;
      if (io.exists(files.save)) {
        let saved: GameSession | undefined;
        try {
          saved = loadSave(io, files.save, base(deal), words);
        } catch (err) {
          if (!(err instanceof BadSaveError)) throw err;
          io.out(`${words.savedGameUnreadable(files.save, err.reason)}\n`);
          autosaveTo = undefined;
        }
        if (saved) {
          const choice = askResume(io, words, describeSaved(words, saved));
          if (choice === null) return 0;
          if (choice === 'resume') session = saved;
          else {
            // The saved game is given up: it counts as lost, and its save goes (the new game saves itself as it is played).
            const note = [saved.abandonGame(), files.removeSave(files.save)].filter(Boolean).join('\n');
            if (note) io.out(`${note}\n`);
          }
        }
      }
    }
    session ??= new GameSession(base(deal));
  }

  io.out(session.start());
  while (!session.done) {
    const line = io.readLine(session.prompt);
    if (line === null) break;
    io.out(session.handle(line));
  }
  return 0;
}

/** `freecell stats [--reset]`: shows the statistics, or clears them once the user types yes. */
export function showStats(io: CliIO, options: { reset?: boolean; lang?: string }): number {
  const words = catalogFor(io, options.lang);
  const file = statsFile(stateDir(io.env, io.home));
  if (options.reset) {
    const answer = io.readLine(words.statsResetQuestion);
    if (answer === null || !['yes', 'y', 'sim', 's'].includes(answer.trim().toLowerCase())) {
      io.out(`${words.statsResetKept}\n`);
      return 0;
    }
    try {
      io.writeFile(file, formatStats({}));
    } catch (err) {
      throw new UsageError(words.autosaveFailed(file, (err as Error).message));
    }
    io.out(`${words.statsResetDone}\n`);
    return 0;
  }
  try {
    io.out(statsLines(words, readStats(io, file)).map((l) => `${l}\n`).join(''));
  } catch (err) {
    if (err instanceof BadStatsError) throw new UsageError(words.statsUnreadable(file, err.reason));
    throw err;
  }
  return 0;
}

// `freecell` (play): the start-up menu, resuming, autosave into the game's own save, statistics, and the read-eval-print loop.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Variant, findVariant, formatJsonVisible, formatVariantKey, parseVariantKey } from '../core';
import {
  type DealSpec,
  type GameFacts,
  type GameOutcome,
  GameSession,
  type MoveTokenList,
  type ResultReport,
  type SessionChange,
  type SessionHooks,
  type SessionSnapshot,
  UnreadableMovesError,
  findNoMove,
  fromSavedGame,
  pickNote,
  pickedDeal,
  readMoveTokenList,
  savedLoss,
  savedWin,
  toSavedGame,
  winnableGame,
} from '../session';
import {
  BadSaveError,
  BadStatsError,
  DEAL_SOURCES,
  type DealSource,
  FileSystemError,
  type Lock,
  type LockOwner,
  LockedError,
  type SaveEntry,
  SaveSlot,
  settledOf,
  type SavedGame,
  type Stats,
  UnreadableFileError,
  cleanStateDir,
  countResult,
  dealRecordKey,
  resetStats,
  findSave,
  formatSave,
  gamesDir,
  isCounted,
  isGameId,
  isStarted,
  listSaves,
  readSaveEntry,
  sortSaves,
  liveOwner,
  lockFileOf,
  makeFolder,
  migrateLegacySave,
  movesPlayed,
  newSaveToken,
  isThisProcess,
  onOtherMachine,
  readSaveFile,
  readStatsFile,
  refuseSharedLink,
  resolveWriteTarget,
  statsFile,
  updateStats,
} from '../store';
import { type Catalog, type DealRating, HELP_WIDTH, type SavedResult, type StyleName, localeCharset, reasonOf, shownIn, variantLabel, wrap } from '../ui';
import { RULE_FLAGS, type RuleFlags, UsageError, cardName, catalogFor, jsonOutput, look, movesFileText, randomGame, readMovesJson, readChoice, readDealSource, readText, readVariant, stateFolder } from './common';
import { applySettings, loadSettings } from './config';
import { afterSignalsPolled, cleanUpOnSignals, withSignalsHandled } from './exit';
import { type CliIO, REDRAW_LINE, askLine, asksLater, expandHome } from './io';
import { claimOn, claimReason, lockOutput } from './owned-files';

/** The flags of the play command. */
export interface PlayOptions extends RuleFlags {
  game?: string;
  deck?: string;
  board?: string;
  style: string;
  ascii?: boolean;
  color?: boolean;
  autoplay: boolean;
  resume?: string | boolean;
  lang?: string;
  status: boolean;
  winnable?: boolean;
  difficulty?: string;
  /** `freecell browse FILE`: the moves file to browse on the deal (the session ends when browsing stops). */
  browse?: string;
  /** Count this game in the statistics (--no-statistics, or the setting, turns it off). */
  statistics?: boolean;
  /** Say under the board what each move did (--no-messages, or the setting). */
  messages?: boolean;
  /** A column number alone moves its last card to a free cell (the quick-cell setting). */
  quickCell?: boolean;
  /** Four-colour suits (--four-colour, or the four-colour setting). */
  fourColour?: boolean;
  /** The screen-reader mode (--plain). */
  plain?: boolean;
  /** The flags typed on the command line (not defaulted), by option name. */
  explicit?: ReadonlySet<string>;
}

/** Whether the file at `file` is the one `stat` describes (the same device and inode); false when it cannot be seen. */
function isSameFile(file: string, stat: fs.Stats): boolean {
  try {
    const other = fs.statSync(file);
    return other.ino === stat.ino && other.dev === stat.dev;
  } catch {
    return false;
  }
}

/** The key statistics are kept under, one for the same rules under any name (formatVariantKey): "freecell-3" for --cells 3, "bakers+cells=2". */
export function statsKey(variant: Variant): string {
  return formatVariantKey(variant);
}

/** A statistics key as `stats` shows it: the variant id, with the rules it was refined with in the header's words ("seahaven (3 cells, aces home)"); a key no variant reads back, as it is. */
function statsLabel(words: Catalog, key: string): string {
  try {
    const variant = parseVariantKey(key);
    const rules = words.screen.rules(variant, findVariant(variant.id));
    return rules === '' ? variant.id : `${variant.id} (${rules})`;
  } catch {
    return key;
  }
}

/** The lines `stats` shows: each source of deals, each variant. */
export function statsLines(words: Catalog, stats: Stats): string[] {
  const out: string[] = [];
  for (const source of DEAL_SOURCES) {
    const records = stats.sources[source] ?? {};
    for (const key of Object.keys(records).sort()) out.push(...words.statsLines(statsLabel(words, key), source, records[key]!));
  }
  return out.length === 0 ? [words.statsNone] : out;
}

/** Where a deal's cards came from, for the statistics: Microsoft and PySol game numbers are both numbered deals. */
export function dealSource(deal: DealSpec): DealSource {
  return deal.kind === 'game' || deal.kind === 'pysol' ? 'numbered' : deal.kind;
}

/** Flags that choose a deal or its rules, which a resumed game brings with it: [option name, flag]. */
const DEAL_FLAGS: readonly (readonly [keyof PlayOptions, string])[] = [
  ['game', '--game'],
  ['deck', '--deck'],
  ['board', '--board'],
  ...RULE_FLAGS,
  ['winnable', '--winnable'],
  ['difficulty', '--difficulty'],
];

/** The flags of DEAL_FLAGS given on the command line. */
function dealFlagsGiven(options: PlayOptions): string[] {
  const given = options.explicit;
  return DEAL_FLAGS.filter(([key]) => (given ? given.has(key) : key !== 'variant' && options[key] !== undefined)).map(([, flag]) => flag);
}

/** A short local date and time ("2026-11-23 14:05"); "?" for a time past what a date holds (a file's time far in the future). */
export function formatWhen(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '?';
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** What a saved game is, in words: variant (with the rules it was refined with), deal, the attempt at it from the second on, moves typed, time played. */
export function describeSave(words: Catalog, game: SavedGame): string {
  const d = game.deal;
  const where =
    'game' in d ? words.board.game(d.game) : 'pysol' in d ? words.board.pysol(d.pysol) : 'deck' in d ? words.board.deck(d.deck.name) : words.board.position(d.board.name);
  // Each group of moves starts with the one the player typed; the rest are autoplay's.
  const attempt = game.attempt !== undefined && game.attempt > 1 ? `, ${words.screen.attempt(game.attempt)}` : '';
  // Of the moves made, those the solver played (a save of an earlier version does not say which).
  const solver = !game.helped ? 0 : game.solver === undefined ? 'unknown' : game.solver.filter((g) => g < game.position).length;
  return `${variantLabel(words, game.variant)}, ${where}${attempt}, ${words.screen.movesTyped(game.position, solver)}, ${words.screen.time(game.elapsedMs)}`;
}

/** Whether a saved game stands won: a win waiting to be counted (or counted, its save not yet removed), never a game to resume. */
export function isWonSave(game: SavedGame): boolean {
  let won = wonSaves.get(game);
  if (won === undefined) {
    won = savedWin(game) !== undefined;
    wonSaves.set(game, won);
  }
  return won;
}

/** Whether each save read stands won (a save read is never changed: replaying it once is enough however often it is asked). */
const wonSaves = new WeakMap<SavedGame, boolean>();

/** Saves another process may be offered: readable, not being played, not won, with a move made (even if undone since, or the game restarted). */
function resumable(entries: readonly SaveEntry[]): SaveEntry[] {
  return entries.filter((e) => e.game !== undefined && e.owner === undefined && isStarted(e.game) && !isWonSave(e.game));
}

/** Why a save cannot be used, in the player's words. */
export function whyNotSave(words: Catalog, err: BadSaveError | UnreadableFileError): string {
  return err instanceof UnreadableFileError ? words.usage.whyUnreadable(err) : words.errorReason(err, undefined, cardName);
}

/** Why the statistics cannot be read, in the player's words. */
export function whyNotStats(words: Catalog, err: BadStatsError | UnreadableFileError): string {
  return err instanceof UnreadableFileError ? words.usage.whyUnreadable(err) : words.errorReason(err, undefined, cardName);
}

/** The per-user folder, created if needed, with what dead processes left there cleaned, and an old save.json moved into games/. */
export function prepareStateDir(words: Catalog, dir: string): string[] {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch {
    // Reported when something is first written there.
    return [];
  }
  cleanStateDir(dir);
  try {
    // a game whose moves cannot be played (the first version's unsigned file, edited) is as damaged as one that cannot be read
    const m = migrateLegacySave(dir, (game) => void fromSavedGame(game));
    switch (m.kind) {
      case 'none':
        return [];
      case 'migrated':
        return [words.games.migrated(m.id)];
      case 'backup':
        return [words.games.migratedBackup(m.id, Number.isNaN(new Date(m.backupTime).getTime()) ? undefined : formatWhen(m.backupTime))];
      case 'damaged':
        return [words.games.legacyDamaged(m.file, whyNotSave(words, m.error), m.keptAs)];
    }
  } catch (err) {
    // no game may be under way (saves, stats): the sentence says what waits, not that a game goes on
    return [words.games.legacyNotMoved(path.join(dir, 'save.json'), reasonOf(words, err))];
  }
}

/** The number a numbered deal's record is kept under: a PySol deal's under its PySolFC number ("pysol:123456"), apart from Microsoft's; none for a deck or a board. */
function dealNumber(deal: DealSpec): number | string | undefined {
  return deal.kind === 'game' ? deal.number : deal.kind === 'pysol' ? `pysol:${deal.seed}` : undefined;
}

/** The facts the statistics keep of a saved game's result. */
function savedFacts(snapshot: SessionSnapshot): GameFacts {
  let moves = 0;
  for (let g = 0; g < snapshot.position; g++) moves += snapshot.groups[g]!.length;
  return { deal: snapshot.deal, typed: snapshot.position, auto: moves - snapshot.position, elapsedMs: snapshot.elapsedMs };
}

/** The result a saved game is left with when its save goes: its win (or solved with help) when it stands won, lost when it stands lost (no legal move left), else given up. */
export function savedResult(game: SavedGame): { result: SavedResult; snapshot?: SessionSnapshot } {
  const snapshot = savedWin(game);
  if (!snapshot) return { result: savedLoss(game) ? 'lost' : 'gave-up' };
  return { result: snapshot.helped ? 'helped' : 'won', snapshot };
}

/**
 * Adds the result of a saved game that carries `token` to the statistics,
 * once (countResult): its win (or solved with help) when it stands won
 * (`snapshot`), else given up, counted where the game itself counts it
 * (dealSource). Returns whether it was counted before. Throws what
 * updateStats throws.
 */
export function countSavedResult(dir: string, saved: SavedGame, token: string): { result: SavedResult; already: boolean } {
  const { result, snapshot } = savedResult(saved);
  const variantKey = statsKey(saved.variant);
  if (snapshot && result !== 'gave-up') {
    const facts = savedFacts(snapshot);
    const { already } = countResult(statsFile(dir), { variantKey, source: dealSource(facts.deal), game: dealNumber(facts.deal), outcome: result, moves: facts.typed, elapsedMs: facts.elapsedMs, token });
    return { result, already };
  }
  const source: DealSource = 'game' in saved.deal || 'pysol' in saved.deal ? 'numbered' : 'deck' in saved.deal ? 'deck' : 'board';
  const outcome = result === 'lost' ? 'lost' : 'gave-up';
  const { already } = countResult(statsFile(dir), { variantKey, source, outcome, moves: movesPlayed(saved), elapsedMs: saved.elapsedMs, token });
  return { result: outcome, already };
}

/**
 * Rewrites a save whole with the game it holds, keeping when it was last
 * played: a save that cannot be changed says so before anything is counted
 * from it, and one that can takes a journal line after. Throws
 * FileSystemError (FILE_SYSTEM).
 */
export function rewriteSave(slot: SaveSlot, game: SavedGame, lastPlayed: number): void {
  slot.compact(game);
  try {
    const when = new Date(lastPlayed);
    fs.utimesSync(slot.file, when, when);
  } catch {
    // Only the order of the saves in the lists changes.
  }
}

/**
 * Counts the wins that saves hold but the statistics could not take when
 * they were won (a save that stands won, not counted), and removes those
 * saves; a won save already counted (one that could not be removed then)
 * is removed too. Each save is taken under its lock and read again first,
 * so that however many processes start at once, a win counts once. A save
 * being played, or one the statistics still cannot take, is left as it is.
 * Returns the notes to show, and the saves as they are after (as listSaves
 * gives them, so that the folder is read once; none when it cannot be listed).
 */
export function countWaitingWins(words: Catalog, dir: string): { notes: string[]; entries?: SaveEntry[] } {
  const notes: string[] = [];
  const entries: SaveEntry[] = [];
  let listed: SaveEntry[];
  try {
    listed = listSaves(dir);
  } catch {
    // Whoever lists the saves next says why they cannot be listed.
    return { notes };
  }
  for (const entry of listed) {
    if (entry.owner !== undefined || entry.game === undefined || !isWonSave(entry.game)) {
      entries.push(entry);
      continue;
    }
    const note = countWaitingWin(words, dir, entry.id, entry.file, entry.lastPlayed).note;
    if (note !== undefined) notes.push(note);
    // Removed, or left as it now is (marked counted, or waiting still).
    const now = readSaveEntry(entry.file, entry.id);
    if (now) entries.push(now);
  }
  return { notes, entries: sortSaves(entries) };
}

/**
 * Counts the win of one save (`label` names it: its id, or the file as the
 * player typed it) when it stands won and is not counted yet, and removes
 * the save (see countWaitingWins). Returns whether the save stood won and
 * is settled now (counted, by now or before), and the note to show.
 */
function countWaitingWin(words: Catalog, dir: string, label: string, file: string, lastPlayed: number): { settled: boolean; note?: string } {
  let slot: SaveSlot;
  try {
    slot = SaveSlot.open(file);
  } catch (err) {
    // Being played by now: left to the game that plays it.
    if (err instanceof LockedError) return { settled: false };
    // Its lock cannot be made (a full disk, a read-only folder): the save cannot be changed, and the win waits; the reason alone when the lock named is the save's.
    const why = err instanceof FileSystemError && err.params.action === 'lock' && err.params.file === file ? new FileSystemError(err.reason, err.params.detail === undefined ? {} : { detail: err.params.detail }) : err;
    return { settled: false, note: words.games.winNotCounted(label, file, reasonOf(words, why)) };
  }
  try {
    let game: SavedGame;
    try {
      game = readSaveFile(file).contents.game;
    } catch {
      // Counted and removed by another process meanwhile, or changed.
      return { settled: false };
    }
    if (!isWonSave(game)) return { settled: false };
    // A save of an earlier version gets its token now.
    game = { ...game, token: game.token ?? newSaveToken() };
    let note: string | undefined;
    if (!game.counted) {
      // Rewritten first, with its token: a save that cannot be changed (its folder read-only) is left for later, not counted now and left at every start.
      try {
        rewriteSave(slot, game, lastPlayed);
      } catch (err) {
        return { settled: false, note: words.games.winNotCounted(label, file, reasonOf(words, err)) };
      }
      try {
        // Counted once: a win whose token the statistics hold (its save not marked since) is only tidied away.
        if (!countSavedResult(dir, game, game.token!).already) note = words.games.winCounted(label, describeSave(words, game));
      } catch (err) {
        const why = err instanceof BadStatsError || err instanceof UnreadableFileError ? whyNotStats(words, err) : reasonOf(words, err);
        return { settled: false, note: words.games.winNotCounted(label, statsFile(dir), why) };
      }
    }
    try {
      slot.remove();
    } catch {
      try {
        // Left on disk, marked counted (a journal line after the rewrite above).
        if (!game.counted) slot.markCounted(game);
      } catch {
        // The statistics have the win and its token: a save that could neither go nor be marked is only left to tidy.
      }
    }
    return { settled: true, ...(note !== undefined ? { note } : {}) };
  } finally {
    slot.close();
  }
}

/**
 * `--resume FILE` of a save outside the games folder that stands won: its
 * win is counted now, as a waiting win of the games folder is at start-up
 * (the statistics on; a save counted already is left to be refused).
 * Returns the note to show, and whether the win is counted by now.
 */
function countResumedWin(words: Catalog, dir: string, target: { file: string; id?: string; label: string }): { counted: boolean; note?: string } {
  if (target.id !== undefined) return { counted: false };
  let game: SavedGame;
  let lastPlayed: number;
  try {
    ({ contents: { game }, mtimeMs: lastPlayed } = readSaveFile(target.file));
  } catch {
    // Resuming it names the problem.
    return { counted: false };
  }
  // A win counted already (its mark, or its token, says so) is refused as such.
  if (game.counted || (game.token !== undefined && countedBefore(dir, game.token)) || !isWonSave(game)) return { counted: false };
  const { settled, note } = countWaitingWin(words, dir, target.label, target.file, lastPlayed);
  return { counted: settled, ...(note !== undefined ? { note } : {}) };
}

/** A game's save and the autosave policy of the process that owns it (exported for the autosave benchmark). */
export class Keeper {
  private slot: SaveSlot | undefined;
  private lastProblem = '';
  /** Whether this session's results go into the statistics (a kept game: a terminal, a resumed game, or after `save`). */
  keepsStats = false;
  /** The statistics setting is off: nothing is recorded, whatever keepsStats says. */
  statsOff = false;

  constructor(
    private readonly words: Catalog,
    readonly dir: string,
    private readonly random?: () => number,
  ) {}

  get id(): string | undefined {
    return this.slot?.id;
  }

  get file(): string | undefined {
    return this.slot?.file;
  }

  private wanted = false;
  /** The current game's token (see SavedGame.token): a new one for each deal. */
  private gameToken = newSaveToken();
  /**
   * The input line (GameSession.lineNumber) during which the save was
   * rewritten whole from the game as it stands (a result counted, a journal
   * compacted): that line's changes still to be reported are in it already.
   */
  private wholeAtLine = -1;

  /** The current game's token, which its save carries and counting its result records in the statistics. */
  get token(): string {
    return this.gameToken;
  }

  /**
   * Keeps the game from now on in `slot` (without one, a new save in the
   * games folder is made with the first change); a resumed game goes on with
   * its save's `token`.
   */
  keep(slot?: SaveSlot, token?: string): void {
    this.slot = slot;
    this.wanted = true;
    this.keepsStats = true;
    if (token !== undefined) this.gameToken = token;
  }

  /** The save-file value of the session's game, with its token. */
  private saved(session: GameSession): SavedGame {
    return toSavedGame(session.snapshot(), this.gameToken);
  }

  /** The slot, made on first need; throws an Error with a short reason when the games folder cannot be written. */
  private ensureSlot(): SaveSlot {
    this.slot ??= SaveSlot.create(this.dir, this.random);
    return this.slot;
  }

  /**
   * Writes one change of the game; returns a note when something went wrong
   * (once per problem). A save belongs to one game: a game left for another
   * deal lets its save go (removed, or kept when its result is still to be
   * counted or the removal fails), and the next deal gets a save of its own.
   */
  changed(session: GameSession, change: SessionChange): string | void {
    const whole = this.wholeAtLine === session.lineNumber;
    if (change.kind === 'leave') {
      // The next deal is another game.
      this.gameToken = newSaveToken();
      if (this.wanted) return this.leave(session);
    }
    if (!this.wanted || change.kind === 'leave') return;
    // A fresh deal, or a won game whose result is counted, has nothing to resume: no save is made for it (a deal restarted has one when it had a move, or a save).
    if (!this.slot && ((change.kind === 'deal' && !session.started) || (session.won && session.resultCounted))) return;
    // Autoplay switched before any move: still nothing to resume, and no save is made (the first move's save keeps the switch); a save on disk takes it.
    if (!this.slot?.written && change.kind === 'autoplay' && !session.started) return;
    let slot: SaveSlot;
    try {
      slot = this.ensureSlot();
    } catch (err) {
      return this.problem(this.words.autosaveFailed(gamesDir(this.dir), reasonOf(this.words, err)));
    }
    try {
      if (change.kind === 'deal' && session.started) {
        // A restart after moves: the game is still this deal's (leaving it counts as given up), so its save stays, rewritten at the start.
        slot.rewriteWhole(this.saved(session));
      } else if (change.kind === 'restart-undone' && !(session.won && session.resultCounted)) {
        // The game as it stood before the restart: no journal line says that, so the save is rewritten whole.
        slot.rewriteWhole(this.saved(session));
      } else if (change.kind === 'deal') {
        // A restart before any move (a new deal let its save go, see leave): the game saved with save stays saved, as it was.
        if (slot.written) slot.rewriteWhole(this.saved(session));
      } else if (session.won && session.resultCounted) {
        if (slot.written) this.removeWon(slot, session, change, whole);
      } else if (!whole) {
        // A won game whose result the statistics could not take is journalled too: its save keeps it, not counted, until they can.
        this.journal(slot, session, change);
      }
      this.lastProblem = '';
    } catch (err) {
      return this.problem(this.words.autosaveFailed(slot.file, reasonOf(this.words, err)));
    }
  }

  /**
   * Journals one change; when the journal is rewritten whole instead, that
   * takes the game as it stands, with the changes of this line still to be
   * reported (journalled again, a move would be there twice).
   */
  private journal(slot: SaveSlot, session: GameSession, change: Exclude<SessionChange, { kind: 'deal' | 'leave' }>): void {
    if (change.kind === 'restart-undone') {
      slot.rewriteWhole(this.saved(session));
      this.wholeAtLine = session.lineNumber;
      return;
    }
    const snap = session.snapshot();
    if (slot.append(change, snap, () => this.saved(session))) this.wholeAtLine = session.lineNumber;
  }

  /**
   * Removes the save of a won game whose result is counted. When it cannot be
   * removed, the winning change is journalled (so the save holds the game won
   * and counted, never to be counted again) unless the save holds it already
   * (`whole`), and the save is let go: the next deal gets its own. Throws the
   * removal's error.
   */
  private removeWon(slot: SaveSlot, session: GameSession, change: Exclude<SessionChange, { kind: 'deal' | 'leave' }>, whole: boolean): void {
    try {
      slot.remove();
    } catch (err) {
      this.slot = undefined;
      try {
        if (!whole) this.journal(slot, session, change);
      } catch {
        // The save stays as it was: the removal's error is the one to report.
      } finally {
        slot.close();
      }
      throw err;
    }
  }

  /**
   * The game is left for another deal (its result settled): its save is let
   * go. A game whose result is still to be counted (the statistics could not
   * take it) keeps its save as it is, to be counted later; otherwise the
   * save is removed, or, when it cannot be, marked counted so that it is
   * never counted twice. The next deal's first change makes a new save.
   */
  private leave(session: GameSession): string | void {
    const slot = this.slot;
    // Nothing on disk: the slot serves the next deal.
    if (!slot?.written) return;
    this.slot = undefined;
    try {
      if (!session.resultCounted && (session.started || session.won)) return;
      try {
        slot.remove();
      } catch (err) {
        if (session.resultCounted) slot.markCounted(this.saved(session));
        throw err;
      }
    } catch (err) {
      return this.problem(this.words.autosaveFailed(slot.file, reasonOf(this.words, err)));
    } finally {
      slot.close();
    }
  }

  /** `save`: the whole game into its own save (which it keeps from then on). */
  /**
   * Whether FILE (a name the player gave, `~` expanded) is a save a game is
   * being played in: this game's own, or another live freecell's (its lock,
   * beside the name given or beside the file it leads to, names the process).
   * A name that is no existing regular file is neither.
   */
  playedIn(file: string): { readonly kind: 'own' } | { readonly kind: 'other'; readonly owner: LockOwner } | undefined {
    let stat: fs.Stats;
    let real: string;
    try {
      stat = fs.statSync(file);
      real = fs.realpathSync(file);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const own = this.slot?.written ? this.slot.file : undefined;
    if (own !== undefined && isSameFile(own, stat)) return { kind: 'own' };
    for (const name of new Set([file, real])) {
      const owner = liveOwner(lockFileOf(name));
      if (owner === undefined) continue;
      return isThisProcess(owner) ? { kind: 'own' } : { kind: 'other', owner };
    }
    return undefined;
  }

  saveNow(session: GameSession): string {
    // A won game is never resumed: with its result settled, a save of it would only be removed at the next start.
    if (session.won && session.resultCounted) throw new Error(this.words.games.wonNotSaved);
    // Nor is a deal in which no card can move, its loss counted: nothing of it can be played.
    if (session.lostAtStart && session.resultCounted) throw new Error(this.words.games.lostAtStartNotSaved);
    if (!this.wanted) this.keep();
    // A failure is said as the autosave says it, naming the games folder when no save can be made there, else the save itself.
    let slot: SaveSlot;
    try {
      slot = this.ensureSlot();
    } catch (err) {
      throw new Error(this.words.autosaveFailed(gamesDir(this.dir), reasonOf(this.words, err)));
    }
    try {
      slot.compact(this.saved(session));
    } catch (err) {
      throw new Error(this.words.autosaveFailed(slot.file, reasonOf(this.words, err)));
    }
    // a win the statistics could not take waits in its save to be counted, not to be resumed
    return session.won ? this.words.games.wonSavedToCount(slot.name) : this.words.games.savedAs(slot.name);
  }

  /** Whether `record` would add a result to the statistics now. */
  get counts(): boolean {
    return this.keepsStats && !this.statsOff;
  }

  /**
   * Adds a result of `session`'s game to the statistics, under their lock,
   * and says where they stand (for a win). The statistics' write records the
   * game's token too, and a game whose token they hold already is not counted
   * again (countResult); a save on disk must carry that token first (a save
   * of an earlier version is rewritten with it: when that fails, nothing is
   * counted now and the game stays in its save, not counted, to be counted
   * later). Once counted, the save is marked counted; a save that cannot take
   * the mark is still known counted by its token.
   */
  record(variant: Variant, outcome: GameOutcome, facts: GameFacts, session?: GameSession): ResultReport {
    if (this.statsOff) return { standing: { kind: 'off' } };
    if (!this.keepsStats) return { standing: { kind: 'not-kept' } };
    const file = statsFile(this.dir);
    const key = statsKey(variant);
    const source = dealSource(facts.deal);
    const game = dealNumber(facts.deal);
    // The game as it stands goes into its save before it is counted: a won game's, so that a process stopped between
    // the two leaves a won save that the next start tidies away (counted once, by its token); and one an earlier version
    // wrote, which must carry the token first (when that fails, nothing is counted now).
    const holdWin = (): boolean => {
      if (!session || !this.wanted || !session.won) return false;
      try {
        this.ensureSlot().compact({ ...this.saved(session), counted: false });
        this.wholeAtLine = session.lineNumber;
        return true;
      } catch {
        // No save can be made, or the save stays as it was.
        return false;
      }
    };
    let heldInSave = false;
    const slot = this.slot?.written ? this.slot : undefined;
    const saved = slot && session ? this.saved(session) : undefined;
    if (slot && saved && session && (session.won || slot.token !== this.gameToken)) {
      try {
        slot.compact({ ...saved, counted: false });
        this.wholeAtLine = session.lineNumber;
        heldInSave = session.won;
      } catch (error) {
        // A won game's save keeps the game before the win, with this game's token: the win is counted all the same.
        if (slot.token !== this.gameToken) {
          const note = this.problem(this.words.games.resultNotCounted(slot.file, reasonOf(this.words, error)));
          return { note: note ?? undefined, standing: { kind: 'failed' }, uncounted: true };
        }
      }
    }
    let before: Stats;
    let after: Stats;
    let already: boolean;
    try {
      ({ before, after, already } = countResult(file, { variantKey: key, source, game, outcome, moves: facts.typed, elapsedMs: facts.elapsedMs, token: this.gameToken }));
    } catch (err) {
      // Not counted: the statistics and the save were left as they were.
      const note = this.problem(
        err instanceof BadStatsError || err instanceof UnreadableFileError ? this.words.statsUnreadable(file, whyNotStats(this.words, err)) : this.words.autosaveFailed(file, reasonOf(this.words, err)),
      );
      // The game's save keeps the result as not counted: it is counted when the game ends again, or, for a win, at the next start.
      // A win with no save yet gets one now; where none can be written, nothing keeps the win, and the player is told.
      heldInSave ||= holdWin();
      return { note: note ?? undefined, standing: { kind: outcome === 'won' && !heldInSave ? 'unsaved' : 'failed' }, uncounted: true };
    }
    let note: string | undefined;
    if (slot && saved && session) {
      try {
        if (slot.markCounted(saved)) this.wholeAtLine = session.lineNumber;
      } catch (err) {
        // Counted all the same: its token in the statistics keeps it from being counted again.
        note = this.problem(this.words.autosaveFailed(slot.file, reasonOf(this.words, err))) ?? undefined;
      }
    }
    const noted = note === undefined ? {} : { note };
    if (already) return { ...noted, standing: { kind: 'counted-before' } };
    if (outcome === 'helped') return { ...noted, standing: { kind: 'helped' } };
    if (outcome !== 'won') return noted;
    const streak = after.sources[source]?.[key]?.streak ?? 0;
    if (game === undefined) return { ...noted, standing: { kind: 'kept', streak } };
    const dealKey = dealRecordKey(key, game);
    const now = after.deals[dealKey];
    const old = Object.hasOwn(before.deals, dealKey) ? before.deals[dealKey] : undefined;
    if (!now) return { ...noted, standing: { kind: 'kept', streak } };
    return {
      ...noted,
      standing: {
        kind: 'kept',
        streak,
        deal: {
          bestMs: now.bestMs,
          fewestMoves: now.fewestMoves,
          wins: now.won,
          newBestTime: old === undefined || facts.elapsedMs < old.bestMs,
          newFewest: old === undefined || facts.typed < old.fewestMoves,
        },
      },
    };
  }

  /**
   * Writes the game's last state and lets its save go (the lock is
   * released). Returns the id a game not yet won is kept under, if it is
   * kept, and a note when the last rewrite failed: the save on disk is then
   * as it was before it (its journal whole), and kept under its id when it
   * can still be resumed; a save moved away with its folder is named where
   * it went. A kept game that should be on disk but is not (every write of
   * it failed) is written now, or said not to be saved.
   */
  close(session: GameSession | undefined): { id?: string; note?: string } {
    let slot = this.slot;
    this.slot = undefined;
    const unsaved = this.wanted && session !== undefined && session.started && !(session.won && session.resultCounted) && !slot?.written;
    if (unsaved && !slot) {
      try {
        slot = SaveSlot.create(this.dir, this.random);
      } catch (err) {
        return { note: this.words.games.quitSaveFailed(gamesDir(this.dir), reasonOf(this.words, err), 'none') };
      }
    }
    if (!slot) return {};
    const final = session && (slot.written || unsaved) ? this.saved(session) : undefined;
    const id = session?.won ? undefined : slot.name;
    try {
      if (final) slot.compact(final);
    } catch (err) {
      const why = reasonOf(this.words, err);
      // The file written so far may have gone with its folder: the note says where it is, not that nothing is saved.
      const place = slot.locate();
      if (place.kind === 'moved') {
        const kept = place.to === undefined ? (slot.journalWhole ? 'all' : 'older') : keptOnDisk(place.to, final);
        if (kept !== 'none') return { note: this.words.games.quitSaveMoved(slot.file, why, place.to, kept) };
      }
      const kept = place.kind === 'removed' ? 'none' : keptOnDisk(slot.file, final);
      return { note: this.words.games.quitSaveFailed(slot.file, why, kept), ...(kept !== 'none' && id !== undefined ? { id } : {}) };
    } finally {
      slot.close();
    }
    return slot.written && id !== undefined ? { id } : {};
  }

  private problem(message: string): string | void {
    if (message === this.lastProblem) return;
    this.lastProblem = message;
    return message;
  }
}

/** What a save on disk holds of `game` (its whole state but the time played, or an earlier one), or none when it cannot be read back. */
function keptOnDisk(file: string, game: SavedGame | undefined): 'all' | 'older' | 'none' {
  let saved: SavedGame;
  try {
    saved = readSaveFile(file).contents.game;
  } catch {
    return 'none';
  }
  const timeless = (g: SavedGame): string => formatSave({ ...g, elapsedMs: 0 });
  return game !== undefined && timeless(saved) === timeless(game) ? 'all' : 'older';
}

/** The saves, or none when the games folder cannot be listed (autosave then says what is wrong). */
function listSavesOrNone(dir: string): SaveEntry[] {
  try {
    return listSaves(dir);
  } catch {
    return [];
  }
}

/**
 * A save replayed into a session (its moves checked by the rules), the slot
 * going on with its journal, and the save's token; a bad save is a
 * BadSaveError and its file is left as it is. A save whose token the
 * statistics of `dir` hold is counted, whatever it says (its mark could not
 * be written after the count).
 */
function restoreSave(dir: string, slot: SaveSlot, base: ConstructorParameters<typeof GameSession>[0]): { session: GameSession; token?: string } {
  const { contents, signature } = readSaveFile(slot.file);
  const game = contents.game;
  const snapshot = fromSavedGame(game);
  const counted = snapshot.counted || (game.token !== undefined && countedBefore(dir, game.token));
  const session = GameSession.restore(base, { ...snapshot, counted });
  slot.continueJournal(contents, signature);
  return { session, ...(game.token !== undefined ? { token: game.token } : {}) };
}

/** Whether the statistics of `dir` hold the game of `token` (false when they cannot be read: counting it then says why). */
export function countedBefore(dir: string, token: string): boolean {
  try {
    return isCounted(readStatsFile(statsFile(dir)), token);
  } catch {
    return false;
  }
}

/** The save --resume names: the latest free one (not one of `passed`, saves another freecell took first), an id (or its beginning), or a file. */
function chooseResume(words: Catalog, dir: string, value: string | true, passed: ReadonlySet<string> = new Set(), listed?: SaveEntry[]): { file: string; id?: string; label: string } {
  const asFile = (text: string): { file: string; label: string } => {
    // A link another user made in a folder everyone may write (/tmp) is not followed to save the game back, as save FILE does not follow it.
    try {
      refuseSharedLink(text);
    } catch (err) {
      throw new UsageError(words.cannotResume(text, reasonOf(words, err)));
    }
    // A save reached through a symbolic link is kept where the link points: the link stays a link.
    let file = text;
    try {
      file = fs.realpathSync(text);
    } catch {
      // Missing: reading it names the problem.
    }
    return { file, label: text };
  };
  if (value !== true && (value.includes('/') || value.includes('.') || (!isGameId(value) && fs.existsSync(value)))) return asFile(value);
  let entries: SaveEntry[];
  try {
    entries = listed ?? listSaves(dir);
  } catch (err) {
    throw new UsageError(words.games.nothingToResume(reasonOf(words, err)));
  }
  if (value === true) {
    const free = resumable(entries).filter((e) => !passed.has(e.file));
    if (free.length > 0) return { file: free[0]!.file, id: free[0]!.id, label: free[0]!.id };
    const held = entries.filter((e) => (e.owner !== undefined || passed.has(e.file)) && e.game !== undefined);
    const why = held.length > 0
      ? held.some((e) => e.owner !== undefined && onOtherMachine(e.owner))
        ? words.games.allInUseRemote
        : words.games.allInUse
      : entries.some((e) => e.game !== undefined && isWonSave(e.game))
        ? words.games.allWon
        : entries.length > 0 && entries.every((e) => e.damaged !== undefined)
          ? words.games.noneReadable(entries.length)
          : entries.some((e) => e.game !== undefined)
            ? words.games.noneStarted(entries.filter((e) => e.game !== undefined).map((e) => e.id))
            : words.games.noneSaved;
    throw new UsageError(words.games.nothingToResume(why));
  }
  const found = findSave(entries, value.toLowerCase());
  // A name that is no game's id but a file here (`--resume mygame`) is that file.
  if (found === undefined && fs.existsSync(value)) return asFile(value);
  if (found === undefined) throw new UsageError(words.cannotResume(value, words.games.noSuchId(value)));
  if (Array.isArray(found)) throw new UsageError(words.cannotResume(value, words.games.ambiguousId(value, found.map((e) => e.id))));
  return { file: found.file, id: found.id, label: found.id };
}

/** Why a save another freecell holds cannot be taken: its process and, for one of another machine (which this one cannot check), the lock to remove once it has ended. */
export function whyInUse(words: Catalog, err: LockedError): string {
  return words.games.inUse(err.owner.pid, err.owner.host, err.params.remote ? err.file : undefined);
}

/** A save another freecell took between the listing and the taking (`locked` says which, when it holds the lock): it plays it, or ended it (won, removed). */
class SaveTakenError extends UsageError {
  constructor(
    sentence: string,
    readonly locked?: LockedError,
  ) {
    super(sentence);
  }
}

/**
 * `--resume` with no id: the latest free save, or, when another freecell
 * takes it first (several started together), the next free one; a
 * UsageError when none is left.
 */
function takeLatestSave(words: Catalog, keeper: Keeper, dir: string, base: ConstructorParameters<typeof GameSession>[0], listed?: SaveEntry[]): GameSession {
  const passed = new Set<string>();
  for (;;) {
    const target = chooseResume(words, dir, true, passed, passed.size === 0 ? listed : undefined);
    try {
      return takeSave(words, keeper, target, base);
    } catch (err) {
      if (!(err instanceof SaveTakenError)) throw err;
      passed.add(target.file);
    }
  }
}

/** Takes a save for this process and replays it; UsageError when it cannot be read, SaveTakenError when another freecell has it or ended it. */
function takeSave(
  words: Catalog,
  keeper: Keeper,
  target: { file: string; id?: string; label: string },
  base: ConstructorParameters<typeof GameSession>[0],
): GameSession {
  // A save of the games folder gone since it was listed (another freecell won it or deleted it): as if it had gone before.
  const goneById = (err: unknown): boolean => err instanceof UnreadableFileError && err.reason === 'missing' && target.id !== undefined;
  const whyNot = (err: BadSaveError | UnreadableFileError): string =>
    words.cannotResume(target.label, goneById(err) ? words.games.noSuchId(target.id!) : whyNotSave(words, err));
  // Read once before locking, so that a missing or damaged file is named without leaving anything beside it.
  try {
    readSaveFile(target.file);
  } catch (err) {
    if (err instanceof BadSaveError || err instanceof UnreadableFileError) throw goneById(err) ? new SaveTakenError(whyNot(err)) : new UsageError(whyNot(err));
    throw err;
  }
  let slot: SaveSlot;
  try {
    slot = SaveSlot.open(target.file, target.id, target.label);
  } catch (err) {
    if (err instanceof LockedError) throw new SaveTakenError(words.cannotResume(target.label, whyInUse(words, err)), err);
    throw new UsageError(words.cannotResume(target.label, reasonOf(words, err)));
  }
  try {
    const { session, token } = restoreSave(keeper.dir, slot, base);
    // A won game has nothing left to play: its save waits for its win to be counted (or to be removed, counted).
    if (session.won) {
      throw new SaveTakenError(words.cannotResume(target.label, words.games.wonSave(settledOf(session.snapshot()))));
    }
    keeper.keep(slot, token);
    // A loss the statistics could not take when it was played is its result: counted now.
    session.countStandingLoss();
    return session;
  } catch (err) {
    slot.close();
    // Gone between the first read and the lock: as if it had gone before.
    if (err instanceof BadSaveError || err instanceof UnreadableFileError) throw goneById(err) ? new SaveTakenError(whyNot(err)) : new UsageError(whyNot(err));
    throw err;
  }
}

/**
 * Sentences the program says around a game (notes at start-up, where the game waits at the end): on a terminal broken
 * at spaces to fit it (80 columns at most), as the game's own are; one line each elsewhere. In plain mode (`plain`),
 * whose sentences a screen reader reads whole, only a sentence longer than the terminal is broken, between two words.
 */
export function sentenceText(io: CliIO, sentences: readonly string[], plain = false): string {
  const columns = io.columns?.();
  const width = columns === undefined || plain ? columns : Math.min(HELP_WIDTH, columns);
  const charset = localeCharset(io.env);
  return sentences
    .flatMap((s) => s.split('\n'))
    .flatMap((line) => wrap(width === undefined ? line : shownIn(line, charset), width))
    .map((l) => `${l}\n`)
    .join('');
}

/** The start-up menu's list of saved games (at most nine), and how many more wait (`more`). */
function showMenu(io: CliIO, words: Catalog, shown: readonly SaveEntry[], more: number): void {
  // A terminal too narrow for a line has it broken at its spaces, under the description (where the menu's own words start), in plain mode too, where the terminal would break it inside a word.
  const width = io.columns?.();
  const charset = localeCharset(io.env);
  const fit = (line: string): string[] => wrap(width === undefined ? line : shownIn(line, charset), width, '', ' '.repeat(/^ *(?:\d+ {2})?/.exec(line)![0].length));
  const lines = [
    words.games.menuTitle,
    ...shown.flatMap((e, i) => fit(words.games.menuLine(i + 1, `${describeSave(words, e.game!)}, ${formatWhen(e.lastPlayed)}`, e.id))),
    ...(more > 0 ? fit(words.games.menuMore(more)) : []),
    words.games.menuNew,
  ];
  io.out(lines.map((l) => `${l}\n`).join(''));
}

/** The start-up menu: a saved game to resume (its entry) or 'new'; null at the end of input or on q. Ctrl-L shows it again. */
async function askMenu(io: CliIO, words: Catalog, saves: readonly SaveEntry[], plain: boolean): Promise<SaveEntry | 'new' | null> {
  const shown = saves.slice(0, 9);
  const more = saves.length - shown.length;
  showMenu(io, words, shown, more);
  for (;;) {
    const answer = await askLine(io, words.games.menuPrompt(shown.length));
    if (answer === null) return null;
    if (answer === REDRAW_LINE) {
      showMenu(io, words, shown, more);
      continue;
    }
    const a = answer.trim().toLowerCase();
    if (a === 'n' || a === 'new') return 'new';
    if (a === 'q' || a === 'quit' || a === 'exit') return null;
    const n = /^\d$/.test(a) ? Number(a) : 0;
    if (n >= 1 && n <= shown.length) return shown[n - 1]!;
    io.out(sentenceText(io, [words.games.menuInvalid(shown.length)], plain));
  }
}

/**
 * The start-up menu until a choice holds: the saved game taken (`take`
 * resumes it; one another process took meanwhile is said so, and the menu
 * offers what is left), 'new', or null (q, the end of input).
 */
async function chooseFromMenu(io: CliIO, words: Catalog, dir: string, offered: readonly SaveEntry[], take: (entry: SaveEntry) => GameSession, plain: boolean): Promise<GameSession | 'new' | null> {
  while (offered.length > 0) {
    const choice = await askMenu(io, words, offered, plain);
    if (choice === null || choice === 'new') return choice;
    try {
      return take(choice);
    } catch (err) {
      if (!(err instanceof UsageError)) throw err;
      // A lock of another machine cannot be checked from here: the player learns which lock to remove once that freecell has ended.
      const far = err instanceof SaveTakenError && err.locked?.params.remote ? err.locked : undefined;
      io.out(sentenceText(io, [far ? words.games.takenMeanwhile(choice.id, far.owner.pid, far.owner.host, far.file) : words.games.takenMeanwhile(choice.id)], plain));
      offered = resumable(listSavesOrNone(dir));
    }
  }
  return 'new';
}

/** Reads lines into the session until it is done or the input ends: synchronously for in-memory input, asynchronously for a process. */
function runLoop(io: CliIO, session: GameSession, finish: () => void): number | Promise<number> {
  const next = io.nextLine;
  if (!next) {
    try {
      while (!session.done) {
        const line = io.readLine(session.prompt);
        if (line === null) break;
        io.out(session.handle(line));
      }
    } finally {
      finish();
    }
    return 0;
  }
  return (async () => {
    try {
      while (!session.done) {
        const line = await next(session.prompt);
        if (line === null) break;
        io.out(session.handle(line));
      }
    } finally {
      io.endInput?.();
      finish();
    }
    return 0;
  })();
}

/** A moves file for in-game `browse` or a deck file for `deck FILE`; an Error saying why in a few words when it cannot be read. */
function readGameFile(io: CliIO, words: Catalog, file: string, kind: 'moves' | 'deck'): string {
  if (kind === 'moves' && file === '-') throw new Error(words.usage.keysOnInput);
  try {
    return io.readFile(file, kind);
  } catch (err) {
    if (err instanceof UnreadableFileError) throw new Error(words.usage.whyUnreadable(err));
    throw err;
  }
}

/**
 * The moves of `freecell browse FILE`, read once and checked before the game
 * starts (a UsageError names the file's problem, or says it has no moves),
 * read as replay reads its moves (movesFileText: a JSON moves list brings
 * its deal and rules).
 */
function browseFileMoves(io: CliIO, words: Catalog, options: PlayOptions): MoveTokenList {
  const file = options.browse!;
  // standard input brings browse's keys: the moves cannot come from there too (replay - reads them from it)
  if (file === '-') throw new UsageError(words.usage.browseStandardInput);
  const text = movesFileText(readText(io, file, 'moves'), options, file, words);
  let moves: MoveTokenList;
  try {
    moves = readMoveTokenList(text);
  } catch (err) {
    if (err instanceof UnreadableMovesError) throw new UsageError(words.usage.unreadableMoves(file, err.line, err.token));
    throw err;
  }
  if (moves.length === 0) throw new UsageError(words.commands.browse.noMoves(file));
  return moves;
}

/** Plays until q, a win in the cse231 style, or the end of input; returns the exit status (a promise when reading a real process's input). */
export function play(io: CliIO, typedOptions: PlayOptions): number | Promise<number> {
  io.checkInput?.();
  const style = readChoice<StyleName>('style', typedOptions.style, ['default', 'cse231']);
  const loaded = loadSettings(io, catalogFor(io, typedOptions.lang));
  const options = applySettings(typedOptions, loaded.settings);
  const words = catalogFor(io, options.lang);
  if (options.plain && style === 'cse231') throw new UsageError(words.usage.conflict('--plain', '--style cse231', words.screen.plainOwnScreen));
  // a screen reader's sentences are not spoiled by a resized terminal: the board is said again only when asked for (redraw, Ctrl-L)
  if (options.plain) io.redrawOnResize?.(false);
  // A screen reader reads each sentence whole: in plain mode those said before and after the game are never broken to fit the terminal.
  const plain = options.plain === true;
  if (loaded.problem) io.err(`freecell: ${loadSettings(io, words).problem!}\n`);
  const resume = options.resume;
  const dealFlags = dealFlagsGiven(options);
  if (resume !== undefined && dealFlags.length > 0) throw new UsageError(words.usage.conflict('--resume', dealFlags[0]!, words.games.resumeKeepsDeal));
  const browseMoves = options.browse === undefined ? undefined : browseFileMoves(io, words, options);
  // A moves file holds only the moves (a JSON one may bring its deal into the options): on a random deal they mean nothing.
  if (browseMoves !== undefined && options.resume === undefined && options.game === undefined && options.deck === undefined && options.board === undefined) {
    throw new UsageError(words.movesNeedDeal('browse'));
  }
  const variant = readVariant(options);
  const difficulty = options.difficulty === undefined ? undefined : readChoice<DealRating>('difficulty', options.difficulty, ['easy', 'medium', 'hard']);
  if (difficulty !== undefined && (options.deck !== undefined || options.board !== undefined)) {
    throw new UsageError(words.usage.conflict('--difficulty', options.deck !== undefined ? '--deck' : '--board', words.usage.difficultyPicksNumbers));
  }
  const dir = stateFolder(io, words);
  const keeper = new Keeper(words, dir, io.random);
  keeper.statsOff = !options.statistics;
  let session: GameSession | undefined;
  /** Whether FILE is this game's own save. */
  const isOwnSave = (file: string): boolean => keeper.playedIn(expandHome(file, io.home))?.kind === 'own';
  /**
   * Writes FILE, not this game's own save, holding its lock while it is checked and written (see lockOutput);
   * refuses (throws an Error with the reason) a FILE another freecell holds (a save being played, results being
   * written) or one of the program's own files.
   */
  const writeUnclaimed = (file: string, text: string): void => {
    const expanded = expandHome(file, io.home);
    let lock: Lock | undefined;
    try {
      lock = lockOutput(expanded);
    } catch (err) {
      if (!(err instanceof LockedError)) throw err;
      throw new Error(claimReason(words, claimOn(expanded, dir) ?? { kind: 'played', owner: err.owner, lock: err.file }));
    }
    try {
      const claim = claimOn(expanded, dir);
      if (claim) throw new Error(claimReason(words, claim));
      io.writeFile(file, text);
    } finally {
      lock?.release();
    }
  };
  // A player at a terminal is told what a search that can take seconds looks for, before it starts; piped input and transcripts get only the answer.
  const working = (note: string): void => {
    if (io.stdinIsTTY) io.out(sentenceText(io, [note], plain));
  };
  const hooks: SessionHooks = {
    working,
    typedAhead: () => io.dropTypedAhead?.() ?? [],
    changed: (s, change) => keeper.changed(s, change),
    // the session the result is of: a resumed game's standing loss is counted before `session` holds it
    result: (v, outcome, facts, s) => keeper.record(v, outcome, facts, s),
    countsResults: () => keeper.counts,
    countedBefore: () => countedBefore(dir, keeper.token),
    save: (s, file) => {
      if (file === undefined) return keeper.saveNow(s);
      // This game's own save is rewritten through its slot, so that the journal goes on in the new file.
      if (isOwnSave(file)) keeper.saveNow(s);
      else writeUnclaimed(file, formatSave(toSavedGame(s.snapshot(), keeper.token)));
      return words.saved(file);
    },
    stats: () => {
      try {
        return statsLines(words, readStatsFile(statsFile(dir)));
      } catch (err) {
        if (err instanceof BadStatsError || err instanceof UnreadableFileError) return [words.statsUnreadable(statsFile(dir), whyNotStats(words, err))];
        throw err;
      }
    },
  };
  const openingNotes: string[] = [];
  const base = (deal: DealSpec): ConstructorParameters<typeof GameSession>[0] => ({
    variant,
    deal,
    look: look(io, style, options, words),
    randomGameNumber: () => randomGame(io),
    files: {
      write: (file, text) => {
        if (isOwnSave(file)) throw new Error(words.ownSave);
        writeUnclaimed(file, text);
      },
      read: (file) => {
        const text = readGameFile(io, words, file, 'moves');
        // a JSON moves file (solve --format json) gives its moves, one a line; the deal and rules are this game's
        const json = readMovesJson(text);
        if (json === undefined) return text;
        if ('problem' in json) throw new Error(words.usage.movesJsonReason(json.problem));
        return json.record.moves.join('\n');
      },
      readsBack: (file) => {
        try {
          return resolveWriteTarget(expandHome(file, io.home)).kind === 'replace';
        } catch {
          return false;
        }
      },
      readDeck: (file) => ({ name: path.basename(file), text: readGameFile(io, words, file, 'deck') }),
    },
    autoplay: options.autoplay,
    now: io.now,
    hooks,
    status: options.status,
    winnableOnly: options.winnable,
    difficulty,
    openingNotes,
    messages: options.messages,
    quickCell: options.quickCell,
  });
  const uninstall = io.nextLine ? cleanUpOnSignals() : undefined;
  let started = false;
  const finish = (): void => {
    try {
      const closed = keeper.close(session);
      if (closed.note !== undefined) io.out(sentenceText(io, [closed.note], plain));
      // The player learns where the game waits (the save is whole on disk by now).
      if (closed.id !== undefined && started) io.out(sentenceText(io, [words.games.keptOnQuit(closed.id)], plain));
    } finally {
      // The handlers outlive the game's last stretch: a signal that came during it (a long last command, the last write of the save) is acted on, not lost with them.
      if (uninstall) afterSignalsPolled(uninstall);
    }
  };

  let deal: DealSpec = { kind: 'game', number: 1 };
  // The saved games the start-up menu offers (a terminal, no flag choosing the deal).
  let offered: SaveEntry[] = [];
  // The saves as the waiting wins left them: the games folder is read once at start-up.
  let listed: SaveEntry[] | undefined;
  try {
    if (resume !== undefined || io.stdinIsTTY) {
      const notes = prepareStateDir(words, dir);
      if (!keeper.statsOff) {
        const waiting = countWaitingWins(words, dir);
        notes.push(...waiting.notes);
        listed = waiting.entries;
      }
      if (notes.length > 0) io.out(sentenceText(io, notes, plain));
    }
    if (resume !== undefined) {
      if (resume === true || resume === false) session = takeLatestSave(words, keeper, dir, base(deal), listed);
      else {
        const target = chooseResume(words, dir, resume, undefined, listed);
        const won = keeper.statsOff ? { counted: false } : countResumedWin(words, dir, target);
        if (won.note !== undefined) io.out(sentenceText(io, [won.note], plain));
        // Nothing is left to play: the win it held is counted.
        if (won.counted) {
          finish();
          return 0;
        }
        session = takeSave(words, keeper, target, base(deal));
      }
      // its note, when the save cannot take the switch, is shown under the opening board
      if (options.explicit?.has('autoplay')) session.switchAutoplay(options.autoplay);
    } else {
      deal = readDealSource(io, options, variant, 'game');
      if ((options.winnable || difficulty) && deal.kind === 'game' && options.game === undefined) {
        working(words.lookingForDeal(difficulty));
        const pick = winnableGame(variant, () => randomGame(io), difficulty);
        deal = pickedDeal(pick);
        const note = pickNote(words, pick, difficulty);
        if (note !== undefined) openingNotes.push(note);
      }
      if (io.stdinIsTTY) {
        const waiting = resumable(listed ?? listSavesOrNone(dir));
        if (waiting.length > 0 && dealFlags.length > 0) openingNotes.push(words.games.waiting(waiting.length));
        offered = dealFlags.length === 0 && options.browse === undefined ? waiting : [];
      }
    }
  } catch (err) {
    finish();
    throw err;
  }
  // The game, resumed or new, from its start to its end.
  const playOn = (): number | Promise<number> => {
    let game: GameSession;
    try {
      if (session === undefined) {
        if (io.stdinIsTTY) keeper.keep();
        session = new GameSession(base(deal));
        if (browseMoves !== undefined) {
          // As replay does: a token that is no move of this game is input that is not valid, before the game starts.
          const noMove = findNoMove(browseMoves, session.variant);
          if (noMove) throw new UsageError(words.usage.badMove(options.browse!, noMove.token.line, noMove.token.text, words.error(noMove.error, session.variant, cardName)));
          io.out(session.browse(options.browse!, browseMoves, true));
        }
      }
      game = session;
    } catch (err) {
      io.endInput?.();
      finish();
      throw err;
    }
    if (options.browse === undefined) io.out(game.start());
    started = true;
    return runLoop(io, game, finish);
  };
  if (resume !== undefined || offered.length === 0) return playOn();
  const chosen = chooseFromMenu(io, words, dir, offered, (entry) => takeSave(words, keeper, { file: entry.file, id: entry.id, label: entry.id }, base(deal)), plain);
  const leave = (): void => {
    io.endInput?.();
    finish();
  };
  return chosen.then(
    (choice) => {
      if (choice === null) {
        leave();
        return 0;
      }
      if (choice !== 'new') session = choice;
      return playOn();
    },
    (err: unknown) => {
      leave();
      throw err;
    },
  );
}

/**
 * `stats --json`: {"numbered": {variant: record}, "deck": {...}, "board": {...},
 * "deals": {"freecell#617": {won, fewestMoves, bestMs}}}, keys sorted.
 */
export function statsJson(stats: Stats): Record<string, unknown> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const source of DEAL_SOURCES) {
    const records = stats.sources[source] ?? {};
    out[source] = {};
    for (const key of Object.keys(records).sort()) out[source]![key] = records[key];
  }
  out.deals = {};
  for (const key of Object.keys(stats.deals).sort()) {
    const { won, fewestMoves, bestMs } = stats.deals[key]!;
    out.deals[key] = { won, fewestMoves, bestMs };
  }
  return out;
}

/** `freecell stats [--reset] [--json]`: shows the statistics (as JSON too), or clears them once the user types yes (a promise when the answer comes from a terminal). */
export function showStats(io: CliIO, options: { reset?: boolean; lang?: string; json?: boolean }): number | Promise<number> {
  const language = loadSettings(io, catalogFor(io, options.lang)).settings.language;
  const words = catalogFor(io, options.lang ?? (language === 'auto' ? undefined : language));
  const dir = stateFolder(io, words);
  const file = statsFile(dir);
  if (options.reset && options.json) throw new UsageError(words.usage.conflict('--reset', '--json', words.statsResetOrShow));
  if (options.reset) {
    const reset = (answer: string | null): number => {
      if (answer === null || !['yes', 'y', 'sim', 's'].includes(answer.trim().toLowerCase())) {
        io.out(`${words.statsResetKept}\n`);
        return 0;
      }
      try {
        makeFolder(dir);
        // A damaged file is replaced too: the player asked for a clean record. The tokens of the games counted stay: none is counted again.
        updateStats(file, resetStats, { replaceUnreadable: true });
      } catch (err) {
        throw new UsageError(err instanceof UnreadableFileError ? words.statsUnreadable(file, whyNotStats(words, err)) : words.statsResetFailed(file, reasonOf(words, err)));
      }
      io.out(`${words.statsResetDone}\n`);
      return 0;
    };
    // Elsewhere than a terminal the answer is read at once (see askLine).
    if (!asksLater(io)) return reset(io.readLine(words.statsResetQuestion));
    // A terminal's answer is awaited: meanwhile signals end the process as they end a game (their handlers are in place before the question shows, so a signal sent on seeing it finds them). Ctrl-L asks again.
    return withSignalsHandled(async () => {
      try {
        let line = await askLine(io, words.statsResetQuestion);
        while (line === REDRAW_LINE) line = await askLine(io, words.statsResetQuestion);
        return reset(line);
      } finally {
        io.endInput?.();
      }
    });
  }
  let stats: Stats;
  try {
    stats = readStatsFile(file);
  } catch (err) {
    if (err instanceof BadStatsError || err instanceof UnreadableFileError) throw new UsageError(words.statsUnreadable(file, whyNotStats(words, err)));
    throw err;
  }
  if (options.json) {
    io.out(`${jsonOutput(io, formatJsonVisible(statsJson(stats), 2))}\n`);
  } else {
    // A terminal too narrow for a line has it broken at its spaces, a record's details under themselves; a pipe gets one line each.
    const width = io.columns?.();
    const fit = (line: string): string[] => {
      const indent = /^ */.exec(line)![0];
      return wrap(line.slice(indent.length), width, indent, indent === '' ? '' : `${indent}  `);
    };
    io.out(statsLines(words, stats).flatMap(fit).map((l) => `${l}\n`).join(''));
  }
  return 0;
}

// Saves <-> sessions: a snapshot as a save file's value, and a save replayed (and so validated) into a snapshot.

import { Board, type Card, type Variant, FreecellError, applyMove, cell, column, findViolation, foundation, isLost, isWon, suitOf } from '../core';
import { formatCard, formatFcs, parseDeck, parseFcsBoard, playMoveText } from '../notation';
import { BadSaveError, type SavedBoard, type SavedDeal, type SavedGame, type SavedMoves } from '../store';
import { type BeforeRestart, type DealSpec, type HistoryEntry, type MoveGroup, type SessionSnapshot, historyEntry, startingBoard } from './session';

function savedDeal(deal: DealSpec): SavedDeal {
  switch (deal.kind) {
    case 'game':
      return deal.rating ? { game: deal.number, rating: deal.rating } : { game: deal.number };
    case 'pysol':
      return { pysol: String(deal.seed) };
    case 'deck':
      return { deck: { name: deal.name, cards: deal.cards.map((c) => formatCard(c, { ascii: true })) } };
    case 'board': {
      const fcs = formatFcs(deal.board);
      const foundations = foundationSuits(deal.board);
      // the text packs the suits home from foundation 1: where the position had them otherwise, the save says where
      const same = foundationSuits(parseFcsBoard(fcs, deal.board.variant, { fullPack: false })).every((f, i) => f === foundations[i]);
      return { board: { name: deal.name, fcs, ...(same ? {} : { foundations }) } };
    }
  }
}


/** The suit letter (C, D, H, S) of each foundation of a board, null for an empty one. */
function foundationSuits(board: Board): (string | null)[] {
  return Array.from({ length: board.variant.foundations }, (_, i) => {
    const f = foundation(i);
    return board.size(f) === 0 ? null : 'CDHS'[suitOf(board.top(f))]!;
  });
}

/**
 * The position a save's board deal starts from: its Freecell Solver text,
 * each suit home moved to the foundation the save names (`foundations`).
 * Throws BadSaveError (bad-board) when those are not the suits the text has home.
 */
function savedBoard(saved: SavedBoard, variant: Variant): Board {
  // a game may start from a position of fewer cards (a JSON position of a small deck): the save holds what it had
  const read = parseFcsBoard(saved.fcs, variant, { fullPack: false });
  if (saved.foundations === undefined) return read;
  const had = foundationSuits(read);
  const homes = had.filter((f) => f !== null).sort();
  const wanted = saved.foundations.filter((f) => f !== null).sort();
  if (homes.join() !== wanted.join()) throw new BadSaveError({ kind: 'bad-board' });
  const piles: Card[][] = [];
  for (let i = 0; i < variant.columns; i++) piles.push(read.cards(column(i)));
  for (let i = 0; i < variant.cells; i++) piles.push(read.cards(cell(i)));
  for (const suit of saved.foundations) piles.push(suit === null ? [] : read.cards(foundation(had.indexOf(suit))));
  return Board.fromPiles(variant, piles);
}

/** The indices of the groups the solver played. */
function solverMoves(groups: readonly MoveGroup[]): number[] {
  const indices: number[] = [];
  groups.forEach((g, i) => {
    if (g[0]?.solver) indices.push(i);
  });
  return indices;
}

/** The moves of the groups that went to another foundation than their notation reads: [group, move, foundation]. */
function chosenHomes(groups: readonly MoveGroup[]): [number, number, number][] {
  const homes: [number, number, number][] = [];
  groups.forEach((g, i) =>
    g.forEach((e, j) => {
      if (e.home !== undefined) homes.push([i, j, e.home]);
    }),
  );
  return homes;
}

/** The save-file value of a session snapshot, with the game's token (see SavedGame.token) when it has one. */
export function toSavedGame(snapshot: SessionSnapshot, token?: string): SavedGame {
  // the moves, their place, which the solver played (unless a save that did not say is still part of the game) and the foundations chosen
  const { solver, ...moves } = savedMoves(snapshot, snapshot.helped === true);
  return {
    variant: snapshot.variant,
    deal: savedDeal(snapshot.deal),
    ...moves,
    elapsedMs: snapshot.elapsedMs,
    autoplay: snapshot.autoplay,
    counted: snapshot.counted,
    ...(snapshot.counted && snapshot.unrecorded ? { unrecorded: true } : {}),
    ...(snapshot.counted && !snapshot.unrecorded && snapshot.resultElsewhere ? { resultElsewhere: true } : {}),
    ...(snapshot.helped ? { helped: true, ...(solver !== undefined ? { solver } : {}) } : {}),
    ...(snapshot.restarted ? { restarted: true } : {}),
    ...(snapshot.attempt !== undefined && snapshot.attempt > 1 ? { attempt: snapshot.attempt } : {}),
    ...(token !== undefined ? { token } : {}),
    ...(snapshot.beforeRestart && snapshot.restarted ? { beforeRestart: savedMoves(snapshot.beforeRestart, snapshot.helped === true) } : {}),
  };
}

/** The save-file value of a game's moves (the game's own, or the game before a restart): their place, the solver's moves (after help, when known) and the foundations chosen. */
function savedMoves(game: Pick<BeforeRestart, 'groups' | 'position' | 'solverUnknown'>, helped: boolean): SavedMoves {
  const homes = chosenHomes(game.groups);
  return {
    moves: game.groups.map((g) => g.map((e) => e.notation)),
    position: game.position,
    ...(helped && !game.solverUnknown ? { solver: solverMoves(game.groups) } : {}),
    ...(homes.length > 0 ? { homes } : {}),
  };
}

/**
 * A snapshot from a save, every move replayed through the rules (the undone
 * ones too). Throws BadSaveError (BAD_SAVE) naming the first move that cannot
 * be played, or a deal that cannot be dealt, with the rule error as its cause.
 */
export function fromSavedGame(saved: SavedGame): SessionSnapshot {
  const variant = saved.variant;
  let deal: DealSpec;
  let start: Board;
  try {
    if ('game' in saved.deal) deal = saved.deal.rating ? { kind: 'game', number: saved.deal.game, rating: saved.deal.rating } : { kind: 'game', number: saved.deal.game };
    else if ('pysol' in saved.deal) deal = { kind: 'pysol', seed: BigInt(saved.deal.pysol) };
    else if ('deck' in saved.deal) deal = { kind: 'deck', name: saved.deal.deck.name, cards: parseDeck(saved.deal.deck.cards.join(' ')) };
    else deal = { kind: 'board', name: saved.deal.board.name, board: savedBoard(saved.deal.board, variant) };
    start = startingBoard(deal, variant);
  } catch (err) {
    if (err instanceof BadSaveError) throw err;
    if (err instanceof FreecellError) throw new BadSaveError({ kind: 'undealable', cause: err, variant });
    throw err;
  }
  const { groups, board: atPosition } = replayMoves(saved, start, variant);
  const before = saved.beforeRestart && saved.restarted ? replayMoves(saved.beforeRestart, start, variant) : undefined;
  const beforeRestart: BeforeRestart | undefined = before && { groups: before.groups, position: saved.beforeRestart!.position, board: before.board, ...(saved.helped && saved.beforeRestart!.solver === undefined ? { solverUnknown: true } : {}) };
  return { variant, deal, groups, position: saved.position, board: atPosition, elapsedMs: saved.elapsedMs, autoplay: saved.autoplay, counted: saved.counted, ...(saved.counted && saved.unrecorded ? { unrecorded: true } : {}), ...(saved.counted && !saved.unrecorded && saved.resultElsewhere ? { resultElsewhere: true } : {}), helped: saved.helped === true, ...(saved.helped && saved.solver === undefined ? { solverUnknown: true } : {}), restarted: saved.restarted === true, attempt: saved.attempt ?? 1, ...(beforeRestart ? { beforeRestart } : {}) };
}

/**
 * Moves of a save replayed through the rules from the deal's `start`: their
 * groups and the board at their position. Throws BadSaveError naming the
 * first move that cannot be played.
 */
function replayMoves(saved: SavedMoves, start: Board, variant: SavedGame['variant']): { groups: MoveGroup[]; board: Board } {
  const groups: MoveGroup[] = [];
  let board = start;
  let atPosition = start;
  let number = 0;
  const bySolver = new Set(saved.solver);
  const homes = new Map((saved.homes ?? []).map(([g, i, f]) => [`${g} ${i}`, f]));
  for (const tokens of saved.moves) {
    const group: HistoryEntry[] = [];
    const solver = bySolver.has(groups.length);
    tokens.forEach((token, i) => {
      number++;
      try {
        const played = playMoveText(board, token, 'standard');
        const home = homes.get(`${groups.length} ${i}`);
        let move = played.move;
        // a foundation given to a move that goes to none (whatever its number) is the save's fault
        if (home !== undefined && move.to.kind !== 'foundation') throw new BadSaveError({ kind: 'bad-options' });
        if (home !== undefined && home !== move.to.index) {
          // the foundation the move chose, which its notation does not say
          move = { ...move, to: foundation(home) };
          const why = findViolation(board, move);
          if (why) throw why;
        }
        group.push(historyEntry(move, played.notation, i > 0, solver && i === 0, home !== undefined && home !== played.move.to.index ? home : undefined));
        board = move === played.move ? played.after : applyMove(board, move);
      } catch (err) {
        // a foundation given to a move that goes to none is the save's fault, not the move's
        if (err instanceof BadSaveError) throw err;
        if (err instanceof FreecellError) throw new BadSaveError({ kind: 'unplayable-move', number, token, cause: err, variant });
        throw err;
      }
    });
    groups.push(group);
    if (groups.length === saved.position) atPosition = board;
  }
  return { groups, board: atPosition };
}

/**
 * The snapshot of a saved game that stands won at its position (every move
 * replayed through the rules), or undefined when it is not won or cannot be
 * replayed. Only a save whose last played move goes to a foundation is
 * replayed.
 */
export function savedWin(saved: SavedGame): SessionSnapshot | undefined {
  const last = saved.position > 0 ? saved.moves[saved.position - 1]?.at(-1) : undefined;
  if (last === undefined || !last.toLowerCase().endsWith('h')) return undefined;
  let snapshot: SessionSnapshot;
  try {
    snapshot = fromSavedGame(saved);
  } catch (err) {
    if (err instanceof BadSaveError) return undefined;
    throw err;
  }
  return isWon(snapshot.board) ? snapshot : undefined;
}

/**
 * Whether a saved game stands lost at its position (no legal move left; a
 * deal in which no card can move, at its start), every move replayed
 * through the rules; false when it cannot be replayed.
 */
export function savedLoss(saved: SavedGame): boolean {
  // the start of a deal that moves were played from is not lost
  if (saved.position === 0 && saved.moves.length > 0) return false;
  try {
    return isLost(fromSavedGame(saved).board);
  } catch (err) {
    if (err instanceof BadSaveError) return false;
    throw err;
  }
}

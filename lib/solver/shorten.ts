// Shortening a solution after the search: shortcuts from a position of the path to a later one, and the moves of one card merged.

import { MoveGenerator } from './generate';
import { hashPosition } from './hashing';
import { type CardMove, type PileMove, HOME, ONTO_CARD, TO_CELL, TO_HOME, cardMoveKind, isHomeMove, movedCard, ontoCard, pileMove } from './move-codec';
import type { SolverRules, StartPosition } from './rules';
import { Position } from './state';
import { slotColumn, slotDepth } from './zobrist';

/*
 * A path's length is the number of its moves that do not go home (every
 * card goes home exactly once). Replaying the path gives its positions
 * P0 .. Pn, each after the safe autoplay its move allows, as replay.ts
 * writes it; positions are compared by their canonical 64-bit hash (equal
 * up to the order of columns and cells), and the path's card-level moves
 * from a position on stay valid from any position equal to it.
 *
 * Shortcuts: from each Pi every legal move (at depth 2, every pair of
 * moves) is played; a position reached that equals a later Pj is a way
 * from Pi to Pj. Of the path's own moves and these, a cheapest way from P0
 * to Pn is kept (ties keep the path's own moves). The kept positions are
 * among P0 .. Pn, so one pass finds every shortcut of its depth.
 *
 * Merges: where a card moves at step i and next at step j (not home), the
 * window i..j is tried with the card not moving (when it comes back), or
 * going straight to its second place at step i, or staying until step j; a
 * window whose moves are all legal and that ends on Pj+1 replaces the
 * window it came from. These change the positions in between, which
 * shortcuts cannot.
 *
 * The result is checked by replaying it with every move checked against
 * the generator's legal moves; the path comes back unchanged unless the
 * result wins with fewer moves not home (so a hash collision could only
 * cost a shortening, never a wrong answer).
 */

/** Moves of a path that do not go home: its length less the constant moves home. */
export function movesNotHome(path: readonly CardMove[]): number {
  let n = 0;
  for (const d of path) if (cardMoveKind(d) !== TO_HOME) n++;
  return n;
}

/** The positions of a path by hash: open addressing over (h1, h2) to the latest index with that hash. */
class PathTable {
  private keys = new Int32Array(0);
  private index = new Int32Array(0);
  private mask = 0;

  /** Empties the table for n positions. */
  reset(n: number): void {
    let size = 16;
    while (size < 4 * n) size *= 2;
    if (this.index.length < size) {
      this.keys = new Int32Array(2 * size);
      this.index = new Int32Array(size);
    }
    this.index.fill(-1, 0, size);
    this.mask = size - 1;
  }

  /** Sets the index of hash (h1, h2) to i (a later position overwrites an earlier one). */
  set(h1: number, h2: number, i: number): void {
    const { keys, index, mask } = this;
    let s = h1 & mask;
    while (index[s]! >= 0 && (keys[2 * s] !== h1 || keys[2 * s + 1] !== h2)) s = (s + 1) & mask;
    keys[2 * s] = h1;
    keys[2 * s + 1] = h2;
    index[s] = i;
  }

  /** The latest index with hash (h1, h2), or -1. */
  get(h1: number, h2: number): number {
    const { keys, index, mask } = this;
    for (let s = h1 & mask; index[s]! >= 0; s = (s + 1) & mask) if (keys[2 * s] === h1 && keys[2 * s + 1] === h2) return index[s]!;
    return -1;
  }
}

/** Shortens solutions of one rule set's positions (one call at a time). */
export class Shortener {
  private readonly pos: Position;
  private readonly generator: MoveGenerator;
  private readonly moves: Int32Array;
  private readonly moves2: Int32Array;
  private readonly table = new PathTable();

  constructor(readonly rules: SolverRules) {
    this.pos = new Position(rules);
    this.generator = new MoveGenerator(rules);
    this.moves = new Int32Array(this.generator.maxMoves());
    this.moves2 = new Int32Array(this.generator.maxMoves());
  }

  /**
   * A path (card-level moves from start that win, as the searches write
   * them) shortened by shortcuts of up to `depth` moves and by merges
   * (see the block comment above); never more moves not home than the path.
   */
  shorten(start: StartPosition, path: readonly CardMove[], depth: 1 | 2): CardMove[] {
    let best = this.shortcuts(start, path, depth);
    const merged = this.merges(start, best);
    if (merged !== best) best = this.shortcuts(start, merged, depth);
    return movesNotHome(best) < movesNotHome(path) && this.wins(start, best) ? best : [...path];
  }

  /** The path with the cheapest combination of its own moves and shortcuts of up to `depth` moves. */
  shortcuts(start: StartPosition, path: readonly CardMove[], depth: 1 | 2): CardMove[] {
    const n = path.length;
    const { pos, table, generator, moves, moves2 } = this;
    this.begin(start);
    table.reset(n + 1);
    hashPosition(pos);
    table.set(pos.h1, pos.h2, 0);
    for (let i = 0; i < n; i++) {
      pos.playAuto(this.toPileMove(path[i]!));
      hashPosition(pos);
      table.set(pos.h1, pos.h2, i + 1);
    }
    // the fewest moves not home to each Pj, from which Pi, and by which shortcut (null: the path's own move)
    const cost = new Int32Array(n + 1).fill(0x3fffffff);
    const from = new Int32Array(n + 1).fill(-1);
    const via: (CardMove[] | null)[] = new Array<CardMove[] | null>(n + 1).fill(null);
    cost[0] = 0;
    const reached = (i: number, c: number, shortcut: CardMove[]): void => {
      hashPosition(pos);
      const j = pos.left === 0 ? n : table.get(pos.h1, pos.h2);
      if (j > i && cost[i]! + c < cost[j]!) {
        cost[j] = cost[i]! + c;
        from[j] = i;
        via[j] = shortcut;
      }
    };
    this.begin(start);
    for (let i = 0; i < n; i++) {
      const own = path[i]!;
      const ownCost = cost[i]! + (cardMoveKind(own) === TO_HOME ? 0 : 1);
      if (ownCost <= cost[i + 1]!) {
        cost[i + 1] = ownCost;
        from[i + 1] = i;
        via[i + 1] = null;
      }
      pos.logLen = 0;
      const count = generator.generate(pos, moves, 0);
      for (let a = 0; a < count; a++) {
        const m: PileMove = moves[a]!;
        const d = pos.describe(m);
        const c = isHomeMove(m) ? 0 : 1;
        pos.playAuto(m);
        reached(i, c, [d]);
        if (depth === 2 && pos.left > 0) {
          const mark = pos.logLen;
          const count2 = generator.generate(pos, moves2, 0);
          for (let b = 0; b < count2; b++) {
            const m2: PileMove = moves2[b]!;
            const d2 = pos.describe(m2);
            pos.playAuto(m2);
            reached(i, c + (isHomeMove(m2) ? 0 : 1), [d, d2]);
            pos.undoTo(mark);
          }
        }
        pos.undoTo(0);
      }
      pos.playAuto(this.toPileMove(own));
    }
    if (cost[n]! === movesNotHome(path)) return path as CardMove[];
    const parts: CardMove[][] = [];
    for (let j = n; j > 0; j = from[j]!) parts.push(via[j] ?? [path[j - 1]!]);
    const out: CardMove[] = [];
    for (let k = parts.length - 1; k >= 0; k--) out.push(...parts[k]!);
    return out;
  }

  /** The path with merges taken until none is left (the path itself when there is none). */
  merges(start: StartPosition, path: readonly CardMove[]): CardMove[] {
    let current = path as CardMove[];
    const pos = this.pos;
    for (let changed = true; changed; ) {
      changed = false;
      const n = current.length;
      // the hashes of P0 .. Pn
      const h1 = new Int32Array(n + 1);
      const h2 = new Int32Array(n + 1);
      this.begin(start);
      hashPosition(pos);
      h1[0] = pos.h1;
      h2[0] = pos.h2;
      for (let i = 0; i < n; i++) {
        pos.playAuto(this.toPileMove(current[i]!));
        hashPosition(pos);
        h1[i + 1] = pos.h1;
        h2[i + 1] = pos.h2;
      }
      this.begin(start);
      scan: for (let i = 0; i < n; i++) {
        const first = current[i]!;
        const x = movedCard(first);
        let j = i + 1;
        while (j < n && movedCard(current[j]!) !== x) j++;
        if (cardMoveKind(first) !== TO_HOME && j < n && cardMoveKind(current[j]!) !== TO_HOME) {
          const second = current[j]!;
          const between = current.slice(i + 1, j);
          const mark = pos.logLen;
          for (const window of [between, [second, ...between], [...between, second]]) {
            if (this.playsTo(window, h1[j + 1]!, h2[j + 1]!)) {
              current = [...current.slice(0, i), ...window, ...current.slice(j + 1)];
              changed = true;
              break scan;
            }
            pos.undoTo(mark);
          }
        }
        pos.playAuto(this.toPileMove(first));
      }
    }
    return current;
  }

  /** Whether the path, every move checked against the generator's, wins from start. */
  private wins(start: StartPosition, path: readonly CardMove[]): boolean {
    this.begin(start);
    for (const d of path) {
      const m = this.legalMove(d);
      if (m < 0) return false;
      this.pos.playAuto(m);
    }
    return this.pos.left === 0;
  }

  /** Whether the moves, played in turn from the working position, are all legal and end on the position of hash (h1, h2); the position is left where they stop. */
  private playsTo(moves: readonly CardMove[], h1: number, h2: number): boolean {
    const pos = this.pos;
    for (const d of moves) {
      const m = this.legalMove(d);
      if (m < 0) return false;
      pos.playAuto(m);
    }
    hashPosition(pos);
    return pos.h1 === h1 && pos.h2 === h2;
  }

  /** A move of the working position, among the generator's, that plays card-level move d, else -1 (d is not legal there). */
  private legalMove(d: CardMove): PileMove {
    const { pos, moves2 } = this;
    const count = this.generator.generate(pos, moves2, 0);
    for (let a = 0; a < count; a++) if (pos.isMove(moves2[a]!, d)) return moves2[a]!;
    return -1;
  }

  /** Sets the working position to the start with its safe cards home (as replay.ts begins). */
  private begin(start: StartPosition): void {
    this.pos.load(start);
    this.pos.autoplay();
    this.pos.logLen = 0;
  }

  /** The move of the working position that plays card-level move d, its card in play and its destination there (placed as replay.ts places it). */
  private toPileMove(d: CardMove): PileMove {
    const pos = this.pos;
    const { C, F, len, cells } = pos;
    const card = movedCard(d);
    let from: number;
    let count = 1;
    const inCell = pos.cellAt[card]!;
    if (inCell >= 0) from = C + inCell;
    else {
      const at = pos.whereInColumns(card);
      from = slotColumn(at);
      count = len[from]! - slotDepth(at);
    }
    const kind = cardMoveKind(d);
    if (kind === TO_HOME) return pileMove(from, HOME, 1);
    if (kind === TO_CELL) {
      let i = 0;
      while (i < F && cells[i]! >= 0) i++;
      return pileMove(from, C + i, 1);
    }
    if (kind === ONTO_CARD) return pileMove(from, pos.topAt[ontoCard(d)]!, count);
    let k = 0;
    while (len[k] !== 0) k++;
    return pileMove(from, k, count);
  }
}

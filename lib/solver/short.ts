// Short mode: a beam search by moves made, for solutions close to the shortest.

import { finish, openStart } from './compound';
import { MoveGenerator } from './generate';
import { ChildHasher } from './hashing';
import { ColumnTerms } from './heuristics';
import { MemoryBudget, isOutOfMemory } from './memory';
import { type CardMove, type PileMove, HOME, isHomeMove, pileMove } from './move-codec';
import { countsSize, packPhysical, readOffset, saveCounts, unpackPhysicalSaved } from './packing';
import type { SolverRules, StartPosition } from './rules';
import { Position } from './state';
import { STRIDE } from './zobrist';

/*
 * The search goes layer by layer: layer d holds positions reached with d
 * moves that are not to a foundation (every deal needs one move home a
 * card, so these are what a solution's length depends on). Each layer
 * keeps only the `width` children that the estimate ranks best; a position
 * met before, in any layer, is not met again. The first layer with a
 * position whose cards lie in order (the rest is sending them home) gives
 * the solution, so its length is the layer's number. A wider beam finds
 * shorter solutions and costs proportionally more.
 *
 * After every move each card that can go home goes home, safe or not, as
 * macroxue/freecell's solver does: it rarely costs a solution (short mode
 * then falls back on the fast search's), and the beam, no longer spent on
 * positions that differ only by cards sent home, finds shorter solutions
 * in the same time (deals 1-100 at width 4,000: 1.010 x the published
 * length against 1.018). A child reached by a move home (only the start
 * position has such moves) stays in its parent's layer.
 */

/** Weights of the estimate that ranks a layer's children (smaller is better). */
export interface ShortWeights {
  /** Cards above a lower card of their column (each must move at least once). */
  readonly block: number;
  /** Cards above the ordered run at the bottom of their column. */
  readonly unsorted: number;
  /** Breaks between runs above that bottom run. */
  readonly segs: number;
  /** Cards in free cells. */
  readonly cells: number;
  /** Empty columns (a bonus). */
  readonly empty: number;
  /** Cards not home. */
  readonly left: number;
}

/** The estimate short mode uses (chosen on Microsoft deals 1-200; other weights moved the mean by under 0.3 % on deals 101-400, docs/solver.md). */
export const SHORT_WEIGHTS: ShortWeights = { block: 4, unsorted: 2, segs: 3, cells: 3, empty: 3, left: 1 };

/** What the beam search found: card-level moves from the start, or nothing within its width. */
export type ShortOutcome =
  | { readonly status: 'solved'; readonly path: CardMove[]; readonly states: number }
  | { readonly status: 'gave-up'; readonly states: number; readonly reason: 'states' | 'time' | 'memory' | 'beam' };

/** One beam search's limits. */
export interface BeamConfig {
  /** Positions kept per layer. */
  readonly width: number;
  readonly weights: ShortWeights;
  /** Most positions met (stored or ranked) before giving up. */
  readonly maxStates: number;
  /** Gives up at this layer (a solution must have fewer moves not home). */
  readonly maxDepth: number;
  /** Most bytes its arrays may hold (counted as they grow, before they are allocated). */
  readonly maxBytes: number;
  /** Checked between layers and every 4096 expansions. */
  readonly timeUp: () => boolean;
}

/** A beam search over one start position; run() may be called once. */
export class BeamSearch {
  private readonly pos: Position;
  private readonly generator: MoveGenerator;
  private readonly hasher: ChildHasher;
  private readonly moves: Int32Array;

  // stored nodes: parent, move from it, packed position and saved counts
  private nodes = 0;
  private parent: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private move: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private off: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private savedAt: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private bytes = new Uint8Array(1 << 16);
  private bytesLen = 0;
  private saved: Int32Array<ArrayBuffer> = new Int32Array(1 << 14);
  private savedLen = 0;

  // the set of positions met: open addressing on the 64-bit canonical hash
  private table: Int32Array<ArrayBuffer> = new Int32Array(2 * (1 << 16));
  private hmask = (1 << 16) - 1;
  private hcount = 0;

  // the next layer's candidates: parent node, move, score
  private candParent: Int32Array<ArrayBuffer> = new Int32Array(1 << 14);
  private candMove: Int32Array<ArrayBuffer> = new Int32Array(1 << 14);
  private candScore: Int32Array<ArrayBuffer> = new Int32Array(1 << 14);
  private candCount = 0;

  private met = 0;
  private readonly memory: MemoryBudget;

  constructor(
    rules: SolverRules,
    private readonly start: StartPosition,
    private readonly config: BeamConfig,
  ) {
    this.pos = new Position(rules);
    this.generator = new MoveGenerator(rules);
    this.hasher = new ChildHasher(rules.columns, new ColumnTerms(rules.stack));
    this.moves = new Int32Array(this.generator.maxMoves());
    this.memory = new MemoryBudget(config.maxBytes);
  }

  /** Runs the search to a solution or a give-up ('memory' when an array would pass maxBytes or cannot be allocated). */
  run(): ShortOutcome {
    try {
      return this.search();
    } catch (e) {
      if (!isOutOfMemory(e)) throw e;
      return this.gaveUp('memory');
    }
  }

  private search(): ShortOutcome {
    // the arrays a new search starts with; each growth is charged before it is allocated
    this.memory.charge(this.bytesHeld());
    const pos = this.pos;
    const won = openStart(pos, this.start, this.hasher);
    if (won) return { status: 'solved', path: won, states: 1 };
    this.insert(pos.h1, pos.h2);
    let layer = [this.store(-1, 0)];
    const { width, timeUp, maxStates } = this.config;
    let expansions = 0;
    for (let depth = 0; depth < this.config.maxDepth; depth++) {
      if (timeUp()) return this.gaveUp('time');
      this.candCount = 0;
      // a move not home from the last layer would make a solution of maxDepth such moves: only moves home are tried there
      const last = depth + 1 === this.config.maxDepth;
      // the layer grows while it is expanded: children reached by a move home join it
      for (let i = 0; i < layer.length; i++) {
        const node = layer[i]!;
        if ((++expansions & 4095) === 0 && timeUp()) return this.gaveUp('time');
        this.restore(node);
        this.hasher.setBase(pos);
        const count = this.generator.generate(pos, this.moves, 0);
        for (let j = 0; j < count; j++) {
          const m: PileMove = this.moves[j]!;
          if (last && !isHomeMove(m)) continue;
          this.play(m, null);
          if (pos.left === 0) return this.solved(node, m);
          this.hasher.hashFromBase(pos);
          if (!this.insert(pos.h1, pos.h2)) {
            pos.undoTo(0);
            continue;
          }
          // no card above a lower card: the rest is sending cards home
          if (this.hasher.block === 0) return this.solved(node, m);
          if (isHomeMove(m)) layer.push(this.store(node, m));
          else this.candidate(node, m, this.score());
          pos.undoTo(0);
        }
        if (this.met > maxStates) return this.gaveUp('states');
      }
      if (this.candCount === 0) return this.gaveUp('beam');
      layer = this.select(width);
    }
    return this.gaveUp('beam');
  }

  /** Bytes of the search's arrays (they only grow: at the end, their peak). */
  bytesHeld(): number {
    return (
      this.table.byteLength +
      this.moves.byteLength +
      4 * (this.parent.length + this.move.length + this.off.length + this.savedAt.length + this.saved.length) +
      this.bytes.byteLength +
      12 * this.candParent.length
    );
  }

  private gaveUp(reason: 'states' | 'time' | 'memory' | 'beam'): ShortOutcome {
    return { status: 'gave-up', states: this.met, reason };
  }

  /** The estimate of the working position (hashed by hashFromBase). */
  private score(): number {
    const W = this.config.weights;
    const p = this.pos;
    const h = this.hasher;
    return W.block * h.block + W.unsorted * h.unsorted + W.segs * h.segs + W.cells * (p.F - p.nFree) - W.empty * p.nEmpty + W.left * p.left;
  }

  /** Enters a hash in the set of positions met; false when it was there. */
  private insert(h1: number, h2: number): boolean {
    const t = this.table;
    let s = h1 & this.hmask;
    for (;;) {
      const a = t[2 * s]!;
      const b = t[2 * s + 1]!;
      if (a === 0 && b === 0) break;
      if (a === h1 && b === h2) return false;
      s = (s + 1) & this.hmask;
    }
    t[2 * s] = h1;
    // (0, 0) marks a free slot: that one hash in 2^64 is taken as met
    t[2 * s + 1] = h1 === 0 && h2 === 0 ? 1 : h2;
    this.met++;
    if (++this.hcount > this.hmask >> 1) this.growTable();
    return true;
  }

  private growTable(): void {
    const old = this.table;
    const size = (this.hmask + 1) * 2;
    this.memory.charge(8 * size - old.byteLength);
    const t = new Int32Array(2 * size);
    const mask = size - 1;
    for (let i = 0; i < old.length; i += 2) {
      if (old[i] === 0 && old[i + 1] === 0) continue;
      let s = old[i]! & mask;
      while (t[2 * s] !== 0 || t[2 * s + 1] !== 0) s = (s + 1) & mask;
      t[2 * s] = old[i]!;
      t[2 * s + 1] = old[i + 1]!;
    }
    this.table = t;
    this.hmask = mask;
  }

  /** Stores the working position as a node reached from parent by move; returns its id. */
  private store(parent: number, move: PileMove): number {
    if (this.nodes === this.parent.length) {
      this.memory.charge(16 * this.parent.length);
      const grow = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.parent = grow(this.parent);
      this.move = grow(this.move);
      this.off = grow(this.off);
      this.savedAt = grow(this.savedAt);
    }
    if (this.bytesLen + 512 > this.bytes.length) {
      this.memory.charge(this.bytes.length);
      const b = new Uint8Array(this.bytes.length * 2);
      b.set(this.bytes.subarray(0, this.bytesLen));
      this.bytes = b;
    }
    const size = countsSize(this.pos);
    if (this.savedLen + size > this.saved.length) {
      this.memory.charge(4 * (this.saved.length + size));
      const b = new Int32Array(this.saved.length * 2 + size);
      b.set(this.saved.subarray(0, this.savedLen));
      this.saved = b;
    }
    const id = this.nodes++;
    this.parent[id] = parent;
    this.move[id] = move;
    this.off[id] = this.bytesLen;
    this.bytesLen += packPhysical(this.pos, this.bytes, this.bytesLen);
    this.savedAt[id] = this.savedLen;
    saveCounts(this.pos, this.saved, this.savedLen);
    this.savedLen += size;
    return id;
  }

  private restore(node: number): void {
    unpackPhysicalSaved(this.pos, this.bytes, readOffset(this.off, node), this.saved, this.savedAt[node]!);
  }

  private candidate(parent: number, move: PileMove, score: number): void {
    if (this.candCount === this.candParent.length) {
      this.memory.charge(12 * this.candParent.length);
      const grow = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.candParent = grow(this.candParent);
      this.candMove = grow(this.candMove);
      this.candScore = grow(this.candScore);
    }
    const i = this.candCount++;
    this.candParent[i] = parent;
    this.candMove[i] = move;
    this.candScore[i] = score;
  }

  /** The best `width` candidates (ties in the order they came), stored as the next layer, best first. */
  private select(width: number): number[] {
    const n = this.candCount;
    const score = this.candScore;
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i < n; i++) {
      const s = score[i]!;
      if (s < lo) lo = s;
      if (s > hi) hi = s;
    }
    // counting sort by score (ties in the order they came), cut at `width`: counts[s - lo] is where score s's next candidate ranks
    const counts = new Int32Array(hi - lo + 2);
    for (let i = 0; i < n; i++) counts[score[i]! - lo + 1]!++;
    for (let s = 1; s < counts.length; s++) counts[s]! += counts[s - 1]!;
    const take = Math.min(n, width);
    // stored in the order they came (children of one parent together: one restore each), listed best first
    const layer = new Array<number>(take).fill(0);
    const pos = this.pos;
    let current = -1;
    for (let i = 0; i < n; i++) {
      const rank = counts[score[i]! - lo]!++;
      if (rank >= take) continue;
      const parent = this.candParent[i]!;
      if (parent !== current) {
        this.restore(parent);
        current = parent;
      } else pos.undoTo(0);
      this.play(this.candMove[i]!, null);
      layer[rank] = this.store(parent, this.candMove[i]!);
    }
    return layer;
  }

  /**
   * Plays a move, then sends home every card that can go (each such move
   * written to out; the safe autoplay after each one replay.ts writes itself).
   */
  private play(m: PileMove, out: CardMove[] | null): void {
    const pos = this.pos;
    if (out) out.push(pos.describe(m));
    pos.playAuto(m);
    const { C, F, cols, len, cells, found } = pos;
    for (let moved = true; moved; ) {
      moved = false;
      for (let k = 0; k < C; k++) {
        const n = len[k]!;
        if (n === 0) continue;
        const c = cols[k * STRIDE + n - 1]!;
        if (found[c & 3] !== c >> 2) continue;
        const home = pileMove(k, HOME, 1);
        if (out) out.push(pos.describe(home));
        pos.playAuto(home);
        moved = true;
      }
      for (let i = 0; i < F; i++) {
        const c = cells[i]!;
        if (c < 0 || found[c & 3] !== c >> 2) continue;
        const home = pileMove(C + i, HOME, 1);
        if (out) out.push(pos.describe(home));
        pos.playAuto(home);
        moved = true;
      }
    }
  }

  /** The path to node, then the move m from it and the moves home that finish the game. */
  private solved(node: number, m: PileMove): ShortOutcome {
    const chain: number[] = [];
    for (let n = node; n > 0; n = this.parent[n]!) chain.push(n);
    chain.reverse();
    const pos = this.pos;
    const path: CardMove[] = [];
    for (const n of chain) {
      this.restore(this.parent[n]!);
      this.play(this.move[n]!, path);
    }
    this.restore(node);
    this.play(m, path);
    finish(pos, path);
    return { status: 'solved', path, states: this.met };
  }
}

/** The limits of short mode's beams together. */
export interface ShortLimits {
  /** Widths tried in turn, the next only when a beam found nothing. */
  readonly widths: readonly number[];
  /** Solutions must have fewer moves not home than this. */
  readonly maxDepth: number;
  /** Positions met by all beams. */
  readonly maxStates: number;
  /** Bytes each beam's arrays may hold. */
  readonly maxBytes: number;
}

/** Short mode: beam searches of growing width (the first that finds a solution answers) until the time or position limit. */
export function runShort(rules: SolverRules, start: StartPosition, limits: ShortLimits, timeUp: () => boolean): ShortOutcome {
  let states = 0;
  let last: ShortOutcome = { status: 'gave-up', states: 0, reason: 'beam' };
  for (const width of limits.widths) {
    const config: BeamConfig = { width, weights: SHORT_WEIGHTS, maxStates: limits.maxStates - states, maxDepth: limits.maxDepth, maxBytes: limits.maxBytes, timeUp };
    let outcome: ShortOutcome;
    try {
      outcome = new BeamSearch(rules, start, config).run();
    } catch (e) {
      // an array the system would not give
      if (!isOutOfMemory(e)) throw e;
      return { status: 'gave-up', states, reason: 'memory' };
    }
    states += outcome.states;
    if (outcome.status === 'solved') return { ...outcome, states };
    last = { ...outcome, states };
    if (outcome.reason !== 'beam') return last;
  }
  return last;
}

/** The beam widths short mode tries in turn (a wider one only when the narrower found nothing). */
export const SHORT_WIDTHS: readonly number[] = [4000, 16000];

// The prover: an exhaustive depth-first search over canonical keys, for exact verdicts (no estimate, no queue, undo instead of restore).

import type { Board } from '../core';
import { ColumnStore } from './columns';
import { finish, openStart } from './compound';
import { MoveGenerator } from './generate';
import { ChildHasher } from './hashing';
import { ColumnTerms } from './heuristics';
import { MAX_BYTES, MAX_ELEMENTS, MEMORY_STATS, MemoryBudget, checkLength, isOutOfMemory } from './memory';
import type { CardMove, PileMove } from './move-codec';
import { packInterned } from './packing';
import type { SolverRules, StartPosition } from './rules';
import type { SearchOutcome } from './search';
import { type SolveOptions, type SolveResult, checkSolveOptions, checkedSolution, prepare } from './solve';
import { DEFAULT_MAX_MEMORY_MB } from './limits';
import { Position } from './state';

/*
 * Proving a deal unwinnable means visiting every reachable position once,
 * in any order. The best-first search (search.ts) pays for an order it does
 * not need there: each position it expands is rebuilt from its packed key,
 * scored and queued, and it keeps a parent, a move and a path length per
 * position. The prover walks the same positions depth first on one working
 * position: a child is played, keyed and either dropped (seen before) or
 * entered and descended into, and leaving a position undoes its moves. It
 * stores only the keys (with their length) and the hash table, about half
 * the bytes a position of the best-first search's exact mode takes. A
 * solution it meets is the path on its stack: valid, but not short, so it
 * is asked for proofs: of the fast search's "no solution" (verdict.ts),
 * which only a hash collision could have made wrong, and after the fast
 * search gave up at its position limit, where a path it meets only says
 * that the deal can be won and the best-first search looks for a short one.
 */

/**
 * The exact verdict on a board whose fast search found no solution: every
 * reachable position visited once, keys compared byte for byte. Takes
 * solve's limits (maxStates default unlimited, maxMemoryMb, timeLimitMs
 * with now). A solution, if one turns up, is checked by the engine like
 * every other.
 */
export function proveBoard(board: Board, options: SolveOptions = {}): SolveResult {
  checkSolveOptions(board, options);
  return proveChecked(board, options);
}

/** proveBoard for a board and options already checked (checkSolveOptions): the verdict's call (`clockRead` as for searchBoard). */
export function proveChecked(board: Board, options: SolveOptions, clockRead = false): SolveResult {
  const ready = prepare(board, options, clockRead);
  if (!('rules' in ready)) return ready;
  const { start, rules, timeUp } = ready;
  const memory = new MemoryBudget((options.maxMemoryMb ?? DEFAULT_MAX_MEMORY_MB) * 1024 * 1024);
  let prover: Prover | null = null;
  let outcome: SearchOutcome;
  try {
    prover = new Prover(rules, start, memory);
    outcome = prover.run(options.maxStates ?? Infinity, timeUp);
  } catch (e) {
    if (!isOutOfMemory(e)) throw e;
    outcome = { status: 'gave-up', states: prover?.states ?? 0, reason: 'memory' };
  } finally {
    MEMORY_STATS.lastBytes = memory.used;
  }
  if (outcome.status !== 'solved') return outcome;
  return checkedSolution(board, rules, outcome.path, outcome.states);
}

/** Positions stored between two looks at the clock. */
const CLOCK_EVERY = 256;

/** The depth-first walk of one board's positions (see proveBoard). */
export class Prover {
  private readonly pos: Position;
  private readonly generator: MoveGenerator;
  private readonly hasher: ChildHasher;
  private readonly store: ColumnStore;
  private readonly C: number;

  // the visited set: keys one after the other, each after its length (two bytes)
  private bytes = new Uint8Array(1 << 16);
  private bytesLen = 0;
  /** Open addressing, three ints a slot: h1, h2, key offset + 1 (0: free; stored as 32 bits, read unsigned: the keys may pass 2 GiB). */
  private table = new Int32Array(3 * 4096);
  private hmask = 4095;
  private hcount = 0;
  /** Positions stored. */
  states = 0;

  // the stack, one frame per depth: the log mark of its position, its moves and the next one, its column ids, the move into it
  private depth = 0;
  private mark: Int32Array<ArrayBuffer> = new Int32Array(256);
  private movesAt: Int32Array<ArrayBuffer> = new Int32Array(256);
  private moveCount: Int32Array<ArrayBuffer> = new Int32Array(256);
  private nextMove: Int32Array<ArrayBuffer> = new Int32Array(256);
  private via: Int32Array<ArrayBuffer> = new Int32Array(256);
  private ids: Int32Array<ArrayBuffer>;
  private moves: Int32Array;

  /** The stack's arrays hold at most maxElements elements each (MAX_ELEMENTS: frames keep where their moves start as 32 bits). */
  constructor(
    rules: SolverRules,
    private readonly start: StartPosition,
    private readonly memory: MemoryBudget,
    private readonly maxElements = MAX_ELEMENTS,
  ) {
    this.pos = new Position(rules);
    this.pos.settling = rules.settles;
    this.generator = new MoveGenerator(rules);
    this.hasher = new ChildHasher(rules.columns, new ColumnTerms(rules.stack));
    this.store = new ColumnStore(memory);
    this.C = rules.columns;
    this.ids = new Int32Array(256 * this.C);
    this.moves = new Int32Array(Math.max(4096, 4 * this.generator.maxMoves()));
    memory.charge(this.bytes.byteLength + this.table.byteLength + this.moves.byteLength + 4 * this.ids.length + 20 * 256);
  }

  /**
   * Visits every position reachable from the start (up to symmetry and safe
   * autoplay) until one is won ('solved', with the path that reached it),
   * none is left ('unwinnable': a proof, keys being compared byte for byte),
   * maxStates are stored or timeUp() says so (checked every few hundred
   * positions): 'gave-up'. Growing past the memory budget throws
   * MemoryLimitError.
   */
  run(maxStates: number, timeUp: () => boolean): SearchOutcome {
    const pos = this.pos;
    const hasher = this.hasher;
    const won = openStart(pos, this.start, hasher);
    if (won) return { status: 'solved', path: won, states: 1 };
    this.enter(this.keyHere());
    this.open(0, 0);
    for (;;) {
      const d = this.depth;
      if (this.nextMove[d] === this.moveCount[d]) {
        // every child of this position seen: back to its parent
        if (d === 0) return { status: 'unwinnable', states: this.states };
        this.depth = d - 1;
        this.back(d - 1);
        hasher.setBase(pos);
        continue;
      }
      const m: PileMove = this.moves[this.movesAt[d]! + this.nextMove[d]!++]!;
      const mark = this.mark[d]!;
      pos.playAuto(m);
      if (pos.left === 0) return { status: 'solved', path: this.path(d, m), states: this.states };
      hasher.hashFromBase(pos, mark);
      const length = this.keyHere();
      if (this.seen(length)) {
        this.back(d);
        continue;
      }
      if (hasher.block === 0) return { status: 'solved', path: this.path(d, m), states: this.states };
      if (this.states >= maxStates) return { status: 'gave-up', states: this.states, reason: 'states' };
      if (this.states % CLOCK_EVERY === 0 && timeUp()) return { status: 'gave-up', states: this.states, reason: 'time' };
      this.enter(length);
      this.open(d + 1, m);
    }
  }

  /** Undoes the moves after frame d's position and gives its columns their ids back. */
  private back(d: number): void {
    const pos = this.pos;
    pos.undoTo(this.mark[d]!);
    const { ids, C } = this;
    const colId = pos.colId;
    for (let k = 0, at = d * C; k < C; k++) colId[k] = ids[at + k]!;
  }

  /** Makes frame d for the current position (reached by move `via`): its mark, its column ids and its moves. */
  private open(d: number, via: PileMove): void {
    if (d === this.mark.length) this.growFrames();
    const { pos, C } = this;
    this.depth = d;
    this.mark[d] = pos.logLen;
    this.via[d] = via;
    for (let k = 0, at = d * C; k < C; k++) this.ids[at + k] = pos.colId[k]!;
    const at = d === 0 ? 0 : this.movesAt[d - 1]! + this.moveCount[d - 1]!;
    if (at + this.generator.maxMoves() > this.moves.length) {
      checkLength(this.moves.length * 2, this.maxElements);
      this.memory.charge(4 * this.moves.length);
      const bigger = new Int32Array(this.moves.length * 2);
      bigger.set(this.moves);
      this.moves = bigger;
    }
    this.movesAt[d] = at;
    this.moveCount[d] = this.generator.generate(pos, this.moves, 0, at);
    this.nextMove[d] = 0;
    this.hasher.setBase(pos);
  }

  private growFrames(): void {
    const n = this.mark.length * 2;
    // ids, C a frame, is the longest
    checkLength(n * this.C, this.maxElements);
    this.memory.charge(20 * this.mark.length + 4 * this.ids.length);
    const grow = (a: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.mark = grow(this.mark, n);
    this.movesAt = grow(this.movesAt, n);
    this.moveCount = grow(this.moveCount, n);
    this.nextMove = grow(this.nextMove, n);
    this.via = grow(this.via, n);
    this.ids = grow(this.ids, n * this.C);
  }

  /** Packs the current position's key after a two-byte length at bytesLen (not kept yet); returns the key's length. */
  private keyHere(): number {
    if (this.bytesLen + 1024 > this.bytes.length) {
      const size = this.bytes.length + (this.bytes.length >> 1);
      // the table keeps offset + 1 as 32 bits
      checkLength(size, MAX_BYTES);
      this.memory.charge(size - this.bytes.length);
      const bigger = new Uint8Array(size);
      bigger.set(this.bytes.subarray(0, this.bytesLen));
      this.bytes = bigger;
    }
    const length = packInterned(this.pos, this.bytes, this.bytesLen + 2, this.store);
    this.bytes[this.bytesLen] = length & 255;
    this.bytes[this.bytesLen + 1] = length >> 8;
    return length;
  }

  /** Whether the key packed at bytesLen was stored before (leaves the probe's free slot in `slot`). */
  private seen(length: number): boolean {
    const { table, hmask, bytes } = this;
    const h1 = this.pos.h1;
    const h2 = this.pos.h2;
    const b = this.bytesLen;
    let s = h1 & hmask;
    for (;;) {
      const v = table[3 * s + 2]!;
      if (v === 0) {
        this.slot = s;
        return false;
      }
      if (table[3 * s] === h1 && table[3 * s + 1] === h2) {
        const a = (v >>> 0) - 1;
        if (bytes[a] === bytes[b] && bytes[a + 1] === bytes[b + 1]) {
          let i = 2;
          const end = length + 2;
          while (i < end && bytes[a + i] === bytes[b + i]) i++;
          if (i === end) return true;
        }
      }
      s = (s + 1) & hmask;
    }
  }

  private slot = 0;

  /** Keeps the key packed at bytesLen (its hash is the position's) in the slot seen() left, or finds one (the root). */
  private enter(length: number): void {
    if (this.states === 0) this.seen(length);
    const at = 3 * this.slot;
    this.table[at] = this.pos.h1;
    this.table[at + 1] = this.pos.h2;
    this.table[at + 2] = this.bytesLen + 1;
    this.bytesLen += length + 2;
    this.states++;
    if (++this.hcount > this.hmask - (this.hmask >> 2)) this.growTable();
  }

  private growTable(): void {
    const size = 2 * (this.hmask + 1);
    this.memory.charge(12 * size - this.table.byteLength);
    const old = this.table;
    const table = new Int32Array(3 * size);
    const mask = size - 1;
    for (let i = 0; i < old.length; i += 3) {
      if (old[i + 2] === 0) continue;
      let s = old[i]! & mask;
      while (table[3 * s + 2] !== 0) s = (s + 1) & mask;
      table[3 * s] = old[i]!;
      table[3 * s + 1] = old[i + 1]!;
      table[3 * s + 2] = old[i + 2]!;
    }
    this.table = table;
    this.hmask = mask;
  }

  /** The card-level moves from the start through frames 1..d, then `last` (a move from frame d, or -1), then the playing out. */
  private path(d: number, last: PileMove): CardMove[] {
    const pos = this.pos;
    pos.undoTo(0);
    const out: CardMove[] = [];
    const play = (m: PileMove): void => pos.playDescribed(m, out);
    for (let i = 1; i <= d; i++) play(this.via[i]!);
    if (last >= 0) play(last);
    finish(pos, out);
    return out;
  }
}

// Best-first search over packed positions: node arena, hash set of canonical positions, bucket queue, and the arrays kept for the next search.

import { ColumnStore } from './columns';
import { DigOuts, finish, openStart } from './compound';
import { MoveGenerator } from './generate';
import { ChildHasher } from './hashing';
import { type Weights, ColumnTerms, estimate } from './heuristics';
import { type MemoryBudget, widenI32, widenU16, widenU8 } from './memory';
import { type CardMove, type NodeMove, type PileMove, digMove, dugCard, isDigMove, isHomeMove } from './move-codec';
import { NOT_PACKED, countsSize, packInterned, packPhysical, readOffset, saveCounts, unpackInterned, unpackPhysicalSaved } from './packing';
import type { SolverRules, StartPosition } from './rules';
import { Position } from './state';
import { slotColumn, slotDepth } from './zobrist';

/** How the search orders and limits itself (internal; the public options map onto this). */
export interface SearchConfig {
  /**
   * Exact duplicate detection: every position is packed in canonical form
   * when generated and compared byte for byte on a hash match. Otherwise the
   * 64-bit canonical hash alone identifies a position, and a position is only
   * packed (as it lies) when it is expanded.
   */
  readonly exactKeys: boolean;
  readonly weights: Weights;
  /** Counts the bytes of the search's arrays as they grow (MemoryLimitError past its limit). */
  readonly memory: MemoryBudget;
}

/** What a search found: card-level moves from the start (see CardMove). */
export type SearchOutcome =
  | { readonly status: 'solved'; readonly path: CardMove[]; readonly states: number }
  | { readonly status: 'unwinnable'; readonly states: number }
  | { readonly status: 'gave-up'; readonly states: number; readonly reason: 'states' | 'time' | 'memory' };

/** Counters for tuning. */
export const STATS = { expansions: 0, children: 0 };

/** The arrays of a finished search, kept for the next one (see Search.release). */
interface SpareArrays {
  readonly pos: Position;
  readonly generator: MoveGenerator;
  readonly digOuts: DigOuts;
  readonly hasher: ChildHasher;
  /** Exact mode's column store, or null. */
  readonly columns: ColumnStore | null;
  readonly moves: Int32Array;
  readonly parent: Int32Array<ArrayBuffer>;
  readonly move: Int32Array<ArrayBuffer>;
  readonly g: Int32Array<ArrayBuffer>;
  readonly hv: Int32Array<ArrayBuffer>;
  readonly off: Int32Array<ArrayBuffer>;
  readonly plen: Uint16Array<ArrayBuffer>;
  readonly savedAt: Int32Array<ArrayBuffer>;
  readonly back: Int32Array<ArrayBuffer>;
  readonly expanded: Uint8Array<ArrayBuffer>;
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly saved: Int32Array<ArrayBuffer>;
  readonly table: Int32Array<ArrayBuffer>;
  readonly heads: Int32Array<ArrayBuffer>;
  readonly entNode: Int32Array<ArrayBuffer>;
  readonly entNext: Int32Array<ArrayBuffer>;
}

/** Bytes of the node arena per node: parent, move, g, hv, off, savedAt or back (Int32; savedAt fast mode only, back exact mode only), plen (Uint16), expanded (Uint8). */
const NODE_BYTES = 6 * 4 + 2 + 1;

/** Positions a search may have stored for its arrays to be kept for the next search. */
const SPARE_LIMIT = 1 << 15;
/** Hash slots kept for the next search: a bigger table costs more to clear than to grow again. */
const SPARE_TABLE = 1 << 13;
/**
 * Hash slots an exact search starts with: its searches store every position
 * they meet, and clearing a kept table of this size costs less than growing
 * one to it (fewer probes in the meantime too).
 */
const EXACT_TABLE = SPARE_TABLE;
/** Distinct columns past which an exact search's column store is not kept for the next search. */
const SPARE_COLUMNS = 1 << 14;
const SPARE: SpareArrays[] = [];

/*
 * What every search starts with before its constructor sets its arrays: one
 * shared empty array of each kind (a new typed array costs as much as a
 * small deal's whole search spends on several of its steps). Never written.
 */
const NO_I32 = new Int32Array(0);
const NO_U16 = new Uint16Array(0);
const NO_U8 = new Uint8Array(0);
/** Scratch of one call (searches take turns, never run inside each other): a dig-out's card-level moves. */
const MACRO_BUF = new Int32Array(128);

/* Arrays grow by widening (memory.ts: widenI32 and its kin), so a kept search's buffers are charged as a new search's. */

/** Copies a position's column ids (one per column): a loop, as TypedArray.set costs more than copying a few ints. */
function copyIds(to: Int32Array, from: Int32Array): void {
  for (let k = 0; k < to.length; k++) to[k] = from[k]!;
}

export class Search {
  readonly pos: Position;
  private readonly generator: MoveGenerator;
  private readonly digOuts: DigOuts;
  private readonly hasher: ChildHasher;
  private readonly exact: boolean;
  /** Exact mode: the columns of every stored position, interned (positions are keyed by column ids). */
  private readonly columns: ColumnStore | null;
  private readonly weights: Weights;
  private readonly memory: MemoryBudget;
  private readonly moves: Int32Array;

  // node arena
  private cap = 0;
  nodes = 0;
  private parent: Int32Array<ArrayBuffer> = NO_I32;
  private move: Int32Array<ArrayBuffer> = NO_I32;
  private g: Int32Array<ArrayBuffer> = NO_I32;
  private hv: Int32Array<ArrayBuffer> = NO_I32;
  /** Offset of the packed position (readOffset), NOT_PACKED until the node is packed. */
  private off: Int32Array<ArrayBuffer> = NO_I32;
  private plen: Uint16Array<ArrayBuffer> = NO_U16;
  private savedAt: Int32Array<ArrayBuffer> = NO_I32;
  /**
   * Exact mode: the card-level move that takes each node back to its parent
   * (Position.reverseOf), or 0 when the move into it also sent cards home.
   * That child is its parent again, never better placed: it is not generated.
   */
  private back: Int32Array<ArrayBuffer> = NO_I32;
  private expanded: Uint8Array<ArrayBuffer> = NO_U8;
  private bytes: Uint8Array<ArrayBuffer> = NO_U8;
  /** The same bytes, for comparing keys four at a time. */
  private view = new DataView(NO_U8.buffer);
  private bytesLen = 0;

  // hash set: open addressing, value = node + 1
  private hmask = 0;
  private hcount = 0;
  /** The entries past which the table grows. */
  private growAt = 0;
  /** Slot i holds h1, h2, node + 1 at 3i .. 3i + 2 (one cache line per probe). */
  private table: Int32Array<ArrayBuffer> = NO_I32;
  private slot = 0;

  // bucket queue, LIFO within a bucket
  private heads: Int32Array<ArrayBuffer> = NO_I32;
  private minBucket = 0;
  private entNode: Int32Array<ArrayBuffer> = NO_I32;
  private entNext: Int32Array<ArrayBuffer> = NO_I32;
  private entCount = 0;

  constructor(
    rules: SolverRules,
    private readonly start: StartPosition,
    config: SearchConfig,
  ) {
    const spare = SPARE.pop();
    // a spare working position is reused when it was made for the same rules, with its caches cleared
    if (spare && spare.pos.rules === rules) {
      this.pos = spare.pos;
      this.generator = spare.generator;
      this.digOuts = spare.digOuts;
      this.hasher = spare.hasher;
      this.hasher.terms.clear();
    } else {
      this.pos = new Position(rules);
      this.generator = new MoveGenerator(rules);
      this.digOuts = new DigOuts(this.generator);
      this.hasher = new ChildHasher(rules.columns, new ColumnTerms(rules.stack));
    }
    this.exact = config.exactKeys;
    // the exact search settles cells where the rules allow (fewer positions, the same verdicts); a dig-out counts on its cards staying in cells
    this.pos.settling = this.exact && rules.settles && !config.weights.macro;
    const store = spare?.columns;
    this.columns = !this.exact ? null : store && store.reuse(config.memory, SPARE_COLUMNS) ? store : new ColumnStore(config.memory);
    this.weights = config.weights;
    this.memory = config.memory;
    this.moves = spare && spare.moves.length >= this.generator.maxMoves() ? spare.moves : new Int32Array(this.generator.maxMoves());
    if (spare) {
      // a finished search's node arrays as they are (cap says how much of them this search has: growNodes charges
      // for them as it would for new ones), and its other buffers as empty arrays that grow below as a new search's are made
      this.parent = spare.parent;
      this.move = spare.move;
      this.g = spare.g;
      this.hv = spare.hv;
      this.off = spare.off;
      this.plen = spare.plen;
      this.savedAt = spare.savedAt;
      this.back = spare.back;
      this.expanded = spare.expanded;
      this.table = new Int32Array(spare.table.buffer, 0, 0);
      this.bytes = new Uint8Array(spare.bytes.buffer, 0, 0);
      this.saved = new Int32Array(spare.saved.buffer, 0, 0);
      this.heads = new Int32Array(spare.heads.buffer, 0, 0);
      this.entNode = new Int32Array(spare.entNode.buffer, 0, 0);
      this.entNext = new Int32Array(spare.entNext.buffer, 0, 0);
    }
    this.growNodes(256);
    this.growHash(this.exact ? EXACT_TABLE : 1024);
    // the move buffer as a new search makes it (a kept one may be longer), then bytes, saved counts, queue heads and entries
    this.memory.charge(4 * this.generator.maxMoves() + (1 << 12) + 4 * 1024 + 4 * 512 + 8 * 1024);
    this.bytes = widenU8(this.bytes, 1 << 12);
    this.view = new DataView(this.bytes.buffer, 0, this.bytes.length);
    this.saved = widenI32(this.saved, 1024);
    this.heads = widenI32(this.heads, 512).fill(-1);
    this.entNode = widenI32(this.entNode, 1024);
    this.entNext = widenI32(this.entNext, 1024);
    this.minBucket = this.heads.length;
  }

  /**
   * Gives this search's arrays to the next search (solving many deals in a
   * row then allocates and grows them once, not for every deal). Arrays grown
   * past SPARE_LIMIT positions are left to the garbage collector, so one hard
   * deal does not pin its memory or make clearing costly. The search must not
   * be used afterwards.
   */
  release(): void {
    if (this.cap > SPARE_LIMIT || SPARE.length >= 4) return;
    SPARE.push({
      pos: this.pos,
      generator: this.generator,
      digOuts: this.digOuts,
      hasher: this.hasher,
      columns: this.columns,
      moves: this.moves,
      parent: this.parent,
      move: this.move,
      g: this.g,
      hv: this.hv,
      off: this.off,
      plen: this.plen,
      savedAt: this.savedAt,
      back: this.back,
      expanded: this.expanded,
      bytes: this.bytes.length > SPARE_LIMIT * 64 ? new Uint8Array(1 << 12) : this.bytes,
      saved: this.saved.length > SPARE_LIMIT * 32 ? new Int32Array(1024) : this.saved,
      table: this.hmask < SPARE_TABLE ? this.table : new Int32Array(SPARE_TABLE * 3),
      heads: this.heads,
      entNode: this.entNode,
      entNext: this.entNext,
    });
  }

  /**
   * The next size of a growing array: double in fast mode; half again in
   * exact mode, whose searches are the big ones (less slack per position).
   */
  private grown(size: number): number {
    return this.exact ? size + (size >> 1) : size * 2;
  }

  /** Makes room for cap nodes; the arrays may be longer (a kept search's), only cap of each is this search's. */
  private growNodes(cap: number): void {
    this.memory.charge((cap - this.cap) * NODE_BYTES);
    // the arrays grow together, but savedAt or back is grown only in its mode
    if (this.parent.length < cap) {
      this.parent = widenI32(this.parent, cap);
      this.move = widenI32(this.move, cap);
      this.g = widenI32(this.g, cap);
      this.hv = widenI32(this.hv, cap);
      this.off = widenI32(this.off, cap);
      this.plen = widenU16(this.plen, cap);
      this.expanded = widenU8(this.expanded, cap);
    }
    if (!this.exact && this.savedAt.length < cap) this.savedAt = widenI32(this.savedAt, cap);
    if (this.exact && this.back.length < cap) this.back = widenI32(this.back, cap);
    this.cap = cap;
  }

  private growHash(size: number): void {
    const old = this.table;
    this.memory.charge(size * 12 - old.byteLength);
    // an empty table (a search's first) may take its kept buffer, cleared; a table with entries moves them to a new one
    const table = old.length === 0 && old.buffer.byteLength >= size * 12 ? new Int32Array(old.buffer, 0, size * 3).fill(0) : new Int32Array(size * 3);
    const mask = size - 1;
    for (let i = 0; i < old.length; i += 3) {
      if (old[i + 2] === 0) continue;
      let s = old[i]! & mask;
      while (table[s * 3 + 2] !== 0) s = (s + 1) & mask;
      table[s * 3] = old[i]!;
      table[s * 3 + 1] = old[i + 1]!;
      table[s * 3 + 2] = old[i + 2]!;
    }
    this.table = table;
    this.hmask = mask;
    // fast mode grows past half full; exact mode, whose keys settle a hash match, past three quarters
    this.growAt = this.exact ? size - (size >> 2) : mask >> 1;
  }

  /**
   * The node holding the current position (hashed), or -1, leaving `slot`
   * where it would go. In exact mode the position must be packed at bytesLen.
   */
  private find(packedLength: number): number {
    const { table, hmask } = this;
    const h1 = this.pos.h1;
    const h2 = this.pos.h2;
    let s = h1 & hmask;
    for (;;) {
      const v = table[s * 3 + 2]!;
      if (v === 0) {
        this.slot = s;
        return -1;
      }
      if (table[s * 3] === h1 && table[s * 3 + 1] === h2 && (!this.exact || this.samePacked(v - 1, packedLength))) return v - 1;
      s = (s + 1) & hmask;
    }
  }

  private samePacked(node: number, length: number): boolean {
    if (this.plen[node] !== length) return false;
    const view = this.view;
    const a = readOffset(this.off, node);
    const b = this.bytesLen;
    // four bytes at a time, then the rest
    let i = 0;
    for (; i + 4 <= length; i += 4) if (view.getInt32(a + i) !== view.getInt32(b + i)) return false;
    for (; i < length; i++) if (view.getUint8(a + i) !== view.getUint8(b + i)) return false;
    return true;
  }

  private ensureBytes(): void {
    if (this.bytesLen + 512 > this.bytes.length) {
      this.memory.charge(this.grown(this.bytes.length) - this.bytes.length);
      this.bytes = widenU8(this.bytes, this.grown(this.bytes.length));
      this.view = new DataView(this.bytes.buffer, 0, this.bytes.length);
    }
  }

  /** Packs the current position at bytesLen without keeping it yet; returns its length. */
  private packHere(): number {
    this.ensureBytes();
    return this.exact ? packInterned(this.pos, this.bytes, this.bytesLen, this.columns!) : packPhysical(this.pos, this.bytes, this.bytesLen);
  }

  /** Keeps the position packed at bytesLen as node's (as it lies: with its hashes and counts too). */
  private keepPacked(node: number, length: number): void {
    this.off[node] = this.bytesLen;
    this.plen[node] = length;
    this.bytesLen += length;
    if (!this.exact) {
      const size = countsSize(this.pos);
      if (this.savedLen + size > this.saved.length) {
        this.memory.charge(4 * (this.saved.length + size));
        this.saved = widenI32(this.saved, this.saved.length * 2 + size);
      }
      this.savedAt[node] = this.savedLen;
      saveCounts(this.pos, this.saved, this.savedLen);
      this.savedLen += size;
    }
  }

  /** Hashes and counts of packed nodes (fast mode), so that restoring needs no recount. */
  private saved: Int32Array<ArrayBuffer> = NO_I32;
  private savedLen = 0;

  /** A new node for the current (hashed) position, entered in the hash set at `slot`. */
  private addNode(parent: number, move: number, g: number, h: number, packed: number): number {
    if (this.nodes === this.cap) this.growNodes(this.grown(this.cap));
    const id = this.nodes++;
    this.parent[id] = parent;
    this.move[id] = move;
    this.g[id] = g;
    this.hv[id] = h;
    this.expanded[id] = 0;
    if (this.exact) this.back[id] = 0;
    this.off[id] = NOT_PACKED;
    if (packed > 0) this.keepPacked(id, packed);
    const at = this.slot * 3;
    this.table[at] = this.pos.h1;
    this.table[at + 1] = this.pos.h2;
    this.table[at + 2] = id + 1;
    if (++this.hcount > this.growAt) this.growHash((this.hmask + 1) * 2);
    return id;
  }

  private push(node: number, priority: number): void {
    if (priority < 0) priority = 0;
    if (priority >= this.heads.length) {
      const length = Math.max(priority + 1, this.heads.length * 2);
      this.memory.charge(4 * (length - this.heads.length));
      const bigger = widenI32(this.heads, length).fill(-1, this.heads.length);
      if (this.minBucket === this.heads.length) this.minBucket = bigger.length;
      this.heads = bigger;
    }
    if (this.entCount === this.entNode.length) {
      const length = this.grown(this.entCount);
      this.memory.charge(8 * (length - this.entCount));
      this.entNode = widenI32(this.entNode, length);
      this.entNext = widenI32(this.entNext, length);
    }
    const e = this.entCount++;
    this.entNode[e] = node;
    this.entNext[e] = this.heads[priority]!;
    this.heads[priority] = e;
    if (priority < this.minBucket) this.minBucket = priority;
  }

  private pop(): number {
    const heads = this.heads;
    let b = this.minBucket;
    while (b < heads.length && heads[b] === -1) b++;
    this.minBucket = b;
    if (b === heads.length) return -1;
    const e = heads[b]!;
    heads[b] = this.entNext[e]!;
    return this.entNode[e]!;
  }

  /** Sets the working position to a packed node's. */
  private restore(node: number): void {
    if (this.exact) unpackInterned(this.pos, this.bytes, readOffset(this.off, node), this.plen[node]!, this.columns!);
    else unpackPhysicalSaved(this.pos, this.bytes, readOffset(this.off, node), this.saved, this.savedAt[node]!);
  }

  /** Plays a node's move on the working position (its parent's), adding its card-level moves to out. */
  private replay(move: NodeMove, out: CardMove[] | null): void {
    const pos = this.pos;
    if (!isDigMove(move)) {
      if (out) pos.playDescribed(move, out);
      else pos.playAuto(move);
    } else {
      const at = pos.whereInColumns(dugCard(move));
      this.digOuts.dig(pos, slotColumn(at), slotDepth(at), out ? MACRO_BUF : null);
      if (out) for (let i = 0; i < this.digOuts.length; i++) out.push(MACRO_BUF[i]!);
    }
  }

  /**
   * Fast mode: the packed nodes given another parent or move (child), whose
   * packed layout that parent and move need not reproduce; null when none.
   */
  private movedAfterPacking: number[] | null = null;

  /** The card-level moves from the start to node, then `last` (a move from node). */
  private pathTo(node: number, last: NodeMove): CardMove[] {
    this.current = -1;
    const chain: number[] = [];
    for (let n = node; n > 0; n = this.parent[n]!) chain.push(n);
    chain.reverse();
    const path: CardMove[] = [];
    // fast mode packs a node as its parent's position and its move leave it (step): replayed from the start, a node
    // lies as packed, unless it was given another parent or move after packing; exact mode packs canonical forms
    const moved = this.exact ? null : new Set(this.movedAfterPacking);
    this.restore(0);
    for (const n of chain) {
      this.replay(this.move[n]!, path);
      this.pos.logLen = 0;
      if (moved === null || moved.has(n)) this.restore(n);
    }
    this.replay(last, path);
    finish(this.pos, path);
    return path;
  }

  /**
   * Considers the current position (hashed) as a child of node reached by
   * move; returns true when it wins or is won by sending cards home.
   */
  private child(node: number, move: NodeMove, gChild: number, back: CardMove): boolean {
    const pos = this.pos;
    if (pos.left === 0) return true;
    if (this.exact) this.hasher.hashInterned(pos, this.columns!);
    else this.hasher.hashFromBase(pos);
    const packed = this.exact ? this.packHere() : 0;
    const seen = this.find(packed);
    const W = this.weights;
    if (seen >= 0) {
      if (gChild < this.g[seen]!) {
        // a packed node lies as its old parent's move left it, not necessarily as this one leaves it
        if (!this.exact && this.off[seen] !== NOT_PACKED) (this.movedAfterPacking ??= []).push(seen);
        this.parent[seen] = node;
        this.move[seen] = move;
        this.g[seen] = gChild;
        if (this.exact) this.back[seen] = back;
        if (!this.expanded[seen]) this.push(seen, W.h * this.hv[seen]! + W.g * gChild);
      }
      return false;
    }
    const h = estimate(pos, this.hasher, W);
    // no card lies above a lower card: the rest of the game is sending cards home (compound.ts finish)
    if (this.hasher.block === 0) return true;
    if (this.nodes >= this.hardCap) {
      this.full = true;
      return false;
    }
    const id = this.addNode(node, move, gChild, h, packed);
    if (this.exact) this.back[id] = back;
    this.push(id, W.h * h + W.g * gChild);
    return false;
  }

  /** Undoes a child's moves, back to the node being expanded (whose column ids are still valid). */
  private backToNode(): void {
    const pos = this.pos;
    pos.undoTo(0);
    // exact mode: the node's column ids, as the hasher's base keeps them
    if (this.exact) copyIds(pos.colId, this.hasher.baseIds);
  }

  /** The node whose position the working position holds (as it lay when expanded), or -1. */
  private current = -1;

  /** The most positions this search may store before it must give up (set by the caller). */
  hardCap = Infinity;
  private full = false;
  private started = false;
  private expansions = 0;

  /** Stores the start position; a finished outcome when it is already won. */
  private begin(): SearchOutcome | null {
    const pos = this.pos;
    const won = openStart(pos, this.start, this.hasher);
    if (won) return { status: 'solved', path: won, states: 1 };
    const packed0 = this.packHere();
    this.find(packed0);
    const h0 = estimate(pos, this.hasher, this.weights);
    this.push(this.addNode(-1, 0, 0, h0, packed0), this.weights.h * h0);
    return null;
  }

  /**
   * Searches until this search has stored `budget` positions (checked between
   * expansions; then null, and a later call resumes) or until it finishes: a
   * solution, the whole space searched, hardCap reached (gave-up 'states'),
   * or timeUp() true (checked every 256 expansions; gave-up 'time').
   */
  step(budget: number, timeUp: () => boolean): SearchOutcome | null {
    const pos = this.pos;
    if (!this.started) {
      this.started = true;
      const done = this.begin();
      if (done) return done;
    }
    const W = this.weights;
    while (this.nodes < budget) {
      const node = this.pop();
      if (node < 0) return { status: 'unwinnable', states: this.nodes };
      const phase = this.expanded[node]!;
      if (phase === 1) continue;
      // phase 0: every move but those left for later (when W.defer); phase 2: those
      const deferring = phase === 0 && W.defer > 0;
      this.expanded[node] = 1;
      STATS.expansions++;
      if ((++this.expansions & 255) === 0 && timeUp()) return { status: 'gave-up', states: this.nodes, reason: 'time' };
      if (this.off[node] === NOT_PACKED) {
        // materialise: the parent's position and the move, packed as it lies
        // (the working position still holds the node expanded last, often the parent)
        if (this.parent[node] !== this.current) this.restore(this.parent[node]!);
        this.replay(this.move[node]!, null);
        pos.logLen = 0;
        this.keepPacked(node, this.packHere());
      } else this.restore(node);
      if (this.exact) this.hasher.setBaseInterned(pos, this.columns!);
      else this.hasher.setBase(pos);
      // the moves left for later: a column's card into a free cell, part of a run moved off its column
      const count = this.generator.generate(pos, this.moves, deferring ? 1 : phase === 2 ? 2 : 0);
      const deferred = deferring && this.generator.leftOut;
      STATS.children += count;
      const gNode = this.g[node]!;
      const exact = this.exact;
      const toParent: CardMove = exact ? this.back[node]! : 0;
      for (let i = 0; i < count; i++) {
        const m: PileMove = this.moves[i]!;
        if (toParent !== 0 && pos.isMove(m, toParent)) continue;
        const back = exact ? pos.reverseOf(m) : 0;
        pos.playAuto(m);
        // a move followed by autoplay cannot be taken back by one move
        if (this.child(node, m, isHomeMove(m) ? gNode : gNode + 1, pos.logLen === 1 ? back : 0)) {
          pos.undoTo(0);
          return { status: 'solved', path: this.pathTo(node, m), states: this.nodes };
        }
        this.backToNode();
      }
      if (deferred) {
        this.expanded[node] = 2;
        this.push(node, W.h * this.hv[node]! + W.g * gNode + W.defer);
      }
      if (W.macro && phase === 0) {
        // the next card of each suit, where it lies under other cards
        const { found, topAt } = pos;
        for (let s = 0; s < 4; s++) {
          if (found[s]! === 13) continue;
          const x = (found[s]! << 2) | s;
          const at = topAt[x]! < 0 ? pos.whereInColumns(x) : -1;
          if (at < 0) continue;
          // each run above x needs a place, and free cells and empty columns are the scarce ones
          if (!this.digOuts.looksPossible(pos, slotColumn(at), slotDepth(at), pos.nFree + pos.nEmpty + 3)) continue;
          const moved = this.digOuts.dig(pos, slotColumn(at), slotDepth(at), null);
          if (moved > 0) {
            if (this.child(node, digMove(x), gNode + moved, 0)) {
              pos.undoTo(0);
              return { status: 'solved', path: this.pathTo(node, digMove(x)), states: this.nodes };
            }
          }
          this.backToNode();
        }
      }
      this.current = node;
      if (this.full) return { status: 'gave-up', states: this.nodes, reason: 'states' };
    }
    return null;
  }
}

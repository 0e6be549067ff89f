// The solver's position, move generator, hashing and packing against the engine: same moves, same positions, exact verdicts on small boards.

import {
  type Board,
  type Card,
  type Variant,
  applyMove,
  dealBoard,
  findVariant,
  isWon,
  legalMoves,
  microsoftDeal,
  microsoftShuffle,
  refineVariant,
} from '../core';
import { solve } from '.';
import { ColumnStore } from './columns';
import { MoveGenerator } from './generate';
import { ChildHasher, hashPosition } from './hashing';
import { ColumnTerms } from './heuristics';
import { ONTO_CARD, TO_CELL, TO_EMPTY, cardMoveKind, moveCount, moveFrom, moveTo } from './move-codec';
import { DigOuts } from './compound';
import {
  NOT_PACKED,
  countsSize,
  packInterned,
  packPhysical,
  readOffset,
  saveCounts,
  unpackInterned,
  unpackPhysical,
  unpackPhysicalSaved,
} from './packing';
import { Position } from './state';
import { toEngineMoves } from './replay';
import { readBoard, solverRules } from './rules';
import { lcg, symmetricKey } from './test-boards';

const freecell = findVariant('freecell');

function positionOf(board: Board): Position {
  const start = readBoard(board);
  const p = new Position(solverRules(board.variant, start.inGame, start.acesAlwaysHome));
  p.load(start);
  return p;
}

/** Each position's move generator (one per position, so that leftOut is the last generate's of that position). */
const generators = new WeakMap<Position, MoveGenerator>();
function gen(p: Position): MoveGenerator {
  let g = generators.get(p);
  if (!g) generators.set(p, (g = new MoveGenerator(p.rules)));
  return g;
}

/** One store for every key in these tests, so equal keys mean equal positions. */
const store = new ColumnStore();

function packed(p: Position): string {
  const buf = new Uint8Array(256);
  return Array.from(buf.subarray(0, packInterned(p, buf, 0, store))).join(',');
}

/** The canonical key of a board after the solver's safe autoplay. */
function keyOf(board: Board): string {
  const p = positionOf(board);
  p.autoplay();
  return packed(p);
}

/** The board after the solver's safe autoplay, played through the engine. */
function autoplayed(board: Board): Board {
  const start = readBoard(board);
  const moves = toEngineMoves(board, solverRules(board.variant, start.inGame, start.acesAlwaysHome), []);
  return moves.reduce((b, m) => applyMove(b, m), board);
}

const VARIANTS: [string, Variant][] = [
  ['FreeCell', freecell],
  ["Baker's Game", findVariant('bakers')],
  ['FreeCell, 2 cells', refineVariant(freecell, { cells: 2 })],
  ['FreeCell, 0 cells', refineVariant(freecell, { cells: 0 })],
  ['FreeCell, single-card moves', refineVariant(freecell, { sequenceMoves: 'single' })],
  ['FreeCell, Kings in empty columns', refineVariant(freecell, { emptyColumn: 'kings' })],
  ['FreeCell, nothing in empty columns', refineVariant(freecell, { emptyColumn: 'none' })],
  ['Relaxed FreeCell', findVariant('relaxed-freecell')],
  ['Seahaven Towers', findVariant('seahaven')],
  ['Eight Off', findVariant('eight-off')],
  ['ForeCell', findVariant('forecell')],
  ['built by rank', refineVariant(freecell, { buildBy: 'rank' })],
  ['built on anything', refineVariant(freecell, { buildBy: 'any', columns: 5 })],
  ['Aces to the foundations only', refineVariant(freecell, { acesToFoundationOnly: true, cells: 3 })],
];

describe('move generation agrees with the engine', () => {
  test.each(VARIANTS)('%s: the positions one move away are the engine\'s, up to autoplay and symmetry', (_name, variant) => {
    const random = lcg(variant.columns * 131 + variant.cells * 7 + variant.buildBy.length);
    let checked = 0;
    for (let deal = 1; deal <= 40 && checked < 40; deal++) {
      let board = autoplayed(dealBoard(variant, microsoftDeal(deal)));
      for (let step = 0; step < 20 && !isWon(board) && checked < 40; step++) {
        const self = keyOf(board);
        const engine = new Set(legalMoves(board).map((m) => keyOf(applyMove(board, m))));
        engine.delete(self);
        const p = positionOf(board);
        const out = new Int32Array(gen(p).maxMoves());
        const n = gen(p).generate(p, out);
        const ours = new Set<string>();
        for (let i = 0; i < n; i++) {
          p.playAuto(out[i]!);
          ours.add(packed(p));
          p.undoTo(0);
        }
        ours.delete(self);
        expect([...ours].sort()).toEqual([...engine].sort());
        checked++;
        const moves = legalMoves(board);
        if (moves.length === 0) break;
        board = autoplayed(applyMove(board, moves[Math.floor(random() * moves.length)]!));
      }
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });
});

describe('capacity', () => {
  /** [name, free cells, empty columns, cards one move may carry, variant], worked out by hand from the rules. */
  const cases: [string, number, number, number, Variant][] = [
    ['FreeCell', 4, 0, 5, freecell],
    ['FreeCell', 4, 1, 10, freecell],
    ['FreeCell', 0, 0, 1, freecell],
    ['FreeCell', 2, 3, 24, freecell],
    ['FreeCell', 1, 2, 8, freecell],
    ["Baker's Game", 3, 1, 8, findVariant('bakers')],
    ['single-card moves', 4, 3, 1, refineVariant(freecell, { sequenceMoves: 'single' })],
    ['Kings in empty columns', 2, 3, 3, refineVariant(freecell, { emptyColumn: 'kings' })],
    ['nothing in empty columns', 4, 2, 5, refineVariant(freecell, { emptyColumn: 'none' })],
    ['Eight Off', 8, 0, 9, findVariant('eight-off')],
    ['unlimited runs', 0, 0, 2 ** 30, refineVariant(freecell, { sequenceMoves: 'unlimited' })],
  ];
  test.each(cases)("%s: the solver's table gives, with %d free cells and %d empty columns, %d cards", (_name, free, empty, cards, variant) => {
    const rules = solverRules(variant, new Uint8Array(52).fill(1), true);
    expect(rules.capacityTable[free * (variant.columns + 1) + empty]).toBe(cards);
  });
});

describe('moves for now and moves for later', () => {
  test('the two parts are all the moves, and the later ones are free-cell moves and split runs', () => {
    const rng = lcg(5);
    let checked = 0;
    for (const [, variant] of VARIANTS) {
      const p = positionOf(dealBoard(variant, microsoftDeal(40)));
      p.autoplay();
      const out = new Int32Array(gen(p).maxMoves());
      for (let step = 0; step < 40; step++) {
        const all = Array.from(out.subarray(0, gen(p).generate(p, out, 0))).sort((a, b) => a - b);
        if (all.length === 0) break;
        const now = Array.from(out.subarray(0, gen(p).generate(p, out, 1)));
        const leftOut = gen(p).leftOut;
        const later = Array.from(out.subarray(0, gen(p).generate(p, out, 2)));
        expect(leftOut).toBe(later.length > 0);
        expect([...now, ...later].sort((a, b) => a - b)).toEqual(all);
        for (const m of later) {
          const from = moveFrom(m);
          const to = moveTo(m);
          const k = moveCount(m);
          expect(from).toBeLessThan(p.C);
          if (to < p.C) {
            // the card under the moved ones belongs to the same run
            const at = from * 64 + p.len[from]! - k;
            expect(p.stack[p.cols[at]! * 52 + p.cols[at - 1]!]).toBe(1);
          } else expect(to).toBeLessThan(p.C + p.F);
        }
        checked++;
        p.playAuto(all[Math.floor(rng() * all.length)]!);
        p.logLen = 0;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('canonical positions', () => {
  test('the hash and the packed form ignore the order of columns and cells', () => {
    const board = dealBoard(freecell, microsoftDeal(5));
    const a = positionOf(board);
    a.colToCell(0, 0);
    a.colToCell(3, 2);
    hashPosition(a);
    const b = positionOf(board);
    b.colToCell(3, 1);
    b.colToCell(0, 3);
    hashPosition(b);
    expect([b.h1, b.h2]).toEqual([a.h1, a.h2]);
    expect(packed(b)).toBe(packed(a));
  });

  test('the hash and column sums from a base agree with computing them afresh', () => {
    const rng = lcg(23);
    for (const [, variant] of VARIANTS) {
      const p = positionOf(dealBoard(variant, microsoftDeal(31)));
      p.autoplay();
      p.logLen = 0;
      const out = new Int32Array(gen(p).maxMoves());
      const hasher = new ChildHasher(p.C, new ColumnTerms(p.stack));
      for (let step = 0; step < 50; step++) {
        hasher.setBase(p);
        const n = gen(p).generate(p, out);
        if (n === 0) break;
        for (let i = 0; i < n; i++) {
          p.playAuto(out[i]!);
          hasher.hashFromBase(p);
          const incremental = [p.h1, p.h2, hasher.unsorted, hasher.segs, hasher.block];
          hashPosition(p);
          // the column terms summed afresh
          let [unsorted, segs, block] = [0, 0, 0];
          for (let k = 0; k < p.C; k++) {
            const v = hasher.terms.of(p, k);
            unsorted += v & 255;
            segs += (v >> 8) & 255;
            block += v >> 16;
          }
          expect(incremental).toEqual([p.h1, p.h2, unsorted, segs, block]);
          p.undoTo(0);
        }
        p.playAuto(out[Math.floor(rng() * n)]!);
        p.logLen = 0;
      }
    }
  });

  test('a base taken after positions of other deals (some columns the same, in place or not) hashes as one taken afresh', () => {
    const rng = lcg(41);
    const walks = [5, 6, 7].map((deal) => {
      const p = positionOf(dealBoard(freecell, microsoftDeal(deal)));
      p.autoplay();
      p.logLen = 0;
      return p;
    });
    const out = new Int32Array(gen(walks[0]!).maxMoves());
    const shared = new ChildHasher(8, new ColumnTerms(walks[0]!.stack));
    const sums = (h: ChildHasher, p: Position): number[] => [p.h1, p.h2, h.unsorted, h.segs, h.block];
    for (let step = 0; step < 120; step++) {
      const p = walks[Math.floor(rng() * walks.length)]!;
      shared.setBase(p);
      const fresh = new ChildHasher(8, new ColumnTerms(p.stack));
      fresh.setBase(p);
      const n = gen(p).generate(p, out);
      if (n === 0) continue;
      const m = out[Math.floor(rng() * n)]!;
      p.playAuto(m);
      shared.hashFromBase(p);
      const got = sums(shared, p);
      fresh.hashFromBase(p);
      expect(got).toEqual(sums(fresh, p));
      // the position goes on from there half of the time, else back
      if (rng() < 0.5) p.undoTo(0);
      p.logLen = 0;
    }
  });

  test('undo restores cards, counts and hashes', () => {
    const p = positionOf(dealBoard(freecell, microsoftDeal(9)));
    hashPosition(p);
    const before = { key: packed(p), h1: p.h1, h2: p.h2, free: p.nFree, empty: p.nEmpty, left: p.left };
    const out = new Int32Array(gen(p).maxMoves());
    const n = gen(p).generate(p, out);
    for (let i = 0; i < n; i++) {
      p.playAuto(out[i]!);
      p.undoTo(0);
      hashPosition(p);
      expect({ key: packed(p), h1: p.h1, h2: p.h2, free: p.nFree, empty: p.nEmpty, left: p.left }).toEqual(before);
    }
  });

  test('packing as it lies round-trips exactly', () => {
    const p = positionOf(dealBoard(findVariant('eight-off'), microsoftDeal(3)));
    p.autoplay();
    const buf = new Uint8Array(256);
    packPhysical(p, buf, 0);
    const q = positionOf(dealBoard(findVariant('eight-off'), microsoftDeal(4)));
    unpackPhysical(q, buf, 0);
    const layout = (x: Position): number[][] => [
      ...Array.from({ length: x.C }, (_, k) => Array.from(x.cols.subarray(k * 64, k * 64 + x.len[k]!))),
      Array.from(x.cells),
      Array.from(x.found),
    ];
    expect(layout(q)).toEqual(layout(p));
    expect([q.nFree, q.nEmpty, q.left]).toEqual([p.nFree, p.nEmpty, p.left]);
  });

  test('positions packed as they lie one after another, at any offset, unpack each to itself', () => {
    const rng = lcg(7);
    const positions: Position[] = [];
    for (let deal = 1; deal <= 12; deal++) {
      const p = positionOf(dealBoard(deal % 2 ? freecell : findVariant('eight-off'), microsoftDeal(deal)));
      const out = new Int32Array(gen(p).maxMoves());
      for (let step = Math.floor(rng() * 40); step > 0; step--) {
        const n = gen(p).generate(p, out);
        if (n === 0) break;
        p.playAuto(out[Math.floor(rng() * n)]!);
      }
      p.logLen = 0;
      positions.push(p);
    }
    // columns of every length modulo 4
    expect(new Set(positions.flatMap((p) => Array.from(p.len, (n) => n % 4))).size).toBe(4);
    const buf = new Uint8Array(4096);
    const at: number[] = [];
    let end = 1 + Math.floor(rng() * 3);
    for (const p of positions) {
      at.push(end);
      end += packPhysical(p, buf, end);
    }
    positions.forEach((p, i) => {
      const q = positionOf(dealBoard(i % 2 === 0 ? freecell : findVariant('eight-off'), microsoftDeal(40 + i)));
      unpackPhysical(q, buf, at[i]!);
      const layout = (x: Position): number[][] => [
        ...Array.from({ length: x.C }, (_, k) => Array.from(x.cols.subarray(k * 64, k * 64 + x.len[k]!))),
        Array.from(x.cells),
        Array.from(x.found),
        [x.nFree, x.nEmpty, x.left, x.colH1[0]!, x.colH2[x.C - 1]!],
      ];
      expect(layout(q)).toEqual(layout(p));
    });
  });

  test('a key with interned columns unpacks to the same position, counts and hashes', () => {
    const rng = lcg(17);
    const out = new Int32Array(gen(positionOf(dealBoard(freecell, microsoftDeal(1)))).maxMoves());
    for (const [, variant] of VARIANTS) {
      const p = positionOf(dealBoard(variant, microsoftDeal(21)));
      p.autoplay();
      for (let step = 0; step < 60; step++) {
        const n = gen(p).generate(p, out);
        if (n === 0) break;
        p.playAuto(out[Math.floor(rng() * n)]!);
        p.logLen = 0;
        const buf = new Uint8Array(256);
        const length = packInterned(p, buf, 0, store);
        const q = positionOf(dealBoard(variant, microsoftDeal(22)));
        unpackInterned(q, buf, 0, length, store);
        hashPosition(p);
        hashPosition(q);
        expect([q.h1, q.h2, q.nFree, q.nEmpty, q.left]).toEqual([p.h1, p.h2, p.nFree, p.nEmpty, p.left]);
        expect(Array.from(q.found)).toEqual(Array.from(p.found));
        expect(packed(q)).toBe(packed(p));
        // the same columns, in some order
        const columns = (x: Position): string[] =>
          Array.from({ length: x.C }, (_, k) => Array.from(x.cols.subarray(k * 64, k * 64 + x.len[k]!)).join('.')).sort();
        expect(columns(q)).toEqual(columns(p));
      }
    }
  });

  test('exact mode hashing from the column store agrees with hashFromBase, and its keys and ids with packInterned alone', () => {
    const rng = lcg(29);
    const layout = (x: Position): number[][] => [
      ...Array.from({ length: x.C }, (_, k) => Array.from(x.cols.subarray(k * 64, k * 64 + x.len[k]!))),
      Array.from(x.cells),
      Array.from(x.found),
      Array.from(x.colH1),
      Array.from(x.colH2),
      Array.from(x.colId),
      [x.nFree, x.nEmpty, x.left],
    ];
    // plain: hashFromBase then packInterned; interned: hashInterned then packInterned, each with its own store,
    // emptied for each variant as a search reuses it (what an earlier variant left in its records must not count)
    const plainStore = new ColumnStore();
    const internedStore = new ColumnStore();
    for (const [, variant] of VARIANTS) {
      expect(plainStore.reuse(undefined, 1 << 20)).toBe(true);
      expect(internedStore.reuse(undefined, 1 << 20)).toBe(true);
      const board = dealBoard(variant, microsoftDeal(41));
      const plain = positionOf(board);
      const interned = positionOf(board);
      const plainHasher = new ChildHasher(plain.C, new ColumnTerms(plain.stack));
      const internedHasher = new ChildHasher(plain.C, new ColumnTerms(plain.stack));
      plain.autoplay();
      interned.autoplay();
      const key = new Uint8Array(256);
      let keyLength = packInterned(plain, key, 0, plainStore);
      expect(packInterned(interned, key, 0, internedStore)).toBe(keyLength);
      const out = new Int32Array(gen(plain).maxMoves());
      for (let step = 0; step < 60; step++) {
        // both unpack the node's key over the position they hold (columns already in place are kept)
        unpackInterned(plain, key, 0, keyLength, plainStore);
        unpackInterned(interned, key, 0, keyLength, internedStore);
        const fresh = positionOf(board);
        unpackInterned(fresh, key, 0, keyLength, internedStore);
        expect(layout(interned)).toEqual(layout(fresh));
        expect(layout(plain)).toEqual(layout(fresh));
        plainHasher.setBase(plain);
        internedHasher.setBaseInterned(interned, internedStore);
        const n = gen(plain).generate(plain, out);
        if (n === 0) break;
        const childKeys: Uint8Array[] = [];
        for (let i = 0; i < n; i++) {
          plain.playAuto(out[i]!);
          interned.playAuto(out[i]!);
          plainHasher.hashFromBase(plain);
          internedHasher.hashInterned(interned, internedStore);
          expect([interned.h1, interned.h2, internedHasher.unsorted, internedHasher.segs, internedHasher.block]).toEqual([
            plain.h1,
            plain.h2,
            plainHasher.unsorted,
            plainHasher.segs,
            plainHasher.block,
          ]);
          const a = new Uint8Array(256);
          const b = new Uint8Array(256);
          const length = packInterned(plain, a, 0, plainStore);
          expect(Array.from(b.subarray(0, packInterned(interned, b, 0, internedStore)))).toEqual(Array.from(a.subarray(0, length)));
          expect(Array.from(interned.colId)).toEqual(Array.from(plain.colId));
          childKeys.push(a.subarray(0, length));
          plain.undoTo(0);
          interned.undoTo(0);
          unpackInterned(plain, key, 0, keyLength, plainStore);
          unpackInterned(interned, key, 0, keyLength, internedStore);
        }
        const next = childKeys[Math.floor(rng() * n)]!;
        key.set(next);
        keyLength = next.length;
      }
      expect(internedStore.count).toBe(plainStore.count);
    }
  });

  test('interned keys differ when the positions differ', () => {
    const p = positionOf(dealBoard(freecell, microsoftDeal(5)));
    const keys = new Set<string>([packed(p)]);
    const out = new Int32Array(gen(p).maxMoves());
    const n = gen(p).generate(p, out);
    for (let i = 0; i < n; i++) {
      p.playAuto(out[i]!);
      keys.add(packed(p));
      p.undoTo(0);
    }
    expect(keys.size).toBe(n + 1);
  });
});

/**
 * The reference verdict: depth-first search over the engine's own legal
 * moves (no autoplay, no pruning), positions told apart only up to the order
 * of columns and cells. Null when it meets its limit.
 */
function referenceWinnable(board: Board, limit: number): boolean | null {
  const seen = new Set<string>([symmetricKey(board)]);
  const stack = [board];
  while (stack.length > 0) {
    const b = stack.pop()!;
    for (const m of legalMoves(b)) {
      const c = applyMove(b, m);
      if (isWon(c)) return true;
      const k = symmetricKey(c);
      if (seen.has(k)) continue;
      if (seen.size >= limit) return null;
      seen.add(k);
      stack.push(c);
    }
  }
  return false;
}

/** The slot (column * 64 + index) of each card in a column, -1 for the others. */
function slotsInColumns(p: Position): number[] {
  const slots = new Array<number>(52).fill(-1);
  for (let k = 0; k < p.C; k++) for (let i = 0; i < p.len[k]!; i++) slots[p.cols[k * 64 + i]!] = k * 64 + i;
  return slots;
}

/** Where the playable cards and the cards in columns lie and each column's top run, as the position keeps them and as its cards say. */
function keptTops(p: Position): number[][] {
  const slots = slotsInColumns(p).map((at, c) => (at >= 0 ? p.slotAt[c]! : -1));
  return [Array.from(p.top), Array.from(p.topAt), Array.from(p.cellAt), Array.from(p.run), slots];
}
function freshTops(p: Position): number[][] {
  const top = Array.from({ length: p.C }, (_, k) => (p.len[k]! > 0 ? p.cols[k * 64 + p.len[k]! - 1]! : -1));
  const topAt = new Array<number>(52).fill(-1);
  top.forEach((t, k) => t >= 0 && (topAt[t] = k));
  const cellAt = new Array<number>(52).fill(-1);
  p.cells.forEach((c, i) => c >= 0 && (cellAt[c] = i));
  const run = Array.from({ length: p.C }, (_, k) => {
    let r = 0;
    while (r < p.len[k]! && (r === 0 || p.stack[p.cols[k * 64 + p.len[k]! - r]! * 52 + p.cols[k * 64 + p.len[k]! - r - 1]!] === 1)) r++;
    return r;
  });
  return [top, topAt, cellAt, run, slotsInColumns(p)];
}

describe('the column tops, top runs, cells\' cards and cards\' slots a position keeps', () => {
  const variants: [string, Variant][] = [
    ['FreeCell', freecell],
    ["Baker's Game", findVariant('bakers')],
    ['FreeCell, Kings in empty columns', refineVariant(freecell, { emptyColumn: 'kings' })],
    ["Kings Only Baker's Game", refineVariant(findVariant('bakers'), { emptyColumn: 'kings' })],
    ['Seahaven Towers', findVariant('seahaven')],
  ];
  test.each(variants)('%s: stay right through moves, autoplay, settling, dig-outs, undo and restores', (_name, variant) => {
    const rng = lcg(variant.columns * 17 + variant.cells + variant.buildBy.length * 5 + variant.emptyColumn.length);
    const pick = (n: number): number => Math.floor(rng() * n);
    const actions = new Map<string, number>();
    for (let deal = 1; deal <= 25; deal++) {
      const p = positionOf(dealBoard(variant, microsoftDeal(deal)));
      // restores go into p and into q, whose earlier cards (another deal's) must not show through
      const q = positionOf(dealBoard(variant, microsoftDeal(deal + 1000)));
      // settling in the deals without dig-outs (the search never has both: a dig-out counts on its cards staying in cells)
      p.settling = p.rules.settles && deal % 2 === 0;
      const digOuts = new DigOuts(gen(p));
      const out = new Int32Array(gen(p).maxMoves());
      const snapshots: { bytes: Uint8Array; counts: Int32Array; key: Uint8Array; keyLength: number }[] = [];
      const marks: number[] = [];
      p.autoplay();
      for (let step = 0; step < 120 && p.left > 0; step++) {
        const what = pick(10);
        let action: string;
        if (what < 5) {
          const n = gen(p).generate(p, out);
          if (n === 0) continue;
          marks.push(p.logLen);
          p.playAuto(out[pick(n)]!);
          action = 'move';
        } else if (what === 5 && marks.length > 0) {
          const mark = marks[pick(marks.length)]!;
          p.undoTo(mark);
          while (marks.length > 0 && marks[marks.length - 1]! >= mark) marks.pop();
          action = 'undo';
        } else if (what === 6 && !p.settling) {
          // a dig-out of the next card of a suit that lies under other cards
          const at = [0, 1, 2, 3]
            .map((s) => (p.found[s]! < 13 ? p.whereInColumns((p.found[s]! << 2) | s) : -1))
            .filter((w) => w >= 0 && (w & 63) < p.len[w >> 6]! - 1);
          if (at.length === 0) continue;
          const w = at[pick(at.length)]!;
          const mark = p.logLen;
          marks.push(mark);
          if (digOuts.dig(p, w >> 6, w & 63, null) < 0) p.undoTo(mark);
          action = 'dig-out';
        } else if (what === 7) {
          const bytes = new Uint8Array(256);
          packPhysical(p, bytes, 0);
          const counts = new Int32Array(countsSize(p));
          saveCounts(p, counts, 0);
          const key = new Uint8Array(256);
          const keyLength = packInterned(p, key, 0, store);
          snapshots.push({ bytes, counts, key, keyLength });
          action = 'snapshot';
        } else if (snapshots.length > 0) {
          const { bytes, counts, key, keyLength } = snapshots[pick(snapshots.length)]!;
          const into = pick(2) === 0 ? p : q;
          const how = pick(3);
          if (how === 0) unpackPhysicalSaved(into, bytes, 0, counts, 0);
          else if (how === 1) unpackPhysical(into, bytes, 0);
          else unpackInterned(into, key, 0, keyLength, store);
          if (into === p) marks.length = 0;
          expect(keptTops(q)).toEqual(freshTops(q));
          action = ['restore as it lies', 'restore with recount', 'restore from the key'][how]!;
        } else continue;
        expect([deal, step, action, keptTops(p)]).toEqual([deal, step, action, freshTops(p)]);
        actions.set(action, (actions.get(action) ?? 0) + 1);
      }
    }
    // every kind of change was checked, many times
    for (const a of ['move', 'undo', 'dig-out', 'restore as it lies', 'restore with recount', 'restore from the key']) {
      expect([a, (actions.get(a) ?? 0) >= 20]).toEqual([a, true]);
    }
  });

  test('recount recomputes them all from cards set by hand, the cards\' slots too', () => {
    const p = positionOf(dealBoard(freecell, microsoftDeal(1)));
    const other = positionOf(dealBoard(freecell, microsoftDeal(2)));
    // another deal's cards, written straight into the arrays: every card lies somewhere else
    p.cols.set(other.cols);
    p.len.set(other.len);
    p.cells.set(other.cells);
    p.found.set(other.found);
    p.recount();
    expect(keptTops(p)).toEqual(freshTops(p));
    for (let c = 0; c < 52; c++) expect([c, p.whereInColumns(c)]).toEqual([c, other.whereInColumns(c)]);
  });
});

describe('exact verdicts on small boards match a search over the engine\'s own moves', () => {
  const bakers = findVariant('bakers');
  const upTo = (rank: number): Card[] => Array.from({ length: rank * 4 }, (_, c) => c);
  const small: [string, Variant, Card[]][] = [
    ['FreeCell, 1 cell, 4 columns', refineVariant(freecell, { cells: 1, columns: 4 }), upTo(4)],
    ['FreeCell, no cell, 4 columns', refineVariant(freecell, { cells: 0, columns: 4 }), upTo(4)],
    ["Baker's Game, 1 cell, 4 columns", refineVariant(bakers, { cells: 1, columns: 4 }), upTo(4)],
    ["Baker's Game, no cell, 4 columns", refineVariant(bakers, { cells: 0, columns: 4 }), upTo(4)],
    // cells settle under these three (SolverRules.settles)
    ["Baker's Game, 2 cells, 4 columns", refineVariant(bakers, { cells: 2, columns: 4 }), upTo(4)],
    ["Baker's Game, 1 cell, 4 columns, 20 cards", refineVariant(bakers, { cells: 1, columns: 4 }), upTo(5)],
    ["Kings Only Baker's Game, 2 cells, 4 columns", refineVariant(bakers, { cells: 2, columns: 4, emptyColumn: 'kings' }), upTo(4)],
    ['Kings only, single-card moves', refineVariant(freecell, { cells: 1, columns: 4, emptyColumn: 'kings', sequenceMoves: 'single' }), upTo(4)],
    ['built by rank, no cell', refineVariant(freecell, { cells: 0, columns: 4, buildBy: 'rank' }), upTo(4)],
    ['unlimited runs, Kings only, no cell', refineVariant(freecell, { cells: 0, columns: 4, sequenceMoves: 'unlimited', emptyColumn: 'kings' }), upTo(4)],
    ['empty columns stay empty', refineVariant(freecell, { cells: 1, columns: 4, emptyColumn: 'none' }), upTo(5)],
    ['Aces to the foundations only', refineVariant(freecell, { cells: 1, columns: 4, acesToFoundationOnly: true }), upTo(5)],
  ];
  test.each(small)('%s', (_name, variant, deck) => {
    const verdicts = { won: 0, lost: 0 };
    for (let game = 1; game <= 12; game++) {
      const board = dealBoard(variant, microsoftShuffle(deck, game));
      const reference = referenceWinnable(board, 20_000);
      if (reference === null) continue;
      expect([game, solve(board, { mode: 'exact' }).status]).toEqual([game, reference ? 'solved' : 'unwinnable']);
      verdicts[reference ? 'won' : 'lost']++;
    }
    expect(verdicts.won + verdicts.lost).toBeGreaterThanOrEqual(10);
  });

  test('the small boards include both verdicts', () => {
    const variant = refineVariant(bakers, { cells: 0, columns: 4 });
    const statuses = new Set<string>();
    for (let game = 1; game <= 12; game++) statuses.add(solve(dealBoard(variant, microsoftShuffle(upTo(4), game)), { mode: 'exact' }).status);
    expect([...statuses].sort()).toEqual(['solved', 'unwinnable']);
  });
});

describe('offsets of packed positions past 2 GiB', () => {
  test('are kept as their 32 bits and read back unsigned, and none is taken for NOT_PACKED', () => {
    // a long exact search keeps more than 2^31 bytes of keys (deal 6825625742 at 80 million positions); signed offsets broke it
    const off = new Int32Array(4);
    const offsets = [0, 2 ** 31 - 1, 2 ** 31 + 5, 2 ** 32 - 512];
    offsets.forEach((o, i) => (off[i] = o));
    expect(offsets.map((_, i) => readOffset(off, i))).toEqual(offsets);
    for (let i = 0; i < offsets.length; i++) expect(off[i] === NOT_PACKED).toBe(false);
    off[0] = NOT_PACKED;
    expect(off[0] === NOT_PACKED).toBe(true);
  });
});

describe('the move back to the position before a move (reverseOf, isMove: exact mode does not generate that child)', () => {
  test.each(VARIANTS)('%s: after a move that sends nothing home and settles nothing, a generated move that is the one named gives the position before', (_name, variant) => {
    const random = lcg(variant.columns * 17 + variant.cells * 5 + variant.buildBy.length);
    // fast mode never settles cells; exact mode does where the rules allow
    const settlings = positionOf(dealBoard(variant, microsoftDeal(1))).rules.settles ? [false, true] : [false];
    const checked = { moves: 0, toCell: 0, toEmpty: 0, ontoCard: 0, settled: 0 };
    for (const settling of settlings) {
      for (let deal = 1; deal <= 6; deal++) {
        const p = positionOf(autoplayed(dealBoard(variant, microsoftDeal(deal))));
        p.settling = settling;
        // a position the search stores is settled (exact mode)
        if (settling) p.settle(null);
        p.logLen = 0;
        const out = new Int32Array(gen(p).maxMoves());
        const after = new Int32Array(gen(p).maxMoves());
        for (let step = 0; step < 25 && p.left > 0; step++) {
          const before = packed(p);
          const n = gen(p).generate(p, out);
          if (n === 0) break;
          for (let i = 0; i < n; i++) {
            const m = out[i]!;
            const reverse = p.reverseOf(m);
            p.playAuto(m);
            // the search keeps the move back only when the move alone was played, nothing sent home or settled after it
            const back = p.logLen === 1 ? reverse : 0;
            if (back !== 0) {
              // the move back may not be legal (a card that lay on a card it does not fit), then none is generated
              const k = gen(p).generate(p, after);
              for (let j = 0; j < k; j++) {
                if (!p.isMove(after[j]!, back)) continue;
                p.playAuto(after[j]!);
                expect(packed(p)).toBe(before);
                p.undoTo(1);
                checked.moves++;
                if (settling) checked.settled++;
                const kind = cardMoveKind(back);
                if (kind === TO_CELL) checked.toCell++;
                else if (kind === ONTO_CARD) checked.ontoCard++;
                else if (kind === TO_EMPTY) checked.toEmpty++;
              }
            }
            p.undoTo(0);
          }
          p.playAuto(out[Math.floor(random() * n)]!);
          p.logLen = 0;
        }
      }
    }
    expect(checked.ontoCard).toBeGreaterThan(0);
    if (variant.cells > 0) expect([checked.moves > 50, checked.toCell > 0]).toEqual([true, true]);
    if (settlings.length > 1) expect(checked.settled).toBeGreaterThan(0);
  });
});

// Packing: a position as bytes, as it lies (fast mode) or as a canonical key of interned columns (exact mode), and back.

import { type ColumnStore, RECORD } from './columns';
import type { Position } from './state';
import { CELL_1, CELL_2, STRIDE } from './zobrist';

// imported bindings compile to loads from another module's exports: the hot loops read local copies
const S = STRIDE;
const CELL1 = CELL_1;
const CELL2 = CELL_2;
const R = RECORD;

/*
 * As it lies (packPhysical): found[0..3], each cell's card (255 empty), then
 * each column as (length, cards bottom first), in the working position's
 * order; the hashes and counts are kept beside it (saveCounts) so that
 * restoring needs no recount.
 *
 * Canonical key (packInterned): the number of cells used, those cards in
 * increasing order, then the ids of the non-empty columns (columns.ts) in
 * increasing order, three bytes each, low byte first. The foundations need
 * no bytes: the cards of a suit not in play are the ones home
 * (Position.suitCards), as for the hash.
 */

/**
 * Byte offsets of packed positions are kept in Int32Arrays, but the byte
 * arrays they point into may pass 2 GiB in a long exact search: an offset is
 * stored as its 32 bits (an Int32Array wraps it) and read back unsigned by
 * readOffset, up to 4 GiB. NOT_PACKED (-1 as stored) is never a real offset:
 * a byte array stops at 4 GiB - 1 (memory.ts MAX_BYTES; V8 would go on).
 */
export const NOT_PACKED = -1;

/** The unsigned byte offset stored at a[i] (see NOT_PACKED). */
export function readOffset(a: Int32Array, i: number): number {
  return a[i]! >>> 0;
}

/** Scratch of packInterned: the column ids being sorted (any column count a pile code allows). */
const ORDER = new Int32Array(256);

/** Writes the position as it lies (columns and cells in place) at out[at..]; returns its length. */
export function packPhysical(pos: Position, out: Uint8Array, at: number): number {
  const { C, F, cols, len, cells, found } = pos;
  let p = at;
  out[p++] = found[0]!;
  out[p++] = found[1]!;
  out[p++] = found[2]!;
  out[p++] = found[3]!;
  for (let i = 0; i < F; i++) out[p++] = cells[i]! & 255;
  for (let k = 0; k < C; k++) {
    const n = len[k]!;
    out[p++] = n;
    for (let i = k * S, end = i + n; i < end; i++) out[p++] = cols[i]!;
  }
  return p - at;
}

/** Number of ints saveCounts writes: the hashes and counts that recount would compute. */
export function countsSize(pos: Position): number {
  return 2 * pos.C + 5;
}

/** Writes the column and cell hashes and the counts at out[at..], for unpackPhysicalSaved. */
export function saveCounts(pos: Position, out: Int32Array, at: number): void {
  const C = pos.C;
  for (let k = 0; k < C; k++) {
    out[at + k] = pos.colH1[k]!;
    out[at + C + k] = pos.colH2[k]!;
  }
  at += 2 * C;
  out[at] = pos.cellH1;
  out[at + 1] = pos.cellH2;
  out[at + 2] = pos.nFree;
  out[at + 3] = pos.nEmpty;
  out[at + 4] = pos.left;
}

/** Sets the position from packPhysical's form and saveCounts' values (no recount). */
export function unpackPhysicalSaved(pos: Position, src: Uint8Array, at: number, saved: Int32Array, sat: number): void {
  readPhysical(pos, src, at);
  const C = pos.C;
  for (let k = 0; k < C; k++) {
    pos.colH1[k] = saved[sat + k]!;
    pos.colH2[k] = saved[sat + C + k]!;
  }
  sat += 2 * C;
  pos.cellH1 = saved[sat]!;
  pos.cellH2 = saved[sat + 1]!;
  pos.nFree = saved[sat + 2]!;
  pos.nEmpty = saved[sat + 3]!;
  pos.left = saved[sat + 4]!;
  pos.colId.fill(-1);
}

/** Sets the position from packPhysical's form: exactly the same layout. */
export function unpackPhysical(pos: Position, src: Uint8Array, at: number): void {
  readPhysical(pos, src, at);
  pos.recount();
}

/** The cards of packPhysical's form, in place, with the tops, top runs, cells' cards and the cards' slots (counts and hashes left to the caller). */
function readPhysical(pos: Position, src: Uint8Array, at: number): void {
  const { C, F, cols, len, cells, found, cellAt } = pos;
  let p = at;
  found[0] = src[p++]!;
  found[1] = src[p++]!;
  found[2] = src[p++]!;
  found[3] = src[p++]!;
  for (let i = 0; i < F; i++) {
    const old = cells[i]!;
    // a card moved to an earlier slot is already recorded there
    if (old >= 0 && cellAt[old] === i) cellAt[old] = -1;
    const c = src[p++]!;
    if (c === 255) cells[i] = -1;
    else {
      cells[i] = c;
      cellAt[c] = i;
    }
  }
  for (let k = 0; k < C; k++) {
    const n = src[p++]!;
    for (let i = k * S, e = i + n; i < e; i++) cols[i] = src[p++]!;
    len[k] = n;
    pos.columnWritten(k, n);
  }
  pos.logLen = 0;
}

/**
 * Writes the canonical key at out[at..] with columns interned in `store`:
 * the number of cells used, those cards in increasing order,
 * then the ids of the non-empty columns in increasing order, three bytes
 * each. Equal keys (from the same store) mean equal positions up to the
 * order of columns and of cells. Returns the length.
 */
export function packInterned(pos: Position, out: Uint8Array, at: number, store: ColumnStore): number {
  const { C, F, cols, len, cells, colId } = pos;
  const order = ORDER;
  let p = at;
  const countAt = p++;
  // insertion sorts, with the largest value so far in a local: in order (the usual case) a value costs one comparison
  let used = 0;
  let top = -1;
  for (let i = 0; i < F; i++) {
    const c = cells[i]!;
    if (c < 0) continue;
    if (c > top) {
      out[p + used++] = c;
      top = c;
      continue;
    }
    let j = p + used++;
    while (j > p && out[j - 1]! > c) {
      out[j] = out[j - 1]!;
      j--;
    }
    out[j] = c;
  }
  out[countAt] = used;
  p += used;
  let m = 0;
  let last = -1;
  for (let k = 0; k < C; k++) {
    const n = len[k]!;
    if (n === 0) continue;
    let id = colId[k]!;
    if (id < 0) {
      id = store.intern(cols, k * S, n, pos.colH1[k]!, pos.colH2[k]!);
      colId[k] = id;
    }
    if (id > last) {
      order[m++] = id;
      last = id;
      continue;
    }
    let j = m++;
    while (j > 0 && order[j - 1]! > id) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = id;
  }
  for (let j = 0; j < m; j++) {
    const id = order[j]!;
    out[p++] = id & 255;
    out[p++] = (id >>> 8) & 255;
    out[p++] = id >>> 16;
  }
  return p - at;
}

/**
 * Sets the position from packInterned's key (columns in the key's order,
 * then the empty ones). A column whose id the position already has in the
 * same place (Position.colId: its cards, length and hashes are that
 * column's) is left as it is: consecutive nodes share most columns.
 */
export function unpackInterned(pos: Position, src: Uint8Array, at: number, length: number, store: ColumnStore): void {
  const { C, F, cols, len, cells, found, colId, colH1, colH2, cellAt } = pos;
  const record = store.record;
  const end = at + length;
  let p = at;
  const used = src[p++]!;
  let a = 0;
  let b = 0;
  // cards in play of each suit, five bits a suit (as ColumnStore.record keeps them per column)
  let suits = 0;
  for (let i = 0; i < F; i++) {
    const old = cells[i]!;
    // a card moved to an earlier slot is already recorded there
    if (old >= 0 && cellAt[old] === i) cellAt[old] = -1;
    if (i < used) {
      const c = src[p + i]!;
      suits += 1 << (5 * (c & 3));
      cells[i] = c;
      cellAt[c] = i;
      a = (a + CELL1[c]!) | 0;
      b = (b + CELL2[c]!) | 0;
    } else cells[i] = -1;
  }
  p += used;
  pos.cellH1 = a;
  pos.cellH2 = b;
  let left = used;
  let k = 0;
  while (p < end) {
    const id = src[p]! | (src[p + 1]! << 8) | (src[p + 2]! << 16);
    p += 3;
    const r = R * id;
    const counts = record[r + 1]!;
    left += counts & 255;
    suits += counts >>> 8;
    if (colId[k] !== id) {
      const n = store.copy(id, cols, k * S);
      len[k] = n;
      pos.columnWritten(k, n);
      colH1[k] = record[r + 2]!;
      colH2[k] = record[r + 3]!;
      colId[k] = id;
    }
    k++;
  }
  pos.nEmpty = C - k;
  while (k < C) {
    len[k] = 0;
    pos.columnWritten(k, 0);
    colH1[k] = 0;
    colH2[k] = 0;
    colId[k] = -1;
    k++;
  }
  const suitCards = pos.suitCards;
  for (let s = 0; s < 4; s++) found[s] = suitCards[s]! - ((suits >>> (5 * s)) & 31);
  pos.nFree = F - used;
  pos.left = left;
  pos.logLen = 0;
}

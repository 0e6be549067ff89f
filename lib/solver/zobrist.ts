// The Zobrist tables the canonical hash is made of, and the column layout they index (no imports: every solver module may use it).

/** Slots per column in Position.cols (so a card's depth fits in 6 bits). */
const STRIDE = 64;

/** Deterministic 32-bit random values (SplitMix32), so hashes are the same in every run. */
function randomTable(size: number, seed: number): Int32Array {
  const t = new Int32Array(size);
  let s = seed | 0;
  for (let i = 0; i < size; i++) {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    t[i] = z ^ (z >>> 16);
  }
  return t;
}

/** The first and second Zobrist values of card c at depth i of a column, at index zobristIndex(i, c). */
const ZOBRIST_1 = randomTable(STRIDE * 64, 0x1234567);
const ZOBRIST_2 = randomTable(STRIDE * 64, 0x7654321);
/** The first and second values a card adds to the hash when it lies in a cell. */
const CELL_1 = randomTable(64, 0x2468ace);
const CELL_2 = randomTable(64, 0x13579bd);
// exported once: consumers in hot loops copy them into local constants (an import compiles to a property load)
export { STRIDE, ZOBRIST_1, ZOBRIST_2, CELL_1, CELL_2 };

/** The Zobrist tables' index of card c at depth i of a column. */
export function zobristIndex(depth: number, card: number): number {
  return (depth << 6) | card;
}

/** The column of a slot of Position.cols (column * STRIDE + depth). */
export function slotColumn(slot: number): number {
  return slot >> 6;
}

/** The depth (0 at the bottom) of a slot of Position.cols. */
export function slotDepth(slot: number): number {
  return slot & 63;
}

// The columns text takes on a terminal: East Asian wide characters and emoji two, combining marks none.

/**
 * The wide ranges (East Asian Wide and Fullwidth, and the emoji blocks), as
 * the wcwidth of terminals counts them: [first, last] code points.
 */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x231a, 0x231b],
  [0x2329, 0x232a],
  [0x23e9, 0x23ec],
  [0x23f0, 0x23f0],
  [0x23f3, 0x23f3],
  [0x25fd, 0x25fe],
  [0x2614, 0x2615],
  [0x2648, 0x2653],
  [0x267f, 0x267f],
  [0x2693, 0x2693],
  [0x26a1, 0x26a1],
  [0x26aa, 0x26ab],
  [0x26bd, 0x26be],
  [0x26c4, 0x26c5],
  [0x26ce, 0x26ce],
  [0x26d4, 0x26d4],
  [0x26ea, 0x26ea],
  [0x26f2, 0x26f3],
  [0x26f5, 0x26f5],
  [0x26fa, 0x26fa],
  [0x26fd, 0x26fd],
  [0x2705, 0x2705],
  [0x270a, 0x270b],
  [0x2728, 0x2728],
  [0x274c, 0x274c],
  [0x274e, 0x274e],
  [0x2753, 0x2755],
  [0x2757, 0x2757],
  [0x2795, 0x2797],
  [0x27b0, 0x27b0],
  [0x27bf, 0x27bf],
  [0x2b1b, 0x2b1c],
  [0x2b50, 0x2b50],
  [0x2b55, 0x2b55],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x16fe0, 0x16fe4],
  [0x17000, 0x18cff],
  [0x1b000, 0x1b2ff],
  [0x1f004, 0x1f004],
  [0x1f0cf, 0x1f0cf],
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f200, 0x1f251],
  [0x1f300, 0x1f64f],
  [0x1f680, 0x1f6ff],
  [0x1f7e0, 0x1f7eb],
  [0x1f900, 0x1f9ff],
  [0x1fa70, 0x1faff],
  [0x20000, 0x3fffd],
];

/** Characters that take no column of their own: combining marks, and the invisible joiners and selectors. */
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\u200b-\u200f\u2060-\u2064\ufeff]$/u;

/** The columns one character (a code point) takes on a terminal: 0, 1 or 2. */
export function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x300) return code === 0 ? 0 : 1;
  if (ZERO_WIDTH.test(ch)) return 0;
  let lo = 0;
  let hi = WIDE.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, last] = WIDE[mid]!;
    if (code < first) hi = mid - 1;
    else if (code > last) lo = mid + 1;
    else return 2;
  }
  return 1;
}

/** The columns `text` takes on a terminal (no control sequences in it): the sum of its characters' widths, a character shown as emoji (followed by U+FE0F, ❤️) two. */
export function textWidth(text: string): number {
  let width = 0;
  let last = 0;
  for (const ch of text) {
    const w = ch === '\ufe0f' && last === 1 ? 1 : charWidth(ch);
    width += w;
    last = ch === '\ufe0f' ? 0 : w;
  }
  return width;
}

// Shortening a found solution: shortcuts between positions on its own path.

import { HOME, Position } from './position';
import type { SolverRules, StartPosition } from './rules';

/**
 * A path no longer than `path` (counting moves that do not go home): every
 * position on the path is expanded once, and whenever one move leads from
 * position i to a later position j of the path, that move may replace the
 * moves from i to j. The shortest route through these shortcuts is returned
 * (dynamic programming over the path's positions).
 */
export function shorten(rules: SolverRules, start: StartPosition, path: readonly number[]): number[] {
  const pos = new Position(rules);
  pos.load(start);
  pos.autoplay();
  const n = path.length;
  const packed = new Uint8Array((n + 1) * 256);
  const plen: number[] = [];
  const index = new Map<number, number>();
  const keyOf = (): number => {
    pos.hash();
    // 53 bits of the two hashes: enough to tell the positions of one path apart.
    return (pos.h1 >>> 0) * 2097152 + (pos.h2 >>> 11);
  };
  plen.push(pos.pack(packed, 0));
  index.set(keyOf(), 0);
  for (let i = 0; i < n; i++) {
    const m = pos.locate(path[i]!);
    if (m < 0) return path.slice();
    pos.play(m);
    pos.autoplay();
    pos.logLen = 0;
    plen.push(pos.pack(packed, (i + 1) * 256));
    index.set(keyOf(), i + 1);
  }
  if (pos.left !== 0) return path.slice();
  const INF = 1 << 30;
  const dist = new Array<number>(n + 1).fill(INF);
  const prev = new Array<number>(n + 1).fill(-1);
  const via = new Array<number>(n + 1).fill(0);
  dist[0] = 0;
  const moves = new Int32Array(pos.maxMoves());
  const scratch = new Uint8Array(256);
  const same = (j: number): boolean => {
    const length = pos.pack(scratch, 0);
    if (length !== plen[j]) return false;
    for (let b = 0; b < length; b++) if (scratch[b] !== packed[j * 256 + b]) return false;
    return true;
  };
  for (let i = 0; i < n; i++) {
    const di = dist[i]!;
    if (di === INF) continue;
    pos.unpack(packed, i * 256, plen[i]!);
    const count = pos.generate(moves);
    for (let k = 0; k < count; k++) {
      const m = moves[k]!;
      const d = pos.describe(m);
      const cost = ((m >>> 8) & 255) === HOME ? 0 : 1;
      pos.play(m);
      pos.autoplay();
      const j = pos.left === 0 ? n : (index.get(keyOf()) ?? -1);
      if (j > i && di + cost < dist[j]! && (j === n || same(j))) {
        dist[j] = di + cost;
        prev[j] = i;
        via[j] = d;
      }
      pos.undoTo(0);
    }
  }
  if (dist[n] === INF) return path.slice();
  const out: number[] = [];
  for (let j = n; j > 0; j = prev[j]!) out.push(via[j]!);
  return out.reverse();
}

// The deals of a batch run: ranges, lists, shards, and the interval set that remembers what is done.

import { IntervalSet, listPlan, rangePlan } from './deal-plan';
import { seededRandom } from './memory-io';

const dealsOf = (plan: { count: number; dealAt(p: number): number }): number[] => Array.from({ length: plan.count }, (_, p) => plan.dealAt(p));

describe('rangePlan', () => {
  it('holds a range in order, and each shard I/N the deals whose place is I - 1 modulo N', () => {
    expect(dealsOf(rangePlan(5, 12))).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    expect(dealsOf(rangePlan(5, 12, { index: 1, count: 3 }))).toEqual([5, 8, 11]);
    expect(dealsOf(rangePlan(5, 12, { index: 3, count: 3 }))).toEqual([7, 10]);
    expect(dealsOf(rangePlan(5, 6, { index: 3, count: 3 }))).toEqual([]);
  });

  it('shards 1..N of any range cover it exactly once, and positionOf inverts dealAt', () => {
    for (const [from, to, n] of [
      [1, 100, 7],
      [31990, 32010, 4],
      [8589934580, 8589934591, 5],
    ] as const) {
      const all: number[] = [];
      for (let i = 1; i <= n; i++) {
        const plan = rangePlan(from, to, { index: i, count: n });
        const deals = dealsOf(plan);
        deals.forEach((d, p) => expect(plan.positionOf(d)).toBe(p));
        all.push(...deals);
      }
      expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: to - from + 1 }, (_, k) => from + k));
    }
    const plan = rangePlan(10, 20, { index: 2, count: 3 });
    expect([9, 10, 21, 12].map((d) => plan.positionOf(d))).toEqual([-1, -1, -1, -1]);
  });

  it('holds the whole FreeCell Pro range without an array', () => {
    const plan = rangePlan(1, 8589934591);
    expect(plan.count).toBe(8589934591);
    expect(plan.dealAt(plan.count - 1)).toBe(8589934591);
    expect(plan.positionOf(8589934591)).toBe(8589934590);
  });
});

describe('listPlan', () => {
  it('shards a sorted list by place in it', () => {
    const list = new Float64Array([3, 10, 11982, 20000, 617000]);
    expect(dealsOf(listPlan(list))).toEqual([3, 10, 11982, 20000, 617000]);
    const second = listPlan(list, { index: 2, count: 2 });
    expect(dealsOf(second)).toEqual([10, 20000]);
    expect([3, 10, 11982, 20000, 617000, 4].map((d) => second.positionOf(d))).toEqual([-1, 0, -1, 1, -1, -1]);
    expect(listPlan(list, { index: 6, count: 6 }).count).toBe(0);
  });
});

describe('IntervalSet', () => {
  it('keeps a set in order as one interval, and counts repeats once', () => {
    const set = new IntervalSet();
    let added = 0;
    for (let p = 0; p < 100000; p++) if (set.add(p)) added++;
    expect(added).toBe(100000);
    expect(set.add(5)).toBe(false);
    expect([set.size, set.intervals]).toEqual([100000, 1]);
    expect([...set.missing(100003)]).toEqual([100000, 100001, 100002]);
  });

  it('agrees with a plain Set for positions added in any order', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 20; round++) {
      const set = new IntervalSet();
      const plain = new Set<number>();
      const n = 1 + Math.floor(random() * 60);
      for (let k = 0; k < 80; k++) {
        const p = Math.floor(random() * n);
        expect(set.add(p)).toBe(!plain.has(p));
        plain.add(p);
      }
      const missing = Array.from({ length: n }, (_, p) => p).filter((p) => !plain.has(p));
      expect(set.size).toBe(plain.size);
      expect([...set.missing(n)]).toEqual(missing);
      for (let p = 0; p < n; p++) expect(set.has(p)).toBe(plain.has(p));
      const fromGaps = [...set.gaps(n)].flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
      expect(fromGaps).toEqual(missing);
    }
  });
});

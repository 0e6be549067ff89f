// Which deals a batch run solves: a range or a listed set, this shard's share of it, and those already done.

import { UsageError, catalog } from './common';

/** `--range A-B`: two whole numbers, 1 <= A <= B <= max; else the sentence that says which of those it is not. */
export function readDealRange(text: string, max: number): [number, number] {
  const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text);
  if (!m) throw new UsageError(catalog.usage.badRange(text));
  const a = Number(m[1]);
  const b = Number(m[2]);
  const given = text.trim();
  // a range holding 0 starts before the first game, backwards or not (5-0 turned round would be 0-5, refused too)
  if (a < 1 || b < 1) throw new UsageError(catalog.usage.rangeOutside(given, false, max));
  if (a > max || b > max) throw new UsageError(catalog.usage.rangeOutside(given, true, max));
  if (b < a) throw new UsageError(catalog.usage.rangeBackwards(given, a, b));
  return [a, b];
}

/**
 * The deals of one run, in the order they are solved and written: each has
 * a position from 0 to count - 1. A range A-B with shard I/N holds the deals
 * whose place in the range is I - 1 modulo N; a list likewise by place in
 * the sorted list.
 */
export interface DealPlan {
  /** How many deals the run covers. */
  readonly count: number;
  /** The deal at a position. */
  dealAt(position: number): number;
  /** The position of a deal, or -1 when the run does not cover it. */
  positionOf(deal: number): number;
}

/** A shard: I from 1 to N. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The deals from..to (whole numbers, from <= to) of a shard. */
export function rangePlan(from: number, to: number, shard: Shard = { index: 1, count: 1 }): DealPlan {
  const first = from + shard.index - 1;
  const count = first > to ? 0 : Math.floor((to - first) / shard.count) + 1;
  return {
    count,
    dealAt: (p) => first + p * shard.count,
    positionOf(deal) {
      if (deal < first || deal > to || (deal - first) % shard.count !== 0) return -1;
      return (deal - first) / shard.count;
    },
  };
}

/** The listed deals (sorted, without repeats) of a shard. */
export function listPlan(sorted: Float64Array, shard: Shard = { index: 1, count: 1 }): DealPlan {
  const first = shard.index - 1;
  const count = first >= sorted.length ? 0 : Math.floor((sorted.length - 1 - first) / shard.count) + 1;
  return {
    count,
    dealAt: (p) => sorted[first + p * shard.count]!,
    positionOf(deal) {
      let lo = 0;
      let hi = sorted.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const d = sorted[mid]!;
        if (d === deal) return mid < first || (mid - first) % shard.count !== 0 ? -1 : (mid - first) / shard.count;
        if (d < deal) lo = mid + 1;
        else hi = mid - 1;
      }
      return -1;
    },
  };
}

/**
 * A set of positions kept as sorted, disjoint intervals. A results file
 * written in deal order reads back as one interval, so resuming a run of
 * any length takes a few bytes; out-of-order files cost one interval per gap.
 */
export class IntervalSet {
  private starts: number[] = [];
  /** Exclusive ends. */
  private ends: number[] = [];
  private total = 0;

  /** How many positions it holds. */
  get size(): number {
    return this.total;
  }

  /** How many intervals it holds. */
  get intervals(): number {
    return this.starts.length;
  }

  /** The index of the last interval starting at or before p, or -1. */
  private find(p: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (this.starts[mid]! <= p) {
        at = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return at;
  }

  /** Whether it holds p. */
  has(p: number): boolean {
    const i = this.find(p);
    return i >= 0 && p < this.ends[i]!;
  }

  /** Adds p; false when it was there already. */
  add(p: number): boolean {
    const n = this.starts.length;
    // the common case: the next position after the last interval
    if (n > 0 && this.ends[n - 1] === p) {
      this.ends[n - 1] = p + 1;
      this.total++;
      return true;
    }
    const i = this.find(p);
    if (i >= 0 && p < this.ends[i]!) return false;
    const joinsLeft = i >= 0 && this.ends[i] === p;
    const joinsRight = i + 1 < n && this.starts[i + 1] === p + 1;
    if (joinsLeft && joinsRight) {
      this.ends[i] = this.ends[i + 1]!;
      this.starts.splice(i + 1, 1);
      this.ends.splice(i + 1, 1);
    } else if (joinsLeft) this.ends[i] = p + 1;
    else if (joinsRight) this.starts[i + 1] = p;
    else {
      this.starts.splice(i + 1, 0, p);
      this.ends.splice(i + 1, 0, p + 1);
    }
    this.total++;
    return true;
  }

  /** The positions from 0 to count - 1 that it does not hold, in order. */
  *missing(count: number): Generator<number> {
    let p = 0;
    for (let i = 0; i < this.starts.length && p < count; i++) {
      for (; p < Math.min(this.starts[i]!, count); p++) yield p;
      p = Math.max(p, this.ends[i]!);
    }
    for (; p < count; p++) yield p;
  }

  /** The runs of positions from 0 to count - 1 that it does not hold, as [first, last] pairs. */
  *gaps(count: number): Generator<[number, number]> {
    let p = 0;
    for (let i = 0; i < this.starts.length && p < count; i++) {
      if (p < this.starts[i]!) yield [p, Math.min(this.starts[i]!, count) - 1];
      p = Math.max(p, this.ends[i]!);
    }
    if (p < count) yield [p, count - 1];
  }
}

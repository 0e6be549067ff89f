// The solver's memory limit: the bytes its searches' arrays hold, counted where the arrays grow.

/** Thrown inside a search when growing an array would pass the memory limit (caught by the portfolio: gave up, 'memory'). */
export class MemoryLimitError extends Error {}

/**
 * What the searches of one solve may hold. Every array is counted when it is
 * made or grown (a rare event: arrays double), before it is allocated, so
 * the count costs nothing per position.
 */
export class MemoryBudget {
  used = 0;
  constructor(readonly limit: number) {}

  /** Counts `bytes` more; throws MemoryLimitError when that passes the limit. */
  charge(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit) throw new MemoryLimitError('memory limit');
  }
}

/**
 * Whether an error thrown inside a search means it ran out of memory: the
 * limit of its budget (MemoryLimitError), or an array the system would not
 * give or that would pass the largest length a typed array may have (V8's
 * RangeErrors "Array buffer allocation failed", "Invalid typed array
 * length", "Invalid array buffer length", "Invalid string length"). Any
 * other error, a RangeError of a bug among them, is not: it is thrown on.
 */
export function isOutOfMemory(e: unknown): boolean {
  if (e instanceof MemoryLimitError) return true;
  return e instanceof RangeError && /^(Array buffer allocation failed|Invalid (typed array|array buffer|string) length)/.test(e.message);
}

/** The bytes the searches of the last solve held at their end (for benchmarks: bytes per position). */
export const MEMORY_STATS = { lastBytes: 0 };

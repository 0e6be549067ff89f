// The solver's memory limit: the bytes its searches' arrays hold, counted where the arrays grow, and the widening those arrays grow by.

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

/*
 * A kept search's arrays go to the next search as empty views of their
 * buffers, and every array grows by widening its view over its own buffer
 * while the buffer holds the new length (else into a new array, as a new
 * search's does): the next search makes and grows its arrays, and charges
 * them to its memory budget, exactly as a new search does, so that what
 * was solved before never changes its answer, while it allocates nothing
 * until it outgrows the kept buffers. One function a type keeps each call
 * site of one shape.
 */

/**
 * The longest arrays the searches can address: a byte array's offsets are
 * kept as 32 bits and read unsigned, below NOT_PACKED (packing.ts), and
 * every other array is indexed by Int32 values. V8 makes longer arrays, so
 * growing past these lengths is running out of memory (MemoryLimitError).
 */
export const MAX_BYTES = 2 ** 32 - 1;
export const MAX_ELEMENTS = 2 ** 31 - 1;

/** Throws MemoryLimitError when an array of `length` elements would pass `most` (MAX_BYTES or MAX_ELEMENTS). */
export function checkLength(length: number, most: number): void {
  if (length > most) throw new MemoryLimitError('array longer than its offsets can address');
}

/** An array of `length` elements starting with a's: a's view widened over its buffer when that holds it, else a new one. */
export function widenI32(a: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  checkLength(length, MAX_ELEMENTS);
  if (a.buffer.byteLength >= 4 * length) return new Int32Array(a.buffer, 0, length);
  const b = new Int32Array(length);
  b.set(a);
  return b;
}

/** widenI32 for 16-bit elements. */
export function widenU16(a: Uint16Array<ArrayBuffer>, length: number): Uint16Array<ArrayBuffer> {
  checkLength(length, MAX_ELEMENTS);
  if (a.buffer.byteLength >= 2 * length) return new Uint16Array(a.buffer, 0, length);
  const b = new Uint16Array(length);
  b.set(a);
  return b;
}

/** widenI32 for bytes. */
export function widenU8(a: Uint8Array<ArrayBuffer>, length: number): Uint8Array<ArrayBuffer> {
  checkLength(length, MAX_BYTES);
  if (a.buffer.byteLength >= length) return new Uint8Array(a.buffer, 0, length);
  const b = new Uint8Array(length);
  b.set(a);
  return b;
}

// The memory limit's helpers: arrays grow only as far as the searches can address them.

import { MemoryLimitError, isOutOfMemory, widenI32, widenU16, widenU8 } from './memory';

describe('widening an array', () => {
  test('keeps the elements and reuses the buffer that holds the new length', () => {
    const a = Int32Array.of(1, 2, 3);
    const b = widenI32(a, 6);
    expect(Array.from(b)).toEqual([1, 2, 3, 0, 0, 0]);
    const view = new Uint8Array(new Uint8Array(8).buffer, 0, 2);
    expect(widenU8(view, 8).buffer).toBe(view.buffer);
    expect(widenU16(Uint16Array.of(9), 2)[0]).toBe(9);
  });

  test('stops where 32-bit offsets and indexes stop (V8 gives longer arrays): past that a search is out of memory, as at its limit', () => {
    // byte offsets are read unsigned below 2^32 - 1 (NOT_PACKED); indexes into the other arrays are Int32
    for (const grow of [() => widenU8(new Uint8Array(0), 2 ** 32), () => widenI32(new Int32Array(0), 2 ** 31), () => widenU16(new Uint16Array(0), 2 ** 31)]) {
      let thrown: unknown = null;
      try {
        grow();
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(MemoryLimitError);
      expect(isOutOfMemory(thrown)).toBe(true);
    }
    expect(widenU8(new Uint8Array(0), 16).length).toBe(16);
  });
});

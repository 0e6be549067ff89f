// The column store of exact mode: each distinct column once, under an id a position's key can write.

import { ColumnStore, MAX_COLUMN_IDS } from './columns';
import { MemoryLimitError, isOutOfMemory } from './memory';

describe('ColumnStore', () => {
  test('gives at most MAX_COLUMN_IDS ids (what the three bytes of a key can write); past that it is full, as at the memory limit, and never gives an id twice', () => {
    expect(MAX_COLUMN_IDS).toBe(2 ** 24);
    const store = new ColumnStore(undefined, 2);
    const cols = Uint8Array.of(7, 8, 9);
    expect([store.intern(cols, 0, 1, 1, 1), store.intern(cols, 1, 1, 2, 2), store.intern(cols, 0, 1, 1, 1)]).toEqual([0, 1, 0]);
    let thrown: unknown = null;
    try {
      store.intern(cols, 2, 1, 3, 3);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(MemoryLimitError);
    // the search gives up, reason 'memory'
    expect(isOutOfMemory(thrown)).toBe(true);
    expect([store.count, store.intern(cols, 1, 1, 2, 2)]).toEqual([2, 1]);
  });
});

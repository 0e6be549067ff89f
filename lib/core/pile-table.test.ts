import fc from 'fast-check';
import { PileTable } from './pile-table';

/** Checks the table against a plain model: same cards, same order, nothing lost or duplicated. */
function expectMatches(table: PileTable, model: number[][]): void {
  for (let j = 0; j < model.length; j++) expect(table.cards(j)).toEqual(model[j]);
  const all = model.flat();
  expect(new Set(all).size).toBe(all.length);
  expect(table.total()).toBe(all.length);
  for (let j = 0; j < model.length; j++) {
    expect(table.base[j]!).toBeLessThanOrEqual(table.top[j]!);
    expect(table.top[j]!).toBeLessThanOrEqual(table.base[j + 1]!);
  }
}

describe('PileTable (one 52-byte array, Garwick reallocation)', () => {
  it('holds 52 cards on one pile and gives them back in order', () => {
    const t = new PileTable(16);
    for (let c = 0; c < 52; c++) t.push(5, c);
    expect(t.size(5)).toBe(52);
    expect(t.cards(5)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(t.reallocations).toBeGreaterThan(0);
    for (let c = 51; c >= 0; c--) expect(t.pop(5)).toBe(c);
  });

  it('refuses a 53rd card and an empty pop', () => {
    const t = new PileTable(4);
    for (let c = 0; c < 52; c++) t.push(c % 4, c);
    expect(() => t.push(0, 0)).toThrow(RangeError);
    const e = new PileTable(4);
    expect(() => e.pop(2)).toThrow(RangeError);
  });

  it('moves a run of several cards into a full table with one reallocation, and refuses more cards than a pile holds', () => {
    const t = new PileTable(6);
    for (let c = 0; c < 52; c++) t.push(c % 6, c);
    const before = t.reallocations;
    const run = t.cards(1).slice(-5);
    t.transfer(1, 4, 5);
    expect(t.cards(4).slice(-5)).toEqual(run);
    expect(t.reallocations - before).toBeLessThanOrEqual(1);
    expect(t.total()).toBe(52);
    expect(() => t.transfer(2, 3, t.size(2) + 1)).toThrow(RangeError);
  });

  it('survives the adversarial pattern of filling the last pile, then the first, then alternating', () => {
    const t = new PileTable(16);
    const model: number[][] = Array.from({ length: 16 }, () => []);
    let next = 0;
    const push = (j: number): void => {
      t.push(j, next);
      model[j]!.push(next++);
    };
    for (let i = 0; i < 20; i++) push(15);
    for (let i = 0; i < 20; i++) push(0);
    expectMatches(t, model);
    for (let round = 0; round < 200; round++) {
      const from = round % 2 === 0 ? 15 : 0;
      const to = (round * 7) % 16;
      if (model[from]!.length === 0) continue;
      t.transfer(from, to, 1);
      model[to]!.push(model[from]!.pop()!);
      expectMatches(t, model);
    }
  });

  it('keeps every pile intact under random transfers of runs when the table is full, laid out as Garwick lays it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(15), fc.nat(15), fc.integer({ min: 1, max: 13 })), { maxLength: 300 }),
        (ops) => {
          const t = new PileTable(16);
          const model: number[][] = Array.from({ length: 16 }, () => []);
          for (let c = 0; c < 52; c++) {
            t.push(c % 8, c);
            model[c % 8]!.push(c);
          }
          for (const [from, to, count] of ops) {
            if (from === to || model[from]!.length < count) continue;
            const before = t.reallocations;
            t.transfer(from, to, count);
            model[to]!.push(...model[from]!.splice(model[from]!.length - count, count));
            expectMatches(t, model);
            // as Algorithm G leaves a full table: one reallocation, piles end to end, growth counted from here
            expect(t.reallocations).toBe(before + 1);
            for (let j = 0; j < 16; j++) {
              expect(t.base[j]).toBe(j === 0 ? 0 : t.top[j - 1]);
              expect(t.oldTop[j]).toBe(t.top[j]);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is built from whole piles end to end, then behaves as if they had been pushed', () => {
    const piles = [[3, 9], [], [51, 0, 7], [12]];
    const t = PileTable.fromPiles(piles);
    const model = piles.map((p) => [...p]);
    expectMatches(t, model);
    expect(Array.from(t.base)).toEqual([0, 2, 2, 5, 52]);
    for (let c = 13; c < 20; c++) {
      t.push(1, c);
      model[1]!.push(c);
    }
    t.transfer(2, 0, 2);
    model[0]!.push(...model[2]!.splice(1, 2));
    expectMatches(t, model);
    const full = PileTable.fromPiles([Array.from({ length: 30 }, (_, i) => i), Array.from({ length: 22 }, (_, i) => 30 + i)]);
    full.transfer(1, 0, 5);
    expect(full.cards(0).slice(-5)).toEqual([47, 48, 49, 50, 51]);
    expect(() => PileTable.fromPiles([Array.from({ length: 30 }, (_, i) => i), Array.from({ length: 23 }, (_, i) => i)])).toThrow(RangeError);
  });

  it('keeps the tops of the last transfer in a full table as the tops growth counts from, after a card leaves it, in the table and in its copies', () => {
    const t = PileTable.fromPiles([Array.from({ length: 20 }, (_, i) => i), Array.from({ length: 20 }, (_, i) => 20 + i), Array.from({ length: 12 }, (_, i) => 40 + i), []]);
    t.transfer(0, 3, 4);
    t.transfer(2, 1, 2);
    const tops = Array.from(t.top);
    const copy = t.clone();
    t.pop(1);
    copy.pop(3);
    // oldTop is each pile's top at the last reallocation (the transfer), not after the pop
    expect(Array.from(t.oldTop)).toEqual(tops);
    expect(Array.from(copy.oldTop)).toEqual(tops);
    // the cards put back where the other table lacks them
    t.push(3, 51);
    copy.push(1, 19);
    expect(t.cards(3)).toEqual([16, 17, 18, 19, 51]);
    expect(copy.cards(1)).toEqual([...Array.from({ length: 20 }, (_, i) => 20 + i), 50, 51, 19]);
  });

  it('copies as independent bytes', () => {
    const t = new PileTable(3);
    t.push(0, 7);
    const copy = t.clone();
    copy.push(0, 9);
    expect(t.cards(0)).toEqual([7]);
    expect(copy.cards(0)).toEqual([7, 9]);
  });

  it('holds more piles than cards (244: 120 columns, 120 cells, 4 foundations), reallocating as it goes', () => {
    const n = 244;
    const t = new PileTable(n);
    const model: number[][] = Array.from({ length: n }, () => []);
    for (let c = 0; c < 52; c++) {
      const j = (c * 97) % n;
      t.push(j, c);
      model[j]!.push(c);
    }
    expectMatches(t, model);
    // every card one by one to the last pile, then all of them at once to the first
    for (let j = 0; j < n - 1; j++) {
      while (t.size(j) > 0) {
        t.transfer(j, n - 1, 1);
        model[n - 1]!.push(model[j]!.pop()!);
      }
    }
    expectMatches(t, model);
    t.transfer(n - 1, 0, 52);
    model[0] = model[n - 1]!.splice(0);
    expectMatches(t, model);
    expect(t.reallocations).toBeGreaterThan(0);
  });
});

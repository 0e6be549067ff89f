// The results file of solve --range when the file system fails once: one sentence naming the file, and no lock left behind.

import * as os from 'node:os';
import * as path from 'node:path';

jest.mock('node:fs', () => {
  const real = jest.requireActual<typeof import('node:fs')>('node:fs');
  return { ...real, fstatSync: jest.fn(real.fstatSync), closeSync: jest.fn(real.closeSync) };
});

import * as fs from 'node:fs';
import { UsageError } from './common';
import { type RunKey, openResultsLog } from './solve-log';

const real = jest.requireActual<typeof import('node:fs')>('node:fs');
const key: RunKey = { variant: 'freecell', rules: 'standard', mode: 'fast' };
const eio = (): never => {
  throw Object.assign(new Error('EIO: i/o error, fstat'), { code: 'EIO', syscall: 'fstat' });
};

afterEach(() => {
  jest.mocked(fs.fstatSync).mockImplementation(real.fstatSync);
  jest.mocked(fs.closeSync).mockImplementation(real.closeSync);
});

/** The `n`th call of `fn` (from now) fails with EIO; the others do what they do. */
function failNth(fn: jest.MockedFunction<(...args: never[]) => unknown>, n: number, actual: (...args: never[]) => unknown): void {
  let calls = 0;
  fn.mockImplementation((...args: never[]) => (++calls === n ? eio() : actual(...args)));
}

/** What running `steps` on a new results file throws (undefined: nothing), and the files left in its folder. */
function attempt(steps: (file: string) => void): { error: unknown; left: string[] } {
  const dir = real.mkdtempSync(path.join(os.tmpdir(), 'freecell-log-faults-'));
  let error: unknown;
  try {
    steps(path.join(dir, 'r.jsonl'));
  } catch (err) {
    error = err;
  }
  jest.mocked(fs.fstatSync).mockImplementation(real.fstatSync);
  jest.mocked(fs.closeSync).mockImplementation(real.closeSync);
  return { error, left: real.readdirSync(dir).filter((n) => n !== 'r.jsonl') };
}

describe('a results file whose descriptor cannot be read (fstat fails: an I/O error)', () => {
  // the looks at the results file: once opened, by its lock, and for other names of it (hard links); look 2 is at standard output's
  it.each([
    [1, 'r.jsonl'],
    [3, 'r.jsonl.lock'],
    [4, 'r.jsonl'],
  ])('is refused in one sentence naming it, when its look number %i fails, with no lock left behind', (n, named) => {
    const { error, left } = attempt((file) => {
      failNth(jest.mocked(fs.fstatSync) as never, n, real.fstatSync as never);
      const log = openResultsLog(file, key);
      log.append('{"deal":1}\n');
      log.close();
    });
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(new RegExp(`^cannot write /\\S+/freecell-log-faults-\\w+/${named.replace(/\./g, '\\.')}: input/output error\\.$`));
    expect(left).toEqual([]);
  });

  it("goes on when the look at standard output's descriptor fails (look number 2): the run writes its lines, and no lock is left behind", () => {
    let written = '';
    const { error, left } = attempt((file) => {
      failNth(jest.mocked(fs.fstatSync) as never, 2, real.fstatSync as never);
      const log = openResultsLog(file, key);
      log.append('{"deal":1}\n');
      log.close();
      written = real.readFileSync(file, 'utf8');
    });
    expect(error).toBeUndefined();
    expect(written).toContain('{"deal":1}\n');
    expect(left).toEqual([]);
  });
});

describe('a results file that cannot be closed (an I/O error)', () => {
  it('is named in one sentence, and its lock goes', () => {
    const { error, left } = attempt((file) => {
      const log = openResultsLog(file, key);
      log.append('{"deal":1}\n');
      failNth(jest.mocked(fs.closeSync) as never, 1, real.closeSync as never);
      log.close();
    });
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(/r\.jsonl.*input\/output error/);
    expect(left).toEqual([]);
  });
});

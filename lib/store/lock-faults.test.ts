// Lock files when the file system fails once: a lock taken is a lock released.

import * as os from 'node:os';
import * as path from 'node:path';

jest.mock('node:fs', () => {
  const real = jest.requireActual<typeof import('node:fs')>('node:fs');
  return { ...real, rmSync: jest.fn(real.rmSync), openSync: jest.fn(real.openSync) };
});

import * as fs from 'node:fs';
import { acquireLock, liveOwner } from '.';

const real = jest.requireActual<typeof import('node:fs')>('node:fs');
const eio = (): never => {
  throw Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
};

afterEach(() => {
  jest.mocked(fs.rmSync).mockImplementation(real.rmSync);
  jest.mocked(fs.openSync).mockImplementation(real.openSync);
});

describe('lock files when the file system fails once', () => {
  it('are taken though the temporary file they are made from cannot be removed', () => {
    const dir = real.mkdtempSync(path.join(os.tmpdir(), 'freecell-lock-'));
    const file = path.join(dir, 'x.lock');
    let failed = 0;
    jest.mocked(fs.rmSync).mockImplementation((p, o) => (String(p).endsWith('.tmp') ? (failed++, eio()) : real.rmSync(p, o)));
    const lock = acquireLock(file);
    jest.mocked(fs.rmSync).mockImplementation(real.rmSync);
    // the removal of its temporary file was tried, and failed
    expect(failed).toBeGreaterThan(0);
    expect(liveOwner(file)?.pid).toBe(process.pid);
    lock.release();
    expect(real.existsSync(file)).toBe(false);
  });

  it('go when released though reading the lock back fails', () => {
    const dir = real.mkdtempSync(path.join(os.tmpdir(), 'freecell-lock-'));
    const file = path.join(dir, 'x.lock');
    const lock = acquireLock(file);
    let failed = 0;
    jest.mocked(fs.openSync).mockImplementation((p, ...rest) => (p === file ? (failed++, eio()) : real.openSync(p, ...rest)));
    lock.release();
    // reading the lock back was tried, and failed
    expect(failed).toBeGreaterThan(0);
    expect(real.existsSync(file)).toBe(false);
  });
});

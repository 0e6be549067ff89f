// File systems that lack what Linux's usual ones have: no hard links (FAT, exFAT, some network and FUSE file systems), no flushing to disk.

import * as os from 'node:os';
import * as path from 'node:path';

jest.mock('node:fs', () => {
  const real = jest.requireActual<typeof import('node:fs')>('node:fs');
  return { ...real, linkSync: jest.fn(real.linkSync), fsyncSync: jest.fn(real.fsyncSync), fdatasyncSync: jest.fn(real.fdatasyncSync) };
});

import * as fs from 'node:fs';
import { findVariant } from '../core';
import { FileSystemError, type SavedGame, SaveSlot, acquireLock, underLock, writeFileAtomic } from '.';

const real = jest.requireActual<typeof import('node:fs')>('node:fs');
const failing = (code: string, syscall: string) => (): never => {
  throw Object.assign(new Error(`${code}: ${syscall}`), { code, syscall });
};

const game: SavedGame = { variant: findVariant('freecell'), deal: { game: 617 }, moves: [['6a']], position: 1, elapsedMs: 1234, autoplay: true, counted: false };

function tempDir(): string {
  return real.mkdtempSync(path.join(os.tmpdir(), 'freecell-portable-'));
}

afterEach(() => {
  jest.mocked(fs.linkSync).mockImplementation(real.linkSync);
  jest.mocked(fs.fsyncSync).mockImplementation(real.fsyncSync);
  jest.mocked(fs.fdatasyncSync).mockImplementation(real.fdatasyncSync);
});

describe('a file system without hard links', () => {
  it.each(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'])('refuses a lock when link() fails with %s, saying so, and leaves nothing behind', (code) => {
    const dir = tempDir();
    jest.mocked(fs.linkSync).mockImplementation(failing(code, 'link'));
    let thrown: unknown;
    try {
      acquireLock(path.join(dir, 'x.lock'));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(FileSystemError);
    expect((thrown as FileSystemError).params).toMatchObject({ reason: 'no-hard-links', action: 'lock', file: path.join(dir, 'x.lock') });
    expect(real.readdirSync(dir)).toEqual([]);
  });

  it('leaves a file changed under its lock as it was', () => {
    const dir = tempDir();
    const file = path.join(dir, 'stats.json');
    real.writeFileSync(file, 'before');
    jest.mocked(fs.linkSync).mockImplementation(failing('EPERM', 'link'));
    const change = jest.fn(() => writeFileAtomic(file, 'after'));
    expect(() => underLock(file, 100, change)).toThrow(expect.objectContaining({ params: expect.objectContaining({ reason: 'no-hard-links' }) }));
    expect(change).not.toHaveBeenCalled();
    expect(real.readFileSync(file, 'utf8')).toBe('before');
    expect(real.readdirSync(dir)).toEqual(['stats.json']);
  });
});

describe('a file system that cannot flush a file to disk', () => {
  it.each(['EINVAL', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'])('still replaces a file whole when fsync fails with %s', (code) => {
    const dir = tempDir();
    const file = path.join(dir, 'settings.json');
    real.writeFileSync(file, 'before');
    jest.mocked(fs.fsyncSync).mockImplementation(failing(code, 'fsync'));
    const tried = jest.mocked(fs.fsyncSync).mock.calls.length;
    writeFileAtomic(file, 'after');
    // the flush was tried, and failed
    expect(jest.mocked(fs.fsyncSync).mock.calls.length).toBeGreaterThan(tried);
    expect(real.readFileSync(file, 'utf8')).toBe('after');
    expect(real.readdirSync(dir)).toEqual(['settings.json']);
  });

  it('still refuses a write when fsync fails for another reason (an I/O error), leaving the file as it was', () => {
    const dir = tempDir();
    const file = path.join(dir, 'settings.json');
    real.writeFileSync(file, 'before');
    jest.mocked(fs.fsyncSync).mockImplementation(failing('EIO', 'fsync'));
    expect(() => writeFileAtomic(file, 'after')).toThrow(expect.objectContaining({ params: expect.objectContaining({ reason: 'io' }) }));
    expect(real.readFileSync(file, 'utf8')).toBe('before');
    expect(real.readdirSync(dir)).toEqual(['settings.json']);
  });

  it('appends a move to the journal of a save when fdatasync fails with EINVAL, instead of rewriting the save whole', () => {
    const slot = SaveSlot.create(tempDir());
    try {
      slot.compact(game);
      const before = real.readFileSync(slot.file, 'utf8');
      jest.mocked(fs.fdatasyncSync).mockImplementation(failing('EINVAL', 'fdatasync'));
      const next: SavedGame = { ...game, moves: [['6a'], ['5b']], position: 2, elapsedMs: 2000 };
      expect(slot.append({ kind: 'play', tokens: ['5b'] }, { elapsedMs: 2000, counted: false }, () => next)).toBe(false);
      const after = real.readFileSync(slot.file, 'utf8');
      expect(after.startsWith(before)).toBe(true);
      expect(after.slice(before.length)).toContain('"5b"');
    } finally {
      slot.close();
    }
  });
});

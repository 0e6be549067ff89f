import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { findVariant } from '../core';
import { describeError } from '../ui/describe-error';
import { fileSystemError } from './atomic-file';
import { type SavedGame, SaveSlot, acquireLock, makeFolder, recordResult, updateSettings, updateStats, writeFileAtomic } from '.';

const game: SavedGame = {
  variant: findVariant('freecell'),
  deal: { game: 617 },
  moves: [['6a']],
  position: 1,
  elapsedMs: 1234,
  autoplay: true,
  counted: false,
};

const ROOT = process.getuid?.() === 0;

/** A group this process may give its files other than its own primary one, when it has one (root: any). */
function otherGroup(): number | undefined {
  if (ROOT) return 65534;
  return process.getgroups?.().find((g) => g !== process.getgid?.());
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-perms-'));
}

/** The three ways the program rewrites a file of the state folder. */
const REWRITES: readonly [string, (dir: string) => string][] = [
  [
    'the statistics',
    (dir) => {
      const file = path.join(dir, 'stats.json');
      updateStats(file, (s) => recordResult(s, { variantKey: 'freecell', source: 'numbered', game: 617, outcome: 'won', moves: 10, elapsedMs: 1000 }));
      return file;
    },
  ],
  [
    'the settings',
    (dir) => {
      const file = path.join(dir, 'settings.json');
      updateSettings(file, (s) => ({ ...s, ascii: !s.ascii }), ['ascii']);
      return file;
    },
  ],
  [
    'a save',
    (dir) => {
      const slot = SaveSlot.create(dir);
      slot.compact(game);
      slot.close();
      return slot.file;
    },
  ],
];

describe('files the program rewrites keep their permissions and owner', () => {
  for (const [what, write] of REWRITES) {
    it(`${what}: a file the player made private (chmod 600) or gave a group stays so after a rewrite`, () => {
      const dir = tempDir();
      const file = write(dir);
      fs.chmodSync(file, 0o600);
      const group = otherGroup() ?? fs.statSync(file).gid;
      fs.chownSync(file, fs.statSync(file).uid, group);
      if (what === 'a save') {
        const slot = SaveSlot.open(file);
        slot.compact({ ...game, moves: [['6a'], ['5b']], position: 2 });
        slot.close();
      } else {
        write(dir);
      }
      const after = fs.statSync(file);
      expect(after.mode & 0o7777).toBe(0o600);
      expect(after.gid).toBe(group);
    });
  }

  it('a file another user owns keeps that owner when root rewrites it; one of its own stays its own otherwise', () => {
    const dir = tempDir();
    const file = path.join(dir, 'stats.json');
    writeFileAtomic(file, '{}\n');
    const owner = ROOT ? 65534 : process.getuid!();
    fs.chownSync(file, owner, fs.statSync(file).gid);
    writeFileAtomic(file, '{"a":1}\n');
    expect(fs.statSync(file).uid).toBe(owner);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"a":1}\n');
  });
});

describe('files and folders the program makes', () => {
  it('are made rw for everyone the umask allows (umask 002 of a shared folder gives group write; 077 keeps them private)', () => {
    for (const umask of [0o002, 0o022, 0o077, 0o000]) {
      const dir = tempDir();
      const old = process.umask(umask);
      try {
        writeFileAtomic(path.join(dir, 'new.json'), '{}\n');
        makeFolder(path.join(dir, 'games', 'deeper'));
      } finally {
        process.umask(old);
      }
      expect(fs.statSync(path.join(dir, 'new.json')).mode & 0o777).toBe(0o666 & ~umask);
      expect(fs.statSync(path.join(dir, 'games')).mode & 0o777).toBe(0o777 & ~umask);
      expect(fs.statSync(path.join(dir, 'games', 'deeper')).mode & 0o777).toBe(0o777 & ~umask);
    }
  });

  it("in a folder of another user, made by root (sudo freecell), belong to that folder's owner and group; to this process otherwise", () => {
    const dir = tempDir();
    const owner = ROOT ? 65534 : process.getuid!();
    const group = ROOT ? 65534 : process.getgid!();
    fs.chownSync(dir, owner, group);
    const home = path.join(dir, 'fc');
    makeFolder(home);
    const slot = SaveSlot.create(home);
    slot.compact(game);
    slot.close();
    writeFileAtomic(path.join(home, 'stats.json'), '{}\n');
    for (const made of [home, path.join(home, 'games'), slot.file, path.join(home, 'stats.json')]) {
      const st = fs.statSync(made);
      expect([made, st.uid, st.gid]).toEqual([made, owner, group]);
    }
  });
});

describe('lock files', () => {
  it('can be read by every freecell that shares the folder whatever the umask (a lock no one can read can never be judged stale)', () => {
    const dir = tempDir();
    const old = process.umask(0o077);
    let mode: number;
    try {
      const lock = acquireLock(path.join(dir, 'stats.json.lock'));
      mode = fs.statSync(lock.file).mode & 0o777;
      lock.release();
    } finally {
      process.umask(old);
    }
    expect(mode).toBe(0o644);
  });
});

describe("a refusal on what root made in the user's folder (a sudo freecell of an earlier version)", () => {
  // a made-up file tree: who owns each path (absent: no such path)
  const tree = (owners: Record<string, number>) => (p: string) => (Object.hasOwn(owners, p) ? { uid: owners[p]! } : undefined);
  const denied = (p: string, dest?: string): NodeJS.ErrnoException => Object.assign(new Error('EACCES'), { code: 'EACCES', path: p, ...(dest ? { dest } : {}) });
  const ME = 1000;

  it('names the topmost thing root owns in a folder of the user, the state folder itself when root made it', () => {
    const owners = { '/home/ann': ME, '/home/ann/.local': ME, '/home/ann/.local/state': ME, '/home/ann/.local/state/freecell': 0, '/home/ann/.local/state/freecell/settings.json': 0 };
    const err = fileSystemError(denied('/home/ann/.local/state/freecell/.settings.json.1.tmp'), {}, { uid: ME, user: 'ann', owner: tree(owners) });
    expect(err.params).toMatchObject({ reason: 'denied', rootOwned: { path: '/home/ann/.local/state/freecell', user: 'ann' } });
    expect(describeError(err)).toBe('Permission denied (/home/ann/.local/state/freecell belongs to root; sudo chown -R ann /home/ann/.local/state/freecell gives it back to you).');
    expect(describeError(err, 'pt')).toBe('Permissão negada (/home/ann/.local/state/freecell pertence ao root; sudo chown -R ann /home/ann/.local/state/freecell o devolve a você).');
  });

  it('names the file alone when root made only the file', () => {
    const owners = { '/home/ann': ME, '/home/ann/fc': ME, '/home/ann/fc/stats.json': 0 };
    const err = fileSystemError(denied('/home/ann/fc/stats.json'), {}, { uid: ME, user: 'ann', owner: tree(owners) });
    expect(err.params).toMatchObject({ rootOwned: { path: '/home/ann/fc/stats.json', user: 'ann' } });
  });

  it("gives no such advice for a folder of the system, for root itself, or for a refusal that is not root's doing", () => {
    const system = { '/': 0, '/etc': 0, '/etc/fc': 0 };
    expect(fileSystemError(denied('/etc/fc/settings.json'), {}, { uid: ME, user: 'ann', owner: tree(system) }).params).not.toHaveProperty('rootOwned');
    const mine = { '/home/ann': ME, '/home/ann/fc': 0 };
    expect(fileSystemError(denied('/home/ann/fc/x'), {}, { uid: 0, user: 'root', owner: tree(mine) }).params).not.toHaveProperty('rootOwned');
    const chmodded = { '/home/ann': ME, '/home/ann/fc': ME, '/home/ann/fc/stats.json': ME };
    expect(fileSystemError(denied('/home/ann/fc/stats.json'), {}, { uid: ME, user: 'ann', owner: tree(chmodded) }).params).not.toHaveProperty('rootOwned');
    const other = Object.assign(new Error('ENOSPC'), { code: 'ENOSPC', path: '/home/ann/fc/x' });
    expect(fileSystemError(other, {}, { uid: ME, user: 'ann', owner: tree(mine) }).params).not.toHaveProperty('rootOwned');
  });
});

// saves --delete of a save another freecell deletes between the listing and the lock: the second says there is none.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { beforeLocking, freecellIn as freecell, otherDeletes } from './test-races';

describe('saves --delete racing another saves --delete of the same game', () => {
  it.each(['in the games folder', 'a link in the games folder to a file elsewhere'])('of a save %s: one deletes it and counts it, the other says there is no such saved game (status 2)', (where) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-delete-race-'));
    const home = path.join(dir, 'home');
    fs.mkdirSync(home);
    const played = freecell(home, ['--game', '5'], 'save\n1a\nq\n');
    const id = /Saved as game (\w+)/.exec(played.stdout)![1]!;
    const save = path.join(home, 'games', `${id}.save`);
    if (where !== 'in the games folder') {
      fs.mkdirSync(path.join(dir, 'kept'));
      fs.renameSync(save, path.join(dir, 'kept', `${id}.save`));
      fs.symlinkSync(path.join('..', '..', 'kept', `${id}.save`), save);
    }
    // The other freecell deletes the game once this one has listed it, just before this one takes its lock.
    const other = path.join(dir, 'other.txt');
    const preload = beforeLocking(dir, 'other-deletes-first.js', `${id}.save.lock`, otherDeletes(id, other));
    const r = freecell(home, ['saves', '--delete', id], '', preload);
    expect(fs.readFileSync(other, 'utf8')).toBe(`Deleted game ${id}; it counts as given up.\n`);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`freecell: cannot delete saved game ${id}: there is no saved game ${id} (freecell saves lists them).\n`);
    expect(r.status).toBe(2);
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([]);
    const stats = JSON.parse(freecell(home, ['stats', '--json']).stdout) as { numbered: Record<string, { played: number; gaveUp: number }> };
    expect(stats.numbered['freecell']).toMatchObject({ played: 1, gaveUp: 1 });
  });
});

// freecell --resume racing another freecell that deletes the latest save between the listing and the lock.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { beforeLocking, freecellIn as freecell, otherDeletes } from './test-races';

describe('freecell --resume when the latest save is deleted just before it is locked', () => {
  it('resumes the next saved game, as when another freecell takes the latest first', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-resume-race-'));
    const home = path.join(dir, 'home');
    fs.mkdirSync(home);
    const older = /Saved as game (\w+)/.exec(freecell(home, ['--game', '5'], 'save\n1a\nq\n').stdout)![1]!;
    const latest = /Saved as game (\w+)/.exec(freecell(home, ['--game', '6'], 'save\n1a\nq\n').stdout)![1]!;
    const other = path.join(dir, 'other.txt');
    // once this freecell has read the latest save, just before it locks it, another deletes it
    const preload = beforeLocking(dir, 'other-deletes-first.js', `${latest}.save.lock`, otherDeletes(latest, other));
    const r = freecell(home, ['--resume'], 'q\n', preload);
    expect(fs.readFileSync(other, 'utf8')).toBe(`Deleted game ${latest}; it counts as given up.\n`);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`Your game is saved as ${older}: freecell --resume ${older} continues it.`);
    expect(r.status).toBe(0);
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${older}.save`]);
  });

  it('--resume ID of a save deleted just before it is locked says there is no saved game ID, as when it was gone before', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-resume-race-'));
    const home = path.join(dir, 'home');
    fs.mkdirSync(home);
    const id = /Saved as game (\w+)/.exec(freecell(home, ['--game', '6'], 'save\n1a\nq\n').stdout)![1]!;
    const preload = beforeLocking(dir, 'deleted-first.js', `${id}.save.lock`, `fs.rmSync(${JSON.stringify(path.join(home, 'games', `${id}.save`))});`);
    const r = freecell(home, ['--resume', id], 'q\n', preload);
    expect(r.stderr).toBe(`freecell: cannot resume ${id}: there is no saved game ${id} (freecell saves lists them).\n`);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([]);
  });
});

// Files written by earlier versions of freecell (fixtures/earlier-versions, see SOURCES.md there), read by this one: saves resume where they were, statistics and settings read the same.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseSaveFile } from '../store';
import { runInMemory } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'fixtures', 'earlier-versions');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-earlier-'));
afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

let homes = 0;
/** A fresh per-user folder holding `files` (fixture name -> name in the folder). */
function homeWith(files: Record<string, string>): string {
  const home = path.join(TMP, `home-${homes++}`);
  for (const [fixture, name] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(home, name)), { recursive: true });
    fs.copyFileSync(path.join(FIXTURES, fixture), path.join(home, name));
  }
  return home;
}

/** Every file under `dir`, relative to it, sorted. */
function filesIn(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
}

describe('the single save.json of earlier versions', () => {
  it.each([
    ['ac21d0f-save.json', 'the first saving version, which signed nothing and kept six rules', '6a 6b 6h bh 6h', '7b'],
    ['1d5411d-save.json', 'the version that signed saves', '6a 6b 6h bh 6h 7b', '76'],
  ])('%s (%s) moves into the games folder and resumes at its position, its undone move to redo', (fixture, _about, played, undone) => {
    const home = homeWith({ [fixture]: 'save.json' });
    const r = runInMemory(['--resume', '--ascii'], 'moves\nredo\nmoves\nq\n', { FREECELL_HOME: home }, { disk: true });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Your saved game was moved to the games folder as game [a-z0-9]{6}\.\n/);
    expect(r.stdout).toContain(`> moves\n${played}\n`);
    expect(r.stdout).toContain(`> moves\n${played} ${undone}\n`);
    expect(filesIn(home)).toEqual([expect.stringMatching(/^games\/[a-z0-9]{6}\.save$/)]);
  });
});

describe('saves of the games folder', () => {
  it('the journal of a game killed outright (ad0bd4c) is replayed: position, moves to redo, autoplay switched off', () => {
    const { game, changes } = parseSaveFile(fs.readFileSync(path.join(FIXTURES, 'ad0bd4c-journal.save'), 'utf8'));
    expect(changes).toBe(5);
    expect(game.moves).toEqual([['6a'], ['6b', '6h', 'bh', '6h'], ['7b'], ['7c']]);
    expect(game.position).toBe(3);
    expect(game.autoplay).toBe(false);
    expect(game.token).toBeUndefined();
  });
});

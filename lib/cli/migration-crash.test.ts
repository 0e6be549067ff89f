// An earlier version's save.json moved into the games folder by a freecell killed (SIGKILL) at any step of the move: the game is moved once.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BIN } from './test-races';

const ROOT = path.join(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'fixtures', 'earlier-versions');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-migration-crash-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A preload that kills the process (SIGKILL) at its `step`-th change of a file name (rename, link, removal, file time). */
function killAtStep(step: number): string {
  const preload = path.join(dir, `kill-at-${step}.js`);
  fs.writeFileSync(
    preload,
    `const fs = require('node:fs');
     let seen = 0;
     for (const call of ['renameSync', 'linkSync', 'unlinkSync', 'rmSync', 'utimesSync']) {
       const real = fs[call];
       fs[call] = (...args) => {
         if (++seen === ${step}) process.kill(process.pid, 'SIGKILL');
         return real(...args);
       };
     }`,
  );
  return preload;
}

/** The kinds of earlier-version save.json the tests start from: file name to fixture, null for a damaged file, '->name' for a link. */
const EARLIER_SAVES = [
  ['readable', { 'save.json': 'ac21d0f-save.json' }],
  ['damaged, its backup readable', { 'save.json': null, 'save.json.bak': 'ac21d0f-save.json' }],
  ['readable, with its backup', { 'save.json': 'ac21d0f-save.json', 'save.json.bak': 'ac21d0f-save.json' }],
  // a link is not moved but copied into the games folder (as a file on another file system is)
  ['a symbolic link to a readable file', { 'kept.json': 'ac21d0f-save.json', 'save.json': '->kept.json' }],
] as const;

/** Writes one of EARLIER_SAVES' sets of files into a state folder. */
function plant(home: string, files: Readonly<Record<string, string | null>>): void {
  for (const [name, fixture] of Object.entries(files)) {
    if (fixture?.startsWith('->')) fs.symlinkSync(fixture.slice(2), path.join(home, name));
    else fs.writeFileSync(path.join(home, name), fixture ? fs.readFileSync(path.join(FIXTURES, fixture)) : '{"format":"freecell-sa');
  }
}

function run(home: string, args: string[], preload?: string): ReturnType<typeof spawnSync> {
  return spawnSync(process.execPath, [...(preload ? ['--require', preload] : []), BIN, ...args, '--lang', 'en'], {
    cwd: ROOT,
    env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1' },
    encoding: 'utf8',
  });
}

describe('save.json of an earlier version, its mover killed at each step', () => {
  for (const [what, files] of EARLIER_SAVES) {
    it(`(${what}) is moved into the games folder once, and resumes`, () => {
      let killed = true;
      let kills = 0;
      for (let step = 1; killed; step++) {
        const home = path.join(dir, `home-${step}`);
        fs.mkdirSync(home);
        plant(home, files);
        const first = run(home, ['saves'], killAtStep(step));
        killed = first.signal === 'SIGKILL';
        if (killed) kills++;
        else expect(first.status).toBe(0);
        // the next freecell finishes what the killed one began
        const next = run(home, ['saves', '--json']);
        expect([step, next.status]).toEqual([step, 0]);
        // what it says is true: the game is in the games folder (never that save.json cannot be read, once its backup was moved)
        expect([step, next.stderr]).toEqual([step, expect.stringMatching(/^(Your saved game (was moved to the games folder|could not be read, so its backup[^\n]* was kept instead,) as game [a-z0-9]+\.\n)?$/)]);
        const saves = JSON.parse(next.stdout as string) as { id: string; game: number; moves: number }[];
        expect([step, saves.map((s) => [s.game, s.moves])]).toEqual([step, [[1, 5]]]);
        expect([step, fs.readdirSync(home).filter((f) => f.startsWith('save.json'))]).toEqual([step, []]);
        const resumed = run(home, ['--resume', saves[0]!.id, '--ascii'], undefined);
        expect([step, resumed.status, resumed.stderr]).toEqual([step, 0, '']);
      }
      // the kills did happen, at the several steps a move takes (a preload that no longer kills would test nothing above)
      expect(kills).toBeGreaterThan(3);
    }, 120000);
  }
});

/** The first saving version's save.json (unsigned) with its first move made one that cannot be played from the deal. */
function unplayable(): string {
  const text = fs.readFileSync(path.join(FIXTURES, 'ac21d0f-save.json'), 'utf8');
  expect(text).toContain('"6a"');
  return text.replace('"6a"', '"6h"');
}

describe('save.json of an earlier version whose moves cannot be played', () => {
  it('is damaged: its readable backup is moved instead, and every save listed resumes', () => {
    const home = path.join(dir, 'home');
    fs.mkdirSync(home);
    fs.writeFileSync(path.join(home, 'save.json'), unplayable());
    fs.copyFileSync(path.join(FIXTURES, 'ac21d0f-save.json'), path.join(home, 'save.json.bak'));
    const listed = run(home, ['saves', '--json']);
    expect([listed.status, listed.stderr]).toEqual([0, expect.stringMatching(/^Your saved game could not be read, so its backup[^\n]* was kept instead, as game [a-z0-9]+\.\n$/)]);
    const saves = JSON.parse(listed.stdout as string) as { id: string; game: number; moves: number }[];
    expect(saves.map((s) => [s.game, s.moves])).toEqual([[1, 5]]);
    expect(fs.readdirSync(home).filter((f) => f.startsWith('save.json'))).toEqual([]);
    const resumed = run(home, ['--resume', saves[0]!.id, '--ascii']);
    expect([resumed.status, resumed.stderr]).toEqual([0, '']);
  });

  it('without a backup, is kept aside as save.json.damaged, saying why, and no save is made of it', () => {
    const home = path.join(dir, 'home');
    fs.mkdirSync(home);
    fs.writeFileSync(path.join(home, 'save.json'), unplayable());
    const listed = run(home, ['saves', '--json']);
    expect([listed.status, listed.stderr]).toEqual([0, expect.stringMatching(/^The old saved game \S+save\.json cannot be read \(move 1, 6h, cannot be played: [^\n]*\); it is kept as \S+save\.json\.damaged\.\n$/)]);
    expect(JSON.parse(listed.stdout as string)).toEqual([]);
    expect(fs.readdirSync(home).filter((f) => f.startsWith('save.json'))).toEqual(['save.json.damaged']);
  });
});

describe('save.json of an earlier version beside a save.json.bak that is no file', () => {
  it('a folder under the backup\'s name is left as it is, and the game is moved all the same', () => {
    const home = path.join(dir, 'home');
    fs.mkdirSync(home);
    fs.copyFileSync(path.join(FIXTURES, 'ac21d0f-save.json'), path.join(home, 'save.json'));
    fs.mkdirSync(path.join(home, 'save.json.bak'));
    const listed = run(home, ['saves', '--json']);
    expect([listed.status, listed.stderr]).toEqual([0, expect.stringMatching(/^Your saved game was moved to the games folder as game [a-z0-9]+\.\n$/)]);
    const saves = JSON.parse(listed.stdout as string) as { id: string; game: number; moves: number }[];
    expect(saves.map((s) => [s.game, s.moves])).toEqual([[1, 5]]);
    expect(fs.readdirSync(home).filter((f) => f.startsWith('save.json'))).toEqual(['save.json.bak']);
    expect(fs.statSync(path.join(home, 'save.json.bak')).isDirectory()).toBe(true);
  });
});

describe('save.json of an earlier version, eight freecells starting at once', () => {
  /** Runs `freecell saves --json` in `count` processes started together; their statuses and what they said. */
  function together(home: string, count: number): Promise<{ status: number | null; stdout: string; stderr: string }[]> {
    return Promise.all(
      Array.from({ length: count }, () => {
        const child = spawn(process.execPath, [BIN, 'saves', '--json', '--lang', 'en'], { cwd: ROOT, env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1' } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
      }),
    );
  }

  for (const [what, files] of EARLIER_SAVES) {
    it(`(${what}) is moved by one of them, once: every one lists the one game, and nothing is left beside it`, async () => {
      const home = path.join(dir, 'home');
      fs.mkdirSync(home);
      plant(home, files);
      const runs = await together(home, 8);
      expect(runs.map((r) => r.status)).toEqual(Array(8).fill(0));
      // one process says it moved the game; the others find it moved
      expect(runs.filter((r) => r.stderr !== '')).toEqual([expect.objectContaining({ stderr: expect.stringMatching(/^Your saved game (was moved to the games folder|could not be read, so its backup[^\n]* was kept instead,) as game [a-z0-9]+\.\n$/) })]);
      for (const r of runs) expect((JSON.parse(r.stdout) as { game: number; moves: number }[]).map((g) => [g.game, g.moves])).toEqual([[1, 5]]);
      expect(fs.readdirSync(path.join(home, 'games')).filter((f) => f.endsWith('.save'))).toHaveLength(1);
      expect(fs.readdirSync(home).filter((f) => f.startsWith('save.json') || f.endsWith('.lock') || f.includes('.lock.break') || f.endsWith('.tmp'))).toEqual([]);
    }, 60000);
  }
});

// A save that another program empties, removes or rewrites (its length kept) while its game is played: the next change writes it whole again, so that a game killed then is still resumable.

import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BIN, freecellIn as freecell, waitFor } from './test-races';

const ROOT = path.join(__dirname, '..', '..');

/** A game playing in `home`, its input left open; `shown` is what it has said so far. */
function playing(home: string, args: string[]): { child: ChildProcess; shown: () => string } {
  const child = spawn(process.execPath, [BIN, ...args, '--ascii', '--lang', 'en'], { cwd: ROOT, env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
  let shown = '';
  child.stdout!.on('data', (d: Buffer) => (shown += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (shown += d.toString()));
  return { child, shown: () => shown };
}

/** Kills the game outright (kill -9: no last rewrite) and waits for its end. */
async function killed(child: ChildProcess): Promise<void> {
  const ended = new Promise((r) => child.once('close', r));
  child.kill('SIGKILL');
  await ended;
}

function savesJson(home: string): { id: string; moves: number | null; damaged: string | null }[] {
  return JSON.parse(freecell(home, ['saves', '--json']).stdout) as { id: string; moves: number | null; damaged: string | null }[];
}

const tampered: readonly (readonly [string, (file: string) => void])[] = [
  ['emptied', (file) => fs.truncateSync(file, 0)],
  ['removed', (file) => fs.rmSync(file)],
  // the same number of bytes written over it in place: only its times tell
  ['rewritten in place, its length kept', (file) => fs.writeFileSync(file, `${'x'.repeat(fs.statSync(file).size - 1)}\n`, { flag: 'r+' })],
  // another file of the same length renamed over it
  [
    'replaced by a file of the same length',
    (file) => {
      fs.writeFileSync(`${file}.other`, `${'y'.repeat(fs.statSync(file).size - 1)}\n`);
      fs.renameSync(`${file}.other`, file);
    },
  ],
];

describe('a save emptied, removed or rewritten by another program while its game is played', () => {
  for (const [how, tamper] of tampered) {
    it(`(${how}) is written whole by the next move, not given a journal line alone: killed then, the game resumes with every move`, async () => {
      const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-save-tampered-'));
      const game = playing(home, ['--game', '5']);
      game.child.stdin!.write('save\n6a\n');
      await waitFor(() => game.shown().includes('AD to the foundations'));
      const id = savesJson(home)[0]!.id;
      const file = path.join(home, 'games', `${id}.save`);
      tamper(file);
      game.child.stdin!.write('7b\n');
      await waitFor(() => game.shown().includes('QC from column 7 to cell 2'));
      await killed(game.child);
      expect(savesJson(home)).toMatchObject([{ id, moves: 3, damaged: null }]);
      expect(freecell(home, ['--resume', id, '--ascii'], 'q\n').stdout).toContain('FreeCell - game 5 - 2 moves + 1 automatic');
    }, 60000);

    it(`(${how}) before a resumed game's first move is written whole by that move`, async () => {
      const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-save-tampered-'));
      const id = /Saved as game (\w+)/.exec(freecell(home, ['--game', '5', '--ascii'], 'save\n6a\nq\n').stdout)![1]!;
      const file = path.join(home, 'games', `${id}.save`);
      const game = playing(home, ['--resume', id]);
      await waitFor(() => game.shown().includes('FreeCell - game 5 - 1 move'));
      tamper(file);
      game.child.stdin!.write('7b\n');
      await waitFor(() => game.shown().includes('QC from column 7 to cell 2'));
      await killed(game.child);
      expect(savesJson(home)).toMatchObject([{ id, moves: 3, damaged: null }]);
    }, 60000);
  }
});

describe('a save rewritten by another program in the moment after the game renamed its whole rewrite into place', () => {
  it('is written whole by the next move (the signature kept is of the file the game wrote, not of what was at its name a moment later): killed then, the game resumes with every move', async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-save-tampered-'));
    // Once the save's first whole rewrite is renamed into place, and before the game opens it again to go on with its
    // journal (the folder is flushed in between, which can take a while on a busy disk), another program writes over it in
    // place, its length kept.
    const preload = path.join(home, 'write-after-rename.js');
    fs.writeFileSync(
      preload,
      `const fs = require('node:fs');
       const real = fs.renameSync;
       let done = false;
       fs.renameSync = (from, to, ...rest) => {
         const result = real(from, to, ...rest);
         if (!done && String(to).endsWith('.save')) {
           done = true;
           fs.writeFileSync(to, 'x'.repeat(fs.statSync(to).size - 1) + '\\n', { flag: 'r+' });
           fs.writeFileSync(__filename + '.fired', '');
         }
         return result;
       };`,
    );
    const child = spawn(process.execPath, ['--require', preload, BIN, '--game', '5', '--ascii', '--lang', 'en'], { cwd: ROOT, env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let shown = '';
    child.stdout!.on('data', (d: Buffer) => (shown += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (shown += d.toString()));
    child.stdin!.write('save\n');
    await waitFor(() => shown.includes('Saved as game'));
    const id = /Saved as game (\w+)/.exec(shown)![1]!;
    child.stdin!.write('6a\n');
    await waitFor(() => shown.includes('AD to the foundations'));
    await killed(child);
    // the other program did write over the save (a game that no longer renamed its rewrite into place would test nothing here)
    expect(fs.existsSync(`${preload}.fired`)).toBe(true);
    expect(savesJson(home)).toMatchObject([{ id, damaged: null }]);
    expect(freecell(home, ['--resume', id, '--ascii'], 'q\n').stdout).toContain('FreeCell - game 5 - 1 move');
    fs.rmSync(home, { recursive: true, force: true });
  }, 60000);
});

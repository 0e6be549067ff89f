// A game killed (SIGKILL) at the moment its win has just been counted: its save holds the win already, so nothing is left
// that looks unfinished, and the next start tidies the save away without counting the win twice.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freecellIn } from './test-races';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-win-crash-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A preload that kills the process (SIGKILL) as soon as a file is renamed to `ending` (an atomic write of it is done). */
function killAfterWriting(ending: string): string {
  const preload = path.join(dir, 'kill.js');
  fs.writeFileSync(
    preload,
    `const fs = require('node:fs');
     const rename = fs.renameSync;
     fs.renameSync = (from, to) => {
       rename(from, to);
       if (String(to).endsWith(${JSON.stringify(ending)})) process.kill(process.pid, 'SIGKILL');
     };`,
  );
  return preload;
}

describe('a game killed just after its win was counted', () => {
  it.each([
    ['played in one go', 'save\n1h\nq\n'],
    ['whose last move came after several saved ones', 'save\n1a\na1\n1h\nq\n'],
  ])('%s: the save stands won, the next start removes it, and the win counts once', (_label, input) => {
    const home = path.join(dir, 'home');
    const board = path.join(dir, 'almost.fcs');
    // Every card home but the King of spades, alone in column 1.
    fs.writeFileSync(board, 'Foundations: H-K C-K D-K S-Q\nFreecells:\n: KS\n:\n:\n:\n:\n:\n:\n:\n');
    const killed = freecellIn(home, ['--board', board], input, killAfterWriting('stats.json'));
    expect(killed.status).toBeNull();
    const stats = JSON.parse(fs.readFileSync(path.join(home, 'stats.json'), 'utf8'));
    expect(stats.sources.board.freecell).toMatchObject({ played: 1, won: 1 });
    const saves = fs.readdirSync(path.join(home, 'games')).filter((f) => f.endsWith('.save'));
    expect(saves).toHaveLength(1);
    // What the killed process left: the game won, not a game one move short of it.
    const listed = freecellIn(home, ['saves', '--json']);
    expect(listed.status).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([]);
    expect(fs.readdirSync(path.join(home, 'games')).filter((f) => f.endsWith('.save'))).toEqual([]);
    expect(JSON.parse(freecellIn(home, ['stats', '--json']).stdout)).toMatchObject({ board: { freecell: { played: 1, won: 1 } } });
  }, 60000);
});

// A card the player put on a foundation of their choosing (tf C F) is on that foundation again when the game is resumed, played or redone.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

function freecell(args: string[], home: string, input: string): string {
  const r = spawnSync(process.execPath, [BIN, '--ascii', '--no-color', '--no-status', ...args], { cwd: ROOT, input, env: { ...ENV, FREECELL_HOME: home }, timeout: 20000 });
  expect(r.status).toBe(0);
  return r.stdout.toString();
}

/** The foundations row of each board drawn, in order. */
function foundationRows(out: string): string[] {
  return out.split('\n').filter((l) => l.startsWith(' [')).map((l) => l.slice(24).trim());
}

describe('the foundation a move chose is kept by the save', () => {
  // Game 5: column 2 ends with the Ace of diamonds, which tf 2 3 puts on foundation 3.
  it('resumed, the Ace is on the foundation it was put on', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-homes-'));
    const played = foundationRows(freecell(['--game', '5'], home, 'tf 2 3\ntc 1\nsave\nq\n'));
    expect(played.at(-1)).toBe('[   ][   ][ AD][   ]');
    expect(foundationRows(freecell(['--resume'], home, 'q\n'))[0]).toBe('[   ][   ][ AD][   ]');
  });

  it('an undone move redone after a resume goes to the foundation it went to', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-homes-'));
    freecell(['--game', '5'], home, 'tf 2 3\nu\nsave\nq\n');
    expect(foundationRows(freecell(['--resume'], home, 'redo\nq\n')).at(-1)).toBe('[   ][   ][ AD][   ]');
  });

  // Game 5 with the Ace of diamonds on foundation 3, the Ace of clubs on foundation 4, and the Ace of hearts last in column 8.
  const POSITION = [
    'F1:', 'F2:', 'F3: AD', 'F4: AC', 'O1:', 'O2:', 'O3:', 'O4:',
    'C1: 5C, 3S, 10D, 5S, 2H, 9S', 'C2: 8S, AS, 5D, 7S, QH, 10C', 'C3: 2D, 9C, KC, JD, 8C, 10H, 7C', 'C4: QS, KH, 3H, 7H, 9D, 6D, 10S',
    'C5: 4C, 4D, KD, 8H, KS, 6H', 'C6: 9H, 2C, 5H, JH, QD, 6C', 'C7: 2S, 3C, 6S, JC, 4H, QC', 'C8: 3D, 4S, 8D, 7D, JS, AH', '',
  ].join('\n');

  it('a game from a position whose foundations are not in the order a Freecell Solver board reads them resumes with each where it was', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-homes-'));
    const file = path.join(home, 'odd.cs3500');
    fs.writeFileSync(file, POSITION);
    // the Ace of hearts to foundation 2: the position has it, and the move is the player's choice (the first empty one is foundation 1)
    const played = foundationRows(freecell(['--board', file], home, 'tf 8 2\nsave\nq\n'));
    expect(played).toEqual(['[   ][   ][ AD][ AC]', '[   ][ AH][ AD][ AC]']);
    expect(foundationRows(freecell(['--resume'], home, 'q\n'))).toEqual(['[   ][ AH][ AD][ AC]']);
    expect(foundationRows(freecell(['--resume'], home, 'u\nq\n')).at(-1)).toBe('[   ][   ][ AD][ AC]');
  });
});

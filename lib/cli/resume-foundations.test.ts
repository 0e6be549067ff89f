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
});

// Saving and resuming through the real program: a terminal session, kills mid-save, damaged files, unwritable folders.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseSave } from '../store';
import { runInMemory } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-save-'));
}

/** Runs the program on a pseudo-terminal (util-linux `script`), typing `keys`. */
function onTerminal(args: string[], keys: string, home: string): string {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ');
  const r = spawnSync('script', ['-qfec', command, '/dev/null'], {
    cwd: ROOT,
    input: keys,
    env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'dumb' },
    timeout: 20000,
  });
  expect(r.error).toBeUndefined();
  return r.stdout.toString().replace(/\r\n/g, '\n');
}

describe('on a terminal', () => {
  it('start, move, undo, save, quit; start again, choose resume, and find the same position', () => {
    const home = tempDir();
    const first = onTerminal(['--game', '1', '--ascii'], '6a\n6b\nu\ns\nq\n', home);
    expect(first).toContain(`Saved to ${path.join(home, 'save.json')}.`);
    const lastBoard = first.slice(first.lastIndexOf('FreeCell - game 1'));
    const second = onTerminal(['--ascii'], '2\nq\n', home);
    expect(second).toContain('You have a saved game: FreeCell, game 1, 1 move.');
    const resumed = second.slice(second.indexOf('FreeCell - game 1'));
    const board = (text: string): string => text.split('\n').slice(0, 14).join('\n');
    expect(board(resumed)).toBe(board(lastBoard));
    expect(resumed).toContain('[ 3D][   ][   ][   ]');
  });

  it('saves by itself after every move, counts a game given up as lost, and keeps a backup', () => {
    const home = tempDir();
    onTerminal(['--game', '5', '--ascii'], '6a\n', home);
    expect(parseSave(fs.readFileSync(path.join(home, 'save.json'), 'utf8')).position).toBe(1);
    const again = onTerminal(['--game', '7', '--ascii'], '1\nstats\nq\n', home);
    expect(again).toContain('freecell: 1 game, 0 won, 1 lost (0% won)');
    expect(fs.existsSync(path.join(home, 'save.json.bak')) || !fs.existsSync(path.join(home, 'save.json'))).toBe(true);
  });

  it('counts a lost deal once, even when it is played again', () => {
    const home = tempDir();
    const keys = 'tc 1 1\ntc 2 2\ntc 3 3\ntc 4 4\nrestart\ntc 1 1\ntc 2 2\ntc 3 3\ntc 4 4\nstats\nq\n';
    const out = onTerminal(['--deck', 'fixtures/decks/lost-in-four.txt', '--ascii'], keys, home);
    expect(out).toContain('No legal move is left: this game is lost.');
    expect(out).toContain('freecell: 1 game, 0 won, 1 lost (0% won); streak 0, longest 0; fewest moves in a win: none yet');
  });

  it('reports a save it cannot write once, and the game goes on', () => {
    const home = tempDir();
    const blocker = path.join(home, 'file');
    fs.writeFileSync(blocker, 'not a folder');
    const out = onTerminal(['--game', '1', '--ascii'], '6a\n6b\nq\n', path.join(blocker, 'state'));
    const complaint = `Could not save to ${path.join(blocker, 'state', 'save.json')}: a folder in its path is a file. The game goes on.`;
    expect(out.split(complaint)).toHaveLength(2);
    expect(out).toContain('2C from column 6 to cell 2');
  });
});

describe('damaged saves', () => {
  const home = tempDir();
  const file = path.join(home, 'game.json');
  const made = runInMemory(['--game', '617', '--ascii'], `6a\n6b\ns ${file}\nu\nq\n`, {}, { disk: true });
  const good = fs.readFileSync(file, 'utf8');

  /** Resumes a file and checks it is refused with a reason, and left exactly as it was. */
  function refused(text: string | Buffer): string {
    fs.writeFileSync(file, text);
    const before = fs.readFileSync(file);
    const r = runInMemory(['--resume', file], 'q\n', {}, { disk: true });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.startsWith(`freecell: cannot resume ${file}: `)).toBe(true);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    return r.stderr;
  }

  it('the good save resumes', () => {
    expect(made.status).toBe(0);
    fs.writeFileSync(file, good);
    const r = runInMemory(['--resume', file, '--ascii'], 'q\n', {}, { disk: true });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('FreeCell - game 617 - 2 moves');
  });

  it('every truncation is refused and left untouched', () => {
    for (let length = 0; length < good.length - 1; length++) refused(good.slice(0, length));
  });

  it('random byte flips are refused and left untouched', () => {
    let seed = 7;
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    for (let i = 0; i < 150; i++) {
      const bytes = Buffer.from(good);
      const at = next(bytes.length - 1);
      bytes[at] = bytes[at]! ^ (1 << next(7));
      refused(bytes);
    }
  });

  it('a wrong version and an illegal move are named', () => {
    expect(refused(good.replace('"version": 1', '"version": 9'))).toContain('the save is version 9; this program reads version 1');
    const save = JSON.parse(good) as { moves: string[][]; checksum?: string };
    save.moves[1] = ['8h'];
    delete save.checksum;
    const { createHash } = require('node:crypto') as typeof import('node:crypto');
    const resealed = JSON.stringify({ ...save, checksum: createHash('sha256').update(JSON.stringify(save)).digest('hex') });
    expect(refused(resealed)).toContain("move 2, 8h, cannot be played: Can't put");
  });

  it('a missing save is named', () => {
    const r = runInMemory(['--resume', path.join(home, 'none.json')], '');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('there is no saved game there');
  });
});

describe('killed while saving', () => {
  it('leaves the old save or the new one, whole, every time (200 SIGKILLs at random moments)', async () => {
    let seed = 11;
    const random = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    /** One worker: its own save, resumed and killed again and again while it saves after every command. */
    const worker = async (rounds: number): Promise<number> => {
      const home = tempDir();
      const file = path.join(home, 'save.json');
      runInMemory(['--game', '1', '--ascii'], `6a\n6b\ns ${file}\n`, {}, { disk: true });
      let checked = 0;
      for (let round = 0; round < rounds; round++) {
        await new Promise<void>((resolve) => {
          const child = spawn(process.execPath, [BIN, '--resume', file], { env: { ...process.env, FREECELL_HOME: home }, stdio: ['pipe', 'pipe', 'ignore'] });
          child.stdout.once('data', () => setTimeout(() => child.kill('SIGKILL'), random(25)));
          child.stdin.on('error', () => undefined);
          child.stdin.end('u\nredo\n'.repeat(400));
          child.on('exit', () => resolve());
        });
        // Whole: it parses, its checksum holds, and it is one of the positions the game went through.
        expect([0, 1, 2]).toContain(parseSave(fs.readFileSync(file, 'utf8')).position);
        checked++;
      }
      return checked;
    };
    const counts = await Promise.all([worker(50), worker(50), worker(50), worker(50)]);
    expect(counts.reduce((a, b) => a + b)).toBe(200);
  }, 180000);
});

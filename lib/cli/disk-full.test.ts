// Writes that really fail, through the real program: a file size limit (ulimit -f), a private full device, a folder that cannot be written.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-disk-full-'));
}

/** Runs the program with its files in `home`, on piped input, every file it writes limited to `limitKB` kilobytes (bash's ulimit -f; none when undefined), with `env` added to its environment. */
function freecell(args: string[], home: string, input = '', limitKB?: number, env: Record<string, string> = {}): { status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string } {
  const limit = limitKB === undefined ? 'unlimited' : String(limitKB);
  const r = spawnSync('bash', ['-c', `ulimit -f ${limit} && exec "$0" "$@"`, process.execPath, BIN, ...args], {
    cwd: ROOT,
    input,
    env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', ...env },
    timeout: 30000,
    killSignal: 'SIGKILL',
  });
  return { status: r.status, signal: r.signal, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

/** The line the program printed after the prompt line `> command` (its answer), for each time the command was typed. */
function answersTo(stdout: string, command: string): string[] {
  const lines = stdout.split('\n');
  return lines.flatMap((line, i) => (line === `> ${command}` ? [lines[i + 1] ?? ''] : []));
}

/** The moves of a solution of game 1 (autoplay off), as commands. */
function solutionOfGame1(home: string): string[] {
  const r = freecell(['solve', '--game', '1', '--format', 'commands'], home);
  expect(r.status).toBe(0);
  return r.stdout.split('\n').filter((l) => l !== '');
}

describe('the save command when the save cannot be written', () => {
  it('names the games folder when no save can be made there, and the save file when it cannot be rewritten', () => {
    const home = tempDir();
    // No file may be written at all: the save's lock cannot be made.
    const none = freecell(['--game', '1', '--ascii', '--no-autoplay', '--no-status'], home, 'save\nq\n', 0);
    expect(none.status).toBe(0);
    expect(answersTo(none.stdout, 'save')).toEqual([`Could not save to ${path.join(home, 'games')}: the file would be too large. The game goes on.`]);
    // Files of at most 1 KB: the first save fits, the whole game after 90 moves does not.
    const moves = solutionOfGame1(home).slice(0, 90);
    const some = freecell(['--game', '1', '--ascii', '--no-autoplay', '--no-status'], home, `save\n${moves.join('\n')}\nsave\nq\n`, 1);
    expect(some.status).toBe(0);
    const id = /Saved as game ([a-z2-9]{6})/.exec(some.stdout)![1]!;
    expect(answersTo(some.stdout, 'save')[1]).toBe(`Could not save to ${path.join(home, 'games', `${id}.save`)}: the file would be too large. The game goes on.`);
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
  }, 60000);
});

describe('solve --range --jsonl when its lock cannot be written', () => {
  it('refuses in one sentence, status 2, and leaves no results file it made (one that was there stays as it was)', () => {
    const dir = tempDir();
    const file = path.join(dir, 'results.jsonl');
    const r = freecell(['solve', '--range', '1-3', '--jobs', '1', '--jsonl', file], path.join(dir, 'home'), '', 0);
    expect([r.status, r.stdout, r.stderr]).toEqual([2, '', `freecell: cannot write ${file}.lock: the file would be too large.\n`]);
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.writeFileSync(file, '');
    expect(freecell(['solve', '--range', '1-3', '--jobs', '1', '--jsonl', file], path.join(dir, 'home'), '', 0).status).toBe(2);
    expect(fs.readdirSync(dir)).toEqual(['results.jsonl']);
    const again = freecell(['solve', '--range', '1-3', '--jobs', '1', '--jsonl', file], path.join(dir, 'home'));
    expect([again.status, again.stderr]).toEqual([0, '']);
    expect(fs.readFileSync(file, 'utf8').split('\n')).toHaveLength(4);
  }, 60000);
});

describe('a win waiting to be counted, when its save cannot be locked (no file can be written)', () => {
  it('is said at start-up, with why, and counted once when files can be written again', () => {
    const home = tempDir();
    const board = path.join(tempDir(), 'almost.fcs');
    // Every card home but the King of spades, alone in column 1.
    fs.writeFileSync(board, 'Foundations: H-K C-K D-K S-Q\nFreecells:\n: KS\n:\n:\n:\n:\n:\n:\n:\n');
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats, { recursive: true });
    const won = freecell(['--board', board], home, 'save\n1h\nq\n');
    const id = /Saved as game ([a-z2-9]{6})/.exec(won.stdout)![1]!;
    expect(won.stdout).toContain(`The statistics in ${stats} cannot be read (it is a folder); the file is left as it is.`);
    // the win screen says the win is not lost: it waits in the save
    expect(won.stdout).toContain('You won in 1 move, in 0:00!\nThis win is not counted yet: it waits in the game\'s save, and is counted the next time freecell starts and can update the statistics.\n');
    fs.rmdirSync(stats);
    const save = path.join(home, 'games', `${id}.save`);
    const before = fs.readFileSync(save, 'utf8');
    const full = freecell(['saves'], home, '', 0);
    expect(full.status).toBe(0);
    expect(full.stdout.split('\n')[0]).toBe(`The win of saved game ${id} is not counted yet: ${save} cannot be updated (the file would be too large); the game is kept until it can.`);
    expect(fs.readdirSync(home).sort()).toEqual(['games']);
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
    expect(fs.readFileSync(save, 'utf8')).toBe(before);
    expect(freecell(['saves'], home).stdout).toBe(`The win of saved game ${id} (FreeCell, board almost.fcs, 1 move typed, time 0:00) is now counted in the statistics.\nNo saved games.\n`);
    expect(JSON.parse(freecell(['stats', '--json'], home).stdout)).toMatchObject({ board: { freecell: { played: 1, won: 1 } } });
  }, 60000);
});

describe('a win that neither the statistics nor the games folder can take', () => {
  it('says that nothing keeps it and how to keep it; saved to a FILE, --resume FILE counts it', () => {
    const home = tempDir();
    const elsewhere = tempDir();
    const board = path.join(elsewhere, 'almost.fcs');
    fs.writeFileSync(board, 'Foundations: H-K C-K D-K S-Q\nFreecells:\n: KS\n:\n:\n:\n:\n:\n:\n:\n');
    // The games folder cannot be made (a file has its name), the statistics cannot be read (a folder has theirs).
    fs.writeFileSync(path.join(home, 'games'), '');
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    const kept = path.join(elsewhere, 'won.save');
    const won = freecell(['--board', board], home, `save\n1h\nsave ${kept}\nq\n`);
    expect(won.status).toBe(0);
    expect(won.stdout).toContain(
      'You won in 1 move, in 0:00!\nThis win is not counted: neither the statistics nor the games folder can be written now. save FILE keeps the game in a folder that can be written, and freecell --resume FILE counts the win.\n',
    );
    expect(won.stdout).not.toContain("it waits in the game's save");
    expect(answersTo(won.stdout, `save ${kept}`)).toEqual([`Saved to ${kept}.`]);
    fs.rmdirSync(stats);
    const resumed = freecell(['--resume', kept], home, 'q\n');
    expect(resumed.status).toBe(0);
    expect(JSON.parse(freecell(['stats', '--json'], home).stdout)).toMatchObject({ board: { freecell: { played: 1, won: 1 } } });
  }, 60000);
});

describe('transcript check and record when the temporary folder cannot take a folder of theirs', () => {
  it('say so in one sentence naming it, status 2, and leave FILE as it was with nothing beside it', () => {
    const dir = tempDir();
    const home = path.join(dir, 'home');
    const file = path.join(dir, 'session.txt');
    expect(freecell(['transcript', 'record', file, '--', '--game', '1', '--ascii'], home, '3a\nq\n').status).toBe(0);
    const recorded = fs.readFileSync(file, 'utf8');
    const fifo = path.join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const cases: [string, string][] = [
      [path.join(dir, 'none'), 'no such folder'],
      [fifo, 'a folder in its path is a file'],
    ];
    for (const [tmp, why] of cases) {
      const said = `freecell: cannot make a temporary folder in ${tmp}: ${why}.\n`;
      expect(freecell(['transcript', 'check', file, '--', '--game', '1', '--ascii'], home, '', undefined, { TMPDIR: tmp })).toMatchObject({ status: 2, stdout: '', stderr: said });
      expect(freecell(['transcript', 'record', file, '--', '--game', '1', '--ascii'], home, '4a\nq\n', undefined, { TMPDIR: tmp })).toMatchObject({ status: 2, stdout: '', stderr: said });
      expect(fs.readFileSync(file, 'utf8')).toBe(recorded);
      expect(fs.readdirSync(dir).sort()).toEqual(['fifo', 'session.txt']);
    }
  }, 60000);
});

describe('a kept game whose save was never written', () => {
  const args = ['--game', '1', '--ascii', '--no-autoplay', '--no-status'];
  it('ends saying that it is not saved, naming where it could not be saved (status 0)', () => {
    const home = tempDir();
    // No file at all: not even the save's lock.
    const none = freecell(args, home, 'save\n3a\nq\n', 0);
    expect(none.status).toBe(0);
    expect(none.stdout.endsWith(`\nCould not save to ${path.join(home, 'games')}: the file would be too large; the game is not saved.\n`)).toBe(true);
    // A lock, but no save: the game's first save (after 90 moves) is past 1 KB.
    const moves = solutionOfGame1(home).slice(0, 90);
    const some = freecell(args, home, `${moves.join('\n')}\nsave\nq\n`, 1);
    expect(some.status).toBe(0);
    const file = /Could not save to (\S+\.save): the file would be too large\. The game goes on\./.exec(some.stdout)![1]!;
    expect(some.stdout.endsWith(`\nCould not save to ${file}: the file would be too large; the game is not saved.\n`)).toBe(true);
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([]);
  }, 60000);

  it('is saved when the game ends, once the games folder can take it again', async () => {
    const home = tempDir();
    const games = path.join(home, 'games');
    // A file where the games folder should be: no save can be made while it is there.
    fs.writeFileSync(games, 'in the way');
    const game = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    game.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const status = new Promise<number | null>((resolve) => game.on('close', resolve));
    game.stdin.write('save\n3a\n');
    const end = Date.now() + 15000;
    while (!out.includes('2H from column 3 to cell 1') && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(out).toContain(`Could not save to ${games}: a folder in its path is a file. The game goes on.`);
    fs.rmSync(games);
    game.stdin.end('q\n');
    expect(await status).toBe(0);
    const id = /Your game is saved as ([a-z2-9]{6}): freecell --resume \1 continues it\.\n$/.exec(out)![1]!;
    const resumed = freecell(['--resume', id, '--ascii'], home, 'moves\nq\n');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('\n3a\n');
  }, 60000);
});

describe('a state folder that is not a folder (a FIFO, a link to a private full device)', () => {
  it('saves and --resume name it, status 2, rather than saying that no game is saved; a game still plays, saying it cannot be saved', () => {
    const dir = tempDir();
    const full = path.join(dir, 'full');
    expect(spawnSync('mknod', [full, 'c', '1', '7']).status).toBe(0);
    const fifo = path.join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const link = path.join(dir, 'link');
    fs.symlinkSync(full, link);
    for (const home of [fifo, link]) {
      const said = `freecell: cannot list ${path.join(home, 'games')}: a folder in its path is a file.\n`;
      expect(freecell(['saves'], home)).toMatchObject({ status: 2, stdout: '', stderr: said });
      expect(freecell(['saves', '--json'], home)).toMatchObject({ status: 2, stdout: '', stderr: said });
      // A game reads the settings first: they cannot be read either.
      const settings = `freecell: The settings in ${path.join(home, 'settings.json')} cannot be read (a folder in its path is a file); the defaults are used and the file is left as it is.\n`;
      expect(freecell(['--resume'], home)).toMatchObject({ status: 2, stdout: '', stderr: `${settings}freecell: nothing to resume: ${said.slice('freecell: '.length)}` });
      const game = freecell(['--game', '1', '--ascii'], home, 'save\n3a\nq\n');
      expect(game.status).toBe(0);
      expect(game.stdout).toContain(`Could not save to ${path.join(home, 'games')}: a folder in its path is a file. The game goes on.`);
    }
    expect(fs.lstatSync(full).isCharacterDevice()).toBe(true);
    expect(fs.lstatSync(fifo).isFIFO()).toBe(true);
  }, 60000);
});

describe('statistics and settings in a state folder that is not a folder', () => {
  it('are named as unreadable, not shown as none counted and every setting at its default', () => {
    const dir = tempDir();
    const home = path.join(dir, 'fifo');
    expect(spawnSync('mkfifo', [home]).status).toBe(0);
    expect(freecell(['stats'], home)).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `freecell: The statistics in ${path.join(home, 'stats.json')} cannot be read (a folder in its path is a file); the file is left as it is.\n`,
    });
    const config = freecell(['config'], home);
    expect(config.status).toBe(0);
    expect(config.stderr).toBe(`freecell: The settings in ${path.join(home, 'settings.json')} cannot be read (a folder in its path is a file); the defaults are used and the file is left as it is.\n`);
    // A state folder not made yet is no problem: nothing is counted or set yet.
    const fresh = path.join(dir, 'not-yet');
    expect(freecell(['stats'], fresh)).toMatchObject({ status: 0, stdout: 'No games counted yet.\n', stderr: '' });
    expect(freecell(['config'], fresh)).toMatchObject({ status: 0, stderr: '' });
  }, 60000);
});

describe("an earlier version's save.json where no file can be written", () => {
  it('is left to be moved later, and the sentence says why in words, never the system\'s own error text', () => {
    const home = tempDir();
    fs.copyFileSync(path.join(ROOT, 'fixtures', 'earlier-versions', 'ac21d0f-save.json'), path.join(home, 'save.json'));
    // every file written is limited to 0 KB: the lock taken to move save.json cannot be written
    const r = freecell(['saves', '--lang', 'en'], home, '', 0);
    expect([r.status, r.stderr]).toEqual([0, '']);
    // said as what it is, a move that waits for a later start (no game is being played to 'go on')
    expect(r.stdout).toMatch(new RegExp(`^The old saved game ${path.join(home, 'save.json').replace(/[.\\/]/g, '\\$&')} could not be moved into the games folder: cannot lock [^\\n]*save\\.json\\.lock: [^\\n]+; it stays where it is, to be moved the next time freecell starts\\.\\n`));
    expect(r.stdout).not.toMatch(/\bE[A-Z]{3,}\b/);
    expect(fs.readdirSync(home)).toEqual(['save.json']);
  });
});

// One save reached by several names (symbolic links, relative paths) in real processes at once: one player, one lock, the link kept a link.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

const made: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  // a test that failed while a game was held ends it, rather than leave it waiting for input
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-names-'));
  made.push(dir);
  return dir;
}

/** Runs the program with piped input in `cwd` and waits for it. */
function freecell(args: string[], home: string, input = '', cwd = ROOT): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, input, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, timeout: 30000 });
  return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

async function waitFor(check: () => boolean, ms = 20000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A game of deal 5 saved after one move in `home`; its id. */
function savedGame(home: string): string {
  const r = freecell(['--game', '5', '--ascii'], home, '6a\nsave\nq\n');
  expect(r.status).toBe(0);
  return /Saved as game ([a-z2-9]{6})/.exec(r.stdout)![1]!;
}

/** Starts `freecell ARGS` holding its game (its input left open) and resolves once it has taken one of `locks`. */
async function holding(args: string[], home: string, locks: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [BIN, ...args, '--ascii'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home }, stdio: ['pipe', 'ignore', 'ignore'] });
  children.push(child);
  await waitFor(() => locks.some((lock) => fs.existsSync(lock)));
  return child;
}

async function quit(child: ChildProcess, input: string): Promise<void> {
  const ended = new Promise((r) => child.once('exit', r));
  child.stdin!.end(input);
  await ended;
}

/** A game saved in its games folder as a symbolic link to a file elsewhere (kept.save in a folder of its own). */
function linkedSave(): { home: string; id: string; link: string; real: string } {
  const home = tempDir();
  const id = savedGame(home);
  const link = path.join(home, 'games', `${id}.save`);
  const real = path.join(tempDir(), 'kept.save');
  fs.renameSync(link, real);
  fs.symlinkSync(real, link);
  return { home, id, link, real };
}

describe('a save in the games folder that is a symbolic link to a file elsewhere', () => {

  it('played by its id, it is not resumed by the file it names, saves shows it played, and the link stays a link', async () => {
    const { home, id, link, real } = linkedSave();
    const player = await holding(['--resume', id], home, [`${real}.lock`, `${link}.lock`]);
    const other = freecell(['--resume', real], home, '7b\nq\n');
    expect(other.stderr).toBe(`freecell: cannot resume ${real}: it is being played in another freecell (process ${player.pid} on ${os.hostname()}).\n`);
    expect(other.status).toBe(2);
    expect(JSON.parse(freecell(['saves', '--json'], home).stdout)).toMatchObject([{ id, live: true, pid: player.pid }]);
    await quit(player, '7b\nq\n');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(real, 'utf8')).toContain('"7b"');
    expect(fs.readdirSync(path.dirname(real))).toEqual(['kept.save']);
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
  }, 60000);

  it('played by the file it names, it is neither resumed nor deleted by its id', async () => {
    const { home, id, link, real } = linkedSave();
    const player = await holding(['--resume', real], home, [`${real}.lock`]);
    const why = `it is being played in another freecell (process ${player.pid} on ${os.hostname()}).\n`;
    expect(freecell(['--resume', id], home, '7b\nq\n').stderr).toBe(`freecell: cannot resume ${id}: ${why}`);
    expect(freecell(['saves', '--delete', id], home).stderr).toBe(`freecell: cannot delete saved game ${id}: ${why}`);
    expect(freecell(['--resume'], home).stderr).toBe('freecell: nothing to resume: every saved game is being played in another freecell.\n');
    await quit(player, 'q\n');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
  }, 60000);
});

describe('a save in the games folder that is a symbolic link, deleted or won', () => {
  const names = (dir: string): string[] => fs.readdirSync(dir);

  it('deleted by its id, goes with its link: no dangling name is left in the games folder', () => {
    const { home, id, real } = linkedSave();
    const r = freecell(['saves', '--delete', id], home);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(names(path.dirname(real))).toEqual([]);
    expect(names(path.join(home, 'games'))).toEqual([]);
  });

  /** Input that has the solver play the rest of the game: solve, then Enter for each of its moves. */
  const solveToTheEnd = `solve\n${'\n'.repeat(200)}q\n`;

  it('won by its id, goes with its link too', () => {
    const { home, id, real } = linkedSave();
    const r = freecell(['--resume', id, '--ascii'], home, solveToTheEnd);
    expect(r.stdout).toContain('Game won in');
    expect(names(path.dirname(real))).toEqual([]);
    expect(names(path.join(home, 'games'))).toEqual([]);
  });

  it('a link the player pointed elsewhere while the game was played is left alone when the game is won', async () => {
    const { home, id, link, real } = linkedSave();
    const other = path.join(path.dirname(real), 'other.save');
    fs.copyFileSync(real, other);
    const player = await holding(['--resume', id], home, [`${real}.lock`]);
    fs.rmSync(link);
    fs.symlinkSync(other, link);
    await quit(player, solveToTheEnd);
    expect(names(path.dirname(real))).toEqual(['other.save']);
    expect(fs.readlinkSync(link)).toBe(other);
  }, 60000);
});

describe('a save resumed by the name the player typed', () => {
  it('is named so where the game ends, through a symbolic link or a relative path', () => {
    const home = tempDir();
    const id = savedGame(home);
    const dir = tempDir();
    fs.copyFileSync(path.join(home, 'games', `${id}.save`), path.join(dir, 'mine.save'));
    fs.symlinkSync(path.join(dir, 'mine.save'), path.join(dir, 'link.save'));
    fs.mkdirSync(path.join(dir, 'sub'));
    const sub = path.join(dir, 'sub');
    for (const typed of ['../mine.save', '../link.save', path.join(dir, 'link.save')]) {
      const r = freecell(['--resume', typed, '--ascii'], home, 'save\nq\n', sub);
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(`> save\nSaved as game ${typed}: freecell --resume ${typed} continues it.\n`);
      expect(r.stdout.endsWith(`Your game is saved as ${typed}: freecell --resume ${typed} continues it.\n`)).toBe(true);
    }
    expect(fs.lstatSync(path.join(dir, 'link.save')).isSymbolicLink()).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['link.save', 'mine.save', 'sub']);
  });
});

describe('a state folder named with .. after a symbolic link', () => {
  it('is the folder the system names so: a game played in it is the one the other name sees, held and counted once', async () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'a', 'b'), { recursive: true });
    fs.symlinkSync(path.join(root, 'a', 'b'), path.join(root, 'link'));
    const home = path.join(root, 'a', 'state');
    // written out: path.join would drop link/.. by hand
    const viaLink = `${root}/link/../state`;
    const xdgViaLink = `${root}/link/..`;
    fs.mkdirSync(home);
    fs.symlinkSync(home, path.join(root, 'a', 'freecell'));
    const id = savedGame(home);
    expect(JSON.parse(freecell(['saves', '--json'], viaLink).stdout)).toMatchObject([{ id, live: false }]);
    const player = await holding(['--resume', id], viaLink, [path.join(home, 'games', `${id}.save.lock`), path.join(root, 'state', 'games', `${id}.save.lock`)]);
    const other = spawnSync(process.execPath, [BIN, '--resume', id], { cwd: ROOT, input: 'q\n', env: { ...ENV, FREECELL_HOME: '', XDG_STATE_HOME: xdgViaLink }, timeout: 30000 });
    expect(other.stderr.toString()).toBe(`freecell: cannot resume ${id}: it is being played in another freecell (process ${player.pid} on ${os.hostname()}).\n`);
    await quit(player, 'r\ny\nq\n');
    expect(JSON.parse(freecell(['stats', '--json'], home).stdout).numbered.freecell).toMatchObject({ played: 1, gaveUp: 1 });
    expect(fs.readdirSync(root).sort()).toEqual(['a', 'link']);
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([]);
  }, 60000);
});

describe('copies of one save won at the same moment', () => {
  it('count once in one statistics file, whatever names reach it, and once more in statistics of their own', async () => {
    const root = tempDir();
    const board = path.join(root, 'almost.fcs');
    fs.writeFileSync(board, 'Foundations: H-K C-K D-K S-Q\nFreecells:\n: KS\n:\n:\n:\n:\n:\n:\n:\n');
    const [a, b, c] = ['a', 'b', 'c'].map((n) => path.join(root, n)) as [string, string, string];
    fs.mkdirSync(a);
    const saved = freecell(['--board', board], a, 'save\nq\n');
    const id = /Saved as game ([a-z2-9]{6})/.exec(saved.stdout)![1]!;
    const save = path.join(a, 'games', `${id}.save`);
    for (const home of [b, c]) {
      fs.mkdirSync(path.join(home, 'games'), { recursive: true });
      fs.copyFileSync(save, path.join(home, 'games', `${id}.save`));
    }
    fs.copyFileSync(save, path.join(root, 'copy.save'));
    fs.symlinkSync(path.join(a, 'stats.json'), path.join(b, 'stats.json'));
    fs.symlinkSync(a, path.join(root, 'a-link'));
    const win = (home: string, resume: string): Promise<string> =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [BIN, '--resume', resume], { cwd: root, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        child.stdin.end('1h\nq\n');
        child.on('close', () => resolve(out));
      });
    const outputs = await Promise.all([win(a, id), win(b, id), win(`${root}/a-link/`, 'copy.save'), win(c, id)]);
    expect(outputs.filter((o) => o.includes('You won in 1 move'))).toHaveLength(4);
    expect(outputs.slice(0, 3).filter((o) => o.includes("This game's result was already counted before this win."))).toHaveLength(2);
    expect(outputs[3]).not.toContain('already counted');
    for (const home of [a, c]) expect(JSON.parse(freecell(['stats', '--json'], home).stdout).board.freecell).toMatchObject({ played: 1, won: 1 });
    for (const home of [a, b, c]) expect(fs.readdirSync(path.join(home, 'games'))).toEqual([]);
    expect(fs.readdirSync(a).sort()).toEqual(['games', 'stats.json']);
    expect(fs.readdirSync(root).sort()).toEqual(['a', 'a-link', 'almost.fcs', 'b', 'c']);
  }, 60000);
});

describe('save FILE onto a save another freecell plays, named with .. after a symbolic link', () => {
  it('is refused naming that freecell, and the save is left as it is', async () => {
    const home = tempDir();
    const id = savedGame(home);
    const save = path.join(home, 'games', `${id}.save`);
    const dir = tempDir();
    fs.symlinkSync(path.join(home, 'games'), path.join(dir, 'link'));
    // a folder where the name would lead were link/.. dropped by hand
    fs.mkdirSync(path.join(dir, 'games'));
    const player = await holding(['--resume', id], home, [`${save}.lock`]);
    const before = fs.readFileSync(save, 'utf8');
    const typed = `link/../games/${id}.save`;
    const r = freecell(['--game', '2', '--ascii'], tempDir(), `save ${typed}\nmoves ${typed}\nq\n`, dir);
    const why = `it is being played in another freecell (process ${player.pid} on ${os.hostname()}). The game goes on.`;
    expect(r.stdout).toContain(`> save ${typed}\nCould not write ${typed}: ${why}\n`);
    expect(r.stdout).toContain(`> moves ${typed}\nCould not write ${typed}: ${why}\n`);
    expect(fs.readFileSync(save, 'utf8')).toBe(before);
    expect(fs.readdirSync(path.join(dir, 'games'))).toEqual([]);
    await quit(player, 'q\n');
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
  }, 60000);
});

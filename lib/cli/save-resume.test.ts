// Saving and resuming through the real program: terminals, concurrent processes, kills mid-save, damaged files, old saves.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { findVariant } from '../core';
import { type SavedGame, formatSave, parseSave, readSaveFile } from '../store';
import { runInMemory } from './memory-io';

// The module itself (not the import's read-only view), so that jest can spy on its functions.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const realFs = require('node:fs') as typeof fs;

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-save-'));
}

/** Runs the program on a pseudo-terminal (util-linux `script`), typing `keys`. */
function terminalArgs(args: string[]): string[] {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ');
  // script(1) also keeps a copy of the session in a file: a private one, never a system path
  return ['-qfec', command, path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-script-')), 'typescript')];
}

function onTerminal(args: string[], keys: string, home: string): string {
  const r = spawnSync('script', terminalArgs(args), { cwd: ROOT, input: keys, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'dumb' }, timeout: 20000 });
  expect(r.error).toBeUndefined();
  return r.stdout.toString().replace(/\r\n/g, '\n');
}

/** Runs the program with piped input and waits for it. */
function freecell(args: string[], home: string, input = ''): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, env: { ...ENV, FREECELL_HOME: home }, timeout: 20000 });
  return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

/** Starts the program and resolves when it ends, with its output. */
function started(command: string, args: string[], home: string, input: string, extraEnv: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'dumb', ...extraEnv }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
    child.on('close', () => resolve(out));
  });
}

interface SaveJson {
  id: string;
  variant: string | null;
  game: number | null;
  moves: number | null;
  live: boolean;
  pid: number | null;
  damaged: string | null;
}

function savesJson(home: string): SaveJson[] {
  const r = freecell(['saves', '--json'], home);
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as SaveJson[];
}

/** Files in the per-user folder and its games folder, by name. */
function filesIn(home: string): string[] {
  const games = path.join(home, 'games');
  return [...fs.readdirSync(home), ...(fs.existsSync(games) ? fs.readdirSync(games).map((n) => `games/${n}`) : [])].sort();
}

/** A position one move from a win: every card home but the King of spades, alone in column 1. */
function almostWon(dir: string): string {
  const file = path.join(dir, 'almost.fcs');
  fs.writeFileSync(file, 'Foundations: H-K C-K D-K S-Q\nFreecells:\n: KS\n:\n:\n:\n:\n:\n:\n:\n');
  return file;
}

async function waitFor(check: () => boolean, ms = 15000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('on a terminal', () => {
  it('start, move, undo, save, quit; start again, choose the saved game, and find the same position', () => {
    const home = tempDir();
    const first = onTerminal(['--game', '1', '--ascii'], '6a\n6b\nu\ns\nq\n', home);
    const id = /Saved as game ([a-z2-9]{6}): freecell --resume \1 continues it\./.exec(first)?.[1];
    expect(id).toBeDefined();
    // Quitting says where the game waits.
    expect(first.trimEnd().endsWith(`Your game is saved as ${id}: freecell --resume ${id} continues it.`)).toBe(true);
    const lastBoard = first.slice(first.lastIndexOf('FreeCell - game 1'));
    const second = onTerminal(['--ascii'], '1\nq\n', home);
    expect(second).toContain('Saved games:\n   1  FreeCell, game 1, 1 move typed, time 0:00, ');
    expect(second).toContain(`(${id})\n   n  start a new game\n`);
    const resumed = second.slice(second.indexOf('FreeCell - game 1'));
    const board = (text: string): string => text.split('\n').slice(0, 14).join('\n');
    expect(board(resumed)).toBe(board(lastBoard));
    expect(resumed).toContain('[ 3D][   ][   ][   ]');
  });

  it('saves by itself after every move; a new game keeps the old one, and flags that choose a deal skip the menu', () => {
    const home = tempDir();
    onTerminal(['--game', '5', '--ascii'], '6a\n', home);
    expect(savesJson(home).map((s) => [s.game, s.moves, s.live])).toEqual([[5, 2, false]]);
    const fresh = onTerminal(['--ascii'], 'n\n7a\nq\n', home);
    expect(fresh).toContain('   n  start a new game');
    expect(savesJson(home).map((s) => s.moves! > 0)).toEqual([true, true]);
    const direct = onTerminal(['--game', '9', '--ascii'], 'q\n', home);
    expect(direct).not.toContain('Saved games:');
    expect(direct).toContain('You have 2 saved games: freecell --resume continues the latest, freecell saves lists them.');
    // Nothing was given up: no result was counted.
    expect(freecell(['stats'], home).stdout).toBe('No games counted yet.\n');
  });

  it('saves no deal with no move yet, even with autoplay switched; the first move saves it with autoplay as switched', () => {
    const home = tempDir();
    const out = onTerminal(['--game', '9', '--ascii'], 'auto off\nq\n', home);
    expect(out).toContain('Autoplay is off.');
    expect(out).not.toContain('Your game is saved');
    expect(savesJson(home)).toEqual([]);
    const moved = onTerminal(['--game', '9', '--ascii'], 'auto off\n1a\nq\n', home);
    expect(moved).toMatch(/Your game is saved as [a-z2-9]{6}: /);
    const saves = fs.readdirSync(path.join(home, 'games')).filter((f) => f.endsWith('.save'));
    expect(saves).toHaveLength(1);
    expect(readSaveFile(path.join(home, 'games', saves[0]!)).contents.game).toMatchObject({ autoplay: false, position: 1 });
  });

  it('save after a win counted says no save is made for it, and makes none', () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    const out = onTerminal(['--board', board, '--ascii'], '1h\nsave\nq\n', home);
    expect(out).toContain('You won in 1 move, in ');
    expect(out).toContain('This game is won: a won game is not saved to be resumed (moves FILE writes its moves, save FILE the whole game).');
    expect(out).not.toContain('Saved as game');
    expect(fs.existsSync(path.join(home, 'games')) ? fs.readdirSync(path.join(home, 'games')) : []).toEqual([]);
    const pt = onTerminal(['--board', board, '--ascii', '--lang', 'pt'], '1h\nsave\nq\n', home);
    expect(pt).toContain('Este jogo está ganho: um jogo ganho não é salvo para ser continuado (moves ARQUIVO grava seus movimentos, save ARQUIVO o jogo inteiro).');
    // Piped, where the win is not kept, it is the same.
    expect(freecell(['--board', board], home, '1h\ns\nq\n').stdout).toContain('This game is won: a won game is not saved to be resumed');
    expect(fs.existsSync(path.join(home, 'games')) ? fs.readdirSync(path.join(home, 'games')) : []).toEqual([]);
  });

  it('counts a lost deal once, even when it is played again', () => {
    const home = tempDir();
    const keys = 'tc 1 1\ntc 2 2\ntc 3 3\ntc 4 4\nrestart\ntc 1 1\ntc 2 2\ntc 3 3\ntc 4 4\nstats\nq\n';
    const out = onTerminal(['--deck', 'fixtures/decks/lost-in-four.txt', '--ascii'], keys, home);
    expect(out).toContain('No legal move is left: this game is lost.');
    expect(out).toContain('freecell, deck files: 1 game played\n  0 won (0%), 1 lost, 0 given up, 0 solved with help\n');
  });

  it('reports a save it cannot write once, and the game goes on', () => {
    const home = tempDir();
    const blocker = path.join(home, 'file');
    fs.writeFileSync(blocker, 'not a folder');
    const out = onTerminal(['--game', '1', '--ascii'], '6a\n6b\nq\n', path.join(blocker, 'state'));
    const complaints = out.split('\n').filter((l) => l.startsWith('Could not save'));
    // Once while it is played, and once more as it ends: the game is not saved.
    expect(complaints).toEqual([
      `Could not save to ${path.join(blocker, 'state', 'games')}: a folder in its path is a file. The game goes on.`,
      `Could not save to ${path.join(blocker, 'state', 'games')}: a folder in its path is a file; the game is not saved.`,
    ]);
    expect(out).toContain('2C from column 6 to cell 2');
  });
});

describe('games played at the same time', () => {
  it('ten games played at once on ten terminals all keep their saves', async () => {
    const home = tempDir();
    const outputs = await Promise.all(Array.from({ length: 10 }, (_, i) => started('script', terminalArgs(['--game', String(i + 1), '--ascii']), home, '1a\n2b\nq\n')));
    const saves = savesJson(home);
    expect(saves.map((s) => s.game).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Each save holds the moves its own terminal showed last.
    // Two moves typed in each game; the header shows autoplay's apart.
    for (const s of saves) expect(outputs[s.game! - 1]).toContain(`FreeCell - game ${s.game} - 2 moves${s.moves === 2 ? '' : ` + ${s.moves! - 2} automatic`} - `);
    expect(saves.every((s) => s.moves! >= 2 && !s.live && s.damaged === null)).toBe(true);
    expect(filesIn(home).filter((f) => !f.endsWith('.save'))).toEqual(['games']);
  }, 60000);

  it('--resume alone says that the saved games have no move yet, naming how to continue one, rather than that none is saved', () => {
    const home = tempDir();
    expect(freecell(['--resume'], home)).toEqual({ status: 2, stdout: '', stderr: 'freecell: nothing to resume: there is no saved game.\n' });
    const first = /Saved as game ([a-z2-9]{6})/.exec(freecell(['--game', '2'], home, 'save\nq\n').stdout)![1]!;
    expect(freecell(['--resume'], home)).toEqual({ status: 2, stdout: '', stderr: `freecell: nothing to resume: the saved game ${first} has no move yet (freecell --resume ${first} continues it all the same).\n` });
    expect(freecell(['--resume', '--lang', 'pt'], home).stderr).toBe(`freecell: nada para continuar: o jogo salvo ${first} ainda não tem movimento (freecell --resume ${first} o continua mesmo assim).\n`);
    freecell(['--game', '3'], home, 'save\nq\n');
    expect(freecell(['--resume'], home)).toEqual({ status: 2, stdout: '', stderr: 'freecell: nothing to resume: the 2 saved games have no move yet (freecell saves lists them; freecell --resume ID continues one all the same).\n' });
    expect(freecell(['--resume', first], home, 'q\n')).toMatchObject({ status: 0, stderr: '' });
  });

  it('save in a deal in which no card can move makes no save, saying why, piped or on a terminal (its loss counted there); save FILE writes it', () => {
    const home = tempDir();
    const said = 'No card can move in this deal, so there is nothing to resume: it is not saved (save FILE writes it to a file all the same).';
    const file = path.join(tempDir(), 'dealt.save');
    const piped = freecell(['--game', '1', '--cells', '0', '--no-color'], home, `save\nsave ${file}\nq\n`);
    expect(piped.status).toBe(0);
    expect(piped.stdout).toContain(`> save\n${said}\n`);
    expect(piped.stdout).toContain(`Saved to ${file}.`);
    expect(piped.stdout).not.toContain('Your game is saved');
    expect(freecell(['--game', '1', '--cells', '0', '--lang', 'pt'], home, 'save\nq\n').stdout).toContain(
      'Nenhuma carta pode se mover neste jogo, então não há o que continuar: ele não é salvo (save ARQUIVO o grava num arquivo mesmo assim).',
    );
    expect(onTerminal(['--game', '1', '--cells', '0'], 'save\nq\n', home)).toContain(said);
    expect(freecell(['saves'], home).stdout).toBe('No saved games.\n');
    // the terminal game's loss is counted once, the piped ones' not at all
    expect(JSON.parse(freecell(['stats', '--json'], home).stdout).numbered['freecell-0']).toMatchObject({ played: 1, lost: 1 });
  });

  it('a game being played is never offered, resumed or deleted by another process; once its owner is killed, its lock is taken over', async () => {
    const home = tempDir();
    const owner: ChildProcess = spawn(process.execPath, [BIN, '--game', '5', '--ascii'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home }, stdio: ['pipe', 'ignore', 'ignore'] });
    owner.stdin!.write('save\n6a\n');
    await waitFor(() => fs.existsSync(path.join(home, 'games')) && savesJson(home).some((s) => s.moves! > 0));
    const [live] = savesJson(home);
    expect(live).toMatchObject({ game: 5, moves: 2, live: true, pid: owner.pid });
    const id = live!.id;

    const menu = onTerminal(['--ascii'], 'q\n', home);
    expect(menu).not.toContain('Saved games:');
    expect(menu).not.toContain(id);
    expect(freecell(['--resume'], home)).toEqual({ status: 2, stdout: '', stderr: 'freecell: nothing to resume: every saved game is being played in another freecell.\n' });
    const host = os.hostname();
    expect(freecell(['--resume', id], home).stderr).toBe(`freecell: cannot resume ${id}: it is being played in another freecell (process ${owner.pid} on ${host}).\n`);
    expect(freecell(['saves', '--delete', id], home)).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot delete saved game ${id}: it is being played in another freecell (process ${owner.pid} on ${host}).\n` });
    expect(freecell(['saves'], home).stdout).toMatch(new RegExp(`^${id}  FreeCell, game 5, 1 move typed, time 0:\\d\\d, last played .* \\(being played: process ${owner.pid}\\)\\n$`));
    expect(JSON.parse(freecell(['stats', '--json'], home).stdout)).toEqual({ numbered: {}, deck: {}, board: {}, deals: {} });

    owner.kill('SIGKILL');
    await new Promise((r) => owner.once('exit', r));
    expect(fs.existsSync(path.join(home, 'games', `${id}.save.lock`))).toBe(true);
    expect(savesJson(home)[0]).toMatchObject({ id, live: false });
    const resumed = freecell(['--resume', id, '--ascii'], home, '7b\nq\n');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('FreeCell - game 5 - 2 moves + 1 automatic');
    expect(filesIn(home)).toEqual(['games', `games/${id}.save`]);
  }, 60000);

  /** Starts `--resume` (no id) in `count` processes at once; each one's output once every one has shown its game or ended, then all quit. */
  async function resumedTogether(home: string, count: number): Promise<string[]> {
    const outs = Array.from({ length: count }, () => '');
    const ended = Array.from({ length: count }, () => false);
    const children = outs.map((_, i) => {
      const child = spawn(process.execPath, [BIN, '--resume', '--ascii'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home }, stdio: ['pipe', 'pipe', 'pipe'] });
      child.stdout.on('data', (d: Buffer) => (outs[i] += d.toString()));
      child.stderr.on('data', (d: Buffer) => (outs[i] += d.toString()));
      child.stdin.on('error', () => undefined);
      return { child, done: new Promise<void>((r) => child.on('close', () => ((ended[i] = true), r()))) };
    });
    // Every process holds the save it resumed until all have started: none can take one another has let go of.
    await waitFor(() => outs.every((o, i) => ended[i] || o.includes('FreeCell - game')), 30000);
    for (const { child } of children) child.stdin.end('q\n');
    await Promise.all(children.map((c) => c.done));
    return outs;
  }

  /** The game number each output resumed, or its refusal. */
  const resumedGame = (out: string): string => /FreeCell - game (\d+)/.exec(out)?.[1] ?? out.trim();

  it('--resume started in several processes at once: each resumes a save of its own, the latest free one, and only a process left with none is refused', async () => {
    const home = tempDir();
    const games = ['3', '4', '5', '6'];
    for (const g of games) expect(freecell(['--game', g, '--ascii'], home, 'save\n6a\nq\n').status).toBe(0);
    for (let round = 0; round < 3; round++) {
      const outs = await resumedTogether(home, games.length + 1);
      const taken = outs.map(resumedGame);
      expect(taken.filter((t) => games.includes(t)).sort()).toEqual(games);
      expect(taken.filter((t) => !games.includes(t))).toEqual(['freecell: nothing to resume: every saved game is being played in another freecell.']);
      expect(filesIn(home).filter((f) => !f.endsWith('.save'))).toEqual(['games']);
    }
  }, 120000);

  it('--resume while another freecell holds the latest save resumes the next one, and several started then share the rest', async () => {
    const home = tempDir();
    for (const g of ['3', '4', '5']) expect(freecell(['--game', g, '--ascii'], home, 'save\n6a\nq\n').status).toBe(0);
    // Game 5 is the latest: a freecell plays it.
    const holder = spawn(process.execPath, [BIN, '--resume', '--ascii'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home }, stdio: ['pipe', 'pipe', 'ignore'] });
    let shown = '';
    holder.stdout.on('data', (d: Buffer) => (shown += d.toString()));
    await waitFor(() => shown.includes('FreeCell - game'));
    expect(resumedGame(shown)).toBe('5');
    const outs = await resumedTogether(home, 3);
    expect(outs.map(resumedGame).sort()).toEqual(['3', '4', 'freecell: nothing to resume: every saved game is being played in another freecell.']);
    holder.stdin!.end('q\n');
    await new Promise((r) => holder.once('exit', r));
  }, 60000);

  it("a lock naming another machine is honoured, and that machine's name is quoted back visibly", () => {
    const home = tempDir();
    freecell(['--game', '5', '--ascii'], home, 'save\n6a\nq\n');
    const [{ id }] = savesJson(home) as [SaveJson];
    const lock = path.join(fs.realpathSync(home), 'games', `${id}.save.lock`);
    fs.writeFileSync(lock, JSON.stringify({ pid: 4242, host: 'far\u001b[2Jaway', token: 'abcd' }));
    // The lock cannot be checked from here: the sentence names the lock to remove once that freecell has ended.
    const far = `it is being played in another freecell (process 4242 on far^[[2Jaway, which this machine cannot check); once that freecell has ended, remove ${lock}`;
    expect(freecell(['--resume', id], home)).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot resume ${id}: ${far}.\n` });
    expect(freecell(['saves', '--delete', id], home)).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot delete saved game ${id}: ${far}.\n` });
    const file = path.join(fs.realpathSync(home), 'games', `${id}.save`);
    expect(freecell(['--resume', file], home)).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot resume ${file}: ${far}.\n` });
    expect(freecell(['--resume', id, '--lang', 'pt'], home).stderr).toBe(
      `freecell: não foi possível continuar ${id}: ele está sendo jogado em outro freecell (processo 4242 em far^[[2Jaway, que esta máquina não consegue verificar); quando esse freecell tiver terminado, remova ${lock}.\n`,
    );
    // --resume with no id, and the list, name the machine and the lock too.
    expect(freecell(['--resume'], home)).toEqual({
      status: 2,
      stdout: '',
      stderr: 'freecell: nothing to resume: every saved game is being played in another freecell (freecell saves names the machine of each one held on another machine, and the lock to remove once that freecell has ended).\n',
    });
    expect(freecell(['saves'], home).stdout).toContain(`(being played: process 4242 on far^[[2Jaway, which this machine cannot check; once that freecell has ended, remove ${lock})\n`);
    expect(savesJson(home)).toMatchObject([{ id, live: true, pid: 4242, host: 'far\u001b[2Jaway' }]);
    expect(freecell(['saves', '--lang', 'pt'], home).stdout).toContain(`(em jogo: processo 4242 em far^[[2Jaway, que esta máquina não consegue verificar; quando esse freecell tiver terminado, remova ${lock})\n`);
    // Another game's `save FILE` onto it is refused the same way.
    expect(freecell(['--game', '4', '--ascii'], home, `save ${file}\nq\n`).stdout).toContain(`Could not write ${file}: ${far}. The game goes on.\n`);
    // Removed as the sentence says, the game resumes.
    fs.rmSync(lock);
    expect(freecell(['--resume', id, '--ascii'], home, 'q\n').stdout).toContain('FreeCell - game 5 - 1 move');
  });

  it("the start menu names another machine's lock taken on the game chosen meanwhile, and the lock to remove", async () => {
    const home = tempDir();
    freecell(['--game', '5', '--ascii'], home, 'save\n6a\nq\n');
    const [{ id }] = savesJson(home) as [SaveJson];
    const child = spawn('script', terminalArgs(['--ascii']), { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'dumb' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    await waitFor(() => out.includes('Saved games:') && out.includes('Choose'));
    // A freecell of another machine takes the game while this one's menu waits.
    const lock = path.join(fs.realpathSync(home), 'games', `${id}.save.lock`);
    fs.writeFileSync(lock, JSON.stringify({ pid: 4242, host: 'otherhost', start: '1', token: 'abcd' }));
    child.stdin.end('1\nq\n');
    await new Promise((r) => child.once('close', r));
    expect(out.replace(/\r\n/g, '\n')).toContain(
      `Game ${id} has just been taken by another freecell (process 4242 on otherhost, which this machine cannot check); once that freecell has ended, remove ${lock}. Choose another.\n`,
    );
    expect(fs.existsSync(lock)).toBe(true);
  }, 30000);

  it('a lock is released when its owner ends by SIGTERM, SIGINT or SIGHUP, and the game is kept', async () => {
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
      const home = tempDir();
      const owner = spawn(process.execPath, [BIN, '--game', '8'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home }, stdio: ['pipe', 'ignore', 'ignore'] });
      owner.stdin.write('save\n6a\n');
      await waitFor(() => fs.existsSync(path.join(home, 'games')) && savesJson(home).some((s) => s.moves! > 0));
      owner.kill(signal);
      const [, how] = (await new Promise((r) => owner.once('exit', (code, sig) => r([code, sig])))) as [number | null, string | null];
      expect(how).toBe(signal);
      expect(filesIn(home).filter((f) => f.endsWith('.lock') || f.endsWith('.tmp'))).toEqual([]);
      expect(savesJson(home)).toMatchObject([{ game: 8, live: false }]);
      expect(owner.exitCode).toBeNull();
    }
  }, 60000);

  it('a closed terminal ends the game as SIGHUP does: status 129, nothing said, the lock released, the game kept and resumable', async () => {
    const home = tempDir();
    const dir = tempDir();
    const [status, stderr] = [path.join(dir, 'status'), path.join(dir, 'stderr')];
    // On the terminal runs a parent that outlives the hangup and notes how the game ended and what it wrote on standard error.
    const parent = path.join(dir, 'parent.js');
    fs.writeFileSync(
      parent,
      `process.on('SIGHUP', () => undefined);
      const err = require('fs').openSync(${JSON.stringify(stderr)}, 'w');
      require('child_process').spawn(process.execPath, [${JSON.stringify(BIN)}, '--game', '8', '--ascii'], { stdio: ['inherit', 'inherit', err] })
        .on('exit', (code, signal) => require('fs').writeFileSync(${JSON.stringify(status)}, code + ' ' + signal));`,
    );
    const script = spawn('script', ['-qfec', `'${process.execPath}' '${parent}'`, path.join(dir, 'typescript')], {
      cwd: ROOT,
      env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'dumb' },
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    try {
      await waitFor(() => fs.existsSync(path.join(dir, 'typescript')) && fs.readFileSync(path.join(dir, 'typescript'), 'utf8').includes('Type h for help'));
      script.stdin.write('6a\r');
      await waitFor(() => fs.existsSync(path.join(home, 'games')) && savesJson(home).some((s) => s.moves! > 0));
    } finally {
      // the terminal's other end closes, as when its window is closed or its ssh connection drops
      script.kill('SIGKILL');
    }
    await waitFor(() => fs.existsSync(status));
    expect(fs.readFileSync(status, 'utf8')).toBe('null SIGHUP');
    expect(fs.readFileSync(stderr, 'utf8')).toBe('');
    const [{ id }] = savesJson(home) as [SaveJson];
    expect(savesJson(home)).toMatchObject([{ game: 8, moves: 5, live: false }]);
    expect(filesIn(home)).toEqual(['games', `games/${id}.save`]);
    const resumed = freecell(['--resume', id, '--ascii'], home, 'q\n');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('FreeCell - game 8 - 1 move + 4 automatic');
  }, 60000);

  it.each([
    ['two moves typed on one line as the first change of the game', ['6a 6b\r'], '2 moves + 3 automatic'],
    ['a line of two moves after the save exists', ['7a\r', '5b 5c\r'], '3 moves -'],
  ])('%s, then the game killed outright: the save resumes with every move once', async (_what, lines, header) => {
    const home = tempDir();
    const dir = tempDir();
    const script = spawn('script', ['-qfec', `'${process.execPath}' '${BIN}' --game 1 --ascii`, path.join(dir, 'typescript')], {
      cwd: ROOT,
      env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'dumb' },
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    const journalled = (): string => (fs.existsSync(path.join(home, 'games')) ? fs.readdirSync(path.join(home, 'games')).map((f) => fs.readFileSync(path.join(home, 'games', f), 'utf8')).join('') : '');
    try {
      await waitFor(() => fs.existsSync(path.join(dir, 'typescript')) && fs.readFileSync(path.join(dir, 'typescript'), 'utf8').includes('Type h for help'));
      for (const line of lines) {
        const before = journalled();
        script.stdin.write(line);
        // the line is played and journalled (the typed copy shows the board after it)
        await waitFor(() => journalled() !== before);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      // killed between two commands, before any rewrite at the end: the save is what the game journalled
      process.kill(savesJson(home)[0]!.pid!, 'SIGKILL');
    } finally {
      script.kill('SIGKILL');
    }
    await waitFor(() => savesJson(home).every((s) => !s.live));
    expect(savesJson(home)).toMatchObject([{ game: 1, damaged: null }]);
    const resumed = freecell(['--resume', '--ascii'], home, 'q\n');
    expect(resumed.stderr).toBe('');
    expect(resumed.stdout).toContain(`FreeCell - game 1 - ${header}`);
  }, 60000);

  it('sixteen wins finished at the same moment count sixteen', async () => {
    const home = tempDir();
    const board = almostWon(tempDir());
    const outputs = await Promise.all(Array.from({ length: 16 }, () => started(process.execPath, [BIN, '--board', board], home, 'save\n1h\n')));
    expect(outputs.filter((o) => o.includes('You won in 1 move, in '))).toHaveLength(16);
    const stats = JSON.parse(freecell(['stats', '--json'], home).stdout) as { board: Record<string, { played: number; won: number; lost: number; streak: number }> };
    expect(stats.board.freecell).toMatchObject({ played: 16, won: 16, lost: 0, streak: 16 });
    expect(filesIn(home)).toEqual(['games', 'stats.json']);
  }, 120000);
});

/** SIGKILLs per worker (four workers): FREECELL_KILL_ROUNDS raises it for a longer stress run; 10 keeps the suite quick. */
const KILL_ROUNDS = Number(process.env.FREECELL_KILL_ROUNDS ?? 10);

describe('killed while saving', () => {
  it(`every save stays whole (${4 * KILL_ROUNDS} SIGKILLs at random moments), every resume starts, and the next start leaves no temporary file or stale lock`, async () => {
    let seed = 11;
    const random = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    /**
     * One worker: its own game, resumed and killed again and again while it
     * saves after every command. Its input stays open, so a resumed game never
     * ends by itself: how each round ended is 'SIGKILL' unless the program
     * refused the save or failed (then its exit status).
     */
    const worker = async (rounds: number): Promise<string[]> => {
      const home = tempDir();
      freecell(['--game', '1', '--ascii'], home, 'save\n6a\n6b\n');
      const [{ id }] = savesJson(home) as [SaveJson];
      const file = path.join(home, 'games', `${id}.save`);
      const endings: string[] = [];
      for (let round = 0; round < rounds; round++) {
        endings.push(
          await new Promise<string>((resolve) => {
            const child = spawn(process.execPath, [BIN, '--resume', id], { env: { ...ENV, FREECELL_HOME: home }, stdio: ['pipe', 'pipe', 'ignore'] });
            child.stdout.once('data', () => setTimeout(() => child.kill('SIGKILL'), random(40)));
            child.stdin.on('error', () => undefined);
            child.stdin.write('u\nredo\n'.repeat(400));
            child.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`));
          }),
        );
        // Whole: it parses, every checksum holds, and it is one of the positions the game went through.
        expect([0, 1, 2]).toContain(readSaveFile(file).contents.game.position);
      }
      freecell(['saves'], home);
      expect(filesIn(home)).toEqual(['games', `games/${id}.save`]);
      return endings;
    };
    const endings = await Promise.all([worker(KILL_ROUNDS), worker(KILL_ROUNDS), worker(KILL_ROUNDS), worker(KILL_ROUNDS)]);
    expect(endings.flat()).toEqual(Array(4 * KILL_ROUNDS).fill('SIGKILL'));
  }, 240000);
});

describe('the journal', () => {
  const game: SavedGame = { variant: findVariant('freecell'), deal: { game: 617 }, moves: [['6a']], position: 1, elapsedMs: 5, autoplay: true, counted: false };

  it('a torn last line is left out; a damaged line before good ones is named', () => {
    const home = tempDir();
    fs.mkdirSync(path.join(home, 'games'));
    const file = path.join(home, 'games', 'abcdef.save');
    freecell(['--game', '617'], home, 'save\n6a\n6b\nq\n');
    const [{ id }] = savesJson(home) as [SaveJson];
    const saved = fs.readFileSync(path.join(home, 'games', `${id}.save`), 'utf8');
    const redo = '{"redo":1,"t":9,"c":false,"sum":"0000000000000000"}\n';
    fs.writeFileSync(file, `${formatSave(game)}{"undo":1,"t":7,"c":false,"sum":"${createHash('sha256').update('{"undo":1,"t":7,"c":false}').digest('hex').slice(0, 16)}"}\n{"play":["6b"],"t":8,`);
    expect(readSaveFile(file).contents).toMatchObject({ changes: 1, tornTail: true, game: { position: 0 } });
    const undo = `{"undo":1,"t":7,"c":false,"sum":"${createHash('sha256').update('{"undo":1,"t":7,"c":false}').digest('hex').slice(0, 16)}"}\n`;
    fs.writeFileSync(file, `${formatSave(game)}${redo}${undo}`);
    expect(() => readSaveFile(file)).toThrow(expect.objectContaining({ code: 'BAD_SAVE', params: { kind: 'damaged-line', line: 2 } }));
    expect(parseSave(saved).moves).toEqual([['6a'], ['6b']]);
  });

  it('autosave appends a line per change and rewrites the file whole when the game ends', async () => {
    const home = tempDir();
    const child = spawn(process.execPath, [BIN, '--game', '617'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home }, stdio: ['pipe', 'ignore', 'ignore'] });
    child.stdin.write('save\n6a\n6b\nu\nauto off\n');
    await waitFor(() => fs.existsSync(path.join(home, 'games')) && fs.readdirSync(path.join(home, 'games')).some((f) => f.endsWith('.save') && fs.readFileSync(path.join(home, 'games', f), 'utf8').includes('autoplay":false,"t"')));
    const [{ id }] = savesJson(home) as [SaveJson];
    const file = path.join(home, 'games', `${id}.save`);
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines.slice(1).map((l) => Object.keys(JSON.parse(l) as object)[0])).toEqual(['play', 'play', 'undo', 'autoplay']);
    child.stdin.end('q\n');
    await new Promise((r) => child.once('exit', r));
    expect(fs.readFileSync(file, 'utf8').trimEnd().split('\n')).toHaveLength(1);
    expect(parseSave(fs.readFileSync(file, 'utf8'))).toMatchObject({ position: 1, autoplay: false, moves: [['6a'], ['6b']] });
  }, 30000);
});

describe('a game restarted after moves', () => {
  it('keeps its save: it resumes at the deal, and leaving it still counts as given up', () => {
    const home = tempDir();
    expect(freecell(['--game', '617', '--ascii'], home, 'save\n6a\nrestart\nq\n').status).toBe(0);
    const [{ id }] = savesJson(home) as [SaveJson];
    const file = path.join(home, 'games', `${id}.save`);
    expect(parseSave(fs.readFileSync(file, 'utf8'))).toMatchObject({ moves: [], position: 0, restarted: true });
    const resumed = freecell(['--resume', id, '--ascii'], home, 'r\ny\nq\n');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('FreeCell - game 617 - attempt 2 - 0 moves');
    expect(resumed.stdout).toContain('> r\nGive up this game (back at its start) for a new deal? It will count as given up in your statistics.');
    expect(JSON.parse(freecell(['stats', '--json'], home).stdout).numbered.freecell).toMatchObject({ played: 1, gaveUp: 1 });
    expect(fs.existsSync(file)).toBe(false);
    // saves --delete gives such a game up the same way
    freecell(['--game', '12', '--ascii'], home, 'save\n5b\nu\nq\n');
    const [{ id: undone }] = savesJson(home) as [SaveJson];
    expect(freecell(['saves', '--delete', undone], home).stdout).toBe(`Deleted game ${undone}; it counts as given up.\n`);
    expect(JSON.parse(freecell(['stats', '--json'], home).stdout).numbered.freecell).toMatchObject({ played: 2, gaveUp: 2 });
  });

  it('stays its player\'s while it runs: other processes can neither resume nor delete it, and resume it once the player quits', async () => {
    const home = tempDir();
    const player: ChildProcess = spawn(process.execPath, [BIN, '--game', '617', '--ascii'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home }, stdio: ['pipe', 'ignore', 'ignore'] });
    player.stdin!.write('save\n6a\nrestart\n');
    const restartedSave = (): string | undefined =>
      fs.existsSync(path.join(home, 'games')) ? fs.readdirSync(path.join(home, 'games')).find((f) => f.endsWith('.save') && fs.readFileSync(path.join(home, 'games', f), 'utf8').includes('"restarted":true')) : undefined;
    await waitFor(() => restartedSave() !== undefined);
    const id = restartedSave()!.replace(/\.save$/, '');
    expect(savesJson(home)).toMatchObject([{ id, live: true, moves: 0 }]);
    const [other, deleter] = await Promise.all([started(process.execPath, [BIN, '--resume', id], home, 'q\n'), started(process.execPath, [BIN, 'saves', '--delete', id], home, '')]);
    expect(other).toContain('it is being played in another freecell');
    expect(deleter).toContain('it is being played in another freecell');
    player.stdin!.end('q\n');
    await new Promise((r) => player.once('exit', r));
    const resumed = freecell(['--resume', id, '--ascii'], home, 'r\ny\nq\n');
    expect(resumed.stdout).toContain('> r\nGive up this game (back at its start) for a new deal?');
    expect(JSON.parse(freecell(['stats', '--json'], home).stdout).numbered.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  }, 30000);

  it('keeps the attempt at the deal: resumed, the header shows it and the next restart is the next attempt; a new deal is attempt 1 again', () => {
    const home = tempDir();
    freecell(['--game', '617', '--ascii'], home, 'save\n6a\nrestart\n6b\nq\n');
    const [{ id }] = savesJson(home) as [SaveJson];
    const file = path.join(home, 'games', `${id}.save`);
    expect(parseSave(fs.readFileSync(file, 'utf8'))).toMatchObject({ moves: [['6b']], position: 1, attempt: 2 });
    // The list of saves names the attempt as the header does.
    expect(freecell(['saves'], home).stdout).toMatch(new RegExp(`^${id}  FreeCell, game 617, attempt 2, 1 move typed, time `));
    expect(JSON.parse(freecell(['saves', '--json'], home).stdout)).toMatchObject([{ id, attempt: 2 }]);
    const resumed = freecell(['--resume', id, '--ascii'], home, 'restart\nq\n');
    expect(resumed.stdout).toMatch(/^FreeCell - game 617 - attempt 2 - 1 move[ ,]/);
    expect(resumed.stdout).toContain('\n> restart\nFreeCell - game 617 - attempt 3 - 0 moves - ');
    expect(resumed.stdout).toContain('\nThe deal starts again: attempt 3; u brings back your move.\n');
    expect(parseSave(fs.readFileSync(file, 'utf8'))).toMatchObject({ moves: [], restarted: true, attempt: 3 });
    // Plain mode says it in its header sentence.
    expect(freecell(['--resume', id, '--plain'], home, 'q\n').stdout).toMatch(/^FreeCell, game 617, attempt 3, 0 moves, time \d:\d\d; winnable\.\n/);
    // game N gives this game up for a new deal: attempt 1, and its save says nothing of attempts.
    const next = freecell(['--resume', id, '--ascii'], home, 'game 9\ny\n5b\nq\n');
    expect(next.stdout).toContain('\nGame given up: the statistics count it as given up.\nFreeCell - game 9 - 0 moves - ');
    expect(fs.existsSync(file)).toBe(false);
    const [{ id: fresh }] = savesJson(home) as [SaveJson];
    const text = fs.readFileSync(path.join(home, 'games', `${fresh}.save`), 'utf8');
    expect(parseSave(text)).toMatchObject({ deal: { game: 9 }, moves: [['5b']] });
    expect(text).not.toContain('attempt');
    expect(freecell(['saves'], home).stdout).toMatch(new RegExp(`^${fresh}  FreeCell, game 9, 1 move typed, time `));
    expect(JSON.parse(freecell(['saves', '--json'], home).stdout)).toMatchObject([{ id: fresh, attempt: 1 }]);
    // The deal restarted twice was counted once, as given up.
    expect(JSON.parse(freecell(['stats', '--json'], home).stdout).numbered.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  });

  it('u right after a restart brings the game back, in the same run or after quitting and --resume, and the save then holds the game restored', () => {
    const home = tempDir();
    expect(freecell(['--game', '617', '--ascii'], home, 'save\n6a\n6b\nu\nrestart\nq\n').status).toBe(0);
    const [{ id }] = savesJson(home) as [SaveJson];
    const file = path.join(home, 'games', `${id}.save`);
    expect(parseSave(fs.readFileSync(file, 'utf8'))).toMatchObject({ moves: [], restarted: true, attempt: 2, beforeRestart: { moves: [['6a'], ['6b']], position: 1 } });
    // resumed and left without a move (the save rewritten at the end), then resumed again: u still brings the moves back
    expect(freecell(['--resume', id, '--ascii'], home, 'redraw\nauto off\nauto on\nq\n').status).toBe(0);
    expect(parseSave(fs.readFileSync(file, 'utf8')).beforeRestart).toEqual({ moves: [['6a'], ['6b']], position: 1 });
    const resumed = freecell(['--resume', id, '--ascii'], home, 'u\nq\n');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toMatch(/^FreeCell - game 617 - attempt 2 - 0 moves - /);
    expect(resumed.stdout).toContain('\n> u\nFreeCell - game 617 - 1 move - ');
    expect(resumed.stdout).toContain('\nRestart undone: back to move 1.\n');
    // the undo is saved like any other change: the next resume continues the game restored
    const saved = parseSave(fs.readFileSync(file, 'utf8'));
    expect(saved).toMatchObject({ moves: [['6a'], ['6b']], position: 1 });
    expect([saved.restarted, saved.attempt, saved.beforeRestart]).toEqual([undefined, undefined, undefined]);
    const again = freecell(['--resume', id, '--ascii'], home, 'redo\nmoves\nu\nu\nu\nq\n');
    expect(again.stdout).toMatch(/^FreeCell - game 617 - 1 move - /);
    expect(again.stdout).toContain('\n> moves\n6a 6b\n');
    expect(again.stdout).toContain('\n> u\nNothing to undo.\n');
    // undone in the same run, then quit: the save holds the game as it was before the restart
    const same = tempDir();
    const run = freecell(['--game', '617', '--ascii'], same, 'save\n6a\nrestart\nu\nq\n');
    expect(run.stdout).toContain('\nThe deal starts again: attempt 2; u brings back your move.\n');
    expect(run.stdout).toContain('\nRestart undone: back to move 1.\n');
    const [{ id: other }] = savesJson(same) as [SaveJson];
    expect(freecell(['--resume', other, '--ascii'], same, 'moves\nq\n').stdout).toMatch(/^FreeCell - game 617 - 1 move - [^]*\n> moves\n6a\n/);
    // nothing was counted on the way
    expect(fs.existsSync(path.join(home, 'stats.json')) ? JSON.parse(freecell(['stats', '--json'], home).stdout).numbered : {}).toEqual({});
  });

  it('a move after the restart is journalled on the rewritten save, and an older save without the flag reads as before', () => {
    const home = tempDir();
    freecell(['--game', '617', '--ascii'], home, 'save\n6a\nrestart\n6b\nq\n');
    const [{ id }] = savesJson(home) as [SaveJson];
    const saved = parseSave(fs.readFileSync(path.join(home, 'games', `${id}.save`), 'utf8'));
    expect(saved).toMatchObject({ moves: [['6b']], position: 1 });
    expect(saved.restarted).toBeUndefined();
    const old: SavedGame = { variant: findVariant('freecell'), deal: { game: 617 }, moves: [], position: 0, elapsedMs: 5, autoplay: true, counted: false };
    expect(formatSave(old)).not.toContain('restarted');
    expect(parseSave(formatSave(old))).toEqual(old);
    expect(parseSave(formatSave({ ...old, restarted: true }))).toEqual({ ...old, restarted: true });
    // "restarted" with moves kept is not a save this program writes
    const forged = JSON.parse(formatSave({ ...old, moves: [['6a']], position: 1 })) as Record<string, unknown>;
    delete forged.checksum;
    forged.restarted = true;
    const text = JSON.stringify({ ...forged, checksum: createHash('sha256').update(JSON.stringify(forged)).digest('hex') });
    expect(() => parseSave(text)).toThrow(expect.objectContaining({ code: 'BAD_SAVE', params: { kind: 'bad-options' } }));
  });
});

describe("the solver's moves in a save", () => {
  /** QH under KH, KS alone: after a move of the player (KS to column 3), the solver's first move (KH to column 2) is played on its own, and three moves home win. */
  function kings(): string {
    const file = path.join(tempDir(), 'kings.fcs');
    fs.writeFileSync(file, 'Foundations: H-J C-K D-K S-Q\nFreecells:\n: QH KH\n: KS\n:\n:\n:\n:\n:\n:\n');
    return file;
  }
  /** The line of a win's summary. */
  const won = (out: string): string | undefined => /^(Game won|You won) .*$/m.exec(out)?.[0];
  const HOME_MOVES = '1h\n2h\n3h\nq\n';

  /** A kept game of `kings` in which the player played `before`, the solver one move, the player then `after`; its id. */
  function helped(home: string, after = '', before = '23\n'): string {
    const first = freecell(['--board', kings(), '--no-autoplay', '--ascii'], home, `save\n${before}solve\n\nq\n${after}q\n`);
    expect(first.stdout).toContain('KH from column 1 to column 2');
    return /Saved as game (\w+)/.exec(first.stdout)![1]!;
  }

  it('a resumed game won says how many of its moves the solver played', () => {
    const home = tempDir();
    const id = helped(home);
    expect(fs.readFileSync(path.join(home, 'games', `${id}.save`), 'utf8')).toContain('"helped":true,"solver":[1],');
    const resumed = freecell(['--resume', id, '--ascii'], home, HOME_MOVES);
    expect(won(resumed.stdout)).toMatch(/^Game won in 5 moves, 1 of them played by the solver, in \d+:\d\d\.$/);
    expect(JSON.parse(freecell(['stats', '--json'], home).stdout).board.freecell).toMatchObject({ played: 1, won: 0, helped: 1 });
    // the solution's moves home, played at once, are the solver's each
    const other = tempDir();
    const all = freecell(['--board', kings(), '--no-autoplay', '--ascii'], other, 'save\n23\nsolve\n\n\nu\nu\nq\n');
    expect(all.stdout).toContain('Game won in 5 moves, 4 of them played by the solver, in ');
    const [{ id: allId }] = savesJson(other) as [SaveJson];
    expect(parseSave(fs.readFileSync(path.join(other, 'games', `${allId}.save`), 'utf8'))).toMatchObject({ moves: [['23'], ['12'], ['1h'], ['2h'], ['3h']], position: 3, solver: [1, 2, 3, 4] });
  });

  it('saves and the give-up question count the solver\'s moves apart from those typed', () => {
    const home = tempDir();
    const id = helped(home);
    expect(freecell(['saves'], home).stdout).toContain(`${id}  FreeCell, board kings.fcs, 1 move typed + 1 by the solver, time `);
    expect(freecell(['saves', '--lang', 'pt'], home).stdout).toContain(`${id}  FreeCell, tabuleiro kings.fcs, 1 movimento digitado + 1 do resolvedor, tempo `);
    const asked = freecell(['--resume', id, '--ascii'], home, 'r\nn\nq\n').stdout;
    expect(asked).toContain('Give up this game (1 move typed + 1 by the solver) for a new deal?');
    const other = tempDir();
    const all = /Saved as game (\w+)/.exec(freecell(['--board', kings(), '--no-autoplay', '--ascii'], other, 'save\nsolve\n\nq\nq\n').stdout)![1]!;
    expect(freecell(['saves'], other).stdout).toContain(`${all}  FreeCell, board kings.fcs, 1 move by the solver, time `);
    expect(freecell(['--resume', all, '--ascii', '--lang', 'pt'], other, 'r\nn\nq\n').stdout).toContain('Desistir deste jogo (1 movimento do resolvedor) por uma nova distribuição?');
  });

  it('after undo and redo, before and after the resume; a move of the player in place of the solver\'s takes it out of the count', () => {
    const home = tempDir();
    const id = helped(home, 'u\nredo\n');
    // the solver's move left undone, to be redone after the next resume
    expect(freecell(['--resume', id, '--ascii'], home, 'u\nredo\nu\nq\n').stdout).toMatch(/FreeCell - board kings\.fcs - 1 move - [^\n]*\n+[^>]*> q\n/);
    expect(won(freecell(['--resume', id, '--ascii'], home, `redo\n${HOME_MOVES}`).stdout)).toMatch(/^Game won in 5 moves, 1 of them played by the solver, in /);
    const other = tempDir();
    const again = helped(other, 'u\n');
    const resumed = freecell(['--resume', again, '--ascii'], other, `12\n${HOME_MOVES}`).stdout;
    expect(won(resumed)).toMatch(/^You won in 5 moves, in \d+:\d\d!$/);
    expect(resumed).toContain('The solver played moves of this game that were taken back since: it still counts as solved with help, not as a win.');
  });

  it('after a restart, in the first game and in the resumed one', () => {
    const home = tempDir();
    const id = helped(home, 'restart\n23\nsolve\n\nq\n');
    expect(won(freecell(['--resume', id, '--ascii'], home, HOME_MOVES).stdout)).toMatch(/^Game won in 5 moves, 1 of them played by the solver, in /);
    const other = tempDir();
    const again = helped(other);
    const resumed = freecell(['--resume', again, '--ascii'], other, `restart\n23\n12\n${HOME_MOVES}`).stdout;
    expect(won(resumed)).toMatch(/^You won in 5 moves, in /);
    expect(resumed).toContain('that were taken back since');
  });

  it('a journal of moves, undo and redo, left by a killed game, gives the count too', async () => {
    const home = tempDir();
    const child = spawn(process.execPath, [BIN, '--board', kings(), '--no-autoplay'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home }, stdio: ['pipe', 'ignore', 'ignore'] });
    child.stdin.write('save\n23\nsolve\n\nq\n1h\nu\nu\nredo\n');
    const games = path.join(home, 'games');
    const saveFile = (): string | undefined => (fs.existsSync(games) ? fs.readdirSync(games).find((f) => f.endsWith('.save')) : undefined);
    await waitFor(() => saveFile() !== undefined && fs.readFileSync(path.join(games, saveFile()!), 'utf8').includes('"redo":1'));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const text = fs.readFileSync(path.join(games, saveFile()!), 'utf8');
    expect(text.split('\n').filter((l) => l.includes('"play"')).map((l) => (JSON.parse(l) as { s?: boolean }).s)).toEqual([undefined, true, false]);
    const id = saveFile()!.replace(/\.save$/, '');
    expect(won(freecell(['--resume', id, '--ascii'], home, `redo\n${HOME_MOVES}`).stdout)).toMatch(/^Game won in 5 moves, 1 of them played by the solver, in /);
  }, 30000);

  it('a save that does not say (an earlier version\'s header, or a line of one after help) reads as before: the win says the solver played moves of it', () => {
    const home = tempDir();
    const id = helped(home);
    const file = path.join(home, 'games', `${id}.save`);
    const saved = parseSave(fs.readFileSync(file, 'utf8'));
    const { solver: _, ...older } = saved;
    const unknown = /^Game won in 5 moves, in \d+:\d\d; the solver played moves of this game\.$/;
    fs.writeFileSync(file, formatSave(older));
    expect(won(freecell(['--resume', id, '--ascii'], home, HOME_MOVES).stdout)).toMatch(unknown);
    const other = tempDir();
    const again = helped(other);
    const otherFile = path.join(other, 'games', `${again}.save`);
    const fields = { play: ['1h'], t: 9, c: false, h: true };
    fs.appendFileSync(otherFile, `${JSON.stringify({ ...fields, sum: createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16) })}\n`);
    expect(won(freecell(['--resume', again, '--ascii'], other, '2h\n3h\nq\n').stdout)).toMatch(unknown);
  });

  it('a list or a line that this freecell never writes is refused naming the damage, and the file is left as it is', () => {
    const home = tempDir();
    const id = helped(home);
    const file = path.join(home, 'games', `${id}.save`);
    const { checksum: _, ...fields } = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const solver of [[2], [1, 0], [0.5], 'all']) {
      const edited = { ...fields, solver };
      const text = `${JSON.stringify({ ...edited, checksum: createHash('sha256').update(JSON.stringify(edited)).digest('hex') })}\n`;
      fs.writeFileSync(file, text);
      const r = freecell(['--resume', id], home, HOME_MOVES);
      expect([r.status, r.stderr]).toEqual([2, `freecell: cannot resume ${id}: the options are not valid.\n`]);
      expect(fs.readFileSync(file, 'utf8')).toBe(text);
    }
    const good = `${JSON.stringify({ ...fields, checksum: createHash('sha256').update(JSON.stringify(fields)).digest('hex') })}\n`;
    const line = { play: ['1h'], t: 9, c: false, h: true, s: 'yes' };
    const text = `${good}${JSON.stringify({ ...line, sum: createHash('sha256').update(JSON.stringify(line)).digest('hex').slice(0, 16) })}\n`;
    fs.writeFileSync(file, text);
    const r = freecell(['--resume', id], home, HOME_MOVES);
    expect([r.status, r.stderr]).toEqual([2, `freecell: cannot resume ${id}: line 2 is damaged.\n`]);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
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
    const r = runInMemory(['--resume', file], 'q\n', { FREECELL_HOME: home }, { disk: true });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.startsWith(`freecell: cannot resume ${file}: `)).toBe(true);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.readdirSync(home).sort()).toEqual(['game.json']);
    return r.stderr;
  }

  it('the good save resumes', () => {
    expect(made.status).toBe(0);
    expect(made.stdout).toContain(`Saved to ${file}.`);
    fs.writeFileSync(file, good);
    const r = runInMemory(['--resume', file, '--ascii'], 'q\n', { FREECELL_HOME: home }, { disk: true });
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
    expect(refused(good.replace('"version":2', '"version":9'))).toContain('the save is version 9; this program reads versions 1 and 2');
    const save = JSON.parse(good) as { moves: string[][]; checksum?: string };
    save.moves[1] = ['8h'];
    delete save.checksum;
    const resealed = JSON.stringify({ ...save, checksum: createHash('sha256').update(JSON.stringify(save)).digest('hex') });
    expect(refused(resealed)).toContain("move 2, 8h, cannot be played: QH cannot go to the foundations yet: AH is not on a foundation.");
  });

  it('a missing save, a folder and a FIFO are named', () => {
    const none = runInMemory(['--resume', path.join(home, 'none.json')], '', { FREECELL_HOME: home });
    expect(none.status).toBe(2);
    expect(none.stderr).toBe(`freecell: cannot resume ${path.join(home, 'none.json')}: no such file.\n`);
    const folder = path.join(home, 'folder.save');
    fs.mkdirSync(folder);
    expect(runInMemory(['--resume', folder], '', { FREECELL_HOME: home }).stderr).toBe(`freecell: cannot resume ${folder}: it is a folder.\n`);
    const fifo = path.join(home, 'fifo.save');
    spawnSync('mkfifo', [fifo]);
    const r = freecell(['--resume', fifo], home);
    expect(r).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot resume ${fifo}: it is a FIFO, not a regular file.\n` });
  });

  it('a save of version 1 (earlier versions of the program) still resumes, and is saved back as version 2', () => {
    const { checksum: _sum, ...fields } = JSON.parse(good) as Record<string, unknown>;
    const v1fields = { ...fields, version: 1 };
    const v1 = `${JSON.stringify({ ...v1fields, checksum: createHash('sha256').update(JSON.stringify(v1fields)).digest('hex') }, null, 2)}\n`;
    fs.writeFileSync(file, v1);
    const r = freecell(['--resume', file, '--ascii'], home, '1c\n');
    expect(r.stdout).toContain('FreeCell - game 617 - 2 moves');
    expect(parseSave(fs.readFileSync(file, 'utf8'))).toMatchObject({ position: 3, moves: [['6a'], ['6b'], ['1c']] });
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^\{"format":"freecell-save","version":2,/);
  });

  it('a save whose last line a crash tore is rewritten whole before anything is appended', () => {
    fs.writeFileSync(file, `${good}{"play":["7b"],"t":9,`);
    const r = freecell(['--resume', file, '--ascii'], home, 'u\n');
    expect(r.stdout).toContain('FreeCell - game 617 - 2 moves');
    const text = fs.readFileSync(file, 'utf8');
    expect(readSaveFile(file).contents).toMatchObject({ tornTail: false, game: { position: 1 } });
    expect(text.endsWith('\n')).toBe(true);
  });
});

describe('the single save.json of earlier versions', () => {
  function v1(position: number): string {
    const fields = {
      format: 'freecell-save',
      version: 1,
      variant: 'freecell',
      rules: { buildBy: 'alternate-colour', cells: 4, columns: 8, foundations: 4, emptyColumn: 'any', sequenceMoves: 'free-space', cellsDealt: 0, acesToFoundationOnly: false },
      deal: { game: 617 },
      moves: [['6a'], ['6b']],
      position,
      elapsedMs: 10,
      autoplay: true,
      counted: false,
    };
    return `${JSON.stringify({ ...fields, checksum: createHash('sha256').update(JSON.stringify(fields)).digest('hex') }, null, 2)}\n`;
  }

  it('is moved into the games folder at start-up, once, and resumes', () => {
    const home = tempDir();
    fs.writeFileSync(path.join(home, 'save.json'), v1(2));
    fs.writeFileSync(path.join(home, 'save.json.bak'), v1(1));
    const r = freecell(['--resume', '--ascii'], home, 'q\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Your saved game was moved to the games folder as game [a-z2-9]{6}\./);
    expect(r.stdout).toContain('FreeCell - game 617 - 2 moves');
    expect(filesIn(home).filter((f) => !f.startsWith('games'))).toEqual([]);
  });

  it('with a file time past what a date holds (touch -d @99999999999999 on a tmpfs), is moved once, says nothing of it, and resumes', () => {
    const home = tempDir();
    const legacy = path.join(home, 'save.json');
    fs.writeFileSync(legacy, v1(2));
    const { ino } = fs.statSync(legacy);
    // a tmpfs keeps such a time whole (other file systems cut it down): the save.json read says it
    const real = realFs.fstatSync;
    let faked = 0;
    const spy = jest.spyOn(realFs, 'fstatSync').mockImplementation(((fd: number, options?: fs.StatOptions) => {
      const st = real(fd, options) as fs.Stats;
      if (st.ino !== ino) return st;
      faked++;
      return Object.assign(Object.create(Object.getPrototypeOf(st) as object) as fs.Stats, st, { mtimeMs: 99999999999999000 });
    }) as never);
    const env = { NO_COLOR: '1', LANG: 'C', FREECELL_HOME: home };
    let r: ReturnType<typeof runInMemory>;
    try {
      r = runInMemory(['--resume', '--ascii'], 'q\n', env);
    } finally {
      spy.mockRestore();
    }
    // the save.json read did carry that time (a read that no longer went through fstatSync would test nothing here)
    expect(faked).toBeGreaterThan(0);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/^Your saved game was moved to the games folder as game [a-z2-9]{6}\.\nFreeCell - game 617 - 2 moves/);
    expect(filesIn(home).filter((f) => !f.startsWith('games/'))).toEqual(['games']);
    // moved once: the next start finds the one game, nothing more to move
    const again = runInMemory(['--resume', '--ascii'], 'q\n', env);
    expect([again.status, again.stderr]).toEqual([0, '']);
    expect(again.stdout).toMatch(/^FreeCell - game 617 - 2 moves/);
    expect(filesIn(home).filter((f) => f.endsWith('.save'))).toHaveLength(1);
  });

  it('damaged, its backup\'s file time past what a date holds: the backup is kept, and the sentence leaves its time out', () => {
    const home = tempDir();
    fs.writeFileSync(path.join(home, 'save.json'), v1(2).slice(0, 50));
    fs.writeFileSync(path.join(home, 'save.json.bak'), v1(1));
    const { ino } = fs.statSync(path.join(home, 'save.json.bak'));
    const real = realFs.fstatSync;
    const spy = jest.spyOn(realFs, 'fstatSync').mockImplementation(((fd: number, options?: fs.StatOptions) => {
      const st = real(fd, options) as fs.Stats;
      return st.ino === ino ? Object.assign(Object.create(Object.getPrototypeOf(st) as object) as fs.Stats, st, { mtimeMs: 99999999999999000 }) : st;
    }) as never);
    let r: ReturnType<typeof runInMemory>;
    try {
      r = runInMemory(['--resume', '--ascii'], 'q\n', { NO_COLOR: '1', LANG: 'C', FREECELL_HOME: home });
    } finally {
      spy.mockRestore();
    }
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/^Your saved game could not be read, so its backup was kept instead, as game [a-z2-9]{6}\.\nFreeCell - game 617 - 1 move/);
    expect(filesIn(home).filter((f) => !f.startsWith('games/'))).toEqual(['games']);
  });

  it('damaged, in Portuguese: the sentence says that the backup was kept in the damaged game\'s place, from when', () => {
    const home = tempDir();
    fs.writeFileSync(path.join(home, 'save.json'), v1(2).slice(0, 50));
    fs.writeFileSync(path.join(home, 'save.json.bak'), v1(1));
    const r = freecell(['--resume', '--ascii', '--lang', 'pt'], home, 'q\n');
    expect(r.stdout).toMatch(/^Seu jogo salvo não pôde ser lido, então foi mantida a cópia de segurança de \d{4}-\d\d-\d\d \d\d:\d\d no lugar dele, como jogo [a-z2-9]{6}\.\nFreeCell - jogo 617 - 1 movimento/);
  });

  it('is replaced by its backup when damaged, or kept aside when both are', () => {
    const home = tempDir();
    fs.writeFileSync(path.join(home, 'save.json'), v1(2).slice(0, 50));
    fs.writeFileSync(path.join(home, 'save.json.bak'), v1(1));
    const r = freecell(['--resume', '--ascii'], home, 'q\n');
    expect(r.stdout).toMatch(/Your saved game could not be read, so its backup from \d{4}-\d\d-\d\d \d\d:\d\d was kept instead, as game [a-z2-9]{6}\./);
    expect(r.stdout).toContain('FreeCell - game 617 - 1 move');

    const other = tempDir();
    fs.mkdirSync(path.join(other, 'save.json'));
    const s = freecell(['--resume'], other, 'q\n');
    expect(s.stdout).toBe(`The old saved game ${path.join(other, 'save.json')} cannot be read (it is a folder); it is kept as ${path.join(other, 'save.json.damaged')}.\n`);
    expect(s.stderr).toBe('freecell: nothing to resume: there is no saved game.\n');

    // a name already taken, even by a link that leads nowhere, is never renamed over
    const third = tempDir();
    fs.mkdirSync(path.join(third, 'save.json'));
    fs.symlinkSync(path.join(third, 'nowhere'), path.join(third, 'save.json.damaged'));
    const t = freecell(['--resume'], third, 'q\n');
    expect(t.stdout).toBe(`The old saved game ${path.join(third, 'save.json')} cannot be read (it is a folder); it is kept as ${path.join(third, 'save.json.damaged-2')}.\n`);
    expect(fs.readlinkSync(path.join(third, 'save.json.damaged'))).toBe(path.join(third, 'nowhere'));
    expect(fs.statSync(path.join(third, 'save.json.damaged-2')).isDirectory()).toBe(true);
  });
});

describe('a won game whose win the statistics cannot take yet', () => {
  it('is never offered as a game to resume: not by the start menu, not by --resume, and saves says it waits to be counted', () => {
    const home = tempDir();
    const stats = path.join(home, 'stats.json');
    fs.mkdirSync(stats);
    const won = /Saved as game ([a-z2-9]{6})/.exec(freecell(['--board', almostWon(tempDir())], home, 'save\n1h\nq\n').stdout)![1]!;
    const waiting = `The win of saved game ${won} is not counted yet: ${stats} cannot be updated (it is a folder); the game is kept until it can.\n`;
    const listed = freecell(['saves'], home);
    expect(listed.stdout).toMatch(new RegExp(`^${waiting.replace(/[.()]/g, '\\$&')}${won}  FreeCell, board almost\\.fcs, 1 move typed, time 0:00, last played [-0-9: ]+ \\(won: its win waits to be counted in the statistics\\)\n$`));
    expect(savesJson(home)).toMatchObject([{ id: won, won: true }]);
    expect(freecell(['--resume'], home)).toEqual({ status: 2, stdout: waiting, stderr: 'freecell: nothing to resume: the saved games are all won (freecell saves lists them).\n' });
    expect(freecell(['--resume', won], home)).toEqual({ status: 2, stdout: waiting, stderr: `freecell: cannot resume ${won}: it is won, and its win waits to be counted in the statistics.\n` });
    expect(freecell(['--resume', won, '--lang', 'pt'], home).stderr).toBe(`freecell: não foi possível continuar ${won}: ele já foi ganho, e sua vitória espera ser contada nas estatísticas.\n`);
    // On a terminal: no menu for it; a new game starts, and a game in progress is still offered.
    const fresh = onTerminal(['--ascii'], 'q\n', home);
    expect(fresh).not.toContain('Saved games:');
    expect(fresh).toContain('FreeCell - game ');
    freecell(['--game', '5'], home, 'save\n6a\nq\n');
    const menu = onTerminal(['--ascii'], 'q\n', home);
    expect(menu).toContain('Saved games:\n   1  FreeCell, game 5, 1 move typed, ');
    expect(menu).not.toContain('almost.fcs');
    expect(onTerminal(['--game', '7', '--ascii'], 'q\n', home)).toContain('You have 1 saved game: ');
    // Once the statistics can take it, the win is counted once, and the save goes.
    fs.rmdirSync(stats);
    expect(freecell(['saves'], home).stdout).toMatch(new RegExp(`^The win of saved game ${won} \\(.*\\) is now counted in the statistics\\.\n`));
    expect(savesJson(home).map((s) => s.id)).not.toContain(won);
  }, 60000);

  it('save after such a win says that its save waits to be counted, not to be resumed', () => {
    const home = tempDir();
    fs.mkdirSync(path.join(home, 'stats.json'));
    const out = onTerminal(['--board', almostWon(tempDir()), '--ascii'], '1h\nsave\nq\n', home);
    const id = /Saved as game ([a-z2-9]{6}): it is won, and its win is counted the next time freecell starts and can update the statistics\./.exec(out)?.[1];
    expect(id).toBeDefined();
    expect(out).not.toContain('continues it');
    expect(savesJson(home)).toMatchObject([{ id, won: true }]);
  });
});

describe('statistics and per-user files that are not regular files', () => {
  it('a statistics file that is a folder is named, at start and in the game', () => {
    const home = tempDir();
    fs.mkdirSync(path.join(home, 'stats.json'));
    const file = path.join(home, 'stats.json');
    expect(freecell(['stats'], home)).toEqual({ status: 2, stdout: '', stderr: `freecell: The statistics in ${file} cannot be read (it is a folder); the file is left as it is.\n` });
    const board = almostWon(tempDir());
    const r = freecell(['--board', board], home, 'save\n1h\n');
    expect(r.stdout).toContain(`The statistics in ${file} cannot be read (it is a folder); the file is left as it is.`);
    expect(r.status).toBe(0);
  });

  it('saves --json lists a damaged save with its reason, and --delete gives a game up as a loss', () => {
    const home = tempDir();
    freecell(['--game', '3'], home, 'save\n1a\n');
    const [{ id }] = savesJson(home) as [SaveJson];
    fs.writeFileSync(path.join(home, 'games', 'zzzzzz.save'), 'garbage');
    expect(savesJson(home).find((s) => s.id === 'zzzzzz')).toMatchObject({ damaged: 'the file is not complete JSON (truncated or damaged)', variant: null, game: null });
    expect(freecell(['saves', '--delete', id], home)).toEqual({ status: 0, stdout: `Deleted game ${id}; it counts as given up.\n`, stderr: '' });
    expect(JSON.parse(freecell(['stats', '--json'], home).stdout)).toMatchObject({ numbered: { freecell: { played: 1, lost: 0, gaveUp: 1 } } });
    expect(freecell(['saves', '--delete', 'nope'], home).stderr).toBe('freecell: cannot delete saved game nope: there is no saved game nope (freecell saves lists them).\n');
  });

  it('--delete counts a PySol deal given up among the numbered deals, as the game itself does', () => {
    const home = tempDir();
    freecell(['--game', 'pysol:123456', '--variant', 'bakers'], home, 'save\n1a\n');
    const [{ id }] = savesJson(home) as [SaveJson];
    expect(freecell(['saves', '--delete', id], home)).toEqual({ status: 0, stdout: `Deleted game ${id}; it counts as given up.\n`, stderr: '' });
    const stats = JSON.parse(freecell(['stats', '--json'], home).stdout) as Record<string, unknown>;
    expect(stats).toMatchObject({ numbered: { bakers: { played: 1, gaveUp: 1 } } });
    expect(stats.board).toEqual({});
  });
});

describe('deck FILE in a game', () => {
  it('piped: refuses a missing, a folder and a bad file with one sentence each, deals a deck file, and its save resumes like a --deck game', () => {
    const home = tempDir();
    const files = tempDir();
    const deck = path.join(files, 'd617.txt');
    fs.writeFileSync(deck, `${DECK_617}\n`);
    fs.writeFileSync(path.join(files, 'bad.txt'), 'AH 2H ZZ\n');
    fs.mkdirSync(path.join(files, 'folder'));
    const keys = ['deck nothere.txt', `deck ${path.join(files, 'folder')}`, `deck ${path.join(files, 'bad.txt')}`, `deck ${deck}`, '1a', 's', 'q', ''].join('\n');
    const first = freecell(['--game', '5', '--ascii'], home, keys);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('> deck nothere.txt\nCannot read nothere.txt: no such file; this game goes on.\n> ');
    expect(first.stdout).toContain(`Cannot read ${path.join(files, 'folder')}: it is a folder; this game goes on.\n> `);
    expect(first.stdout).toContain(`${path.join(files, 'bad.txt')} is not a deck file: token 3, "ZZ", is not a card; this game goes on.\n> `);
    expect(first.stdout).toContain(`> deck ${deck}\nFreeCell - deck d617.txt - 0 moves`);
    const id = /Saved as game ([a-z2-9]{6}): freecell --resume \1 continues it\./.exec(first.stdout)?.[1];
    expect(id).toBeDefined();
    expect(freecell(['saves'], home).stdout).toMatch(new RegExp(`^${id}  FreeCell, deck d617\\.txt, 1 move typed`));
    // the same position as --deck FILE and the same move, read from the save without the deck file
    fs.rmSync(deck);
    const resumed = freecell(['--resume', id!, '--ascii'], home, 'q\n').stdout;
    const board = (text: string): string => text.split('\n').slice(0, 14).join('\n');
    fs.writeFileSync(deck, `${DECK_617}\n`);
    const direct = freecell(['--deck', deck, '--ascii'], tempDir(), '1a\nq\n').stdout;
    expect(board(resumed)).toBe(board(direct.slice(direct.indexOf('FreeCell - deck d617.txt - 1 move'))));
    expect(resumed).toContain('[ JD][   ][   ][   ]');
  });

  it('on a terminal: a game left for a deck after a move is asked about and counted as given up, as game N does; the deck game counts as a deck file', () => {
    const home = tempDir();
    const keys = '6a\ndeck fixtures/decks/lost-in-four.txt\nn\ndeck fixtures/decks/lost-in-four.txt\ny\ntc 1 1\ntc 2 2\ntc 3 3\ntc 4 4\nstats\nq\n';
    const out = onTerminal(['--game', '5', '--ascii'], keys, home);
    expect(out).toContain('The game goes on.');
    expect(out).toContain('Game given up: the statistics count it as given up.');
    expect(out).toContain('FreeCell - deck lost-in-four.txt - 0 moves');
    expect(out).toContain('No legal move is left: this game is lost.');
    expect(out).toContain('freecell, numbered deals: 1 game played\n  0 won (0%), 0 lost, 1 given up, 0 solved with help\n');
    expect(out).toContain('freecell, deck files: 1 game played\n  0 won (0%), 1 lost, 0 given up, 0 solved with help\n');
  });
});

/** The cards of game 617 in dealing order, as a deck file holds them. */
const DECK_617 = '7D AD 5C 3S 5S 8C 2D AH 10D 7S QD AC 6D 8H AS KH 10H QC 3H 9D 6S 8D 3D 10C KD 5H 9S 3C 8S 7H 4D JS 4C QS 9C 9H 7C 6H 2C 2S 4S 10S 2H 5D JC 6C JH QH JD KS KC 4H';

describe('a game settled while the statistics took nothing of it', () => {
  const LOSABLE = 'Foundations: H-K D-K C-9 S-9\nFreecells: -\nKC 10S QS\n10C QC\nJC KS\nJS\n';
  const WIN = 'u\ntc 2 1\ntt 3 2\ntc 1 1\nstats\nq\n';
  const notBefore = "This game's result was settled before this win without being counted (statistics off, or a game not kept), so this win is not counted either.";

  /** Loses the one-cell board (kept with save) with `flags`, and returns the id of its save. */
  function lostAndKept(home: string, flags: string[], input = 'tc 3 1\nsave\nq\n'): string {
    const board = path.join(tempDir(), 'losable.fcs');
    fs.writeFileSync(board, LOSABLE);
    const out = freecell(['--board', board, '--cells', '1', '--columns', '4', '--ascii', ...flags], home, input).stdout;
    expect(out).toContain('No legal move is left: this game is lost.');
    return /Saved as game ([a-z2-9]{6})/.exec(out)![1]!;
  }

  it('resumed with the statistics on and won after an undo, says its result was never counted, and counts nothing', () => {
    for (const [flags, input] of [[['--no-statistics'], 'tc 3 1\nsave\nq\n'], [[], 'tc 3 1\nsave\nq\n'], [['--no-statistics'], 'save\ntc 3 1\nq\n']] as const) {
      const home = tempDir();
      const id = lostAndKept(home, [...flags], input);
      const won = freecell(['--resume', id, '--ascii'], home, WIN).stdout;
      expect(won).toContain('You won in 3 moves');
      expect(won).toContain(notBefore);
      expect(won).not.toContain('already counted');
      expect(won).toContain('> stats\nNo games counted yet.\n');
    }
    const home = tempDir();
    const id = lostAndKept(home, ['--no-statistics']);
    expect(freecell(['--resume', id, '--ascii', '--lang', 'pt'], home, WIN).stdout).toContain(
      'O resultado deste jogo foi decidido antes desta vitória sem ser contado (estatísticas desligadas, ou um jogo não guardado), então esta vitória também não é contada.',
    );
  }, 60000);

  it('a win kept with save FILE while the statistics were off is refused by --resume without saying it was counted', () => {
    const home = tempDir();
    const dir = tempDir();
    const board = path.join(dir, 'losable.fcs');
    fs.writeFileSync(board, LOSABLE);
    const file = path.join(dir, 'won.save');
    expect(freecell(['--board', board, '--cells', '1', '--columns', '4', '--ascii', '--no-statistics'], home, `tc 2 1\ntt 3 2\ntc 1 1\nsave ${file}\nq\n`).stdout).toContain(`Saved to ${file}.`);
    expect(freecell(['--resume', file], home)).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot resume ${file}: it is won, and its win was not counted (statistics off, or a game not kept), nor will it be.\n` });
    expect(freecell(['--resume', file, '--lang', 'pt'], home).stderr).toBe(`freecell: não foi possível continuar ${file}: ele já foi ganho, e sua vitória não foi contada (estatísticas desligadas, ou um jogo não guardado), nem será.\n`);
    expect(freecell(['stats'], home).stdout).toBe('No games counted yet.\n');
    // such a save in the games folder (left when removing a won game's save failed) is listed as not counted
    // (with the statistics on, saves would try to count it and remove it, as every settled win's save)
    expect(freecell(['config', 'statistics', 'off'], home).status).toBe(0);
    fs.mkdirSync(path.join(home, 'games'), { recursive: true });
    fs.copyFileSync(file, path.join(home, 'games', 'wonwon.save'));
    expect(freecell(['saves'], home).stdout).toMatch(/^wonwon {2}FreeCell \(.*\), board losable\.fcs, .* \(won, not counted: statistics off, or a game not kept\)\n$/);
    expect(freecell(['saves', '--lang', 'pt'], home).stdout).toContain(' (ganho, não contado: estatísticas desligadas, ou um jogo não guardado)\n');
  }, 60000);

  it('a loss the statistics counted still says so at a later win of the resumed game', () => {
    const home = tempDir();
    const id = lostAndKept(home, [], 'save\ntc 3 1\nq\n');
    const won = freecell(['--resume', id, '--ascii'], home, WIN).stdout;
    expect(won).toContain("This game's result was already counted before this win.");
    // a board of 4 columns and 1 cell: FreeCell with 1 cell on 4 columns, the registered variant nearest those rules
    expect(won).toContain('> stats\nfreecell-1 (4 columns), boards: 1 game played\n  0 won (0%), 1 lost, ');
  }, 60000);
});

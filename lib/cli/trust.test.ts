// Files the program owns under odd conditions, through the real program: a save file that stops growing, lock files that are not files.

import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-trust-'));
}

/** Runs the program with piped input and waits for it (at most 20 s, then SIGKILL: a hang fails the test). */
function freecell(args: string[], home: string, input = ''): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, timeout: 20000, killSignal: 'SIGKILL' });
  return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

async function waitFor(check: () => boolean, ms = 15000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a save whose journal cannot grow', () => {
  it('is rewritten whole when an append fails, so a crash after it loses nothing', async () => {
    const home = tempDir();
    // Files of this game may not pass 4 KB (bash counts in KB): the journal's appends soon fail half-written, as on a full disk.
    const game = spawn('bash', ['-c', 'ulimit -f 4 && exec "$0" "$@"', process.execPath, BIN, '--game', '1', '--no-autoplay', '--no-status', '--ascii'], {
      cwd: ROOT,
      env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    game.stdout.on('data', (d: Buffer) => (out += d.toString()));
    // 80 journal lines (about 6 KB) of undo and redo, then one more move.
    game.stdin.write(`save\n6a\n${'u\nredo\n'.repeat(40)}6b\nmoves\n`);
    await waitFor(() => out.includes('6a 6b'));
    game.kill('SIGKILL');
    await new Promise((r) => game.once('exit', r));
    expect(out).not.toContain('Could not save');
    const id = /Saved as game ([a-z2-9]{6})/.exec(out)![1]!;
    const resumed = freecell(['--resume', id, '--ascii'], home, 'moves\nq\n');
    expect(resumed.stderr).toBe('');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('FreeCell - game 1 - 2 moves - ');
    expect(resumed.stdout).toContain('\n6a 6b\n');
  }, 60000);
});

describe('a lock file that is not a file', () => {
  // Locks are made by link(), so they are regular files: a FIFO, a device or a folder with a lock's name is named, never waited on or read.
  const kinds: [string, (file: string) => void, string][] = [
    ['a FIFO', (file) => spawnSync('mkfifo', [file]), 'it is not a regular file'],
    ['a device', (file) => spawnSync('mknod', [file, 'c', '1', '3']), 'it is not a regular file'],
    ['a folder', (file) => fs.mkdirSync(file), 'it is a folder'],
  ];

  it('that is a link to a missing file is stale: the link is replaced, never followed', () => {
    const home = tempDir();
    const lock = path.join(home, 'settings.json.lock');
    fs.symlinkSync(path.join(home, 'created-through-link'), lock);
    expect(freecell(['config', 'autoplay', 'off'], home)).toEqual({ status: 0, stdout: 'autoplay is now off.\n', stderr: '' });
    expect(fs.readdirSync(home).sort()).toEqual(['settings.json']);
    const id = /Saved as game ([a-z2-9]{6})/.exec(freecell(['--game', '3', '--ascii'], home, 'save\n6a\nq\n').stdout)![1]!;
    fs.symlinkSync(path.join(home, 'created-through-link'), path.join(home, 'games', `${id}.save.lock`));
    const resumed = freecell(['--resume', id, '--ascii'], home, 'q\n');
    expect({ status: resumed.status, stderr: resumed.stderr }).toEqual({ status: 0, stderr: '' });
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
    expect(fs.existsSync(path.join(home, 'created-through-link'))).toBe(false);
  });

  it.each(kinds)('is named by config, which ends at once (%s)', (_, make, why) => {
    const home = tempDir();
    const lock = path.join(home, 'settings.json.lock');
    make(lock);
    expect(freecell(['config', 'autoplay', 'off'], home)).toEqual({
      status: 2,
      stdout: '',
      stderr: `freecell: cannot write the settings to ${path.join(home, 'settings.json')}: cannot lock ${lock}: ${why}.\n`,
    });
    expect(fs.readdirSync(home).sort()).toEqual(['settings.json.lock']);
  });

  it.each(kinds)('beside a save: saves lists the game, --resume and --delete name the lock (%s)', (_, make, why) => {
    const home = tempDir();
    const first = freecell(['--game', '3', '--ascii'], home, 'save\n6a\nq\n');
    const id = /Saved as game ([a-z2-9]{6})/.exec(first.stdout)![1]!;
    const lock = path.join(home, 'games', `${id}.save.lock`);
    make(lock);
    const saves = freecell(['saves'], home);
    expect(saves.status).toBe(0);
    expect(saves.stdout).toMatch(new RegExp(`^${id}  FreeCell, game 3, 1 move typed, `));
    expect(freecell(['--resume', id], home)).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot resume ${id}: cannot lock ${lock}: ${why}.\n` });
    expect(freecell(['saves', '--delete', id], home)).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot delete saved game ${id}: cannot lock ${lock}: ${why}.\n` });
    expect(fs.readdirSync(path.join(home, 'games')).sort()).toEqual([`${id}.save`, `${id}.save.lock`]);
  });
});

describe('an input file the system cannot open', () => {
  it('is named in the catalogue words, not the system error (links in a circle, a name too long)', () => {
    const home = tempDir();
    const dir = tempDir();
    fs.symlinkSync('b', path.join(dir, 'a'));
    fs.symlinkSync('a', path.join(dir, 'b'));
    const loop = path.join(dir, 'a');
    const long = path.join(dir, 'x'.repeat(300));
    expect(freecell(['--deck', loop], home)).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot read deck file ${loop}: its links lead round in a circle.\n` });
    expect(freecell(['--deck', loop, '--lang', 'pt'], home).stderr).toBe(`freecell: não foi possível ler o baralho ${loop}: seus links formam um ciclo.\n`);
    // a name over 200 characters is quoted by its first and last 100
    const shown = `${long.slice(0, 100)}…${long.slice(-100)}`;
    expect(freecell(['replay', '--game', '1', long], home)).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot read moves file ${shown}: the name is too long.\n` });
    fs.symlinkSync('stats.json', path.join(home, 'stats.json'));
    expect(freecell(['stats'], home)).toEqual({
      status: 2,
      stdout: '',
      stderr: `freecell: The statistics in ${path.join(home, 'stats.json')} cannot be read (its links lead round in a circle); the file is left as it is.\n`,
    });
  });
});

describe('a per-user folder whose name is taken by a file', () => {
  it('is named by config and stats --reset, with status 2 and nothing written', () => {
    const home = path.join(tempDir(), 'home');
    fs.writeFileSync(home, 'not a folder');
    expect(freecell(['config', 'ascii', 'on'], home)).toEqual({
      status: 2,
      stdout: '',
      stderr: `freecell: cannot write the settings to ${path.join(home, 'settings.json')}: a folder in its path is a file.\n`,
    });
    expect(freecell(['stats', '--reset'], home, 'yes\n')).toEqual({
      status: 2,
      stdout: 'Clear all statistics? Type yes to confirm: yes\n',
      stderr: `freecell: cannot clear the statistics in ${path.join(home, 'stats.json')}: a folder in its path is a file.\n`,
    });
    expect(freecell(['stats', '--reset', '--lang', 'pt'], home, 'sim\n').stderr).toBe(
      `freecell: não foi possível apagar as estatísticas em ${path.join(home, 'stats.json')}: uma pasta do caminho é um arquivo.\n`,
    );
    expect(fs.readFileSync(home, 'utf8')).toBe('not a folder');
  });

  it('stats --reset that cannot take the lock says so, not that a game goes on', () => {
    const home = tempDir();
    fs.mkdirSync(path.join(home, 'stats.json.lock'));
    expect(freecell(['stats', '--reset'], home, 'yes\n').stderr).toBe(
      `freecell: cannot clear the statistics in ${path.join(home, 'stats.json')}: cannot lock ${path.join(home, 'stats.json.lock')}: it is a folder.\n`,
    );
  });
});

describe('statistics and settings that are links to one file shared by several homes', () => {
  it('are locked beside the file itself, so that a copy in another home waits for (or names) the same lock', () => {
    const shared = tempDir();
    const first = tempDir();
    const second = tempDir();
    freecell(['config', 'autoplay', 'off'], first);
    expect(freecell(['--game', '3', '--ascii'], first, 'save\n6a\nnew\ny\nq\n').status).toBe(0);
    for (const name of ['stats.json', 'settings.json']) {
      fs.renameSync(path.join(first, name), path.join(shared, name));
      for (const home of [first, second]) fs.symlinkSync(path.join(shared, name), path.join(home, name));
      // another copy's lock, as it is while that copy writes: here one that cannot be taken at once
      fs.mkdirSync(path.join(shared, `${name}.lock`));
    }
    const stats = fs.readFileSync(path.join(shared, 'stats.json'), 'utf8');
    expect(freecell(['stats', '--reset'], second, 'yes\n').stderr).toBe(
      `freecell: cannot clear the statistics in ${path.join(second, 'stats.json')}: cannot lock ${path.join(shared, 'stats.json.lock')}: it is a folder.\n`,
    );
    expect(fs.readFileSync(path.join(shared, 'stats.json'), 'utf8')).toBe(stats);
    expect(freecell(['config', 'autoplay', 'on'], second)).toEqual({
      status: 2,
      stdout: '',
      stderr: `freecell: cannot write the settings to ${path.join(second, 'settings.json')}: cannot lock ${path.join(shared, 'settings.json.lock')}: it is a folder.\n`,
    });
    expect(fs.readdirSync(second).sort()).toEqual(['settings.json', 'stats.json']);
  });
});

describe('saves --delete when the statistics cannot count the game given up', () => {
  /** A home with one saved game of one move; returns its id. */
  function savedGame(home: string): string {
    return /Saved as game ([a-z2-9]{6})/.exec(freecell(['--game', '3'], home, 'save\n6a\nq\n').stdout)![1]!;
  }

  it('keeps the save and says why, so that the result is not lost', () => {
    const home = tempDir();
    const id = savedGame(home);
    const stats = path.join(home, 'stats.json');
    fs.writeFileSync(stats, '{broken');
    expect(freecell(['saves', '--delete', id], home)).toEqual({
      status: 2,
      stdout: '',
      stderr: `freecell: cannot delete saved game ${id}: it would count as given up, and the statistics in ${stats} cannot be updated (the file is not valid JSON: line 1, column 2).\n`,
    });
    expect(freecell(['saves', '--delete', id, '--lang', 'pt'], home).stderr).toBe(
      `freecell: não foi possível apagar o jogo salvo ${id}: ele contaria como desistência, e as estatísticas em ${stats} não podem ser atualizadas (o arquivo não é um JSON válido: linha 1, coluna 2).\n`,
    );
    expect(fs.readFileSync(stats, 'utf8')).toBe('{broken');
    fs.rmSync(stats);
    fs.mkdirSync(stats);
    expect(freecell(['saves', '--delete', id], home).stderr).toBe(
      `freecell: cannot delete saved game ${id}: it would count as given up, and the statistics in ${stats} cannot be updated (it is a folder).\n`,
    );
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
    fs.rmdirSync(stats);
    expect(freecell(['saves', '--delete', id], home)).toEqual({ status: 0, stdout: `Deleted game ${id}; it counts as given up.\n`, stderr: '' });
    expect(JSON.parse(freecell(['stats', '--json'], home).stdout).numbered.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  });

  it('with the statistics setting off, deletes it and records nothing', () => {
    const home = tempDir();
    const id = savedGame(home);
    expect(freecell(['config', 'statistics', 'off'], home).status).toBe(0);
    expect(freecell(['saves', '--delete', id], home)).toEqual({ status: 0, stdout: `Deleted game ${id}.\n`, stderr: '' });
    expect(fs.existsSync(path.join(home, 'stats.json'))).toBe(false);
  });
});

describe('settings and statistics kept elsewhere through a symbolic link', () => {
  it('are written where the link points, and the link stays a link', () => {
    const home = tempDir();
    const elsewhere = tempDir();
    const moveAway = (name: string): string => {
      const target = path.join(elsewhere, name);
      fs.renameSync(path.join(home, name), target);
      fs.symlinkSync(target, path.join(home, name));
      return target;
    };
    expect(freecell(['config', 'ascii', 'on'], home).status).toBe(0);
    const settings = moveAway('settings.json');
    expect(freecell(['config', 'autoplay', 'off'], home)).toEqual({ status: 0, stdout: 'autoplay is now off.\n', stderr: '' });
    expect(fs.lstatSync(path.join(home, 'settings.json')).isSymbolicLink()).toBe(true);
    expect(JSON.parse(fs.readFileSync(settings, 'utf8')).settings).toEqual({ autoplay: false, ascii: true });

    const giveUp = (): void => {
      const id = /Saved as game ([a-z2-9]{6})/.exec(freecell(['--game', '3', '--autoplay'], home, 'save\n6a\nq\n').stdout)![1]!;
      expect(freecell(['saves', '--delete', id], home).status).toBe(0);
    };
    giveUp();
    const stats = moveAway('stats.json');
    giveUp();
    expect(fs.lstatSync(path.join(home, 'stats.json')).isSymbolicLink()).toBe(true);
    expect(JSON.parse(fs.readFileSync(stats, 'utf8')).sources.numbered.freecell).toMatchObject({ played: 2, gaveUp: 2 });
  });

  it("a link to a file not there yet: the file is created where the link points (its text read from the link's folder, through a chain of links), and the link stays a link", () => {
    const top = tempDir();
    const home = path.join(top, 'state', 'freecell');
    fs.mkdirSync(home, { recursive: true });
    fs.mkdirSync(path.join(top, 'dot'));
    fs.mkdirSync(path.join(top, 'hops'));
    fs.symlinkSync('../../dot/settings.json', path.join(home, 'settings.json'));
    // stats.json -> ../../hops/stats.json -> ../dot/stats.json, which is read from hops/
    fs.symlinkSync('../../hops/stats.json', path.join(home, 'stats.json'));
    fs.symlinkSync('../dot/stats.json', path.join(top, 'hops', 'stats.json'));

    expect(freecell(['config', 'autoplay', 'off'], home)).toEqual({ status: 0, stdout: 'autoplay is now off.\n', stderr: '' });
    expect(fs.readlinkSync(path.join(home, 'settings.json'))).toBe('../../dot/settings.json');
    expect(JSON.parse(fs.readFileSync(path.join(top, 'dot', 'settings.json'), 'utf8')).settings).toEqual({ autoplay: false });

    const board = path.join(tempDir(), 'almost.fcs');
    fs.writeFileSync(board, 'Foundations: H-K C-K D-K S-Q\nFreecells:\n: KS\n:\n:\n:\n:\n:\n:\n:\n');
    expect(freecell(['--board', board], home, 'save\n1h\n').stdout).toContain('You won in 1 move');
    expect(fs.readlinkSync(path.join(home, 'stats.json'))).toBe('../../hops/stats.json');
    expect(fs.readlinkSync(path.join(top, 'hops', 'stats.json'))).toBe('../dot/stats.json');
    expect(JSON.parse(fs.readFileSync(path.join(top, 'dot', 'stats.json'), 'utf8')).sources.board.freecell).toMatchObject({ played: 1, won: 1 });
    expect(fs.readdirSync(path.join(top, 'dot')).sort()).toEqual(['settings.json', 'stats.json']);
    expect(fs.readdirSync(home).sort()).toEqual(['games', 'settings.json', 'stats.json']);
  });

  it("a link into a folder that does not exist: the folder is named as missing, nothing is created, and the link stays", () => {
    const home = tempDir();
    const nowhere = path.join(tempDir(), 'gone', 'settings.json');
    fs.symlinkSync(nowhere, path.join(home, 'settings.json'));
    expect(freecell(['config', 'autoplay', 'off'], home)).toEqual({
      status: 2,
      stdout: '',
      stderr: `freecell: cannot write the settings to ${path.join(home, 'settings.json')}: no such folder.\n`,
    });
    expect(fs.readlinkSync(path.join(home, 'settings.json'))).toBe(nowhere);
    expect(fs.existsSync(path.dirname(nowhere))).toBe(false);
    expect(fs.readdirSync(home)).toEqual(['settings.json']);
  });
});

describe('standard input that is a folder (< DIR)', () => {
  /** Runs the program with a folder as its standard input. */
  function fromFolder(args: string[], home: string): { status: number | null; stdout: string; stderr: string } {
    const fd = fs.openSync(tempDir(), 'r');
    try {
      const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: [fd, 'pipe', 'pipe'], env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, timeout: 20000, killSignal: 'SIGKILL' });
      return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
    } finally {
      fs.closeSync(fd);
    }
  }

  it('is named in one sentence with status 2, before anything is asked or drawn, by replay -, stats --reset and a game', () => {
    const home = tempDir();
    expect(fromFolder(['replay', '--game', '1', '-'], home)).toEqual({ status: 2, stdout: '', stderr: 'freecell: cannot read standard input: it is a folder.\n' });
    expect(fromFolder(['replay', '--game', '1', '-', '--lang', 'pt'], home).stderr).toBe('freecell: não foi possível ler a entrada padrão: é uma pasta.\n');
    // refused before anything is asked or drawn
    expect(fromFolder(['stats', '--reset'], home)).toEqual({ status: 2, stdout: '', stderr: 'freecell: cannot read standard input: it is a folder.\n' });
    expect(fromFolder(['--game', '1'], home)).toEqual({ status: 2, stdout: '', stderr: 'freecell: cannot read standard input: it is a folder.\n' });
    expect(fs.readdirSync(home)).toEqual([]);
  });
});

describe('a lock that names no process', () => {
  it.each([0, -1])('(process %i) is stale, not a game played for ever', (pid) => {
    const home = tempDir();
    const id = /Saved as game ([a-z2-9]{6})/.exec(freecell(['--game', '3', '--ascii'], home, 'save\n6a\nq\n').stdout)![1]!;
    fs.writeFileSync(path.join(home, 'games', `${id}.save.lock`), JSON.stringify({ pid, host: os.hostname(), token: 'feedfacefeedface' }));
    expect(freecell(['saves'], home).stdout).not.toContain('being played');
    const resumed = freecell(['--resume', id, '--ascii'], home, 'q\n');
    expect({ status: resumed.status, stderr: resumed.stderr }).toEqual({ status: 0, stderr: '' });
    expect(resumed.stdout).toContain('FreeCell - game 3 - 1 move');
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
  });
});

describe('a save that is a folder', () => {
  it('is named by saves --delete and left as it is', () => {
    const home = tempDir();
    const save = path.join(home, 'games', 'bbbbbb.save');
    fs.mkdirSync(path.join(save, 'inner'), { recursive: true });
    expect(freecell(['saves'], home).stdout).toMatch(/^bbbbbb  \?, last played .* \(cannot be read: it is a folder\)\n$/);
    expect(freecell(['saves', '--delete', 'bbbbbb'], home)).toEqual({ status: 2, stdout: '', stderr: 'freecell: cannot delete saved game bbbbbb: it is a folder.\n' });
    expect(fs.readdirSync(save)).toEqual(['inner']);
  });
});

describe('a file name given with bytes that are not UTF-8', () => {
  it('is not called missing outright: the sentence says the name is not UTF-8', () => {
    const home = tempDir();
    const dir = tempDir();
    // The file is there, but Node hands the program its name with U+FFFD for the byte 0xFF.
    fs.writeFileSync(Buffer.concat([Buffer.from(`${dir}/deck`), Buffer.from([0xff]), Buffer.from('.txt')]), 'AS 2S');
    expect(fs.readdirSync(dir, { encoding: 'buffer' })[0]).toEqual(Buffer.from([0x64, 0x65, 0x63, 0x6b, 0xff, 0x2e, 0x74, 0x78, 0x74]));
    const r = spawnSync('bash', ['-c', 'exec "$0" "$1" --deck "$(printf "deck\\377.txt")"', process.execPath, BIN], { cwd: dir, input: '', env: { ...ENV, FREECELL_HOME: home }, timeout: 20000 });
    expect({ status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() }).toEqual({
      status: 2,
      stdout: '',
      stderr: 'freecell: cannot read deck file deck\uFFFD.txt: no such file, or its name is not UTF-8 (freecell can open only UTF-8 names).\n',
    });
  });
});

describe('a lock whose owner was killed and never reaped (a zombie)', () => {
  const stateOf = (pid: number): string | undefined => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    } catch {
      return undefined;
    }
  };

  it('is stale: the next run resumes the results file, instead of "being written by another freecell" for as long as the zombie lasts', async () => {
    const home = tempDir();
    const results = path.join(home, 'results.jsonl');
    // sh starts freecell in the background and becomes sleep, which never waits for its children: freecell, once killed, stays a zombie
    const keeper = spawn('sh', ['-c', `"$0" "$1" solve --range 1-100000 --jobs 1 --jsonl "$2" >"$3" 2>&1 & exec sleep 60`, process.execPath, BIN, results, path.join(home, 'output.txt')], {
      cwd: ROOT,
      env: { ...ENV, FREECELL_HOME: home },
      stdio: 'ignore',
    });
    try {
      await waitFor(() => fs.existsSync(`${results}.lock`) && fs.statSync(results).size > 0);
      const pid = (JSON.parse(fs.readFileSync(`${results}.lock`, 'utf8')) as { pid: number }).pid;
      process.kill(pid, 'SIGKILL');
      await waitFor(() => stateOf(pid) === 'Z');
      const r = freecell(['solve', '--range', '1-20', '--jsonl', results], home);
      expect([r.status, r.stderr]).toEqual([0, '']);
      const deals = fs.readFileSync(results, 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as { deal: number }).deal);
      expect(new Set(deals.filter((d) => d <= 20)).size).toBe(20);
      expect(stateOf(pid)).toBe('Z');
    } finally {
      keeper.kill('SIGKILL');
    }
  }, 30000);
});

/** Saves game 1 after one move (3a) in home and returns the save's id. */
function savedGameOne(home: string): string {
  return /saved as ([a-z2-9]{6})/.exec(freecell(['--game', '1', '--no-status'], home, 'save\n3a\nq\n').stdout)![1]!;
}

/** Resumes save `file` in a process of its own, its standard input left open: its output so far, and when it ends. */
function resumeInBackground(home: string, file: string): { game: ChildProcessWithoutNullStreams; output: () => string; ended: Promise<unknown> } {
  const game = spawn(process.execPath, [BIN, '--resume', file, '--no-status'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  game.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return { game, output: () => out, ended: new Promise((r) => game.once('exit', r)) };
}

describe('a copy of a save given up once its result is counted', () => {
  it('says that the game was counted already, not that the statistics count it (again)', async () => {
    const home = tempDir();
    const id = savedGameOne(home);
    const copy = path.join(home, 'copy.save');
    fs.copyFileSync(path.join(home, 'games', `${id}.save`), copy);
    // The copy is played in a process of its own, up to the give-up question.
    const { game, output, ended } = resumeInBackground(home, copy);
    try {
      game.stdin.write('r\n');
      await waitFor(() => output().includes('Type y to give up'));
      // Meanwhile the game itself is given up in another process: the statistics count it.
      const first = freecell(['--resume', id, '--no-status'], home, 'r\ny\nq\n');
      expect(first.stdout).toContain('Game given up: the statistics count it as given up.');
      game.stdin.end('y\nq\n');
      await ended;
    } finally {
      game.kill('SIGKILL');
    }
    expect(output()).not.toContain('the statistics count it as given up');
    expect(output()).toContain('Game given up: the statistics counted this game already (from another copy of its save), so nothing more is counted.');
    const stats = JSON.parse(freecell(['stats', '--json'], home).stdout) as { numbered: Record<string, { played: number; gaveUp: number }> };
    expect(stats.numbered.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  }, 60000);
});

describe('a copy of a save whose game is counted meanwhile, by another freecell', () => {
  it('asks to give it up saying that the statistics counted it already, not that they will count it', async () => {
    const home = tempDir();
    const id = savedGameOne(home);
    const copy = path.join(home, 'copy.save');
    fs.copyFileSync(path.join(home, 'games', `${id}.save`), copy);
    const { game, output, ended } = resumeInBackground(home, copy);
    try {
      game.stdin.write('redraw\n');
      await waitFor(() => output().includes('> redraw'));
      // The game itself is given up in another process before the copy's player types r.
      expect(freecell(['--resume', id, '--no-status'], home, 'r\ny\nq\n').stdout).toContain('Game given up: the statistics count it as given up.');
      game.stdin.write('r\n');
      await waitFor(() => output().includes('Type y to give up'));
      game.stdin.end('y\nq\n');
      await ended;
    } finally {
      game.kill('SIGKILL');
    }
    expect(output()).toContain(
      'Give up this game (1 move typed) for a new deal? The statistics counted this game already (from another copy of its save), so giving it up counts nothing more.\nType y to give up; show, help or redraw to look first; anything else plays on.',
    );
    expect(output()).toContain('Game given up: the statistics counted this game already (from another copy of its save), so nothing more is counted.');
    expect((JSON.parse(freecell(['stats', '--json'], home).stdout) as { numbered: Record<string, unknown> }).numbered.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  }, 60000);

  it('saves --delete of the copy says the statistics counted it already, and counts nothing more', () => {
    const home = tempDir();
    const id = savedGameOne(home);
    fs.copyFileSync(path.join(home, 'games', `${id}.save`), path.join(home, 'games', 'abcdef.save'));
    expect(freecell(['saves', '--delete', id], home)).toEqual({ status: 0, stdout: `Deleted game ${id}; it counts as given up.\n`, stderr: '' });
    expect(freecell(['saves', '--delete', 'abcdef'], home)).toEqual({
      status: 0,
      stdout: 'Deleted game abcdef: the statistics counted its result already, so nothing more is counted.\n',
      stderr: '',
    });
    expect((JSON.parse(freecell(['stats', '--json'], home).stdout) as { numbered: Record<string, unknown> }).numbered.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  });
});

describe('a results file or statistics with more than one name (hard links)', () => {
  const SENTENCE = 'it has other names (hard links), which would not share its lock; keep one name, and make the others symbolic links to it';

  it('a run given another name of the results file another run is writing is refused, and the first run goes on alone', async () => {
    const home = tempDir();
    const first = path.join(home, 'a.jsonl');
    const other = path.join(home, 'b.jsonl');
    const run = spawn(process.execPath, [BIN, 'solve', '--range', '1-1000000', '--jobs', '1', '--jsonl', first], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home }, stdio: 'ignore' });
    const ended = new Promise((r) => run.once('exit', r));
    try {
      await waitFor(() => fs.existsSync(`${first}.lock`) && fs.statSync(first).size > 0);
      fs.linkSync(first, other);
      const second = freecell(['solve', '--range', '1-20', '--jobs', '1', '--jsonl', other], home);
      expect({ status: second.status, stderr: second.stderr }).toEqual({ status: 2, stderr: `freecell: cannot write ${other}: ${SENTENCE}.\n` });
      expect(fs.existsSync(`${other}.lock`)).toBe(false);
    } finally {
      run.kill('SIGTERM');
      await ended;
    }
    // every line whole, each deal once: the refused run wrote nothing
    const deals = fs.readFileSync(first, 'utf8').trimEnd().split('\n').map((l) => (JSON.parse(l) as { deal: number }).deal);
    expect(deals).toEqual(deals.map((_, i) => i + 1));
    // and a rerun by the first name is refused too while the other name is there
    const again = freecell(['solve', '--range', '1-20', '--jobs', '1', '--jsonl', first], home);
    expect({ status: again.status, stderr: again.stderr }).toEqual({ status: 2, stderr: `freecell: cannot write ${first}: ${SENTENCE}.\n` });
  }, 60000);

  it('statistics hard-linked between two homes are not updated under either name: the result stays in its save, to be counted later', () => {
    const shared = tempDir();
    const first = tempDir();
    const second = tempDir();
    expect(freecell(['--game', '3', '--ascii'], first, 'save\n6a\nnew\ny\nq\n').status).toBe(0);
    fs.renameSync(path.join(first, 'stats.json'), path.join(shared, 'stats.json'));
    for (const home of [first, second]) fs.linkSync(path.join(shared, 'stats.json'), path.join(home, 'stats.json'));
    const stats = fs.readFileSync(path.join(shared, 'stats.json'), 'utf8');
    const r = freecell(['--game', '4', '--ascii'], second, 'save\n6a\nnew\ny\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('the statistics count it as given up');
    expect(r.stdout).toContain(`${path.join(second, 'stats.json')}`);
    expect(r.stdout).toContain(SENTENCE);
    expect(freecell(['stats', '--reset'], first, 'yes\n').stderr).toBe(
      `freecell: cannot clear the statistics in ${path.join(first, 'stats.json')}: ${SENTENCE}.\n`,
    );
    for (const home of [shared, first, second]) expect(fs.readFileSync(path.join(home, 'stats.json'), 'utf8')).toBe(stats);
    expect(fs.statSync(path.join(shared, 'stats.json')).nlink).toBe(3);
    // the game given up waits in its save, to be counted once the statistics have one name
    expect(freecell(['saves', '--json'], second).stdout).toContain('"game": 4');
  });
});

describe('a save with more than one name (hard links)', () => {
  it('is not resumed by another name while a game is played in it: both would append to one journal', async () => {
    const home = tempDir();
    const file = path.join(home, 's.save');
    const other = path.join(home, 'hard.save');
    expect(freecell(['--game', '1', '--no-status'], home, `3a\nsave ${file}\nq\n`).status).toBe(0);
    const game = spawn(process.execPath, [BIN, '--resume', file, '--no-status'], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    game.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const ended = new Promise((r) => game.once('exit', r));
    try {
      game.stdin.write('u\n');
      await waitFor(() => out.includes('Undid'));
      fs.linkSync(file, other);
      const before = fs.readFileSync(file, 'utf8');
      const second = freecell(['--resume', other, '--no-status'], home, '4b\nq\n');
      expect({ status: second.status, stderr: second.stderr }).toEqual({
        status: 2,
        stderr: `freecell: cannot resume ${other}: it has other names (hard links), which would not share its lock; keep one name, and make the others symbolic links to it.\n`,
      });
      expect(fs.readFileSync(file, 'utf8')).toBe(before);
    } finally {
      game.stdin.end('q\n');
      await ended;
    }
  }, 60000);
});

describe('a save named by a link in a folder everyone may write with the sticky bit (/tmp)', () => {
  it("--resume refuses another user's link before the game starts, as save and moves refuse to write through it, the file it names left as it was; a link of the folder's owner is followed", () => {
    const home = tempDir();
    const top = tempDir();
    const real = path.join(top, 'mine', 'game.json');
    fs.mkdirSync(path.dirname(real));
    expect(freecell(['--game', '1', '--ascii'], home, `6a\nsave ${real}\nq\n`).stdout).toContain(`Saved to ${real}.`);
    const before = fs.readFileSync(real);
    const shared = path.join(top, 'shared');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o1777);
    const planted = path.join(shared, 'game.json');
    fs.symlinkSync(real, planted);
    // as root, the link is made another user's (65534); any other user runs this with a link of its own, which is followed
    const asRoot = process.geteuid!() === 0;
    if (asRoot) {
      fs.lchownSync(planted, 65534, 65534);
      const sentence = `it is a link another user made in a folder everyone may write (one with the sticky bit, such as /tmp), which is not followed`;
      expect(freecell(['--game', '1', '--ascii'], home, `save ${planted}\nq\n`).stdout).toContain(`Could not write ${planted}: ${sentence}. The game goes on.`);
      expect(freecell(['--resume', planted, '--ascii'], home, '6b\nq\n')).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot resume ${planted}: ${sentence}.\n` });
      expect(freecell(['--resume', planted, '--lang', 'pt'], home, 'q\n')).toMatchObject({ status: 2, stdout: '', stderr: expect.stringMatching(/^freecell: não foi possível continuar .*: é um link que outro usuário criou numa pasta em que todos podem escrever/) });
      expect(fs.readFileSync(real)).toEqual(before);
      expect(fs.readdirSync(path.dirname(real))).toEqual(['game.json']);
      expect(fs.readdirSync(shared)).toEqual(['game.json']);
    }
    // the folder's owner's link (this user's) is followed: the game goes on and is saved back where the link points
    fs.unlinkSync(planted);
    fs.symlinkSync(real, planted);
    const resumed = freecell(['--resume', planted, '--ascii'], home, '6b\nq\n');
    expect({ status: resumed.status, stderr: resumed.stderr }).toEqual({ status: 0, stderr: '' });
    expect(fs.lstatSync(planted).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(real)).not.toEqual(before);
  });
});

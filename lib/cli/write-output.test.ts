// The real executable writing files the user names (save FILE, moves FILE, transcript record FILE) and its standard output failing.

import { execFileSync, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { readSaveFile } from '../store';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const TEMP = /^\..*\.\d+\.h[0-9a-f]{8}\.[0-9a-f]{12}\.tmp$/;

let dir: string;
let env: NodeJS.ProcessEnv;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-out-'));
  fs.mkdirSync(path.join(dir, 'home'));
  env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !['NO_COLOR', 'FORCE_COLOR', 'LANG', 'LC_ALL', 'LC_MESSAGES'].includes(k))),
    FREECELL_HOME: path.join(dir, 'state'),
    HOME: path.join(dir, 'home'),
  };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function freecell(args: string[], input = '', stdout: 'pipe' | number = 'pipe', stderr: 'pipe' | number = 'pipe') {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, input, env, stdio: ['pipe', stdout, stderr], timeout: 20000 });
  return { status: r.status, signal: r.signal, stdout: r.stdout?.toString() ?? '', stderr: r.stderr?.toString() ?? '' };
}

/** The lines the game printed after each command (a "> " prompt echoes the command). */
function replies(stdout: string): string[] {
  return stdout.split('\n').filter((l) => /^(Saved|Wrote|Could not)/.test(l));
}

function allTemps(folder: string): string[] {
  return fs.readdirSync(folder, { recursive: true }).map(String).filter((n) => TEMP.test(path.basename(n)));
}

describe('in-game save FILE and moves FILE', () => {
  it('stream to a private device, refuse folders, dangling links, missing folders and unread FIFOs, follow links, expand ~', () => {
    execFileSync('mknod', [path.join(dir, 'null'), 'c', '1', '3']);
    execFileSync('mknod', [path.join(dir, 'full'), 'c', '1', '7']);
    execFileSync('mkfifo', [path.join(dir, 'fifo')]);
    fs.mkdirSync(path.join(dir, 'folder'));
    fs.writeFileSync(path.join(dir, 'real.txt'), 'old');
    fs.symlinkSync('real.txt', path.join(dir, 'link'));
    fs.symlinkSync('nowhere', path.join(dir, 'dangling'));
    const commands = ['3a', 'save null', 'moves null', 'save full', 'moves fifo', 'save folder', 'moves folder', 'save dangling', 'save no/such/save.json', 'moves link', 'save ~/game.json', 'q'];
    const r = freecell(['--game', '1'], `${commands.join('\n')}\n`);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(replies(r.stdout)).toEqual([
      'Saved to null.',
      'Wrote 1 move to null.',
      'Could not write full: no space left on device. The game goes on.',
      'Could not write fifo: it is a FIFO that nobody is reading. The game goes on.',
      'Could not write folder: it is a folder. The game goes on.',
      'Could not write folder: it is a folder. The game goes on.',
      'Could not write dangling: it is a link to a missing file. The game goes on.',
      'Could not write no/such/save.json: no such folder. The game goes on.',
      'Wrote 1 move to link; freecell replay link --game 1 plays it back.',
      'Saved to ~/game.json.',
    ]);
    expect(fs.lstatSync(path.join(dir, 'null')).isCharacterDevice()).toBe(true);
    expect(fs.lstatSync(path.join(dir, 'full')).isCharacterDevice()).toBe(true);
    expect(fs.lstatSync(path.join(dir, 'fifo')).isFIFO()).toBe(true);
    expect(fs.readdirSync(path.join(dir, 'folder'))).toEqual([]);
    expect(fs.readlinkSync(path.join(dir, 'link'))).toBe('real.txt');
    expect(fs.readFileSync(path.join(dir, 'real.txt'), 'utf8')).toBe('3a\n');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'home', 'game.json'), 'utf8'))).toMatchObject({ format: 'freecell-save' });
    expect(fs.existsSync(path.join(dir, '~'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'no'))).toBe(false);
    expect(fs.readdirSync(dir).sort()).toEqual(['dangling', 'fifo', 'folder', 'full', 'home', 'link', 'null', 'real.txt']);
    expect(allTemps(dir)).toEqual([]);
  });

  it('moves FILE to a FIFO a program reads: the reader gets the moves', async () => {
    const fifo = path.join(dir, 'fifo');
    const copy = path.join(dir, 'copy');
    execFileSync('mkfifo', [fifo]);
    const reader = spawn('sh', ['-c', 'cat "$0" > "$1"', fifo, copy], { stdio: 'ignore' });
    const done = new Promise((resolve) => reader.on('exit', resolve));
    // The reader is waiting on the FIFO before the game starts: `cat` opens it at once, the game takes longer to start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const r = await new Promise<string>((resolve) => {
      const game = spawn(process.execPath, [BIN, '--game', '1'], { cwd: dir, env });
      let out = '';
      game.stdout.on('data', (c: Buffer) => (out += c.toString()));
      game.on('exit', () => resolve(out));
      game.stdin.end('3a\nmoves fifo\nq\n');
    });
    expect(replies(r)).toEqual(['Wrote 1 move to fifo.']);
    expect(await done).toBe(0);
    expect(fs.readFileSync(copy, 'utf8')).toBe('3a\n');
    expect(fs.lstatSync(fifo).isFIFO()).toBe(true);
  });
});

/** A game in a process of its own, typed to a line at a time; `type` resolves with what the line printed once the game asks for the next one. */
function liveGame(args: string[]): { readonly type: (line: string) => Promise<string>; readonly kill: () => Promise<unknown>; readonly pid: number } {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: dir, env });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const ended = new Promise((resolve) => child.on('exit', resolve));
  let seen = 0;
  const prompted = async (): Promise<string> => {
    while (!out.slice(seen).endsWith('\n> ')) {
      if (child.exitCode !== null) throw new Error(`the game ended: ${out}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const printed = out.slice(seen);
    seen = out.length;
    return printed;
  };
  const first = prompted();
  return {
    pid: child.pid!,
    type: async (line) => {
      await first;
      child.stdin.write(`${line}\n`);
      return prompted();
    },
    kill: () => {
      child.kill('SIGKILL');
      return ended;
    },
  };
}

describe('save FILE and moves FILE onto a save a game is being played in', () => {
  function savedGame(name: string): string {
    const r = freecell(['--game', '1'], `3a\n4b\nsave ${name}\nq\n`);
    expect(replies(r.stdout)).toEqual([`Saved to ${name}.`]);
    return path.join(dir, name);
  }

  it('save FILE onto this game\'s own save keeps the journal going: a crash after it loses no change', async () => {
    const file = savedGame('s.save');
    const game = liveGame(['--resume', 's.save']);
    try {
      await game.type('u');
      expect(replies(await game.type('save s.save'))).toEqual(['Saved to s.save.']);
      await game.type('u');
      expect(readSaveFile(file).contents.game.position).toBe(0);
    } finally {
      await game.kill();
    }
    const after = freecell(['--resume', 's.save'], 'moves\nq\n');
    expect(after.stdout).toContain('No moves yet.');
  });

  it('moves FILE onto this game\'s own save is refused, the save left whole', async () => {
    const file = savedGame('s.save');
    const game = liveGame(['--resume', 's.save']);
    try {
      await game.type('u');
      expect(replies(await game.type('moves s.save'))).toEqual(['Could not write s.save: it is the save of this game. The game goes on.']);
      await game.type('u');
      expect(readSaveFile(file).contents.game.position).toBe(0);
    } finally {
      await game.kill();
    }
  });

  it('save FILE and moves FILE onto the save another freecell is playing are refused, naming it, and the save is left as it was', async () => {
    const file = savedGame('other.save');
    fs.symlinkSync('other.save', path.join(dir, 'link.save'));
    const game = liveGame(['--resume', 'other.save']);
    try {
      await game.type('u');
      const before = fs.readFileSync(file, 'utf8');
      const r = freecell(['--game', '2'], 'save other.save\nmoves other.save\nsave link.save\nq\n');
      const inUse = `it is being played in another freecell (process ${game.pid} on ${os.hostname()})`;
      expect(replies(r.stdout)).toEqual([
        `Could not write other.save: ${inUse}. The game goes on.`,
        `Could not write other.save: ${inUse}. The game goes on.`,
        `Could not write link.save: ${inUse}. The game goes on.`,
      ]);
      expect(fs.readFileSync(file, 'utf8')).toBe(before);
      expect(fs.readlinkSync(path.join(dir, 'link.save'))).toBe('other.save');
    } finally {
      await game.kill();
    }
  });
});

describe('transcript record FILE', () => {
  it('writes to a private device and leaves it a device', () => {
    const device = path.join(dir, 'null');
    execFileSync('mknod', [device, 'c', '1', '3']);
    const r = freecell(['transcript', 'record', device, '--', '--game', '5'], 'q\n');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(fs.lstatSync(device).isCharacterDevice()).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['home', 'null']);
  });

  it.each([
    ['a folder', (d: string) => fs.mkdirSync(path.join(d, 'target')), 'it is a folder'],
    ['a missing folder', () => undefined, 'no such folder'],
    ['a dangling link', (d: string) => fs.symlinkSync('nowhere', path.join(d, 'target')), 'it is a link to a missing file'],
    ['a FIFO nobody reads', (d: string) => execFileSync('mkfifo', [path.join(d, 'target')]), 'it is a FIFO that nobody is reading'],
  ])('refuses %s before the session starts, with status 5', (_what, make, reason) => {
    make(dir);
    const target = reason === 'no such folder' ? 'no/such/file.txt' : 'target';
    const r = freecell(['transcript', 'record', target, '--', '--game', '5'], 'q\n');
    expect(r.status).toBe(5);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`freecell: cannot write ${target}: ${reason}.\n`);
  });

  it('streams to a device as it goes: a full one stops the session at its first screen, before a command is read, with status 5', () => {
    const full = path.join(dir, 'full');
    execFileSync('mknod', [full, 'c', '1', '7']);
    const r = freecell(['transcript', 'record', 'full', '--', '--game', '5'], '3a\nq\n');
    expect(r.status).toBe(5);
    expect(r.stdout).toContain('FreeCell · game 5 · 0 moves');
    expect(r.stdout).not.toContain('> ');
    expect(r.stderr).toBe('freecell: cannot write full: no space left on device.\n');
    expect(fs.lstatSync(full).isCharacterDevice()).toBe(true);
  });

  it('reads its input as a game does: endless bytes with no newline (a private zero device) end it with the game\'s sentence and status 2, FILE left as it was', () => {
    const zero = path.join(dir, 'zero');
    execFileSync('mknod', [zero, 'c', '1', '5']);
    fs.writeFileSync(path.join(dir, 't.txt'), 'old');
    const input = fs.openSync(zero, 'r');
    let r: ReturnType<typeof spawnSync>;
    try {
      r = spawnSync(process.execPath, [BIN, 'transcript', 'record', 't.txt', '--', '--game', '1'], { cwd: dir, env, stdio: [input, 'ignore', 'pipe'], timeout: 20000 });
    } finally {
      fs.closeSync(input);
    }
    expect({ status: r.status, stderr: r.stderr.toString() }).toEqual({
      status: 2,
      stderr: 'freecell: standard input has a line longer than 1 MB; that is not a list of commands, so the game stops here.\n',
    });
    expect(fs.readFileSync(path.join(dir, 't.txt'), 'utf8')).toBe('old');
    expect(allTemps(dir)).toEqual([]);
  });

  it('endless lines of a million characters (each under the line limit) stop at the 4 MB a transcript may hold: one sentence, status 5, FILE left as it was', async () => {
    fs.writeFileSync(path.join(dir, 't.txt'), 'old');
    const line = `${'x'.repeat(1_000_000)}\n`;
    const child = spawn(process.execPath, [BIN, 'transcript', 'record', 't.txt', '--', '--game', '1'], { cwd: dir, env, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdin.on('error', () => undefined);
    // endless for the program: it never sees the end of its input before it stops (a gigabyte at most, so that a failure cannot hang the test)
    let sent = 0;
    const feed = (): void => {
      while (child.exitCode === null && !child.stdin.destroyed) {
        if (sent === 1000) return void child.stdin.end();
        sent++;
        if (!child.stdin.write(line)) return;
      }
    };
    child.stdin.on('drain', feed);
    feed();
    const status = await new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    expect({ status, stderr }).toEqual({
      status: 5,
      stderr: 'freecell: cannot write t.txt: the session printed more than 4 MB, the largest transcript that transcript check reads.\n',
    });
    expect(sent).toBeLessThan(20);
    expect(fs.readFileSync(path.join(dir, 't.txt'), 'utf8')).toBe('old');
    expect(allTemps(dir)).toEqual([]);
  }, 30_000);
});

describe('standard output', () => {
  let full: number;
  beforeEach(() => {
    execFileSync('mknod', [path.join(dir, 'full'), 'c', '1', '7']);
    full = fs.openSync(path.join(dir, 'full'), 'w');
  });
  afterEach(() => fs.closeSync(full));

  it('a full device: one sentence on standard error and status 5', () => {
    const r = freecell(['deal', '1'], '', full);
    expect(r.status).toBe(5);
    expect(r.stderr).toBe('freecell: cannot write to standard output: no space left on device.\n');
  });

  it('in Portuguese when LANG asks for it', () => {
    env.LANG = 'pt_BR.UTF-8';
    const r = freecell(['--game', '1'], 'q\n', full);
    expect(r.status).toBe(5);
    expect(r.stderr).toBe('freecell: não foi possível escrever na saída padrão: não há espaço no disco.\n');
  });

  it('in the language --lang or the language setting asks for, over LANG', () => {
    env.LANG = 'pt_BR.UTF-8';
    const english = freecell(['deal', '1', '--lang', 'en'], '', full);
    expect([english.status, english.stderr]).toEqual([5, 'freecell: cannot write to standard output: no space left on device.\n']);
    env.LANG = 'en_US.UTF-8';
    const portuguese = freecell(['deal', '1', '--lang', 'pt'], '', full);
    expect([portuguese.status, portuguese.stderr]).toEqual([5, 'freecell: não foi possível escrever na saída padrão: não há espaço no disco.\n']);
    expect(freecell(['config', 'language', 'pt']).status).toBe(0);
    env.LANG = 'C';
    const setting = freecell(['--game', '1'], 'q\n', full);
    expect([setting.status, setting.stderr]).toEqual([5, 'freecell: não foi possível escrever na saída padrão: não há espaço no disco.\n']);
  });

  it('a locale with a modifier and no country (pt@euro) is Portuguese', () => {
    env.LANG = 'pt@euro';
    const r = freecell(['deal', '1x']);
    expect(r.stderr).toBe('freecell: "1x" não é um número de jogo: use um número inteiro de 1 a 8589934591.\n');
  });

  it('standard error full too: no loop, no crash, status 5', () => {
    const r = freecell(['--game', '1'], '3a\nq\n', full, full);
    expect(r.signal).toBeNull();
    expect(r.status).toBe(5);
  });

  it('standard error full alone: the output and the status are unchanged', () => {
    const r = freecell(['--bogus'], '', 'pipe', full);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
  });

  it('/dev/stdout as a file name writes to the output as it is (a redirected file is not replaced)', () => {
    const out = path.join(dir, 'out.txt');
    const fd = fs.openSync(out, 'w');
    try {
      const r = freecell(['--game', '1'], '3a\nmoves /dev/stdout\nq\n', fd);
      expect(r.status).toBe(0);
    } finally {
      fs.closeSync(fd);
    }
    const text = fs.readFileSync(out, 'utf8');
    expect(text).toContain('> moves /dev/stdout\n3a\n');
    expect(text).toContain('Wrote 1 move to /dev/stdout.');
    expect(allTemps(dir)).toEqual([]);
  });
});

describe('files another freecell holds, and the program\'s own files, named as output', () => {
  /** A save file of a game of deal 1 with a move, written by the program. */
  function savedGame(name: string): string {
    const r = freecell(['--game', '1'], `3a\nsave ${name}\nq\n`);
    expect(replies(r.stdout)).toEqual([`Saved to ${name}.`]);
    return path.join(dir, name);
  }

  it('transcript record onto a save another freecell is playing (by its name or a link to it) is refused naming the process, status 5, the save left whole', async () => {
    const file = savedGame('other.save');
    fs.symlinkSync('other.save', path.join(dir, 'link.save'));
    const game = liveGame(['--resume', 'other.save']);
    try {
      await game.type('4b');
      const before = fs.readFileSync(file, 'utf8');
      const inUse = `it is being played in another freecell (process ${game.pid} on ${os.hostname()})`;
      for (const name of ['other.save', 'link.save']) {
        const r = freecell(['transcript', 'record', name, '--', '--game', '5'], 'q\n');
        expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({ status: 5, stdout: '', stderr: `freecell: cannot write ${name}: ${inUse}.\n` });
      }
      expect(fs.readFileSync(file, 'utf8')).toBe(before);
      expect(fs.readlinkSync(path.join(dir, 'link.save'))).toBe('other.save');
      await game.type('u');
    } finally {
      await game.kill();
    }
    const after = freecell(['--resume', 'other.save'], 'moves\nq\n');
    expect(after.stdout).toContain('3a\n');
  });

  it('transcript record and save FILE onto the results file of a running solve --range are refused naming the process', async () => {
    const results = path.join(dir, 'r.jsonl');
    const child = spawn(process.execPath, [BIN, 'solve', '--range', '1-1000000', '--jobs', '1', '--jsonl', 'r.jsonl'], { cwd: dir, env, stdio: 'ignore' });
    const ended = new Promise((resolve) => child.on('exit', resolve));
    try {
      while ((fs.statSync(results, { throwIfNoEntry: false })?.size ?? 0) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const inUse = `it is being written by another freecell (process ${child.pid} on ${os.hostname()})`;
      const r = freecell(['transcript', 'record', 'r.jsonl', '--', '--game', '5'], 'q\n');
      expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 5, stderr: `freecell: cannot write r.jsonl: ${inUse}.\n` });
      const g = freecell(['--game', '1'], '3a\nsave r.jsonl\nmoves r.jsonl\nq\n');
      expect(replies(g.stdout)).toEqual([`Could not write r.jsonl: ${inUse}. The game goes on.`, `Could not write r.jsonl: ${inUse}. The game goes on.`]);
      expect(fs.readFileSync(results, 'utf8').startsWith('{"deal":1,')).toBe(true);
    } finally {
      child.kill('SIGTERM');
      await ended;
    }
  }, 30_000);

  describe('the program\'s own files', () => {
    let state: string;
    let owned: Record<string, string>;
    beforeEach(() => {
      state = path.join(dir, 'state');
      // a real settings file, a real save in the games folder, and statistics
      expect(freecell(['config', 'autoplay', 'off']).status).toBe(0);
      const g = spawnSync(process.execPath, [BIN, '--game', '1'], { cwd: dir, env, input: '3a\nsave\nq\n' });
      expect(g.status).toBe(0);
      fs.writeFileSync(path.join(state, 'stats.json'), '{"version":1}\n');
      const id = fs.readdirSync(path.join(state, 'games')).find((n) => n.endsWith('.save'))!;
      owned = {
        'state/stats.json': 'statistics',
        'state/settings.json': 'settings',
        [`state/games/${id}`]: 'games',
        'state/games/new.save': 'games',
      };
    });

    const sentence = (what: string): string =>
      what === 'statistics'
        ? "it is freecell's own statistics file"
        : what === 'settings'
          ? "it is freecell's own settings file"
          : "it is in freecell's own folder of saved games (freecell saves lists them)";
    const contents = (): Record<string, string | undefined> =>
      Object.fromEntries(Object.keys(owned).map((f) => [f, fs.existsSync(path.join(dir, f)) ? fs.readFileSync(path.join(dir, f), 'utf8') : undefined]));

    it('transcript record refuses each, status 5, and leaves it as it was', () => {
      const before = contents();
      for (const [file, what] of Object.entries(owned)) {
        const r = freecell(['transcript', 'record', file, '--', '--game', '5'], 'q\n');
        expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 5, stderr: `freecell: cannot write ${file}: ${sentence(what)}.\n` });
      }
      expect(contents()).toEqual(before);
    });

    it('save FILE and moves FILE refuse each, also through a link, and the game goes on', () => {
      fs.symlinkSync('state/stats.json', path.join(dir, 'stats-link'));
      const before = contents();
      const names = [...Object.keys(owned), 'stats-link'];
      const r = freecell(['--game', '2', '--no-statistics'], `3a\n${names.map((f) => `save ${f}\nmoves ${f}\n`).join('')}q\n`);
      expect(replies(r.stdout)).toEqual(
        names.flatMap((f) => {
          const line = `Could not write ${f}: ${sentence(owned[f] ?? 'statistics')}. The game goes on.`;
          return [line, line];
        }),
      );
      expect(contents()).toEqual(before);
      expect(fs.readlinkSync(path.join(dir, 'stats-link'))).toBe('state/stats.json');
    });

    it('solve --jsonl refuses each, status 2, and leaves it as it was', () => {
      const before = contents();
      for (const [file, what] of Object.entries(owned)) {
        const r = freecell(['solve', '--range', '1-1', '--jobs', '1', '--jsonl', file]);
        expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 2, stderr: `freecell: cannot write ${file}: ${sentence(what)}.\n` });
      }
      expect(contents()).toEqual(before);
      expect(fs.readdirSync(state).sort()).toEqual(['games', 'settings.json', 'stats.json']);
    });
  });
});

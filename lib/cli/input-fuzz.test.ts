// Every input file the program reads, fed bad bytes, cut-off files, files past their limit and special files.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { FileKind } from '../ui';
import { UsageError } from './common';
import { READ_LIMITS } from './io';
import { parseDealList } from './solve';
import { runInMemory, seededRandom } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-fuzz-'));
afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

const ENV: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NO_COLOR' && k !== 'FORCE_COLOR'));

/** The file kinds a user names on the command line, and how each is named. */
const KINDS: readonly { kind: FileKind; words: string; args: (file: string) => string[]; statuses: number[] }[] = [
  { kind: 'deck', words: 'deck file', args: (f) => ['--deck', f], statuses: [0, 2] },
  { kind: 'board', words: 'board file', args: (f) => ['--board', f], statuses: [0, 2] },
  { kind: 'moves', words: 'moves file', args: (f) => ['replay', f, '--game', '1'], statuses: [0, 1, 2] },
  { kind: 'transcript', words: 'transcript', args: (f) => ['transcript', 'check', f, '--', '--game', '1'], statuses: [0, 1, 2] },
  { kind: 'save', words: 'save file', args: (f) => ['--resume', f], statuses: [0, 2] },
  { kind: 'deals', words: 'deals file', args: (f) => ['solve', '--deals', f, '--jobs', '1'], statuses: [0, 2] },
];

/** The kinds whose commands run synchronously in process (solve --deals runs asynchronously). */
const SYNC_KINDS = KINDS.filter((k) => k.kind !== 'deals');

let homes = 0;

/** Runs the real executable with a fresh private FREECELL_HOME; the run must end within 10 s. */
function freecell(args: string[], options: { input?: string; stdin?: number; home?: string } = {}) {
  const home = options.home ?? path.join(TMP, `home-${++homes}`);
  fs.mkdirSync(home, { recursive: true });
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    input: options.stdin === undefined ? (options.input ?? '') : undefined,
    stdio: options.stdin === undefined ? 'pipe' : [options.stdin, 'pipe', 'pipe'],
    env: { ...ENV, FREECELL_HOME: home },
    timeout: 10_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, signal: r.signal, stdout: r.stdout.toString(), stderr: r.stderr.toString(), home };
}

/** What a path is now: its bytes (for a regular file), its type and its modification time. */
function fingerprint(file: string): string {
  const st = fs.lstatSync(file);
  const bytes = st.isFile() ? fs.readFileSync(file).toString('base64') : '';
  return `${st.mode}:${st.mtimeMs}:${st.size}:${bytes}`;
}

/** The checks every run must pass: it ended by itself with a fitting status, printed no stack trace, changed nothing. */
function expectClean(r: ReturnType<typeof freecell>, statuses: number[], file: string, before: string): void {
  expect(r.signal).toBeNull();
  expect(statuses).toContain(r.status);
  expect(r.stderr).not.toMatch(/^ {4}at |^\w*Error:/m);
  expect(fingerprint(file)).toBe(before);
  // A run whose stdin is not a terminal keeps no save and no statistics.
  expect(fs.readdirSync(r.home)).toEqual([]);
}

// Private special files: never the system's own devices.
const SPECIAL = path.join(TMP, 'special');
fs.mkdirSync(SPECIAL);
const special = {
  fifo: path.join(SPECIAL, 'fifo'),
  zero: path.join(SPECIAL, 'zero'),
  urandom: path.join(SPECIAL, 'urandom'),
  null: path.join(SPECIAL, 'null'),
  folder: path.join(SPECIAL, 'folder'),
  link: path.join(SPECIAL, 'link-to-folder'),
};
beforeAll(() => {
  expect(spawnSync('mkfifo', [special.fifo]).status).toBe(0);
  expect(spawnSync('mknod', [special.zero, 'c', '1', '5']).status).toBe(0);
  expect(spawnSync('mknod', [special.urandom, 'c', '1', '9']).status).toBe(0);
  expect(spawnSync('mknod', [special.null, 'c', '1', '3']).status).toBe(0);
  fs.mkdirSync(special.folder);
  fs.symlinkSync(special.folder, special.link);
});

const WHY: Readonly<Record<keyof typeof special, string>> = {
  fifo: 'it is a FIFO, not a regular file',
  zero: 'it is a device, not a regular file',
  urandom: 'it is a device, not a regular file',
  null: 'it is a device, not a regular file',
  folder: 'it is a folder',
  link: 'it is a folder',
};

describe('special files given as input', () => {
  const rows = KINDS.flatMap((k) => (Object.keys(special) as (keyof typeof special)[]).map((s) => [k.kind, s] as const));
  it.each(rows)('a %s file that is a %s: one sentence, status 2, nothing read or written', (kind, which) => {
    const k = KINDS.find((x) => x.kind === kind)!;
    const file = special[which];
    const before = fingerprint(file);
    const r = freecell(k.args(file));
    // A save is named by what --resume was asked to do.
    const what = k.kind === 'save' ? 'cannot resume' : `cannot read ${k.words}`;
    expect(r.stderr).toBe(`freecell: ${what} ${file}: ${WHY[which]}.\n`);
    expect(r.status).toBe(2);
    expectClean(r, [2], file, before);
  });

  it.each(['fifo', 'zero'] as const)('a statistics file that is a %s: one sentence, status 2', (which) => {
    const home = path.join(TMP, `stats-home-${which}`);
    fs.mkdirSync(home);
    const stats = path.join(home, 'stats.json');
    if (which === 'fifo') expect(spawnSync('mkfifo', [stats]).status).toBe(0);
    else expect(spawnSync('mknod', [stats, 'c', '1', '5']).status).toBe(0);
    const r = freecell(['stats'], { home });
    expect(r.stderr).toBe(`freecell: The statistics in ${stats} cannot be read (${WHY[which]}); the file is left as it is.\n`);
    expect(r.status).toBe(2);
    expect(r.signal).toBeNull();
  });

  it('replay - reading an endless standard input stops at the moves limit with one sentence', () => {
    const fd = fs.openSync(special.zero, 'r');
    try {
      const r = freecell(['replay', '-', '--game', '1'], { stdin: fd });
      expect(r.stderr).toBe('freecell: cannot read standard input: it is larger than 4 MB.\n');
      expect(r.status).toBe(2);
      expect(r.signal).toBeNull();
    } finally {
      fs.closeSync(fd);
    }
  });
});

describe('files one byte past their limit', () => {
  const limits: [FileKind, string][] = [
    ['deck', '64 KB'],
    ['board', '256 KB'],
    ['moves', '4 MB'],
    ['transcript', '4 MB'],
    ['save', '8 MB'],
    ['deals', '64 MB'],
  ];
  it.each(limits)('a %s file over its limit is refused unread (larger than %s)', (kind, words) => {
    const k = KINDS.find((x) => x.kind === kind)!;
    const file = path.join(TMP, `huge.${kind}`);
    // One write at the far end: a sparse file, cheap to make and never read.
    const fd = fs.openSync(file, 'w');
    fs.writeSync(fd, 'x', READ_LIMITS[kind]);
    fs.closeSync(fd);
    const before = fingerprint(file);
    const r = freecell(k.args(file));
    const what = k.kind === 'save' ? 'cannot resume' : `cannot read ${k.words}`;
    expect(r.stderr).toBe(`freecell: ${what} ${file}: it is larger than ${words}.\n`);
    expectClean(r, [2], file, before);
  });

  it('the statistics limit is in the same table', () => {
    expect(READ_LIMITS.stats).toBe(1024 * 1024);
  });
});

/** A real file of each kind: fixtures, and a save written by the program itself. */
function realFiles(): Record<FileKind, string> {
  const saveRun = runInMemory(['--game', '1'], `1a\n2b\ns ${path.join(TMP, 'real.save')}\nq\n`);
  const saveText = saveRun.written.get(path.join(TMP, 'real.save'));
  expect(saveText).toContain('freecell-save');
  const read = (p: string): string => fs.readFileSync(path.join(ROOT, 'fixtures', p), 'utf8');
  return {
    deck: read('decks/cse231-cards1.txt'),
    board: read('boards/ms-1.fcs'),
    moves: read('solutions/freecell/ms-1.txt'),
    transcript: read('transcripts/default/autoplay.out'),
    save: saveText!,
    stats: '',
    deals: '1\n617 # the classic\n11982\n',
    results: '',
    settings: '',
  };
}

describe('random and cut-off files', () => {
  const random = seededRandom(20240611);
  const randomBytes = (n: number): Buffer => Buffer.from(Array.from({ length: n }, () => Math.floor(random() * 256)));

  it.each(KINDS.map((k) => [k.kind]))('the executable survives a %s file of random bytes and one cut short', (kind) => {
    const k = KINDS.find((x) => x.kind === kind)!;
    const real = Buffer.from(realFiles()[kind], 'utf8');
    const files = [randomBytes(2000), real.subarray(0, Math.floor(real.length * (0.2 + random() * 0.6)))].map((bytes, i) => {
      const file = path.join(TMP, `bin-${kind}-${i}`);
      fs.writeFileSync(file, bytes);
      return file;
    });
    for (const file of files) {
      const before = fingerprint(file);
      const r = freecell(k.args(file));
      expectClean(r, k.statuses, file, before);
    }
  });

  it.each(SYNC_KINDS.map((k) => [k.kind]))('in process: 30 mutated %s files each end with a fitting status and no exception', (kind) => {
    const k = KINDS.find((x) => x.kind === kind)!;
    const real = Buffer.from(realFiles()[kind], 'utf8');
    const file = path.join(TMP, `mutated.${kind}`);
    for (let i = 0; i < 30; i++) {
      const bytes = Buffer.from(real.subarray(0, Math.floor(random() * (real.length + 1))));
      for (let flips = Math.floor(random() * 4); flips > 0 && bytes.length > 0; flips--) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
      fs.writeFileSync(file, bytes);
      const r = runInMemory(k.args(file), 'q\n');
      expect(k.statuses).toContain(r.status);
      expect(r.stderr).not.toMatch(/^ {4}at |^\w*Error:/m);
      if (r.status === 2) expect(r.stderr).toMatch(/^freecell: [^\n]+\n$/);
    }
  });

  it('in process: 200 mutated deals lists each give sorted deals or one UsageError', () => {
    const real = Buffer.from(realFiles().deals, 'utf8');
    for (let i = 0; i < 200; i++) {
      const bytes = Buffer.from(real.subarray(0, Math.floor(random() * (real.length + 1))));
      for (let flips = Math.floor(random() * 4); flips > 0 && bytes.length > 0; flips--) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
      try {
        const deals = [...parseDealList('d', bytes.toString('utf8'))];
        expect(deals).toEqual([...new Set(deals)].sort((a, b) => a - b));
        expect(deals.every((d) => Number.isInteger(d) && d >= 1 && d <= 8589934591)).toBe(true);
      } catch (err) {
        expect(err).toBeInstanceOf(UsageError);
        expect((err as Error).message).toMatch(/^d, line \d+: "[^\n]*" is not a game number from 1 to 8589934591\.$/);
      }
    }
  });
});

describe('long lines', () => {
  const line = '1'.repeat(1_000_000);

  it('a 1 MB line typed into a game is refused in one sentence and the game goes on unchanged', () => {
    const r = freecell(['--game', '1'], { input: `export\n${line}\nexport\n` });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('That line is 1000000 characters long; commands are short (at most 4096).');
    // The two exports around the long line print the same position: the deal's first column both times.
    const firstColumn = r.stdout.split('\n').filter((l) => l === 'JD KD 2S 4C 3S 6D 6S');
    expect(firstColumn).toHaveLength(2);
  });

  it('a 1 MB line in a moves file is named, cut short, in one sentence', () => {
    const file = path.join(TMP, 'long-line.moves');
    fs.writeFileSync(file, `${line}\n`);
    const r = freecell(['replay', file, '--game', '1']);
    expect(r.stderr).toBe(`freecell: ${file}, line 1: "${'1'.repeat(40)}…" is not a move in standard notation or a game command.\n`);
    expect(r.status).toBe(2);
  });

  it('a board near its limit made of one long line is read in linear time and refused in one sentence', () => {
    const file = path.join(TMP, 'long-line.cs3500');
    fs.writeFileSync(file, `C1: AH${' '.repeat(250_000)}, XX\n`);
    const r = freecell(['--board', file]);
    expect(r.stderr).toBe(`freecell: board file ${file}: line 1: "XX" is not a card.\n`);
    expect(r.status).toBe(2);
  });

  it('a deck near its limit made of one long token is refused in one sentence, the token cut short', () => {
    const file = path.join(TMP, 'long-token.deck');
    fs.writeFileSync(file, `AH ${'K'.repeat(60_000)}\n`);
    const r = freecell(['--deck', file]);
    expect(r.stderr).toBe(`freecell: deck file ${file}: token 2, "${'K'.repeat(40)}…", is not a card.\n`);
    expect(r.status).toBe(2);
  });
});

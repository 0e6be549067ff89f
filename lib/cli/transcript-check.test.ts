// `freecell transcript check` and `record`: the replay runs in memory through piped-io, only a game can be replayed or recorded, and a file that cannot be written is refused first.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInMemory } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');

describe('transcript check', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-transcript-check-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a session recorded in memory checks out the same, and a different game differs', () => {
    const file = path.join(dir, 'game5.txt');
    const recorded = runInMemory(['transcript', 'record', file, '--', '--game', '5', '--ascii'], 'tc 1 1\nq\n', {}, { disk: true });
    expect(recorded.status).toBe(0);
    const same = runInMemory(['transcript', 'check', file, '--', '--game', '5', '--ascii']);
    expect({ stdout: same.stdout, status: same.status }).toEqual({ stdout: `${file}: the program prints this transcript exactly.\n`, status: 0 });
    const other = runInMemory(['transcript', 'check', file, '--', '--game', '6', '--ascii']);
    expect(other.status).toBe(1);
  });

  test('a session recorded on a narrow terminal is drawn as a pipe draws it, so that check reproduces it', () => {
    const file = path.join(dir, 'eight-off.txt');
    const args = ['--game', '1', '--variant', 'eight-off', '--ascii'];
    const recorded = runInMemory(['transcript', 'record', file, '--', ...args], 'h\nq\n', {}, { disk: true, columns: 40 });
    expect(recorded.status).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toContain(' [ 6S][ 9C][ 2H][ 6H][   ][   ][   ][   ]   [   ][   ][   ][   ]\n');
    const same = runInMemory(['transcript', 'check', file, '--', ...args]);
    expect({ stdout: same.stdout, status: same.status }).toEqual({ stdout: `${file}: the program prints this transcript exactly.\n`, status: 0 });
  });

  test('a session recorded on a short terminal is drawn as a pipe draws it too (no blank line dropped), so that check reproduces it', () => {
    const file = path.join(dir, 'short.txt');
    const args = ['--game', '1', '--ascii'];
    const recorded = runInMemory(['transcript', 'record', file, '--', ...args], 'tc 1\nq\n', {}, { disk: true, columns: 80, rows: 12 });
    expect(recorded.status).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toBe(runInMemory(args, 'tc 1\nq\n', { NO_COLOR: '1' }).stdout);
    const same = runInMemory(['transcript', 'check', file, '--', ...args]);
    expect({ stdout: same.stdout, status: same.status }).toEqual({ stdout: `${file}: the program prints this transcript exactly.\n`, status: 0 });
  });

  test('the game of a transcript depends on its options only: the locale and the settings file change neither record nor check, nothing it plays is saved or counted, the flags after -- do', () => {
    const home = path.join(dir, 'own-settings');
    fs.mkdirSync(home);
    expect(runInMemory(['config', 'ascii', 'on'], '', { FREECELL_HOME: home }, { disk: true }).status).toBe(0);
    expect(runInMemory(['config', 'autoplay', 'off'], '', { FREECELL_HOME: home }, { disk: true }).status).toBe(0);
    const env = { FREECELL_HOME: home, LANG: 'pt_BR.UTF-8', LANGUAGE: 'pt_BR:pt', LC_CTYPE: 'pt_BR.ISO-8859-1' };
    const golden = path.join(ROOT, 'fixtures', 'transcripts', 'default', 'freecell-unicode.out');
    // the command speaks the player's language; the game it replays does not
    expect(runInMemory(['transcript', 'check', golden, '--', '--game', '617'], '', env)).toMatchObject({ status: 0, stdout: `${golden}: o programa reproduz esta transcrição exatamente.\n` });
    const file = path.join(dir, 'anywhere.txt');
    expect(runInMemory(['transcript', 'record', file, '--', '--game', '617'], '83\nsave\nq\n', env, { disk: true }).status).toBe(0);
    // a fresh state of its own: the player's saves and statistics are not touched
    expect(fs.readdirSync(home)).toEqual(['settings.json']);
    const text = fs.readFileSync(file, 'utf8');
    expect(text.startsWith('FreeCell · game 617 · 0 moves')).toBe(true);
    expect(text).toContain('Q♥ from column 8 to column 3');
    expect(runInMemory(['transcript', 'check', file, '--', '--game', '617']).status).toBe(0);
    // the flags after -- still change the game
    const pt = path.join(dir, 'pt.txt');
    expect(runInMemory(['transcript', 'record', pt, '--', '--game', '617', '--lang', 'pt', '--ascii'], 'q\n', {}, { disk: true }).status).toBe(0);
    expect(fs.readFileSync(pt, 'utf8').startsWith('FreeCell - jogo 617 - 0 movimentos')).toBe(true);
    expect(runInMemory(['transcript', 'check', pt, '--', '--game', '617', '--lang', 'pt', '--ascii'], '', env).status).toBe(0);
  });

  test('--lang before -- is the command\'s own language, as for every command; an unknown one is refused with status 2', () => {
    const file = path.join(dir, 'lang.txt');
    expect(runInMemory(['transcript', 'record', '--lang', 'pt', file, '--', '--game', '5', '--ascii'], 'q\n', {}, { disk: true }).status).toBe(0);
    expect(fs.readFileSync(file, 'utf8').startsWith('FreeCell - game 5 - 0 moves')).toBe(true);
    expect(runInMemory(['transcript', 'check', file, '--lang', 'pt', '--', '--game', '5', '--ascii'])).toMatchObject({ status: 0, stdout: `${file}: o programa reproduz esta transcrição exatamente.\n` });
    expect(runInMemory(['transcript', 'check', file, '--lang', 'pt', '--', '--game', '6', '--ascii'])).toMatchObject({ status: 1, stdout: expect.stringMatching(/^.*: a linha 1 difere no caractere \d+\.\n/) });
    for (const command of ['check', 'record']) {
      expect(runInMemory(['transcript', command, file, '--lang', 'xx', '--', '--game', '5'], 'q\n')).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: unknown language "xx" (known: en, pt).\n' });
    }
    expect(fs.readFileSync(file, 'utf8').startsWith('FreeCell - game 5 - 0 moves')).toBe(true);
  });

  test('a command that is not a game is refused with one sentence and exit status 2', () => {
    const file = path.join(dir, 'any.txt');
    fs.writeFileSync(file, 'x\n');
    const r = spawnSync(process.execPath, [BIN, 'transcript', 'check', file, '--', 'solve', '--range', '1-2'], {
      env: { ...process.env, FREECELL_HOME: path.join(dir, 'home') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect({ stdout: r.stdout, stderr: r.stderr, status: r.status }).toEqual({
      stdout: '',
      stderr: 'freecell: the game does not take "solve" (freecell --help lists the options of play).\n',
      status: 2,
    });
  });

  test('game options that leave the deal random are refused before anything runs or is written, in both commands', () => {
    const file = path.join(dir, 'random.txt');
    fs.writeFileSync(file, 'x\n');
    const needs = (command: string): string =>
      `freecell: transcript ${command} needs the deal fixed: add --game N, --deck FILE or --board FILE after -- (without one the deal is random, and a check could never match).\n`;
    for (const args of [[], ['--', '--variant', 'bakers'], ['--', '--winnable'], ['--', '--resume']]) {
      expect(runInMemory(['transcript', 'check', file, ...args])).toMatchObject({ status: 2, stdout: '', stderr: needs('check') });
      const out = path.join(dir, 'never.txt');
      expect(runInMemory(['transcript', 'record', out, ...args], 'q\n', {}, { disk: true })).toMatchObject({ status: 2, stdout: '', stderr: needs('record') });
      expect(fs.existsSync(out)).toBe(false);
    }
    expect(runInMemory(['transcript', 'check', file], '', { LANG: 'pt_BR.UTF-8' }).stderr).toBe(
      'freecell: transcript check precisa da distribuição fixa: acrescente --game N, --deck ARQUIVO ou --board ARQUIVO depois de -- (sem uma delas a distribuição é aleatória, e uma verificação nunca conferiria).\n',
    );
    // --game=N, --deck and --board fix it
    for (const args of [['--game=5'], ['--deck', path.join(ROOT, 'fixtures', 'decks', 'cse231-cards1.txt')]]) expect(runInMemory(['transcript', 'check', file, '--', ...args]).status).toBe(1);
  });

  test('record runs only a game: another command after -- is refused before it runs, and no file is written', () => {
    const out = path.join(dir, 'solution.txt');
    for (const [args, word] of [[['solve', '--game', '1'], 'solve'], [['deal', '1'], 'deal'], [['--game', '1', 'solve'], 'solve'], [['--game', '2', 'report', 'a.txt'], 'report']] as const) {
      expect(runInMemory(['transcript', 'record', out, '--', ...args], 'q\n', {}, { disk: true })).toMatchObject({
        status: 2,
        stdout: '',
        stderr: `freecell: the game does not take "${word}" (freecell --help lists the options of play).\n`,
      });
      expect(fs.existsSync(out)).toBe(false);
    }
  });

  test('a word the game does not take (one too many before --, or a FILE left out) is named alone as a word the game does not take, not as a command of freecell', () => {
    const out = path.join(dir, 'extra.txt');
    const checked = path.join(dir, 'checked.txt');
    fs.writeFileSync(checked, 'x\n');
    for (const [command, file] of [['check', checked], ['record', out]] as const) {
      expect(runInMemory(['transcript', command, file, 'extra', '--', '--game', '1'], 'q\n', {}, { disk: true })).toMatchObject({
        status: 2,
        stdout: '',
        stderr: 'freecell: the game does not take "extra" (freecell --help lists the options of play).\n',
      });
      // the options of play before or after a stray word are not named with it
      for (const [args, stray] of [[['--game', '1', 'extra'], 'extra'], [['--game', '1', 'extra', '--ascii', 'more'], 'extra more']] as const) {
        expect(runInMemory(['transcript', command, file, '--', ...args], 'q\n', {}, { disk: true })).toMatchObject({
          status: 2,
          stdout: '',
          stderr: `freecell: the game does not take "${stray}" (freecell --help lists the options of play).\n`,
        });
      }
    }
    // the game speaks the language given after --, as it does when it runs
    expect(runInMemory(['transcript', 'check', checked, '--', '--game', '1', 'extra', '--lang', 'pt'])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'freecell: o jogo não aceita "extra" (freecell --help lista as opções do jogo).\n',
    });
    expect(runInMemory(['transcript', 'record', '--', '--game', '1', '--ascii'], 'q\n', {}, { disk: true })).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'freecell: the game does not take "1" (freecell --help lists the options of play).\n',
    });
    expect(fs.existsSync(out)).toBe(false);
    expect(fs.existsSync('--game')).toBe(false);
  });
});

describe('a recorded game that check plays again', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-transcript-again-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a session recorded over minutes shows the time check shows: the clock of a transcript stands at 0:00', () => {
    const file = path.join(dir, 'slow.txt');
    let clock = 1_000_000;
    // a minute and a second between one reading of the clock and the next
    const recorded = runInMemory(['transcript', 'record', file, '--', '--game', '5', '--ascii'], 'tc 1 1\ntc 2 2\nq\n', {}, { disk: true, now: () => (clock += 61_000) });
    expect(recorded.status).toBe(0);
    const text = fs.readFileSync(file, 'utf8');
    expect(text.match(/time \d+:\d\d/g)).toEqual(['time 0:00', 'time 0:00', 'time 0:00']);
    expect(runInMemory(['transcript', 'check', file, '--', '--game', '5', '--ascii'])).toMatchObject({ status: 0, stdout: `${file}: the program prints this transcript exactly.\n` });
  });

  test('save and moves to a name the disk refuses (a folder, a missing folder) are refused in check as in record, and check writes no file', () => {
    const folder = fs.mkdtempSync(path.join(dir, 'files-'));
    fs.mkdirSync(path.join(folder, 'sub'));
    const file = path.join(dir, 'refused.txt');
    const input = `tc 1 1\nmoves ${path.join(folder, 'sub')}\nsave ${path.join(folder, 'none', 'x.json')}\nmoves ${path.join(folder, 'm.txt')}\nq\n`;
    expect(runInMemory(['transcript', 'record', file, '--', '--game', '5', '--ascii'], input, {}, { disk: true }).status).toBe(0);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain(`Could not write ${path.join(folder, 'sub')}: it is a folder. The game goes on.\n`);
    expect(text).toContain(`Could not write ${path.join(folder, 'none', 'x.json')}: no such folder. The game goes on.\n`);
    fs.rmSync(path.join(folder, 'm.txt'));
    expect(runInMemory(['transcript', 'check', file, '--', '--game', '5', '--ascii'])).toMatchObject({ status: 0, stdout: `${file}: the program prints this transcript exactly.\n` });
    expect(fs.readdirSync(folder)).toEqual(['sub']);
    expect(fs.readdirSync(path.join(folder, 'sub'))).toEqual([]);
  });

  test('a new deal (r, then y to give up) in a recorded session is dealt again by check', () => {
    const file = path.join(dir, 'new-deal.txt');
    const home = path.join(dir, 'home');
    const freecell = (args: string[], input: string): { status: number | null; stdout: string; stderr: string } => {
      const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, env: { ...process.env, FREECELL_HOME: home }, encoding: 'utf8', timeout: 30_000 });
      return { status: r.status, stdout: r.stdout, stderr: r.stderr };
    };
    expect(freecell(['transcript', 'record', file, '--', '--game', '5', '--ascii'], 'tc 1 1\nr\ny\nq\n')).toMatchObject({ status: 0, stderr: '' });
    expect(fs.readFileSync(file, 'utf8')).toContain('Game given up.\n');
    expect(freecell(['transcript', 'check', file, '--', '--game', '5', '--ascii'], '')).toEqual({ status: 0, stdout: `${file}: the program prints this transcript exactly.\n`, stderr: '' });
  }, 60000);
});

describe('the report of a transcript that differs', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-transcript-differs-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const args = ['--game', '5', '--ascii'];
  let recorded = '';
  beforeAll(() => {
    const file = path.join(dir, 'recorded.txt');
    expect(runInMemory(['transcript', 'record', file, '--', ...args], 'tc 1 1\nq\n', {}, { disk: true }).status).toBe(0);
    recorded = fs.readFileSync(file, 'utf8');
  });
  /** What check says of a transcript holding `text`, its first line in place of the file's name. */
  const check = (text: string): { stdout: string; status: number } => {
    const file = path.join(dir, 't.txt');
    fs.writeFileSync(file, text);
    const r = runInMemory(['transcript', 'check', file, '--', ...args]);
    return { stdout: r.stdout.replace(`${file}: `, ''), status: r.status };
  };
  const lines = (): string[] => recorded.split('\n');

  test('a transcript without its final newline: the last line, said to have no newline at its end', () => {
    const n = lines().length - 1;
    expect(check(recorded.slice(0, -1))).toEqual({ status: 1, stdout: `line ${n} differs at character 4.\n  expected: "> q" (no newline at its end)\n  got:      "> q"\n` });
  });

  test('a transcript that ends early, or goes on past the output: the end of the transcript or of the output, not an empty line', () => {
    const n = lines().length - 1;
    // its last line (> q) left out: the game then reads the end of its input
    expect(check(lines().slice(0, -2).join('\n') + '\n')).toEqual({ status: 1, stdout: `line ${n} differs.\n  expected: (end of transcript)\n  got:      "> "\n` });
    expect(check(`${recorded}more\n`)).toEqual({ status: 1, stdout: `line ${n + 1} differs.\n  expected: "more"\n  got:      (end of output)\n` });
    expect(check('')).toEqual({ status: 1, stdout: `line 1 differs.\n  expected: (end of transcript)\n  got:      ${JSON.stringify(lines()[0])}\n` });
  });

  test('a line of millions of characters is shown as an excerpt around the character that differs, so the report stays short', () => {
    const long = `${'x'.repeat(3 * 1024 * 1024)}\n`;
    const r = check(long);
    expect(r.status).toBe(1);
    expect(r.stdout.length).toBeLessThan(400);
    expect(r.stdout).toBe(`line 1 differs at character 1.\n  expected: "${'x'.repeat(100)}"… (characters 1 to 100 of 3145728)\n  got:      ${JSON.stringify(lines()[0])}\n`);
  });

  test('one character changed in a line, and a CR before the newline: the character where they part is named', () => {
    const changed = recorded.replace('cells', 'cellz');
    const n = lines().findIndex((l) => l.includes('cells')) + 1;
    const at = lines()[n - 1]!.indexOf('cells') + 5;
    expect(check(changed)).toEqual({ status: 1, stdout: `line ${n} differs at character ${at}.\n  expected: ${JSON.stringify(lines()[n - 1]!.replace('cells', 'cellz'))}\n  got:      ${JSON.stringify(lines()[n - 1])}\n` });
    expect(check(recorded.replace(/\n/g, '\r\n')).stdout).toBe(`line 1 differs at character ${lines()[0]!.length + 1}.\n  expected: ${JSON.stringify(`${lines()[0]}\r`)}\n  got:      ${JSON.stringify(lines()[0])}\n`);
  });
});

describe('a piped run asking when to stop', () => {
  it('hands stopAt only what was printed since it last asked, so that a long check reads its output once', () => {
    const pieces: string[] = [];
    const r = runInMemory(['--game', '1', '--no-status'], '3a\nu\nredo\nq\n', { NO_COLOR: '1' }, { stopAt: (printed) => (pieces.push(printed), false) });
    expect(r.status).toBe(0);
    // Asked before each of the four lines (q ends the game); together the pieces are the output up to the last question, each part once.
    expect(pieces).toHaveLength(4);
    expect(r.stdout.startsWith(pieces.join(''))).toBe(true);
    expect(pieces.slice(1).every((p) => p.length > 0 && !p.includes('Type h for help'))).toBe(true);
  });
});

describe('transcript record into a folder that refuses new files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-transcript-record-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  afterEach(() => jest.restoreAllMocks());

  // The module itself (not the import's read-only view), so that jest can spy on it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const realFs = require('node:fs') as typeof fs;

  /** The file system refuses to create any file in `folder` (as for a non-root user in a read-only folder: tests run as root, which chmod does not stop). */
  function refuseNewFilesIn(folder: string, code: string): void {
    const open = fs.openSync;
    jest.spyOn(realFs, 'openSync').mockImplementation(((file: fs.PathLike, flags?: fs.OpenMode, ...rest: unknown[]) => {
      if (path.dirname(path.resolve(String(file))) === folder && typeof flags === 'string' && flags.includes('x')) {
        throw Object.assign(new Error(`${code}: refused, open '${String(file)}'`), { code });
      }
      return (open as (...a: unknown[]) => number)(file, flags, ...rest);
    }) as typeof fs.openSync);
  }

  test.each([
    ['EACCES', 'permission denied'],
    ['EROFS', 'read-only file system'],
  ])('%s: refused before the session starts, with status 5, and an existing FILE left as it was', (code, reason) => {
    const ro = path.join(dir, code);
    fs.mkdirSync(ro);
    const file = path.join(ro, 't.txt');
    fs.writeFileSync(file, 'old');
    refuseNewFilesIn(ro, code);
    const r = runInMemory(['transcript', 'record', file, '--', '--game', '1'], 'tc 1 1\nq\n', {}, { disk: true });
    expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({ status: 5, stdout: '', stderr: `freecell: cannot write ${file}: ${reason}.\n` });
    expect(fs.readdirSync(ro)).toEqual(['t.txt']);
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
  });
});

describe('transcript record whose standard output is closed before the session ends (| head -1)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-transcript-head-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('ends with status 5 and one sentence saying that FILE was not written, FILE left as it was and nothing beside it', () => {
    const file = path.join(dir, 't.txt');
    fs.writeFileSync(file, 'old');
    // endless input: the output fills the pipe long before the transcript's limit, so the closed pipe is met for sure
    const r = spawnSync('bash', ['-c', 'yes h | "$0" "$@" | head -n 1 > /dev/null; echo "${PIPESTATUS[1]}"', process.execPath, BIN, 'transcript', 'record', file, '--', '--game', '1'], {
      env: { ...process.env, FREECELL_HOME: path.join(dir, 'home') },
    });
    expect(r.stdout.toString()).toBe('5\n');
    expect(r.stderr.toString()).toBe(`freecell: cannot write ${file}: standard output was closed before the session ended (its reader went away), so the transcript is not whole.\n`);
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    expect(fs.readdirSync(dir).filter((f) => f !== 'home')).toEqual(['t.txt']);
  });

  test('a session that ends before its reader goes away is written whole, status 0', () => {
    const file = path.join(dir, 'whole.txt');
    const r = spawnSync('bash', ['-c', 'printf "6a\\nq\\n" | "$0" "$@" | cat > /dev/null; echo "${PIPESTATUS[1]}"', process.execPath, BIN, 'transcript', 'record', file, '--', '--game', '1'], {
      env: { ...process.env, FREECELL_HOME: path.join(dir, 'home') },
    });
    expect([r.stdout.toString(), r.stderr.toString()]).toEqual(['0\n', '']);
    expect(fs.readFileSync(file, 'utf8')).toContain('> 6a\n');
  });
});

describe('transcript record and check ended by a signal', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-transcript-signal-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

  async function waitFor(check: () => boolean, ms = 15000): Promise<void> {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Starts the program with a temporary folder of its own (TMPDIR) and piped standard input kept open; resolves how it ended. */
  function start(args: string[], tmp: string): { child: ChildProcess; out: () => string; end: Promise<{ code: number | null; signal: NodeJS.Signals | null }> } {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...ENV, TMPDIR: tmp, FREECELL_HOME: path.join(dir, 'home') }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.stdin!.on('error', () => undefined);
    const end = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
    return { child, out: () => out, end };
  }

  test.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('%s while record waits for a line: the state folder and the temporary file go, FILE stays as it was, the process ends by the signal', async (signal) => {
    const tmp = fs.mkdtempSync(path.join(dir, 'tmp-'));
    const folder = fs.mkdtempSync(path.join(dir, 'out-'));
    const file = path.join(folder, 't.txt');
    fs.writeFileSync(file, 'old');
    const run = start(['transcript', 'record', file, '--', '--game', '5', '--ascii'], tmp);
    try {
      run.child.stdin!.write('tc 1 1\n');
      await waitFor(() => run.out().includes('9S from column 1 to cell 1'));
      // the game waits for its next line, its state folder and the temporary transcript beside FILE in place
      expect(fs.readdirSync(tmp)).toEqual([expect.stringMatching(/^freecell-transcript-/)]);
      expect(fs.readdirSync(folder).sort()).toEqual([expect.stringMatching(/^\.t\.txt\.\d+\.h[0-9a-f]{8}\.[0-9a-f]{12}\.tmp$/), 't.txt']);
      run.child.kill(signal);
      expect(await run.end).toEqual({ code: null, signal });
    } finally {
      run.child.kill('SIGKILL');
    }
    expect(fs.readdirSync(tmp)).toEqual([]);
    expect(fs.readdirSync(folder)).toEqual(['t.txt']);
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
  }, 30000);

  test('a record killed outright (SIGKILL) leaves its state folder, and the next record or check removes it; a live one is left', async () => {
    const tmp = fs.mkdtempSync(path.join(dir, 'tmp-'));
    const folder = fs.mkdtempSync(path.join(dir, 'out-'));
    const file = path.join(folder, 't.txt');
    const killed = start(['transcript', 'record', file, '--', '--game', '5', '--ascii'], tmp);
    const live = start(['transcript', 'record', path.join(folder, 'live.txt'), '--', '--game', '6', '--ascii'], tmp);
    try {
      killed.child.stdin!.write('tc 1 1\n');
      await waitFor(() => killed.out().includes('9S from column 1 to cell 1'));
      await waitFor(() => fs.readdirSync(tmp).length === 2);
      const [leftBehind] = fs.readdirSync(tmp).filter((name) => name.includes(`-${killed.child.pid}.`));
      expect(leftBehind).toMatch(/^freecell-transcript-\d+\.(\d+|x)\.h[0-9a-f]{8}-[A-Za-z0-9]{6}$/);
      killed.child.kill('SIGKILL');
      expect(await killed.end).toEqual({ code: null, signal: 'SIGKILL' });
      expect(fs.readdirSync(tmp)).toContain(leftBehind);
      const again = spawnSync(process.execPath, [BIN, 'transcript', 'record', file, '--', '--game', '5'], { cwd: ROOT, input: 'q\n', env: { ...ENV, TMPDIR: tmp, FREECELL_HOME: path.join(dir, 'home') }, encoding: 'utf8', timeout: 30_000 });
      expect(again.status).toBe(0);
      // the killed one's folder is gone, the live one's is still there
      expect(fs.readdirSync(tmp)).toEqual([expect.stringContaining(`-${live.child.pid}.`)]);
      live.child.stdin!.end('q\n');
      expect(await live.end).toEqual({ code: 0, signal: null });
      expect(fs.readdirSync(tmp)).toEqual([]);
    } finally {
      killed.child.kill('SIGKILL');
      live.child.kill('SIGKILL');
    }
  }, 60000);

  test('record and check ending by themselves, well or not, leave nothing in the temporary folder either', () => {
    const tmp = fs.mkdtempSync(path.join(dir, 'tmp-'));
    const folder = fs.mkdtempSync(path.join(dir, 'out-'));
    const file = path.join(folder, 't.txt');
    const freecell = (args: string[], input: string): { status: number | null; stderr: string } => {
      const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, env: { ...ENV, TMPDIR: tmp, FREECELL_HOME: path.join(dir, 'home') }, encoding: 'utf8', timeout: 30_000 });
      return { status: r.status, stderr: r.stderr };
    };
    expect(freecell(['transcript', 'record', file, '--', '--game', '5', '--ascii'], 'tc 1 1\nq\n')).toEqual({ status: 0, stderr: '' });
    expect(freecell(['transcript', 'check', file, '--', '--game', '5', '--ascii'], '')).toEqual({ status: 0, stderr: '' });
    expect(fs.readdirSync(tmp)).toEqual([]);
    // the game fails: a line past its limit while recording, a deck that is not there while checking
    expect(freecell(['transcript', 'record', file, '--', '--game', '6', '--ascii'], `${'x'.repeat(2 * 1024 * 1024)}\n`).status).toBe(2);
    expect(freecell(['transcript', 'check', file, '--', '--deck', path.join(folder, 'none.txt')], '').status).toBe(2);
    expect(fs.readdirSync(tmp)).toEqual([]);
    expect(fs.readdirSync(folder)).toEqual(['t.txt']);
    expect(fs.readFileSync(file, 'utf8')).toContain('9S from column 1 to cell 1');
  }, 60000);

  describe('a long check', () => {
    // A transcript that takes a second or more to check: thousands of moves and undos.
    const long = path.join(dir, 'long.txt');
    beforeAll(() => {
      const recorded = runInMemory(['transcript', 'record', long, '--', '--game', '5', '--ascii'], `${'tc 1 1\nu\n'.repeat(2500)}q\n`, {}, { disk: true });
      expect(recorded.status).toBe(0);
    });

    test.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('%s while check replays: its state folder and its home go at once, the process ends by the signal', async (signal) => {
      const tmp = fs.mkdtempSync(path.join(dir, 'tmp-'));
      const run = start(['transcript', 'check', long, '--', '--game', '5', '--ascii'], tmp);
      // the replay has begun: the game's state folder and the in-memory run's home are there
      await waitFor(() => fs.readdirSync(tmp).length === 2);
      expect(fs.readdirSync(tmp).sort()).toEqual([expect.stringMatching(/^freecell-memory-home-/), expect.stringMatching(/^freecell-transcript-/)]);
      const sent = Date.now();
      try {
        run.child.kill(signal);
        expect(await run.end).toEqual({ code: null, signal });
      } finally {
        run.child.kill('SIGKILL');
      }
      expect(fs.readdirSync(tmp)).toEqual([]);
      expect(run.out()).toBe('');
      // at the next line replayed, not once the whole transcript is
      expect(Date.now() - sent).toBeLessThan(3000);
    }, 30000);
  });
});

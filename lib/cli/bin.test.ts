// The real executable: formats, pipes, exit statuses, colour decisions.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NO_COLOR' && k !== 'FORCE_COLOR')),
  FREECELL_HOME: fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-home-')),
};

function freecell(args: string[], options: { input?: string; env?: Record<string, string> } = {}) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    input: options.input ?? '',
    env: { ...ENV, ...options.env },
  });
  return { status: result.status, stdout: result.stdout.toString(), stderr: result.stderr.toString() };
}

describe('bin/freecell', () => {
  it.each([1, 617, 1941, 11982, 3000000000, 6000000000])('deal %i --format fcs equals make-microsoft-freecell-board -t', (n) => {
    const r = freecell(['deal', String(n), '--format', 'fcs']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(fs.readFileSync(path.join(ROOT, 'fixtures', 'boards', `ms-${n}.fcs`), 'utf8'));
  });

  it('runs with no terminal and empty input, ending with status 0', () => {
    const r = freecell(['--game', '1']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('FreeCell · game 1 · 0 moves');
  });

  it('exits quietly when the reader of its output goes away (| head)', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-head-')), 'head.txt');
    const r = spawnSync('bash', ['-c', `yes h | "${process.execPath}" "${BIN}" --game 1 | head -n 3 >"$1"; echo "\${PIPESTATUS[1]}"`, 'x', out], { cwd: ROOT, env: ENV });
    expect(r.stdout.toString().trim()).toBe('0');
    expect(r.stderr.toString()).toBe('');
  });

  describe('a standard output whose reader is gone before anything is written', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-gone-'));
    const transcript = path.join(dir, 'game1.txt');
    const rules = 'build=alternate-colour cells=4 columns=8 empty=any moves=free-space dealt=0 aces-home=no';
    const line = (status: string, moves: string) => `${JSON.stringify({ deal: 1, status, length: moves === '' ? 0 : moves.split(' ').length, moves, ms: 1, states: 10, search: 'exact', variant: 'freecell', rules, mode: 'fast' })}\n`;
    beforeAll(() => {
      expect(freecell(['transcript', 'record', transcript, '--', '--game', '1'], { input: 'q\n' }).status).toBe(0);
      fs.writeFileSync(path.join(dir, 'solved.jsonl'), line('solved', '6a'));
      fs.writeFileSync(path.join(dir, 'unwinnable.jsonl'), line('unwinnable', ''));
    });

    /** Runs freecell with standard output a FIFO that no process reads any more (every write fails with EPIPE, from the first), and returns its status. */
    function withReaderGone(args: string[], input = '', program = BIN): number | null {
      const fifo = path.join(dir, `out-${Math.random().toString(16).slice(2)}`);
      const script = 'mkfifo "$1" && exec 4<>"$1" 5>"$1" 4<&- && rm "$1" && shift && exec "$@" >&5 5>&-';
      return spawnSync('bash', ['-c', script, 'x', fifo, process.execPath, program, ...args], { cwd: dir, input, env: ENV }).status;
    }

    it.each<[string, string[], string, number]>([
      ['a deal printed', ['deal', '1'], '', 0],
      ['replay at an illegal move', ['replay', '-', '--game', '1'], '38\n', 1],
      ['transcript check of a transcript that differs', ['transcript', 'check', 'game1.txt', '--', '--game', '2'], '', 1],
      ['solve --format json of an unwinnable deal', ['solve', '--game', '889355984', '--format', 'json'], '', 3],
      ['solve --format json of a deal given up', ['solve', '--game', '889355984', '--max-states', '10', '--format', 'json'], '', 4],
      ['report of files that disagree', ['report', 'solved.jsonl', 'unwinnable.jsonl'], '', 1],
      ['solve --range with a deal given up', ['solve', '--range', '889355984-889355985', '--jobs', '1', '--max-states', '10'], '', 4],
    ])('%s ends quietly with the status its verdict gives (%j)', (_what, args, input, status) => {
      expect(withReaderGone(args, input)).toBe(status);
    });

    it("a verdict of an earlier command run in the same process is not a later command's status", () => {
      // replay's illegal move (status 1) in memory, then deal, whose reader is gone: deal's status is 0
      const program = path.join(dir, 'twice.js');
      const lib = (name: string) => JSON.stringify(path.join(ROOT, 'build', 'lib', 'cli', name));
      fs.writeFileSync(
        program,
        // anything else going wrong ends with status 9, never 1
        `process.on('uncaughtException', () => process.exit(9));\n` +
          `const { runPiped } = require(${lib('piped-io')});\n` +
          `const { run } = require(${lib('main')});\n` +
          `const { processIO } = require(${lib('io')});\n` +
          `if (runPiped(run, ['replay', '-', '--game', '1'], '38\\n', {}).status !== 1) process.exit(9);\n` +
          `process.exitCode = run(['deal', '1'], processIO());\n`,
      );
      expect(withReaderGone([], '', program)).toBe(0);
    });
  });

  it.each([
    [['--bogus'], 'freecell: unknown option --bogus (--help lists them).'],
    [['--gam', '1'], 'freecell: unknown option --gam; did you mean --game? (--help lists them).'],
    [['solve', '--rang', '1-3'], 'freecell: unknown option --rang; did you mean --lang or --range? (freecell solve --help lists them).'],
    [['--lang', 'pt', 'solve', '--rang', '1-3'], 'freecell: opção desconhecida --rang; você quis dizer --lang ou --range? (freecell solve --help lista as opções).'],
    [['deal', '1', '--bogus'], 'freecell: unknown option --bogus (freecell deal --help lists them).'],
    [['transcript', 'check', 'x', '--bogus'], 'freecell: unknown option --bogus (freecell transcript check --help lists them).'],
    [['stats', '--game', '5'], 'freecell: stats does not take --game (freecell stats --help lists what it takes).'],
    [['deal', '1', '--game=5'], 'freecell: deal does not take --game (freecell deal --help lists what it takes).'],
    [['solve', '-V'], 'freecell: solve does not take -V (freecell solve --help lists what it takes).'],
    [['--lang', 'pt', 'saves', '--game', '5'], 'freecell: saves não aceita --game (freecell saves --help lista o que ele aceita).'],
    [['--game'], 'freecell: --game needs a value: --game <number>.'],
    [['--lang', 'pt', '--gam', '1'], 'freecell: opção desconhecida --gam; você quis dizer --game? (--help lista as opções).'],
    [['transcript', 'check'], 'freecell: transcript check needs <file> (freecell transcript check --help says more).'],
    [['--game', '0'], 'is not a game number'],
    [['--variant', 'nope'], 'unknown variant "nope" (known: freecell, bakers'],
    [['--style', 'fancy'], 'unknown style'],
    [['--deck', 'no/such/file'], 'cannot read deck file no/such/file: no such file.'],
    [['--board', 'fixtures/decks/cse231-cards6.txt'], 'board file fixtures/decks/cse231-cards6.txt: 46 cards are missing'],
    [['deal', '1', '--format', 'xml'], 'unknown format "xml"'],
    [['deal'], 'freecell: deal needs a game number, --deck FILE or --board FILE (freecell deal --help says more).'],
    [['solve', '--range', '9-3'], '--range 9-3 is backwards: its first game number is above its second'],
    [
      ['solve', '--game', '1', '--max-states', 'lots'],
      `--max-states takes a whole number from 1 to ${Math.floor(os.totalmem() / 320)} (what ${Math.floor(os.totalmem() / 2 ** 20)} MB of memory holds), not "lots".`,
    ],
    [['solve', '--game', '1', '--format', 'pdf'], 'unknown format "pdf"'],
    [['solv'], 'freecell: unknown command "solv"; did you mean "solve"? (commands: deal, replay, browse, transcript, solve, stats, config, saves, report, variants).'],
    [['hint', '--game', '1'], 'freecell: unknown command "hint" (commands: deal, replay, browse, transcript, solve, stats, config, saves, report, variants).'],
    [['help', 'nope'], 'freecell: unknown command "nope" (commands: deal,'],
    [['transcript'], 'freecell: transcript needs one of its commands: check or record (freecell transcript --help says more).'],
    [['--lang', 'en', 'transcript'], 'freecell: transcript needs one of its commands: check or record'],
    [['transcript', 'chek'], 'freecell: unknown command "chek"; did you mean "check"? (commands: check, record).'],
    [['solve', '1', '2'], 'freecell: solve does not take "1 2" (freecell solve --help lists what it takes).'],
    [['--lang', 'pt', 'solve', '7'], 'freecell: solve não aceita "7" (freecell solve --help lista o que ele aceita).'],
    [['--game', '1', 'extra'], 'freecell: unknown command "extra" (commands: deal,'],
  ])('bad input %j exits with status 2 and one line', (args, message) => {
    const r = freecell(args as string[]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(message);
  });

  it('colours red cards only when asked or on a terminal, never with NO_COLOR or --no-color', () => {
    const esc = '\u001b[';
    expect(freecell(['deal', '1']).stdout).not.toContain(esc);
    expect(freecell(['deal', '1'], { env: { FORCE_COLOR: '1' } }).stdout).toContain(`${esc}31m`);
    expect(freecell(['deal', '1', '--no-color'], { env: { FORCE_COLOR: '1' } }).stdout).not.toContain(esc);
    expect(freecell(['deal', '1'], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } }).stdout).not.toContain(esc);
  });

  it('colours output to a pipe with CLICOLOR_FORCE set and not 0, unless NO_COLOR, --no-color or FORCE_COLOR=0 says no', () => {
    const esc = '\u001b[';
    expect(freecell(['deal', '1'], { env: { CLICOLOR_FORCE: '1' } }).stdout).toContain(`${esc}31m`);
    expect(freecell(['deal', '1'], { env: { CLICOLOR_FORCE: '0' } }).stdout).not.toContain(esc);
    expect(freecell(['deal', '1'], { env: { CLICOLOR_FORCE: '' } }).stdout).not.toContain(esc);
    expect(freecell(['deal', '1'], { env: { CLICOLOR_FORCE: '1', NO_COLOR: '1' } }).stdout).not.toContain(esc);
    expect(freecell(['deal', '1', '--no-color'], { env: { CLICOLOR_FORCE: '1' } }).stdout).not.toContain(esc);
    expect(freecell(['deal', '1'], { env: { CLICOLOR_FORCE: '1', FORCE_COLOR: '0' } }).stdout).not.toContain(esc);
    // CLICOLOR alone never colours a pipe
    expect(freecell(['deal', '1'], { env: { CLICOLOR: '1' } }).stdout).not.toContain(esc);
  });

  it('records a transcript from a pipe and checks it back', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-')), 'session.txt');
    const recorded = freecell(['transcript', 'record', file, '--', '--game', '5', '--ascii'], { input: 'tc 1 1\n3h\nq\n' });
    expect(recorded.status).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toBe(recorded.stdout);
    const checked = freecell(['transcript', 'check', file, '--', '--game', '5', '--ascii']);
    expect(checked.status).toBe(0);
    const wrong = freecell(['transcript', 'check', file, '--', '--game', '6', '--ascii']);
    expect(wrong.status).toBe(1);
    expect(wrong.stdout).toContain('line 1 differs at character 17.');
  });

  it('replays moves from standard input', () => {
    const solution = fs.readFileSync(path.join(ROOT, 'fixtures', 'solutions', 'freecell', 'ms-3.txt'), 'utf8');
    const r = freecell(['replay', '--game', '3', '-'], { input: solution });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/all legal; the game is won\.\n$/);
  });

  it('solves a deal in standard notation that replay plays to a win', () => {
    const solved = freecell(['solve', '--game', '617']);
    expect(solved.status).toBe(0);
    const replayed = freecell(['replay', '--game', '617', '-'], { input: solved.stdout });
    expect(replayed.status).toBe(0);
    expect(replayed.stdout).toMatch(/all legal; the game is won\.\n$/);
    const commands = freecell(['solve', '--game', '617', '--format', 'commands']);
    expect(freecell(['replay', '--game', '617', '-'], { input: commands.stdout }).stdout).toMatch(/the game is won/);
  });

  it('proves deal 11982 unwinnable with exit status 3, and gives up at a limit with 4', () => {
    const r = freecell(['solve', '--game', '11982', '--exact']);
    expect(r.status).toBe(3);
    expect(r.stderr).toMatch(/^freecell: game 11982 cannot be won: every reachable position was examined/);
    const small = freecell(['solve', '--game', '11982', '--max-states', '10']);
    expect(small.status).toBe(4);
    expect(small.stderr).toContain('gave up on game 11982 after');
  });

  it('solves a range over solving processes, with one JSON line per deal and a summary', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-range-'));
    const jsonl = path.join(dir, 'out.jsonl');
    const r = freecell(['solve', '--range', '1-12', '--jobs', '2', '--jsonl', jsonl]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Deals 1-12 (FreeCell), 2 jobs\nSolved 12, unwinnable 0, gave up 0\n');
    const lines = fs.readFileSync(jsonl, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { deal: number; status: string; moves: string; length: number });
    // in the order the deals finish
    expect(lines.map((l) => l.deal).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const l of lines) {
      expect(l.status).toBe('solved');
      expect(l.moves.split(' ')).toHaveLength(l.length);
      expect(freecell(['replay', '--game', String(l.deal), '-'], { input: l.moves }).stdout).toMatch(/the game is won/);
    }
    expect(fs.readdirSync(dir)).toEqual(['out.jsonl']);
  });

  it('prints help and the version with status 0', () => {
    expect(freecell(['--help']).status).toBe(0);
    expect(freecell(['--version']).stdout.trim()).toBe((JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
  });
});

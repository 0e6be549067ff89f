// freecell report over small results files written by hand: what a --range leaves out, and the totals of what it keeps.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInMemory } from './memory-io';

const BIN = path.join(__dirname, '..', '..', 'bin', 'freecell');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-report-'));
afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

const RULES = 'build=alternate-colour cells=4 columns=8 empty=any moves=free-space dealt=0 aces-home=no';

/** `length` moves as solve --jsonl writes them: standard notation of RULES (8 columns, 4 cells), one space between two moves. */
const movesText = (length: number): string => Array.from({ length }, (_, i) => ['6a', '15v2', 'dh'][i % 3]).join(' ');

/** One result line as solve --jsonl writes it. */
function result(deal: number, ms: number, status = 'solved', length = status === 'solved' ? 90 : 0): string {
  return JSON.stringify({ deal, status, length, moves: movesText(length), ms, states: 100, search: 'fast', variant: 'freecell', rules: RULES, mode: 'fast' });
}

let count = 0;
function resultsFile(lines: string[]): string {
  const file = path.join(TMP, `${count++}.jsonl`);
  fs.writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
  return file;
}

function report(args: string[]) {
  return runInMemory(['report', ...args], '', { FREECELL_HOME: path.join(TMP, 'home') });
}

describe('freecell report --range', () => {
  it('adds up the solving time of the deals in the range only, as it counts only them', () => {
    const file = resultsFile([result(1, 1000), result(2, 2000), result(3, 4000), result(4, 8000)]);
    const json = report([file, '--range', '2-3', '--json']);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ deals: 2, outside: 2, ms: 6000 });
    const text = report([file, '--range', '2-3']);
    expect(text.stdout).toContain('Solving time 6.0 s in all');
    expect(JSON.parse(report([file, '--range', '9-10', '--json']).stdout)).toMatchObject({ deals: 0, outside: 4, ms: 0 });
  });

  it('gives the time in JSON to the hundredth of a millisecond the lines hold, without the noise of adding up binary fractions', () => {
    const file = resultsFile([result(1, 0.1), result(2, 0.2)]);
    expect(JSON.parse(report([file, '--json']).stdout)).toMatchObject({ deals: 2, ms: 0.3 });
  });

  it.each(['1-8589934592', '8589934592-8589934592', '1-9007199254740991'])('refuses --range %s, past the last game number, with status 2', (range) => {
    const file = resultsFile([result(1, 1)]);
    expect(report([file, '--range', range])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `freecell: --range ${range} goes past the last game: game numbers run from 1 to 8589934591.\n`,
    });
  });

  it.each(['0-5', '0-0', '5-0'])('refuses --range %s, before the first game number, naming the numbers games have (not backwards, whose sentence would offer 0-5)', (range) => {
    const file = resultsFile([result(1, 1)]);
    expect(report([file, '--range', range])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `freecell: --range ${range} starts before the first game: game numbers run from 1 to 8589934591.\n`,
    });
  });

  it('refuses a range whose first number is above its second, saying so', () => {
    const file = resultsFile([result(1, 1)]);
    expect(report([file, '--range', '9-3'])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'freecell: --range 9-3 is backwards: its first game number is above its second (9 is above 3; 3-9 is the range from 3 to 9).\n',
    });
  });

  it.each(['x', '1-', '5', '1..9', '-3-4'])('refuses --range %s, not two numbers, with the sentence that gives the shape', (range) => {
    const file = resultsFile([result(1, 1)]);
    expect(report([file, '--range', range])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `freecell: --range takes two game numbers like 1-32000 (the first not above the second), not "${range}".\n`,
    });
  });
});

describe('freecell report: a line whose values no run writes', () => {
  it.each([
    ['a deal past the last game number', { deal: 8589934592 }],
    ['a negative length', { length: -5 }],
    ['a negative time', { ms: -1 }],
    ['a length that is not whole', { length: 1.5 }],
    ['a time of more than a year', { ms: 365 * 24 * 3600 * 1000 + 0.01 }],
    ['a time past any sum', { ms: 1e308 }],
    ['a solution longer than any line', { length: 2 ** 20 + 1 }],
    ['a solution of no move (no deal is won as dealt)', { length: 0 }],
    ['a deal proven unwinnable with a solution length', { status: 'unwinnable', length: 90 }],
    ['a deal given up with a solution length', { status: 'gave-up', length: 3 }],
    ['moves that are not text', { moves: ['6a', '6b'] }],
    ['fewer moves than its length', { length: 90, moves: '6a 6b 6h' }],
    ['more moves than its length', { length: 3, moves: movesText(90) }],
    ['one move fewer than its length', { length: 90, moves: movesText(89) }],
    ['one move more than its length', { length: 90, moves: movesText(91) }],
    ['a solution whose moves are not written', { length: 90, moves: '' }],
    ['an empty move between two spaces', { length: 3, moves: '6a  6b 6h' }],
    ['a space before its first move', { length: 3, moves: ' 6a 6b 6h' }],
    ['a space after its last move', { length: 3, moves: '6a 6b 6h ' }],
    ['moves on two lines', { length: 3, moves: '6a 6b\n6h' }],
    ['moves that are not standard notation', { length: 2, moves: 'zz zz' }],
    ['game commands instead of standard notation', { length: 3, moves: 'tt 3 5' }],
    ['a move out of the foundations', { length: 3, moves: '6a h1 6h' }],
    ['a move to a column its rules do not have (8 columns)', { length: 3, moves: '6a 69 6h' }],
    ['a move from a cell its rules do not have (4 cells)', { length: 3, moves: '6a eh 6h' }],
    ['a move from a numbered cell its rules do not have', { length: 3, moves: '6a [11]h 6h' }],
    ['a count of no card', { length: 3, moves: '6a 15v0 6h' }],
    ['a count on a move that is not between columns', { length: 3, moves: '6a 6av2 6h' }],
  ])('is not a result (%s): refused with status 2, naming the line, by report and by a rerun of solve', (_what, change) => {
    const bad = JSON.stringify({ ...(JSON.parse(result(2, 1)) as object), ...change });
    const file = resultsFile([result(1, 1), bad, result(3, 1)]);
    const before = fs.readFileSync(file, 'utf8');
    const r = report([file]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`freecell: ${file}, line 2 is not a result of solve --range or --deals.\n`);
    const rerun = spawnSync(process.execPath, [BIN, 'solve', '--range', '1-3', '--jsonl', file], { env: { ...process.env, FREECELL_HOME: path.join(TMP, 'home') }, input: '', timeout: 20000 });
    expect([rerun.status, rerun.stderr.toString()]).toEqual([2, `freecell: ${file}, line 2 is not a result of solve --range (only a torn last line is repaired).\n`]);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  it('keeps the longest time and the longest solution a line may hold', () => {
    // a line with its moves dropped (jq -c 'del(.moves)') keeps its length
    const longest = JSON.stringify({ ...(JSON.parse(result(2, 0)) as object), length: 2 ** 20, moves: undefined });
    const file = resultsFile([result(1, 365 * 24 * 3600 * 1000), longest]);
    expect(JSON.parse(report([file, '--json']).stdout)).toMatchObject({ deals: 2, solved: 2, maxLength: 2 ** 20, ms: 365 * 24 * 3600 * 1000 });
  });

  it('reads lines whose moves are dropped, and lines whose moves count their length, whatever the notation of each move', () => {
    const dropped = JSON.stringify({ ...(JSON.parse(result(2, 1, 'solved', 7)) as object), moves: undefined });
    const file = resultsFile([result(1, 1, 'solved', 1), dropped, result(3, 1, 'solved', 120), result(4, 1, 'unwinnable'), result(5, 1, 'gave-up')]);
    expect(JSON.parse(report([file, '--json']).stdout)).toMatchObject({ deals: 5, solved: 3, unwinnable: 1, gaveUp: 1, maxLength: 120 });
  });

  it('reads the moves of each line by the piles of its own rules: cells past the tenth and padded column numbers where they have them', () => {
    const rules = RULES.replace('cells=4 columns=8', 'cells=11 columns=13');
    const wide = (deal: number): string => JSON.stringify({ ...(JSON.parse(result(deal, 1)) as object), length: 6, moves: '[11]h 1102 0112 13a k12 53(3)', rules });
    const file = resultsFile([wide(1), wide(2)]);
    expect(JSON.parse(report([file, '--json']).stdout)).toMatchObject({ deals: 2, solved: 2, maxLength: 6 });
    // the same moves under 8 columns and 4 cells are not moves of those rules
    const narrow = JSON.stringify({ ...(JSON.parse(wide(2)) as object), rules: RULES });
    expect(report([resultsFile([result(1, 1), narrow, result(3, 1)])]).stderr).toContain('line 2 is not a result');
  });
});

describe('freecell report: the time of many lines added up', () => {
  it('is exact to the hundredth of a millisecond however large the total', () => {
    // 300 years of solving and 1000 lines of a hundredth each: added up in binary fractions, the hundredths drift
    const year = 365 * 24 * 3600 * 1000;
    const lines = [...Array.from({ length: 300 }, (_, i) => result(i + 1, year)), ...Array.from({ length: 1000 }, (_, i) => result(i + 301, 0.01))];
    const json = JSON.parse(report([resultsFile(lines), '--json']).stdout) as { ms: number };
    expect(json.ms).toBe(300 * year + 10);
  });
});

describe('freecell report --gave-up', () => {
  it('lists the deals given up that no file settles, one a line, inside --range only', () => {
    const a = resultsFile([result(1, 1), result(2, 1, 'gave-up'), result(3, 1, 'gave-up'), result(4, 1, 'unwinnable'), result(5, 1, 'gave-up')]);
    // a rerun with larger limits: it solves deal 3 and proves deal 5 unwinnable
    const b = resultsFile([result(3, 1), result(5, 1, 'unwinnable')]);
    expect(report([a, '--gave-up'])).toMatchObject({ status: 0, stdout: '2\n3\n5\n', stderr: '' });
    expect(report([a, b, '--gave-up'])).toMatchObject({ status: 0, stdout: '2\n', stderr: '' });
    expect(report([a, '--gave-up', '--range', '3-4'])).toMatchObject({ status: 0, stdout: '3\n', stderr: '' });
    expect(report([b, '--gave-up'])).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });

  it('prints one list: --gave-up with --json or --unwinnable is refused in one sentence', () => {
    const a = resultsFile([result(1, 1, 'gave-up')]);
    const why = '--json prints the whole summary, --unwinnable the deals proven unwinnable, --gave-up the deals given up';
    expect(report([a, '--gave-up', '--json'])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: --json and --gave-up cannot be used together: ${why}.\n` });
    expect(report([a, '--unwinnable', '--gave-up'])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: --unwinnable and --gave-up cannot be used together: ${why}.\n` });
    expect(report([a, '--json', '--unwinnable'])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: --json and --unwinnable cannot be used together: ${why}.\n` });
  });

  it('feeds a rerun with larger limits (solve --deals -), whose file then settles them in one report', () => {
    const first = path.join(TMP, 'small-limits.jsonl');
    const retry = path.join(TMP, 'retry.jsonl');
    const home = { FREECELL_HOME: path.join(TMP, 'home') };
    expect(spawnSync(BIN, ['solve', '--range', '1-3', '--jobs', '1', '--max-states', '5', '--jsonl', first], { env: { ...process.env, ...home }, encoding: 'utf8' }).status).toBe(4);
    const gaveUp = report([first, '--gave-up']);
    expect(gaveUp).toMatchObject({ status: 0, stdout: '1\n2\n3\n' });
    const rerun = spawnSync(BIN, ['solve', '--deals', '-', '--jobs', '1', '--jsonl', retry], { env: { ...process.env, ...home }, input: gaveUp.stdout, encoding: 'utf8' });
    expect(rerun.status).toBe(0);
    expect(JSON.parse(report([first, retry, '--json']).stdout)).toMatchObject({ deals: 3, solved: 3, gaveUp: 0, duplicates: 3 });
    expect(report([first, retry, '--gave-up'])).toMatchObject({ status: 0, stdout: '' });
  });
});

describe('freecell report --json names the run as its lines do', () => {
  it('gives the variant by its id and the rules and mode of the lines, as solve --jsonl writes them; null for all three when no file holds a result', () => {
    const bakers = 'build=suit cells=3 columns=8 empty=any moves=free-space dealt=0 aces-home=no';
    const line = JSON.stringify({ deal: 1, status: 'unwinnable', length: 0, moves: '', ms: 5, states: 100, search: 'exact', variant: 'bakers', rules: bakers, mode: 'fast' });
    const json = JSON.parse(report([resultsFile([line]), '--json']).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ variant: 'bakers', rules: bakers, mode: 'fast', deals: 1, unwinnable: 1 });
    expect(Object.keys(json).slice(0, 5)).toEqual(['files', 'variant', 'rules', 'mode', 'deals']);
    const text = report([resultsFile([line])]);
    expect(text.stdout.split('\n')[0]).toBe("Results of 1 file: 1 deal (Baker's Game)");
    expect(JSON.parse(report([resultsFile([]), '--json']).stdout)).toMatchObject({ variant: null, rules: null, mode: null, deals: 0 });
  });
});

describe('freecell report of more results files than the process may hold open', () => {
  it('names the file it could not open and the limit to raise, in the words of the catalogue, status 2', () => {
    const files = Array.from({ length: 200 }, (_, i) => resultsFile([result(i + 1, 1)]));
    const list = path.join(TMP, 'many-files.txt');
    fs.writeFileSync(list, files.join('\n'));
    for (const [lang, said] of [
      ['en', /^freecell: cannot read results file \S+\.jsonl: too many files are open \(raise the limit of open files, ulimit -n\)\.\n$/],
      ['pt', /^freecell: não foi possível ler os resultados \S+\.jsonl: há arquivos abertos demais \(aumente o limite de arquivos abertos, ulimit -n\)\.\n$/],
    ] as const) {
      // a soft limit of 100 open files, under the 200 files named
      const r = spawnSync('sh', ['-c', `ulimit -n 100 && exec "$0" "$1" report --lang ${lang} $(cat "$2")`, process.execPath, BIN, list], { env: { ...process.env, FREECELL_HOME: path.join(TMP, 'home') }, timeout: 30000 });
      expect({ status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() }).toMatchObject({ status: 2, stdout: '' });
      expect(r.stderr.toString()).toMatch(said);
    }
  });
});

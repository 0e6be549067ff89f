// `freecell solve --short` as a real process: the search it names, JSON and --jsonl saying "short", and the flag refused with --exact.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-short-'));
const ENV: NodeJS.ProcessEnv = { ...process.env, FREECELL_HOME: path.join(TMP, 'home') };

afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

function freecell(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: TMP, env: ENV, input: '', timeout: 60000 });
  return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

describe('solve --short', () => {
  it('prints a shorter solution than the default, found by the short search, and says so', () => {
    const fast = freecell(['solve', '--game', '617', '--format', 'json']);
    const short = freecell(['solve', '--game', '617', '--short', '--format', 'json']);
    expect(short.status).toBe(0);
    expect(short.stderr).toBe('freecell: solved by the short search (295,362 positions).\n');
    const json = JSON.parse(short.stdout) as { status: string; search: string; length: number; states: number };
    expect(json).toMatchObject({ status: 'solved', search: 'short', states: 295_362 });
    expect(json.length).toBeLessThan((JSON.parse(fast.stdout) as { length: number }).length);
    // the moves replay to a win
    const moves = path.join(TMP, '617.txt');
    fs.writeFileSync(moves, (JSON.parse(short.stdout) as { moves: string[] }).moves.join(' '));
    const replay = freecell(['replay', '--game', '617', moves]);
    expect(replay.status).toBe(0);
    expect(replay.stdout).toContain(`${json.length} moves played, all legal; the game is won.`);
  });

  it('gives a deal that cannot be won the same verdict as without it, exit 3', () => {
    expect(freecell(['solve', '--game', '11982', '--short'])).toEqual({
      status: 3,
      stdout: '',
      stderr:
        'freecell: game 11982 cannot be won: every reachable position was examined (139,287 positions).\n' +
        'freecell: proven unwinnable by the exact search (61,643 positions) after the fast search found no solution (77,644 positions).\n',
    });
  });

  it("when the fast search gives up and the exact search takes over and wins, it names the exact search alone, not the fast search's solution", () => {
    // deal 29610: the fast search needs 13,397 positions; the prover meets a long path after 2,603, the exact best-first search a short one after 999
    const r = freecell(['solve', '--game', '29610', '--short', '--max-states', '5000', '--format', 'json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('freecell: solved by the exact search (3,602 positions) after the fast search gave up at 5,000 positions.\n');
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'solved', search: 'exact' });
  });

  it('is refused with --exact, exit 2, before anything is solved', () => {
    expect(freecell(['solve', '--game', '1', '--short', '--exact'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'freecell: --short and --exact cannot be used together: --short looks for a short solution, --exact runs the exact search alone.\n',
    });
    expect(freecell(['solve', '--range', '1-2', '--short', '--exact']).stderr).toBe(
      'freecell: --short and --exact cannot be used together: --short looks for a short solution, --exact runs the exact search alone.\n',
    );
  });

  it('with --range, each --jsonl line says "search": "short" and "mode": "short", and a fast results file is not resumed with it', () => {
    const file = path.join(TMP, 'short.jsonl');
    const r = freecell(['solve', '--range', '1-2', '--short', '--jobs', '1', '--jsonl', file]);
    expect(r.status).toBe(0);
    const lines = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { deal: number; status: string; search: string; mode: string; length: number });
    expect(lines.map(({ deal, status, search, mode }) => ({ deal, status, search, mode }))).toEqual([
      { deal: 1, status: 'solved', search: 'short', mode: 'short' },
      { deal: 2, status: 'solved', search: 'short', mode: 'short' },
    ]);
    const fastFile = path.join(TMP, 'fast.jsonl');
    expect(freecell(['solve', '--range', '1-1', '--jobs', '1', '--jsonl', fastFile]).status).toBe(0);
    const again = freecell(['solve', '--range', '1-2', '--short', '--jobs', '1', '--jsonl', fastFile]);
    expect(again.status).toBe(2);
    expect(again.stderr).toBe(`freecell: ${fastFile} holds results of another run: line 1 has mode fast, this run short.\n`);
  });
});

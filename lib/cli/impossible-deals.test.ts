// `freecell solve` with no flags on FreeCell Pro's impossible deals: proven unwinnable, saying which search did what.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInMemory } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV: NodeJS.ProcessEnv = { ...process.env, FREECELL_HOME: fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-home-')) };

function freecell(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input: '', env: ENV });
  return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

/** The published list (fixtures/freecell-pro/SOURCES.md). */
const IMPOSSIBLE = new Set(fs.readFileSync(path.join(ROOT, 'fixtures', 'freecell-pro', 'impossible-4-cells.txt'), 'utf8').split('\n').filter(Boolean).map(Number));

describe('solve: a verdict on every deal', () => {
  // small ones of the list, one of them past 2^31 (FreeCell Pro's own dealing): [deal, fast positions, exact positions]
  it.each([
    [889355984, 7_114, 5_111],
    [1970572389, 7_428, 5_419],
    [2790429623, 7_055, 5_055],
  ])('FreeCell Pro impossible deal %i is proven unwinnable by the default solve, exit 3', (deal, fast, exact) => {
    expect(IMPOSSIBLE.has(deal)).toBe(true);
    const n = (x: number): string => x.toLocaleString('en-US');
    expect(freecell(['solve', '--game', String(deal)])).toEqual({
      status: 3,
      stdout: '',
      stderr:
        `freecell: game ${deal} cannot be won: every reachable position was examined (${n(fast + exact)} positions).\n` +
        `freecell: proven unwinnable by the exact search (${n(exact)} positions) after the fast search found no solution (${n(fast)} positions).\n`,
    });
  });

  it('the exact search takes over when the fast search reaches its position limit, and says so', () => {
    expect(freecell(['solve', '--game', '889355984', '--max-states', '6000'])).toEqual({
      status: 3,
      stdout: '',
      stderr:
        'freecell: game 889355984 cannot be won: every reachable position was examined (11,111 positions).\n' +
        'freecell: proven unwinnable by the exact search (5,111 positions) after the fast search gave up at 6,000 positions.\n',
    });
  });

  it('when both searches reach the position limit it gives up with exit 4, naming both', () => {
    expect(freecell(['solve', '--game', '889355984', '--max-states', '10'])).toEqual({
      status: 4,
      stdout: '',
      stderr:
        "freecell: gave up on game 889355984 after 20 positions in all (each search's position limit); try a larger --max-states.\n" +
        'freecell: the fast search gave up at 10 positions, then the exact search at 10.\n',
    });
  });

  it('when the fast search found no solution and the exact search then runs out of time, it says so, not that the fast search gave up', () => {
    // a clock 20 ms further on at each look: the fast search's "no solution" (7,114 positions) comes within the second, the proof does not
    const run = (lang: string): { status: number; stderr: string } => {
      let t = 0;
      const r = runInMemory(['solve', '--game', '889355984', '--time-limit', '1'], '', { NO_COLOR: '1', LANG: lang }, { now: () => (t += 20) });
      return { status: r.status, stderr: r.stderr };
    };
    expect(run('C')).toEqual({
      status: 4,
      stderr:
        'freecell: gave up on game 889355984 after 10,954 positions in all (the time limit); try a larger --max-states or --time-limit.\n' +
        'freecell: the fast search found no solution (7,114 positions), then the exact search gave up at 3,840.\n',
    });
    expect(run('pt_BR.UTF-8').stderr.split('\n')[1]).toBe('freecell: a busca rápida não achou solução (7.114 posições), e depois a busca exata desistiu em 3.840.');
  });

  it('counts one position in the singular', () => {
    expect(freecell(['solve', '--game', '889355984', '--max-states', '1'])).toEqual({
      status: 4,
      stdout: '',
      stderr:
        "freecell: gave up on game 889355984 after 2 positions in all (each search's position limit); try a larger --max-states.\n" +
        'freecell: the fast search gave up at 1 position, then the exact search at 1.\n',
    });
  });

  it('a solution says which search found it, on standard error and in the JSON', () => {
    const r = freecell(['solve', '--game', '617', '--format', 'json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('freecell: solved by the fast search (1,562 positions).\n');
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'solved', search: 'fast', states: 1562 });
    const exact = freecell(['solve', '--game', '617', '--exact', '--format', 'json']);
    expect(exact.status).toBe(0);
    expect(exact.stderr).toMatch(/^freecell: solved by the exact search \([\d,]+ positions\)\.\n$/);
    expect(JSON.parse(exact.stdout)).toMatchObject({ status: 'solved', search: 'exact' });
  });

  it('the JSON of a deal given up names its limit as a results line does, in the documented fields; a verdict has no reason', () => {
    const keys = ['variant', 'rules', 'deal', 'status', 'search', 'length', 'moves', 'states', 'ms'];
    const states = freecell(['solve', '--game', '889355984', '--max-states', '10', '--format', 'json']);
    expect(states.status).toBe(4);
    expect(Object.keys(JSON.parse(states.stdout))).toEqual([...keys, 'reason']);
    expect(JSON.parse(states.stdout)).toMatchObject({ status: 'gave-up', reason: 'states', length: 0, moves: [] });
    const memory = freecell(['solve', '--game', '11982', '--max-memory', '1', '--format', 'json']);
    expect(memory.status).toBe(4);
    expect(JSON.parse(memory.stdout)).toMatchObject({ status: 'gave-up', reason: 'memory' });
    const unwinnable = freecell(['solve', '--game', '889355984', '--format', 'json']);
    expect(unwinnable.status).toBe(3);
    expect(Object.keys(JSON.parse(unwinnable.stdout))).toEqual(keys);
  });
});

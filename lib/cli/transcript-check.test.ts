// `freecell transcript check`: the replay runs in memory through piped-io, and only a game can be replayed.

import { spawnSync } from 'node:child_process';
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
      stderr: 'freecell: unknown game option "solve --range 1-2" (known: the options of play).\n',
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
});

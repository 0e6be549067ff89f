// Odd input through the real program: a won game asked for more, stray control characters, position files of another variant.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInMemory } from './memory-io';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-odd-'));
const env = { FREECELL_HOME: path.join(dir, 'home') };
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, text);
  return p;
}

/** The lines a session printed that are not part of a drawn board. */
function sentences(stdout: string): string[] {
  return stdout.split('\n').filter((l) => l !== '' && !l.startsWith(' ') && !/ [·-] \d+ moves? [·-] /.test(l));
}

describe('a won game asked for more', () => {
  it('solve, Enter, then solve, hint and Enter again: no stack trace, one sentence each', () => {
    const board = file('one.fcs', 'Foundations: H-Q C-K D-K S-K\nKH\n');
    const r = runInMemory(['--board', board, '--ascii'], 'solve\n\nsolve\nhint\n\n\nq\n', env);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const won = 'The game is won: there is nothing left to play. Type r for a new deal or restart to play this one again.';
    expect(sentences(r.stdout)).toEqual([
      'Type h for help, q to quit.',
      '> solve',
      'A solution of 1 move: press Enter for each move, or q to stop.',
      '> ',
      'KH from column 1 to foundation 1',
      'You won in 1 move, in 0:00!',
      'Statistics are kept only for games played at a terminal or resumed with --resume; this one is not counted.',
      'Type moves to list your moves in standard notation, or moves FILE to save them.',
      'Type r for a new deal, restart to play this one again, or q to quit.',
      '> solve',
      won,
      '> hint',
      won,
      '> ',
      '> ',
      '> q',
    ]);
  });
});

describe('control characters typed by accident', () => {
  it('are echoed raw after the prompt (the terminal\'s job) and quoted visibly in the sentence', () => {
    const r = runInMemory(['--game', '1'], '\u001b[A\n\u0007\nfoo\u0000bar\ntt 1\r2\nauto \u001b[B\nq\n', env);
    expect(r.stderr).toBe('');
    expect(sentences(r.stdout)).toEqual([
      'Type h for help, q to quit.',
      '> \u001b[A',
      '"^[[A" is not a command; type h for the list of commands.',
      '> \u0007',
      '"^G" is not a command; type h for the list of commands.',
      '> foo\u0000bar',
      '"foo^@bar" is not a command; type h for the list of commands.',
      '> tt 1\r2',
      'tt needs 2 or 3 numbers, not 1: tt COLUMN COLUMN [COUNT].',
      '> auto \u001b[B',
      'auto takes on or off, not "^[[B".',
      '> q',
    ]);
  });

  it('in flags and file names are quoted visibly too, with exit status 2', () => {
    const cases: [string[], string][] = [
      [['--style', '\u001b[A'], 'unknown style "^[[A" (known: default, cse231).'],
      [['--lang', 'p\u0007t'], 'unknown language "p^Gt" (known: en, pt).'],
      [['--deck', path.join(dir, 'no\u0007such')], `cannot read deck file ${path.join(dir, 'no^Gsuch')}: no such file.`],
      [['--game', '1\u0000'], '"1^@" is not a game number: use a whole number from 1 to 8589934591.'],
      [['--variant', 'free\u001bcell'], `unknown variant "free^[cell" (known: ${'freecell, bakers, ko-bakers, eight-off, seahaven, relaxed-seahaven, relaxed-freecell, forecell, freecell-3, freecell-2, freecell-1, freecell-0'}).`],
      [['--cells', '\u00073'], '--cells takes a whole number from 0 to 10, not "^G3".'],
      [['--no\u0007such'], 'unknown option --no^Gsuch (--help lists them).'],
      [['--board', ''], 'cannot read board file "": no such file.'],
      [['--resume', ''], 'cannot resume "": there is no saved game "" (freecell saves lists them).'],
      [['--resume', 'a\u001b[2Jb'], 'cannot resume a^[[2Jb: there is no saved game a^[[2Jb (freecell saves lists them).'],
      [['saves', '--delete', 'a\u001b[2Jb'], 'cannot delete saved game a^[[2Jb: there is no saved game a^[[2Jb (freecell saves lists them).'],
      [['saves', '--delete', ''], 'cannot delete saved game "": there is no saved game "" (freecell saves lists them).'],
    ];
    for (const [args, message] of cases) {
      const r = runInMemory(args, 'q\n', env);
      expect([r.status, r.stderr]).toEqual([2, `freecell: ${message}\n`]);
      expect(r.stdout).toBe('');
    }
  });
});

describe('a JSON position carries its own variant', () => {
  const bakers = (): string => {
    const r = runInMemory(['deal', '5', '--variant', 'bakers', '--format', 'json'], '', env);
    return file('bakers.json', r.stdout);
  };

  it('is played by its own rules when no rule flag is given, or when the flags agree', () => {
    const board = bakers();
    for (const args of [[], ['--variant', 'bakers'], ['--variant', 'bg', '--cells', '4']]) {
      const r = runInMemory(['--board', board, ...args], 'q\n', env);
      expect([r.status, r.stderr]).toEqual([0, '']);
      expect(r.stdout.split('\n')[0]).toBe("Baker's Game · board bakers.json · 0 moves · time 0:00 · winnable");
    }
  });

  it.each([
    [['--variant', 'freecell'], '--variant freecell'],
    [['--variant', 'eight-off'], '--variant eight-off'],
    [['--cells', '3'], '--cells 3'],
    [['--variant', 'bakers', '--single-card'], '--variant bakers --single-card'],
  ])('is refused with %j in play, replay and solve (status 2)', (flags, typed) => {
    const board = bakers();
    const message = `freecell: --board ${board} is a Baker's Game position; it cannot be played with ${typed}.\n`;
    for (const args of [['--board', board, ...flags], ['replay', '-', '--board', board, ...flags], ['solve', '--board', board, ...flags]]) {
      const r = runInMemory(args, 'q\n', env);
      expect([r.status, r.stderr, r.stdout]).toEqual([2, message, '']);
    }
  });
});

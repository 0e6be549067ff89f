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
    const won = 'The game is won: there is nothing left to play. Type restart to play this one again, or game N for a numbered deal.';
    expect(sentences(r.stdout)).toEqual([
      'Type h for help, q to quit.',
      '> solve',
      'A solution of 1 move: press Enter for each move, or q to stop.',
      '> ',
      'KH from column 1 to foundation 1',
      'Game won in 1 move, played by the solver, in 0:00.',
      'Statistics are kept only for games played at a terminal, resumed with --resume or saved with save; this one is not counted.',
      'Type moves to list your moves in standard notation, or moves FILE to save them.',
      'Type restart to play this one again, game N for a numbered deal, or q to quit.',
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
      // a lone CR ends a line (old Mac files), as LF does
      '> tt 1\r',
      'tt needs 2 or 3 numbers, not 1: tt COLUMN COLUMN [COUNT].',
      // the 2 after it is a line of its own: column 2's last card to a free cell
      '> 2',
      '9♣ from column 2 to cell 1',
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

describe('replay: a token that is no move of this game and a move that breaks a rule', () => {
  const replay = (moves: string, lang = 'en'): { status: number; stdout: string; stderr: string } => {
    const r = runInMemory(['replay', '--game', '1', '--lang', lang, '-'], moves, { ...env, LANG: 'C' });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  it.each([
    ['zz', '"zz" is not a move in standard notation or a game command.'],
    ['53v0', '53v0: A card count must be from 1 to 52, not v0.'],
    ['53(0)', '53(0): A card count must be from 1 to 52, not 0.'],
    ['53v99', '53v99: A card count must be from 1 to 52, not v99 (v takes hexadecimal digits: v99 is 153).'],
    ['93', '93: "93" names a pile this game does not have: columns are 1 to 8, cells a to d, and h is the foundations.'],
    ['tt 9 1', 'tt 9 1: There is no column 9: columns are numbered 1 to 8.'],
    ['Move 0 cards from stack 3 to stack 2', 'Move 0 cards from stack 3 to stack 2: A card count must be from 1 to 52, not 0.'],
  ])('%s: is input that is not valid, status 2 and one sentence naming its line, as a token that is no move at all', (token, why) => {
    expect(replay(`6a\n${token}\n`)).toEqual({ status: 2, stdout: '', stderr: `freecell: standard input, line 2: ${why}\n` });
  });

  it('a token that is no move of this game is refused before anything is replayed, even after an illegal move', () => {
    expect(replay('6a\n3a 3a 3a 3a 3a\n93\n')).toEqual({ status: 2, stdout: '', stderr: 'freecell: standard input, line 3: 93: "93" names a pile this game does not have: columns are 1 to 8, cells a to d, and h is the foundations.\n' });
  });

  it('browse FILE refuses such a token as it refuses a token that is no move at all, status 2; a move the rules refuse is browsed up to', () => {
    const browse = (moves: string): { status: number; stderr: string; stdout: string } => {
      const r = runInMemory(['browse', file('browse-moves.txt', moves), '--game', '1', '--ascii'], 'q\n', { ...env, LANG: 'C' });
      return { status: r.status, stderr: r.stderr, stdout: r.stdout };
    };
    const where = path.join(dir, 'browse-moves.txt');
    expect(browse('6a\nzz\n')).toMatchObject({ status: 2, stdout: '', stderr: `freecell: ${where}, line 2: "zz" is not a move in standard notation or a game command.\n` });
    expect(browse('6a\n53v0\n')).toMatchObject({ status: 2, stdout: '', stderr: `freecell: ${where}, line 2: 53v0: A card count must be from 1 to 52, not v0.\n` });
    expect(browse('Move a card from stack 8 to freecell 0\n')).toMatchObject({ status: 2, stdout: '' });
    const illegal = browse('6a\n53\n');
    expect([illegal.status, illegal.stderr]).toEqual([0, '']);
    expect(illegal.stdout).toContain('Move 2, 53, cannot be played');
  });

  it('a move the rules refuse is an illegal move: status 1, the position before it printed', () => {
    const r = replay('6a\n53v1\n');
    expect(r.status).toBe(1);
    expect(r.stdout).not.toBe('');
    expect(r.stderr).toBe("freecell: move 2, 53v1: Can't put 6C on 2H: a column is built down one rank at a time, and 2H takes a black Ace.\n");
  });

  it("Freecell Solver's move sentences are quoted with their own numbering, stacks and freecells from 0", () => {
    const pile = 'names a pile this game does not have: Freecell Solver counts from 0, so its stacks are 0 to 7 and its freecells 0 to 3.';
    expect(replay('Move a card from stack 8 to freecell 0\n').stderr).toBe(`freecell: standard input, line 1: Move a card from stack 8 to freecell 0: "Move a card from stack 8 to freecell 0" ${pile}\n`);
    expect(replay('Move a card from stack 7 to freecell 4\n').stderr).toBe(`freecell: standard input, line 1: Move a card from stack 7 to freecell 4: "Move a card from stack 7 to freecell 4" ${pile}\n`);
    expect(replay('Move 3 cards from stack 3 to freecell 0\n').stderr).toBe(
      'freecell: standard input, line 1: Move 3 cards from stack 3 to freecell 0: "Move 3 cards from stack 3 to freecell 0": only a move from a stack to a stack takes a count.\n',
    );
    expect(replay('Move a card from stack 8 to freecell 0\n', 'pt').stderr).toBe(
      'freecell: entrada padrão, linha 1: Move a card from stack 8 to freecell 0: "Move a card from stack 8 to freecell 0" cita uma pilha que este jogo não tem: o Freecell Solver conta a partir de 0, então os stacks vão de 0 a 7 e as freecells de 0 a 3.\n',
    );
  });
});

describe('a JSON moves file (what solve --format json and replay --format json print)', () => {
  const solved = runInMemory(['solve', '--game', '5', '--variant', 'bakers', '--format', 'json'], '', env).stdout;

  it('replay plays it as browse does, its deal and variant taken from it unless flags choose them', () => {
    const json = file('solution.json', solved);
    const r = runInMemory(['replay', json, '--format', 'json'], '', env);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ variant: 'bakers', deal: { game: 5 }, won: true });
    // what replay prints reads back too
    const again = runInMemory(['replay', file('replayed.json', r.stdout), '--format', 'json'], '', env);
    expect(JSON.parse(again.stdout)).toMatchObject({ variant: 'bakers', deal: { game: 5 }, won: true });
    // flags win over the file: another deal, whose first move breaks a rule or not, is played from the file's moves
    const other = runInMemory(['replay', json, '--game', '6', '--format', 'json'], '', env);
    expect(JSON.parse(other.stdout)).toMatchObject({ variant: 'bakers', deal: { game: 6 } });
    // its rules too: a game with 3 cells replays with 3 cells
    const three = runInMemory(['replay', '-', '--game', '1', '--cells', '3', '--format', 'json'], '6a 6b 6c\n', env).stdout;
    expect(JSON.parse(runInMemory(['replay', file('three.json', three), '--format', 'json'], '', env).stdout)).toMatchObject({ rules: { cells: 3 }, cells: ['3D', '2C', 'AC'] });
    const browse = runInMemory(['browse', json, '--ascii'], 'end\nq\n', env);
    expect(browse.status).toBe(0);
    expect(browse.stdout).toContain(`Browsing ${json}: ${(JSON.parse(solved) as { moves: string[] }).moves.length} moves.`);
  });

  it("solve's JSON holds the rules it solved under, so that replay and browse play its moves under them", () => {
    const json = file('three-cells.json', runInMemory(['solve', '--game', '1', '--cells', '3', '--format', 'json'], '', env).stdout);
    expect(JSON.parse(fs.readFileSync(json, 'utf8'))).toMatchObject({ variant: 'freecell', rules: { cells: 3, columns: 8 } });
    expect(JSON.parse(runInMemory(['replay', json, '--format', 'json'], '', env).stdout)).toMatchObject({ rules: { cells: 3 }, won: true });
  });

  it('a move of the list that is no move of the game is named by its place in the list, in replay and browse alike', () => {
    const bad = file('bad.json', JSON.stringify({ deal: { game: 1 }, variant: 'freecell', moves: ['6a', 'tt 3 5', '53v0'] }));
    const sentence = `freecell: ${bad}, line 3: 53v0: A card count must be from 1 to 52, not v0.\n`;
    expect(runInMemory(['replay', bad], '', env)).toMatchObject({ status: 2, stdout: '', stderr: sentence });
    expect(runInMemory(['browse', bad], 'q\n', env)).toMatchObject({ status: 2, stdout: '', stderr: sentence });
  });
});

describe('a moves file with no deal named', () => {
  // What `moves FILE` writes holds only the moves: played on a random deal they mean nothing, and the first that does not fit was reported as if the file were wrong.
  it.each([
    ['replay', 'en', 'replay needs the deal the moves were played on: add --game N (the game number in the header of the game), --deck FILE or --board FILE.'],
    ['browse', 'en', 'browse needs the deal the moves were played on: add --game N (the game number in the header of the game), --deck FILE or --board FILE.'],
    ['replay', 'pt', 'replay precisa da distribuição em que os movimentos foram feitos: acrescente --game N (o número do jogo no cabeçalho do jogo), --deck ARQUIVO ou --board ARQUIVO.'],
  ])('%s (%s) is refused with status 2 and one sentence, nothing played', (command, lang, sentence) => {
    const moves = file('no-deal.txt', '8a 83 8h\n');
    const r = runInMemory([command, moves, '--lang', lang], 'q\n', env);
    expect(r).toMatchObject({ status: 2, stdout: '' });
    expect(r.stderr).toBe(`freecell: ${sentence}\n`);
  });
});

describe('a UTF-16 file cut in the middle of a character', () => {
  it('is refused with status 2 and one sentence naming the half character, not an internal error, in either byte order', () => {
    const be = path.join(dir, 'cut-be.fcs');
    fs.writeFileSync(be, Buffer.from([0xfe, 0xff, 0x00, 0x4b, 0x00]));
    const le = path.join(dir, 'cut-le.txt');
    fs.writeFileSync(le, Buffer.from([0xff, 0xfe, 0x4b, 0x00, 0x00]));
    expect(runInMemory(['--board', be], 'q\n', env)).toMatchObject({
      status: 2,
      stderr: `freecell: cannot read board file ${be}: it is UTF-16 text cut in the middle of a character (byte 5).\n`,
    });
    expect(runInMemory(['--deck', le, '--lang', 'pt'], 'q\n', env)).toMatchObject({
      status: 2,
      stderr: `freecell: não foi possível ler o baralho ${le}: é texto UTF-16 cortado no meio de um caractere (byte 5).\n`,
    });
  });
});

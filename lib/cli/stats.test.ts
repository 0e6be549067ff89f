// Fair statistics through the player's entries: piped games kept with `s`, and the stats subcommand (exact sentences and statuses).

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { CliIO } from './io';
import { run } from './main';
import { runInMemory } from './memory-io';
import { runPipedAsync } from './piped-io';

/** The moves of a solution of game 1 (to type with autoplay off), as `freecell solve --format commands` prints them. */
const SOLUTION = runInMemory(['solve', '--game', '1', '--format', 'commands']).stdout;
const TYPED = SOLUTION.trim().split('\n').length;

function home(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-stats-'));
}

/** A clock that moves `step` ms each time it is read. */
function clock(step: number): () => number {
  let t = 0;
  return () => (t += step);
}

function play(dir: string, args: string[], input: string, step = 0) {
  return runInMemory(args, input, { NO_COLOR: '1', FREECELL_HOME: dir }, { now: clock(step) });
}

/** The lines between the last board and the prompt after the win. */
function summary(stdout: string): string[] {
  const lines = stdout.split('\n');
  const at = lines.findIndex((l) => l.startsWith('You won in') || l.startsWith('Game won in'));
  return lines.slice(at, at + 5);
}

describe('a win', () => {
  it('shows the moves typed, the time, the best of this deal and the streak in a kept game; a faster win is a new record', () => {
    const dir = home();
    const first = play(dir, ['--game', '1', '--ascii', '--no-autoplay'], `s\n${SOLUTION}q\n`, 1000);
    const firstLines = summary(first.stdout);
    expect(firstLines[0]).toMatch(new RegExp(`^You won in ${TYPED} moves, in \\d+:\\d\\d!$`));
    const time = /in (\d+:\d\d)!/.exec(firstLines[0]!)![1];
    expect(firstLines.slice(1)).toEqual([
      `Your best on this deal: ${time}, ${TYPED} moves. Streak: 1 win in a row.`,
      'Type moves to list your moves in standard notation, or moves FILE to save them.',
      'Type r for a new deal, restart to play this one again, or q to quit.',
      '> q',
    ]);
    const second = play(dir, ['--game', '1', '--ascii', '--no-autoplay'], `s\n${SOLUTION}q\n`, 500);
    const best = /in (\d+:\d\d)!/.exec(summary(second.stdout)[0]!)![1];
    expect(best! < time!).toBe(true);
    expect(summary(second.stdout)[1]).toBe(`Your best on this deal: ${best} (a new record), ${TYPED} moves. Streak: 2 wins in a row.`);
    const stats = runInMemory(['stats', '--json'], '', { FREECELL_HOME: dir });
    expect(JSON.parse(stats.stdout)).toMatchObject({
      numbered: { freecell: { played: 2, won: 2, lost: 0, gaveUp: 0, helped: 0, streak: 2, longestStreak: 2, fewestMoves: TYPED } },
      deck: {},
      board: {},
      deals: { 'freecell#1': { won: 2, fewestMoves: TYPED } },
    });
  });

  it('in a piped session that is not kept, says the statistics are not kept; with statistics off, says how to turn them on', () => {
    const dir = home();
    expect(summary(play(dir, ['--game', '1', '--ascii', '--no-autoplay'], `${SOLUTION}q\n`).stdout)[1]).toBe(
      'Statistics are kept only for games played at a terminal, resumed with --resume or saved with save; this one is not counted.',
    );
    expect(summary(play(dir, ['--game', '1', '--ascii', '--no-autoplay', '--no-statistics'], `s\n${SOLUTION}q\n`).stdout)[1]).toBe(
      'Statistics are off (freecell config statistics on turns them on); this game is not counted.',
    );
    expect(fs.existsSync(path.join(dir, 'stats.json'))).toBe(false);
  });

  it('n answers the win: a new deal; other commands still work on the won game', () => {
    const r = play(home(), ['--deck', 'fixtures/decks/cse231-cards6.txt', '--ascii', '--no-autoplay'], 'tf 6 1\ntf 5 1\ntf 4 1\ntf 3 1\ntf 2 1\ntf 1 1\nmoves\nn\nq\n');
    expect(r.stdout).toContain('> moves\n6h 5h 4h 3h 2h 1h\n> n\nFreeCell - deck cse231-cards6.txt - 0 moves - time 0:00 - winnable\n');
  });

  it('n is not a command while the game is not won', () => {
    expect(play(home(), ['--game', '1', '--ascii'], 'n\nq\n').stdout).toContain('> n\n"n" is not a command');
  });
});

describe('fair statistics', () => {
  it('count a game the solver played moves of as solved with help, never a win, and break the streak', () => {
    const dir = home();
    const r = play(dir, ['--game', '1', '--ascii', '--no-autoplay'], `s\n${SOLUTION.split('\n').slice(0, 3).join('\n')}\nsolve\n${'\n'.repeat(TYPED)}stats\nq\n`);
    const [first, second] = summary(r.stdout);
    // three moves typed, the rest played by the solver
    const [, total, bySolver] = /^Game won in (\d+) moves, (\d+) of them played by the solver, in 0:00\.$/.exec(first!)!;
    expect(Number(total) - Number(bySolver)).toBe(3);
    expect(second).toBe('This game counts as solved with help, not as a win.');
    expect(r.stdout).toContain(
      '> stats\nfreecell, numbered deals: 1 game played\n  0 won (0%), 0 lost, 0 given up, 1 solved with help\n  streak 0, longest 0; best time none yet; fewest moves none yet\n',
    );
  });

  it("remember the solver's help in the save: a resumed game finished by hand is still solved with help", () => {
    const dir = home();
    // nine clubs, A♣ under 9♣ in column 1: the solver's first move (9♣ to a cell) is not to a foundation, so it is played on its own
    const file = path.join(dir, 'nine-clubs.txt');
    fs.writeFileSync(file, 'AC 2C 3C 4C 5C 6C 7C 8C 9C\n');
    const first = play(dir, ['--deck', file, '--ascii', '--no-autoplay'], 's\nsolve\n\nq\nq\n');
    expect(first.stdout).toContain('9C from column 1 to cell 1');
    const id = /Saved as game (\w+)/.exec(first.stdout)![1]!;
    expect(fs.readFileSync(path.join(dir, 'games', `${id}.save`), 'utf8')).toContain('"helped":true');
    const resumed = play(dir, ['--resume', id], 'tf 1\ntf 2\ntf 3\ntf 4\ntf 5\ntf 6\ntf 7\ntf 8\ncf 1\nq\n');
    // the save says which of its moves the solver played
    expect(summary(resumed.stdout).slice(0, 2)).toEqual([
      'Game won in 10 moves, 1 of them played by the solver, in 0:00.',
      'This game counts as solved with help, not as a win.',
    ]);
    expect(JSON.parse(runInMemory(['stats', '--json'], '', { FREECELL_HOME: dir }).stdout).deck.freecell).toMatchObject({ played: 1, won: 0, helped: 1 });
  });

  it('count a deal left for a new one after a move as given up, and deck games apart from numbered deals', () => {
    const dir = home();
    play(dir, ['--game', '1', '--ascii'], 's\n6a\nr\ny\nq\n');
    play(dir, ['--deck', 'fixtures/decks/cse231-cards6.txt', '--ascii', '--no-autoplay'], 's\ntf 6 1\ntf 5 1\ntf 4 1\ntf 3 1\ntf 2 1\ntf 1 1\nq\n');
    expect(runInMemory(['stats'], '', { FREECELL_HOME: dir })).toMatchObject({
      status: 0,
      stdout: [
        'freecell, numbered deals: 1 game played',
        '  0 won (0%), 0 lost, 1 given up, 0 solved with help',
        '  streak 0, longest 0; best time none yet; fewest moves none yet',
        'freecell, deck files: 1 game played',
        '  1 won (100%), 0 lost, 0 given up, 0 solved with help',
        '  streak 1, longest 1; best time 0:00; fewest moves 6',
        '',
      ].join('\n'),
    });
    expect(runInMemory(['stats', '--lang', 'pt'], '', { FREECELL_HOME: dir }).stdout).toBe(
      [
        'freecell, jogos numerados: 1 jogo',
        '  0 vitórias (0%), 0 derrotas, 1 desistência, 0 resolvidos com ajuda',
        '  sequência 0, maior 0; melhor tempo nenhum ainda; menos movimentos nenhum ainda',
        'freecell, arquivos de baralho: 1 jogo',
        '  1 vitória (100%), 0 derrotas, 0 desistências, 0 resolvidos com ajuda',
        '  sequência 1, maior 1; melhor tempo 0:00; menos movimentos 6',
        '',
      ].join('\n'),
    );
  });

  it('name a variant refined by rule flags as its header does, in either language, rather than by the key the file keeps', () => {
    const dir = home();
    play(dir, ['--variant', 'seahaven', '--cells', '3', '--aces-home', '--game', '1', '--ascii'], 's\n1c\nr\ny\nq\n');
    expect(JSON.parse(runInMemory(['stats', '--json'], '', { FREECELL_HOME: dir }).stdout).numbered).toHaveProperty(['seahaven+cells=3,acesToFoundationOnly=true']);
    expect(runInMemory(['stats'], '', { FREECELL_HOME: dir }).stdout.split('\n')[0]).toBe('seahaven (3 cells, aces home), numbered deals: 1 game played');
    expect(runInMemory(['stats', '--lang', 'pt'], '', { FREECELL_HOME: dir }).stdout.split('\n')[0]).toBe('seahaven (3 células, ases só para as fundações), jogos numerados: 1 jogo');
  });

  it('count the same rules under any name in one record, shown under the registered name: FreeCell with 3 cells, Baker\'s Game built in alternating colours', () => {
    const dir = home();
    const solution = runInMemory(['solve', '--game', '1', '--variant', 'freecell-3', '--format', 'commands']).stdout;
    const moves = solution.trim().split('\n').length;
    play(dir, ['--cells', '3', '--game', '1', '--ascii', '--no-autoplay'], `s\n${solution}q\n`);
    const second = summary(play(dir, ['--variant', 'freecell-3', '--game', '1', '--ascii', '--no-autoplay'], `s\n${solution}q\n`).stdout);
    expect(second[1]).toMatch(new RegExp(`^Your best on this deal: \\d+:\\d\\d, ${moves} moves\\. Streak: 2 wins in a row\\.$`));
    play(dir, ['--variant', 'bakers', '--build', 'alternate-colour', '--game', '2', '--ascii'], 's\n6a\nr\ny\nq\n');
    const json = JSON.parse(runInMemory(['stats', '--json'], '', { FREECELL_HOME: dir }).stdout) as { numbered: Record<string, { played: number; won: number }>; deals: Record<string, { won: number }> };
    expect(Object.keys(json.numbered)).toEqual(['freecell', 'freecell-3']);
    expect(json.numbered['freecell-3']).toMatchObject({ played: 2, won: 2, streak: 2 });
    expect(json.numbered.freecell).toMatchObject({ played: 1, gaveUp: 1 });
    expect(json.deals).toEqual({ 'freecell-3#1': { won: 2, fewestMoves: moves, bestMs: expect.any(Number) } });
    expect(runInMemory(['stats'], '', { FREECELL_HOME: dir }).stdout.split('\n').filter((l) => !l.startsWith(' '))).toEqual(['freecell, numbered deals: 1 game played', 'freecell-3, numbered deals: 2 games played', '']);
    // a save's rules are the key its result will be counted under
    play(dir, ['--cells', '3', '--game', '5', '--ascii'], 's\n6a\nq\n');
    expect((JSON.parse(runInMemory(['saves', '--json'], '', { FREECELL_HOME: dir }).stdout) as { variant: string; rules: string }[]).map((e) => [e.variant, e.rules])).toEqual([['freecell', 'freecell-3']]);
  });

  it('stats on a terminal too narrow for a line breaks it at its spaces, a record\'s details under themselves; a pipe keeps one line each', () => {
    const dir = home();
    play(dir, ['--game', '1', '--ascii'], 's\n6a\nr\ny\nq\n');
    expect(runInMemory(['stats'], '', { FREECELL_HOME: dir }).stdout).toContain('\n  streak 0, longest 0; best time none yet; fewest moves none yet\n');
    expect(runInMemory(['stats', '--lang', 'pt'], '', { FREECELL_HOME: dir }, { columns: 60 }).stdout).toContain('\n  sequência 0, maior 0; melhor tempo nenhum ainda; menos\n    movimentos nenhum ainda\n');
    const at40 = runInMemory(['stats'], '', { FREECELL_HOME: dir }, { columns: 40 }).stdout;
    expect(at40).toBe(
      [
        'freecell, numbered deals: 1 game played',
        '  0 won (0%), 0 lost, 1 given up, 0',
        '    solved with help',
        '  streak 0, longest 0; best time none',
        '    yet; fewest moves none yet',
        '',
      ].join('\n'),
    );
  });

  it('read a version 1 statistics file and write version 3 at the next result', () => {
    const dir = home();
    const file = path.join(dir, 'stats.json');
    fs.writeFileSync(file, '{"format":"freecell-stats","version":1,"variants":{"freecell":{"played":4,"won":3,"lost":1,"streak":1,"longestStreak":2,"fewestMoves":80}}}\n');
    expect(runInMemory(['stats'], '', { FREECELL_HOME: dir }).stdout).toBe(
      'freecell, numbered deals: 4 games played\n  3 won (75%), 1 lost, 0 given up, 0 solved with help\n  streak 1, longest 2; best time none yet; fewest moves 80\n',
    );
    play(dir, ['--game', '1', '--ascii'], 's\n6a\nr\ny\nq\n');
    const v3 = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(v3.version).toBe(3);
    expect(v3.sources.numbered.freecell).toEqual({ played: 5, won: 3, lost: 1, gaveUp: 1, helped: 0, streak: 0, longestStreak: 2, fewestMoves: 80, bestMs: null });
  });

  it.each([
    ['sources that are a list', '{"format":"freecell-stats","version":3,"sequence":2,"sources":[],"deals":{},"counted":["0123456789abcdef0123"]}', 'the file is not a statistics file'],
    ['a win in no move', '{"format":"freecell-stats","version":3,"sequence":1,"sources":{"numbered":{"freecell":{"played":1,"won":1,"lost":0,"gaveUp":0,"helped":0,"streak":1,"longestStreak":1,"fewestMoves":0,"bestMs":1000}}},"deals":{},"counted":[]}', 'the record of freecell is not valid'],
    ['a win with no fewest moves', '{"format":"freecell-stats","version":3,"sequence":1,"sources":{"numbered":{"freecell":{"played":1,"won":1,"lost":0,"gaveUp":0,"helped":0,"streak":1,"longestStreak":1,"fewestMoves":null,"bestMs":1000}}},"deals":{},"counted":[]}', 'the record of freecell is not valid'],
  ])('a statistics file holding %s, which no freecell writes, is named as damaged and left as it is, by stats and by a game', (_what, text, why) => {
    const dir = home();
    const file = path.join(dir, 'stats.json');
    fs.writeFileSync(file, `${text}\n`);
    expect(runInMemory(['stats'], '', { FREECELL_HOME: dir })).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `freecell: The statistics in ${file} cannot be read (${why}); the file is left as it is.\n`,
    });
    expect(play(dir, ['--game', '1', '--ascii'], 's\n6a\nr\ny\nq\n').stdout).toContain(`The statistics in ${file} cannot be read (${why})`);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${text}\n`);
  });

  it('stats --reset asks first: anything but yes keeps them, yes clears them', () => {
    const dir = home();
    play(dir, ['--game', '1', '--ascii'], 's\n6a\nr\ny\nq\n');
    const file = path.join(dir, 'stats.json');
    const before = fs.readFileSync(file, 'utf8');
    expect(runInMemory(['stats', '--reset'], 'no\n', { FREECELL_HOME: dir })).toMatchObject({ status: 0, stdout: 'Clear all statistics? Type yes to confirm: no\nStatistics kept.\n' });
    expect(runInMemory(['stats', '--reset'], '', { FREECELL_HOME: dir })).toMatchObject({ status: 0, stdout: 'Clear all statistics? Type yes to confirm: \nStatistics kept.\n' });
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(runInMemory(['stats', '--reset'], 'yes\n', { FREECELL_HOME: dir })).toMatchObject({ status: 0, stdout: 'Clear all statistics? Type yes to confirm: yes\nStatistics cleared.\n' });
    expect(runInMemory(['stats'], '', { FREECELL_HOME: dir }).stdout).toBe('No games counted yet.\n');
  });
});

describe('stats --reset over a statistics file that cannot be read', () => {
  it.each([
    ['not UTF-8', Buffer.from('{"format":"freecell-stats","x":"\xe9"}', 'latin1'), 'it is not UTF-8 text (byte 33)'],
    ['larger than 1 MB', Buffer.alloc(1024 * 1024 + 1, 'a'), 'it is larger than 1 MB'],
  ])('replaces one %s, which stats names and leaves as it is', (_what, bytes, why) => {
    const dir = home();
    const file = path.join(dir, 'stats.json');
    fs.writeFileSync(file, bytes);
    expect(runInMemory(['stats'], '', { FREECELL_HOME: dir })).toMatchObject({ status: 2, stderr: `freecell: The statistics in ${file} cannot be read (${why}); the file is left as it is.\n` });
    expect(fs.readFileSync(file)).toEqual(bytes);
    expect(runInMemory(['stats', '--reset'], 'yes\n', { FREECELL_HOME: dir })).toMatchObject({ status: 0, stdout: 'Clear all statistics? Type yes to confirm: yes\nStatistics cleared.\n', stderr: '' });
    expect(runInMemory(['stats'], '', { FREECELL_HOME: dir })).toMatchObject({ status: 0, stdout: 'No games counted yet.\n' });
  });

  it('leaves a folder or a FIFO in its place as it is, saying why, status 2', () => {
    const dir = home();
    const file = path.join(dir, 'stats.json');
    fs.mkdirSync(file);
    expect(runInMemory(['stats', '--reset'], 'yes\n', { FREECELL_HOME: dir })).toMatchObject({ status: 2, stderr: `freecell: The statistics in ${file} cannot be read (it is a folder); the file is left as it is.\n` });
    expect(fs.statSync(file).isDirectory()).toBe(true);
    fs.rmdirSync(file);
    expect(spawnSync('mkfifo', [file]).status).toBe(0);
    expect(runInMemory(['stats', '--reset'], 'yes\n', { FREECELL_HOME: dir })).toMatchObject({ status: 2, stderr: `freecell: The statistics in ${file} cannot be read (it is a FIFO, not a regular file); the file is left as it is.\n` });
    expect(fs.statSync(file).isFIFO()).toBe(true);
  });
});

describe('a lock left by a freecell of another machine', () => {
  const BIN = path.join(__dirname, '..', '..', 'bin', 'freecell');
  /** The program itself, in a process of its own, in English. */
  function freecell(dir: string, args: string[], input = '') {
    const r = spawnSync(process.execPath, [BIN, ...args, '--lang', 'en'], { input, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', FREECELL_HOME: dir, NO_COLOR: '1' } });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  }

  it('blocking the statistics and the settings is named with its machine, and the lock file to remove once that freecell has ended', () => {
    const dir = home();
    // What a freecell of a machine sharing this folder leaves when that machine stops in the middle of an update.
    const far = JSON.stringify({ pid: 4242, host: 'farbox', start: '1', token: 'abcd' });
    const statsLock = path.join(dir, 'stats.json.lock');
    const settingsLock = path.join(dir, 'settings.json.lock');
    fs.writeFileSync(statsLock, far);
    fs.writeFileSync(settingsLock, far);
    const blocked = (lock: string) => `another freecell (process 4242 on farbox, which this machine cannot check) keeps it locked; once that freecell has ended, remove ${lock}`;
    expect(freecell(dir, ['stats', '--reset'], 'yes\n')).toEqual({
      status: 2,
      stdout: 'Clear all statistics? Type yes to confirm: yes\n',
      stderr: `freecell: cannot clear the statistics in ${path.join(dir, 'stats.json')}: ${blocked(statsLock)}.\n`,
    });
    expect(freecell(dir, ['config', 'ascii', 'on'])).toEqual({
      status: 2,
      stdout: '',
      stderr: `freecell: cannot write the settings to ${path.join(dir, 'settings.json')}: ${blocked(settingsLock)}.\n`,
    });
    expect(fs.readFileSync(statsLock, 'utf8')).toBe(far);
    fs.rmSync(statsLock);
    fs.rmSync(settingsLock);
    expect(freecell(dir, ['stats', '--reset'], 'yes\n')).toMatchObject({ status: 0, stderr: '' });
    expect(freecell(dir, ['config', 'ascii', 'on'])).toMatchObject({ status: 0, stderr: '' });
  });
});

describe('stats --reset on a terminal', () => {
  it('has its signal handlers in place when the question shows: a SIGTERM sent on seeing it runs the exit tasks', async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-stats-'));
    try {
      const before = { SIGTERM: process.listenerCount('SIGTERM'), SIGINT: process.listenerCount('SIGINT'), SIGHUP: process.listenerCount('SIGHUP') };
      const asked: Record<string, number>[] = [];
      // the program as on a terminal: the question through nextLine, answered no
      const onTerminal = (args: readonly string[], io: CliIO): number | Promise<number> =>
        run(args, {
          ...io,
          stdinIsTTY: true,
          nextLine: async (prompt) => {
            asked.push({ SIGTERM: process.listenerCount('SIGTERM'), SIGINT: process.listenerCount('SIGINT'), SIGHUP: process.listenerCount('SIGHUP') });
            io.out(prompt);
            return 'no';
          },
        });
      const r = await runPipedAsync(onTerminal, ['stats', '--reset'], '', { FREECELL_HOME: home });
      expect(r.stdout).toBe('Clear all statistics? Type yes to confirm: Statistics kept.\n');
      expect(asked).toEqual([{ SIGTERM: before.SIGTERM + 1, SIGINT: before.SIGINT + 1, SIGHUP: before.SIGHUP + 1 }]);
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});

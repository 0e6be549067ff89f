// Files written by a newer freecell (a global install beside `npx freecell@next`), or edited by hand, met by this one: nothing in them is lost.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-newer-'));
afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

let homes = 0;
/** A fresh per-user folder. */
function newHome(): string {
  const home = path.join(TMP, `home-${homes++}`);
  fs.mkdirSync(home);
  return home;
}

/** Runs the program (built) in `home`, with `input` on standard input. */
function freecell(home: string, args: readonly string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: TMP, input, encoding: 'utf8', env: { PATH: process.env.PATH, FREECELL_HOME: home, LANG: 'C.UTF-8' }, timeout: 60000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Runs the program in `home` as separate processes started together, one for each list of arguments; resolves with their statuses. */
function together(home: string, runs: readonly (readonly string[])[]): Promise<(number | null)[]> {
  return Promise.all(
    runs.map(
      (args) =>
        new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, [BIN, ...args], { cwd: TMP, env: { PATH: process.env.PATH, FREECELL_HOME: home, LANG: 'C.UTF-8' }, stdio: 'ignore' });
          child.on('close', (code) => resolve(code));
        }),
    ),
  );
}

/** The statistics a game given up leaves, as this freecell writes them. */
function statsOfOneGame(home: string): Record<string, unknown> {
  expect(freecell(home, ['--game', '1'], '6a\nsave\nq\n').status).toBe(0);
  const id = fs.readdirSync(path.join(home, 'games'))[0]!.replace('.save', '');
  expect(freecell(home, ['saves', '--delete', id]).stdout).toBe(`Deleted game ${id}; it counts as given up.\n`);
  return JSON.parse(fs.readFileSync(path.join(home, 'stats.json'), 'utf8')) as Record<string, unknown>;
}

describe('statistics of a newer freecell', () => {
  it('a later version is named as a newer freecell\'s, and stats --reset leaves it as it is', () => {
    const home = newHome();
    const file = path.join(home, 'stats.json');
    const text = `${JSON.stringify({ ...statsOfOneGame(home), version: 4 }, null, 2)}\n`;
    fs.writeFileSync(file, text);
    const why = `the file holds statistics of version 4, written by a newer freecell; this one reads versions 1 to 3`;
    const shown = freecell(home, ['stats']);
    expect([shown.status, shown.stderr]).toEqual([2, `freecell: The statistics in ${file} cannot be read (${why}); the file is left as it is.\n`]);
    const reset = freecell(home, ['stats', '--reset'], 'yes\n');
    expect([reset.status, reset.stderr]).toEqual([2, `freecell: cannot clear the statistics in ${file}: ${why}.\n`]);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });
});

describe('fields of a newer freecell in the statistics', () => {
  it('a result counted keeps the fields this freecell does not know: at the top, in a variant\'s record and in a deal\'s', () => {
    const home = newHome();
    const file = path.join(home, 'stats.json');
    const stats = statsOfOneGame(home) as { sources: { numbered: { freecell: Record<string, unknown> } }; deals: Record<string, unknown> };
    stats.sources.numbered.freecell.totalMs = 812;
    stats.deals['freecell#9'] = { won: 1, fewestMoves: 80, bestMs: 4000, last: 1, seed: 'abc' };
    fs.writeFileSync(file, `${JSON.stringify({ ...stats, achievements: ['first game'] }, null, 2)}\n`);
    const after = statsOfOneGame(home) as typeof stats & { achievements: unknown };
    expect(after.achievements).toEqual(['first game']);
    expect(after.sources.numbered.freecell).toMatchObject({ played: 2, gaveUp: 2, totalMs: 812 });
    expect(after.deals['freecell#9']).toEqual({ won: 1, fewestMoves: 80, bestMs: 4000, last: 1, seed: 'abc' });
    // stats --reset clears the records (with their fields) and keeps what is not a record, as it keeps the tokens
    expect(freecell(home, ['stats', '--reset'], 'yes\n').status).toBe(0);
    const reset = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(reset).toMatchObject({ sources: {}, deals: {}, achievements: ['first game'] });
  });
});

describe('settings of a newer freecell', () => {
  const settings = (fields: Record<string, unknown>, top: Record<string, unknown> = {}): string =>
    `${JSON.stringify({ format: 'freecell-settings', version: 1, settings: { autoplay: false, ...fields }, ...top }, null, 2)}\n`;

  it('settings this freecell does not take (a newer freecell\'s, or mistyped) are left in the file as they are, and the others are used', () => {
    const home = newHome();
    const file = path.join(home, 'settings.json');
    fs.writeFileSync(file, settings({ ascii: true, theme: 'dark', language: 'fr' }));
    const note = `freecell: Settings in ${file} that this freecell does not take (a newer freecell's, or mistyped): theme, language "fr". They stay in the file as they are; the other settings are used.\n`;
    // The game uses the settings it takes: autoplay off, suits as letters.
    const game = freecell(home, ['--game', '1', '--no-status'], '3a\nq\n');
    expect(game.status).toBe(0);
    expect(game.stderr).toBe(note);
    expect(game.stdout).toContain(' JD ');
    expect(game.stdout).not.toContain('Autoplay:');
    // config lists them, with the same note.
    const listed = freecell(home, ['config']);
    expect(listed.stderr).toBe(note);
    expect(listed.stdout).toContain('autoplay    off  (set)');
    expect(listed.stdout).toContain('ascii       on   (set)');
    expect(listed.stdout).toContain('language    auto (default)');
    // A change is written, the settings it does not take kept as they were.
    expect(freecell(home, ['config', 'status', 'off'])).toMatchObject({ status: 0, stdout: 'status is now off.\n', stderr: '' });
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).settings).toEqual({ autoplay: false, status: false, ascii: true, theme: 'dark', language: 'fr' });
    expect(fs.readdirSync(home)).toEqual(['settings.json']);
    // A setting the player sets or resets replaces the value this freecell does not take; --reset of everything clears them all.
    expect(freecell(home, ['config', 'language', 'en']).status).toBe(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).settings).toEqual({ autoplay: false, status: false, language: 'en', ascii: true, theme: 'dark' });
    expect(freecell(home, ['config', '--reset', 'theme']).status).toBe(2);
    expect(freecell(home, ['config', '--reset']).status).toBe(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).settings).toEqual({});
    expect(freecell(home, ['config', '--lang', 'pt']).stderr).toBe('');
  });

  it('says so in Portuguese too', () => {
    const home = newHome();
    const file = path.join(home, 'settings.json');
    fs.writeFileSync(file, settings({ theme: 'dark' }));
    expect(freecell(home, ['config', '--lang', 'pt']).stderr).toBe(
      `freecell: Configurações em ${file} que este freecell não aceita (de um freecell mais novo, ou digitadas errado): theme. Elas ficam no arquivo como estão; as outras configurações são usadas.\n`,
    );
  });

  it('a change keeps the fields beside the settings that this freecell does not know, written through a link to a dotfiles folder', () => {
    const home = newHome();
    const dotfiles = path.join(home, 'dotfiles');
    fs.mkdirSync(dotfiles);
    const target = path.join(dotfiles, 'freecell.json');
    fs.writeFileSync(target, settings({}, { profiles: { work: { ascii: true } } }));
    const link = path.join(home, 'settings.json');
    fs.symlinkSync(path.join('dotfiles', 'freecell.json'), link);
    const r = freecell(home, ['config', 'ascii', 'on']);
    expect([r.status, r.stdout, r.stderr]).toEqual([0, 'ascii is now on.\n', '']);
    expect(fs.readlinkSync(link)).toBe(path.join('dotfiles', 'freecell.json'));
    expect(JSON.parse(fs.readFileSync(target, 'utf8'))).toEqual({ format: 'freecell-settings', version: 1, settings: { autoplay: false, ascii: true }, profiles: { work: { ascii: true } } });
  });
});

describe('results of a newer freecell in a results file', () => {
  it.each([
    ['a status this freecell does not know', (line: Record<string, unknown>) => ({ ...line, status: 'timed-out', length: 0, moves: '' })],
    ['a mode this freecell does not know', (line: Record<string, unknown>) => ({ ...line, mode: 'deep' })],
    ['a move notation this freecell does not read', (line: Record<string, unknown>) => ({ ...line, moves: String(line.moves).replace(/^\S+/, '6@') })],
  ])('a whole last line holding %s is refused by solve and report, never cut off as a torn line', (_about, newer) => {
    const home = newHome();
    const file = path.join(home, 'results.jsonl');
    expect(freecell(home, ['solve', '--range', '1-2', '--jsonl', file]).status).toBe(0);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const third = JSON.stringify(newer({ ...(JSON.parse(lines[1]!) as Record<string, unknown>), deal: 3 }));
    const text = `${lines[0]}\n${lines[1]}\n${third}\n`;
    fs.writeFileSync(file, text);
    const r = freecell(home, ['solve', '--range', '1-4', '--jsonl', file]);
    expect([r.status, r.stderr]).toEqual([2, `freecell: ${file}, line 3 is not a result of solve --range (only a torn last line is repaired).\n`]);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
    const report = freecell(home, ['report', file]);
    expect([report.status, report.stdout]).toEqual([2, '']);
    expect(report.stderr).toBe(`freecell: ${file}, line 3 is not a result of solve --range or --deals.\n`);
  });
});

describe('saves of a newer freecell', () => {
  it('saves --delete refuses a save of a later version, whose result this freecell cannot count, and leaves it as it is', () => {
    const home = newHome();
    expect(freecell(home, ['--game', '1'], '6a\nsave\nq\n').status).toBe(0);
    const [name] = fs.readdirSync(path.join(home, 'games'));
    const file = path.join(home, 'games', name!);
    const text = fs.readFileSync(file, 'utf8').replace('"version":2', '"version":3');
    fs.writeFileSync(file, text);
    const id = name!.replace('.save', '');
    const r = freecell(home, ['saves', '--delete', id]);
    expect([r.status, r.stdout, r.stderr]).toEqual([2, '', `freecell: cannot delete saved game ${id}: the save is version 3; this program reads versions 1 and 2.\n`]);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  it('--resume alone, when the only saves cannot be read, says so rather than that there is no saved game', () => {
    const home = newHome();
    expect(freecell(home, ['--game', '1'], '6a\nsave\nq\n').status).toBe(0);
    const [name] = fs.readdirSync(path.join(home, 'games'));
    const file = path.join(home, 'games', name!);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"version":2', '"version":3'));
    expect(freecell(home, ['--resume'])).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: nothing to resume: the saved game cannot be read (freecell saves says why).\n' });
    expect(freecell(home, ['--resume', '--lang', 'pt'])).toMatchObject({ status: 2, stderr: 'freecell: nada para continuar: o jogo salvo não pode ser lido (freecell saves diz por quê).\n' });
    expect(freecell(home, ['--game', '2'], '6a\nsave\nq\n').status).toBe(0);
    fs.readdirSync(path.join(home, 'games')).filter((n) => n !== name).forEach((n) => {
      const other = path.join(home, 'games', n);
      fs.writeFileSync(other, fs.readFileSync(other, 'utf8').replace('"version":2', '"version":3'));
    });
    expect(freecell(home, ['--resume']).stderr).toBe('freecell: nothing to resume: none of the 2 saved games can be read (freecell saves says why).\n');
  });
});

describe('what a newer freecell wrote, when several processes change the file at once', () => {
  it('the fields of stats.json this freecell does not know stay, and every result is counted', async () => {
    const home = newHome();
    const file = path.join(home, 'stats.json');
    const stats = statsOfOneGame(home) as { sources: { numbered: { freecell: Record<string, unknown> } } };
    stats.sources.numbered.freecell.totalMs = 812;
    fs.writeFileSync(file, `${JSON.stringify({ ...stats, achievements: ['first game'] }, null, 2)}\n`);
    for (let n = 2; n <= 7; n++) expect(freecell(home, ['--game', String(n)], '6a\nsave\nq\n').status).toBe(0);
    const ids = fs.readdirSync(path.join(home, 'games')).map((name) => name.replace('.save', ''));
    expect(ids).toHaveLength(6);
    expect(await together(home, ids.map((id) => ['saves', '--delete', id]))).toEqual(ids.map(() => 0));
    const after = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stats & { achievements: unknown };
    expect(after.achievements).toEqual(['first game']);
    expect(after.sources.numbered.freecell).toMatchObject({ played: 7, gaveUp: 7, totalMs: 812 });
    expect(fs.readdirSync(home).sort()).toEqual(['games', 'stats.json']);
  }, 60000);

  it('the settings this freecell does not take stay, and every change is kept', async () => {
    const home = newHome();
    const file = path.join(home, 'settings.json');
    fs.writeFileSync(file, `${JSON.stringify({ format: 'freecell-settings', version: 1, settings: { theme: 'dark', language: 'fr' }, profiles: { work: {} } })}\n`);
    const changes = [['autoplay', 'off'], ['status', 'off'], ['ascii', 'on'], ['four-colour', 'on'], ['statistics', 'off'], ['messages', 'off']];
    expect(await together(home, changes.map((c) => ['config', ...c]))).toEqual(changes.map(() => 0));
    const after = JSON.parse(fs.readFileSync(file, 'utf8')) as { settings: Record<string, unknown>; profiles: unknown };
    expect(after.settings).toEqual({ autoplay: false, status: false, ascii: true, fourColour: true, statistics: false, messages: false, theme: 'dark', language: 'fr' });
    expect(after.profiles).toEqual({ work: {} });
    expect(fs.readdirSync(home)).toEqual(['settings.json']);
  }, 60000);
});

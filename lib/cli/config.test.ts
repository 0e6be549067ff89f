// `freecell config` and the settings a game starts with: exact sentences, exit statuses, the file kept whole, real processes at once.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInMemory } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');

/** A fresh per-user folder. */
function home(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-config-'));
}

function freecell(dir: string, args: string[], input = '') {
  return runInMemory(args, input, { NO_COLOR: '1', FREECELL_HOME: dir });
}

const DEFAULTS = (dir: string): string =>
  [
    'autoplay    on   (default)  on, off',
    'status      on   (default)  on, off',
    'language    auto (default)  auto, en, pt',
    'ascii       off  (default)  on, off',
    'colour      on   (default)  on, off',
    'four-colour off  (default)  on, off',
    'statistics  on   (default)  on, off',
    'messages    on   (default)  on, off',
    'quick-cell  on   (default)  on, off',
    `Settings are kept in ${path.join(dir, 'settings.json')}; freecell config KEY VALUE changes one, flags override them for one game.`,
    '',
  ].join('\n');

describe('freecell config', () => {
  it('lists every setting with its value, whether it is the default, and the values it takes', () => {
    const dir = home();
    const r = freecell(dir, ['config']);
    expect(r).toMatchObject({ status: 0, stderr: '', stdout: DEFAULTS(dir) });
    expect(fs.existsSync(path.join(dir, 'settings.json'))).toBe(false);
  });

  it('sets a key, lists it as set, and puts it back with --reset KEY or every key with --reset', () => {
    const dir = home();
    expect(freecell(dir, ['config', 'autoplay', 'off'])).toMatchObject({ status: 0, stdout: 'autoplay is now off.\n', stderr: '' });
    expect(freecell(dir, ['config', 'Four-Colour', 'ON'])).toMatchObject({ status: 0, stdout: 'four-colour is now on.\n' });
    // a new language confirms itself in that language
    expect(freecell(dir, ['config', 'language', 'pt'])).toMatchObject({ status: 0, stdout: 'language agora é pt.\n' });
    const list = freecell(dir, ['config', '--lang', 'en']).stdout;
    expect(list).toContain('autoplay    off  (set)      on, off\n');
    expect(list).toContain('four-colour on   (set)      on, off\n');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8'))).toEqual({
      format: 'freecell-settings',
      version: 1,
      settings: { autoplay: false, language: 'pt', fourColour: true },
    });
    // The language setting speaks Portuguese from now on.
    expect(freecell(dir, ['config', '--reset', 'autoplay'])).toMatchObject({ status: 0, stdout: 'autoplay voltou ao padrão, on.\n' });
    // every setting back, the language too: the environment's (English here) says so
    expect(freecell(dir, ['config', '--reset'])).toMatchObject({ status: 0, stdout: 'Every setting is back to its default.\n' });
    expect(freecell(dir, ['config']).stdout).toBe(DEFAULTS(dir));
  });

  it('a change of the language is confirmed in the language it sets (auto and a reset: the environment\'s), unless --lang chose one', () => {
    const dir = home();
    expect(freecell(dir, ['config', 'language', 'pt_BR']).stdout).toBe('language agora é pt.\n');
    expect(freecell(dir, ['config', 'language', 'en']).stdout).toBe('language is now en.\n');
    expect(freecell(dir, ['config', 'language', 'pt']).stdout).toBe('language agora é pt.\n');
    expect(freecell(dir, ['config', 'language', 'auto']).stdout).toBe('language is now auto.\n');
    expect(runInMemory(['config', 'language', 'auto'], '', { NO_COLOR: '1', FREECELL_HOME: dir, LANG: 'pt_BR.UTF-8' }).stdout).toBe('language agora é auto.\n');
    freecell(dir, ['config', 'language', 'pt']);
    expect(freecell(dir, ['config', '--reset', 'language']).stdout).toBe('language is back to its default, auto.\n');
    expect(freecell(dir, ['config', 'language', 'en', '--lang', 'pt']).stdout).toBe('language agora é en.\n');
  });

  it('colour off keeps every board colourless (FORCE_COLOR too), --color brings it back for one run, and color is the same key', () => {
    const dir = home();
    // FORCE_COLOR asks for colour even in a pipe: what stands between is the setting
    const run = (args: string[], input = ''): string => runInMemory(args, input, { FORCE_COLOR: '1', FREECELL_HOME: dir }).stdout;
    const ESC = '\u001b[';
    expect(run(['deal', '1'])).toContain(ESC);
    expect(freecell(dir, ['config', 'Color', 'off'])).toMatchObject({ status: 0, stdout: 'colour is now off.\n', stderr: '' });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8')).settings).toEqual({ colour: false });
    expect(freecell(dir, ['config']).stdout).toContain('colour      off  (set)      on, off\n');
    for (const args of [['deal', '1'], ['--game', '1'], ['replay', '--game', '1', '-'], ['browse', path.join(ROOT, 'fixtures', 'solutions', 'freecell', 'ms-1.txt'), '--game', '1']]) {
      const input = args[0] === 'replay' ? '6a\n' : 'q\n';
      expect([args, run(args, input).includes(ESC)]).toEqual([args, false]);
      expect([args, run([...args, '--color'], input).includes(ESC)]).toEqual([args, true]);
      expect([args, run(['--color', ...args], input).includes(ESC)]).toEqual([args, true]);
    }
    // --no-color and NO_COLOR still win over --color's colour
    expect(run(['deal', '1', '--color', '--no-color'])).not.toContain(ESC);
    expect(runInMemory(['deal', '1', '--color'], '', { FORCE_COLOR: '1', NO_COLOR: '1', FREECELL_HOME: dir }).stdout).not.toContain(ESC);
    expect(freecell(dir, ['config', '--reset', 'color'])).toMatchObject({ status: 0, stdout: 'colour is back to its default, on.\n' });
    expect(run(['deal', '1'])).toContain(ESC);
    // four-color is four-colour's key too
    expect(freecell(dir, ['config', 'four-color', 'on'])).toMatchObject({ status: 0, stdout: 'four-colour is now on.\n' });
  });

  it('language takes the forms --lang takes (pt_BR, pt-BR.UTF-8, PT, pt@euro) and keeps the language they name', () => {
    for (const typed of ['pt_BR', 'pt-BR.UTF-8', 'PT', 'pt@euro', ' pt_br ']) {
      const dir = home();
      expect(freecell(dir, ['config', 'language', typed, '--lang', 'en'])).toMatchObject({ status: 0, stdout: 'language is now pt.\n', stderr: '' });
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8')).settings).toEqual({ language: 'pt' });
    }
    const dir = home();
    expect(freecell(dir, ['config', 'language', 'en_GB'])).toMatchObject({ status: 0, stdout: 'language is now en.\n' });
    // auto has no regional forms, and a language freecell does not speak is refused as typed
    expect(freecell(dir, ['config', 'language', 'auto_BR'])).toMatchObject({ status: 2, stderr: 'freecell: language takes auto, en or pt, not "auto_BR".\n' });
    expect(freecell(dir, ['config', 'language', 'fr_FR'])).toMatchObject({ status: 2, stderr: 'freecell: language takes auto, en or pt, not "fr_FR".\n' });
  });

  it.each([
    [['config', 'sound', 'on'], 'there is no setting "sound" (settings: autoplay, status, language, ascii, colour, four-colour, statistics, messages, quick-cell).'],
    [['config', 'autoplay', 'maybe'], 'autoplay takes on or off, not "maybe".'],
    [['config', 'language', 'fr'], 'language takes auto, en or pt, not "fr".'],
    [['config', 'autoplay'], 'config autoplay needs a value: on or off.'],
    [['config', 'autoplay', 'on', 'off'], 'config does not take "off" (freecell config --help lists what it takes).'],
    [['config', 'autoplay', 'on', 'off', 'now'], 'config does not take "off now" (freecell config --help lists what it takes).'],
    [['config', '--reset', 'autoplay', 'on'], 'config --reset does not take "on": it takes a setting (or nothing, for all of them).'],
    [['config', '--reset', 'sound'], 'there is no setting "sound" (settings: autoplay, status, language, ascii, colour, four-colour, statistics, messages, quick-cell).'],
  ])('refuses %j in one sentence with status 2, the file unchanged', (args, sentence) => {
    const dir = home();
    freecell(dir, ['config', 'status', 'off']);
    const before = fs.readFileSync(path.join(dir, 'settings.json'), 'utf8');
    expect(freecell(dir, args)).toMatchObject({ status: 2, stdout: '', stderr: `freecell: ${sentence}\n` });
    expect(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8')).toBe(before);
    expect(fs.readdirSync(dir).sort()).toEqual(['settings.json']);
  });

  it('says so in Portuguese too', () => {
    expect(freecell(home(), ['config', 'autoplay', 'talvez', '--lang', 'pt'])).toMatchObject({ status: 2, stderr: 'freecell: autoplay aceita on ou off, não "talvez".\n' });
  });

  it('lists the defaults over a damaged file, leaving it as it is; a change keeps it aside and writes a new one', () => {
    const dir = home();
    const file = path.join(dir, 'settings.json');
    fs.writeFileSync(file, '{"format":"freecell-settings"');
    expect(freecell(dir, ['config'])).toMatchObject({
      status: 0,
      stdout: DEFAULTS(dir),
      stderr: `freecell: The settings in ${file} cannot be read (the file is not complete JSON); the defaults are used and the file is left as it is.\n`,
    });
    expect(fs.readFileSync(file, 'utf8')).toBe('{"format":"freecell-settings"');
    expect(freecell(dir, ['config', 'ascii', 'on'])).toMatchObject({
      status: 0,
      stdout: 'ascii is now on.\n',
      stderr: `freecell: The settings in ${file} could not be read (the file is not complete JSON); that file is kept as ${file}.damaged and a new one is written.\n`,
    });
    expect(fs.readFileSync(`${file}.damaged`, 'utf8')).toBe('{"format":"freecell-settings"');
    fs.writeFileSync(file, '{"format":"freecell-settings","version":1,"settings":{"autoplay":false},}');
    expect(freecell(dir, ['config', 'ascii', 'on']).stderr).toContain(`(the file is not valid JSON: line 1, column 73); that file is kept as ${file}.damaged-2`);
    expect(fs.readFileSync(`${file}.damaged`, 'utf8')).toBe('{"format":"freecell-settings"');
  });

  it.each([
    ['not UTF-8', Buffer.from('{"format":"freecell-settings","version":1,"settings":{"language":"fran\xe7ais"}}', 'latin1'), 'it is not UTF-8 text (byte 71)'],
    ['larger than 64 KB', Buffer.alloc(64 * 1024 + 1, ' '), 'it is larger than 64 KB'],
  ])('a settings file %s is kept aside by a change or a reset, as a damaged one is', (_what, bytes, why) => {
    for (const change of [['config', 'ascii', 'on'], ['config', '--reset'], ['config', '--reset', 'ascii']]) {
      const dir = home();
      const file = path.join(dir, 'settings.json');
      fs.writeFileSync(file, bytes);
      const r = freecell(dir, change);
      expect(r).toMatchObject({ status: 0, stderr: `freecell: The settings in ${file} could not be read (${why}); that file is kept as ${file}.damaged and a new one is written.\n` });
      expect(fs.readFileSync(`${file}.damaged`)).toEqual(bytes);
      expect(freecell(dir, ['config'])).toMatchObject({ status: 0, stderr: '' });
    }
  });

  it('a damaged settings file reached through a link is kept aside beside the file the link names, and the link stays a link', () => {
    const dir = home();
    const dotfiles = path.join(dir, 'dotfiles');
    fs.mkdirSync(dotfiles);
    const target = path.join(dotfiles, 'freecell.json');
    fs.writeFileSync(target, '{"format":"freecell-settings"');
    const link = path.join(dir, 'settings.json');
    fs.symlinkSync(path.join('dotfiles', 'freecell.json'), link);
    expect(freecell(dir, ['config', 'ascii', 'on'])).toMatchObject({
      status: 0,
      stdout: 'ascii is now on.\n',
      stderr: `freecell: The settings in ${link} could not be read (the file is not complete JSON); that file is kept as ${target}.damaged and a new one is written.\n`,
    });
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(link)).toBe(path.join('dotfiles', 'freecell.json'));
    expect(fs.readFileSync(`${target}.damaged`, 'utf8')).toBe('{"format":"freecell-settings"');
    expect(JSON.parse(fs.readFileSync(target, 'utf8')).settings).toEqual({ ascii: true });
    expect(fs.readdirSync(dir).sort()).toEqual(['dotfiles', 'settings.json']);
  });

  it('never renames a damaged settings file over a link already named .damaged', () => {
    const dir = home();
    const file = path.join(dir, 'settings.json');
    fs.writeFileSync(file, 'not settings');
    fs.symlinkSync('gone', `${file}.damaged`);
    expect(freecell(dir, ['config', 'ascii', 'on']).stderr).toContain(`that file is kept as ${file}.damaged-2 and a new one is written.`);
    expect(fs.readlinkSync(`${file}.damaged`)).toBe('gone');
    expect(fs.readFileSync(`${file}.damaged-2`, 'utf8')).toBe('not settings');
  });

  it('leaves the settings of a newer freecell as they are: read as the defaults with a note, and no change written over them', () => {
    const dir = home();
    const file = path.join(dir, 'settings.json');
    const newer = '{"format":"freecell-settings","version":2,"settings":{"autoplay":false,"theme":"dark"}}\n';
    fs.writeFileSync(file, newer);
    const why = 'the file holds settings of version 2, written by a newer freecell; this one reads version 1';
    expect(freecell(dir, ['config'])).toMatchObject({
      status: 0,
      stdout: DEFAULTS(dir),
      stderr: `freecell: The settings in ${file} cannot be read (${why}); the defaults are used and the file is left as it is.\n`,
    });
    for (const args of [['config', 'ascii', 'on'], ['config', '--reset'], ['config', '--reset', 'autoplay']]) {
      expect(freecell(dir, args)).toMatchObject({ status: 2, stdout: '', stderr: `freecell: cannot write the settings to ${file}: ${why}.\n` });
    }
    expect(fs.readFileSync(file, 'utf8')).toBe(newer);
    expect(fs.readdirSync(dir)).toEqual(['settings.json']);
    expect(freecell(dir, ['config', 'ascii', 'on', '--lang', 'pt']).stderr).toBe(
      `freecell: não foi possível gravar as configurações em ${file}: o arquivo tem configurações da versão 2, gravadas por um freecell mais novo; este lê a versão 1.\n`,
    );
  });

  it('refuses a settings file that is a folder in one sentence, status 2', () => {
    const dir = home();
    fs.mkdirSync(path.join(dir, 'settings.json'));
    expect(freecell(dir, ['config', 'ascii', 'on'])).toMatchObject({ status: 2, stderr: `freecell: cannot read settings file ${path.join(dir, 'settings.json')}: it is a folder.\n` });
  });

  it('keeps every change of several freecell config processes started at once', async () => {
    const dir = home();
    const changes = [
      ['autoplay', 'off'],
      ['status', 'off'],
      ['language', 'en'],
      ['ascii', 'on'],
      ['four-colour', 'on'],
      ['statistics', 'off'],
      ['messages', 'off'],
      ['quick-cell', 'off'],
    ];
    const runs = changes.map(
      (args) =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = spawn(process.execPath, [BIN, 'config', ...args], { cwd: ROOT, env: { ...process.env, FREECELL_HOME: dir } });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
          child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
          child.on('close', (status) => resolve({ status, stdout, stderr }));
        }),
    );
    const results = await Promise.all(runs);
    results.forEach((r, i) => expect(r).toEqual({ status: 0, stdout: `${changes[i]![0]} is now ${changes[i]![1]}.\n`, stderr: '' }));
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8')).settings).toEqual({
      autoplay: false,
      status: false,
      language: 'en',
      ascii: true,
      fourColour: true,
      statistics: false,
      messages: false,
      quickCell: false,
    });
    expect(fs.readdirSync(dir)).toEqual(['settings.json']);
  }, 60_000);
});

describe('settings in a game', () => {
  const board = (text: string): string => text.split('\n')[0]!;

  it('autoplay off stops autoplay and --autoplay brings it back for one game', () => {
    const dir = home();
    freecell(dir, ['config', 'autoplay', 'off']);
    // Game 2: 6a puts 8D in a cell and uncovers the Ace of spades.
    expect(freecell(dir, ['--game', '2', '--ascii'], '6a\nq\n').stdout).not.toContain('Autoplay:');
    expect(freecell(dir, ['--game', '2', '--ascii', '--autoplay'], '6a\nq\n').stdout).toContain('8D from column 6 to cell 1\nAutoplay: AS to the foundations\n');
  });

  it('autoplay off, ascii on, status off and messages off change the game; the flags override them for one game', () => {
    const dir = home();
    for (const [k, v] of [['autoplay', 'off'], ['ascii', 'on'], ['status', 'off'], ['messages', 'off']]) freecell(dir, ['config', k!, v!]);
    const set = freecell(dir, ['--game', '1'], '6a\nq\n');
    expect(board(set.stdout)).toBe('FreeCell - game 1 - 0 moves - time 0:00');
    // No line says what 6a moved.
    expect(set.stdout).toContain('> 6a\nFreeCell - game 1 - 1 move - time 0:00\n');
    expect(set.stdout).not.toContain('from column 6 to cell 1');
    const flags = freecell(dir, ['--game', '1', '--autoplay', '--no-ascii', '--status', '--messages'], '6a\nq\n');
    expect(board(flags.stdout)).toBe('FreeCell · game 1 · 0 moves · time 0:00 · winnable');
    expect(flags.stdout).toContain('3♦ from column 6 to cell 1\n');
  });

  it('quick-cell off keeps a column number alone from moving a card, in every game; quick on turns it on for the session', () => {
    const dir = home();
    const on = freecell(dir, ['--game', '1', '--ascii'], '3\nq\n');
    expect(on.stdout).toContain('2H from column 3 to cell 1\n');
    expect(freecell(dir, ['config', 'quick-cell', 'off'])).toMatchObject({ status: 0, stdout: 'quick-cell is now off.\n', stderr: '' });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8')).settings).toEqual({ quickCell: false });
    expect(freecell(dir, ['config']).stdout).toContain('quick-cell  off  (set)      on, off\n');
    const off = freecell(dir, ['--game', '1', '--ascii'], '3\nquick on\n3\nq\n');
    expect(off.stdout).toContain('> 3\nQuick moves to a cell are off: type quick on to move a card with its column number alone, or tc 3 for this one.\n> quick on\n');
    expect(off.stdout).toContain('2H from column 3 to cell 1\n');
  });

  it('language pt speaks Portuguese unless --lang says otherwise', () => {
    const dir = home();
    freecell(dir, ['config', 'language', 'pt']);
    expect(freecell(dir, ['--game', '1', '--ascii'], 'q\n').stdout).toContain('Digite h para ajuda, q para sair.');
    expect(freecell(dir, ['--game', '1', '--ascii', '--lang', 'en'], 'q\n').stdout).toContain('Type h for help, q to quit.');
    expect(freecell(dir, ['stats']).stdout).toBe('Nenhum jogo contado ainda.\n');
    expect(freecell(dir, ['stats', '--lang', 'en']).stdout).toBe('No games counted yet.\n');
  });

  it('language pt reaches every command and its --help, with --lang over it and LANG under it', () => {
    const dir = home();
    freecell(dir, ['config', 'language', 'pt']);
    expect(freecell(dir, ['saves'])).toMatchObject({ status: 0, stdout: 'Nenhum jogo salvo.\n' });
    expect(freecell(dir, ['deal', '0'])).toMatchObject({ status: 2, stderr: 'freecell: "0" não é um número de jogo: use um número inteiro de 1 a 8589934591.\n' });
    expect(freecell(dir, ['solve', '--game', '11982', '--max-states', '5']).stderr).toBe(
      'freecell: desisti de jogo 11982 depois de 10 posições ao todo (o limite de posições de cada busca); tente um --max-states maior.\n' +
        'freecell: a busca rápida desistiu em 5 posições, e depois a busca exata em 5.\n',
    );
    expect(freecell(dir, ['solve', '--help']).stdout).toMatch(/^Uso: freecell solve/);
    expect(freecell(dir, ['saves', '--lang', 'en']).stdout).toBe('No saved games.\n');
    expect(freecell(dir, ['deal', '0', '--lang', 'en']).stderr).toBe('freecell: "0" is not a game number: use a whole number from 1 to 8589934591.\n');
    expect(freecell(dir, ['solve', '--game', '0', '--lang', 'en']).stderr).toBe('freecell: "0" is not a game number: use a whole number from 1 to 8589934591.\n');
    for (const command of [['deal', '1'], ['replay', 'm.txt'], ['solve', '--game', '1'], ['report', 'r.jsonl'], ['variants'], ['saves'], ['stats'], ['config']])
      expect(freecell(dir, [...command, '--lang', 'xx'])).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: idioma desconhecido "xx" (opções: en, pt).\n' });
    // the setting is over the environment's language, and auto gives the environment back
    freecell(dir, ['config', 'language', 'en']);
    expect(runInMemory(['saves'], '', { FREECELL_HOME: dir, LANG: 'pt_BR.UTF-8' }).stdout).toBe('No saved games.\n');
    freecell(dir, ['config', 'language', 'auto']);
    expect(runInMemory(['saves'], '', { FREECELL_HOME: dir, LANG: 'pt_BR.UTF-8' }).stdout).toBe('Nenhum jogo salvo.\n');
  });

  it('--lang before the command reaches it as after it: stats, saves, config and browse speak the language given', () => {
    const dir = home();
    fs.writeFileSync(path.join(dir, 'm.txt'), '6a\n');
    expect(runInMemory(['--lang', 'pt', 'browse', path.join(dir, 'm.txt'), '--game', '1'], 'q\n', { NO_COLOR: '1', FREECELL_HOME: dir, LANG: 'C' }).stdout).toContain(
      `Percorrendo ${path.join(dir, 'm.txt')}: 1 movimento.`,
    );
    const before = (args: string[]) => runInMemory(['--lang', 'pt', ...args], '', { NO_COLOR: '1', FREECELL_HOME: dir, LANG: 'C' });
    expect(before(['stats']).stdout).toBe('Nenhum jogo contado ainda.\n');
    expect(before(['saves']).stdout).toBe('Nenhum jogo salvo.\n');
    expect(before(['config']).stdout).toContain(`As configurações ficam em ${path.join(dir, 'settings.json')};`);
    expect(before(['config', 'autoplay', 'talvez'])).toMatchObject({ status: 2, stderr: 'freecell: autoplay aceita on ou off, não "talvez".\n' });
    // the command's own --lang is nearer, and wins
    expect(before(['stats', '--lang', 'en']).stdout).toBe('No games counted yet.\n');
    // so it does for the commands that speak the run's words (deal, replay, solve, report, variants), and of two --lang after the name the last wins, as for any flag
    const notGame = 'freecell: "0" is not a game number: use a whole number from 1 to 8589934591.\n';
    expect(before(['deal', '0', '--lang', 'en'])).toMatchObject({ status: 2, stderr: notGame });
    expect(before(['solve', '--game', '0', '--lang', 'en'])).toMatchObject({ status: 2, stderr: notGame });
    expect(runInMemory(['deal', '0', '--lang', 'pt', '--lang', 'en'], '', { NO_COLOR: '1', FREECELL_HOME: dir, LANG: 'C' })).toMatchObject({ status: 2, stderr: notGame });
    expect(before(['variants', '--lang', 'en']).stdout).toBe(runInMemory(['variants'], '', { NO_COLOR: '1', FREECELL_HOME: dir, LANG: 'C' }).stdout);
    expect(runInMemory(['--lang', 'xx', 'stats'], '', { NO_COLOR: '1', FREECELL_HOME: dir })).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: unknown language "xx" (known: en, pt).\n' });
  });

  it('ascii and four-colour reach the text boards of deal and replay, not the machine formats; the flags override them', () => {
    const dir = home();
    const moves = path.join(dir, 'moves.txt');
    fs.writeFileSync(moves, '6a\n');
    const row = (args: string[], env: Record<string, string> = { NO_COLOR: '1' }): string => runInMemory(args, '', { ...env, FREECELL_HOME: dir }).stdout.split('\n')[7]!;
    expect(row(['deal', '1'])).toBe('   J♦   2♦   9♥   J♣   5♦   7♥   7♣   5♥');
    freecell(dir, ['config', 'ascii', 'on']);
    expect(row(['deal', '1'])).toBe('   JD   2D   9H   JC   5D   7H   7C   5H');
    expect(row(['replay', moves, '--game', '1'])).toBe('   JD   2D   9H   JC   5D   7H   7C   5H');
    expect(row(['deal', '1', '--no-ascii'])).toBe('   J♦   2♦   9♥   J♣   5♦   7♥   7♣   5♥');
    expect(freecell(dir, ['deal', '1', '--format', 'cs3500']).stdout).toContain('C1: J♦, K♦, 2♠');
    freecell(dir, ['config', 'four-colour', 'on']);
    expect(row(['deal', '1', '--no-ascii'], { FORCE_COLOR: '1' })).toContain('\u001b[32m J♣\u001b[39m');
  });

  it('suits are letters by default where the locale names a character set other than UTF-8; the setting and the flags still decide', () => {
    const dir = home();
    const latin1 = { LANG: 'en_US.ISO-8859-1' };
    const row = (args: string[], env: Record<string, string>): string => runInMemory(args, '', { NO_COLOR: '1', FREECELL_HOME: dir, ...env }).stdout.split('\n')[7]!;
    const letters = '   JD   2D   9H   JC   5D   7H   7C   5H';
    const symbols = '   J♦   2♦   9♥   J♣   5♦   7♥   7♣   5♥';
    expect(row(['deal', '1'], latin1)).toBe(letters);
    expect(row(['deal', '1'], { LANG: 'de_DE.iso885915@euro' })).toBe(letters);
    // LC_ALL, then LC_CTYPE, then LANG
    expect(row(['deal', '1'], { LANG: 'en_US.UTF-8', LC_CTYPE: 'en_US.ISO-8859-1' })).toBe(letters);
    expect(row(['deal', '1'], { LANG: 'en_US.ISO-8859-1', LC_CTYPE: 'en_US.UTF-8' })).toBe(symbols);
    expect(row(['deal', '1'], { LC_ALL: 'en_US.UTF-8', LC_CTYPE: 'en_US.ISO-8859-1' })).toBe(symbols);
    // no character set named: the symbols
    for (const LANG of ['C', 'POSIX', 'en_US', 'en_US.UTF-8', 'en_US.utf8', '']) expect(row(['deal', '1'], { LANG })).toBe(symbols);
    expect(row(['deal', '1', '--no-ascii'], latin1)).toBe(symbols);
    expect(runInMemory(['--game', '617', '--no-status'], 'tt 3 5\nq\n', { NO_COLOR: '1', FREECELL_HOME: dir, ...latin1 }).stdout).toContain("Can't put KC on JC:");
    expect(runInMemory(['config'], '', { FREECELL_HOME: dir, ...latin1 }).stdout).toContain('ascii       on   (default)  on, off\n');
    expect(runInMemory(['config', 'ascii', 'off'], '', { FREECELL_HOME: dir, ...latin1 }).stdout).toBe('ascii is now off.\n');
    expect(row(['deal', '1'], latin1)).toBe(symbols);
    expect(runInMemory(['config', '--reset', 'ascii'], '', { FREECELL_HOME: dir, ...latin1 }).stdout).toBe('ascii is back to its default, on.\n');
    expect(row(['deal', '1'], latin1)).toBe(letters);
  });

  it('a settings file that is a FIFO nobody writes does not hold up a command that only needs the language', () => {
    const dir = home();
    spawnSync('mkfifo', [path.join(dir, 'settings.json')]);
    const r = spawnSync(process.execPath, [BIN, 'deal', '1', '--ascii'], { env: { ...process.env, FREECELL_HOME: dir, NO_COLOR: '1', LANG: 'C' }, encoding: 'utf8', timeout: 15000 });
    expect(r.error).toBeUndefined();
    expect({ status: r.status, stderr: r.stderr, first: r.stdout.split('\n')[0] }).toEqual({ status: 0, stderr: '', first: 'FreeCell - game 1 - 0 moves' });
  });

  it('names every kind of choice in Portuguese, with the adjective agreeing', () => {
    const dir = home();
    const refused = (args: string[]): string => freecell(dir, [...args, '--lang', 'pt']).stderr;
    expect(refused(['--style', 'x'])).toBe('freecell: estilo desconhecido "x" (opções: default, cse231).\n');
    expect(refused(['--difficulty', 'x'])).toBe('freecell: dificuldade desconhecida "x" (opções: easy, medium, hard).\n');
    expect(refused(['solve', '--game', '1', '--format', 'x'])).toBe('freecell: formato desconhecido "x" (opções: sn, commands, json).\n');
    expect(refused(['deal', '1', '--build', 'x'])).toBe('freecell: regra de construção desconhecida "x" (opções: alternate-colour, suit, rank, any).\n');
    expect(refused(['deal', '1', '--empty', 'x'])).toBe('freecell: regra de coluna vazia desconhecida "x" (opções: any, kings, none).\n');
    expect(refused(['deal', '1', '--moves', 'x'])).toMatch(/^freecell: regra de movimento de sequências desconhecida "x" \(opções: [a-z, -]+\)\.\n$/);
  });

  it('a damaged settings file leaves the other commands in the environment\'s language, without a word about it', () => {
    const dir = home();
    fs.writeFileSync(path.join(dir, 'settings.json'), 'not json');
    expect(freecell(dir, ['saves'])).toMatchObject({ status: 0, stdout: 'No saved games.\n', stderr: '' });
    expect(runInMemory(['saves'], '', { FREECELL_HOME: dir, LANG: 'pt_BR.UTF-8' }).stdout).toBe('Nenhum jogo salvo.\n');
  });

  it('a damaged settings file: one sentence, and the game plays with the defaults', () => {
    const dir = home();
    const file = path.join(dir, 'settings.json');
    fs.writeFileSync(file, 'not json');
    const r = freecell(dir, ['--game', '1', '--ascii'], 'q\n');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(`freecell: The settings in ${file} cannot be read (the file is not valid JSON: line 1, column 1); the defaults are used and the file is left as it is.\n`);
    expect(board(r.stdout)).toBe('FreeCell - game 1 - 0 moves - time 0:00 - winnable');
    expect(fs.readFileSync(file, 'utf8')).toBe('not json');
  });
});

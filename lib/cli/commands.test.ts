// In-game commands through the player's entry: help and help CMD, several moves a line, tc/tf without a destination, the CS 3500 form, new and game N, browse, solutions typed with autoplay on, --help in Portuguese.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { findVariant } from '../core';
import { en, helpLines, pt, topicLines } from '../ui';
import { runInMemory } from './memory-io';

const ENV = { NO_COLOR: '1', LANG: 'C' };

/** A piped game session: its standard output split into lines. */
function session(args: string[], input: string, env: Record<string, string> = {}): { lines: string[]; status: number; stderr: string } {
  const r = runInMemory(args, input, { ...ENV, ...env });
  return { lines: r.stdout.split('\n'), status: r.status, stderr: r.stderr };
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-commands-'));
}

describe('help', () => {
  it('h lists the everyday commands, with a line on help all and help CMD', () => {
    const { lines } = session(['--game', '1', '--ascii'], 'h\nq\n');
    const help = lines.slice(lines.indexOf('> h') + 1, lines.indexOf('> q'));
    expect(help).toContain('Everyday commands (numbers count from 1):');
    for (const usage of ['tt C D [K]', 'tc C [N]', 'tf C [F]', 'cf N [F]', 'ct N C', '35 3a a5 8h', 'u, undo', 'hint', 'solve [short]', 'r, new', 'q, quit, exit']) {
      expect(help.some((l) => l.startsWith(`  ${usage} `))).toBe(true);
    }
    expect(help.some((l) => l.startsWith('  browse F '))).toBe(false);
    expect(help.at(-1)).toBe('More: help all for every command, help tt (or any command) for its details.');
  });

  it('help all lists every command grouped, with a line on help CMD', () => {
    const { lines } = session(['--game', '1', '--ascii'], 'help all\nq\n');
    for (const heading of ['Moves (numbers count from 1):', 'Undo and redo:', 'Hint and solve:', 'Game:', 'Display:', 'Quit:']) expect(lines).toContain(heading);
    for (const usage of ['tt C D [K]', 'tc C [N]', 'C8 5 C1', 'tt 3 5, tf 2', 'hint', 'solve', 'r, new', 'game N', 'restart', 's, save [F]', 'browse F', 'redraw, clear', 'auto on|off', 'q, quit, exit']) {
      expect(lines.some((l) => l.startsWith(`  ${usage} `))).toBe(true);
    }
    expect(lines).toContain('Type help and a command for its details: help tt, help hint, help 35.');
  });

  it('is in Portuguese with --lang pt', () => {
    expect(session(['--game', '1', '--ascii', '--lang', 'pt'], 'help\nq\n').lines).toContain('Mais: help all mostra todos os comandos; help tt (ou outro) mostra os detalhes.');
    const { lines } = session(['--game', '1', '--ascii', '--lang', 'pt'], 'help all\nq\n');
    for (const heading of ['Movimentos (os números começam em 1):', 'Desfazer e refazer:', 'Dica e solução:', 'Jogo:', 'Tela:', 'Sair:']) expect(lines).toContain(heading);
    expect(lines).toContain('Digite help e um comando para ver os detalhes: help tt, help hint, help 35.');
  });

  it('help CMD explains one command, by name, alias or a move in notation', () => {
    const { lines } = session(['--game', '1'], 'help tt\nhelp u\nhelp 35\nhelp C8\n? hint\n');
    expect(lines).toContain('tt C D [K]: column C to column D');
    expect(lines).toContain('  Example: tt 3 5 moves the run at the bottom of column 3 onto column 5.');
    expect(lines).toContain('u, undo [N]: take back the last move (or N), with its autoplay moves');
    expect(lines).toContain('35 3a a5 8h: standard notation: a column number, a cell letter (a, b, c...) or h');
    expect(lines).toContain('C8 5 C1: the CS 3500 form: source pile, card index from 1, destination pile');
    expect(lines).toContain('hint: the next move of a solution from here');
  });

  it('help N for a column number the game has explains the column number alone, and standard notation too when N is also a move in it', () => {
    const ALONE = 'C: a column number alone: its last card to the first free cell';
    const STANDARD = '35 3a a5 8h: standard notation: a column number, a cell letter (a, b, c...) or h';
    const topics = (args: string[], word: string): string[] => {
      const { lines } = session(args, `help ${word}\nq\n`);
      return lines.slice(lines.indexOf(`> help ${word}`) + 1, lines.indexOf('> q')).filter((l) => l === ALONE || l.startsWith(STANDARD));
    };
    // with 13 columns, 11 alone is column 11's move to a free cell (column 1 to itself is no move); 12 is the move from column 1 to 2 first
    expect(topics(['--game', '1', '--columns', '13'], '11')).toEqual([ALONE, STANDARD]);
    expect(topics(['--game', '1', '--columns', '13'], '12')).toEqual([STANDARD, ALONE]);
    expect(topics(['--game', '1', '--columns', '13'], '3')).toEqual([ALONE]);
    expect(topics(['--game', '1', '--columns', '13'], '012')).toEqual([ALONE]);
    // with 8 columns, 3 is a column alone, and 11 or 12 only a move in notation
    expect(topics(['--game', '1'], '3')).toEqual([ALONE]);
    expect(topics(['--game', '1'], '11')).toEqual([STANDARD]);
    expect(topics(['--game', '1'], '12')).toEqual([STANDARD]);
    expect(topics(['--game', '1', '--columns', '13', '--lang', 'pt'], '11')).toHaveLength(0);
    const pt = session(['--game', '1', '--columns', '13', '--lang', 'pt'], 'help 11\nq\n').lines;
    const first = pt.findIndex((l) => l.startsWith('C: '));
    expect(first).toBeGreaterThan(pt.indexOf('> help 11'));
    expect(pt.findIndex((l) => l.startsWith('35 3a a5 8h: '))).toBeGreaterThan(first);
  });

  it.each(['en', 'pt'] as const)('fits an 80-column terminal in %s, losing no word', (lang) => {
    const input = 'h\nhelp tt\nhelp 35\nhelp C8\nhelp s\nq\n';
    const { lines } = session(['--game', '1', '--lang', lang, '--variant', 'eight-off'], input);
    const help = lines.slice(lines.indexOf('> h') + 1, lines.indexOf('> q'));
    expect(help.filter((l) => l.length > 80)).toEqual([]);
    // the same help unbroken, from the catalogue
    const words = lang === 'en' ? en : pt;
    const variant = findVariant('eight-off');
    const whole = [
      ...helpLines(words, variant),
      ...['h', 'help tt', 'help 35', 'help C8', 'help s'].slice(1).flatMap((line) => [`> ${line}`, ...topicLines(words, line.slice(5), undefined, variant)]),
    ];
    const split = (text: string[]): string[] => text.join(' ').split(/\s+/).filter((w) => w !== '');
    expect(split(help)).toEqual(split(whole));
  });

  it('breaks a long line of the help at a space and goes on under the summary', () => {
    const { lines } = session(['--game', '1'], 'help all\nhelp 35\nq\n');
    expect(lines).toContain('  35 3a a5 8h       standard notation: a column number, a cell letter (a, b,');
    expect(lines).toContain('                    c...) or h for the foundations');
    expect(lines).toContain('A run moves as a unit when free cells and empty columns allow: (free cells + 1)');
    expect(lines).toContain('x 2^(empty columns besides the destination). Any card may fill an empty column.');
    expect(lines).toContain('35 3a a5 8h: standard notation: a column number, a cell letter (a, b, c...) or h');
    expect(lines).toContain('for the foundations');
    expect(lines).toContain('  A move written as its source and destination with no space: 35 is column 3 to');
    expect(lines).toContain('    column 5, 3a column 3 to cell a, a5 cell a to column 5, 8h column 8 to the');
    expect(lines).toContain('    foundations.');
  });

  it('is not broken in plain mode, whose lines a screen reader reads whole, each command a sentence in words', () => {
    const { lines } = session(['--game', '1', '--plain'], 'help all\nq\n');
    expect(lines).toContain('Standard notation, the source and the destination with no space, each a column number, a cell letter or h for the foundations: 3a is column 3 to cell a.');
  });

  it('help CMD in plain mode says what the letters of its details stand for, since its spoken first line names none', () => {
    const english = session(['--game', '1', '--plain'], 'help tt\nq\n').lines;
    const at = english.indexOf('tt, then the column to move from, the column to move to, and optionally how many cards: moves cards from one column to another.');
    expect(english.slice(at + 1, at + 3)).toEqual(['Here C is the column to move from, D the column to move to, and K how many cards.', 'Moves cards from column C to column D.']);
    expect(session(['--game', '1', '--plain', '--lang', 'pt'], 'help u\nq\n').lines).toContain('Aqui N é o número de movimentos.');
    // every letter standing for a number or a name in a detail is said before it (the CS 3500 form names its pile letters where it uses them)
    const letters = (text: string): string[] => text.match(/\b(?:[CDKNF]|CMD)\b/g) ?? [];
    for (const words of [en, pt]) {
      for (const [topic, t] of Object.entries(words.commands.topics)) {
        const used = letters([...t.details, ...(t.byRules === undefined ? [] : [t.byRules(findVariant('freecell'))])].join(' '));
        if (topic === 'cs3500' || used.length === 0) continue;
        expect([topic, used.filter((l) => !letters(t.letters ?? '').includes(l))]).toEqual([topic, []]);
        const word = topic === 'alone' ? '3' : t.usage.split(/[ ,]/)[0]!;
        expect([topic, topicLines(words, word, undefined, undefined, true).indexOf(t.letters!)]).toEqual([topic, 1]);
      }
    }
  });

  it('help 35 says that onto an empty column a move in notation carries one card, as the program plays it, where tt carries the run', () => {
    const { lines } = session(['--board', 'fixtures/boards/supermove.fcs', '--ascii', '--no-autoplay'], 'help 35\n13\nu\ntt 1 3\nq\n');
    const help = lines.slice(lines.indexOf('> help 35') + 1, lines.indexOf('> 13')).join(' ').replace(/\s+/g, ' ');
    expect(help).toContain('Onto a card, 53 moves the run whose first card fits; onto an empty column, one card (tt 5 3 moves the longest run there). 53v3 or 53(3) moves 3 cards.');
    expect(lines).toContain('7C from column 1 to column 3');
    expect(lines).toContain('7 cards (KS QH JC 10D 9S 8H 7C) from column 1 to column 3');
    const pt = session(['--game', '1', '--lang', 'pt'], 'help 35\nq\n').lines.join(' ').replace(/\s+/g, ' ');
    expect(pt).toContain('Sobre uma carta, 53 move a sequência cuja primeira carta se encaixa; para uma coluna vazia, uma carta (tt 5 3 move para lá a maior sequência). 53v3 ou 53(3) move 3 cartas.');
  });

  it('help restart says what restart does, and that u right after it brings the game back; help u says so too', () => {
    const { lines } = session(['--game', '1', '--ascii'], 'help restart\n3a\nrestart\nu\nu\nq\n');
    expect(lines).toContain('Restart undone: back to move 1.');
    expect(lines).toContain('Undid: 2H back to column 3.');
    const en = session(['--game', '1', '--ascii'], 'help restart\nhelp u\nq\n').lines.join(' ').replace(/\s+/g, ' ');
    expect(en).toContain('Puts every card back where the deal put it and starts the moves again from 0. The time played goes on. Typed by mistake? u right after it, before any move, brings the game back as it was: its moves, the moves to redo and the attempt.');
    expect(en).toContain('Right after restart, before any move, u brings back the game as it was before it; u N does that, then takes back N - 1 moves.');
    expect(en).toContain('After a move (even one undone since) it begins your next attempt at this deal, which the header shows from the second on (attempt 2). The statistics count the deal once, however often it is played again.');
    const pt = session(['--game', '1', '--ascii', '--lang', 'pt'], 'help restart\nhelp u\nq\n').lines.join(' ').replace(/\s+/g, ' ');
    expect(pt).toContain('Põe cada carta onde a distribuição a pôs e recomeça os movimentos do 0. O tempo de jogo continua contando. Digitou por engano? u logo em seguida, antes de qualquer movimento, traz o jogo de volta como estava: seus movimentos, os que podem ser refeitos e a tentativa.');
    expect(pt).toContain('Logo depois de restart, antes de qualquer movimento, u traz de volta o jogo como estava antes dele; u N faz isso e depois desfaz N - 1 movimentos.');
    expect(pt).toContain('Depois de um movimento (mesmo desfeito), começa sua próxima tentativa nesta distribuição, que o cabeçalho mostra a partir da segunda (tentativa 2). As estatísticas contam a distribuição uma vez, por mais que ela seja jogada de novo.');
  });

  it('help u and help redo say what u N and redo N do; help all lists them; in English and Portuguese', () => {
    const en = session(['--game', '1', '--ascii'], 'help u\nhelp redo\nhelp all\nq\n').lines.join(' ').replace(/\s+/g, ' ');
    expect(en).toContain('u, undo [N]: take back the last move (or N), with its autoplay moves');
    expect(en).toContain('u N takes back your last N moves at once, as N u would, and says how many; when there are fewer, it takes back all there are.');
    expect(en).toContain('redo [N]: play an undone move again, or N of them');
    expect(en).toContain('redo N plays N undone moves again at once, as N redo would; when there are fewer, it plays all there are.');
    expect(en).toContain('redo [N] play an undone move again, or N of them');
    const pt = session(['--game', '1', '--ascii', '--lang', 'pt'], 'help u\nhelp redo\nq\n').lines.join(' ').replace(/\s+/g, ' ');
    expect(pt).toContain('u N desfaz de uma vez seus últimos N movimentos, como N vezes u, e diz quantos; quando há menos, desfaz todos os que há.');
    expect(pt).toContain('redo N refaz de uma vez N movimentos desfeitos, como N vezes redo; quando há menos, refaz todos os que há.');
  });

  it('help exit names exit among the words that quit, as help of any command names its own word', () => {
    expect(session(['--game', '1'], 'help exit\n').lines).toContainEqual(expect.stringMatching(/^(> )?q, quit, exit: quit /));
    expect(session(['--game', '1', '--lang', 'pt'], 'help exit\n').lines).toContainEqual(expect.stringMatching(/^(> )?q, quit, exit: sair /));
  });

  it('help of a word that is no command is one sentence, in either language', () => {
    expect(session(['--game', '1'], 'help xyz\n').lines).toContain('"xyz" is not a command; type help for the list of commands.');
    expect(session(['--game', '1', '--lang', 'pt'], 'help xyz\n').lines).toContain('"xyz" não é um comando; digite help para ver os comandos.');
  });

  it('--help of the program and of each subcommand speaks Portuguese when the language is pt', () => {
    const top = runInMemory(['--lang', 'pt', '--help'], '', ENV);
    expect(top.status).toBe(0);
    expect(top.stdout).toContain('Uso: freecell [opções] [comando]');
    expect(top.stdout).toContain('Opções:');
    expect(top.stdout).toContain('mostra uma distribuição e sai');
    const solve = runInMemory(['solve', '--help'], '', { ...ENV, LANG: 'pt_BR.UTF-8' });
    expect(solve.stdout).toContain('desiste depois de tantos segundos');
    const browse = runInMemory(['browse', '--help'], '', { ...ENV, LANG: 'pt_BR.UTF-8' });
    expect(browse.stdout).toContain('percorre um arquivo de movimentos ou de solução no tabuleiro');
    expect(runInMemory(['deal', '--help'], '', ENV).stdout).toContain('print a deal and exit');
  });

  it('solve --help gives the position limit each search stops at by default, as the user guide does: 1,000,000 fast, 3,000,000 with --exact, 4,000,000 with --short', () => {
    for (const [lang, numbers] of [
      ['C', ['1,000,000', '3,000,000', '4,000,000']],
      ['pt_BR.UTF-8', ['1.000.000', '3.000.000', '4.000.000']],
    ] as const) {
      const help = runInMemory(['solve', '--help'], '', { ...ENV, LANG: lang }).stdout.replace(/\s+/g, ' ');
      const maxStates = help.slice(help.indexOf('--max-states'), help.indexOf('--max-memory'));
      for (const n of numbers) expect(maxStates).toContain(n);
      expect(maxStates).toContain('--exact');
      expect(maxStates).toContain('--short');
    }
  });

  it('--help says where the language comes from without --lang: the language setting, then the locale, as the user guide does', () => {
    const en = runInMemory(['--help'], '', { ...ENV, LANG: 'C' }).stdout.replace(/\s+/g, ' ');
    expect(en).toContain('--lang <lang> language of the messages: en or pt (default: the language setting, else the locale: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)');
    const pt = runInMemory(['--help'], '', { ...ENV, LANG: 'pt_BR.UTF-8' }).stdout.replace(/\s+/g, ' ');
    expect(pt).toContain('idioma das mensagens: en ou pt (padrão: o da configuração language, senão o da localidade: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)');
  });

  const HELP_COMMANDS = ['', 'deal', 'replay', 'browse', 'transcript', 'transcript check', 'transcript record', 'solve', 'report', 'stats', 'config', 'saves', 'variants'];
  const helpOf = (command: string, lang: string): string => runInMemory([...command.split(' ').filter((w) => w !== ''), '--help'], '', { ...ENV, LANG: lang }).stdout;
  /** commander's English names of arguments and option values, as its help writes them: <file>, [options], [game-options...]. */
  const ENGLISH_PLACEHOLDERS = /[<[](options|command|name|number|rule|file|files|format|lang|moves|style|level|seconds|key|value|game-options)(\.\.\.)?[>\]]/g;

  it('--help of the program and of each subcommand names arguments and option values in Portuguese when the language is pt', () => {
    for (const command of HELP_COMMANDS) {
      const help = helpOf(command, 'pt_BR.UTF-8');
      expect([command, help.match(ENGLISH_PLACEHOLDERS) ?? []]).toEqual([command, []]);
    }
    const lines = (command: string): string[] => helpOf(command, 'pt_BR.UTF-8').split('\n');
    const top = lines('');
    expect(top[0]).toBe('Uso: freecell [opções] [comando]');
    expect(top).toContainEqual(expect.stringMatching(/^ {2}--variant <nome> +regras do jogo: /));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}--cells <n> +células livres, de 0 a 10$/));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}--game <número> +número do jogo: /));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}--build <regra> +as colunas descem por: /));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}--deck <arquivo> +distribui as cartas /));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}--resume \[id\] +continua o último jogo /));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}--lang <idioma> +idioma das mensagens: /));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}--difficulty <nível> +só distribui /));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}deal \[opções\] \[número\] +mostra uma distribuição e sai /));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}replay \[opções\] <movimentos> +faz uma lista /));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}config \[opções\] \[chave\] \[valor\] +lista as configurações/));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}report \[opções\] <arquivos\.\.\.> +junta os arquivos /));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}help \[comando\] +mostra a ajuda de um comando$/));
    expect(lines('solve')[0]).toBe('Uso: freecell solve [opções]');
    expect(lines('solve')).toContainEqual(expect.stringMatching(/^ {2}--format <formato> +sn \(notação padrão/));
    expect(lines('solve')).toContainEqual(expect.stringMatching(/^ {2}--time-limit <segundos> +desiste depois /));
    expect(lines('solve')).toContainEqual(expect.stringMatching(/^ {2}--max-memory <mb> +desiste quando /));
    expect(lines('replay')[0]).toBe('Uso: freecell replay [opções] <movimentos>');
    expect(lines('browse')[0]).toBe('Uso: freecell browse [opções] <arquivo>');
    expect(lines('transcript')[0]).toBe('Uso: freecell transcript [opções] [comando]');
    expect(lines('transcript')).toContainEqual(expect.stringMatching(/^ {2}check \[opções\] <arquivo> \[opções-do-jogo\.\.\.\] +roda os comandos /));
    expect(lines('transcript check')[0]).toBe('Uso: freecell transcript check [opções] <arquivo> [opções-do-jogo...]');
    expect(lines('config')[0]).toBe('Uso: freecell config [opções] [chave] [valor]');
    // the descriptions name them as the usage line does, as the settings' own message does (freecell config CHAVE VALOR)
    expect(helpOf('config', 'pt_BR.UTF-8').replace(/\s+/g, ' ')).toContain('muda uma: freecell config CHAVE VALOR (chaves:');
    expect(helpOf('config', 'pt_BR.UTF-8').replace(/\s+/g, ' ')).toContain('--reset volta a configuração CHAVE (ou, sem CHAVE, todas) ao padrão');
    expect(lines('report')[0]).toBe('Uso: freecell report [opções] <arquivos...>');
    expect(lines('report')).toContainEqual(expect.stringMatching(/^ {2}arquivos +arquivos de resultados \(--jsonl\) a juntar$/));
    expect(lines('report')).toContainEqual(expect.stringMatching(/^ {2}--range <a-b> +também lista /));
    expect(lines('deal')).toContainEqual(expect.stringMatching(/^ {2}--format <formato> +text, fcs /));
  });

  it.each(['C', 'pt_BR.UTF-8'])('every line of every --help fits 80 columns (LANG=%s), a long usage breaking under its description', (lang) => {
    for (const command of HELP_COMMANDS) {
      const long = helpOf(command, lang).split('\n').filter((line) => [...line].length > 80);
      expect([command, long]).toEqual([command, []]);
    }
    const transcript = helpOf('transcript', 'pt_BR.UTF-8').split('\n');
    expect(transcript).toContainEqual(expect.stringMatching(/^ {2}check \[opções\] <arquivo> \[opções-do-jogo\.\.\.\] +roda os comandos/));
  });

  it.each([40, 30])('on a terminal %i columns wide, every description of every --help fits, under its term, broken between words', (columns) => {
    for (const command of HELP_COMMANDS) {
      const help = runInMemory([...command.split(' ').filter((w) => w !== ''), '--help'], '', { ...ENV, LANG: 'C' }, { columns }).stdout;
      // (a usage line and a term are the command's own words, kept whole)
      const long = help.split('\n').filter((line) => [...line].length > columns && !/^(Usage: | {2}\S)/.test(line));
      expect([command, long]).toEqual([command, []]);
    }
    const top = runInMemory(['--help'], '', { ...ENV, LANG: 'C' }, { columns }).stdout.split('\n');
    const at = top.indexOf('  --variant <name>');
    expect(at).toBeGreaterThan(0);
    expect(top[at + 1]).toMatch(/^ {6}rules to play: /);
  });

  it('help takes --lang and --help as every command does: help --lang pt is --lang pt --help, help solve --lang pt is solve --lang pt --help', () => {
    const out = (args: string[], env: Record<string, string> = ENV): { status: number; stdout: string; stderr: string } => {
      const r = runInMemory(args, '', env);
      return { status: r.status, stdout: r.stdout, stderr: r.stderr };
    };
    const top = out(['--lang', 'pt', '--help']);
    expect(top.stdout.split('\n')[0]).toBe('Uso: freecell [opções] [comando]');
    expect(out(['help', '--lang', 'pt'])).toEqual(top);
    expect(out(['help', '--lang=pt'])).toEqual(top);
    expect(out(['help', '--help'], { ...ENV, LANG: 'pt_BR.UTF-8' })).toEqual(top);
    expect(out(['help', 'solve', '--lang', 'pt'])).toEqual(out(['solve', '--lang', 'pt', '--help']));
    expect(out(['help', '--lang', 'pt', 'solve'])).toEqual(out(['solve', '--lang', 'pt', '--help']));
    expect(out(['help', '--lang', 'en'], { ...ENV, LANG: 'pt_BR.UTF-8' })).toEqual(out(['--help']));
    expect(out(['help', '--lang'])).toEqual(out(['--lang']));
    expect(out(['help', '--lang'])).toMatchObject({ status: 2, stderr: 'freecell: --lang needs a value: en or pt.\n' });
    // a word that is no command is still named, in the language asked for
    expect(out(['help', 'nope', '--lang', 'pt'])).toMatchObject({ status: 2, stdout: '', stderr: expect.stringMatching(/^freecell: comando desconhecido "nope" \(comandos: deal, /) });
    expect(out(['help', 'nope'])).toMatchObject({ status: 2, stderr: expect.stringMatching(/^freecell: unknown command "nope" \(commands: deal, /) });
  });

  it('transcript help takes --lang and --help as help does: transcript help --lang pt is transcript --lang pt --help, help transcript check is transcript check --help', () => {
    const out = (args: string[], env: Record<string, string> = ENV): { status: number; stdout: string; stderr: string } => {
      const r = runInMemory(args, '', env);
      return { status: r.status, stdout: r.stdout, stderr: r.stderr };
    };
    const pt = out(['transcript', '--lang', 'pt', '--help']);
    expect(pt).toMatchObject({ status: 0, stderr: '' });
    expect(pt.stdout.split('\n')[0]).toBe('Uso: freecell transcript [opções] [comando]');
    expect(out(['transcript', 'help'])).toEqual(out(['transcript', '--help']));
    expect(out(['transcript', 'help', '--lang', 'pt'])).toEqual(pt);
    expect(out(['transcript', 'help', '--lang=pt'])).toEqual(pt);
    expect(out(['transcript', 'help', '--help'], { ...ENV, LANG: 'pt_BR.UTF-8' })).toEqual(pt);
    const check = out(['transcript', 'check', '--lang', 'pt', '--help']);
    expect(check.stdout.split('\n')[0]).toBe('Uso: freecell transcript check [opções] <arquivo> [opções-do-jogo...]');
    expect(out(['transcript', 'help', 'check', '--lang', 'pt'])).toEqual(check);
    expect(out(['help', 'transcript', 'check', '--lang', 'pt'])).toEqual(check);
    expect(out(['help', 'transcript', 'check'])).toEqual(out(['transcript', 'check', '--help']));
    // a word that is none of transcript's commands is named, in the language asked for
    expect(out(['transcript', 'help', 'nope'])).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: unknown command "nope" (commands: check, record).\n' });
    expect(out(['transcript', 'help', 'nope', '--lang', 'pt'])).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: comando desconhecido "nope" (comandos: check, record).\n' });
    expect(out(['help', 'transcript', 'nope'])).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: unknown command "nope" (commands: check, record).\n' });
    // transcript takes --lang as every command does
    expect(out(['transcript', '--lang', 'pt'])).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: transcript precisa de um dos seus comandos: check ou record (freecell transcript --help explica).\n' });
    for (const args of [['transcript', '--lang'], ['transcript', 'help', '--lang'], ['transcript', '--lang', '--help']]) {
      expect(out(args)).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: --lang needs a value: en or pt.\n' });
    }
  });

  it('--help in English keeps commander\'s names of arguments and option values', () => {
    const top = helpOf('', 'en_US.UTF-8').split('\n');
    expect(top[0]).toBe('Usage: freecell [options] [command]');
    expect(top).toContainEqual(expect.stringMatching(/^ {2}--variant <name> +rules to play: /));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}config \[options\] \[key\] \[value\] +list the settings/));
    expect(top).toContainEqual(expect.stringMatching(/^ {2}help \[command\] +display help for command$/));
    expect(helpOf('transcript check', 'en_US.UTF-8').split('\n')[0]).toBe('Usage: freecell transcript check [options] <file> [game-options...]');
    expect(helpOf('report', 'C').split('\n')).toContainEqual(expect.stringMatching(/^ {2}files +results files \(--jsonl\) to merge$/));
    expect(helpOf('solve', 'C')).toContain('  --time-limit <seconds>');
  });

  it('saves --help says that --delete counts a game as it stands: given up, or won or lost when it is (as saves --delete does), in either language', () => {
    const help = (lang: string): string => runInMemory(['saves', '--help'], '', { ...ENV, LANG: lang }).stdout.replace(/\s+/g, ' ');
    expect(help('en_US.UTF-8')).toContain('--delete <id> give up saved game ID: its save is deleted and, if a move was made, it counts as given up (as won or lost when it stands won or lost)');
    expect(help('pt_BR.UTF-8')).toContain('--delete <id> desiste do jogo salvo ID: o arquivo é apagado e, se houve um movimento, o jogo conta como desistência (como vitória ou derrota quando está ganho ou perdido)');
  });

  it.each([
    [['deal'], 'deal needs a game number, --deck FILE or --board FILE', 'deal precisa de um número de jogo, --deck ARQUIVO ou --board ARQUIVO'],
    [['replay'], 'replay needs <moves>', 'replay precisa de <movimentos>'],
    [['browse'], 'browse needs <file>', 'browse precisa de <arquivo>'],
    [['transcript', 'check'], 'transcript check needs <file>', 'transcript check precisa de <arquivo>'],
    [['transcript', 'record'], 'transcript record needs <file>', 'transcript record precisa de <arquivo>'],
    [['report'], 'report needs <files>', 'report precisa de <arquivos>'],
  ])('%j without its argument names it in the words of the language, as the usage line of its --help does', (args, english, portuguese) => {
    expect(runInMemory(args, '', ENV)).toMatchObject({ status: 2, stderr: `freecell: ${english} (freecell ${args.join(' ')} --help says more).\n` });
    expect(runInMemory(['--lang', 'pt', ...args], '', ENV)).toMatchObject({ status: 2, stderr: `freecell: ${portuguese} (freecell ${args.join(' ')} --help explica).\n` });
    expect(runInMemory(['--lang', 'pt', ...args, '--help'], '', ENV).stdout).toContain(`Uso: freecell ${args.join(' ')} [opções]`);
  });

  it.each([
    [['--game'], '--game <number>', '--game <número>'],
    [['--variant'], '--variant <name>', '--variant <nome>'],
    [['--cells'], '--cells <n>', '--cells <n>'],
    [['--build'], '--build <rule>', '--build <regra>'],
    [['--deck'], '--deck <file>', '--deck <arquivo>'],
    [['--style'], '--style <style>', '--style <estilo>'],
    [['--difficulty'], '--difficulty <level>', '--difficulty <nível>'],
    [['deal', '1', '--format'], '--format <format>', '--format <formato>'],
    [['solve', '--max-memory'], '--max-memory <mb>', '--max-memory <mb>'],
    [['solve', '--time-limit'], '--time-limit <seconds>', '--time-limit <segundos>'],
    [['solve', '--range'], '--range <a-b>', '--range <a-b>'],
    [['solve', '--jobs'], '--jobs <k>', '--jobs <k>'],
    [['solve', '--shard'], '--shard <i/n>', '--shard <i/n>'],
    [['saves', '--delete'], '--delete <id>', '--delete <id>'],
  ])('%j without its value names the value in the words of the language', (args, english, portuguese) => {
    const flag = english.split(' ')[0];
    expect(runInMemory(args, '', ENV)).toMatchObject({ status: 2, stderr: `freecell: ${flag} needs a value: ${english}.\n` });
    expect(runInMemory(args, '', { ...ENV, LANG: 'pt_BR.UTF-8' })).toMatchObject({ status: 2, stderr: `freecell: ${flag} precisa de um valor: ${portuguese}.\n` });
  });

  it.each([
    [['--lang']],
    [['--lang', '--help']],
    [['--lang', '-h']],
    [['--game', '1', '--lang', '--plain']],
    [['stats', '--lang']],
    [['deal', '1', '--lang', '--help']],
    [['solve', '--game', '1', '--lang', '--help']],
    [['help', '--lang']],
  ])('%j: --lang without a language, or with another option where the language goes, says that it needs one and lists them, in either language', (args) => {
    expect(runInMemory(args, '', ENV)).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: --lang needs a value: en or pt.\n' });
    expect(runInMemory(args, '', { ...ENV, LANG: 'pt_BR.UTF-8' })).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: --lang precisa de um valor: en ou pt.\n' });
  });

  it('a language --lang does not know is still named', () => {
    expect(runInMemory(['--lang', 'xx'], '', ENV)).toMatchObject({ status: 2, stderr: 'freecell: unknown language "xx" (known: en, pt).\n' });
  });

  it.each(['en', 'pt'])('every command and option of every --help has its own words in %s, never its bare name', (lang) => {
    const commands = ['', 'deal', 'replay', 'browse', 'transcript', 'transcript check', 'transcript record', 'solve', 'report', 'stats', 'config', 'saves', 'variants'];
    for (const command of commands) {
      const args = [...command.split(' ').filter((w) => w !== ''), '--help'];
      const r = runInMemory(args, '', { ...ENV, LANG: lang === 'pt' ? 'pt_BR.UTF-8' : 'en_US.UTF-8' });
      expect([command, r.status]).toEqual([command, 0]);
      // An option without words in the catalogue would show its own name as its description: "  --deals <file>  --deals".
      const bare = r.stdout.split('\n').filter((line) => /^\s+(-\w, )?(--[\w-]+)( <[^>]+>| \[[^\]]+\])?\s+(--[\w-]+|[\w-]+ --[\w-]+)$/.test(line));
      expect([command, bare]).toEqual([command, []]);
    }
  });
});

describe('input comfort', () => {
  it('plays the moves of a line in order and stops at the first refused one, saying how far it got; one board is drawn', () => {
    const { lines } = session(['--game', '1', '--ascii'], 'tc 1, tc 2; tt 3 5\nmoves\n');
    expect(lines).toContain('6S from column 1 to cell 1');
    expect(lines).toContain('9C from column 2 to cell 2');
    expect(lines).toContain("Played 2 of 3 moves; the third, tt 3 5, was refused: can't put 2H on 6C: a column is built down one rank at a time, and 6C takes a red 5.");
    expect(lines.filter((l) => l.startsWith('FreeCell - game 1 - 2 moves'))).toHaveLength(1);
    expect(lines).toContain('1a 2b');
  });

  it('standard moves separated by spaces; a first refused move leaves the game unchanged', () => {
    const { lines } = session(['--game', '1', '--ascii'], '38 3a 8h\nmoves\n1a 2b 1c\nmoves\n');
    expect(lines).toContain("Played none of the 3 moves; the first, 38, was refused: can't put 2H on 10C: a column is built down one rank at a time, and 10C takes a red 9.");
    expect(lines).toContain('No moves yet.');
    expect(lines).toContain('1a 2b 1c');
  });

  it('standard moves separated by spaces inside a line of commas or semicolons are moves too', () => {
    const { lines } = session(['--game', '1', '--ascii', '--no-autoplay'], '6a 6b,\nmoves\n6h; 6h bh, tc 1\nmoves\n');
    expect(lines).toContain('3D from column 6 to cell 1');
    expect(lines).toContain('2C from column 6 to cell 2');
    expect(lines).toContain('6a 6b');
    expect(lines).toContain('6S from column 1 to cell 2');
    expect(lines).toContain('6a 6b 6h 6h bh 1b');
    expect(lines.filter((l) => /is not a (command|move)/.test(l))).toEqual([]);
  });

  it('a line of several moves typed while a solution waits for Enter is played as it would be otherwise, and drops the solution', () => {
    const { lines } = session(['--game', '1', '--ascii', '--no-autoplay'], 'solve\n6a 6b\ntc 1, tc 2\nmoves\n\nmoves\n');
    expect(lines.filter((l) => /is not a (command|move)|needs/.test(l))).toEqual([]);
    expect(lines.filter((l) => l === '6a 6b 1c 2d')).toHaveLength(2);
  });

  it('refuses a line of several commands holding one that is not a move, before playing any', () => {
    const { lines } = session(['--game', '1'], 'tc 1, u\nmoves\n');
    expect(lines).toContain('Only moves can share a line, and "u" is not a move.');
    expect(lines).toContain('No moves yet.');
    expect(session(['--game', '1', '--lang', 'pt'], 'tc 1; redo\n').lines).toContain('Só movimentos podem dividir uma linha, e "redo" não é um movimento.');
  });

  it('names the word that is not a move in a line that starts with moves', () => {
    const { lines } = session(['--game', '1', '--ascii'], '35 extra\n35, xyzzy\n1a 2b h\n35 9a\nmoves\n');
    expect(lines).toContain('Only moves can share a line, and "extra" is not a move.');
    expect(lines).toContain('Only moves can share a line, and "xyzzy" is not a move.');
    expect(lines).toContain('Only moves can share a line, and "h" is not a move.');
    expect(lines).toContain('"9a" names a pile this game does not have: columns are 1 to 8, cells a to d, and h is the foundations.');
    expect(lines).toContain('No moves yet.');
  });

  it('tc without a cell takes the first free cell, and says so when none is free', () => {
    const { lines } = session(['--game', '1', '--ascii'], 'tc 1 2\ntc 2\ntc 3\ntc 4\ntc 5\ntc 6\nmoves\n');
    expect(lines).toContain('9C from column 2 to cell 1');
    expect(lines).toContain('There is no free cell: all 4 cells hold a card.');
    expect(lines).toContain('1b 2a 3c 4d');
    expect(session(['--game', '1', '--cells', '0'], 'tc 1\n').lines).toContain('This game has no cells.');
    expect(session(['--game', '1', '--lang', 'pt'], 'tc 1\ntc 2\ntc 3\ntc 4\ntc 5\n').lines).toContain('Não há célula livre: todas as 4 células têm uma carta.');
  });

  it('tf and cf without a foundation take the right one', () => {
    // Game 1 without autoplay: 3D and 2C go to cells, and column 6 ends with the Ace of clubs, then the Ace of spades.
    const { lines } = session(['--game', '1', '--ascii', '--no-autoplay'], '6a\n6b\ntf 6\ntf 6\ncf 2\n');
    expect(lines).toContain('AC from column 6 to foundation 1');
    expect(lines).toContain('AS from column 6 to foundation 2');
    expect(lines).toContain('2C from cell 2 to foundation 1');
  });

  it('reads the CS 3500 move form: source pile, card index from 1, destination pile', () => {
    const { lines } = session(['--game', '1', '--ascii'], 'C7 6 O1\nC7 9 C1\nC7 0 C1\nC9 1 C1\nmoves\n');
    expect(lines).toContain('8C from column 7 to cell 1');
    expect(lines).toContain('Column 7 has no card 9: its cards are numbered 1 to 5 from the bottom.');
    expect(lines).toContain('Column 7 has no card 0: its cards are numbered 1 to 5 from the bottom.');
    expect(lines).toContain('There is no column 9: columns are numbered 1 to 8.');
    expect(lines).toContain('7a');
  });

  it('new deals like r, game N starts that game with the same rules, and a bad number is one sentence', () => {
    const { lines } = session(['--game', '1', '--variant', 'bakers', '--ascii'], 'game 617\nnew\ngame 0\ngame x\ngame\n');
    expect(lines.some((l) => l.startsWith("Baker's Game - game 617 - 0 moves"))).toBe(true);
    expect(lines.filter((l) => l.startsWith("Baker's Game - game "))).toHaveLength(3);
    expect(lines).toContain('There is no game 0: games are numbered 1 to 8589934591.');
    expect(lines).toContain('"x" is not a game number: use a whole number from 1 to 8589934591 (or ms:N), or pysol:N for a PySol game.');
    expect(lines).toContain('Usage: game NUMBER.');
    expect(session(['--game', '1', '--lang', 'pt'], 'game 0\n').lines).toContain('Não existe jogo 0: os jogos vão de 1 a 8589934591.');
  });

  it('game takes every form --game takes and deals what --game deals; a refusal names the forms and the range', () => {
    const header = (args: string[]): string => session([...args, '--ascii'], 'q\n').lines[0]!;
    const { lines } = session(['--game', '1', '--ascii'], 'game ms:5\ngame pysol:123456\ngame pysol:24\ngame abc\ngame pysol:abc\ngame ms:0\n');
    const headers = lines.filter((l) => l.startsWith('FreeCell - '));
    expect(headers.slice(1)).toEqual([header(['--game', 'ms:5']), header(['--game', 'pysol:123456']), header(['--game', 'pysol:24'])]);
    expect(headers[2]).toMatch(/^FreeCell - PySol deal 123456 - 0 moves/);
    // the board dealt is the one --game deals
    const board = (out: string[], from: number): string[] => out.slice(from, out.indexOf('', from + 3));
    const pysol = session(['--game', 'pysol:123456', '--ascii'], 'q\n').lines;
    expect(board(lines, lines.indexOf(headers[2]!))).toEqual(board(pysol, 0));
    expect(lines).toContain('"abc" is not a game number: use a whole number from 1 to 8589934591 (or ms:N), or pysol:N for a PySol game.');
    expect(lines).toContain('"pysol:abc" is not a PySol game number: use a whole number from 1 up, or ms1 to ms8589934591.');
    expect(lines).toContain('There is no game ms:0: games are numbered 1 to 8589934591.');
    const pt = session(['--game', '1', '--ascii', '--lang', 'pt'], 'game abc\ngame pysol:0\ngame pysol:123456\n').lines;
    expect(pt).toContain('"abc" não é um número de jogo: use um número inteiro de 1 a 8589934591 (ou ms:N), ou pysol:N para um jogo do PySol.');
    expect(pt).toContain('"pysol:0" não é um número de jogo do PySol: use um número inteiro a partir de 1, ou de ms1 a ms8589934591.');
    expect(pt.some((l) => l.startsWith('FreeCell - jogo PySol 123456 - 0 movimentos'))).toBe(true);
  });

  it('help game names every form game takes', () => {
    expect(session(['--game', '1', '--ascii', '--plain'], 'help game\n').lines.join(' ')).toContain('Examples: game 617, game ms:617, game pysol:123456.');
    expect(session(['--game', '1', '--ascii', '--plain', '--lang', 'pt'], 'help game\n').lines.join(' ')).toContain('Exemplos: game 617, game ms:617, game pysol:123456.');
  });

  it('redraw draws the board again as it is', () => {
    const { lines } = session(['--game', '1', '--ascii'], 'tc 1\nredraw\n');
    expect(lines.filter((l) => l.startsWith('FreeCell - game 1 - 1 move'))).toHaveLength(2);
  });
});

describe('solve on a deal seen to be lost without searching', () => {
  it('says why in one sentence, and names no search (none ran)', () => {
    const lost = runInMemory(['solve', '--deck', 'fixtures/decks/lost-in-four.txt'], '', ENV);
    expect([lost.status, lost.stdout]).toEqual([3, '']);
    expect(lost.stderr).toBe('freecell: deck lost-in-four.txt cannot be won, as seen without searching: AC is not in the game, so the cards of its suit above it can never go to the foundations.\n');
    const pt = runInMemory(['solve', '--deck', 'fixtures/decks/lost-in-four.txt', '--lang', 'pt'], '', ENV);
    expect(pt.stderr).toBe('freecell: baralho lost-in-four.txt não tem solução, como se vê sem buscar: AC não está no jogo, então as cartas do seu naipe acima dela nunca podem ir para a fundação.\n');
  });
});

describe('solve on a position won already', () => {
  it('prints no move, says so in one sentence and names no search (none ran), in every mode and format', () => {
    const dir = tempDir();
    try {
      const file = path.join(dir, 'won.txt');
      fs.writeFileSync(file, `Foundations: H-K C-K D-K S-K\n${':\n'.repeat(8)}`);
      for (const mode of [[], ['--exact'], ['--short']]) {
        for (const format of ['sn', 'commands']) {
          const r = runInMemory(['solve', '--board', file, '--format', format, ...mode], '', ENV);
          expect([r.status, r.stdout, r.stderr]).toEqual([0, '', 'freecell: board won.txt needs no move: every card is on a foundation already.\n']);
        }
      }
      const json = runInMemory(['solve', '--board', file, '--format', 'json'], '', ENV);
      expect(json.status).toBe(0);
      expect(JSON.parse(json.stdout)).toMatchObject({ status: 'solved', length: 0, moves: [] });
      // the user guide quotes the sentence
      expect(fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'user-guide.md'), 'utf8').replace(/\s+/g, ' ')).toContain('`freecell: board won.txt needs no move: every card is on a foundation already.`');
      const pt = runInMemory(['solve', '--board', file, '--lang', 'pt'], '', ENV);
      expect(pt.stderr).toBe('freecell: tabuleiro won.txt não precisa de nenhum movimento: todas as cartas já estão nas fundações.\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('solve with no deal named', () => {
  it('names the game it picked at random, and its solution is that game (it named no deal)', () => {
    const r = runInMemory(['solve'], '', ENV);
    expect(r.status).toBe(0);
    const m = /^freecell: no deal named: solving game (\d+), picked at random \(--game N, --deck FILE or --board FILE names one\)\.\n/.exec(r.stderr);
    expect(m).not.toBeNull();
    expect(r.stdout).toBe(runInMemory(['solve', '--game', m![1]!], '', ENV).stdout);
    expect(runInMemory(['solve', '--lang', 'pt'], '', ENV).stderr).toMatch(/^freecell: nenhuma distribuição indicada: resolvendo o jogo \d+, escolhido ao acaso /);
    // a deal named says nothing of the kind
    expect(runInMemory(['solve', '--game', '5'], '', ENV).stderr).not.toContain('random');
  });
});

describe('solutions that play anywhere', () => {
  it.each([1, 617, 5])('the solution of game %i replays, and typed into a game with autoplay on (a move a line, then ten a line) it wins', (game) => {
    const dir = tempDir();
    const solved = runInMemory(['solve', '--game', String(game)], '', ENV);
    expect(solved.status).toBe(0);
    const file = path.join(dir, 'solution.txt');
    fs.writeFileSync(file, solved.stdout);
    const replayed = runInMemory(['replay', file, '--game', String(game)], '', ENV);
    expect(replayed.status).toBe(0);
    expect(replayed.stdout).toMatch(/moves played, all legal; the game is won\.\n$/);
    const oneALine = session(['--game', String(game), '--ascii'], `${solved.stdout.split(/\s+/).filter((t) => t !== '').join('\n')}\nq\n`).lines;
    const tenALine = session(['--game', String(game), '--ascii'], `${solved.stdout}q\n`).lines;
    for (const lines of [oneALine, tenALine]) {
      expect(lines.filter((l) => /^You won in \d+ moves?( \(and \d+ automatic moves?\))?, in \d+:\d\d!$/.test(l))).toHaveLength(1);
      expect(lines.filter((l) => / was refused: |^Can't |is empty|is not a/.test(l))).toEqual([]);
      expect(lines.some((l) => /^Already done by autoplay: \S+ from (column|cell) \d+ to foundation \d\.$/.test(l))).toBe(true);
    }
  });

  it('a foundation move autoplay has made is taken as done once; typed again it is a move like any other', () => {
    // After 6b autoplay sends AC, 2C and AS home: the solution's 6h, 6h name two of them; a third 6h is a move of QC.
    const { lines } = session(['--game', '1', '--ascii', '--lang', 'pt'], '6a\n6b\n6h\n6h\n6h\nmoves\n');
    expect(lines).toContain('Automático: AC 2C AS para as fundações');
    expect(lines.filter((l) => l.startsWith('O automático já tinha feito: '))).toEqual(['O automático já tinha feito: AC da coluna 6 para a fundação 1.', 'O automático já tinha feito: AS da coluna 6 para a fundação 2.']);
    expect(lines).toContain('QC ainda não pode ir para as fundações: 3C não está em nenhuma fundação.');
    expect(lines).toContain('6a 6b 6h bh 6h');
    expect(session(['--game', '1', '--ascii'], '6a\n6b\n6h\n').lines).toContain('Already done by autoplay: AC from column 6 to foundation 1.');
  });
});

describe('browse', () => {
  const moves = '6a 6b 6h 6h bh 7b 76\n';

  it("replay and browse read fc-solve's move sentences with the positions -sam prints between them", () => {
    const sentences = path.join(__dirname, '..', '..', 'fixtures', 'solutions', 'sentences');
    const board = path.join(sentences, 'ms-24-after-90.fcs');
    const file = path.join(sentences, 'ms-24-after-90-p-t-sam.txt');
    const replayed = runInMemory(['replay', file, '--board', board], '', ENV);
    expect(replayed.stderr).toBe('');
    expect(replayed.status).toBe(0);
    expect(replayed.stdout).toMatch(/48 moves played, all legal; the game is won\.\n$/);
    const { lines, status } = session(['browse', file, '--board', board, '--ascii'], 'n\nq\n');
    expect(status).toBe(0);
    expect(lines).toContain('Move 1 of 48: 5D from column 7 to cell 4.');
  });

  it('steps through a moves file on the board: next, back, a move number, end, past the end, a bad key, continue, and the game goes on', () => {
    const dir = tempDir();
    const file = path.join(dir, 'game1.txt');
    fs.writeFileSync(file, moves);
    const { lines, status } = session(['browse', file, '--game', '1', '--ascii'], '\nn\nb\nb\nb\n5\nend\nn\nx\nc\nmoves\nq\n');
    expect(status).toBe(0);
    expect(lines).toContain(`Browsing ${file}: 7 moves.`);
    expect(lines).toContain('n or Enter: next, b: back, start, end, a number: go to that move, c: continue playing from here, q: stop browsing.');
    expect(lines).toContain('Move 1 of 7: 3D from column 6 to cell 1.');
    expect(lines).toContain('Move 2 of 7: 2C from column 6 to cell 2.');
    expect(lines).toContain('The deal before move 1 (of 7).');
    expect(lines).toContain('This is the deal before the first move; n goes forward.');
    expect(lines).toContain('Move 5 of 7: 2C from cell 2 to foundation 1.');
    expect(lines).toContain('Move 7 of 7: JH from column 7 to column 6.');
    expect(lines).toContain('That was the last move (7); b goes back, c continues playing from here.');
    expect(lines).toContain('"x" is not a browse command: n, b, start, end, a move number from 0 to 7, c or q.');
    expect(lines).toContain('The game goes on from move 7; undo takes the moves back one by one.');
    expect(lines).toContain('6a 6b 6h 6h bh 7b 76');
  });

  it('takes the display options of the game: --plain reads the board in sentences, --four-colour and --no-ascii are accepted', () => {
    const dir = tempDir();
    const file = path.join(dir, 'm.txt');
    fs.writeFileSync(file, '6a\n');
    const plain = session(['browse', file, '--game', '1', '--plain'], 'n\nq\n');
    expect([plain.status, plain.stderr]).toEqual([0, '']);
    expect(plain.lines).toContain('Column 6: seven of hearts, queen of clubs, ace of spades, ace of clubs, two of clubs, three of diamonds.');
    expect(plain.lines).toContain('n or Enter: next, b: back, start, end, a number: go to that move, c: continue playing from here, q: stop browsing.');
    expect(plain.lines).toContain('Move 1 of 1: three of diamonds from column 6 to cell 1.');
    const pt = session(['browse', file, '--game', '1', '--plain', '--lang', 'pt'], 'q\n');
    expect(pt.lines).toContain('Coluna 6: sete de copas, dama de paus, ás de espadas, ás de paus, dois de paus, três de ouros.');
    for (const flag of ['--four-colour', '--no-ascii']) expect(session(['browse', file, '--game', '1', flag], 'q\n').status).toBe(0);
  });

  it.each([
    ['5', 'FreeCell, game 1, 5 moves.', 'Move 5 of 7: two of clubs from cell 2 to foundation 1.'],
    ['go 5', 'FreeCell, game 1, 5 moves.', 'Move 5 of 7: two of clubs from cell 2 to foundation 1.'],
    ['end', 'FreeCell, game 1, 7 moves.', 'Move 7 of 7: jack of hearts from column 7 to column 6.'],
    ['5\nstart', 'FreeCell, game 1, 0 moves.', 'The deal before move 1 (of 7).'],
    ['end\n2', 'FreeCell, game 1, 2 moves.', 'Move 2 of 7: two of clubs from column 6 to cell 2.'],
  ])('--plain: a jump (%j) reads the position reached, then the move', (keys, header, move) => {
    const dir = tempDir();
    const file = path.join(dir, 'm.txt');
    fs.writeFileSync(file, '6a 6b 6h 6h bh 7b 76\n');
    const out = runInMemory(['browse', file, '--game', '1', '--plain'], `${keys}\nq\n`, ENV).stdout.split('\n> ');
    const answer = out[out.length - 2]!.split('\n');
    expect(answer[1]).toBe(header);
    expect(answer.filter((l) => l.startsWith('Cells: '))).toHaveLength(1);
    expect(answer.filter((l) => l.startsWith('Column '))).toHaveLength(8);
    expect(answer[answer.length - 1]).toBe(move);
  });

  it('--plain: one step (n, b) says only its move; a jump in Portuguese reads the position in Portuguese', () => {
    const dir = tempDir();
    const file = path.join(dir, 'm.txt');
    fs.writeFileSync(file, '6a 6b 6h 6h bh 7b 76\n');
    const out = runInMemory(['browse', file, '--game', '1', '--plain'], '5\nn\nb\nq\n', ENV).stdout.split('\n> ');
    expect(out.slice(-3, -1)).toEqual(['n\nMove 6 of 7: eight of clubs from column 7 to cell 2.', 'b\nMove 5 of 7: two of clubs from cell 2 to foundation 1.']);
    const pt = runInMemory(['browse', file, '--game', '1', '--plain', '--lang', 'pt'], 'end\nq\n', ENV).stdout.split('\n> ');
    expect(pt[pt.length - 2]!.split('\n')).toContain('Coluna 6: sete de copas, dama de paus, valete de copas.');
  });

  it.each(['deal', 'replay', 'browse'])('%s --help lists every display option of the game', (command) => {
    const help = runInMemory([command, '--help'], '', ENV).stdout;
    const display = ['--ascii', '--no-ascii', '--no-color', '--four-colour', '--plain', '--lang'];
    const listed = (text: string): string[] => display.filter((flag) => new RegExp(`^\\s+${flag}\\b`, 'm').test(text));
    // every one, as the game's own help lists them (a flag missing from both would not show in a comparison of the two)
    expect(listed(runInMemory(['--help'], '', ENV).stdout)).toEqual(display);
    expect(listed(help)).toEqual(display);
  });

  it('a browse key given a word too many names that word, in either language, and does not step', () => {
    const dir = tempDir();
    const file = path.join(dir, 'game1.txt');
    fs.writeFileSync(file, moves);
    const { lines } = session(['browse', file, '--game', '1', '--ascii'], 'n x\nq now\ngo 1 2\n3 x y\nn\nq\n');
    expect(lines).toContain('n does not take "x"; of the browse keys only go takes a number: go N.');
    expect(lines).toContain('q does not take "now"; of the browse keys only go takes a number: go N.');
    expect(lines).toContain('go does not take "2"; of the browse keys only go takes a number: go N.');
    expect(lines).toContain('3 does not take "x y"; of the browse keys only go takes a number: go N.');
    // none of them stepped: the n after them shows move 1
    expect(lines.filter((l) => l.startsWith('Move '))).toEqual(['Move 1 of 7: 3D from column 6 to cell 1.']);
    const pt = session(['browse', file, '--game', '1', '--ascii', '--lang', 'pt'], 'n x\nq\n').lines;
    expect(pt).toContain('n não aceita "x"; das teclas de navegação só go recebe um número: go N.');
  });

  it('a move number past the end of the file names the moves there are, in either language', () => {
    const dir = tempDir();
    const file = path.join(dir, 'game1.txt');
    fs.writeFileSync(file, moves);
    const { lines } = session(['browse', file, '--game', '1', '--ascii'], '3\n200\ngo 8\ngo\nq\n');
    expect(lines).toContain('There is no move 200: the moves of this file are numbered 1 to 7 (0 is the deal).');
    expect(lines).toContain('There is no move 8: the moves of this file are numbered 1 to 7 (0 is the deal).');
    expect(lines).toContain('"go" is not a browse command: n, b, start, end, a move number from 0 to 7, c or q.');
    expect(lines.filter((l) => l.startsWith('Move 3 of 7'))).toHaveLength(1);
    fs.writeFileSync(file, '6a\n');
    expect(session(['browse', file, '--game', '1', '--ascii'], '2\nq\n').lines).toContain('There is no move 2: this file has only move 1 (0 is the deal).');
    const pt = session(['browse', file, '--game', '1', '--ascii', '--lang', 'pt'], '2\nq\n').lines;
    expect(pt).toContain('Não existe o movimento 2: este arquivo só tem o movimento 1 (0 é a distribuição).');
  });

  it('a file with no moves (empty, or only comments and blank lines) is refused at open, naming it: status 2 from the command line, a sentence in a game that goes on', () => {
    const dir = tempDir();
    const file = path.join(dir, 'empty.txt');
    for (const text of ['', '# nothing yet\n\n', '\uFEFF\r\n']) {
      fs.writeFileSync(file, text);
      expect(runInMemory(['browse', file, '--game', '1'], 'n\nq\n', ENV)).toMatchObject({ status: 2, stdout: '', stderr: `freecell: ${file} has no moves: there is nothing to browse.\n` });
      expect(runInMemory(['browse', file, '--game', '1', '--lang', 'pt'], '', ENV).stderr).toBe(`freecell: ${file} não tem movimentos: não há nada para percorrer.\n`);
      const { lines, status } = session(['--game', '1', '--ascii'], `browse ${file}\ntc 1\nq\n`);
      expect(status).toBe(0);
      expect(lines).toContain(`${file} has no moves: there is nothing to browse.`);
      expect(lines.some((l) => l.startsWith('Browsing'))).toBe(false);
      expect(lines).toContain('6S from column 1 to cell 1');
    }
  });

  it('in a game, browse FILE shows the file on this deal and q brings the game back as it was', () => {
    const dir = tempDir();
    const file = path.join(dir, 'game1.txt');
    fs.writeFileSync(file, moves);
    const { lines } = session(['--game', '1', '--ascii'], `tc 1\nbrowse ${file}\nend\nq\nmoves\nbrowse ${path.join(dir, 'none')}\n`);
    expect(lines).toContain('Move 7 of 7: JH from column 7 to column 6.');
    expect(lines).toContain('Stopped browsing; your game is as you left it.');
    expect(lines).toContain('1a');
    expect(lines).toContain(`Cannot read ${path.join(dir, 'none')}: no such file.`);
  });

  it('a file with an illegal move is browsed up to it, with a sentence saying so', () => {
    const dir = tempDir();
    const file = path.join(dir, 'bad.txt');
    fs.writeFileSync(file, '6a 6b 11\n');
    const { lines } = session(['browse', file, '--game', '1', '--ascii'], 'end\nq\n');
    expect(lines).toContain(`Move 3, 11, cannot be played (Column 1 is both the source and the destination); only the moves before it are browsed.`);
    expect(lines).toContain('Move 2 of 2: 2C from column 6 to cell 2.');
  });

  it('a JSON solution brings its deal; a file that is not moves or is missing is one sentence with status 2', () => {
    const dir = tempDir();
    const json = path.join(dir, 'sol.json');
    fs.writeFileSync(json, runInMemory(['solve', '--game', '617', '--format', 'json'], '', ENV).stdout);
    expect(session(['browse', json, '--ascii'], 'q\n').lines.some((l) => l.startsWith('FreeCell - game 617 - 0 moves'))).toBe(true);
    const bad = path.join(dir, 'bad.txt');
    fs.writeFileSync(bad, '6a zz\n');
    const r = runInMemory(['browse', bad, '--game', '1'], '', ENV);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`freecell: ${bad}, line 1: "zz" is not a move in standard notation or a game command.\n`);
    const missing = runInMemory(['browse', path.join(dir, 'none'), '--game', '1'], '', ENV);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(`freecell: cannot read moves file ${path.join(dir, 'none')}: no such file.\n`);
  });

  it('a game continued from browsing is an ordinary game: saved, it resumes with the moves up to the one shown', () => {
    const dir = tempDir();
    const file = path.join(dir, 'game1.txt');
    const save = path.join(dir, 'game.save');
    fs.writeFileSync(file, moves);
    const first = runInMemory(['browse', file, '--game', '1', '--ascii'], `4\nc\nsave ${save}\nq\n`, ENV, { disk: true });
    expect(first.stdout).toContain(`Saved to ${save}.`);
    const resumed = session(['--resume', save, '--ascii'], 'moves\nq\n');
    expect(resumed.lines).toContain('6a 6b 6h 6h');
  });

  it('speaks Portuguese', () => {
    const dir = tempDir();
    const file = path.join(dir, 'game1.txt');
    fs.writeFileSync(file, moves);
    const { lines } = session(['browse', file, '--game', '1', '--ascii', '--lang', 'pt'], 'n\nq\n');
    expect(lines).toContain(`Percorrendo ${file}: 7 movimentos.`);
    expect(lines.some((l) => l.startsWith('Movimento 1 de 7: 3D da coluna 6 para a célula 1'))).toBe(true);
  });
});

describe('flags typed before the command', () => {
  const env = { LANG: 'C', FORCE_COLOR: '1' };
  const run = (args: string[], input = '', home = tempDir()) => runInMemory(args, input, { ...env, FREECELL_HOME: home });
  const movesFile = (): { home: string; moves: string } => {
    const home = tempDir();
    const moves = path.join(home, 'm.txt');
    fs.writeFileSync(moves, '6a 6b 6h 6h bh 7b 76\n');
    return { home, moves };
  };

  it.each([['--plain'], ['--ascii'], ['--four-colour'], ['--no-color'], ['--variant', 'bakers'], ['--cells', '2'], ['--lang', 'pt']])(
    '%j before deal applies to it as after it',
    (...flag) => {
      const after = run(['deal', '1', ...flag]);
      expect(after.status).toBe(0);
      expect(after.stdout).not.toBe(run(['deal', '1']).stdout);
      expect(run([...flag, 'deal', '1'])).toMatchObject({ status: 0, stdout: after.stdout, stderr: '' });
    },
  );

  it('a flag after the command wins over the same flag before it', () => {
    expect(run(['--ascii', 'deal', '1', '--no-ascii']).stdout).toBe(run(['deal', '1', '--no-ascii']).stdout);
    expect(run(['--variant', 'bakers', 'deal', '1', '--variant', 'seahaven']).stdout).toBe(run(['deal', '1', '--variant', 'seahaven']).stdout);
  });

  it('reaches replay, browse and solve as after them', () => {
    const { home, moves } = movesFile();
    expect(run(['--plain', 'replay', moves, '--game', '1'], '', home).stdout).toBe(run(['replay', moves, '--game', '1', '--plain'], '', home).stdout);
    expect(run(['--game', '1', '--ascii', 'replay', moves], '', home).stdout).toBe(run(['replay', moves, '--game', '1', '--ascii'], '', home).stdout);
    const browse = run(['browse', moves, '--game', '1', '--plain', '--four-colour'], 'q\n', home);
    expect(browse.stdout).toContain('Column 1:');
    expect(run(['--plain', '--four-colour', 'browse', moves, '--game', '1'], 'q\n', home).stdout).toBe(browse.stdout);
    expect(run(['--game', '5', 'solve'], '', home).stdout).toBe(run(['solve', '--game', '5'], '', home).stdout);
  });

  it.each([
    [['--no-color', 'saves'], ['saves']],
    [['--plain', 'stats'], ['stats']],
    [['--ascii', 'variants'], ['variants']],
    [['--four-colour', '--style', 'cse231', 'config'], ['config']],
    [['--no-color', '--plain', 'solve', '--game', '5'], ['solve', '--game', '5']],
  ])('%j: a display flag before a command that shows no cards is taken, as its output already is what it asks (an alias such as freecell --no-color works with every command)', (args, without) => {
    const home = tempDir();
    const plain = run(without, '', home);
    expect(plain.status).toBe(0);
    expect(run(args, '', home)).toMatchObject({ status: 0, stdout: plain.stdout, stderr: plain.stderr });
  });

  it.each([
    [['--game', '5', 'stats'], '--game', 'stats'],
    [['--game', '5', 'deal', '1'], '--game', 'deal'],
    [['--autoplay', 'variants'], '--autoplay', 'variants'],
    [['--variant', 'bakers', 'saves'], '--variant', 'saves'],
    [['--plain', 'transcript', 'check', 'x.txt'], '--plain', 'transcript check'],
    // commands that show cards in a style of their own: the style asked for would be silently dropped
    [['--style', 'cse231', 'deal', '1'], '--style', 'deal'],
    [['--style', 'cse231', 'replay', 'x.txt', '--game', '1'], '--style', 'replay'],
    [['--style', 'cse231', 'browse', 'x.txt', '--game', '1'], '--style', 'browse'],
  ])('%j: a flag the command does not take is refused, naming it', (args, flag, command) => {
    expect(run(args)).toMatchObject({ status: 2, stdout: '', stderr: `freecell: ${command} does not take ${flag} (freecell ${command} --help lists what it takes).\n` });
    expect(run(['--lang', 'pt', ...args])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: ${command} não aceita ${flag} (freecell ${command} --help lista o que ele aceita).\n` });
  });
});

describe('listings on a terminal', () => {
  it('variants breaks a description too long for the terminal at its spaces, under the descriptions; a pipe keeps one line each', () => {
    const piped = runInMemory(['variants'], '', ENV).stdout.split('\n').filter((l) => l !== '');
    expect(piped).toContain('eight-off         Eight Off: built by suit, Kings only in empty columns, 8 cells with 4 cards dealt to them, 8 columns of 6');
    for (const columns of [80, 40]) {
      const shown = runInMemory(['variants'], '', ENV, { columns }).stdout.split('\n').filter((l) => l !== '');
      expect(shown.filter((l) => l.length > columns)).toEqual([]);
      // Every word is there, in order.
      expect(shown.join(' ').replace(/ +/g, ' ')).toBe(piped.join(' ').replace(/ +/g, ' '));
      // Lines go on under the descriptions, never under the names.
      expect(shown.filter((l) => !/^[a-z0-9-]+ +\S/.test(l)).every((l) => l.startsWith(' '.repeat(18)))).toBe(true);
    }
    expect(runInMemory(['variants'], '', ENV, { columns: 80 }).stdout).toContain('eight-off         Eight Off: built by suit, Kings only in empty columns, 8 cells\n                  with 4 cards dealt to them, 8 columns of 6\n');
  });

  it('config breaks its closing sentence to fit the terminal (80 columns at most), and a pipe keeps it one line', () => {
    const home = tempDir();
    const env = { ...ENV, FREECELL_HOME: home };
    const last = (columns?: number): string[] => {
      const out = runInMemory(['config'], '', env, { columns }).stdout.trimEnd().split('\n');
      return out.slice(out.findIndex((l) => l.startsWith('Settings are kept in')));
    };
    expect(last()).toHaveLength(1);
    for (const columns of [40, 80, 200]) {
      const lines = last(columns);
      expect(lines.length).toBeGreaterThan(1);
      // (A word longer than a line, the file's name in 40 columns, has a line of its own.)
      expect(lines.filter((l) => l.length > Math.min(columns, 80) && l.includes(' '))).toEqual([]);
      expect(lines.join(' ')).toBe(last()[0]);
    }
    fs.rmSync(home, { recursive: true, force: true });
  });
});

describe('clear', () => {
  it('piped, draws the board again as plain text, without the clear-screen sequence', () => {
    const r = runInMemory(['--game', '1', '--ascii'], 'clear\nq\n', ENV);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('\u001b');
    const lines = r.stdout.split('\n');
    const after = lines.slice(lines.indexOf('> clear') + 1);
    expect(after[0]).toMatch(/^FreeCell - game 1 - 0 moves/);
    expect(r.stdout).not.toContain('is not a command');
  });
});

describe('replay of a file with no moves', () => {
  it('is refused, naming the file (or standard input), with status 2 and nothing on standard output, in both languages', () => {
    const dir = tempDir();
    const file = path.join(dir, 'empty.txt');
    for (const text of ['', '\n\n', '# nothing yet\n\n', '\uFEFF\r\n', '{"moves": []}\n']) {
      fs.writeFileSync(file, text);
      expect(runInMemory(['replay', file, '--game', '1'], '', ENV)).toMatchObject({ status: 2, stdout: '', stderr: `freecell: ${file} has no moves: there is nothing to replay.\n` });
      expect(runInMemory(['replay', file, '--game', '1', '--lang', 'pt'], '', ENV).stderr).toBe(`freecell: ${file} não tem movimentos: não há nada para reproduzir.\n`);
      expect(runInMemory(['replay', '-', '--game', '1', '--format', 'json'], text, ENV)).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: standard input has no moves: there is nothing to replay.\n' });
    }
  });
});

describe("replay of Freecell Solver's solution of a position already won", () => {
  it('plays its no moves and prints the won position: fc-solve says the game is solveable, with an empty solution', () => {
    const folder = path.join(__dirname, '..', '..', 'fixtures', 'solutions', 'positions');
    const board = path.join(folder, 'won.fcs');
    for (const name of ['won-m-snx.txt', 'won-m.txt']) {
      const file = path.join(folder, name);
      expect(fs.readFileSync(file, 'utf8')).toMatch(/^This game is solveable\.$/m);
      const r = runInMemory(['replay', file, '--board', board, '--format', 'fcs'], '', ENV);
      expect(r).toMatchObject({ status: 0, stderr: '' });
      expect(r.stdout).toBe(fs.readFileSync(board, 'utf8'));
      expect(runInMemory(['replay', '-', '--board', board], fs.readFileSync(file, 'utf8'), ENV)).toMatchObject({ status: 0, stderr: '' });
    }
  });

  it('still refuses fc-solve output that holds no solution, as a file with no moves', () => {
    const text = '-=-=-=-=-=-=-=-=-=-=-=-\n\nI could not solve this game.\nTotal number of states checked is 5.\nThis scan generated 5 states.\n';
    expect(runInMemory(['replay', '-', '--game', '1'], text, ENV)).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: standard input has no moves: there is nothing to replay.\n' });
  });
});

describe('moves FILE says how to replay the file it wrote', () => {
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** Plays `input` (FILE in it stands for a file in a folder of its own) and returns the line after `> moves ...`, and the file. */
  const written = (args: string[], input: string, name = 'm.txt'): { line: string; file: string } => {
    const dir = tempDir();
    const file = path.join(dir, name);
    const r = runInMemory(['--ascii', ...args], input.replace('FILE', name.includes(' ') ? `"${file}"` : file), { ...ENV, FREECELL_HOME: path.join(dir, 'home') }, { disk: true });
    const lines = r.stdout.split('\n');
    return { line: lines[lines.findIndex((l) => l.startsWith('> moves')) + 1] ?? '', file };
  };

  it.each([
    [['--game', '617'], '--game 617'],
    [['--game', 'pysol:123456'], '--game pysol:123456'],
    [['--game', '5', '--variant', 'bakers'], '--variant bakers --game 5'],
    [['--game', '5', '--variant', 'fc', '--cells', '2', '--aces-home'], '--cells 2 --aces-home --game 5'],
  ])('after %j names the command with the deal and the rules, and that command replays the moves', (args, flags) => {
    const { line, file } = written(args, 'tc 1\nmoves FILE\nq\n');
    expect(line).toMatch(new RegExp(`^Wrote \\d+ moves? to ${escape(file)}; freecell replay ${escape(file)} ${escape(flags)} plays (it|them) back\\.$`));
    const replayed = runInMemory(['replay', file, ...flags.split(' ')], '', { ...ENV, FREECELL_HOME: path.join(path.dirname(file), 'home') }, { disk: true });
    expect(replayed).toMatchObject({ status: 0, stderr: '' });
  });

  it('names a deck file as it was given, a name with spaces in quotes, and says it in Portuguese', () => {
    const deck = 'fixtures/decks/cse231-cards6.txt';
    const { line, file } = written(['--deck', deck], 'tc 1\nmoves FILE\nq\n', 'my moves.txt');
    expect(line).toBe(`Wrote 7 moves to ${file}; freecell replay '${file}' --deck ${deck} plays them back.`);
    const pt = written(['--game', '617', '--lang', 'pt'], 'tc 1\nmoves FILE\nq\n');
    expect(pt.line).toMatch(new RegExp(`^\\d+ movimentos? gravados? em ${escape(pt.file)}; freecell replay ${escape(pt.file)} --game 617 os? reproduz\\.$`));
  });

  it('with no moves made, says nothing of replaying (there is nothing to replay)', () => {
    const { line, file } = written(['--game', '617'], 'moves FILE\nq\n');
    expect(line).toBe(`Wrote 0 moves to ${file}.`);
  });
});

describe('browse - (standard input holds the keys, not the moves)', () => {
  it('freecell browse - says why it cannot read the moves there, where replay - reads them, status 2', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-browse-dash-'));
    expect(runInMemory(['replay', '-', '--game', '1', '--format', 'fcs'], '3a\n', { ...ENV, FREECELL_HOME: home }).status).toBe(0);
    expect(runInMemory(['browse', '-', '--game', '1'], '3a\n', { ...ENV, FREECELL_HOME: home })).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'freecell: cannot read moves file -: browse reads its keys from standard input, so the moves must come from a file (replay - reads moves from standard input).\n',
    });
    expect(runInMemory(['browse', '-', '--game', '1', '--lang', 'pt'], '', { ...ENV, FREECELL_HOME: home }).stderr).toBe(
      'freecell: não foi possível ler os movimentos -: browse lê suas teclas da entrada padrão, então os movimentos precisam vir de um arquivo (replay - lê movimentos da entrada padrão).\n',
    );
  });

  it('browse - in a game says the same and the game goes on', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-browse-dash-'));
    const r = runInMemory(['--game', '1'], 'browse -\nq\n', { ...ENV, FREECELL_HOME: home });
    expect(r.stdout).toContain('> browse -\nCannot read -: browse reads its keys from standard input, so the moves must come from a file (replay - reads moves from standard input).\n> q\n');
  });
});

describe('a JSON moves file that is not JSON', () => {
  it('is named as not valid JSON, by line and column or as text that ends too soon, for replay and browse, status 2', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-moves-json-'));
    const file = (name: string, text: string): string => {
      const p = path.join(home, name);
      fs.writeFileSync(p, text);
      return p;
    };
    const comma = file('m.json', '{\n  "moves": ["3a",]\n}\n');
    const short = file('s.json', '{"moves": ["3a"');
    for (const command of ['replay', 'browse']) {
      expect(runInMemory([command, comma, '--game', '1'], '', { ...ENV, FREECELL_HOME: home })).toMatchObject({ status: 2, stdout: '', stderr: `freecell: ${comma}: not valid JSON: line 2, column 18.\n` });
      expect(runInMemory([command, short, '--game', '1'], '', { ...ENV, FREECELL_HOME: home })).toMatchObject({ status: 2, stderr: `freecell: ${short}: not valid JSON: the text ends too soon.\n` });
    }
    expect(runInMemory(['replay', comma, '--game', '1', '--lang', 'pt'], '', { ...ENV, FREECELL_HOME: home }).stderr).toBe(`freecell: ${comma}: não é um JSON válido: linha 2, coluna 18.\n`);
    expect(runInMemory(['replay', '-', '--game', '1'], '{"moves": [', { ...ENV, FREECELL_HOME: home }).stderr).toBe('freecell: standard input: not valid JSON: the text ends too soon.\n');
  });

  it('is refused as JSON without a moves list when it is JSON with none (an object without one, a list, a moves list that is not of strings), for replay and browse, status 2, and by browse in a game', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-moves-json-'));
    const file = (name: string, text: string): string => {
      const p = path.join(home, name);
      fs.writeFileSync(p, text);
      return p;
    };
    const files = [file('deal.json', '{"deal": 5}\n'), file('list.json', '[1,2]\n'), file('numbers.json', '{"moves": [53, 6]}'), file('text.json', '\uFEFF {"moves": "53 6a"}'), file('empty.json', ' [ ]')];
    for (const f of files) {
      for (const command of ['replay', 'browse']) {
        expect(runInMemory([command, f, '--game', '1'], '', { ...ENV, FREECELL_HOME: home })).toEqual(
          expect.objectContaining({ status: 2, stdout: '', stderr: `freecell: ${f}: JSON without the "moves" list of strings that a JSON moves file has.\n` }),
        );
      }
      const r = runInMemory(['--game', '1', '--ascii'], `browse ${f}\nq\n`, { ...ENV, FREECELL_HOME: home });
      expect(r.stdout).toContain(`> browse ${f}\nCannot read ${f}: JSON without the "moves" list of strings that a JSON moves file has.\n> q\n`);
    }
    expect(runInMemory(['replay', files[0]!, '--game', '1', '--lang', 'pt'], '', { ...ENV, FREECELL_HOME: home }).stderr).toBe(`freecell: ${files[0]}: JSON sem a lista "moves" de textos que um arquivo de movimentos em JSON tem.\n`);
    expect(runInMemory(['replay', '-', '--game', '1'], '[1, 2]', { ...ENV, FREECELL_HOME: home }).stderr).toBe('freecell: standard input: JSON without the "moves" list of strings that a JSON moves file has.\n');
    // text that only starts with [ and is no JSON is read as moves, naming the token
    expect(runInMemory(['replay', file('bracket.txt', '[53\n'), '--game', '1'], '', { ...ENV, FREECELL_HOME: home }).stderr).toMatch(/line 1: "\[53" is not a move/);
  });
});

describe('browse FILE in a game reads a JSON moves file, as freecell browse does', () => {
  it('steps through the moves of what solve --format json writes, and names one that is not JSON, the game going on', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-browse-json-'));
    const ok = path.join(home, 'ok.json');
    const bad = path.join(home, 'bad.json');
    fs.writeFileSync(ok, '{"deal": {"game": 1}, "moves": ["3a", "3b"]}');
    fs.writeFileSync(bad, '{\n  "moves": ["3a",]\n}\n');
    const r = runInMemory(['--game', '1', '--ascii'], `browse ${ok}\nend\nq\nbrowse ${bad}\nq\n`, { ...ENV, FREECELL_HOME: home });
    expect(r.stdout).toContain('Move 2 of 2: 8D from column 3 to cell 2.\n');
    expect(r.stdout).toContain(`> browse ${bad}\nCannot read ${bad}: not valid JSON: line 2, column 18.\n> q\n`);
  });
});

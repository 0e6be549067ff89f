// Command-line wiring: commander subcommands, flags, and exit statuses.

import { Command, CommanderError, Help, Option } from 'commander';
import { MAX_GAME_NUMBER, TABLE_LIMITS, listVariants, variantIds } from '../core';
import { DEFAULT_MAX_MEMORY_MB, DEFAULT_MAX_STATES } from '../solver/limits';
import { DEFAULT_TIME_LIMIT_S, SAVES_SHOWN_ON_TERMINAL, VERSION } from './defaults';
import { UsageError, catalog, catalogFor, knownLanguages, useCatalog } from './common';
import { cleanUpOnExit } from './exit';
import { type CliIO, InputLineTooLongError, READ_LIMITS, processIO, verdictKnown } from './io';
import { UnreadableFileError } from '../store';
import type { Catalog, FileKind } from '../ui';
import { visible, wrap } from '../ui';
import { closestWord } from '../notation';
import type { DealOptions } from './deal';
import type { PlayOptions } from './play';
import type { ReplayOptions } from './replay';
import type { SolveCliOptions } from './solve';

/*
 * The subcommands' modules are loaded when their command runs, so that a
 * quick command (deal, variants) does not pay for the game loop and the solver.
 */
const lazy = {
  play: () => require('./play') as typeof import('./play'),
  saves: () => require('./saves') as typeof import('./saves'),
  replay: () => require('./replay') as typeof import('./replay'),
  solve: () => require('./solve') as typeof import('./solve'),
  report: () => require('./report') as typeof import('./report'),
  transcript: () => require('./transcript') as typeof import('./transcript'),
  config: () => require('./config') as typeof import('./config'),
  deal: () => require('./deal') as typeof import('./deal'),
};

/** Exit statuses: 0 done, 1 an illegal move in a replay, 2 bad flags or unreadable input, 70 an internal error, 71 too many files open (5, output that could not be written, is EXIT_CANNOT_WRITE in io.ts). */
export const EXIT_OK = 0;
export const EXIT_USAGE = 2;
/** An internal error: a bug (see reportInternalError). */
export const EXIT_INTERNAL = 70;
/** A limit of the system met where nothing else expected it (too many files open): not a bug (BSD's EX_OSERR). */
export const EXIT_SYSTEM = 71;

function printVariants(io: CliIO): number {
  const rows = listVariants();
  const width = Math.max(...rows.map((r) => r.variant.id.length));
  // A terminal too narrow for a line has it broken at its spaces, under the descriptions; a pipe gets one line each.
  const lines = rows.flatMap((r) => wrap(`${catalog.variantName(r.variant)}: ${catalog.variantDescription(r.variant.id, r.description)}`, io.columns?.(), `${r.variant.id.padEnd(width)}  `, ' '.repeat(width + 2)));
  io.out(lines.map((l) => `${l}\n`).join(''));
  return EXIT_OK;
}

/** --variant and the flags that refine it. */
function ruleOptions(command: Command, d: (key: string) => string): Command {
  return command
    .option('--variant <name>', d('--variant'), 'freecell')
    .option('--cells <n>', d('--cells'))
    .option('--columns <n>', d('--columns'))
    .option('--build <rule>', d('--build'))
    .option('--empty <rule>', d('--empty'))
    .option('--moves <rule>', d('--moves'))
    .option('--cells-dealt <n>', d('--cells-dealt'))
    .option('--aces-home', d('--aces-home'))
    .option('--single-card', d('--single-card'));
}

function dealSourceOptions(command: Command, d: (key: string) => string): Command {
  return ruleOptions(command, d)
    .option('--game <number>', d('--game'))
    .option('--deck <file>', d('--deck'))
    .option('--board <file>', d('--board'));
}

/** The display flags of the commands that print a board (the game, deal, replay and browse): the same set for each. */
function displayOptions(command: Command, d: (key: string) => string): Command {
  return command
    .option('--ascii', d('--ascii'))
    .option('--no-ascii', d('--no-ascii'))
    .option('--color', d('--color'))
    .option('--no-color', d('--no-color'))
    .option('--four-colour', d('--four-colour'))
    .option('--plain', d('--plain'));
}

/** The options with the set of those the user typed (a default such as --variant freecell is not "typed"). */
function typed<T extends object>(options: T, command: Command): T & { explicit: ReadonlySet<string> } {
  return { ...options, explicit: new Set(Object.keys(options).filter((key) => command.getOptionValueSource(key) === 'cli')) };
}

/** The flag a value of the program's options was typed as: `--no-color` for color false, `--ascii` for ascii true. */
function typedFlag(program: Command, key: string, value: unknown): string {
  const options = program.options.filter((o) => o.attributeName() === key);
  const option = options.find((o) => o.negate === (value === false)) ?? options[0];
  return option?.long ?? key;
}

/** The options that only change how cards and boards are shown (their keys in opts()). */
const DISPLAY_KEYS: ReadonlySet<string> = new Set(['ascii', 'color', 'fourColour', 'plain', 'style']);

/** Whether a command shows cards: it takes display flags of its own (deal, replay, browse; the game takes them all). */
function showsCards(command: Command): boolean {
  return command.options.some((o) => DISPLAY_KEYS.has(o.attributeName()));
}

/** A command's name as typed after `freecell`: `stats`, `transcript check`. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent != null; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/**
 * A usage line or a term of --help (`--deck <file>`, `config [options] [key]
 * [value]`, `check <file> [game-options...]`) with the names between brackets
 * in the catalogue's words; the brackets, which tell a required argument or
 * value (`<>`) from an optional one (`[]`), and a list's `...` stay.
 */
function placeholdersIn(term: string, placeholder: (name: string) => string): string {
  return term.replace(/([<[])([^<>[\]]+?)(\.\.\.)?([>\]])/g, (_all, open: string, name: string, dots: string | undefined, close: string) => `${open}${placeholder(name)}${dots ?? ''}${close}`);
}

/**
 * The numbers --help names, put in for their names between braces in the
 * catalogue's descriptions (`{fastStates}`): the constants the program uses,
 * positions grouped by thousands in the language's way (with the
 * catalogue's mark, not Intl: its first use costs more than the rest of
 * start-up's work for a command, and these numbers are made at every start).
 */
function helpNumbers(words: Catalog): Readonly<Record<string, string>> {
  const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, words.thousands);
  return {
    fastStates: grouped(DEFAULT_MAX_STATES.fast),
    exactStates: grouped(DEFAULT_MAX_STATES.exact),
    shortStates: grouped(DEFAULT_MAX_STATES.short),
    maxMemoryMb: String(DEFAULT_MAX_MEMORY_MB),
    timeLimit: String(DEFAULT_TIME_LIMIT_S),
    savesShown: String(SAVES_SHOWN_ON_TERMINAL),
    cellsMin: String(TABLE_LIMITS.cells.min),
    cellsMax: String(TABLE_LIMITS.cells.max),
    columnsMin: String(TABLE_LIMITS.columns.min),
    columnsMax: String(TABLE_LIMITS.columns.max),
    maxGame: String(MAX_GAME_NUMBER),
    variants: variantIds().join(', '),
  };
}

function buildProgram(io: CliIO, setStatus: (status: number | Promise<number>) => void, words: Catalog = catalog, options: RunOptions = {}): Command {
  const cli = words.commands.cli;
  const numbers = helpNumbers(words);
  const d = (key: string): string => (cli.options[key] ?? key).replace(/\{(\w+)\}/g, (all, name: string) => numbers[name] ?? all);
  const c = (key: string): string => cli.commands[key] ?? key;
  const a = (key: string): string => cli.arguments[key] ?? key;
  const titles: Record<string, string> = { 'Usage:': cli.headings.usage, 'Options:': cli.headings.options, 'Commands:': cli.headings.commands, 'Arguments:': cli.headings.arguments };
  const program = new Command('freecell');
  // commander's own terms, whose names of arguments and values (`<file>`, `[options]`) the catalogue words
  const commander = new Help();
  const named = (term: string): string => placeholdersIn(term, cli.placeholder);
  // Every command's --help in the player's language: headings, usage lines, names of arguments and values, the help option and the defaults too.
  program.configureHelp({
    styleTitle: (title) => titles[title] ?? title,
    commandUsage: (command) => named(commander.commandUsage(command)),
    subcommandTerm: (command) => named(commander.subcommandTerm(command)),
    optionTerm: (option) => named(commander.optionTerm(option)),
    argumentTerm: (argument) => cli.placeholder(commander.argumentTerm(argument)),
    // a long term (transcript's `check [options] <file> [game-options...]`) has its description broken in a narrower column rather than not at all
    minWidthToWrap: 20,
    // a terminal too narrow for such a column beside the terms: each description goes under its term, broken at spaces
    formatItem: (term, termWidth, description, helper) => {
      const width = helper.helpWidth ?? 80;
      if (!description || width - termWidth - 4 >= 20 || helper.preformatted(description)) return Help.prototype.formatItem.call(helper, term, termWidth, description, helper);
      return [`  ${term}`, ...wrap(description, width, '      ', '      ')].join('\n');
    },
    optionDescription: (option) => {
      const shown = option.defaultValue !== undefined && !option.negate && option.defaultValue !== false;
      return shown ? `${option.description} (${cli.headings.default}: ${JSON.stringify(option.defaultValue)})` : option.description;
    },
  });
  program.helpOption('-h, --help', d('--help'));
  program.helpCommand('help [command]', c('help'));
  program
    .description(c('program'))
    .version(VERSION, '-V, --version', d('--version'))
    .exitOverride()
    .enablePositionalOptions()
    // help as wide as the program's terminal, as the rest of its output (80 columns on a pipe)
    .configureOutput({ writeOut: io.out, writeErr: () => undefined, getOutHelpWidth: () => io.columns?.() ?? 80 })
    .showSuggestionAfterError(true);
  if (options.gameOnly) {
    program.hook('preAction', (_program, command) => {
      // another command of freecell: its name is the stray word (what follows it is its own)
      if (command !== program) throw new UsageError(catalog.usage.notAGameCommand(program.args[0] ?? command.name()));
    });
  }
  /*
   * A flag typed before the command (`freecell --plain deal 1`) reaches the
   * command as if typed after its name, when the command takes it; the same
   * flag typed after the name wins. One the command does not take
   * (`freecell --game 5 stats`) is refused, naming it: never silently dropped.
   * A display flag (`--no-color`, `--ascii`, `--plain`, ...) is the exception
   * where a command shows no cards (solve, stats, saves, ...): its output
   * already is what the flag asks for, so an alias such as `freecell
   * --no-color` works with every command. A command that shows cards (one
   * that takes display flags of its own: deal, replay, browse) refuses one
   * it does not take (`--style`), which it would drop. A transcript's game
   * takes its flags after `--`, so there a display flag before is refused too.
   */
  program.hook('preAction', (_program, command) => {
    if (command === program) return;
    for (const [key, value] of Object.entries(program.opts())) {
      if (program.getOptionValueSource(key) !== 'cli') continue;
      const flag = typedFlag(program, key, value);
      if (!command.options.some((o) => o.long === flag)) {
        if (DISPLAY_KEYS.has(key) && !showsCards(command) && !commandPath(command).startsWith('transcript')) continue;
        throw new UsageError(catalog.usage.optionNotTaken(commandPath(command), flag));
      }
      if (command.getOptionValueSource(key) !== 'cli') command.setOptionValueWithSource(key, value, 'cli');
    }
  });
  /*
   * Every command takes --lang (the run already speaks it, see helpLanguage);
   * an unknown one is refused before the command runs. An option where the
   * language goes (`--lang --help`), which commander takes for the value, is
   * a language forgotten: no language begins with a dash.
   */
  program.hook('preAction', (_program, command) => {
    const lang = (command.opts() as { lang?: string }).lang;
    if (lang?.startsWith('-')) throw new UsageError(catalog.usage.languageNeedsValue(knownLanguages()));
    if (lang !== undefined) catalogFor(io, lang);
  });
  displayOptions(dealSourceOptions(program, d), d)
    .addOption(new Option('--style <style>', d('--style')).default('default'))
    .option('--autoplay', d('--autoplay'))
    .option('--no-autoplay', d('--no-autoplay'))
    .option('--resume [id]', d('--resume'))
    .option('--lang <lang>', d('--lang'))
    .option('--status', d('--status'))
    .option('--no-status', d('--no-status'))
    .option('--statistics', d('--statistics'))
    .option('--no-statistics', d('--no-statistics'))
    .option('--messages', d('--messages'))
    .option('--no-messages', d('--no-messages'))
    .option('--winnable', d('--winnable'))
    .option('--difficulty <level>', d('--difficulty'))
    .action((options: PlayOptions, command: Command) => setStatus(lazy.play().play(io, typed(options, command))));
  displayOptions(ruleOptions(program.command('deal [number]'), d), d)
    .description(c('deal'))
    .option('--deck <file>', d('deal --deck'))
    .option('--board <file>', d('deal --board'))
    .option('--format <format>', d('deal --format'), 'text')
    .option('--lang <lang>', d('sub --lang'))
    .action((number: string | undefined, options: DealOptions, command: Command) => setStatus(lazy.deal().printDeal(io, number, typed(options, command))));
  displayOptions(dealSourceOptions(program.command('replay <moves>'), d), d)
    .description(c('replay'))
    .option('--format <format>', d('replay --format'), 'text')
    .option('--verbose', d('--verbose'))
    .option('--lang <lang>', d('sub --lang'))
    .action((moves: string, options: ReplayOptions, command: Command) => setStatus(lazy.replay().replay(io, moves, typed(options, command))));
  displayOptions(dealSourceOptions(program.command('browse <file>'), d), d)
    .description(c('browse'))
    .option('--lang <lang>', d('sub --lang'))
    .option('--no-autoplay', d('--no-autoplay'))
    .action((file: string, options: PlayOptions, command: Command) =>
      setStatus(lazy.play().play(io, { ...typed(options, command), browse: file, style: 'default', status: true })),
    );
  const transcript = program.command('transcript').description(c('transcript')).option('--lang <lang>', d('sub --lang'));
  transcript
    .command('check <file> [game-options...]')
    .description(c('transcript check'))
    .option('--lang <lang>', d('sub --lang'))
    .action((file: string, gameArgs: string[]) => setStatus(lazy.transcript().checkTranscript(io, file, gameArgs, runGame)));
  transcript
    .command('record <file> [game-options...]')
    .description(c('transcript record'))
    .option('--lang <lang>', d('sub --lang'))
    .action((file: string, gameArgs: string[]) => setStatus(lazy.transcript().recordTranscript(io, file, gameArgs, runGame)));
  dealSourceOptions(program.command('solve'), d)
    .description(c('solve'))
    .option('--format <format>', d('solve --format'))
    .option('--exact', d('--exact'))
    .option('--short', d('--short'))
    .option('--max-states <n>', d('--max-states'))
    .option('--max-memory <mb>', d('--max-memory'))
    .option('--time-limit <seconds>', d('--time-limit'))
    .option('--range <a-b>', d('--range'))
    .option('--jobs <k>', d('--jobs'))
    .option('--deals <file>', d('--deals'))
    .option('--jsonl <file>', d('--jsonl'))
    .option('--shard <i/n>', d('--shard'))
    .option('--lang <lang>', d('sub --lang'))
    .action((options: SolveCliOptions, command: Command) => setStatus(lazy.solve().solveCommand(io, typed(options, command))));
  program
    .command('stats')
    .description(c('stats'))
    .option('--reset', d('--reset'))
    .option('--json', d('stats --json'))
    .option('--lang <lang>', d('sub --lang'))
    .action((options: { reset?: boolean; lang?: string; json?: boolean }) => setStatus(lazy.play().showStats(io, options)));
  program
    .command('config [key] [value]')
    .allowExcessArguments()
    .description(c('config'))
    .option('--reset', d('config --reset'))
    .option('--lang <lang>', d('sub --lang'))
    .action((key: string | undefined, value: string | undefined, options: { reset?: boolean; lang?: string }, command: Command) =>
      setStatus(lazy.config().configCommand(io, [key, value, ...command.args.slice(2)].filter((a): a is string => a !== undefined), options)),
    );
  program
    .command('saves')
    .description(c('saves'))
    .option('--json', d('saves --json'))
    .option('--all', d('saves --all'))
    .option('--delete <id>', d('--delete'))
    .option('--lang <lang>', d('sub --lang'))
    .action((options: { json?: boolean; all?: boolean; delete?: string; lang?: string }) => setStatus(lazy.saves().savesCommand(io, options)));
  program
    .command('report')
    .description(c('report'))
    .argument('<files...>', a('report files'))
    .option('--range <a-b>', d('report --range'))
    .option('--json', d('report --json'))
    .option('--unwinnable', d('--unwinnable'))
    .option('--gave-up', d('--gave-up'))
    .option('--lang <lang>', d('sub --lang'))
    .action((files: string[], options: import('./report').ReportOptions) => setStatus(lazy.report().reportCommand(io, files, options)));
  program
    .command('variants')
    .description(c('variants'))
    .option('--lang <lang>', d('sub --lang'))
    .action(() => setStatus(printVariants(io)));
  return program;
}

/** Runs a game for transcript check and record (another command is refused, see RunOptions). */
function runGame(argv: readonly string[], io: CliIO): number | Promise<number> {
  return run(argv, io, { gameOnly: true });
}

function fileKindOf(kind: string | undefined): FileKind {
  return kind !== undefined && Object.hasOwn(READ_LIMITS, kind) ? (kind as FileKind) : 'save';
}

/**
 * The catalog the run (and --help) speaks: the last --lang before a `--`,
 * as the command reads it (one after the command's name wins over one
 * before it, and of two the last); a transcript's game options after `--`
 * only when there is none before; else the setting's or the environment's
 * language (an unknown --lang is reported later, by the command).
 */
function helpLanguage(io: CliIO, argv: readonly string[]): Catalog {
  const isLang = (a: string): boolean => a === '--lang' || a.startsWith('--lang=');
  const end = argv.indexOf('--');
  let at = -1;
  for (let i = 0; i < (end < 0 ? argv.length : end); i++) if (isLang(argv[i]!)) at = i;
  if (at < 0) at = argv.findIndex(isLang);
  const given = at < 0 ? undefined : argv[at]!.includes('=') ? argv[at]!.slice('--lang='.length) : argv[at + 1];
  try {
    return catalogFor(io, given);
  } catch {
    return catalogFor(io);
  }
}

/**
 * `freecell help` with options (`help --lang pt`, `help solve --lang pt`,
 * `help --help`) as `--help` with them (`--lang pt --help`, `solve --lang pt
 * --help`): commander's help command takes no options and would take the
 * first for the command's name. A command that groups others has its help
 * the same way (`transcript help --lang pt` is `transcript --lang pt --help`),
 * and `help transcript check` is `transcript help check` (commander would
 * show transcript's help). A help of a word that is no command is left to be
 * refused, naming the word.
 */
function helpWithOptions(argv: readonly string[], command: Command): readonly string[] {
  const [first, ...rest] = argv;
  const group = command.commands.find((c) => c.name() === first && c.commands.length > 0);
  if (group !== undefined) return [group.name(), ...helpWithOptions(rest, group)];
  if (first !== 'help') return argv;
  const isWord = (a: string, i: number): boolean => !a.startsWith('-') && rest[i - 1] !== '--lang';
  const words = rest.filter(isWord);
  const named = command.commands.find((c) => c.name() === words[0]);
  if (named !== undefined && named.commands.length > 0 && words.length > 1) {
    const at = rest.findIndex(isWord);
    return [named.name(), ...helpWithOptions(['help', ...rest.slice(0, at), ...rest.slice(at + 1)], named)];
  }
  if (!rest.some((a) => a.startsWith('-'))) return argv;
  if (words.length > 1 || (words.length === 1 && named === undefined)) return argv;
  // `help --lang` lacks the language, which --help would be taken for
  return rest.at(-1) === '--lang' ? rest : [...rest, '--help'];
}

/** How run runs the program. */
export interface RunOptions {
  /** Only the game may run (transcript check and record): another command is refused with a UsageError, exit status 2. */
  readonly gameOnly?: boolean;
}

/** Runs the program on arguments (without node and script) and returns the exit status (a promise for `solve --range` and a game reading a process's input). */
export function run(argv: readonly string[], io: CliIO, options: RunOptions = {}): number | Promise<number> {
  const words = helpLanguage(io, argv);
  useCatalog(words);
  // no verdict yet: an earlier command's in this process is not this one's (the game of a transcript runs inside its command, which keeps its own)
  if (!options.gameOnly) verdictKnown(0);
  const outcome: { status: number | Promise<number> } = { status: EXIT_OK };
  const program = buildProgram(
    io,
    (s) => {
      outcome.status = s;
    },
    words,
    options,
  );
  try {
    program.parse([...(options.gameOnly ? argv : helpWithOptions(argv, program))], { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.exitCode === 0) return EXIT_OK;
      // a word the game does not take: for a transcript, one of its game options, never another command of freecell
      const strayWord = options.gameOnly && (e.code === 'commander.excessArguments' || e.code === 'commander.unknownCommand');
      // the game takes no operands: every one is stray, and the options of play around them are not named
      const sentence = strayWord ? catalog.usage.notAGameCommand(program.args.join(' ')) : (commandTrouble(program, e.code, e.message) ?? visible(e.message.replace(/^error: /, '').split('\n')[0]!));
      io.err(`freecell: ${sentence}\n`);
      return EXIT_USAGE;
    }
    return reportUsageFailure(io, e);
  }
  const status = outcome.status;
  if (typeof status === 'number') return status;
  return status.catch((e: unknown) => reportUsageFailure(io, e));
}

/**
 * The sentence for a command line whose command is wrong, where commander's
 * own words would not do: a first word that is no command (`freecell solv`,
 * which commander sees as an argument the game does not take), `help` of
 * one, or a command that only groups others given none of them (commander
 * then shows its help, which this program keeps for --help).
 */
function commandTrouble(program: Command, code: string, message: string): string | undefined {
  const quoted = /'([^']*)'/.exec(message)?.[1];
  if (code === 'commander.unknownOption' && quoted !== undefined) return unknownOption(program, quoted, suggestedOptions(message));
  if (code === 'commander.optionMissingArgument' && quoted !== undefined) return quoted.startsWith('--lang ') ? catalog.usage.languageNeedsValue(knownLanguages()) : catalog.usage.optionNeedsValue(quoted);
  const names = program.commands.map((c) => c.name());
  const find = (word: string | undefined): Command | undefined => program.commands.find((c) => c.name() === word || c.aliases().includes(word ?? ''));
  const unknown = (word: string): string => catalog.usage.unknownCommand(word, closestWord(word, names), names);
  // the words of the command line that are not options (nor their values): the command first
  const [first, second] = program.args;
  if (first === undefined) return undefined;
  if (code === 'commander.missingArgument' && quoted !== undefined) {
    const sub = find(first);
    const leaf = sub?.commands.find((c) => c.name() === second);
    if (sub !== undefined) return catalog.usage.missingArgument(leaf === undefined ? sub.name() : `${sub.name()} ${leaf.name()}`, quoted);
  }
  if (code === 'commander.excessArguments') {
    const sub = find(first);
    if (sub === undefined) return unknown(first);
    const extra = sub.args.slice(sub.registeredArguments.length);
    return catalog.usage.extraArguments(sub.name(), extra.join(' '));
  }
  if (code === 'commander.unknownCommand') {
    // a word after a command that only groups others (transcript nope)
    const group = find(first);
    const subs = group?.commands.map((c) => c.name()) ?? [];
    const word = group?.args[0];
    return word === undefined || subs.length === 0 ? undefined : catalog.usage.unknownCommand(word, closestWord(word, subs), subs);
  }
  if (code !== 'commander.help') return undefined;
  if (first === 'help' && second !== undefined && find(second) === undefined) return unknown(second);
  const command = find(first);
  // transcript --lang --help: --help taken for the language, which was forgotten
  if ((command?.opts() as { lang?: string } | undefined)?.lang?.startsWith('-')) return catalog.usage.languageNeedsValue(knownLanguages());
  // transcript help nope: a word that is none of the group's commands
  const word = command?.args[1];
  if (command !== undefined && command.commands.length > 0 && command.args[0] === 'help' && word !== undefined && !command.commands.some((c) => c.name() === word)) {
    const subs = command.commands.map((c) => c.name());
    return catalog.usage.unknownCommand(word, closestWord(word, subs), subs);
  }
  if (command !== undefined && command.commands.length > 0) return catalog.usage.needsSubcommand(command.name(), command.commands.map((c) => c.name()));
  return undefined;
}

/**
 * An option that the command it was given to does not know: one of playing's
 * (`freecell stats --game 5`) is refused as it is when typed before the
 * command's name; any other points to that command's --help, which lists
 * its options (the program's does not).
 */
function unknownOption(program: Command, option: string, suggestions: readonly string[]): string {
  const [first, second] = program.args;
  const command = program.commands.find((c) => c.name() === first);
  if (command === undefined) return catalog.usage.unknownOption(option, suggestions);
  const leaf = command.commands.find((c) => c.name() === second);
  const path = leaf === undefined ? command.name() : `${command.name()} ${leaf.name()}`;
  const flag = option.split('=')[0]!;
  if (program.options.some((o) => o.long === flag || o.short === flag)) return catalog.usage.optionNotTaken(path, flag);
  return catalog.usage.unknownOption(option, suggestions, path);
}

/**
 * The one place where a command's failure becomes a sentence and exit status
 * 2 (bad flags or input, a file read deep inside a command, a line of
 * standard input past the limit, however late it comes); anything else is
 * thrown on.
 */
function reportUsageFailure(io: CliIO, e: unknown): number {
  if (e instanceof UsageError) io.err(`freecell: ${e.message}\n`);
  else if (e instanceof UnreadableFileError) io.err(`freecell: ${e.kind === 'stdin' ? catalog.usage.cannotReadInput(e) : catalog.usage.cannotRead(fileKindOf(e.kind), e.file, e)}\n`);
  else if (e instanceof InputLineTooLongError) io.err(`freecell: ${catalog.usage.inputLineTooLong(e.limit / (1024 * 1024))}\n`);
  else throw e;
  return EXIT_USAGE;
}

/**
 * An error nothing else expected (a bug) becomes one sentence on standard
 * error and exit status 70 (BSD's EX_SOFTWARE), but too many files open
 * (EMFILE, ENFILE), a limit of the system, status 71; the stack trace only with
 * FREECELL_DEBUG=1. What the program owns is let go by its exit tasks as on
 * any exit.
 */
export function reportInternalError(io: CliIO, e: unknown): number {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EMFILE' || code === 'ENFILE') {
    // a module loaded late, or a file nothing was ready to be refused, under a small ulimit -n
    io.err(`freecell: ${catalog.usage.tooManyFilesOpen}\n`);
    return EXIT_SYSTEM;
  }
  const message = e instanceof Error ? e.message : String(e);
  io.err(`freecell: ${catalog.usage.internalError(message)}\n`);
  if (io.env.FREECELL_DEBUG === '1' && e instanceof Error && e.stack !== undefined) io.err(`${e.stack}\n`);
  return EXIT_INTERNAL;
}

/** Runs the program to its exit status, an internal error included (see reportInternalError). */
export function runToStatus(argv: readonly string[], io: CliIO): number | Promise<number> {
  let status: number | Promise<number>;
  try {
    status = run(argv, io);
  } catch (e) {
    return reportInternalError(io, e);
  }
  return typeof status === 'number' ? status : status.catch((e: unknown) => reportInternalError(io, e));
}

/** The executable's entry point. */
export function main(): void {
  cleanUpOnExit();
  const io = processIO();
  // an error thrown outside the command's own call chain (an event handler): the same sentence, and the process ends
  process.on('uncaughtException', (e) => process.exit(reportInternalError(io, e)));
  const status = runToStatus(process.argv.slice(2), io);
  if (typeof status === 'number') process.exitCode = status;
  else void status.then((code) => (process.exitCode = code));
}

/** The options commander suggests in its message: "(Did you mean --game?)" or "(Did you mean one of --lang, --range?)". */
function suggestedOptions(message: string): string[] {
  const said = /Did you mean (?:one of )?([^?]+)\?/.exec(message)?.[1];
  return said === undefined ? [] : said.split(', ').map((s) => s.trim());
}

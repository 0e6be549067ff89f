// Command-line wiring: commander subcommands, flags, and exit statuses.

import { Command, CommanderError, Option } from 'commander';
import { listVariants, variantIds } from '../core';
import { type RuleFlags, UsageError, catalog } from './common';
import { printDeal } from './deal';
import { cleanUpOnExit } from './exit';
import { type CliIO, InputLineTooLongError, READ_LIMITS, processIO } from './io';
import { UnreadableFileError } from '../store';
import type { FileKind } from '../ui';
import { visible } from '../ui';
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
  transcript: () => require('./transcript') as typeof import('./transcript'),
  config: () => require('./config') as typeof import('./config'),
};

/** Exit statuses: 0 done, 1 an illegal move in a replay, 2 bad flags or unreadable input (5, output that could not be written, is EXIT_CANNOT_WRITE in io.ts). */
export const EXIT_OK = 0;
export const EXIT_USAGE = 2;

function printVariants(io: CliIO): number {
  const rows = listVariants();
  const width = Math.max(...rows.map((r) => r.variant.id.length));
  io.out(rows.map((r) => `${r.variant.id.padEnd(width)}  ${r.variant.name}: ${r.description}\n`).join(''));
  return EXIT_OK;
}

/** --variant and the flags that refine it. */
function ruleOptions(command: Command): Command {
  return command
    .option('--variant <name>', `rules to play: ${variantIds().join(', ')} (aliases allowed; see freecell variants)`, 'freecell')
    .option('--cells <n>', 'free cells, 0 to 10')
    .option('--columns <n>', 'columns, 4 to 13')
    .option('--build <rule>', 'columns built down by: alternate-colour, suit, rank or any')
    .option('--empty <rule>', 'what may fill an empty column: any, kings or none')
    .option('--moves <rule>', 'cards a move carries: single, free-space or unlimited')
    .option('--cells-dealt <n>', 'cards the deal puts in the cells')
    .option('--aces-home', 'an Ace may only go to a foundation')
    .option('--single-card', 'move one card at a time (the CSE 231 rules; the same as --moves single)');
}

function dealSourceOptions(command: Command): Command {
  return ruleOptions(command)
    .option('--game <number>', 'Microsoft / FreeCell Pro game number, 1 to 8589934591')
    .option('--deck <file>', 'deal the cards of a deck file, in dealing order')
    .option('--board <file>', 'start from a position (Freecell Solver board, JSON or CS 3500 text)');
}

/** The display flags of the commands that print a board. */
function displayOptions(command: Command): Command {
  return command.option('--ascii', 'suit letters (10H) instead of symbols (10♥)').option('--no-color', 'never use colour (NO_COLOR is honoured too)');
}

/** The options with the set of those the user typed (a default such as --variant freecell is not "typed"). */
function typed<T extends object>(options: T, command: Command): T & { explicit: ReadonlySet<string> } {
  return { ...options, explicit: new Set(Object.keys(options).filter((key) => command.getOptionValueSource(key) === 'cli')) };
}

function buildProgram(io: CliIO, setStatus: (status: number | Promise<number>) => void): Command {
  const program = new Command('freecell');
  program
    .description("Play FreeCell, Baker's Game and their family in the terminal.")
    .version('0.1.0', '-V, --version')
    .exitOverride()
    .enablePositionalOptions()
    .configureOutput({ writeOut: io.out, writeErr: () => undefined })
    .showSuggestionAfterError(true);
  displayOptions(dealSourceOptions(program))
    .addOption(new Option('--style <style>', 'screen style: default or cse231').default('default'))
    .option('--autoplay', 'move safe cards to the foundations by themselves (the default; over the autoplay setting)')
    .option('--no-autoplay', 'never move safe cards to the foundations by themselves')
    .option('--resume [id]', 'resume the latest saved game not in use, or game ID (see freecell saves), or a save FILE')
    .option('--lang <lang>', 'language of the messages: en or pt (default: from LANG)')
    .option('--status', 'show in the header whether the position can still be won (the default; over the status setting)')
    .option('--no-status', 'do not show in the header whether the position can still be won')
    .option('--no-ascii', 'suit symbols even when the ascii setting is on')
    .option('--statistics', 'count this game in the statistics even when the statistics setting is off')
    .option('--no-statistics', 'do not count this game in the statistics')
    .option('--messages', 'say under the board what each move did (the default; over the messages setting)')
    .option('--no-messages', 'do not say under the board what each move did')
    .option('--winnable', 'deal only games the solver can win (random deals and r)')
    .action((options: PlayOptions, command: Command) => setStatus(lazy.play().play(io, typed(options, command))));
  displayOptions(ruleOptions(program.command('deal <number>')))
    .description('print a deal and exit')
    .option('--format <format>', 'text, fcs (Freecell Solver), json or cs3500', 'text')
    .action((number: string, options: RuleFlags & { format: string; ascii?: boolean; color: boolean }) =>
      setStatus(printDeal(io, number, options)),
    );
  displayOptions(dealSourceOptions(program.command('replay <moves>')))
    .description('play a list of moves (a file, or - for standard input) and print the final position')
    .option('--format <format>', 'text, fcs, json or cs3500', 'text')
    .option('--verbose', 'print the board after every move')
    .action((moves: string, options: ReplayOptions, command: Command) => setStatus(lazy.replay().replay(io, moves, typed(options, command))));
  const transcript = program.command('transcript').description('check or record a transcript of a session');
  transcript
    .command('check <file> [game-options...]')
    .description('run the commands typed in a transcript (give the game options after --) and compare the output exactly')
    .action((file: string, gameArgs: string[]) => setStatus(lazy.transcript().checkTranscript(io, file, gameArgs)));
  transcript
    .command('record <file> [game-options...]')
    .description('play a session (game options after --) and write everything shown, commands included, to a file')
    .action((file: string, gameArgs: string[]) => setStatus(lazy.transcript().recordTranscript(io, file, gameArgs, runGame)));
  dealSourceOptions(program.command('solve'))
    .description('print a solution (0 solved, 3 proven unwinnable, 4 gave up), or solve a range of deals')
    .option('--format <format>', 'sn (standard notation, the default), commands or json')
    .option('--exact', 'search every reachable position before saying a deal cannot be won')
    .option('--max-states <n>', 'give up after this many distinct positions')
    .option('--max-memory <mb>', 'give up when the search would hold more than this many megabytes')
    .option('--time-limit <seconds>', 'give up after this many seconds')
    .option('--range <a-b>', 'solve Microsoft deals a to b and print a summary')
    .option('--jobs <k>', 'worker threads for --range (default: all cores)')
    .option('--jsonl <file>', 'with --range: append one JSON line per deal as it is solved; a rerun solves only the deals missing')
    .option('--shard <k/n>', 'with --range: solve only the deals d with (d - a) mod n = k')
    .action((options: SolveCliOptions, command: Command) => setStatus(lazy.solve().solveCommand(io, typed(options, command))));
  program
    .command('stats')
    .description('show your statistics per variant')
    .option('--reset', 'clear the statistics, after asking')
    .option('--json', 'print them as a JSON object keyed by variant')
    .option('--lang <lang>', 'language of the messages: en or pt')
    .action((options: { reset?: boolean; lang?: string; json?: boolean }) => setStatus(lazy.play().showStats(io, options)));
  program
    .command('config [key] [value]')
    .allowExcessArguments()
    .description('list the settings, or set one: freecell config KEY VALUE (keys: autoplay, status, language, ascii, four-colour, statistics, messages)')
    .option('--reset', 'put the setting KEY (or, without KEY, every setting) back to its default')
    .option('--lang <lang>', 'language of the messages: en or pt')
    .action((key: string | undefined, value: string | undefined, options: { reset?: boolean; lang?: string }, command: Command) =>
      setStatus(lazy.config().configCommand(io, [key, value, ...command.args.slice(2)].filter((a): a is string => a !== undefined), options)),
    );
  program
    .command('saves')
    .description('list the saved games, the latest first (those being played in another freecell too)')
    .option('--json', 'print them as a JSON array')
    .option('--delete <id>', 'give up saved game ID: its save is deleted and it counts as given up')
    .option('--lang <lang>', 'language of the messages: en or pt')
    .action((options: { json?: boolean; delete?: string; lang?: string }) => setStatus(lazy.saves().savesCommand(io, options)));
  program
    .command('variants')
    .description('list the variants with a line about each')
    .action(() => setStatus(printVariants(io)));
  return program;
}

/** Runs a game (a synchronous command) for transcript record. */
function runGame(argv: readonly string[], io: CliIO): number {
  const status = run(argv, io);
  if (typeof status !== 'number') throw new UsageError(catalog.usage.unknownChoice('game option', argv.join(' '), ['the options of play']));
  return status;
}

function fileKindOf(kind: string | undefined): FileKind {
  return kind !== undefined && Object.hasOwn(READ_LIMITS, kind) ? (kind as FileKind) : 'save';
}

/** Runs the program on arguments (without node and script) and returns the exit status (a promise for `solve --range`). */
export function run(argv: readonly string[], io: CliIO): number | Promise<number> {
  const outcome: { status: number | Promise<number> } = { status: EXIT_OK };
  const program = buildProgram(io, (s) => {
    outcome.status = s;
  });
  try {
    program.parse([...argv], { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.exitCode === 0) return EXIT_OK;
      io.err(`freecell: ${visible(e.message.replace(/^error: /, '').split('\n')[0]!)}\n`);
      return EXIT_USAGE;
    }
    if (e instanceof UsageError) {
      io.err(`freecell: ${e.message}\n`);
      return EXIT_USAGE;
    }
    if (e instanceof UnreadableFileError) {
      // A file read deep inside a command (a save, the statistics): said in one sentence like any other unreadable input.
      io.err(`freecell: ${catalog.usage.cannotRead(fileKindOf(e.kind), e.file, e)}\n`);
      return EXIT_USAGE;
    }
    throw e;
  }
  const status = outcome.status;
  if (typeof status === 'number') return status;
  return status.catch((e: unknown) => {
    if (e instanceof InputLineTooLongError) {
      io.err(`freecell: ${catalog.usage.inputLineTooLong(e.limit / (1024 * 1024))}\n`);
      return EXIT_USAGE;
    }
    if (e instanceof UsageError) {
      io.err(`freecell: ${e.message}\n`);
      return EXIT_USAGE;
    }
    throw e;
  });
}

/** The executable's entry point. */
export function main(): void {
  cleanUpOnExit();
  const status = run(process.argv.slice(2), processIO());
  if (typeof status === 'number') process.exitCode = status;
  else void status.then((code) => (process.exitCode = code));
}

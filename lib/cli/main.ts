// Command-line wiring: commander subcommands, flags, and exit statuses.

import { Command, CommanderError, Option } from 'commander';
import { listVariants } from '../core';
import { UsageError } from './common';
import { printDeal } from './deal';
import { type CliIO, processIO } from './io';
import { type PlayOptions, play, showStats } from './play';
import { type ReplayOptions, replay } from './replay';
import { checkTranscript, recordTranscript } from './transcript';

/** Exit statuses: 0 done, 1 an illegal move in a replay, 2 bad flags or unreadable input. */
export const EXIT_OK = 0;
export const EXIT_USAGE = 2;

function printVariants(io: CliIO): number {
  const rows = listVariants();
  const width = Math.max(...rows.map((r) => r.variant.id.length));
  io.out(rows.map((r) => `${r.variant.id.padEnd(width)}  ${r.variant.name}: ${r.description}\n`).join(''));
  return EXIT_OK;
}

function dealSourceOptions(command: Command): Command {
  return command
    .option('--variant <name>', 'rules to play: freecell or bakers (aliases allowed)', 'freecell')
    .option('--game <number>', 'Microsoft / FreeCell Pro game number, 1 to 8589934591')
    .option('--deck <file>', 'deal the cards of a deck file, in dealing order')
    .option('--board <file>', 'start from a position (Freecell Solver board, JSON or CS 3500 text)')
    .option('--single-card', 'move one card at a time (the CSE 231 rules)');
}

function buildProgram(io: CliIO, setStatus: (status: number) => void): Command {
  const program = new Command('freecell');
  program
    .description("Play FreeCell, Baker's Game and their family in the terminal.")
    .version('0.1.0', '-V, --version')
    .exitOverride()
    .enablePositionalOptions()
    .configureOutput({ writeOut: io.out, writeErr: () => undefined })
    .showSuggestionAfterError(true);
  dealSourceOptions(program)
    .addOption(new Option('--style <style>', 'screen style: default or cse231').default('default'))
    .option('--ascii', 'suit letters (10H) instead of symbols (10♥)')
    .option('--no-color', 'never use colour (NO_COLOR is honoured too)')
    .option('--no-autoplay', 'never move safe cards to the foundations by themselves')
    .option('--resume [file]', 'resume the saved game (or the game saved in FILE)')
    .option('--lang <lang>', 'language of the messages: en or pt (default: from LANG)')
    .action((options: PlayOptions) => setStatus(play(io, options)));
  program
    .command('deal <number>')
    .description('print a deal and exit')
    .option('--variant <name>', 'rules of the deal', 'freecell')
    .option('--format <format>', 'text, fcs (Freecell Solver), json or cs3500', 'text')
    .option('--ascii', 'suit letters instead of symbols')
    .option('--no-color', 'never use colour')
    .action((number: string, options: { variant: string; format: string; ascii?: boolean; color: boolean }) =>
      setStatus(printDeal(io, number, options)),
    );
  dealSourceOptions(program.command('replay <moves>'))
    .description('play a list of moves (a file, or - for standard input) and print the final position')
    .option('--format <format>', 'text, fcs, json or cs3500', 'text')
    .option('--verbose', 'print the board after every move')
    .option('--ascii', 'suit letters instead of symbols')
    .option('--no-color', 'never use colour')
    .action((moves: string, options: ReplayOptions) => setStatus(replay(io, moves, options)));
  const transcript = program.command('transcript').description('check or record a transcript of a session');
  transcript
    .command('check <file> [game-options...]')
    .description('run the commands typed in a transcript (give the game options after --) and compare the output exactly')
    .action((file: string, gameArgs: string[]) => setStatus(checkTranscript(io, file, gameArgs)));
  transcript
    .command('record <file> [game-options...]')
    .description('play a session (game options after --) and write everything shown, commands included, to a file')
    .action((file: string, gameArgs: string[]) => setStatus(recordTranscript(io, file, gameArgs, run)));
  program
    .command('stats')
    .description('show your statistics per variant')
    .option('--reset', 'clear the statistics, after asking')
    .option('--lang <lang>', 'language of the messages: en or pt')
    .action((options: { reset?: boolean; lang?: string }) => setStatus(showStats(io, options)));
  program
    .command('variants')
    .description('list the variants with a line about each')
    .action(() => setStatus(printVariants(io)));
  return program;
}

/** Runs the program on arguments (without node and script) and returns the exit status. */
export function run(argv: readonly string[], io: CliIO): number {
  let status = EXIT_OK;
  const program = buildProgram(io, (s) => {
    status = s;
  });
  try {
    program.parse([...argv], { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.exitCode === 0) return EXIT_OK;
      io.err(`freecell: ${e.message.replace(/^error: /, '').split('\n')[0]}\n`);
      return EXIT_USAGE;
    }
    if (e instanceof UsageError) {
      io.err(`freecell: ${e.message}\n`);
      return EXIT_USAGE;
    }
    throw e;
  }
  return status;
}

/** The executable's entry point. */
export function main(): void {
  process.exitCode = run(process.argv.slice(2), processIO());
}

// Command-line wiring: flags -> session options, the read-eval-print loop, exit codes.

import { Command, CommanderError, Option } from 'commander';
import * as path from 'node:path';
import {
  type Variant,
  FreecellError,
  findVariant,
  listVariants,
  parseGameNumber,
  refineVariant,
} from '../core';
import { boardToJson, formatCard, formatFcs, parseDeck, parseFcsBoard } from '../notation';
import { GameSession, type DealSpec, dealLabel, startingBoard } from '../session';
import { type Catalog, type Look, type StyleName, createPainter, en, renderBoard } from '../ui';
import { type CliIO, processIO } from './io';

/** Exit statuses. */
export const EXIT_OK = 0;
export const EXIT_USAGE = 2;

/** A bad flag or an unreadable input file: reported in one line, exit status 2. */
class UsageError extends Error {}

interface PlayOptions {
  variant: string;
  game?: string;
  deck?: string;
  board?: string;
  singleCard?: boolean;
  style: string;
  ascii?: boolean;
  color: boolean;
}

function wantsColour(io: CliIO, flag: boolean): boolean {
  if (!flag || io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  const force = io.env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  return io.stdoutIsTTY;
}

const catalog: Catalog = en;
const cardName = (card: number): string => formatCard(card, { ascii: true });

function look(io: CliIO, style: StyleName, options: { ascii?: boolean; color: boolean }): Look {
  return { style, ascii: Boolean(options.ascii), painter: createPainter(wantsColour(io, options.color)), catalog };
}

function readVariant(name: string, singleCard?: boolean): Variant {
  try {
    const v = findVariant(name);
    return singleCard ? refineVariant(v, { sequenceMoves: 'single' }) : v;
  } catch (e) {
    if (e instanceof FreecellError) throw new UsageError(catalog.error(e, undefined, cardName));
    throw e;
  }
}

function readGameNumber(text: string): number {
  try {
    return parseGameNumber(text);
  } catch (e) {
    if (e instanceof FreecellError) throw new UsageError(catalog.usage.notGameNumber(text));
    throw e;
  }
}

function readText(io: CliIO, file: string, what: string): string {
  try {
    return io.readFile(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'missing' : code === 'EISDIR' ? 'folder' : code === 'EACCES' ? 'denied' : String((e as Error).message);
    throw new UsageError(catalog.usage.cannotRead(what, file, why));
  }
}

function readDeck(io: CliIO, file: string): DealSpec {
  const text = readText(io, file, 'deck file');
  try {
    return { kind: 'deck', name: path.basename(file), cards: parseDeck(text) };
  } catch (e) {
    if (e instanceof FreecellError) throw new UsageError(catalog.usage.badFile('deck file', file, e, cardName));
    throw e;
  }
}

function readBoard(io: CliIO, file: string, variant: Variant): DealSpec {
  const text = readText(io, file, 'board file');
  try {
    return { kind: 'board', name: path.basename(file), board: parseFcsBoard(text, variant) };
  } catch (e) {
    if (e instanceof FreecellError) throw new UsageError(catalog.usage.badFile('board file', file, e, cardName));
    throw e;
  }
}

function randomGame(io: CliIO): number {
  return 1 + Math.floor(io.random() * 1_000_000);
}

function play(io: CliIO, options: PlayOptions): number {
  const sources = [options.game, options.deck, options.board].filter((o) => o !== undefined);
  if (sources.length > 1) throw new UsageError(catalog.usage.oneSource);
  const style = options.style.toLowerCase();
  if (style !== 'default' && style !== 'cse231') throw new UsageError(catalog.usage.unknownChoice('style', options.style, ['default', 'cse231']));
  const variant = readVariant(options.variant, options.singleCard);
  const deal: DealSpec =
    options.deck !== undefined
      ? readDeck(io, options.deck)
      : options.board !== undefined
        ? readBoard(io, options.board, variant)
        : { kind: 'game', number: options.game !== undefined ? readGameNumber(options.game) : randomGame(io) };
  const session = new GameSession({
    variant,
    deal,
    look: look(io, style, options),
    randomGameNumber: () => randomGame(io),
  });
  io.out(session.start());
  while (!session.done) {
    const line = io.readLine(session.prompt);
    if (line === null) break;
    io.out(session.handle(line));
  }
  return EXIT_OK;
}

function printDeal(io: CliIO, number: string, options: { variant: string; format: string; ascii?: boolean; color: boolean }): number {
  const variant = readVariant(options.variant);
  const deal: DealSpec = { kind: 'game', number: readGameNumber(number) };
  const board = startingBoard(deal, variant);
  switch (options.format.toLowerCase()) {
    case 'fcs':
      io.out(formatFcs(board));
      break;
    case 'json':
      io.out(`${JSON.stringify(boardToJson(board, { game: deal.number }), null, 2)}\n`);
      break;
    case 'text':
      io.out(renderBoard({ board, deal: dealLabel(deal), moves: 0 }, look(io, 'default', options)));
      break;
    default:
      throw new UsageError(catalog.usage.unknownChoice('format', options.format, ['text', 'fcs', 'json']));
  }
  return EXIT_OK;
}

function printVariants(io: CliIO): number {
  const rows = listVariants();
  const width = Math.max(...rows.map((r) => r.variant.id.length));
  io.out(rows.map((r) => `${r.variant.id.padEnd(width)}  ${r.variant.name}: ${r.description}\n`).join(''));
  return EXIT_OK;
}

function buildProgram(io: CliIO, setStatus: (status: number) => void): Command {
  const program = new Command('freecell');
  program
    .description("Play FreeCell, Baker's Game and their family in the terminal.")
    .version('0.1.0', '-V, --version')
    .exitOverride()
    .enablePositionalOptions()
    .configureOutput({ writeOut: io.out, writeErr: () => undefined })
    .showSuggestionAfterError(true)
    .option('--variant <name>', 'rules to play: freecell or bakers (aliases allowed)', 'freecell')
    .option('--game <number>', 'Microsoft / FreeCell Pro game number, 1 to 8589934591')
    .option('--deck <file>', 'deal the cards of a deck file, in dealing order')
    .option('--board <file>', 'start from a position in Freecell Solver board format')
    .option('--single-card', 'move one card at a time (the CSE 231 rules)')
    .addOption(new Option('--style <style>', 'screen style: default or cse231').default('default'))
    .option('--ascii', 'suit letters (10H) instead of symbols (10♥)')
    .option('--no-color', 'never use colour (NO_COLOR is honoured too)')
    .action((options: PlayOptions) => setStatus(play(io, options)));
  program
    .command('deal <number>')
    .description('print a deal and exit')
    .option('--variant <name>', 'rules of the deal', 'freecell')
    .option('--format <format>', 'text, fcs (Freecell Solver) or json', 'text')
    .option('--ascii', 'suit letters instead of symbols (text format)')
    .option('--no-color', 'never use colour')
    .action((number: string, options: { variant: string; format: string; ascii?: boolean; color: boolean }) =>
      setStatus(printDeal(io, number, options)),
    );
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

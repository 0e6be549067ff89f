// Benchmark: what one command costs a kept game (the session plus its autosave, flushed to disk) at 10 and at 10,000 moves.
//
//   npm run bench:build && node build/dev/lib/cli/bench-autosave.js [--moves 10,10000] [--commands 300] [--whole]
//
// --whole measures the policy of earlier versions instead (the whole save rewritten atomically after every command).

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { findVariant } from '../core';
import { parseFcsBoard } from '../notation';
import { GameSession, toSavedGame } from '../session';
import { formatSave, writeFileAtomic } from '../store';
import { en } from '../ui';
import { Keeper } from './play';
import { UsageError, runTool } from '../solver/bench-args';
import { createPainter } from '../ui';

/*
 * The position has a column holding a single card (6♦, column 2), so "2a"
 * and "a2" can be played for ever with autoplay off: the history grows by
 * one move per command, as in a long game.
 */
const BOARD = 'Foundations: H-5 C-5 D-5 S-5\nKS QH JC TD 9S 8H 7C\n6D\n:\nKH QC JD TS 9H 8C 7D 6S\nKD QS JH TC 9D 8S 7H 6C\nKC QD JS TH 9C 8D 7S 6H\n:\n:\n';

interface Options {
  sizes: number[];
  commands: number;
  whole: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { sizes: [10, 10000], commands: 300, whole: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--moves') options.sizes = (argv[++i] ?? '').split(',').map(Number);
    else if (arg === '--commands') options.commands = Number(argv[++i]);
    else if (arg === '--whole') options.whole = true;
    else throw new UsageError(`unknown argument ${arg}`);
  }
  if (options.sizes.some((n) => !Number.isSafeInteger(n) || n < 0) || !Number.isSafeInteger(options.commands) || options.commands < 1) {
    throw new UsageError('--moves takes whole numbers like 10,10000 and --commands a whole number');
  }
  return options;
}

/** Milliseconds per command over `commands` commands played after the game has `size` moves: median and mean. */
function measure(size: number, commands: number, whole: boolean): { median: number; mean: number } {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-bench-'));
  try {
    const keeper = new Keeper(en, home);
    const variant = findVariant('freecell');
    let session: GameSession | undefined;
    const file = path.join(home, 'whole.save');
    session = new GameSession({
      variant,
      deal: { kind: 'board', name: 'bench.fcs', board: parseFcsBoard(BOARD, variant) },
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 1,
      autoplay: false,
      status: false,
      now: Date.now,
      hooks: whole
        ? { changed: (s) => void writeFileAtomic(file, formatSave(toSavedGame(s.snapshot()))) }
        : { changed: (s, change) => keeper.changed(s, change), result: () => undefined },
    });
    if (!whole) keeper.keep();
    const command = (i: number): string => (i % 2 === 0 ? '2a' : 'a2');
    for (let i = 0; i < size; i++) session.handle(command(i));
    const times: number[] = [];
    for (let i = size; i < size + commands; i++) {
      const t0 = process.hrtime.bigint();
      session.handle(command(i));
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    if (session.moves !== size + commands) throw new Error(`the game has ${session.moves} moves, not ${size + commands}`);
    keeper.close(session);
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)]!, mean: times.reduce((a, b) => a + b, 0) / times.length };
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const policy = options.whole ? 'whole save rewritten after every command' : 'journal line appended and flushed';
  process.stdout.write(`Per-command cost of a kept game (${policy}), ${options.commands} commands at each size:\n`);
  for (const size of options.sizes) {
    const { median, mean } = measure(size, options.commands, options.whole);
    process.stdout.write(`  at ${String(size).padStart(6)} moves: median ${median.toFixed(3)} ms, mean ${mean.toFixed(3)} ms\n`);
  }
}

runTool(main);

// Benchmark: solve a range of Microsoft deals single-threaded and print counts, times, lengths and memory.
//
//   npm run bench:build && node build/dev/lib/solver/bench.js --from 1 --to 32000 --variant freecell [--mode fast|exact] [--max-states N] [--each]

import { dealBoard, findVariant, microsoftDeal } from '../core';
import { solve } from '.';
import { UsageError, checkDealRange, eachArg, runTool } from './bench-args';

interface BenchOptions {
  from: number;
  to: number;
  variant: string;
  mode: 'fast' | 'exact';
  maxStates?: number;
  each: boolean;
}

function parseArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { from: 1, to: 1000, variant: 'freecell', mode: 'fast', each: false };
  eachArg(argv, (arg, value) => {
    if (arg === '--from') options.from = Number(value());
    else if (arg === '--to') options.to = Number(value());
    else if (arg === '--variant') options.variant = value();
    else if (arg === '--mode') {
      const mode = value();
      if (mode !== 'fast' && mode !== 'exact') throw new UsageError('--mode is fast or exact');
      options.mode = mode;
    } else if (arg === '--max-states') options.maxStates = Number(value());
    else if (arg === '--each') options.each = true;
    else return false;
    return true;
  });
  checkDealRange(options.from, options.to);
  return options;
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const variant = findVariant(options.variant);
  const counts = { solved: 0, unwinnable: 0, 'gave-up': 0 };
  const times: number[] = [];
  const unwinnable: number[] = [];
  const gaveUp: number[] = [];
  let lengthSum = 0;
  let lengthMax = 0;
  let lengthMaxDeal = 0;
  let states = 0;
  const started = process.hrtime.bigint();
  for (let n = options.from; n <= options.to; n++) {
    const t0 = process.hrtime.bigint();
    const result = solve(dealBoard(variant, microsoftDeal(n)), { mode: options.mode, maxStates: options.maxStates });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    times.push(ms);
    counts[result.status]++;
    states += result.states;
    if (result.status === 'solved') {
      const length = result.moves.length;
      lengthSum += length;
      if (length > lengthMax) {
        lengthMax = length;
        lengthMaxDeal = n;
      }
    } else if (result.status === 'unwinnable') unwinnable.push(n);
    else gaveUp.push(n);
    if (options.each) {
      const detail = result.status === 'solved' ? ` ${result.moves.length} moves` : result.status === 'gave-up' ? ` (${result.reason})` : '';
      process.stdout.write(`${n} ${result.status}${detail} ${result.states} states ${ms.toFixed(2)} ms\n`);
    }
  }
  const total = Number(process.hrtime.bigint() - started) / 1e9;
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  const deals = options.to - options.from + 1;
  const list = (xs: number[]): string => (xs.length === 0 ? '' : ` (${xs.slice(0, 20).join(', ')}${xs.length > 20 ? ', ...' : ''})`);
  const lines = [
    `variant ${variant.id}, deals ${options.from}-${options.to} (${deals}), mode ${options.mode}`,
    `solved ${counts.solved}, unwinnable ${counts.unwinnable}${list(unwinnable)}, gave up ${counts['gave-up']}${list(gaveUp)}`,
    `wall time ${total.toFixed(2)} s; per deal mean ${(total * 1000 / deals).toFixed(3)} ms, median ${median.toFixed(3)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms`,
    counts.solved > 0
      ? `solution length (moves as emitted, foundation moves included) mean ${(lengthSum / counts.solved).toFixed(2)}, max ${lengthMax} (deal ${lengthMaxDeal})`
      : 'no solution',
    `states stored ${states} (mean ${(states / deals).toFixed(0)} per deal)`,
    `peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(1)} MB`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

// piped into head: stop quietly when the reader goes away
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});
runTool(main);

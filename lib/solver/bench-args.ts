// The benchmark tools' command lines: `--flag value` pairs and bare switches, read one by one; their mistakes in one line.

import * as fs from 'node:fs';
import * as path from 'node:path';

/** A mistake in a benchmark tool's command line (runTool reports it in one line). */
export class UsageError extends Error {}

/**
 * Runs a benchmark tool's main. A UsageError, or a file it cannot read or
 * write, is one line on standard error ("bench.js: ...") and exit status 2;
 * any other error is a bug in the tool and is thrown with its stack.
 */
export function runTool(main: () => void, argv: readonly string[] = process.argv): void {
  try {
    main();
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    let message: string;
    if (e instanceof UsageError) message = e.message;
    else if (typeof err?.code === 'string' && typeof err.path === 'string') message = `cannot use ${err.path} (${err.code})`;
    else throw e;
    process.stderr.write(`${path.basename(argv[1] ?? 'bench')}: ${message}\n`);
    process.exitCode = 2;
  }
}

/** The text of a file a tool was given, or a UsageError that names it (a folder, a missing file). */
export function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
}

/**
 * Calls take(arg, value) for each argument; value() consumes the next one
 * (a UsageError when there is none). take returns false for an argument it
 * does not know, which is a UsageError too.
 */
export function eachArg(argv: readonly string[], take: (arg: string, value: () => string) => boolean): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${arg} needs a value`);
      return v;
    };
    if (!take(arg, value)) throw new UsageError(`unknown argument ${arg}`);
  }
}

/** Refuses --from and --to that are not deal numbers with from <= to. */
export function checkDealRange(from: number, to: number): void {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) throw new UsageError('--from and --to are deal numbers, from <= to');
}

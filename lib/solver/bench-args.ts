// The benchmark tools' command lines: `--flag value` pairs and bare switches, read one by one.

/**
 * Calls take(arg, value) for each argument; value() consumes the next one
 * (an Error when there is none). take returns false for an argument it does
 * not know, which is an Error too.
 */
export function eachArg(argv: readonly string[], take: (arg: string, value: () => string) => boolean): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (!take(arg, value)) throw new Error(`unknown argument ${arg}`);
  }
}

/** Refuses --from and --to that are not deal numbers with from <= to. */
export function checkDealRange(from: number, to: number): void {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) throw new Error('--from and --to are deal numbers, from <= to');
}

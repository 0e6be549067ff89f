// The command line's defaults that its help names: one place for the commands and their help.

/**
 * The program's version, as package.json gives it (bin.test.ts and
 * help-numbers.test.ts keep the two equal). A constant, not package.json read
 * at start-up: every command would then depend on finding and reading that
 * file (a bundled copy, a folder a service user may not search), and
 * `--version` is the only one that prints it.
 */
export const VERSION = '0.1.0';

/** The time limit of one deal when solve's --time-limit is not given, in seconds. */
export const DEFAULT_TIME_LIMIT_S = 60;

/** The saves `freecell saves` lists on a terminal without --all: the latest, so that a long list does not scroll the first ones out of sight. */
export const SAVES_SHOWN_ON_TERMINAL = 20;

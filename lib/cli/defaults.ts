// The command line's defaults that its help names: one place for the commands and their help.

/** The time limit of one deal when solve's --time-limit is not given, in seconds. */
export const DEFAULT_TIME_LIMIT_S = 60;

/** The saves `freecell saves` lists on a terminal without --all (the latest first). */
export const SAVES_SHOWN_ON_TERMINAL = 20;

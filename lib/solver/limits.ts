// The searches' default limits: one place that the solver and the command line's help both read.

/** The positions each search stores before it gives up, when no maxStates is given. */
export const DEFAULT_MAX_STATES = Object.freeze({ fast: 1_000_000, exact: 3_000_000, short: 4_000_000 });

/** The memory limit of a solve when none is given, in megabytes (the default position limits need far less). */
export const DEFAULT_MAX_MEMORY_MB = 2048;

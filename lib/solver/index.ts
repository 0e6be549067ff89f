// The solver's public surface: solve a board, get engine moves that the engine itself has checked.

export { BYTES_PER_STATE, type SolveOptions, type SolveResult, checkSolveOptions, shortAfterFast, solve } from './solve';
export { type FastAttempt, type Verdict, type VerdictOptions, solveToVerdict } from './verdict';
export { SolverBugError } from './replay';
export { DEFAULT_MAX_MEMORY_MB, DEFAULT_MAX_STATES } from './limits';
export { type HopelessReason, hopelessReason } from './rules';

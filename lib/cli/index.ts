// The command-line shell: flags, process I/O, exit codes.

export { run, main, EXIT_OK, EXIT_USAGE } from './main';
export type { CliIO } from './io';

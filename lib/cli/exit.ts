// However the process ends, what it owns is let go: the exit tasks run on exit and on SIGINT, SIGTERM, SIGHUP and SIGQUIT.

import * as os from 'node:os';
import * as tty from 'node:tty';
import { runExitTasks } from '../store';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const;

/**
 * Puts a terminal on standard input back as it was before the line editor
 * took it (raw mode off): a process ended by a signal its handler raised
 * again ends by the signal's default action, which leaves the terminal as
 * it is (Node restores it only for a signal nothing ever listened to). A
 * terminal that is gone (EIO) is left alone.
 */
function restoreTerminal(): void {
  if (!tty.isatty(0)) return;
  const stdin = process.stdin as NodeJS.ReadStream;
  try {
    if (stdin.isRaw) stdin.setRawMode(false);
  } catch {
    // The terminal is gone: there is nothing left to restore.
  }
}

/**
 * Runs the exit tasks, puts the terminal back as it was (restoreTerminal),
 * then ends the process by `signal` as if nothing had caught it (every
 * listener for it is removed), so that its parent sees it: a shell says 128
 * + its number. A process whose terminal is gone must end this way: Node's
 * own exit would fail to restore the terminal's settings.
 */
export function endBySignal(signal: NodeJS.Signals): never {
  runExitTasks();
  restoreTerminal();
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
  // Still here: the signal was held back, as it is for a container's first process, which the default action never
  // ends. What the process held is let go: end now with the status a shell gives the signal, before another line is read.
  process.exit(128 + (os.constants.signals[signal] ?? 0));
}

/** Runs the exit tasks when the process exits (normally, by process.exit, or after an uncaught error). */
export function cleanUpOnExit(): void {
  process.on('exit', runExitTasks);
}

/**
 * Until the returned function is called, SIGINT, SIGTERM, SIGHUP and SIGQUIT
 * (kill -QUIT, or Ctrl-\\ where no line editor takes the key) run the exit
 * tasks and then end the process by the same signal (so its parent sees
 * it). Only for code that waits asynchronously: a handler runs between two
 * turns of the event loop, never in the middle of a synchronous write.
 */
export function cleanUpOnSignals(): () => void {
  const handler = (signal: NodeJS.Signals): void => {
    remove();
    endBySignal(signal);
  };
  const remove = (): void => {
    for (const s of SIGNALS) process.removeListener(s, handler);
  };
  for (const s of SIGNALS) process.on(s, handler);
  return remove;
}

/**
 * Calls `fn` once the event loop has looked for signals again: a signal
 * that came during the synchronous stretch now running is then acted on
 * first. One turn is not enough: when that stretch runs in a callback of
 * the loop's poll for events, the next immediate comes before the next
 * poll, so `fn` waits for the immediate after that poll.
 */
export function afterSignalsPolled(fn: () => void): void {
  setImmediate(() => setImmediate(fn));
}

/**
 * Runs `work` (a command that waits asynchronously) with the signals handled
 * as cleanUpOnSignals handles them. The handlers stay until the event loop
 * has looked for signals once the work is done (afterSignalsPolled): a
 * signal that came during its last synchronous stretch is then acted on,
 * not lost with them.
 */
export async function withSignalsHandled<T>(work: () => T | Promise<T>): Promise<T> {
  const uninstall = cleanUpOnSignals();
  try {
    return await work();
  } finally {
    await new Promise<void>((resolve) => afterSignalsPolled(resolve));
    uninstall();
  }
}

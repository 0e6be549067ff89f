// What the process must undo however it ends: temporary files to remove, locks to release.

/*
 * A registry, not a signal handler: the CLI decides when to run it (on
 * 'exit', and on SIGINT, SIGTERM, SIGHUP and SIGQUIT while it runs an asynchronous
 * loop). Every task is synchronous and must not throw.
 */
const tasks = new Map<number, () => void>();
let nextId = 1;

/** Registers `task` to run when the process ends; returns the function that unregisters it (call it once the work is undone normally). */
export function atExit(task: () => void): () => void {
  const id = nextId++;
  tasks.set(id, task);
  return () => {
    tasks.delete(id);
  };
}

/** Runs and forgets every registered task, newest first; a task that throws does not stop the others. */
export function runExitTasks(): void {
  const pending = [...tasks.entries()].reverse();
  tasks.clear();
  for (const [, task] of pending) {
    try {
      task();
    } catch {
      // Cleaning up is best effort: what is left is cleaned by the next start (dead owner).
    }
  }
}

/** How many tasks are registered (for tests). */
export function pendingExitTasks(): number {
  return tasks.size;
}

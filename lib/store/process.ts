// Other processes as /proc shows them: whether one is still running, and when it started.

import * as fs from 'node:fs';

/** Fields 3 onwards of /proc/PID/stat (state first), or undefined where /proc does not tell. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

let ownNamespace: string | undefined | null = null;

/**
 * The pid namespace of this process (the number in /proc/self/ns/pid), or
 * undefined where /proc does not tell: processes of two namespaces (a
 * container and its host, two containers) number their processes apart, so
 * a pid from another one names nothing here.
 */
export function pidNamespace(): string | undefined {
  if (ownNamespace === null) {
    try {
      ownNamespace = /^pid:\[(\d+)\]$/.exec(fs.readlinkSync('/proc/self/ns/pid'))?.[1];
    } catch {
      ownNamespace = undefined;
    }
  }
  return ownNamespace;
}

/** The start time of a process, or undefined where /proc does not tell it. */
export function processStart(pid: number): string | undefined {
  return statFields(pid)?.[19];
}

/**
 * Whether process `pid` is running: it exists (a process of another user
 * counts) and is not a zombie, a process that has ended but that its parent
 * has not yet waited for (a killed program whose parent never reaps it, as
 * under a container's first process, stays one for ever). With `start`, it
 * must also have started then (else the number now names another process);
 * where /proc does not tell, existing is enough.
 */
export function isRunning(pid: number, start?: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const fields = statFields(pid);
  if (fields === undefined) return true;
  return fields[0] !== 'Z' && fields[0] !== 'X' && (start === undefined || fields[19] === start);
}

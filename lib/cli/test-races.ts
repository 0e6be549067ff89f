// Test harness (not built into the package): another freecell's step made to happen at a chosen moment of a real process.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
export const BIN = path.join(ROOT, 'bin', 'freecell');

/** Runs the program (in English, without colour) with `home` as its state folder, loading `preload` first when given. */
export function freecellIn(home: string, args: string[], input = '', preload?: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [...(preload ? ['--require', preload] : []), BIN, ...args, '--lang', 'en'], {
    cwd: ROOT,
    input,
    env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1' },
    encoding: 'utf8',
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * A preload, written in `dir` as `name`, that runs `step` (JavaScript, with
 * `fs` and `spawnSync` in scope) the first time the process links a lock
 * whose name ends with `lockEnding`: just before it takes that lock, after
 * it has listed and read what it locks.
 */
export function beforeLocking(dir: string, name: string, lockEnding: string, step: string): string {
  const preload = path.join(dir, name);
  fs.writeFileSync(
    preload,
    `const fs = require('node:fs');
     const { spawnSync } = require('node:child_process');
     const link = fs.linkSync;
     let done = false;
     fs.linkSync = (from, to) => {
       if (!done && String(to).endsWith(${JSON.stringify(lockEnding)})) {
         done = true;
         ${step}
       }
       return link(from, to);
     };`,
  );
  return preload;
}

/** Waits until `check` holds, polling every 20 ms; fails after `ms`. */
export async function waitFor(check: () => boolean, ms = 30000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A preload, written in `dir`, that the first time the process calls
 * `fs[call]` on a temporary file of the file named `name` (its open, with the
 * whole new text about to go there, or its rename over the file) writes
 * `paused` and waits until `go` exists.
 */
export function pauseAtTemp(dir: string, name: string, call: 'openSync' | 'renameSync', paused: string, go: string): string {
  const preload = path.join(dir, 'pause-at-temp.js');
  const temp = new RegExp(`^\\.${name.replace(/\./g, '\\.')}\\.\\d+\\.h[0-9a-f]{8}\\.[0-9a-f]{12}\\.tmp$`);
  fs.writeFileSync(
    preload,
    `const fs = require('node:fs');
     const real = fs.${call};
     let done = false;
     fs.${call} = (file, ...rest) => {
       if (!done && ${temp.toString()}.test(require('node:path').basename(String(file)))) {
         done = true;
         fs.writeFileSync(${JSON.stringify(paused)}, '');
         while (!fs.existsSync(${JSON.stringify(go)})) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
       }
       return real(file, ...rest);
     };`,
  );
  return preload;
}

/** The step of another freecell deleting saved game `id` (`saves --delete`), what it says written to `out`. */
export function otherDeletes(id: string, out: string): string {
  return `const r = spawnSync(process.execPath, [${JSON.stringify(BIN)}, 'saves', '--delete', ${JSON.stringify(id)}, '--lang', 'en'], { encoding: 'utf8' });
         fs.writeFileSync(${JSON.stringify(out)}, r.stdout + r.stderr);`;
}

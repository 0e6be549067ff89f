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

/** The step of another freecell deleting saved game `id` (`saves --delete`), what it says written to `out`. */
export function otherDeletes(id: string, out: string): string {
  return `const r = spawnSync(process.execPath, [${JSON.stringify(BIN)}, 'saves', '--delete', ${JSON.stringify(id)}, '--lang', 'en'], { encoding: 'utf8' });
         fs.writeFileSync(${JSON.stringify(out)}, r.stdout + r.stderr);`;
}

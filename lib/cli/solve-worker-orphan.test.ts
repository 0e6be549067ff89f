// A solving process of solve --range whose main process is gone before it starts: it ends quietly.

import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

const WORKER = path.join(__dirname, '..', '..', 'build', 'lib', 'cli', 'solve-worker.js');

describe('a solving process orphaned at its start', () => {
  it('says nothing on the standard error its main process shared with it (no stack trace of the lost channel) and ends with status 0', () => {
    // The main process (killed by SIGTERM or SIGKILL in real life) ends as soon as it has started the solving process;
    // spawnSync returns once both have let go of the standard error they share.
    const main = `
      const { spawn } = require('node:child_process');
      const worker = spawn(process.execPath, [${JSON.stringify(WORKER)}], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      worker.unref();
      process.exit(0);`;
    for (let i = 0; i < 3; i++) {
      const r = spawnSync(process.execPath, ['-e', main], { encoding: 'utf8' });
      expect(r.status).toBe(0);
      expect(r.stderr).toBe('');
    }
  });
});

// The results file of solve --range is read back through the descriptor the run holds, not reopened by its name.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { type RunKey, openResultsLog, readBackLog } from './solve-log';

const BIN = path.join(__dirname, '..', '..', 'bin', 'freecell');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-log-'));
afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

const key: RunKey = { variant: 'freecell', rules: 'standard', mode: 'fast' };
const line = (deal: number): string => `${JSON.stringify({ deal, status: 'solved', length: 80, ...key })}\n`;

describe('readBackLog', () => {
  it('reads and cuts the file the run opened, even when another file has taken its name since', async () => {
    const file = path.join(TMP, 'results.jsonl');
    const kept = path.join(TMP, 'moved.jsonl');
    const ours = `${line(1)}${line(2)}{"deal":3,"sta`;
    const theirs = `${line(9)}{"deal":10`;
    fs.writeFileSync(file, ours);
    const log = openResultsLog(file, key);
    try {
      // the run's file is moved away and another put at its name before it is read back
      fs.renameSync(file, kept);
      fs.writeFileSync(file, theirs);
      const deals: number[] = [];
      await readBackLog(log, key, (r) => deals.push(r.deal));
      expect(deals).toEqual([1, 2]);
      expect(fs.readFileSync(kept, 'utf8')).toBe(`${line(1)}${line(2)}`);
      expect(fs.readFileSync(file, 'utf8')).toBe(theirs);
    } finally {
      log.close();
    }
  });
});

describe('the lock of a results file', () => {
  it('leaves nothing behind a run killed as it took it: the temporary file of its owner is removed by the next run there', async () => {
    const dir = fs.mkdtempSync(path.join(TMP, 'killed-'));
    const file = path.join(dir, 'results.jsonl');
    // a run killed outright between writing its lock's temporary file and linking it as the lock
    const atomicModule = path.join(__dirname, '..', '..', 'build', 'lib', 'store', 'atomic-file.js');
    const script = `
      const fs = require('fs'); const os = require('os'); const { tempNameFor } = require(${JSON.stringify(atomicModule)});
      const temp = tempNameFor(${JSON.stringify(`${file}.lock`)});
      fs.writeFileSync(temp, JSON.stringify({ pid: process.pid, host: os.hostname(), token: 'feedfacefeedface' }), { flag: 'wx', mode: 0o644 });
      process.kill(process.pid, 'SIGKILL');`;
    const killed = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => killed.on('exit', (_code, sig) => resolve(sig)));
    expect(signal).toBe('SIGKILL');
    const left = fs.readdirSync(dir);
    expect(left).toEqual([expect.stringMatching(new RegExp(`^\\.results\\.jsonl\\.lock\\.${killed.pid}\\.h[0-9a-f]{8}\\.[0-9a-f]{12}\\.tmp$`))]);
    const r = spawnSync(process.execPath, [BIN, 'solve', '--range', '1-2', '--jobs', '1', '--jsonl', file], { env: { ...process.env, FREECELL_HOME: path.join(dir, 'home') }, input: '', timeout: 30000 });
    expect(r.status).toBe(0);
    expect(fs.readdirSync(dir)).toEqual(['results.jsonl']);
  }, 40000);
});

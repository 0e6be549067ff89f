// The results file of solve --range is read back through the descriptor the run holds, not reopened by its name.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { type RunKey, openResultsLog, readBackLog } from './solve-log';

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

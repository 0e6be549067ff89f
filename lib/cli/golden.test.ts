// Default-style golden transcripts: each case replays and must match NAME.out line for line.
// Regenerate only with `npm run golden:update`, then read the diff before committing.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { readCases, runCase, transcriptText } from './golden';
import { describeDifference } from './memory-io';

const DIR = path.join(__dirname, '..', '..', 'fixtures', 'transcripts', 'default');
const cases = readCases(DIR);

describe('default-style golden transcripts', () => {
  it('has at least a dozen cases, each with its expected output', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    for (const c of cases) expect(fs.existsSync(path.join(DIR, `${c.name}.out`))).toBe(true);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = runCase(DIR, c);
    const expected = fs.readFileSync(path.join(DIR, `${c.name}.out`), 'utf8');
    expect(describeDifference(expected, transcriptText(result))).toBeNull();
    expect(result.status).toBe(c.status);
  });
});

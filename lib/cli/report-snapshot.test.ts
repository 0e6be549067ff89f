// freecell report reads each results file as it was when report opened it: lines another process appends meanwhile are not half read.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInMemory } from './memory-io';

/** Lines to append to a file once report has opened it, by file name: another process's run appending at that moment. */
const APPEND_ON_OPEN = new Map<string, string>();

jest.mock('../store', () => {
  const actual = jest.requireActual<typeof import('../store')>('../store');
  return {
    ...actual,
    openRegularFile: (file: string, kind?: string) => {
      const opened = actual.openRegularFile(file, kind);
      const more = APPEND_ON_OPEN.get(file);
      if (more !== undefined) {
        APPEND_ON_OPEN.delete(file);
        fs.appendFileSync(file, more);
      }
      return opened;
    },
  };
});

const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-report-snapshot-'));
afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

const RULES = 'build=alternate-colour cells=4 columns=8 empty=any moves=free-space dealt=0 aces-home=no';

function result(deal: number, status = 'solved'): string {
  return `${JSON.stringify({ deal, status, length: status === 'solved' ? 90 : 0, moves: status === 'solved' ? Array(90).fill('6a').join(' ') : '', ms: 1, states: 100, search: 'fast', variant: 'freecell', rules: RULES, mode: 'fast' })}\n`;
}

describe('freecell report while another run appends to a file', () => {
  it('counts the file as it was when opened: the deals appended out of order are neither counted twice nor kept from the conflict check', () => {
    const shard = path.join(TMP, 'shard.jsonl');
    const other = path.join(TMP, 'other.jsonl');
    fs.writeFileSync(shard, result(5) + result(9));
    fs.writeFileSync(other, result(1, 'unwinnable'));
    // a rerun with another deals list appends deal 1 after deal 9
    APPEND_ON_OPEN.set(shard, result(1));
    const r = runInMemory(['report', shard, other, '--json', '--range', '1-9'], '', { FREECELL_HOME: path.join(TMP, 'home') });
    // the lines were appended once report had opened the file (else the file was read as it was, and nothing here would be tested)
    expect(APPEND_ON_OPEN.has(shard)).toBe(false);
    expect(fs.readFileSync(shard, 'utf8')).toBe(result(5) + result(9) + result(1));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const summary = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(summary).toMatchObject({ deals: 3, solved: 2, unwinnable: 1, duplicates: 0, conflictCount: 0, torn: [] });
    expect(summary.missing).toEqual([2, 3, 4, 6, 7, 8]);
  });

  it('a torn last line it leaves out is not counted either when the run finishes it meanwhile', () => {
    const shard = path.join(TMP, 'torn.jsonl');
    const whole = result(2);
    fs.writeFileSync(shard, result(1) + whole.slice(0, 20));
    APPEND_ON_OPEN.set(shard, whole.slice(20) + result(3));
    const r = runInMemory(['report', shard, '--json'], '', { FREECELL_HOME: path.join(TMP, 'home') });
    expect(APPEND_ON_OPEN.has(shard)).toBe(false);
    expect(fs.readFileSync(shard, 'utf8')).toBe(result(1) + whole + result(3));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ deals: 1, solved: 1, torn: [shard] });
  });
});

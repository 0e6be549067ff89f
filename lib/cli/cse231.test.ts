// The CSE 231 reference transcripts, replayed through the real executable and compared byte for byte.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describeDifference } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const DIR = path.join(ROOT, 'fixtures', 'transcripts', 'cse231');
const BIN = path.join(ROOT, 'bin', 'freecell');
const HOME = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-home-'));

function runBin(deck: string, input: Buffer | string): string {
  const result = spawnSync(
    process.execPath,
    [BIN, '--variant', 'bakers', '--deck', path.join('fixtures', 'decks', deck), '--single-card', '--style', 'cse231'],
    { cwd: ROOT, input, env: { ...process.env, FORCE_COLOR: '', NO_COLOR: '1', FREECELL_HOME: HOME } },
  );
  expect(result.status).toBe(0);
  expect(result.stderr.toString()).toBe('');
  return result.stdout.toString('utf8');
}

describe('CSE 231 transcripts', () => {
  it.each([1, 2, 3, 4, 5, 6].map((n) => ({ n })))('test$n.txt reproduces Outputs/output$n.txt byte for byte', ({ n }) => {
    const input = fs.readFileSync(path.join(DIR, `test${n}.txt`));
    const expected = fs.readFileSync(path.join(DIR, 'Outputs', `output${n}.txt`), 'utf8');
    const actual = runBin(n === 6 ? 'cse231-cards6.txt' : 'cse231-cards1.txt', input);
    expect(describeDifference(expected, actual)).toBeNull();
  });

  it('example.txt matches once its harness differences are normalised', () => {
    // example.txt came from a slightly different harness than Outputs/. Normalised here, and only these:
    // CRLF line ends; no empty line before the banner; the cells/foundations number line indented by
    // 4 spaces instead of 5; one extra empty line after every echoed command; no final newline.
    const raw = fs.readFileSync(path.join(DIR, 'example.txt'), 'utf8').replace(/\r\n/g, '\n');
    const commands = [...raw.matchAll(/^prompt :> (.*)$/gm)].map((m) => m[1]);
    const expected = `\n${raw}\n`
      .replace(/\n {4}--1----2----3----4--  --1----2----3----4--/g, '\n     --1----2----3----4--  --1----2----3----4--')
      .replace(/^(prompt :> .*)\n\n/gm, '$1\n');
    const actual = runBin('cse231-cards1.txt', `${commands.join('\n')}\n`);
    expect(describeDifference(expected, actual)).toBeNull();
  });
});

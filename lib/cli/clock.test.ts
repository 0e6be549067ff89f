// The wall clock stepped while the program runs (an NTP correction, a clock set by hand): time limits and times played go by a clock that only runs forward at its own pace.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const TEMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-clock-'));

/** A script loaded before the program that makes each look at the wall clock (Date.now, new Date()) find it an hour later than the last. */
function steppedClock(): string {
  const file = path.join(TEMP, 'stepped.js');
  fs.writeFileSync(
    file,
    `const RealDate = Date;
const real = RealDate.now;
let calls = 0;
const shifted = () => real() + 3600000 * calls++;
class SteppedDate extends RealDate {
  constructor(...args) { if (args.length === 0) super(shifted()); else super(...args); }
  static now() { return shifted(); }
}
globalThis.Date = SteppedDate;
`,
  );
  return file;
}

function freecell(args: string[], options: { input?: string; home?: string; preload?: string } = {}) {
  const result = spawnSync(process.execPath, [...(options.preload ? ['--require', options.preload] : []), BIN, ...args], {
    cwd: ROOT,
    input: options.input ?? '',
    env: { ...process.env, FREECELL_HOME: options.home ?? fs.mkdtempSync(path.join(TEMP, 'home-')) },
  });
  return { status: result.status, stdout: result.stdout.toString(), stderr: result.stderr.toString() };
}

describe('a wall clock stepped during a run', () => {
  it('solve --time-limit keeps its limit (the clock an hour later at each look)', () => {
    const r = freecell(['solve', '--game', '617', '--time-limit', '60'], { preload: steppedClock() });
    expect(r.stderr).toContain('solved by the fast search');
    expect(r.status).toBe(0);
  });

  it('the time played in a game is the time its commands took, not the steps of the clock (an hour later at each look)', () => {
    const home = fs.mkdtempSync(path.join(TEMP, 'home-'));
    const played = freecell(['--game', '1'], { input: '6a\n6h\n3c\nsave\nq\n', home, preload: steppedClock() });
    expect(played.status).toBe(0);
    const saves = JSON.parse(freecell(['saves', '--json'], { home }).stdout) as { elapsedMs: number }[];
    expect(saves).toHaveLength(1);
    // A stepped clock counted each command as a long pause (two minutes each, at least six minutes in all); the run
    // itself cannot last five minutes (jest stops a test after one), so this bound is about the clock, not the machine's speed.
    expect(saves[0]!.elapsedMs).toBeLessThan(300_000);
  });
});

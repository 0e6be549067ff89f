// Batch solving as real processes: deal order, kills and resumes, links near the output, --deals, shards merged by report.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseDealList } from './solve';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-batch-'));
const ENV: NodeJS.ProcessEnv = { ...process.env, FREECELL_HOME: path.join(TMP, 'home') };
const JOBS = String(Math.min(2, Math.max(1, os.availableParallelism())));

afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

function freecell(args: string[], timeout = 30000, input = '') {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: TMP, env: ENV, input, timeout });
  return { status: r.status, signal: r.signal, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

function start(args: string[]): { child: ChildProcess; end: Promise<{ code: number | null; signal: NodeJS.Signals | null }> } {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: TMP, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
  const end = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, end };
}

let fileCount = 0;
const tempFile = (name: string): string => path.join(TMP, `${fileCount++}-${name}`);

/** A results file's lines without their timings (the only part that differs between two runs of the same deals). */
function resultLines(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  if (text !== '') expect(text.endsWith('\n')).toBe(true);
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => {
      const { ms, ...rest } = JSON.parse(l) as { ms: number };
      expect(typeof ms).toBe('number');
      return JSON.stringify(rest);
    });
}

const dealOf = (line: string): number => (JSON.parse(line) as { deal: number }).deal;
const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

async function waitForLines(file: string, n: number): Promise<void> {
  for (let i = 0; i < 800; i++) {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').split('\n').length > n) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${file} did not get ${n} lines`);
}

/** The child processes of a running process (Linux). */
function childrenOf(pid: number): number[] {
  return fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter((c) => c !== '')
    .map(Number);
}

/** The resident memory of a running process and its solving processes, in MB (Linux). */
function residentMb(pid: number): number {
  const one = (p: number): number => {
    try {
      return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))![1]) / 1024;
    } catch {
      return 0; // a solving process that has just ended
    }
  };
  return one(pid) + childrenOf(pid).reduce((sum, c) => sum + one(c), 0);
}

/** One uninterrupted run of the deals the tests below compare with. */
let reference: string[] = [];
beforeAll(() => {
  const file = tempFile('reference.jsonl');
  const r = freecell(['solve', '--range', '11900-12100', '--jobs', '1', '--jsonl', file]);
  expect([r.status, r.stderr]).toEqual([0, '']);
  reference = resultLines(file);
}, 60000);

describe('results in deal order', () => {
  it('two solving processes write the same lines in the same order as one', () => {
    const file = tempFile('threads.jsonl');
    const r = freecell(['solve', '--range', '11900-12100', '--jobs', JOBS, '--jsonl', file]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(resultLines(file)).toEqual(reference);
    expect(reference.map(dealOf)).toEqual(range(11900, 12100));
    expect(r.stdout).toMatch(/^Solved 200, unwinnable 1 \(11982\), gave up 0$/m);
    expect(r.stdout).toMatch(/; [\d.]+ deals per second$/m);
  }, 60000);

  it('solving processes replaced every 50 deals (FREECELL_RECYCLE_AFTER) write the same lines', () => {
    const file = tempFile('recycled.jsonl');
    const r = spawnSync(process.execPath, [BIN, 'solve', '--range', '11900-12100', '--jobs', JOBS, '--jsonl', file], {
      cwd: TMP,
      env: { ...ENV, FREECELL_RECYCLE_AFTER: '50' },
      input: '',
      timeout: 60000,
    });
    expect([r.status, r.stderr.toString()]).toEqual([0, '']);
    expect(resultLines(file)).toEqual(reference);
  }, 60000);

  /**
   * Solves `range` in one solving process at a time with the replacement settings `recycle`: its result lines, and how
   * many solving processes the main process had as each one started (itself included), which each writes as it starts.
   */
  function solvingProcessesSeen(name: string, range: string, recycle: Record<string, string>): { lines: string[]; seen: number[] } {
    const file = tempFile(`${name}.jsonl`);
    const counts = tempFile(`${name}.counts`);
    const preload = tempFile(`${name}-count-solving.js`);
    fs.writeFileSync(
      preload,
      "if (process.argv[1] && process.argv[1].endsWith('solve-worker.js')) { const fs = require('fs'); const p = process.ppid; fs.appendFileSync(process.env.COUNTS, fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\\s+/).length + '\\n'); }\n",
    );
    const r = spawnSync(process.execPath, [BIN, 'solve', '--range', range, '--jobs', '1', '--jsonl', file], {
      cwd: TMP,
      env: { ...ENV, ...recycle, COUNTS: counts, NODE_OPTIONS: `--require ${preload}` },
      input: '',
      timeout: 60000,
    });
    expect([r.status, r.stderr.toString()]).toEqual([0, '']);
    return { lines: resultLines(file), seen: fs.readFileSync(counts, 'utf8').trim().split('\n').map(Number) };
  }

  it('solving processes replaced after each deal (FREECELL_RECYCLE_AFTER=1) are replaced one after another, not all started at once', () => {
    const { lines, seen } = solvingProcessesSeen('recycled-each', '11900-11939', { FREECELL_RECYCLE_AFTER: '1' });
    expect(lines).toEqual(reference.slice(0, 40));
    expect(seen.length).toBeGreaterThanOrEqual(40);
    // one process at a time: each replacement starts once the process it replaces has ended
    expect(Math.max(...seen)).toBe(1);
  }, 60000);

  it.each([
    ['past FREECELL_RECYCLE_MB megabytes', { FREECELL_RECYCLE_MB: '1' }],
    ['after FREECELL_RECYCLE_AFTER deals', { FREECELL_RECYCLE_AFTER: '50' }],
  ])('a solving process replaced %s is replaced once it has ended, never beside it (the memory it held is given back first)', (_why, recycle) => {
    const { lines, seen } = solvingProcessesSeen(`recycled-alone-${Object.keys(recycle)[0]}`, '11900-12100', recycle);
    expect(lines).toEqual(reference);
    // replaced at all: every 50 deals, or at every report past 1 MB
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...seen)).toBe(1);
  }, 60000);

  it('killed (SIGKILL) at random moments and resumed, the file ends equal to an uninterrupted run: every deal once, same verdicts', async () => {
    const file = tempFile('killed.jsonl');
    for (let k = 0; k < 4; k++) {
      const run = start(['solve', '--range', '11900-12100', '--jobs', JOBS, '--jsonl', file]);
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 700));
      run.child.kill('SIGKILL');
      await run.end;
    }
    const r = freecell(['solve', '--range', '11900-12100', '--jobs', JOBS, '--jsonl', file]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(resultLines(file)).toEqual(reference);
    expect(r.stdout).toMatch(/^Solved 200, unwinnable 1 \(11982\), gave up 0$/m);
  }, 60000);

  it('a solving process killed while it holds deals is replaced, and its deals are solved again, none given up', async () => {
    const file = tempFile('worker-killed.jsonl');
    const run = start(['solve', '--range', '11900-12100', '--jobs', JOBS, '--jsonl', file]);
    let stdout = '';
    run.child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    await waitForLines(file, 10);
    const solving = childrenOf(run.child.pid!);
    expect(solving.length).toBeGreaterThan(0);
    process.kill(solving[0]!, 'SIGKILL');
    expect(await run.end).toEqual({ code: 0, signal: null });
    expect(resultLines(file)).toEqual(reference);
    expect(stdout).toMatch(/^Solved 200, unwinnable 1 \(11982\), gave up 0$/m);
  }, 60000);

  it('a file of an older version, in the order deals finished, is resumed: the deals it lacks are appended', () => {
    const file = tempFile('shuffled.jsonl');
    const lines = fs.readFileSync(path.join(TMP, '0-reference.jsonl'), 'utf8').trim().split('\n');
    const kept = lines.filter((_, i) => i % 3 !== 1).reverse();
    fs.writeFileSync(file, `${kept.join('\n')}\n`);
    const r = freecell(['solve', '--range', '11900-12100', '--jobs', JOBS, '--jsonl', file]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain(`; ${kept.length} read back from --jsonl, ${201 - kept.length} solved now`);
    expect(resultLines(file).sort()).toEqual([...reference].sort());
  }, 60000);

  it('a file that holds every deal already: nothing is solved, and the summary says so instead of a rate of 0 deals per second', () => {
    const file = tempFile('whole.jsonl');
    fs.copyFileSync(path.join(TMP, '0-reference.jsonl'), file);
    const r = freecell(['solve', '--range', '11900-12100', '--jobs', JOBS, '--jsonl', file]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('; 201 read back from --jsonl, 0 solved now\n');
    expect(r.stdout).toMatch(/^Wall time [\d.]+ s, CPU time [\d.]+ s; no deal was left to solve$/m);
    expect(r.stdout).not.toContain('per second');
    // no solving process ran, so there is no figure of theirs to give (it was "at most 0 MB in each solving process")
    expect(r.stdout).toMatch(/^Peak memory \d+ MB$/m);
    expect(resultLines(file)).toEqual(reference);
  }, 60000);
});

describe('what is near the output is never followed into another file', () => {
  it('links at FILE.lock, FILE.lock.break and FILE.partial leave the files they name as they were', () => {
    const dir = fs.mkdtempSync(path.join(TMP, 'links-'));
    const victim = path.join(dir, 'victim.txt');
    fs.writeFileSync(victim, 'precious\n');
    const file = path.join(dir, 'out.jsonl');
    fs.symlinkSync(victim, `${file}.lock`);
    fs.symlinkSync(path.join(dir, 'created-through-link'), `${file}.lock.break`);
    fs.symlinkSync(victim, `${file}.partial`);
    const r = freecell(['solve', '--range', '1-3', '--jobs', '1', '--jsonl', file]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(fs.readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(fs.existsSync(path.join(dir, 'created-through-link'))).toBe(false);
    expect(resultLines(file).map(dealOf)).toEqual([1, 2, 3]);
    expect(fs.lstatSync(`${file}.partial`).isSymbolicLink()).toBe(true);
  });

  it('--jsonl naming a link to a missing file is refused, and nothing is created through it', () => {
    const dir = fs.mkdtempSync(path.join(TMP, 'dangling-'));
    const file = path.join(dir, 'out.jsonl');
    fs.symlinkSync(path.join(dir, 'elsewhere.jsonl'), file);
    const r = freecell(['solve', '--range', '1-3', '--jsonl', file]);
    expect([r.status, r.stdout, r.stderr]).toEqual([2, '', `freecell: cannot write ${file}: it is a link to a missing file.\n`]);
    expect(fs.existsSync(path.join(dir, 'elsewhere.jsonl'))).toBe(false);
  });

  it("--jsonl naming another user's link in a folder everyone may write with the sticky bit (/tmp) is refused, the file it names left as it was", () => {
    const dir = fs.mkdtempSync(path.join(TMP, 'sticky-'));
    const victim = path.join(dir, 'victim.jsonl');
    fs.writeFileSync(victim, '');
    const shared = path.join(dir, 'shared');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o1777);
    const file = path.join(shared, 'out.jsonl');
    fs.symlinkSync(victim, file);
    // as root, the link is made another user's (65534); any other user runs this with a link of its own, which is followed
    const asRoot = process.geteuid!() === 0;
    if (asRoot) fs.lchownSync(file, 65534, 65534);
    const r = freecell(['solve', '--range', '1-1', '--jobs', '1', '--jsonl', file]);
    if (asRoot) {
      expect([r.status, r.stdout, r.stderr]).toEqual([2, '', `freecell: cannot write ${file}: it is a link another user made in a folder everyone may write (one with the sticky bit, such as /tmp), which is not followed.\n`]);
      expect(fs.readFileSync(victim, 'utf8')).toBe('');
    } else {
      expect(r.status).toBe(0);
      expect(resultLines(victim).map(dealOf)).toEqual([1]);
    }
    expect(fs.readdirSync(shared)).toEqual(['out.jsonl']);
  });

  it.each([['precious\n'], ['precious'], ['{"deal": 1}\nnotes\n']])('a file that is not a results file (%j) is refused and left byte for byte', (text) => {
    const file = tempFile('notes.txt');
    fs.writeFileSync(file, text);
    const r = freecell(['solve', '--range', '1-3', '--jsonl', file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^freecell: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, line \\d is not a result of solve --range \\(only a torn last line is repaired\\)\\.\\n$`));
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });
});

describe('a range of 2^33 deals', () => {
  it('starts at once and its memory stays flat while it runs (then it is stopped)', async () => {
    const file = tempFile('all.jsonl');
    const run = start(['solve', '--range', '1-8589934591', '--jobs', JOBS, '--jsonl', file]);
    await waitForLines(file, 300);
    const early = residentMb(run.child.pid!);
    await waitForLines(file, 1500);
    const later = residentMb(run.child.pid!);
    const solving = childrenOf(run.child.pid!);
    expect(solving.length).toBeGreaterThan(0);
    run.child.kill('SIGTERM');
    expect(await run.end).toEqual({ code: null, signal: 'SIGTERM' });
    // the solving processes end with it
    for (let i = 0; i < 200 && solving.some((p) => fs.existsSync(`/proc/${p}`)); i++) await new Promise((r) => setTimeout(r, 25));
    expect(solving.filter((p) => fs.existsSync(`/proc/${p}`))).toEqual([]);
    // 1200 more results written, and the process holds no more memory for them than noise
    expect(later).toBeLessThan(early + 40);
    expect(later).toBeLessThan(400);
    const deals = resultLines(file).map(dealOf);
    expect(deals).toEqual(range(1, deals.length));
  }, 60000);
});

describe('--deals FILE', () => {
  it('solves the listed deals (comments, blanks and repeats allowed) in deal order, and its shards split the list', () => {
    const list = tempFile('deals.txt');
    fs.writeFileSync(list, '# deals to check\n12000\n11982  # the impossible one\n\n11900\n12000\n11950\n');
    const file = tempFile('listed.jsonl');
    const r = freecell(['solve', '--deals', list, '--jobs', JOBS, '--jsonl', file]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout.split('\n')[0]).toBe(`Deals of ${list} (4 deals) (FreeCell), ${JOBS === '1' ? '1 job' : '2 jobs'}`);
    const byDeal = new Map(reference.map((l) => [dealOf(l), l]));
    expect(resultLines(file)).toEqual([11900, 11950, 11982, 12000].map((d) => byDeal.get(d)));
    const second = tempFile('listed-2.jsonl');
    expect(freecell(['solve', '--deals', list, '--shard', '2/2', '--jsonl', second]).stdout).toContain(`Deals of ${list}, shard 2/2 (2 deals)`);
    expect(resultLines(second).map(dealOf)).toEqual([11950, 12000]);
  });

  it('reads lines ended by LF, CRLF or a lone CR (an old Mac file) alike, and counts lines by them', () => {
    for (const end of ['\n', '\r\n', '\r']) {
      expect([...parseDealList('d', ['# list', '617', '5 # five', '', '5'].join(end))]).toEqual([5, 617]);
      expect(() => parseDealList('d', ['1', '2', '0', '3'].join(end))).toThrow('d, line 3: "0" is not a game number from 1 to 8589934591.');
    }
  });

  it('names a line that is not a game number', () => {
    const list = tempFile('bad-deals.txt');
    fs.writeFileSync(list, '1\n2\n0\n');
    expect(freecell(['solve', '--deals', list])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: ${list}, line 3: "0" is not a game number from 1 to 8589934591.\n` });
  });

  it('reads the list from standard input with --deals - (report --unwinnable piped in)', () => {
    const first = tempFile('unwinnable-source.jsonl');
    expect(freecell(['solve', '--deals', '-', '--jobs', '1', '--jsonl', first], 30000, '1\n11982 # no solver wins it\n617\n').status).toBe(0);
    const unwinnable = freecell(['report', '--unwinnable', first]);
    expect(unwinnable.stdout).toBe('11982\n');
    const again = tempFile('unwinnable-again.jsonl');
    const r = freecell(['solve', '--deals', '-', '--jobs', '1', '--jsonl', again], 30000, unwinnable.stdout);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('Deals of standard input (1 deal) (FreeCell), 1 job');
    expect(resultLines(again).map(dealOf)).toEqual([11982]);
    expect(freecell(['solve', '--deals', '-'], 30000, '5\nfive\n')).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: standard input, line 2: "five" is not a game number from 1 to 8589934591.\n' });
  });
});

describe('freecell report', () => {
  it('shards run side by side as separate processes merge to exactly the single run', async () => {
    const shards = [1, 2, 3].map((i) => tempFile(`shard-${i}.jsonl`));
    const runs = shards.map((file, i) => start(['solve', '--range', '11900-12100', '--shard', `${i + 1}/3`, '--jobs', '1', '--jsonl', file]));
    for (const run of runs) expect(await run.end).toEqual({ code: 0, signal: null });
    const merged = shards.flatMap(resultLines).sort((a, b) => dealOf(a) - dealOf(b));
    expect(merged).toEqual(reference);
    const all = freecell(['report', '--json', '--range', '11900-12100', ...shards]);
    expect([all.status, all.stderr]).toEqual([0, '']);
    const single = freecell(['report', '--json', '--range', '11900-12100', path.join(TMP, '0-reference.jsonl')]);
    const fields = (text: string) => {
      const { ms, files, ...rest } = JSON.parse(text) as { ms: number; files: number };
      return [typeof ms, files > 0, rest];
    };
    expect(fields(all.stdout)).toEqual(fields(single.stdout));
    expect(JSON.parse(all.stdout)).toMatchObject({ deals: 201, solved: 200, unwinnable: 1, gaveUp: 0, missing: [], conflicts: [], duplicates: 0 });
  }, 60000);

  it('lists the missing deals of a range, in words and in JSON', () => {
    const shard = tempFile('one-shard.jsonl');
    expect(freecell(['solve', '--range', '11975-11990', '--shard', '1/4', '--jsonl', shard]).status).toBe(0);
    const text = freecell(['report', shard, '--range', '11975-11986']);
    expect([text.status, text.stderr]).toEqual([0, '']);
    expect(text.stdout.split('\n')).toEqual([
      'Results of 1 file: 3 deals (FreeCell)',
      'Solved 3, unwinnable 0, gave up 0',
      expect.stringMatching(/^Solution length: mean \d+\.\d, max \d+ moves \(the shortest of each deal's solutions\)$/),
      expect.stringMatching(/^Solving time [\d.]+ s in all \(each line's time added up\)$/),
      'Missing from 11975-11986: 9 deals (11976-11978, 11980-11982, 11984-11986)',
      'Left out: 1 deal outside 11975-11986',
      '',
    ]);
    const json = JSON.parse(freecell(['report', shard, '--json', '--range', '11975-11986']).stdout) as { missing: number[] };
    expect(json.missing).toEqual([11976, 11977, 11978, 11980, 11981, 11982, 11984, 11985, 11986]);
  });

  it('a file with no deal solved says there is no solution length, not "mean 0.0, max 0 moves"', () => {
    const file = tempFile('only-unwinnable.jsonl');
    const unwinnable = fs.readFileSync(path.join(TMP, '0-reference.jsonl'), 'utf8').split('\n').filter((l) => l.includes('"unwinnable"'));
    expect(unwinnable).toHaveLength(1);
    fs.writeFileSync(file, `${unwinnable[0]}\n`);
    const r = freecell(['report', file]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('\nSolved 0, unwinnable 1 (11982), gave up 0\nSolution length: none (no deal was solved)\n');
  });

  it('--unwinnable lists the deals proven unwinnable, ready for --deals', () => {
    const r = freecell(['report', '--unwinnable', path.join(TMP, '0-reference.jsonl')]);
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '11982\n', '']);
  });

  it('a rerun that solves what a first run gave up on wins; a solution against a proof is a conflict, exit 1', () => {
    const first = reference.filter((l) => [1, 2].includes(dealOf(l)) || dealOf(l) < 11903);
    const a = tempFile('a.jsonl');
    const b = tempFile('b.jsonl');
    // a deal not solved has no moves, as a run writes it
    const withMs = (l: string, status?: string) => JSON.stringify({ ...(JSON.parse(l) as object), ms: 1, ...(status ? { status, length: 0, moves: '' } : {}) });
    fs.writeFileSync(a, `${first.map((l, i) => withMs(l, i === 0 ? 'gave-up' : undefined)).join('\n')}\n`);
    fs.writeFileSync(b, `${first.map((l, i) => withMs(l, i === 2 ? 'unwinnable' : undefined)).join('\n')}\n`);
    const r = freecell(['report', a, b]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(`freecell: deal 11902 has conflicting verdicts: solved in ${a}, unwinnable in ${b}.\n`);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual(['Results of 2 files: 3 deals (FreeCell); 3 deals in more than one line', 'Solved 2, unwinnable 0, gave up 0, conflicting 1']);
  });

  it('refuses files of different rules, a bad line, and unreadable files, in one sentence each', () => {
    const a = path.join(TMP, '0-reference.jsonl');
    const bakers = tempFile('bakers.jsonl');
    expect(freecell(['solve', '--range', '1-2', '--variant', 'bakers', '--jsonl', bakers]).status).toBe(0);
    expect(freecell(['report', a, bakers])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `freecell: ${bakers}, line 1 has variant bakers, but ${a} has freecell: a report merges the results of one variant and one set of rules.\n`,
    });
    const bad = tempFile('bad.jsonl');
    fs.writeFileSync(bad, `${reference[0]}\nhello\n${reference[1]}\n`);
    expect(freecell(['report', bad])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: ${bad}, line 2 is not a result of solve --range or --deals.\n` });
    // a last line that is not the start of a result is no torn line either (a file that is not a results file is not "0 deals")
    const notes = tempFile('notes.txt');
    fs.writeFileSync(notes, 'hello world\n');
    expect(freecell(['report', notes])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: ${notes}, line 1 is not a result of solve --range or --deals.\n` });
    fs.writeFileSync(bad, `${reference[0]}\n\u0000\u0001garbage`);
    expect(freecell(['report', bad])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: ${bad}, line 2 is not a result of solve --range or --deals.\n` });
    fs.writeFileSync(bad, `${reference[0]}\n${reference[1]!.slice(0, 12)}\n`);
    const torn = freecell(['report', bad]);
    expect([torn.status, torn.stderr]).toEqual([0, '']);
    expect(torn.stdout).toContain(`${bad} ends in a torn line (a run still writing it, or stopped mid-line): that line is left out.\n`);
    // a last line over the 1 MB a result line may take is refused too, as solve refuses it, unless it is NUL bytes (a power cut's)
    fs.writeFileSync(bad, `${reference[0]}\n${'a'.repeat(2 * 1024 * 1024)}\n`);
    const said = `freecell: ${bad}, line 2 is not a result of solve --range or --deals.\n`;
    expect(freecell(['report', bad])).toMatchObject({ status: 2, stdout: '', stderr: said });
    fs.writeFileSync(bad, `${reference[0]}\n${'\u0000'.repeat(2 * 1024 * 1024)}`);
    const zeros = freecell(['report', bad]);
    expect([zeros.status, zeros.stderr]).toEqual([0, '']);
    expect(zeros.stdout).toContain(`${bad} ends in a torn line (a run still writing it, or stopped mid-line): that line is left out.\n`);
    expect(freecell(['report', path.join(TMP, 'missing.jsonl')])).toMatchObject({ status: 2, stderr: `freecell: cannot read results file ${path.join(TMP, 'missing.jsonl')}: no such file.\n` });
    expect(freecell(['report', TMP])).toMatchObject({ status: 2, stderr: `freecell: cannot read results file ${TMP}: it is a folder.\n` });
    expect(freecell(['report', '--json', '--unwinnable', a])).toMatchObject({
      status: 2,
      stderr: 'freecell: --json and --unwinnable cannot be used together: --json prints the whole summary, --unwinnable the deals proven unwinnable, --gave-up the deals given up.\n',
    });
  });

  it('reads a file an editor saved with a byte-order mark and blank lines, and a rerun resumes it, keeping them', () => {
    const edited = tempFile('edited.jsonl');
    fs.writeFileSync(edited, `\uFEFF${reference[0]}\n\n${reference[1]}\n  \n`);
    const r = freecell(['report', edited]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('Results of 1 file: 2 deals (FreeCell)\n');
    expect(r.stdout).not.toContain('torn');
    const rerun = freecell(['solve', '--range', '11900-11902', '--jobs', '1', '--jsonl', edited]);
    expect([rerun.status, rerun.stderr]).toEqual([0, '']);
    const text = fs.readFileSync(edited, 'utf8');
    expect(text.startsWith(`\uFEFF${reference[0]}\n\n${reference[1]}\n  \n`)).toBe(true);
    expect(text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l.replace('\uFEFF', '')).deal)).toEqual([11900, 11901, 11902]);
    expect(freecell(['report', edited, '--range', '11900-11902']).stdout).toContain('Results of 1 file: 3 deals (FreeCell)\n');
  });

  it('leaves out a torn last line of a file still being written, and says so', () => {
    const torn = tempFile('torn.jsonl');
    fs.writeFileSync(torn, `${reference[0]}\n${reference[1]!.slice(0, 30)}`);
    const r = freecell(['report', torn]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('Results of 1 file: 1 deal (FreeCell)\n');
    expect(r.stdout).toContain(`${torn} ends in a torn line (a run still writing it, or stopped mid-line): that line is left out.\n`);
  });
});

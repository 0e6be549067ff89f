// The Kubernetes Indexed Job of docs/freecell-solve-job.yaml: its container's command, run by sh as a pod runs it, on a small range.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-job-'));

afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

/** The container's shell command: the folded block after `- >-` in the manifest, its lines joined by spaces as YAML folds them. */
function jobCommand(): string {
  const lines = fs.readFileSync(path.join(ROOT, 'docs', 'freecell-solve-job.yaml'), 'utf8').split('\n');
  const at = lines.findIndex((l) => /^\s*- >-$/.test(l));
  expect(at).toBeGreaterThan(0);
  const indent = (l: string): number => l.length - l.trimStart().length;
  const block: string[] = [];
  for (let i = at + 1; i < lines.length && lines[i]!.trim() !== '' && indent(lines[i]!) > indent(lines[at]!); i++) block.push(lines[i]!.trim());
  return block.join(' ');
}

/** Runs the command as pod `index` would, over the deals 1-64 instead of a million, with /results in a folder of the test's. */
function runPod(results: string, index: number) {
  const command = jobCommand();
  expect(command).toContain('--range 1-1000000 ');
  expect(command).toContain('/results/');
  const bin = path.join(TMP, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  fs.writeFileSync(path.join(bin, 'freecell'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} "$@"\n`, { mode: 0o755 });
  const local = command.replaceAll('--range 1-1000000 ', '--range 1-64 ').replaceAll('/results/', `${results}/`);
  const env = { ...process.env, FREECELL_HOME: path.join(TMP, 'home'), JOB_COMPLETION_INDEX: String(index), PATH: `${bin}:${process.env.PATH}` };
  const r = spawnSync('sh', ['-c', local], { cwd: TMP, env, input: '', timeout: 30000 });
  return { status: r.status, stderr: r.stderr.toString() };
}

/** A lock as a run leaves it when it is killed outright, here as a process of another pid namespace (an earlier container). */
function staleLock(file: string, host: string): string {
  const ns = /^pid:\[(\d+)\]$/.exec(fs.readlinkSync('/proc/self/ns/pid'))![1]!;
  const text = JSON.stringify({ pid: 7, host, start: '123', ns: `${ns}1`, token: '0123456789abcdef' });
  fs.writeFileSync(`${file}.lock`, text);
  return text;
}

const dealsOf = (file: string): number[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => (JSON.parse(l) as { deal: number }).deal);

describe('the Kubernetes Job of docs/freecell-solve-job.yaml', () => {
  it('solves pod k\'s shard k + 1 of 16 into its own file', () => {
    const results = fs.mkdtempSync(path.join(TMP, 'results-'));
    expect(runPod(results, 2)).toEqual({ status: 0, stderr: '' });
    expect(dealsOf(path.join(results, 'shard-3.jsonl'))).toEqual([3, 19, 35, 51]);
  });

  it('a container restarted after it was killed outright (its memory limit, kill -9) resumes its file: the lock its earlier container left, in a pid namespace of its own, is removed', () => {
    const results = fs.mkdtempSync(path.join(TMP, 'results-'));
    const file = path.join(results, 'shard-1.jsonl');
    expect(runPod(results, 0)).toEqual({ status: 0, stderr: '' });
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    // killed in the middle of its third line, holding its lock
    fs.writeFileSync(file, `${lines[0]}\n${lines[1]}\n${lines[2]!.slice(0, 20)}`);
    staleLock(file, os.hostname());
    expect(runPod(results, 0)).toEqual({ status: 0, stderr: '' });
    expect(dealsOf(file)).toEqual([1, 17, 33, 49]);
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  });

  it('a lock of another pod (another host name: a pod that may still run on a node cut off) is left, and the run refused', () => {
    const results = fs.mkdtempSync(path.join(TMP, 'results-'));
    const file = path.join(results, 'shard-1.jsonl');
    fs.writeFileSync(file, '');
    const text = staleLock(file, `${os.hostname()}-other`);
    const r = runPod(results, 0);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`is being written by another freecell (process 7 on ${os.hostname()}-other`);
    expect(fs.readFileSync(`${file}.lock`, 'utf8')).toBe(text);
  });
});

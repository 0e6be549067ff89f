// Benchmark (not a test): the resident memory of `freecell solve --range 1-N --jsonl F` as the results grow.
//
//   npm run bench:build && node build/dev/lib/cli/bench-range.js [--to 1000000] [--jobs 2] [--max-states N]
//
// It runs the executable, reads the resident memory (VmRSS) of it and its
// solving processes from /proc every half second (and keeps the largest sum), and prints a line at 10,000, 30,000,
// 100,000, 300,000 and 1,000,000 results (those up to --to), so that memory
// per number of deals can be read off one run. Linux only.

import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1]! : fallback;
}

/** The resident memory of a process and its children (the solving processes), in MB: now, and the largest seen so far. */
function memory(pid: number, seen: { peak: number }): { rss: number; peak: number } | null {
  const rssOf = (p: number | string): number => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  let children: string[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter((c) => c !== '');
  } catch {
    return null;
  }
  const rss = rssOf(pid) + children.reduce((sum, c) => sum + rssOf(c), 0);
  seen.peak = Math.max(seen.peak, rss);
  return { rss, peak: seen.peak };
}

/** Counts the newlines of a growing file, reading only what was added since the last call. */
function lineCounter(file: string): () => number {
  let offset = 0;
  let lines = 0;
  const chunk = Buffer.alloc(1 << 20);
  return () => {
    let fd: number;
    try {
      fd = fs.openSync(file, 'r');
    } catch {
      return lines;
    }
    try {
      for (;;) {
        const n = fs.readSync(fd, chunk, 0, chunk.length, offset);
        if (n === 0) break;
        for (let i = 0; i < n; i++) if (chunk[i] === 10) lines++;
        offset += n;
      }
    } finally {
      fs.closeSync(fd);
    }
    return lines;
  };
}

function main(): void {
  const to = Number(flag('--to', '1000000'));
  const jobs = flag('--jobs', String(Math.min(2, os.availableParallelism())));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-bench-range-'));
  const file = path.join(dir, 'results.jsonl');
  const args = [path.join(__dirname, '..', '..', '..', '..', 'bin', 'freecell'), 'solve', '--range', `1-${to}`, '--jobs', jobs, '--jsonl', file];
  const maxStates = flag('--max-states', '');
  if (maxStates !== '') args.push('--max-states', maxStates);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, FREECELL_HOME: path.join(dir, 'home') } });
  let summary = '';
  child.stdout.on('data', (d: Buffer) => (summary += d.toString()));
  const count = lineCounter(file);
  const marks = [10000, 30000, 100000, 300000, 1000000, 3000000, 10000000].filter((m) => m <= to);
  const t0 = Date.now();
  console.log(`freecell solve --range 1-${to} --jobs ${jobs}${maxStates ? ` --max-states ${maxStates}` : ''}`);
  console.log('results    seconds   resident MB   peak MB (the process and its solving processes together)');
  const seen = { peak: 0 };
  const timer = setInterval(() => {
    const m = memory(child.pid!, seen);
    const n = count();
    while (m && marks.length > 0 && n >= marks[0]!) {
      console.log(`${String(marks.shift()).padStart(9)} ${((Date.now() - t0) / 1000).toFixed(0).padStart(9)} ${m.rss.toFixed(0).padStart(13)} ${m.peak.toFixed(0).padStart(9)}`);
    }
  }, 500);
  child.on('exit', (code) => {
    clearInterval(timer);
    process.stdout.write(summary);
    fs.rmSync(dir, { recursive: true, force: true });
    process.exitCode = code ?? 1;
  });
}

main();

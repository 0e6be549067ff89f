// `freecell report FILE...`: one summary of the results files of solve --range or --deals (shards, reruns), merged by deal.

import * as fs from 'node:fs';
import { MAX_GAME_NUMBER, findVariant, formatJsonVisible } from '../core';
import { openRegularFile } from '../store';
import type { ReportSummary } from '../ui';
import { UsageError, catalog, jsonOutput } from './common';
import { type CliIO, verdictKnown } from './io';
import { readDealRange } from './deal-plan';
import { type LoggedResult, type RunKey, LineReader, isBlankLine, isCutShort, parseResultLine } from './solve-log';

/** The flags of report. */
export interface ReportOptions {
  range?: string;
  json?: boolean;
  unwinnable?: boolean;
  gaveUp?: boolean;
}

/** The flags that each choose what report prints, and their options. */
const OUTPUT_FLAGS = { '--json': 'json', '--unwinnable': 'unwinnable', '--gave-up': 'gaveUp' } as const;

/** Exit status of report when two files give one deal different verdicts. */
export const REPORT_CONFLICT = 1;

type Entry = LoggedResult & RunKey;

/** The results of one file, in deal order: read from the file as they come, or sorted in memory when the file is not in deal order. */
interface Source {
  readonly file: string;
  /** The next entry, or null at the end. */
  next(): Entry | null;
}

/**
 * A results file open for reading, and its size when opened: both passes
 * over it read that many bytes of that file, so that a run appending to it
 * (or a file renamed over it) meanwhile cannot make the second pass read
 * lines the first never checked.
 */
interface OpenFile {
  readonly file: string;
  readonly fd: number;
  readonly size: number;
}

/** What a first pass over a file finds: whether it is in deal order, its run key, and whether it ends in a torn line. */
interface FileScan {
  readonly inOrder: boolean;
  readonly key: RunKey | null;
  readonly torn: boolean;
}

/** Reads every whole result line of a file; a bad line before the last is refused, a torn last one left out. */
function eachEntry({ file, fd, size }: OpenFile, visit: (e: Entry, line: number) => void): boolean {
  const lines = new LineReader(fd, size);
  let bad = 0;
  let torn = false;
  for (let line = lines.next(); line !== null; line = lines.next()) {
    if (bad) throw new UsageError(catalog.report.badLine(file, bad));
    if (isBlankLine(line)) continue;
    const e = line.tooLong ? null : parseResultLine(line.text);
    if (e === null) {
      // only the start of a result, cut short, is a torn line; a last line that is something else (a whole line a newer
      // freecell wrote, say) is refused like any other
      if (!isCutShort(line)) throw new UsageError(catalog.report.badLine(file, line.number));
      if (line.torn) torn = true;
      else bad = line.number;
      continue;
    }
    if (line.torn) {
      // a whole result without its newline: a run was killed just before writing it
      torn = true;
      continue;
    }
    visit(e, line.number);
  }
  // a bad last line with its newline that is not a whole JSON object is a torn line too: the rerun of solve would cut it off
  return torn || bad > 0;
}

function scanFile(open: OpenFile, first: { key: RunKey; file: string } | null): FileScan {
  const { file } = open;
  let last = 0;
  let inOrder = true;
  let key: RunKey | null = null;
  const torn = eachEntry(open, (e, line) => {
    const ref = first?.key ?? key;
    if (ref !== null) {
      const other = e.variant !== ref.variant ? 'variant' : e.rules !== ref.rules ? 'rules' : null;
      if (other) throw new UsageError(catalog.report.otherRules(file, line, other, e[other], first?.file ?? file, ref[other]));
    }
    key ??= { variant: e.variant, rules: e.rules, mode: e.mode };
    if (e.deal < last) inOrder = false;
    last = e.deal;
  });
  return { inOrder, key, torn };
}

/** A file in deal order, read line by line as the merge asks. */
function streamSource({ file, fd, size }: OpenFile): Source {
  const lines = new LineReader(fd, size);
  return {
    file,
    next() {
      for (let line = lines.next(); line !== null; line = lines.next()) {
        const e = line.torn || line.tooLong ? null : parseResultLine(line.text);
        if (e !== null) return e;
      }
      return null;
    },
  };
}

/** A file not in deal order (from an older version of solve), sorted in memory. */
function sortedSource(open: OpenFile): Source {
  const entries: Entry[] = [];
  eachEntry(open, (e) => entries.push(e));
  entries.sort((a, b) => a.deal - b.deal);
  let at = 0;
  return { file: open.file, next: () => entries[at++] ?? null };
}

/** A min-heap of sources by their current entry's deal. */
class Merge {
  private readonly heap: { entry: Entry; source: Source }[] = [];

  constructor(sources: readonly Source[]) {
    for (const source of sources) {
      const entry = source.next();
      if (entry) this.push({ entry, source });
    }
  }

  private push(item: { entry: Entry; source: Source }): void {
    const h = this.heap;
    h.push(item);
    for (let i = h.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (h[parent]!.entry.deal <= h[i]!.entry.deal) break;
      [h[parent], h[i]] = [h[i]!, h[parent]!];
      i = parent;
    }
  }

  private pop(): { entry: Entry; source: Source } | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0 && last) {
      h[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && h[l]!.entry.deal < h[m]!.entry.deal) m = l;
        if (r < h.length && h[r]!.entry.deal < h[m]!.entry.deal) m = r;
        if (m === i) break;
        [h[m], h[i]] = [h[i]!, h[m]!];
        i = m;
      }
    }
    return top;
  }

  /** Every line of the next deal (from one file or several), or null at the end. */
  nextDeal(): { file: string; entry: Entry }[] | null {
    const first = this.pop();
    if (!first) return null;
    const group = [{ file: first.source.file, entry: first.entry }];
    this.advance(first.source);
    while (this.heap.length > 0 && this.heap[0]!.entry.deal === first.entry.deal) {
      const item = this.pop()!;
      group.push({ file: item.source.file, entry: item.entry });
      this.advance(item.source);
    }
    return group;
  }

  private advance(source: Source): void {
    const entry = source.next();
    if (entry) this.push({ entry, source });
  }
}

/**
 * A sum of solving times kept in whole hundredths of a millisecond (what the
 * lines give), so that adding up many lines never drifts: a number while it
 * stays below 2^52, carried into a bigint beyond, so no count of lines
 * makes it inexact or infinite (each line is at most MAX_RESULT_MS).
 */
class TimeSum {
  private low = 0;
  private high = 0n;

  add(ms: number): void {
    this.low += Math.round(ms * 100);
    if (this.low >= 2 ** 52) {
      this.high += BigInt(this.low);
      this.low = 0;
    }
  }

  /** The sum in milliseconds: exact below 2^53 hundredths (2,800 years), else the nearest number to it. */
  get ms(): number {
    return this.high === 0n ? this.low / 100 : Number(this.high + BigInt(this.low)) / 100;
  }
}

/** Writes a long JSON array of numbers in pieces, so that memory does not grow with it. */
function writeNumbers(io: CliIO, numbers: Iterable<number>): void {
  let piece: string[] = [];
  let first = true;
  for (const n of numbers) {
    piece.push(first ? `${n}` : `, ${n}`);
    first = false;
    if (piece.length === 10000) {
      io.out(piece.join(''));
      piece = [];
    }
  }
  io.out(piece.join(''));
}

/**
 * `freecell report FILE...`: merges results files by deal (each file in
 * deal order is read as a stream, so memory does not grow with the number
 * of deals) and prints one summary, the unwinnable deals (--unwinnable),
 * the deals given up that no file settles (--gave-up, for a rerun with
 * larger limits) or a JSON object (--json). A deal with a solution in one line and a proof
 * that it cannot be won in another is a conflict: each is named on
 * standard error and the exit status is 1. A solution or a proof wins over
 * giving up (a rerun with larger limits).
 */
export function reportCommand(io: CliIO, files: readonly string[], options: ReportOptions): number {
  const lists = (['--json', '--unwinnable', '--gave-up'] as const).filter((flag) => options[OUTPUT_FLAGS[flag]]);
  if (lists.length > 1) throw new UsageError(catalog.usage.conflict(lists[0]!, lists[1]!, catalog.report.oneOutput));
  const range = options.range === undefined ? undefined : readDealRange(options.range, MAX_GAME_NUMBER);
  const opened: OpenFile[] = [];
  try {
    for (const file of files) opened.push({ file, ...openRegularFile(file, 'results') });
    return merged(io, opened, range, options);
  } finally {
    for (const { fd } of opened) fs.closeSync(fd);
  }
}

/** reportCommand's work on its open files. */
function merged(io: CliIO, opened: readonly OpenFile[], range: [number, number] | undefined, options: ReportOptions): number {
  const files = opened.map((o) => o.file);
  let first: { key: RunKey; file: string } | null = null;
  const scans: FileScan[] = [];
  for (const open of opened) {
    const scan = scanFile(open, first);
    if (first === null && scan.key !== null) first = { key: scan.key, file: open.file };
    scans.push(scan);
  }
  const sources = opened.map((open, i) => (scans[i]!.inOrder ? streamSource(open) : sortedSource(open)));
  const summary: ReportSummary = {
    files: files.length,
    variant: first === null ? undefined : (findVariant(first.key.variant)?.name ?? first.key.variant),
    deals: 0,
    solved: 0,
    unwinnable: 0,
    gaveUp: 0,
    lengthSum: 0,
    maxLength: 0,
    ms: 0,
    duplicates: 0,
    outside: 0,
    torn: files.filter((_, i) => scans[i]!.torn),
    unwinnableDeals: [],
    range: range === undefined ? undefined : { from: range[0], to: range[1], missing: 0, gaps: [] },
    conflicts: 0,
  };
  const conflicts: { deal: number; verdicts: { file: string; status: string }[] }[] = [];
  const gaps: [number, number][] = [];
  let expected = range?.[0];
  const merge = new Merge(sources);
  const time = new TimeSum();
  for (let group = merge.nextDeal(); group !== null; group = merge.nextDeal()) {
    const deal = group[0]!.entry.deal;
    if (range && (deal < range[0] || deal > range[1])) {
      summary.outside++;
      continue;
    }
    for (const g of group) time.add(g.entry.ms ?? 0);
    if (expected !== undefined && deal > expected) gaps.push([expected, deal - 1]);
    if (expected !== undefined) expected = deal + 1;
    summary.deals++;
    if (group.length > 1) summary.duplicates++;
    const solved = group.filter((g) => g.entry.status === 'solved');
    const unwinnable = group.some((g) => g.entry.status === 'unwinnable');
    if (solved.length > 0 && unwinnable) {
      summary.conflicts++;
      verdictKnown(REPORT_CONFLICT);
      const verdicts = group.filter((g) => g.entry.status !== 'gave-up').map((g) => ({ file: g.file, status: g.entry.status }));
      if (conflicts.length < 1000) conflicts.push({ deal, verdicts });
      io.err(`freecell: ${catalog.report.conflict(deal, verdicts)}\n`);
    } else if (solved.length > 0) {
      const length = Math.min(...solved.map((g) => g.entry.length));
      summary.solved++;
      // at most MAX_LOG_LINE moves for each of at most 2^33 deals: below 2^53, exact
      summary.lengthSum += length;
      if (length > summary.maxLength) summary.maxLength = length;
    } else if (unwinnable) {
      summary.unwinnable++;
      if (summary.unwinnableDeals.length <= 20) summary.unwinnableDeals.push(deal);
      if (options.unwinnable) io.out(`${deal}\n`);
    } else {
      summary.gaveUp++;
      if (options.gaveUp) io.out(`${deal}\n`);
    }
  }
  if (range && expected !== undefined && expected <= range[1]) gaps.push([expected, range[1]]);
  summary.ms = time.ms;
  if (summary.range) {
    summary.range.missing = gaps.reduce((n, [a, b]) => n + b - a + 1, 0);
    summary.range.gaps = gaps;
  }
  const status = summary.conflicts > 0 ? REPORT_CONFLICT : 0;
  if (options.unwinnable || options.gaveUp) return status;
  if (options.json) {
    const { lengthSum, unwinnableDeals, range: r, torn, files: fileCount, variant, ...counts } = summary;
    const head = {
      files: fileCount,
      // the run as its lines name it (the text summary gives the variant's name)
      variant: first?.key.variant ?? null,
      rules: first?.key.rules ?? null,
      mode: first?.key.mode ?? null,
      ...counts,
      // the lines give hundredths of a millisecond, added up as whole hundredths
      ms: summary.ms,
      meanLength: summary.solved === 0 ? 0 : Math.round((lengthSum / summary.solved) * 100) / 100,
      torn,
      ...(r ? { range: `${r.from}-${r.to}` } : {}),
      conflicts: conflicts,
      conflictCount: summary.conflicts,
    };
    const text = jsonOutput(io, formatJsonVisible(head, 2));
    // "missing" comes last, written in pieces: a range of billions of deals may be missing
    io.out(`${text.slice(0, -2)},\n  "missing": [`);
    writeNumbers(io, (function* () {
      for (const [a, b] of gaps) for (let d = a; d <= b; d++) yield d;
    })());
    io.out(']\n}\n');
    return status;
  }
  io.out(catalog.report.summary(summary).map((l) => `${l}\n`).join(''));
  return status;
}

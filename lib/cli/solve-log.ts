// The results file of `solve --range` (--jsonl): an append-only log, one whole line a deal, read back to resume.

import * as fs from 'node:fs';
import { type Lock, LockedError, acquireLock, describeFsError, writeAllBytes } from '../store';
import { UsageError, catalog } from './common';
import type { DealResult } from './solve-worker';

/** What every line carries so that results of different runs are never mixed. */
export interface RunKey {
  readonly variant: string;
  readonly rules: string;
  readonly mode: 'fast' | 'exact';
}

/** An open results file: regular files are read back and appended to; FIFOs and devices are written as a stream. */
export interface ResultsLog {
  readonly file: string;
  /** Whether it is a regular file (read back, repaired, appended to). */
  readonly regular: boolean;
  /** Appends one result as one whole line (one write call); UsageError (cannot write) when it fails. */
  append(result: DealResult): void;
  /** Cuts a regular file to its first `bytes` bytes. */
  truncate(bytes: number): void;
  /** Flushes a regular file to disk and closes it. */
  close(): void;
}

/** The largest results file read back. */
export const MAX_LOG_MB = 1024;

const STATUSES = new Set(['solved', 'unwinnable', 'gave-up']);


/**
 * Opens the results file before anything is solved: '' and folders are
 * refused, a FIFO is opened without waiting (no reader: refused), a device
 * is written as it is, and a regular file is opened to append (created when
 * missing). Throws UsageError with the sentence to show.
 */
export function openResultsLog(file: string, key: RunKey): ResultsLog {
  if (file === '') throw new UsageError(catalog.usage.jsonlNeedsName);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new UsageError(catalog.usage.cannotWrite(file, describeFsError(err)));
  }
  if (stat?.isDirectory()) throw new UsageError(catalog.usage.cannotWrite(file, 'it is a folder'));
  const { O_WRONLY, O_RDWR, O_CREAT, O_APPEND, O_NONBLOCK } = fs.constants;
  let fd: number;
  try {
    if (stat?.isFIFO()) fd = fs.openSync(file, O_WRONLY | O_NONBLOCK);
    else if (stat !== undefined && !stat.isFile()) fd = fs.openSync(file, O_WRONLY | O_APPEND);
    else fd = fs.openSync(file, O_RDWR | O_CREAT | O_APPEND, 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENXIO') throw new UsageError(catalog.usage.jsonlNoReader(file));
    throw new UsageError(catalog.usage.cannotWrite(file, describeFsError(err)));
  }
  const regular = fs.fstatSync(fd).isFile();
  // Two runs appending to one file would solve every deal twice: the second is refused while the first runs.
  let lock: Lock | undefined;
  if (regular) {
    try {
      lock = acquireLock(`${file}.lock`);
    } catch (err) {
      fs.closeSync(fd);
      if (err instanceof LockedError) throw new UsageError(catalog.usage.jsonlInUse(file, err.owner.pid));
      throw new UsageError(catalog.usage.cannotWrite(`${file}.lock`, describeFsError(err)));
    }
  }
  let open = true;
  return {
    file,
    regular,
    append(result) {
      try {
        // One write call for a line: a reader (or a rerun) never sees half of it unless the run is killed mid-call.
        writeAllBytes(fd, Buffer.from(`${JSON.stringify({ ...result, ...key })}\n`, 'utf8'));
      } catch (err) {
        throw new UsageError(catalog.usage.cannotWrite(file, describeFsError(err)));
      }
    },
    truncate(bytes) {
      try {
        fs.ftruncateSync(fd, bytes);
      } catch (err) {
        throw new UsageError(catalog.usage.cannotWrite(file, describeFsError(err)));
      }
    },
    close() {
      if (!open) return;
      open = false;
      try {
        if (regular) fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
        lock?.release();
      }
    },
  };
}

/** A result read back: what the summary needs. */
export type LoggedResult = Pick<DealResult, 'deal' | 'status' | 'length'>;

function parseLine(text: string): (LoggedResult & RunKey) | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const ok =
    Number.isSafeInteger(v.deal) &&
    (v.deal as number) >= 1 &&
    typeof v.status === 'string' &&
    STATUSES.has(v.status) &&
    Number.isSafeInteger(v.length) &&
    typeof v.variant === 'string' &&
    typeof v.rules === 'string' &&
    (v.mode === 'fast' || v.mode === 'exact');
  return ok ? (v as unknown as LoggedResult & RunKey) : null;
}

/**
 * Reads back the results of a regular results file, in linear time and
 * chunks, calling `found` for each line. A torn last line (no newline, or
 * not a result) is cut off; a line of another variant, rules or mode, a bad
 * line before the last, or a file over MAX_LOG_MB are refused (UsageError).
 */
export function readBackLog(log: ResultsLog, key: RunKey, found: (r: LoggedResult) => void): void {
  if (!log.regular) return;
  const fd = fs.openSync(log.file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    if (size > MAX_LOG_MB * 1024 * 1024) throw new UsageError(catalog.usage.jsonlTooLarge(log.file, MAX_LOG_MB));
    const chunk = Buffer.alloc(1 << 20);
    let pending: Buffer[] = [];
    let lineStart = 0;
    let lineNo = 0;
    let bad: { line: number; at: number } | null = null;
    let pos = 0;
    while (pos < size) {
      const n = fs.readSync(fd, chunk, 0, Math.min(chunk.length, size - pos), pos);
      if (n === 0) break;
      let from = 0;
      for (let i = chunk.indexOf(10, 0); i >= 0 && i < n; i = chunk.indexOf(10, i + 1)) {
        pending.push(chunk.subarray(from, i));
        const text = Buffer.concat(pending).toString('utf8');
        pending = [];
        lineNo++;
        if (bad) throw new UsageError(catalog.usage.jsonlBadLine(log.file, bad.line));
        const r = parseLine(text);
        if (r === null) bad = { line: lineNo, at: lineStart };
        else {
          const other = r.variant !== key.variant ? 'variant' : r.rules !== key.rules ? 'rules' : r.mode !== key.mode ? 'mode' : null;
          if (other) throw new UsageError(catalog.usage.jsonlOtherRun(log.file, lineNo, other, r[other], key[other]));
          found(r);
        }
        from = i + 1;
        lineStart = pos + from;
      }
      if (from < n) pending.push(Buffer.from(chunk.subarray(from, n)));
      pos += n;
    }
    // what follows the last good line is torn: cut it off
    const end = bad ? bad.at : lineStart;
    if (end < size) log.truncate(end);
  } finally {
    fs.closeSync(fd);
  }
}

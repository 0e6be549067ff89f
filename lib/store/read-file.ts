// Reading an input file safely: regular files only, never more than a size limit, text that is really UTF-8.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { type UnreadableReason, FreecellError } from '../core';
import { type FileSignature, signatureOfOpen } from './file-signature';
import { physicalPath } from './paths';

export type { UnreadableReason } from '../core';

/**
 * UNREADABLE_FILE: an input file that is not read, and why: `limit` for
 * 'too-big', `offset` (0-based byte) for 'not-utf8' and 'not-utf16', the system's words in
 * `detail` for 'other'. `kind` is what the caller was reading (deck, save...).
 */
export class UnreadableFileError extends FreecellError<'UNREADABLE_FILE'> {
  constructor(
    readonly file: string,
    readonly reason: UnreadableReason,
    readonly details: { readonly limit?: number; readonly offset?: number; readonly detail?: string; readonly kind?: string } = {},
  ) {
    super('UNREADABLE_FILE', { file, reason, ...details });
  }

  /** The size limit that was passed, for 'too-big'. */
  get limit(): number | undefined {
    return this.details.limit;
  }

  /** The 0-based offset of the first byte that is not UTF-8, for 'not-utf8', or of the half character ending UTF-16, for 'not-utf16'. */
  get offset(): number | undefined {
    return this.details.offset;
  }

  /** What the caller was reading (a FileKind of the CLI), when it said. */
  get kind(): string | undefined {
    return this.details.kind;
  }
}

/** Whether `err` says that a regular file's contents are damaged (too large, not UTF-8), not that it is no regular file or cannot be read at all: a file a reset may write over. */
export function isDamagedContents(err: unknown): err is UnreadableFileError {
  return err instanceof UnreadableFileError && (err.reason === 'too-big' || err.reason === 'not-utf8' || err.reason === 'not-utf16');
}

/** Why reading an open file failed, as an UnreadableFileError. */
function reasonOfReadError(file: string, err: unknown, kind?: string): UnreadableFileError {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EISDIR') return new UnreadableFileError(file, 'folder', { kind });
  if (code === 'EIO') return new UnreadableFileError(file, 'io', { kind });
  return new UnreadableFileError(file, 'other', { detail: (err as Error).message, kind });
}

function reasonOfOpenError(file: string, err: NodeJS.ErrnoException, kind?: string): UnreadableFileError {
  switch (err.code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return new UnreadableFileError(file, 'missing', { kind });
    case 'EACCES':
    case 'EPERM':
      return new UnreadableFileError(file, 'denied', { kind });
    case 'EISDIR':
      return new UnreadableFileError(file, 'folder', { kind });
    case 'ELOOP':
      return new UnreadableFileError(file, 'loop', { kind });
    case 'ENAMETOOLONG':
      return new UnreadableFileError(file, 'name-too-long', { kind });
    case 'EIO':
      return new UnreadableFileError(file, 'io', { kind });
    case 'EMFILE':
    case 'ENFILE':
      // the process (or the system) has as many files open as it may: report holds every results file it merges open
      return new UnreadableFileError(file, 'too-many-files', { kind });
    case 'ENXIO':
    case 'EOPNOTSUPP':
      // Opening a Unix socket fails this way; the open failed, so this stat reads nothing.
      try {
        if (fs.statSync(file).isSocket()) return new UnreadableFileError(file, 'socket', { kind });
      } catch {
        // Fall through to the system's own words.
      }
      return new UnreadableFileError(file, 'other', { detail: err.message, kind });
    default:
      return new UnreadableFileError(file, 'other', { detail: err.message, kind });
  }
}

function reasonOfType(st: fs.Stats): UnreadableReason | undefined {
  if (st.isFile()) return undefined;
  if (st.isDirectory()) return 'folder';
  if (st.isFIFO()) return 'fifo';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'device';
  if (st.isSocket()) return 'socket';
  return 'other';
}

/** The 0-based offset of the first byte that does not belong to valid UTF-8, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text from file bytes: UTF-16 when a byte-order mark says so, otherwise
 * UTF-8 (a UTF-8 byte-order mark is dropped). Throws UnreadableFileError
 * (UNREADABLE_FILE, reason 'not-utf8', with the offset) for bytes that are not UTF-8,
 * 'not-utf16' (the offset of the half character) for UTF-16 of an odd number of bytes.
 */
export function decodeTextBytes(bytes: Uint8Array, file = '', kind?: string): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const utf16 = (buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff);
  // UTF-16 of an odd number of bytes ends in half a character: the file was cut short.
  if (utf16 && buffer.length % 2 === 1) throw new UnreadableFileError(file, 'not-utf16', { offset: buffer.length - 1, kind });
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return buffer.subarray(2).toString('utf16le');
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return Buffer.from(buffer.subarray(2)).swap16().toString('utf16le');
  try {
    // TextDecoder drops a leading UTF-8 byte-order mark by itself.
    return UTF8.decode(buffer);
  } catch {
    throw new UnreadableFileError(file, 'not-utf8', { offset: Math.max(0, firstInvalidUtf8(buffer)), kind });
  }
}

/** Closes a descriptor opened to read: its failure (a late I/O error) changes nothing of what was read. */
function closeRead(fd: number): void {
  try {
    fs.closeSync(fd);
  } catch {
    // Nothing was to be written: the text read is whole or was refused already.
  }
}

/**
 * Opens a regular file to read it in pieces (files of any size: results of
 * long runs), with the checks of readTextFile: opened without blocking, its
 * type read from the open descriptor. Throws UnreadableFileError; the
 * caller closes the descriptor.
 */
export function openRegularFile(file: string, kind?: string): { fd: number; size: number } {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch (err) {
    throw reasonOfOpenError(file, err as NodeJS.ErrnoException, kind);
  }
  let st: fs.Stats;
  try {
    st = fs.fstatSync(fd);
  } catch (err) {
    closeRead(fd);
    throw reasonOfReadError(file, err, kind);
  }
  const wrongType = reasonOfType(st);
  if (wrongType) {
    closeRead(fd);
    throw new UnreadableFileError(file, wrongType, { kind });
  }
  return { fd, size: st.size };
}

/**
 * The text of a regular file of at most `maxBytes` bytes. The file is opened
 * without blocking (a FIFO with no writer cannot hang the open) and its type
 * and size are read from the open descriptor, so nothing can swap it between
 * the check and the read. Throws UnreadableFileError (UNREADABLE_FILE) with
 * the reason: missing, folder, fifo, device, socket, denied, too-big,
 * not-utf8, not-utf16 or other. `kind` is copied into the error for the caller's words.
 */
export function readTextFile(file: string, maxBytes: number, kind?: string): string {
  return readTextFileAndStat(file, maxBytes, kind).text;
}

/**
 * readTextFile's text with the status of the very file it was read from
 * (taken from the open descriptor: the name may be removed or replaced the
 * moment after), for the time it last changed, and its signature as it
 * was before the read.
 */
export function readTextFileAndStat(file: string, maxBytes: number, kind?: string): { text: string; stat: fs.Stats; signature: FileSignature } {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch (err) {
    throw reasonOfOpenError(file, err as NodeJS.ErrnoException, kind);
  }
  try {
    let st: fs.Stats;
    let signature: FileSignature;
    try {
      // taken before the read: a change made while it reads makes the file differ from it
      signature = signatureOfOpen(fd);
      st = fs.fstatSync(fd);
    } catch (err) {
      throw reasonOfReadError(file, err, kind);
    }
    const wrongType = reasonOfType(st);
    if (wrongType) throw new UnreadableFileError(file, wrongType, { kind });
    if (st.size > maxBytes) throw new UnreadableFileError(file, 'too-big', { limit: maxBytes, kind });
    // The file may grow while it is read: read up to one byte past the limit to notice.
    let buffer = Buffer.allocUnsafe(Math.min(st.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > maxBytes) break;
        const bigger = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxBytes + 1));
        buffer.copy(bigger, 0, 0, length);
        buffer = bigger;
      }
      let n: number;
      try {
        n = fs.readSync(fd, buffer, length, buffer.length - length, null);
      } catch (err) {
        throw reasonOfReadError(file, err, kind);
      }
      if (n === 0) break;
      length += n;
    }
    if (length > maxBytes) throw new UnreadableFileError(file, 'too-big', { limit: maxBytes, kind });
    return { text: decodeTextBytes(buffer.subarray(0, length), file, kind), stat: st, signature };
  } finally {
    closeRead(fd);
  }
}

/**
 * The text of `file` as readTextFile reads it, or undefined when there is no
 * such file in a folder that is there or not made yet (its other failures
 * are thrown); a folder of its path that is not one (a file, a FIFO, a link
 * to a device) is UnreadableFileError 'path-not-folder', not a missing file.
 */
export function readTextFileIfThere(file: string, maxBytes: number, kind?: string): string | undefined {
  try {
    return readTextFile(file, maxBytes, kind);
  } catch (err) {
    if (!(err instanceof UnreadableFileError) || err.reason !== 'missing') throw err;
    if (!isFolderOrMissing(path.dirname(physicalPath(file)))) throw new UnreadableFileError(file, 'path-not-folder', { kind });
    return undefined;
  }
}

/** Whether `dir` is a folder (its links followed), or is not there at all; false only when it, or a folder of its path, is something else. */
function isFolderOrMissing(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ENOTDIR';
  }
}

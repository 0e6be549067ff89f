// What tells one state of a file from another without reading it: which file it is, its length, and when its content and its status last changed.

import * as fs from 'node:fs';

/**
 * A file's signature: its device and inode (which file it is), its length,
 * and the times, in nanoseconds, of its last change of content (mtime) and
 * of status (ctime, which no program can set back). Another program that
 * writes the file, even keeping its length, or puts another file at its
 * name, changes it.
 */
export interface FileSignature {
  readonly dev: bigint;
  readonly ino: bigint;
  readonly size: bigint;
  readonly mtimeNs: bigint;
  readonly ctimeNs: bigint;
}

/** The signature of a file from its status read with `bigint: true`. */
export function signatureOf(st: fs.BigIntStats): FileSignature {
  return { dev: st.dev, ino: st.ino, size: st.size, mtimeNs: st.mtimeNs, ctimeNs: st.ctimeNs };
}

/** The signature of the file open as `fd`; throws what fstat throws. */
export function signatureOfOpen(fd: number): FileSignature {
  return signatureOf(fs.fstatSync(fd, { bigint: true }));
}

/** The signature of the file `file` names (its links followed), or undefined when there is none; throws what stat throws otherwise. */
export function signatureOfName(file: string): FileSignature | undefined {
  const st = fs.statSync(file, { bigint: true, throwIfNoEntry: false });
  return st === undefined ? undefined : signatureOf(st);
}

/** Whether two signatures are of one file in one state (two undefined: no file either time). */
export function isSameSignature(a: FileSignature | undefined, b: FileSignature | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}

/** Whether two signatures are of one file (one device and inode), whatever its state. */
export function isSameFile(a: Pick<FileSignature, 'dev' | 'ino'>, b: Pick<FileSignature, 'dev' | 'ino'>): boolean {
  return a.dev === b.dev && a.ino === b.ino;
}

// Writing a file the user names: a regular file is replaced atomically, a device or a FIFO is written as a stream, anything else is refused.

import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FsReason } from '../core';
import { AtomicWriter, FileSystemError, MAX_LINKS, STICKY, cleanStaleTemps, fileSystemError, keptFrom, writeWhole } from './atomic-file';
import { physicalPath } from './paths';

/** How a name given by the user is read. */
export interface WriteOptions {
  /** Whether `-` names standard output (for the commands that say so). */
  readonly dashIsStandardOutput?: boolean;
}

/** How a target is written once its links are followed. */
export type WriteTarget =
  /** A regular file, or a name not taken yet in an existing folder: replaced atomically. */
  | { readonly kind: 'replace'; readonly file: string; readonly stat?: fs.Stats }
  /** A character device or a FIFO: opened and written as a stream. */
  | { readonly kind: 'stream'; readonly file: string; readonly fifo: boolean }
  /** The process's own standard output or error: written to that descriptor. */
  | { readonly kind: 'standard'; readonly fd: number };

/** The descriptor a name stands for when it is the process's own standard output or error. */
function standardStream(file: string): number | undefined {
  const m = /^\/(?:dev\/(?:(stdout|stderr)|fd\/([12]))|proc\/(?:self|thread-self|(\d+))\/fd\/([12]))$/.exec(path.posix.normalize(file));
  if (!m) return undefined;
  if (m[3] !== undefined && Number(m[3]) !== process.pid) return undefined;
  if (m[1] !== undefined) return m[1] === 'stdout' ? 1 : 2;
  return Number(m[2] ?? m[4]);
}

function refuse(reason: FsReason): never {
  throw new FileSystemError(reason);
}

/** Checks that the folder a new file would go in exists. */
function checkFolder(dir: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dir);
  } catch (err) {
    throw fileSystemError(err);
  }
  if (!stat.isDirectory()) refuse('path-not-folder');
}

/** The write bit for others of a folder's mode (its sticky bit: STICKY). */
const OTHERS_WRITE = 0o0002;

/**
 * Whether a symbolic link found in `folder` is one the system's
 * protected_symlinks rule would not let user `uid` follow (and a file or
 * FIFO one its protected_regular and protected_fifos would not let it write into): in a folder
 * everyone may write that has the sticky bit (/tmp), a link that is neither
 * the follower's nor the folder owner's. Another user could have put it
 * there, before the name was given, to make the write land on a file of
 * the follower's choosing.
 */
export function isSharedLink(folder: { readonly mode: number; readonly uid: number }, link: { readonly uid: number }, uid: number | undefined): boolean {
  if (uid === undefined || (folder.mode & STICKY) === 0 || (folder.mode & OTHERS_WRITE) === 0) return false;
  return link.uid !== uid && link.uid !== folder.uid;
}

/**
 * Refuses (FILE_SYSTEM 'shared-file') a file or FIFO that user `uid` would
 * write into though another user put it in a folder everyone may write with
 * the sticky bit, as the system's protected_regular and protected_fifos
 * rules refuse it: made there before the name was given, it would hand what
 * is written to its maker (a rewrite keeps a file's owner).
 */
function refuseSharedFile(file: string, stat: fs.Stats, uid: number | undefined): void {
  let folder: fs.Stats;
  try {
    folder = fs.statSync(path.dirname(physicalPath(file)));
  } catch (err) {
    throw fileSystemError(err);
  }
  if (isSharedLink(folder, stat, uid)) refuse('shared-file');
}

/**
 * Decides how `file` is written, following symbolic links to the file they
 * name. Throws a FileSystemError (FILE_SYSTEM) with the reason when it
 * cannot be written: 'folder', 'no-folder', 'missing-link-target',
 * 'shared-link' (see isSharedLink; `uid` is the user following the links),
 * 'shared-file' (see refuseSharedFile),
 * 'socket', 'block-device', 'not-regular', 'denied' and the other FsReasons.
 */
export function resolveWriteTarget(file: string, options: WriteOptions = {}, uid: number | undefined = process.geteuid?.()): WriteTarget {
  if (file === '') refuse('empty-name');
  if (options.dashIsStandardOutput && file === '-') return { kind: 'standard', fd: 1 };
  let current = file;
  for (let links = 0; ; links++) {
    const fd = standardStream(current);
    if (fd !== undefined) return { kind: 'standard', fd };
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(current);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw fileSystemError(err);
      if (links > 0) refuse('missing-link-target');
      // A name ending in a slash names a folder, and there is none by that name.
      if (current.endsWith('/')) refuse('no-folder');
      checkFolder(path.dirname(physicalPath(current)));
      return { kind: 'replace', file: current };
    }
    if (stat.isSymbolicLink()) {
      if (links >= MAX_LINKS) refuse('loop');
      let shared: boolean;
      try {
        shared = isSharedLink(fs.statSync(path.dirname(physicalPath(current))), stat, uid);
        current = physicalPath(fs.readlinkSync(current), path.dirname(physicalPath(current)));
      } catch (err) {
        throw fileSystemError(err);
      }
      if (shared) refuse('shared-link');
      continue;
    }
    if (stat.isFile()) {
      try {
        fs.accessSync(current, fs.constants.W_OK);
      } catch (err) {
        throw fileSystemError(err);
      }
      refuseSharedFile(current, stat, uid);
      return { kind: 'replace', file: current, stat };
    }
    if (stat.isDirectory()) refuse('folder');
    if (stat.isFIFO()) {
      refuseSharedFile(current, stat, uid);
      return { kind: 'stream', file: current, fifo: true };
    }
    if (stat.isCharacterDevice()) return { kind: 'stream', file: current, fifo: false };
    if (stat.isSocket()) refuse('socket');
    if (stat.isBlockDevice()) refuse('block-device');
    refuse('not-regular');
  }
}

/**
 * Refuses (FILE_SYSTEM 'shared-link') `file` when writing it would follow a
 * link that resolveWriteTarget does not follow for user `uid` (see
 * isSharedLink), as a save resumed from it would be saved back; any other
 * trouble writing it is left to the writes themselves.
 */
export function refuseSharedLink(file: string, uid: number | undefined = process.geteuid?.()): void {
  try {
    resolveWriteTarget(file, {}, uid);
  } catch (err) {
    if (err instanceof FileSystemError && err.reason === 'shared-link') throw err;
  }
}

function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Writes all of `bytes` to a descriptor, waiting while a non-blocking one (a FIFO) is full; throws the fs error otherwise. */
export function writeAllBytes(fd: number, bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += fs.writeSync(fd, bytes, offset, bytes.length - offset);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
      sleepMs(1);
    }
  }
}

/** Writes all of `bytes` to a stream descriptor; a failure is a WriteError with a short reason. */
function writeStream(fd: number, bytes: Buffer): void {
  try {
    writeAllBytes(fd, bytes);
  } catch (err) {
    throw fileSystemError(err);
  }
}

function openStream(target: { file: string; fifo: boolean }): number {
  const { O_WRONLY, O_NONBLOCK, O_NOCTTY } = fs.constants;
  let fd: number;
  try {
    fd = fs.openSync(target.file, O_WRONLY | O_NONBLOCK | O_NOCTTY);
  } catch (err) {
    throw fileSystemError(err);
  }
  const stat = fs.fstatSync(fd);
  if (target.fifo ? !stat.isFIFO() : !stat.isCharacterDevice()) {
    fs.closeSync(fd);
    refuse('changed');
  }
  return fd;
}

/** A file the user named, being written piece by piece (see openTextWriter). */
export interface TextWriter {
  /** Adds text to the file; throws a FileSystemError (FILE_SYSTEM) with the reason, after which only abort is left. */
  write(text: string): void;
  /** Finishes the file: a replaced file appears whole under its name; throws a FileSystemError (FILE_SYSTEM) when it cannot. */
  commit(): void;
  /** Gives up: a replaced file is left as it was (its temporary file removed), a stream is closed. Never throws. */
  abort(): void;
}

/**
 * Starts writing a file the user named, by the policy of writeTextFile:
 * for a regular file (or a new name in an existing folder) the temporary
 * file is created beside it at once, and the text goes there until commit
 * renames it over the file; a character device or a FIFO is opened at once
 * and written as a stream; the process's own standard output or error is
 * written to directly. So a file that cannot be written is refused here,
 * before any work is done: throws a FileSystemError (FILE_SYSTEM) with the
 * reason (see resolveWriteTarget and fileSystemError).
 */
export function openTextWriter(file: string, options: WriteOptions = {}): TextWriter {
  const target = resolveWriteTarget(file, options);
  switch (target.kind) {
    case 'standard':
      return { write: (text) => writeStream(target.fd, Buffer.from(text, 'utf8')), commit: () => undefined, abort: () => undefined };
    case 'stream': {
      let fd: number | undefined = openStream(target);
      const close = (): void => {
        if (fd === undefined) return;
        const open = fd;
        fd = undefined;
        fs.closeSync(open);
      };
      return {
        write: (text) => {
          if (fd === undefined) throw new FileSystemError('other', { detail: 'the file is closed' });
          writeStream(fd, Buffer.from(text, 'utf8'));
        },
        commit: () => {
          try {
            close();
          } catch (err) {
            throw fileSystemError(err);
          }
        },
        abort: () => {
          try {
            close();
          } catch {
            // Closing failed: there is nothing more to give up.
          }
        },
      };
    }
    case 'replace': {
      cleanStaleTemps(path.dirname(physicalPath(target.file)));
      // the file as resolved (checked writable there): what its rewrite keeps, without reading it again
      return AtomicWriter.open(target.file, target.stat ? keptFrom(target.stat) : {});
    }
  }
}

/**
 * Writes `text` to a file the user named, by one policy: a regular file (or
 * a new name in an existing folder) is replaced atomically with the same
 * permissions, after removing temporary files that killed processes left in
 * that folder; a character device or a FIFO is written as a stream and stays
 * what it is; the process's own standard output (/dev/stdout, /dev/fd/1,
 * /proc/self/fd/1, and `-` when allowed) is written to directly; a symbolic
 * link is followed and the file it names is written the same way (the link
 * stays a link). Folders, sockets, block devices, dangling links and missing
 * folders are refused. Throws an Error with a short reason (see
 * resolveWriteTarget and fileSystemError).
 */
export function writeTextFile(file: string, text: string, options: WriteOptions = {}): void {
  writeWhole(openTextWriter(file, options), text);
}

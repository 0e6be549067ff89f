// Whole-file writes that never leave a half-written file: temporary file, fsync, rename.

import * as fs from 'node:fs';
import * as path from 'node:path';

/** Why a write failed, in a few words ("permission denied", "no space left on device"). */
export function describeFsError(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return 'no such folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'read-only file system';
    case 'ENOSPC':
      return 'no space left on device';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOTDIR':
      return 'a folder in its path is a file';
    case 'EDQUOT':
      return 'disk quota exceeded';
    default:
      return (err as Error).message;
  }
}

/**
 * Writes `text` to `file` atomically: a temporary file in the same folder is
 * written and flushed to disk, then renamed over the target, and the folder
 * is flushed. A reader sees the old file or the new one, never a mix. On
 * failure the temporary file is removed and the error is thrown with a short
 * message (see describeFsError).
 */
export function writeFileAtomic(file: string, text: string): void {
  const dir = path.dirname(path.resolve(file));
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  let fd: number | undefined;
  try {
    fd = fs.openSync(temp, 'wx', 0o644);
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    fs.renameSync(temp, file);
  } catch (err) {
    try {
      if (fd !== undefined) fs.closeSync(fd);
      fs.rmSync(temp, { force: true });
    } catch {
      // Nothing was created, or it cannot be removed either: the original error is the one to report.
    }
    throw new Error(describeFsError(err));
  }
  try {
    const dirFd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(dirFd);
    } finally {
      fs.closeSync(dirFd);
    }
  } catch {
    // Some file systems cannot flush a folder; the rename itself is already atomic.
  }
}

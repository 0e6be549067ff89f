// The settings file on disk: read, and changed under a lock so that no change is lost; a damaged file is kept aside, never written over.

import * as fs from 'node:fs';
import { damagedName, fileSystemError, linkTarget, writeFileAtomic } from './atomic-file';
import { underLock } from './lock';
import { readTextFileIfThere } from './read-file';
import { BadSettingsError, type ChangedSettings, formatSettings, parseSettingsFile } from './settings-file';

/** Size limit of the settings file. */
export const SETTINGS_LIMIT_BYTES = 64 * 1024;

/** Settings no change replaces: what they hold may be a newer freecell's. */
const LEFT_FOR_A_NEWER_FREECELL: readonly string[] = ['newer', 'unknown-setting', 'bad-value'];

/** How long a change waits for another process's change to finish. */
const WAIT_MS = 10_000;

/**
 * The changed settings in `file` (none when it is missing). Throws
 * UnreadableFileError (UNREADABLE_FILE) when it is not a regular file within
 * SETTINGS_LIMIT_BYTES, and BadSettingsError (BAD_SETTINGS) when its text is
 * not settings.
 */
export function readSettingsFile(file: string): ChangedSettings {
  return readSettingsFields(file).settings;
}

/** The changed settings in `file`, and its fields this freecell does not know (see parseSettingsFile); throws what readSettingsFile throws. */
function readSettingsFields(file: string): ReturnType<typeof parseSettingsFile> {
  const text = readTextFileIfThere(file, SETTINGS_LIMIT_BYTES, 'settings');
  return text === undefined ? { settings: {}, others: {} } : parseSettingsFile(text);
}

/**
 * Reads the settings, applies `change` and writes them back atomically, all
 * under FILE.lock, with the fields beside the settings that this freecell does
 * not know (a newer freecell's) written back as they were. A file whose text is not settings is first renamed to
 * FILE.damaged (beside the file a link names, when FILE is a link) (returned as `keptAside`, with the reason) and the change
 * starts from the defaults. Throws UnreadableFileError when the file is not a
 * regular file, BadSettingsError (kind 'newer', 'unknown-setting' or 'bad-value') when it may hold
 * a newer freecell's settings, or an Error with a short reason when it cannot be written or
 * stays locked by a live process.
 */
export function updateSettings(file: string, change: (old: ChangedSettings) => ChangedSettings): { settings: ChangedSettings; keptAside?: { file: string; why: BadSettingsError } } {
  return underLock(file, WAIT_MS, () => {
    let old: ChangedSettings = {};
    // a newer freecell's fields beside the settings, written back as they are
    let others: Record<string, unknown> = {};
    let keptAside: { file: string; why: BadSettingsError } | undefined;
    // the file a link names is the one kept aside and written, so that the link stays a link
    const target = linkTarget(file);
    try {
      ({ settings: old, others } = readSettingsFields(file));
    } catch (err) {
      // a newer freecell's settings are left for it: kept aside, they would be lost to it. A setting this one
      // does not know, or a value it does not take, is one too (a later version's "language": "fr", say).
      if (!(err instanceof BadSettingsError) || LEFT_FOR_A_NEWER_FREECELL.includes(err.problem.kind)) throw err;
      const aside = damagedName(target);
      try {
        fs.renameSync(target, aside);
      } catch (e) {
        throw fileSystemError(e);
      }
      keptAside = { file: aside, why: err };
    }
    const settings = change(old);
    writeFileAtomic(target, formatSettings(settings, others));
    return { settings, keptAside };
  });
}

// The settings file on disk: read, and changed under a lock so that no change is lost; a damaged file is kept aside, never written over.

import * as fs from 'node:fs';
import { damagedName, fileSystemError, linkTarget, writeFileAtomic } from './atomic-file';
import { underLock } from './lock';
import { type UnreadableFileError, isDamagedContents, readTextFileIfThere } from './read-file';
import { BadSettingsError, type ChangedSettings, formatSettings, parseSettingsFile } from './settings-file';

/** Size limit of the settings file. */
export const SETTINGS_LIMIT_BYTES = 64 * 1024;


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

/** The changed settings in `file`, the settings it holds that this freecell does not take, and its fields this freecell does not know (see parseSettingsFile); throws what readSettingsFile throws. */
export function readSettingsFields(file: string): ReturnType<typeof parseSettingsFile> {
  const text = readTextFileIfThere(file, SETTINGS_LIMIT_BYTES, 'settings');
  return text === undefined ? { settings: {}, others: {}, foreign: {}, notTaken: [] } : parseSettingsFile(text);
}

/**
 * Reads the settings, applies `change` and writes them back atomically, all
 * under FILE.lock, with what this freecell does not take or know written
 * back as it was: the settings it does not take (a newer freecell's, or
 * mistyped), but for those of the fields `touched` names (a setting set or
 * reset replaces what the file held for it; 'all' for every setting), and
 * the fields beside the settings. A damaged file (text that is not
 * settings, or a file too large or not UTF-8) is first renamed to
 * FILE.damaged (beside the file a link names, when FILE is a link)
 * (returned as `keptAside`, with the reason) and the change starts from the
 * defaults. Throws UnreadableFileError when the file is not a regular file
 * or cannot be read at all, BadSettingsError (kind 'newer') for a newer
 * freecell's file, which no change replaces, or an Error with a short
 * reason when it cannot be written or stays locked by a live process.
 */
export function updateSettings(
  file: string,
  change: (old: ChangedSettings) => ChangedSettings,
  touched: readonly string[] | 'all',
): { settings: ChangedSettings; keptAside?: { file: string; why: BadSettingsError | UnreadableFileError } } {
  return underLock(file, WAIT_MS, () => {
    let old: ChangedSettings = {};
    let others: Record<string, unknown> = {};
    let foreign: Record<string, unknown> = {};
    let keptAside: { file: string; why: BadSettingsError | UnreadableFileError } | undefined;
    // the file a link names is the one kept aside and written, so that the link stays a link
    const target = linkTarget(file);
    try {
      ({ settings: old, others, foreign } = readSettingsFields(file));
    } catch (err) {
      // a newer freecell's settings are left for it: kept aside, they would be lost to it; so is what is no regular file (a folder, a FIFO)
      if (err instanceof BadSettingsError ? err.problem.kind === 'newer' : !isDamagedContents(err)) throw err;
      const aside = damagedName(target);
      try {
        fs.renameSync(target, aside);
      } catch (e) {
        throw fileSystemError(e);
      }
      keptAside = { file: aside, why: err as BadSettingsError | UnreadableFileError };
    }
    const settings = change(old);
    const kept = touched === 'all' ? {} : Object.fromEntries(Object.entries(foreign).filter(([field]) => !touched.includes(field)));
    writeFileAtomic(target, formatSettings(settings, others, kept));
    return { settings, keptAside };
  });
}

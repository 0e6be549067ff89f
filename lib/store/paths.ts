// Where the program keeps its files: one per-user folder.

import * as path from 'node:path';

/**
 * The per-user folder: $FREECELL_HOME if set, else $XDG_STATE_HOME/freecell
 * (an absolute path: the XDG rule ignores a relative one), else
 * HOME/.local/state/freecell; undefined when no home folder is known either.
 */
export function stateDir(env: Readonly<Record<string, string | undefined>>, home: string | undefined): string | undefined {
  if (env.FREECELL_HOME) return path.resolve(env.FREECELL_HOME);
  const xdg = env.XDG_STATE_HOME;
  if (xdg && path.isAbsolute(xdg)) return path.join(xdg, 'freecell');
  return home === undefined ? undefined : path.join(home, '.local', 'state', 'freecell');
}

/** The default save file in a state folder. */
export function saveFile(dir: string): string {
  return path.join(dir, 'save.json');
}

/** The backup of the previous save, next to the save. */
export function backupFile(save: string): string {
  return `${save}.bak`;
}

/** The statistics file in a state folder. */
export function statsFile(dir: string): string {
  return path.join(dir, 'stats.json');
}

/** The settings file in a state folder. */
export function settingsFile(dir: string): string {
  return path.join(dir, 'settings.json');
}

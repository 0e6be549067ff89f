// Where the program keeps its files: one per-user folder.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/**
 * `name` (relative to folder `from`, the current folder unless given) as an
 * absolute path naming the file the system names so. A `..` is the parent
 * of the folder reached so far as the system sees it (its links followed),
 * not the name before it: `link/../x`, with `link` a link to `/a/b`, is
 * `/a/x`, as `ls` and every other program take it, where dropping `link/..`
 * by hand (as path.resolve does) would name another file. Names without
 * `..` are only made absolute and tidied.
 */
export function physicalPath(name: string, from: string = process.cwd()): string {
  const parts = name.split('/');
  if (!parts.includes('..')) return path.resolve(from, name);
  let current = path.isAbsolute(name) ? '/' : path.resolve(from);
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part !== '..') {
      current = path.join(current, part);
      continue;
    }
    try {
      current = path.dirname(fs.realpathSync(current));
    } catch {
      // Not there (yet): nothing to follow, so its parent is the name's.
      current = path.dirname(current);
    }
  }
  return current;
}

/** This process's login name, or undefined where the system knows no account for it. */
function ownLogin(): string | undefined {
  try {
    return os.userInfo().username;
  } catch {
    return undefined;
  }
}

/**
 * The account a path's leading `~NAME` names (`~root/x`: 'root'), a `~`
 * alone or `~/` naming your own ('', as `~login` names it for your own
 * login); undefined for a path with no leading ~.
 */
export function tildeAccount(name: string): string | undefined {
  if (!name.startsWith('~')) return undefined;
  const slash = name.indexOf('/');
  const account = name.slice(1, slash < 0 ? undefined : slash);
  // the login is looked up only for a ~NAME, not for every folder named
  return account === '' || account === ownLogin() ? '' : account;
}

/**
 * The per-user folder: $FREECELL_HOME if set (a leading ~, or ~ and your
 * own login, is the home folder), else $XDG_STATE_HOME/freecell
 * (an absolute path: the XDG rule ignores a relative one), else
 * HOME/.local/state/freecell; undefined when no home folder is known either,
 * or when FREECELL_HOME starts with another account's ~NAME (whose home
 * folder cannot be looked up: see tildeAccount).
 * A `..` in them is taken as the system takes it (see physicalPath).
 */
export function stateDir(env: Readonly<Record<string, string | undefined>>, home: string | undefined): string | undefined {
  const own = env.FREECELL_HOME;
  if (own) {
    // A ~ the shell left alone (the value quoted, or set by a program) means a home folder, never a folder named ~ or ~NAME.
    const account = tildeAccount(own);
    if (account === undefined) return physicalPath(own);
    if (account !== '' || home === undefined) return undefined;
    const slash = own.indexOf('/');
    return physicalPath(path.join(home, slash < 0 ? '' : own.slice(slash)));
  }
  const xdg = env.XDG_STATE_HOME;
  if (xdg && path.isAbsolute(xdg)) return path.join(physicalPath(xdg), 'freecell');
  return home === undefined ? undefined : path.join(physicalPath(home), '.local', 'state', 'freecell');
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

// `freecell config`: list, change and reset the settings; and the settings a game starts with, under the flags typed.

import {
  BadSettingsError,
  SETTING_KEYS,
  type ChangedSettings,
  defaultSettings,
  type SettingKey,
  type Settings,
  UnreadableFileError,
  formatSettingValue,
  makeFolder,
  parseSettingValue,
  readSettingsFields,
  settingsFile,
  stateDir,
  updateSettings,
  withDefaults,
} from '../store';
import { type Catalog, CATALOGS, HELP_WIDTH, languageOf, localeCatalog, reasonOf, wrap } from '../ui';
import { UsageError, cardName, catalogFor, stateFolder } from './common';
import type { CliIO } from './io';

/** The player's settings, or the defaults with one sentence saying why the file could not be read (or the settings it holds that this freecell does not take, which are not used). */
export function loadSettings(io: CliIO, words: Catalog): { settings: Settings; changed?: ChangedSettings; problem?: string } {
  const dir = stateDir(io.env, io.home);
  // No folder to keep settings in: the defaults (what needs the folder says so).
  if (dir === undefined) return { settings: defaultSettings(io.env) };
  const file = settingsFile(dir);
  try {
    const { settings, notTaken } = readSettingsFields(file);
    const problem = notTaken.length > 0 ? words.settings.notTaken(file, notTaken) : undefined;
    return { settings: withDefaults(settings, defaultSettings(io.env)), changed: settings, ...(problem ? { problem } : {}) };
  } catch (err) {
    if (err instanceof BadSettingsError) return { settings: defaultSettings(io.env), problem: words.settings.unreadable(file, words.errorReason(err, undefined, cardName)) };
    if (err instanceof UnreadableFileError) return { settings: defaultSettings(io.env), problem: words.settings.unreadable(file, words.usage.whyUnreadable(err)) };
    throw err;
  }
}

/** The play options a game starts with: each setting, unless its flag was typed (`explicit`). */
export function applySettings<T extends { autoplay: boolean; status: boolean; ascii?: boolean; color?: boolean; lang?: string; fourColour?: boolean; explicit?: ReadonlySet<string> }>(
  options: T,
  settings: Settings,
): T & { statistics: boolean; messages: boolean; quickCell: boolean } {
  const typed = (key: string): boolean => options.explicit?.has(key) ?? false;
  return {
    ...options,
    autoplay: typed('autoplay') ? options.autoplay : settings.autoplay,
    status: typed('status') ? options.status : settings.status,
    ascii: typed('ascii') ? options.ascii : settings.ascii,
    color: typed('color') ? options.color : settings.colour,
    lang: options.lang ?? (settings.language === 'auto' ? undefined : settings.language),
    fourColour: typed('fourColour') ? options.fourColour : settings.fourColour,
    statistics: typed('statistics') ? (options as { statistics?: boolean }).statistics !== false : settings.statistics,
    messages: typed('messages') ? (options as { messages?: boolean }).messages !== false : settings.messages,
    quickCell: settings.quickCell,
  };
}

/** The setting a key names, or a usage error listing the keys. */
function readKey(words: Catalog, key: string): (typeof SETTING_KEYS)[number] {
  // the American spelling, as the flags --color and --no-color have it
  const word = key.trim().toLowerCase().replace(/^(four-)?color$/, '$1colour');
  const entry = SETTING_KEYS.find((k) => k.key === word);
  if (!entry) throw new UsageError(words.settings.unknownKey(key, SETTING_KEYS.map((k) => k.key)));
  return entry;
}

/** The lines of `freecell config`; on a terminal `width` columns wide, its closing sentence is broken at spaces to fit it (80 columns at most), as the game's sentences are. */
function listLines(words: Catalog, changed: ChangedSettings, file: string, defaults: Settings, width?: number): string[] {
  const all = withDefaults(changed, defaults);
  return [
    ...SETTING_KEYS.map((k) => words.settings.line(k.key, formatSettingValue(all[k.field]), changed[k.field] === undefined, k.values)),
    ...wrap(words.settings.file(file), width === undefined ? undefined : Math.min(HELP_WIDTH, width)),
  ];
}

/**
 * `freecell config [KEY VALUE]`, `freecell config --reset [KEY]`: lists the
 * settings, changes one, or puts one (or all) back to the default. Every
 * change is read-modify-write under settings.json.lock.
 */
export function configCommand(io: CliIO, args: readonly string[], options: { reset?: boolean; lang?: string }): number {
  const loaded = loadSettings(io, catalogFor(io, options.lang));
  const words = catalogFor(io, options.lang ?? (loaded.settings.language === 'auto' ? undefined : loaded.settings.language));
  const dir = stateFolder(io, words);
  const file = settingsFile(dir);
  if (args.length > 2) throw new UsageError(words.usage.extraArguments('config', args.slice(2).join(' ')));
  if (!options.reset && args.length === 0) {
    if (loaded.problem) io.err(`freecell: ${loaded.problem}\n`);
    // the settings as read once above (when they could not be read, said above, the defaults are listed)
    io.out(listLines(words, loaded.changed ?? {}, file, defaultSettings(io.env), io.columns?.()).map((l) => `${l}\n`).join(''));
    return 0;
  }
  let change: (old: ChangedSettings) => ChangedSettings;
  // the settings the change sets or resets: what the file held for them that this freecell does not take goes
  let touched: readonly string[] | 'all';
  let done: string;
  if (options.reset) {
    if (args.length > 1) throw new UsageError(words.settings.resetTakesKey(args.slice(1).join(' ')));
    if (args.length === 0) {
      change = () => ({});
      touched = 'all';
      // the language goes back to the environment's, which says so (unless --lang chose one)
      done = (options.lang === undefined ? localeCatalog(io.env) : words).settings.resetAll;
    } else {
      const entry = readKey(words, args[0]!);
      touched = [entry.field];
      change = (old) => {
        const next: Record<string, unknown> = { ...old };
        delete next[entry.field];
        return next as ChangedSettings;
      };
      const sayIn = entry.key === 'language' && options.lang === undefined ? localeCatalog(io.env) : words;
      done = sayIn.settings.reset(entry.key, formatSettingValue(defaultSettings(io.env)[entry.field]));
    }
  } else {
    const entry = readKey(words, args[0]!);
    if (args.length < 2) throw new UsageError(words.settings.needsValue(entry.key, entry.values));
    // the language setting takes what --lang takes: a locale name (pt_BR, pt-BR.UTF-8) stands for its language
    const language = languageOf(args[1]!.trim());
    const typed = entry.key === 'language' && CATALOGS.has(language) ? language : args[1]!;
    const value = parseSettingValue(entry.key as SettingKey, typed);
    if (value === undefined) throw new UsageError(words.settings.badValue(entry.key, args[1]!, entry.values));
    change = (old) => ({ ...old, [entry.field]: value });
    touched = [entry.field];
    // a new language says so in itself ('auto': the environment's), unless --lang chose the language of this command
    const sayIn = entry.key === 'language' && options.lang === undefined ? (value === 'auto' ? localeCatalog(io.env) : catalogFor(io, String(value))) : words;
    done = sayIn.settings.set(entry.key, formatSettingValue(value));
  }
  let result: ReturnType<typeof updateSettings>;
  try {
    makeFolder(dir);
    result = updateSettings(file, change, touched);
  } catch (err) {
    if (err instanceof UnreadableFileError) throw new UsageError(words.usage.cannotRead('settings', file, err));
    throw new UsageError(words.settings.cannotWrite(file, reasonOf(words, err)));
  }
  if (result.keptAside) {
    const { why, file: aside } = result.keptAside;
    io.err(`freecell: ${words.settings.keptAside(file, why instanceof UnreadableFileError ? words.usage.whyUnreadable(why) : words.errorReason(why, undefined, cardName), aside)}\n`);
  }
  io.out(`${done}\n`);
  return 0;
}

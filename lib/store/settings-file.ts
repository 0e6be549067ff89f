// The player's settings (string <-> value): the keys, their values, and what a game uses when a key is not set.

import { type SettingsProblem, FreecellError, readJson } from '../core';

/** The settings a player can change with `freecell config`. */
export interface Settings {
  readonly autoplay: boolean;
  /** The header says whether the position can still be won. */
  readonly status: boolean;
  /** 'auto' follows LC_ALL / LC_MESSAGES / LANG. */
  readonly language: 'auto' | 'en' | 'pt';
  readonly ascii: boolean;
  /** Colour on a terminal that shows it (on), or never (off: as --no-color for every game). */
  readonly colour: boolean;
  readonly fourColour: boolean;
  readonly statistics: boolean;
  /** The line under the board that says what each move did. */
  readonly messages: boolean;
  /** A column number alone moves its last card to a free cell. */
  readonly quickCell: boolean;
}

/** A setting's name as typed in `freecell config` ("four-colour"). */
export type SettingKey = 'autoplay' | 'status' | 'language' | 'ascii' | 'colour' | 'four-colour' | 'statistics' | 'messages' | 'quick-cell';

/** The keys in the order `freecell config` lists them, with the field each sets and the values it takes. */
export const SETTING_KEYS: readonly { readonly key: SettingKey; readonly field: keyof Settings; readonly values: readonly string[] }[] = [
  { key: 'autoplay', field: 'autoplay', values: ['on', 'off'] },
  { key: 'status', field: 'status', values: ['on', 'off'] },
  { key: 'language', field: 'language', values: ['auto', 'en', 'pt'] },
  { key: 'ascii', field: 'ascii', values: ['on', 'off'] },
  { key: 'colour', field: 'colour', values: ['on', 'off'] },
  { key: 'four-colour', field: 'fourColour', values: ['on', 'off'] },
  { key: 'statistics', field: 'statistics', values: ['on', 'off'] },
  { key: 'messages', field: 'messages', values: ['on', 'off'] },
  { key: 'quick-cell', field: 'quickCell', values: ['on', 'off'] },
];

/** What every setting is until the player changes it. */
export const DEFAULT_SETTINGS: Settings = {
  autoplay: true,
  status: true,
  language: 'auto',
  ascii: false,
  colour: true,
  fourColour: false,
  statistics: true,
  messages: true,
  quickCell: true,
};

/** The settings the player changed (the rest are defaults). */
export type ChangedSettings = Partial<Settings>;

/** BAD_SETTINGS: a settings file that cannot be read. */
export class BadSettingsError extends FreecellError<'BAD_SETTINGS'> {
  constructor(readonly problem: SettingsProblem) {
    super('BAD_SETTINGS', problem);
  }
}

/** A setting's value as `freecell config` shows and takes it. */
export function formatSettingValue(value: Settings[keyof Settings]): string {
  return typeof value === 'boolean' ? (value ? 'on' : 'off') : value;
}

/** The value typed for a key ("on", "PT"), or undefined when the key does not take it. */
export function parseSettingValue(key: SettingKey, text: string): Settings[keyof Settings] | undefined {
  const entry = SETTING_KEYS.find((k) => k.key === key)!;
  const word = text.trim().toLowerCase();
  if (!entry.values.includes(word)) return undefined;
  return word === 'on' ? true : word === 'off' ? false : (word as Settings['language']);
}

/**
 * What every setting is until the player changes it, where the locale
 * decides: suits as letters when it names a character set other than UTF-8
 * (LC_ALL, else LC_CTYPE, else LANG: `en_US.ISO-8859-1`), which cannot show
 * the suit symbols. A locale that names none (`C`, `POSIX`, `en_US`, unset)
 * keeps the symbols: scripts and containers run so on UTF-8 terminals.
 */
export function defaultSettings(env: Readonly<Record<string, string | undefined>>): Settings {
  const locale = env.LC_ALL || env.LC_CTYPE || env.LANG || '';
  const dot = locale.indexOf('.');
  const charset = dot < 0 ? '' : locale.slice(dot + 1).split('@')[0]!.toLowerCase().replace(/[-_]/g, '');
  return charset !== '' && charset !== 'utf8' ? { ...DEFAULT_SETTINGS, ascii: true } : DEFAULT_SETTINGS;
}

/** The full settings: the changed ones over the defaults (DEFAULT_SETTINGS, or defaultSettings(env)). */
export function withDefaults(changed: ChangedSettings, defaults: Settings = DEFAULT_SETTINGS): Settings {
  return { ...defaults, ...changed };
}

/**
 * The settings file's text: only the changed settings are written, then
 * `foreign`, the entries of its settings this freecell does not take (see
 * parseSettingsFile), and after them `others`, the file's fields this
 * freecell does not know.
 */
export function formatSettings(changed: ChangedSettings, others: Readonly<Record<string, unknown>> = {}, foreign: Readonly<Record<string, unknown>> = {}): string {
  const out: Record<string, unknown> = {};
  for (const { field } of SETTING_KEYS) if (changed[field] !== undefined) out[field] = changed[field];
  // own fields only, defined (not assigned): a name such as "constructor" or "__proto__" is a setting like any other
  for (const [field, value] of Object.entries(foreign)) {
    if (!Object.hasOwn(out, field)) Object.defineProperty(out, field, { value, enumerable: true, writable: true, configurable: true });
  }
  return `${JSON.stringify({ format: 'freecell-settings', version: 1, settings: out, ...others }, null, 2)}\n`;
}

/** Changed settings read from text; throws BadSettingsError (BAD_SETTINGS; kind 'newer' for a later version's file). */
export function parseSettings(text: string): ChangedSettings {
  return parseSettingsFile(text).settings;
}

/** A setting of the file that this freecell does not take: its field, and the value when the field is a setting whose value it does not take. */
export interface ForeignSetting {
  readonly field: string;
  readonly value?: string;
}

/**
 * Changed settings read from text; `foreign`, the entries of its settings
 * that this freecell does not take (a setting it does not know, or a value
 * it does not take: a newer freecell's, or mistyped), which are not used but
 * written back as they are; and `others`, the fields beside `settings` that
 * this freecell does not know, written back as they are too. Throws what
 * parseSettings throws.
 */
export function parseSettingsFile(text: string): { settings: ChangedSettings; others: Record<string, unknown>; foreign: Record<string, unknown>; notTaken: ForeignSetting[] } {
  const read = readJson(text);
  if (!read.ok) {
    if (read.reason === 'too-deep') throw new BadSettingsError({ kind: 'too-deep', limit: read.limit });
    throw new BadSettingsError(read.atEnd ? { kind: 'not-json' } : { kind: 'bad-json', line: read.line, column: read.column });
  }
  const o = read.value as { format?: unknown; version?: unknown; settings?: unknown } | null;
  if (o?.format === 'freecell-settings' && Number.isSafeInteger(o.version) && (o.version as number) > 1) throw new BadSettingsError({ kind: 'newer', version: o.version as number });
  if (o?.format !== 'freecell-settings' || o.version !== 1 || typeof o.settings !== 'object' || o.settings === null || Array.isArray(o.settings)) {
    throw new BadSettingsError({ kind: 'version' });
  }
  const out: Record<string, unknown> = {};
  const foreign: Record<string, unknown> = {};
  const notTaken: ForeignSetting[] = [];
  for (const [field, value] of Object.entries(o.settings as Record<string, unknown>)) {
    const entry = SETTING_KEYS.find((k) => k.field === field);
    const ok = entry !== undefined && (typeof DEFAULT_SETTINGS[entry.field] === 'boolean' ? typeof value === 'boolean' : typeof value === 'string' && entry.values.includes(value));
    if (ok) out[field] = value;
    else {
      // Object.defineProperty keeps every key an own field, "__proto__" included
      Object.defineProperty(foreign, field, { value, enumerable: true, writable: true, configurable: true });
      notTaken.push(entry === undefined ? { field } : { field, value: shownSetting(value) });
    }
  }
  // Object.fromEntries keeps every key an own field, "__proto__" included
  const others = Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'format' && k !== 'version' && k !== 'settings'));
  return { settings: out as ChangedSettings, others, foreign, notTaken };
}

/** A value of the file as a note shows it: JSON, cut short past 40 characters. */
function shownSetting(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

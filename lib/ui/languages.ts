// The message catalogs by language, and the language a locale names.

import type { Catalog } from './catalog';
import { en } from './messages-en';
import { pt } from './messages-pt';

/** The catalogs by language tag: a Map, so that --lang toString or __proto__ is just an unknown language. */
export const CATALOGS: ReadonlyMap<string, Catalog> = new Map([
  ['en', en],
  ['pt', pt],
]);

/**
 * The catalog of the locale for messages (LC_ALL, else LC_MESSAGES, else
 * LANG, empty ones skipped): its language, before any `_territory`,
 * `.codeset` or `@modifier` (`pt_BR.UTF-8`, `pt@euro`: Portuguese);
 * English for any other language, or none.
 */
export function localeCatalog(env: Readonly<Record<string, string | undefined>>): Catalog {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return CATALOGS.get(locale.toLowerCase().split(/[-_.@]/)[0]!) ?? en;
}

// The message catalogs by language, and the language a locale names.

import type { Catalog } from './catalog';
import { en } from './messages-en';
import { pt } from './messages-pt';

/** The catalogs by language tag: a Map, so that --lang toString or __proto__ is just an unknown language. */
export const CATALOGS: ReadonlyMap<string, Catalog> = new Map([
  ['en', en],
  ['pt', pt],
]);

/** A locale's language, before any `_territory`, `.codeset` or `@modifier` (`pt_BR.UTF-8`, `pt@euro`: 'pt'). */
/** The language of a locale name: `pt_BR.UTF-8`, `pt-BR`, `pt@euro` are `pt`. */
export function languageOf(locale: string): string {
  return locale.toLowerCase().split(/[-_.@]/)[0]!;
}

/**
 * The catalog of the messages' language, as GNU gettext picks it: the
 * first language of LANGUAGE (a list, `pt_BR:pt:en`) that freecell speaks,
 * else English, when LANGUAGE is set and the locale for messages (LC_ALL,
 * else LC_MESSAGES, else LANG, empty ones skipped) is neither C, POSIX nor
 * none; otherwise that locale's language (`pt_BR.UTF-8`: Portuguese),
 * English for any other, or none.
 */
export function localeCatalog(env: Readonly<Record<string, string | undefined>>): Catalog {
  const locale = languageOf(env.LC_ALL || env.LC_MESSAGES || env.LANG || '');
  if (env.LANGUAGE && locale !== '' && locale !== 'c' && locale !== 'posix') {
    for (const entry of env.LANGUAGE.split(':')) {
      const found = CATALOGS.get(languageOf(entry));
      if (found) return found;
    }
    return en;
  }
  return CATALOGS.get(locale) ?? en;
}

// The one way an error becomes words: (code, params, language) through the language's error catalogue.

import { type ErrorCode, type ErrorParams, BadOptionError, ERROR_CODES, FreecellError, shownValue } from '../core';
import { formatCard } from '../notation';
import { sentenceOf } from './error-params';
import { type CardNamer, type ErrorCatalog, type ErrorContext, type ErrorLanguage, errorSentence, reasonText } from './error-catalog';
import { errorsEn } from './messages-en';
import { errorsPt } from './messages-pt';

export type { ErrorCatalog, ErrorContext, ErrorLanguage } from './error-catalog';

/** The error catalogue of each language. */
export const ERROR_CATALOGS: Readonly<Record<ErrorLanguage, ErrorCatalog>> = { en: errorsEn, pt: errorsPt };

/** Cards as the CLI spells them in messages ("AH", "10S"). */
const ASCII_CARD = (card: number): string => formatCard(card, { ascii: true });

/** The catalogue of `lang` (English when it is left out); BadOptionError (BAD_OPTION) for a language that has none. */
function catalogOf(lang: ErrorLanguage | undefined): ErrorCatalog {
  if (lang === undefined) return errorsEn;
  if (typeof lang !== 'string' || !Object.hasOwn(ERROR_CATALOGS, lang)) throw new BadOptionError('lang', lang, { kind: 'choices', choices: Object.keys(ERROR_CATALOGS) });
  return ERROR_CATALOGS[lang];
}

/**
 * The sentence for `code` with `params` in `lang` (English by default; ending with a full stop; what the user
 * typed made visible). BadOptionError (BAD_OPTION) for a code that is not in ERROR_CODES, a language other
 * than en and pt, or params that are not the code's (`params`, or `params.NAME` naming the parameter).
 */
export function errorMessage<C extends ErrorCode>(code: C, params: ErrorParams[C], lang: ErrorLanguage = 'en', context: ErrorContext = { card: ASCII_CARD }): string {
  const catalog = catalogOf(lang);
  if (!(ERROR_CODES as readonly string[]).includes(code)) throw new BadOptionError('code', code, { kind: 'choices', choices: ERROR_CODES });
  return sentenceOf(code, params, () => errorSentence(catalog, code, params, context));
}

/**
 * The sentence for a thrown FreecellError in `lang` (English by default); any other error thrown is given by its
 * own message, so that a catch block may pass whatever it caught. BadOptionError (BAD_OPTION) for a language
 * other than en and pt.
 */
export function describeError(err: FreecellError, lang: ErrorLanguage = 'en', context?: ErrorContext): string {
  catalogOf(lang);
  if (!(err instanceof FreecellError)) return otherError(err);
  return errorMessage(err.code, err.params, lang, context);
}

/** An error as a reason inside another sentence ("the file is empty"): no capital, no full stop; as describeError for any other error and for `lang`. */
export function errorReason(err: FreecellError, lang: ErrorLanguage = 'en', context: ErrorContext = { card: ASCII_CARD }): string {
  const catalog = catalogOf(lang);
  if (!(err instanceof FreecellError)) return otherError(err);
  return sentenceOf(err.code, err.params, () => reasonText(catalog, err, context));
}

/** Something thrown that is not a FreecellError, in its own words. */
function otherError(err: unknown): string {
  return err instanceof Error ? err.message : typeof err === 'string' ? err : shownValue(err);
}

/** Why something failed, for a sentence of `words`: a FreecellError in the catalogue's words, any other error by its message. */
export function reasonOf(words: { readonly errorReason: (err: FreecellError, variant: undefined, card: CardNamer) => string }, err: unknown): string {
  if (err instanceof FreecellError) return words.errorReason(err, undefined, ASCII_CARD);
  return otherError(err);
}

// The one way an error becomes words: (code, params, language) through the language's error catalogue.

import { type ErrorCode, type ErrorParams, FreecellError } from '../core';
import { formatCard } from '../notation';
import { type CardNamer, type ErrorCatalog, type ErrorContext, type ErrorLanguage, errorSentence, reasonText } from './error-catalog';
import { errorsEn } from './messages-en';
import { errorsPt } from './messages-pt';

export type { ErrorCatalog, ErrorContext, ErrorLanguage } from './error-catalog';

/** The error catalogue of each language. */
export const ERROR_CATALOGS: Readonly<Record<ErrorLanguage, ErrorCatalog>> = { en: errorsEn, pt: errorsPt };

/** Cards as the CLI spells them in messages ("AH", "10S"). */
const ASCII_CARD = (card: number): string => formatCard(card, { ascii: true });

/** The sentence for `code` with `params` in `lang` (ending with a full stop; what the user typed made visible). */
export function errorMessage<C extends ErrorCode>(code: C, params: ErrorParams[C], lang: ErrorLanguage, context: ErrorContext = { card: ASCII_CARD }): string {
  return errorSentence(ERROR_CATALOGS[lang], code, params, context);
}

/** The sentence for a thrown FreecellError in `lang`. */
export function describeError(err: FreecellError, lang: ErrorLanguage, context?: ErrorContext): string {
  return errorMessage(err.code, err.params, lang, context);
}

/** An error as a reason inside another sentence ("the file is empty"): no capital, no full stop. */
export function errorReason(err: FreecellError, lang: ErrorLanguage, context: ErrorContext = { card: ASCII_CARD }): string {
  return reasonText(ERROR_CATALOGS[lang], err, context);
}

/** Why something failed, for a sentence of `words`: a FreecellError in the catalogue's words, any other error by its message. */
export function reasonOf(words: { readonly errorReason: (err: FreecellError, variant: undefined, card: CardNamer) => string }, err: unknown): string {
  if (err instanceof FreecellError) return words.errorReason(err, undefined, ASCII_CARD);
  return err instanceof Error ? err.message : String(err);
}

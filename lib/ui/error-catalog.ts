// How a catalogue of error sentences is looked up: a code and its typed parameters in, one sentence out.

import type { BoardPlace, ErrorCode, ErrorParams, FreecellError, Variant } from '../core';
import { visible } from './visible';

/** How cards are spelled inside sentences. */
export type CardNamer = (card: number) => string;

/** What an error's sentence may need besides its parameters: the rules in force (for "in FreeCell a column is built down...") and how cards are spelled. */
export interface ErrorContext {
  readonly variant?: Variant;
  readonly card: CardNamer;
}

/** One language's sentence for every error code: a record keyed by the ErrorCode union, so a missing or extra code does not compile. */
export type ErrorCatalog = { readonly [C in ErrorCode]: (params: ErrorParams[C], context: ErrorContext) => string };

/** The languages that have an error catalogue. */
export type ErrorLanguage = 'en' | 'pt';

/** The sentence `errors` has for `code` with `params`, with what the user typed made visible. */
export function errorSentence<C extends ErrorCode>(errors: ErrorCatalog, code: C, params: ErrorParams[C], context: ErrorContext): string {
  const say = errors[code] as (p: ErrorParams[C], c: ErrorContext) => string;
  return visible(say(params, context));
}

/** The sentence of an error (a FreecellError) in the language of `errors`. */
export function lookupError(errors: ErrorCatalog, err: FreecellError, context: ErrorContext): string {
  return errorSentence(errors, err.code, err.params, context);
}

/** A sentence made into a reason that goes inside another sentence: no full stop, the first letter small ("the file is empty"). */
export function asReason(sentence: string): string {
  return smallFirst(sentence.replace(/[\s.]+$/, ''));
}

/**
 * A sentence that goes on inside another (after a colon), its first letter
 * small when its first word is an ordinary capitalised one ("Can't", "There",
 * "Não"); a first word with capitals of its own or a card ("PySol", "FIFO",
 * "QS", "Q♠") keeps them.
 */
export function smallFirst(sentence: string): string {
  return /^\p{Lu}\p{Ll}*(?=[\s\p{P}]|$)/u.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence;
}

/** The reason form of an error in the language of `errors` (see asReason). */
export function reasonText(errors: ErrorCatalog, err: FreecellError, context: ErrorContext): string {
  return asReason(lookupError(errors, err, context));
}

/** Whether two places of a position file are the same one (a card given twice in one column). */
export function samePlace(a: BoardPlace, b: BoardPlace): boolean {
  return a.kind === b.kind && a.index === b.index;
}

/** Whether a card count was typed as `v` and hexadecimal digits that read otherwise in decimal (`v40` is 64): the sentence then says what it is. */
export function hexCount(text: string | undefined, value: number): boolean {
  const digits = text === undefined ? undefined : /^v([0-9a-f]+)$/i.exec(text)?.[1];
  return digits !== undefined && value <= 0xffff && !(/^[0-9]+$/.test(digits) && Number(digits) === value);
}

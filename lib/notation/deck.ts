// Deck files: card tokens in dealing order, validated with the position of any bad token.

import { type Card, BadDeckError, BadOptionError, validateDeck } from '../core';
import { findCard } from './cards';

/** A run of two-character cards with no spaces ("5HKSTD", the classic set-game style) as separate tokens. */
function splitRunTogether(token: string): string[] {
  if (token.length <= 3 || token.length % 2 !== 0) return [token];
  const chunks = token.match(/../g)!;
  return chunks.every((c) => findCard(c) !== undefined) ? chunks : [token];
}

/** A deck file's tokens, as parseDeck splits them, each with its line (from 1). */
export function deckTokens(text: string): { readonly tokens: string[]; readonly lineOf: number[] } {
  const tokens: string[] = [];
  const lineOf: number[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((line, i) => {
      for (const word of line.replace(/#.*$/, '').split(/[\s,]+/)) {
        if (word.length === 0) continue;
        for (const token of splitRunTogether(word)) {
          tokens.push(token);
          lineOf.push(i + 1);
        }
      }
    });
  return { tokens, lineOf };
}

/**
 * The cards of a deck file, in dealing order. Tokens are separated by
 * whitespace or commas (two-character cards may also run together, as in
 * `5HKSTD`); `#` starts a comment. Throws BadDeckError (BAD_DECK)
 * naming the token and its position for an unknown token, a duplicate,
 * more than 52 cards or an empty deck.
 */
export function parseDeck(text: string): Card[] {
  if (typeof text !== 'string') throw new BadOptionError('text', text, { kind: 'text' });
  const { tokens, lineOf } = deckTokens(text);
  // A token that spells no card is -1, which validateDeck reports as an unknown token in its place.
  const cards = tokens.map((token) => findCard(token) ?? -1);
  try {
    validateDeck(cards, { written: tokens });
  } catch (err) {
    // a deck on several lines: the lines of the token (and of the first copy) too
    const several = lineOf.length > 0 && lineOf[lineOf.length - 1] !== lineOf[0];
    if (!(err instanceof BadDeckError) || !several || err.position === undefined) throw err;
    const { reason: _, ...details } = err.params;
    const first = err.params.firstPosition;
    const line = lineOf[err.position - 1]!;
    // the first copy's line when it is another
    const firstLine = first === undefined ? undefined : lineOf[first - 1];
    throw new BadDeckError(err.reason, { ...details, line, ...(firstLine === undefined || firstLine === line ? {} : { firstLine }) });
  }
  return cards;
}

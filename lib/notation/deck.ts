// Deck files: card tokens in dealing order, validated with the position of any bad token.

import { type Card, BadOptionError, validateDeck } from '../core';
import { findCard } from './cards';

/** A run of two-character cards with no spaces ("5HKSTD", the classic set-game style) as separate tokens. */
function splitRunTogether(token: string): string[] {
  if (token.length <= 3 || token.length % 2 !== 0) return [token];
  const chunks = token.match(/../g)!;
  return chunks.every((c) => findCard(c) !== undefined) ? chunks : [token];
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
  const tokens = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/#.*$/, ''))
    .join(' ')
    .split(/[\s,]+/)
    .filter((t) => t.length > 0)
    .flatMap(splitRunTogether);
  // A token that spells no card is -1, which validateDeck reports as an unknown token in its place.
  const cards = tokens.map((token) => findCard(token) ?? -1);
  validateDeck(cards, { written: tokens });
  return cards;
}

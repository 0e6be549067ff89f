// Deck files: card tokens in dealing order, validated with the position of any bad token.

import { type Card, BadDeckError, validateDeck } from '../core';
import { parseCard } from './cards';

/** A run of two-character cards with no spaces ("5HKSTD", the classic set-game style) as separate tokens. */
function splitRunTogether(token: string): string[] {
  if (token.length <= 3 || token.length % 2 !== 0) return [token];
  const chunks = token.match(/../g)!;
  return chunks.every((c) => parseCard(c) !== undefined) ? chunks : [token];
}

/**
 * The cards of a deck file, in dealing order. Tokens are separated by
 * whitespace or commas (two-character cards may also run together, as in
 * `5HKSTD`); `#` starts a comment. Throws BadDeckError (BAD_DECK)
 * naming the token and its position for an unknown token, a duplicate,
 * more than 52 cards or an empty deck.
 */
export function parseDeck(text: string): Card[] {
  const tokens = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, ''))
    .join(' ')
    .split(/[\s,]+/)
    .filter((t) => t.length > 0)
    .flatMap(splitRunTogether);
  const cards: Card[] = [];
  const seen = new Map<Card, number>();
  tokens.forEach((token, i) => {
    const card = parseCard(token);
    if (card === undefined) {
      throw new BadDeckError('unknown-token', { position: i + 1, token });
    }
    if (i >= 52) {
      throw new BadDeckError('too-many', { position: i + 1, token });
    }
    const first = seen.get(card);
    if (first !== undefined) {
      throw new BadDeckError('duplicate', { position: i + 1, token, firstPosition: first });
    }
    seen.set(card, i + 1);
    cards.push(card);
  });
  validateDeck(cards);
  return cards;
}

// The course's card, from the assignment's text: four suits, values ace (low) to king, red hearts and diamonds, printed like A♣ and 10♦.

import { Card, Color, IllegalArgumentError, Suit } from '.';

describe('Card', () => {
  it('prints its value (A, 2 to 10, J, Q, K) and suit symbol', () => {
    expect(new Card(1, Suit.CLUBS).toString()).toBe('A♣');
    expect(new Card(10, Suit.DIAMONDS).toString()).toBe('10♦');
    expect(new Card(11, Suit.HEARTS).toString()).toBe('J♥');
    expect(new Card(12, Suit.SPADES).toString()).toBe('Q♠');
    expect(new Card(13, Suit.CLUBS).toString()).toBe('K♣');
    expect(`${new Card(7, Suit.HEARTS)}`).toBe('7♥');
  });

  it('is red for hearts and diamonds, black for clubs and spades', () => {
    expect(new Card(5, Suit.HEARTS).getColor()).toBe(Color.RED);
    expect(new Card(5, Suit.DIAMONDS).getColor()).toBe(Color.RED);
    expect(new Card(5, Suit.CLUBS).getColor()).toBe(Color.BLACK);
    expect(new Card(5, Suit.SPADES).getColor()).toBe(Color.BLACK);
  });

  it('keeps its value and suit, and cannot be changed', () => {
    const card = new Card(1, Suit.SPADES);
    expect([card.getValue(), card.getSuit(), card.value, card.suit]).toEqual([1, Suit.SPADES, 1, Suit.SPADES]);
    expect(() => {
      (card as { value: number }).value = 2;
    }).toThrow(TypeError);
    expect(card.value).toBe(1);
  });

  it('equals a card of the same value and suit only', () => {
    const a = new Card(12, Suit.HEARTS);
    expect(a.equals(new Card(12, Suit.HEARTS))).toBe(true);
    expect(a.hashCode()).toBe(new Card(12, Suit.HEARTS).hashCode());
    expect(a.equals(new Card(12, Suit.DIAMONDS))).toBe(false);
    expect(a.equals(new Card(11, Suit.HEARTS))).toBe(false);
    expect(a.equals('Q♥')).toBe(false);
    expect(a.equals(null)).toBe(false);
  });

  it.each([0, 14, -1, 1.5, Number.NaN, Infinity])('refuses the value %p with IllegalArgumentError', (value) => {
    expect(() => new Card(value, Suit.CLUBS)).toThrow(IllegalArgumentError);
  });

  it.each(['C', 'clubs', '♤', '', null, undefined])('refuses the suit %p with IllegalArgumentError', (suit) => {
    expect(() => new Card(1, suit as unknown as Suit)).toThrow(IllegalArgumentError);
    expect(() => new Card(1, suit as unknown as Suit)).toThrow("A card's suit must be one of ♣, ♦, ♥, ♠, not");
  });

  it('reads the state text spelling and the ASCII one', () => {
    expect(Card.parse('10♦').equals(new Card(10, Suit.DIAMONDS))).toBe(true);
    expect(Card.parse('QS').equals(new Card(12, Suit.SPADES))).toBe(true);
    expect(() => Card.parse('B♣')).toThrow(new IllegalArgumentError('"B♣" is not a card (write it like A♣, 10♦ or QS).'));
    // a value that is not text is named as what it is, never quoted as if it were the text given
    expect(() => Card.parse(['A♣'] as unknown as string)).toThrow(new IllegalArgumentError('Card.parse reads text (like A♣, 10♦ or QS), not a list.'));
    expect(() => Card.parse(5 as unknown as string)).toThrow(new IllegalArgumentError('Card.parse reads text (like A♣, 10♦ or QS), not 5.'));
  });
});

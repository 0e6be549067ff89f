// Typed errors of the rules core: each class has a stable code and structured fields.

import type { Card } from './card';
import type { PileRef } from './move';

/** Base of every error the program reports to a user; `code` is stable, tests assert it. */
export class FreecellError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A move that breaks a rule of the game; the board is left unchanged. */
export class RuleError extends FreecellError {}

function pileText(p: PileRef): string {
  return `${p.kind} ${p.index + 1}`;
}

/** SAME_PILE: the source and the destination are the same pile. */
export class SamePileError extends RuleError {
  constructor(readonly pile: PileRef) {
    super('SAME_PILE', `${pileText(pile)} is both source and destination`);
  }
}

/** NO_SUCH_PILE: a pile index outside the table (library callers only; the parser checks ranges). */
export class NoSuchPileError extends RuleError {
  constructor(readonly pile: PileRef, readonly available: number) {
    super('NO_SUCH_PILE', `there is no ${pileText(pile)} (there are ${available})`);
  }
}

/** ILLEGAL_SOURCE: cards never leave a foundation. */
export class IllegalSourceError extends RuleError {
  constructor(readonly pile: PileRef) {
    super('ILLEGAL_SOURCE', `cards cannot be moved from a ${pile.kind}`);
  }
}

/** EMPTY_SOURCE: there is no card to move. */
export class EmptySourceError extends RuleError {
  constructor(readonly pile: PileRef) {
    super('EMPTY_SOURCE', `${pileText(pile)} is empty`);
  }
}

/** NOT_ENOUGH_CARDS: more cards asked for than the column holds. */
export class NotEnoughCardsError extends RuleError {
  constructor(readonly pile: PileRef, readonly count: number, readonly available: number) {
    super('NOT_ENOUGH_CARDS', `${pileText(pile)} holds ${available} cards, not ${count}`);
  }
}

/** ONE_CARD_ONLY: cells and foundations take one card at a time. */
export class OneCardOnlyError extends RuleError {
  constructor(readonly to: PileRef, readonly count: number) {
    super('ONE_CARD_ONLY', `a ${to.kind} takes one card at a time, not ${count}`);
  }
}

/** SINGLE_CARD_ONLY: the rules in force move one card at a time. */
export class SingleCardOnlyError extends RuleError {
  constructor(readonly count: number) {
    super('SINGLE_CARD_ONLY', `cards move one at a time, not ${count}`);
  }
}

/** NOT_A_RUN: the cards to move are not built down by the variant's rule. */
export class NotARunError extends RuleError {
  constructor(
    readonly pile: PileRef,
    readonly count: number,
    readonly upper: Card,
    readonly lower: Card,
  ) {
    super('NOT_A_RUN', `the last ${count} cards of ${pileText(pile)} are not a run`);
  }
}

/** NOT_ENOUGH_SPACE: a run longer than the free cells and empty columns allow. */
export class NotEnoughSpaceError extends RuleError {
  constructor(
    readonly count: number,
    readonly max: number,
    readonly freeCells: number,
    readonly emptyColumns: number,
  ) {
    super('NOT_ENOUGH_SPACE', `not enough free space to move ${count} cards (at most ${max})`);
  }
}

/** CELL_OCCUPIED: the destination cell already holds a card. */
export class CellOccupiedError extends RuleError {
  constructor(readonly cell: PileRef, readonly card: Card) {
    super('CELL_OCCUPIED', `${pileText(cell)} is not empty`);
  }
}

/** NEEDS_ACE: an empty foundation takes only an Ace. */
export class NeedsAceError extends RuleError {
  constructor(readonly card: Card, readonly to: PileRef) {
    super('NEEDS_ACE', `an empty foundation takes an Ace only`);
  }
}

/** WRONG_SUIT: the card is not of the suit the destination needs. */
export class WrongSuitError extends RuleError {
  constructor(readonly card: Card, readonly onto: Card, readonly to: PileRef) {
    super('WRONG_SUIT', `wrong suit for ${pileText(to)}`);
  }
}

/** WRONG_COLOUR: on a column built in alternating colours, the colours must differ. */
export class WrongColourError extends RuleError {
  constructor(readonly card: Card, readonly onto: Card, readonly to: PileRef) {
    super('WRONG_COLOUR', `wrong colour for ${pileText(to)}`);
  }
}

/** WRONG_RANK: the card is not the rank the destination needs. */
export class WrongRankError extends RuleError {
  constructor(readonly card: Card, readonly onto: Card, readonly to: PileRef) {
    super('WRONG_RANK', `wrong rank for ${pileText(to)}`);
  }
}

/** EMPTY_COLUMN_RULE: the variant restricts what may fill an empty column. */
export class EmptyColumnRuleError extends RuleError {
  constructor(readonly card: Card, readonly to: PileRef, readonly rule: 'kings' | 'none') {
    super('EMPTY_COLUMN_RULE', rule === 'kings' ? 'only a King may fill an empty column' : 'empty columns cannot be filled');
  }
}

/** ACE_TO_FOUNDATION_ONLY: under the variant's rules an Ace may only go to a foundation. */
export class AceToFoundationOnlyError extends RuleError {
  constructor(readonly card: Card, readonly to: PileRef) {
    super('ACE_TO_FOUNDATION_ONLY', `an Ace may only go to a foundation, not to ${pileText(to)}`);
  }
}

/** NO_SUCH_CARD: a card index outside the source pile (library callers only). */
export class NoSuchCardError extends RuleError {
  constructor(readonly pile: PileRef, readonly cardIndex: number, readonly size: number) {
    super(
      'NO_SUCH_CARD',
      size === 0 ? `${pileText(pile)} is empty` : `${pileText(pile)} has no card ${cardIndex} (its cards are numbered 0 to ${size - 1})`,
    );
  }
}

/** UNKNOWN_PILE_KIND: a pile kind other than column, cell or foundation (library callers only). */
export class UnknownPileKindError extends FreecellError {
  constructor(readonly kind: string) {
    super('UNKNOWN_PILE_KIND', `"${kind}" is not a kind of pile (column, cell or foundation)`);
  }
}

/** BAD_VARIANT: a variant parameter out of its range, e.g. 11 cells or 3 columns. */
export class BadVariantError extends FreecellError {
  constructor(
    readonly parameter: string,
    readonly value: unknown,
    /** The values allowed, in words ("a whole number from 0 to 10"). */
    readonly allowed: string,
  ) {
    super('BAD_VARIANT', `${parameter} cannot be ${typeof value === 'string' ? JSON.stringify(value) : String(value)}: it must be ${allowed}`);
  }
}

/** UNKNOWN_VARIANT: no variant has that name or alias. */
export class UnknownVariantError extends FreecellError {
  constructor(readonly requested: string, readonly known: readonly string[]) {
    super('UNKNOWN_VARIANT', `unknown variant "${requested}" (known: ${known.join(', ')})`);
  }
}

/** BAD_GAME_NUMBER: game numbers run from 1 to 8,589,934,591. */
export class BadGameNumberError extends FreecellError {
  constructor(readonly requested: string) {
    super('BAD_GAME_NUMBER', `game number "${requested}" is not a whole number from 1 to 8589934591`);
  }
}

/** BAD_PYSOL_NUMBER: PySolFC game numbers are whole numbers from 1 up, or ms1 to ms8589934591. */
export class BadPysolNumberError extends FreecellError {
  constructor(readonly requested: string) {
    super('BAD_PYSOL_NUMBER', `PySol game number "${requested}" is not a whole number from 1 up, nor ms1 to ms8589934591`);
  }
}

/**
 * BAD_DECK: a deck that cannot be dealt: an unknown token, a duplicate, too
 * many cards or none (and, where a full pack is required, too few).
 */
export class BadDeckError extends FreecellError {
  constructor(
    readonly reason: 'unknown-token' | 'duplicate' | 'too-many' | 'too-few' | 'empty',
    message: string,
    /** 1-based position of the offending token in the deck. */
    readonly position?: number,
    readonly token?: string,
    /** 1-based position of the first copy, for a duplicate. */
    readonly firstPosition?: number,
  ) {
    super('BAD_DECK', message);
  }
}

/** BAD_BOARD: a board file that does not describe a position: `line` is 1-based (0 for the whole file). */
export class BadBoardError extends FreecellError {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super('BAD_BOARD', line > 0 ? `line ${line}: ${reason}` : reason);
  }
}

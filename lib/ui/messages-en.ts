// The English message catalog of the default style: one sentence per error code.

import {
  type Board,
  type Card,
  type FreecellError,
  type PileRef,
  type Variant,
  BadDeckError,
  CellOccupiedError,
  EmptyColumnRuleError,
  EmptySourceError,
  NeedsAceError,
  NoSuchPileError,
  NotARunError,
  NotEnoughCardsError,
  NotEnoughSpaceError,
  OneCardOnlyError,
  SamePileError,
  SingleCardOnlyError,
  UnknownVariantError,
  WrongColourError,
  WrongRankError,
  WrongSuitError,
  rankOf,
  suitOf,
} from '../core';
import {
  type ArgumentKind,
  NotANumberError,
  OutOfRangeError,
  UnknownCommandError,
  WrongArgumentCountError,
  formatCard,
  suitName,
} from '../notation';

const RANK_NAMES = ['', 'Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function kindPlural(kind: ArgumentKind): string {
  return kind === 'count' ? 'counts' : `${kind}s`;
}

function pileName(p: PileRef): string {
  return `${p.kind} ${p.index + 1}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function buildRuleText(variant: Variant): string {
  return variant.buildBy === 'suit'
    ? `in ${variant.name} a column is built down in the same suit`
    : `in ${variant.name} a column is built down in alternating colours`;
}

/** Card spelling for messages. */
export type CardNamer = (card: Card) => string;

/** The English sentence for an error (ending with a full stop), given the board it happened on. */
export function describeError(err: FreecellError, board: Board | undefined, ascii = false): string {
  const c: CardNamer = (card) => formatCard(card, { ascii });
  const variant = board?.variant;
  if (err instanceof UnknownCommandError) {
    return err.suggestion
      ? `"${err.word}" is not a command; did you mean "${err.suggestion}"? Type h for the list of commands.`
      : `"${err.word}" is not a command; type h for the list of commands.`;
  }
  if (err instanceof WrongArgumentCountError) {
    if (err.max === 0) return `${err.command} takes no arguments.`;
    const wanted = err.min === err.max ? `${err.min}` : `${err.min} or ${err.max}`;
    return `${err.command} needs ${wanted} numbers, not ${err.got}: ${err.usage}.`;
  }
  if (err instanceof NotANumberError) {
    return `"${err.argument}" is not a ${err.kind === 'count' ? 'card count' : `${err.kind} number`}.`;
  }
  if (err instanceof OutOfRangeError) {
    if (err.kind === 'count') return `A card count must be from 1 to ${err.max}, not ${err.value}.`;
    return `There is no ${err.kind} ${err.value}: ${kindPlural(err.kind)} are numbered 1 to ${err.max}.`;
  }
  if (err instanceof SamePileError) return `${capital(pileName(err.pile))} is both the source and the destination.`;
  if (err instanceof NoSuchPileError) {
    return `There is no ${pileName(err.pile)}: ${err.pile.kind}s are numbered 1 to ${err.available}.`;
  }
  if (err instanceof EmptySourceError) return `${capital(pileName(err.pile))} is empty: there is no card to move.`;
  if (err instanceof NotEnoughCardsError) {
    return `${capital(pileName(err.pile))} holds ${plural(err.available, 'card')}, so ${err.count} cannot move.`;
  }
  if (err instanceof OneCardOnlyError) return `A ${err.to.kind} takes one card at a time, not ${err.count}.`;
  if (err instanceof SingleCardOnlyError) return `Cards move one at a time in this game, so ${err.count} cannot move together.`;
  if (err instanceof NotARunError) {
    return `The last ${err.count} cards of ${pileName(err.pile)} are not a run: ${c(err.lower)} does not follow ${c(err.upper)} (${variant ? buildRuleText(variant) : 'see the rules'}).`;
  }
  if (err instanceof NotEnoughSpaceError) {
    return `Not enough free space to move ${err.count} cards: with ${plural(err.freeCells, 'free cell')} and ${plural(err.emptyColumns, 'empty column')} you can move ${err.max} at most.`;
  }
  if (err instanceof CellOccupiedError) return `${capital(pileName(err.cell))} is not empty: it holds ${c(err.card)}.`;
  if (err instanceof NeedsAceError) return `Can't put ${c(err.card)} on ${pileName(err.to)}: an empty foundation takes an Ace.`;
  if (err instanceof WrongSuitError || err instanceof WrongColourError || err instanceof WrongRankError) {
    const head = `Can't put ${c(err.card)} on ${c(err.onto)}`;
    if (err.to.kind === 'foundation') {
      const next = rankOf(err.onto) === 13 ? 'the foundation is complete' : `it takes the ${RANK_NAMES[rankOf(err.onto) + 1]} of ${suitName(suitOf(err.onto))} next`;
      return `${head} in ${pileName(err.to)}: ${next}.`;
    }
    if (err instanceof WrongRankError) {
      const wanted = rankOf(err.onto) === 1 ? 'nothing goes on an Ace' : `${c(err.onto)} takes a ${RANK_NAMES[rankOf(err.onto) - 1]}`;
      return `${head}: a column is built down one rank at a time, and ${wanted}.`;
    }
    return `${head}: ${variant ? buildRuleText(variant) : 'see the rules'}.`;
  }
  if (err instanceof EmptyColumnRuleError) {
    return err.rule === 'kings'
      ? `Can't put ${c(err.card)} in empty ${pileName(err.to)}: only a King may fill an empty column.`
      : `Can't put ${c(err.card)} in empty ${pileName(err.to)}: empty columns cannot be filled in this game.`;
  }
  if (err instanceof UnknownVariantError) return `Unknown variant "${err.requested}"; known variants: ${err.known.join(', ')}.`;
  if (err instanceof BadDeckError) return `${capital(err.message)}.`;
  return `${capital(err.message)}.`;
}

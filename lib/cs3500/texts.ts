// The facade's English texts: the course's fixed controller messages and the sentences of its errors, in the course's words (cascade, open, foundation pile).

import {
  type PileRef,
  type RuleError,
  CellOccupiedError,
  EmptySourceError,
  IllegalSourceError,
  NeedsAceError,
  NoSuchCardError,
  NoSuchPileError,
  NotARunError,
  NotEnoughSpaceError,
  OneCardOnlyError,
  SamePileError,
  SingleCardOnlyError,
  WrongColourError,
  WrongRankError,
  WrongSuitError,
  makeCard,
  rankOf,
  shownValue,
  suitOf,
} from '../core';
import { formatCard } from '../notation';

const KIND_WORD = { column: 'cascade pile', cell: 'open pile', foundation: 'foundation pile' } as const;
const KIND_LETTER = { column: 'C', cell: 'O', foundation: 'F' } as const;

/** A pile as the state text names it: C3, O1, F2 (counted from 1). */
export function pileLabel(p: PileRef): string {
  return `${KIND_LETTER[p.kind]}${p.index + 1}`;
}

const c = (card: number): string => formatCard(card);

/** An index as an error holds it (givenIndex: a number, or any other value as its text), as text. */
function shownIndex(index: number | string): string {
  return typeof index === 'number' ? String(index) : index;
}

const PLURAL = new Intl.PluralRules('en');

/** "1 free open pile", "2 free open piles": the number and the words in the form it takes. */
function count(n: number, words: string): string {
  return `${n} ${words}${PLURAL.select(n) === 'one' ? '' : 's'}`;
}

/** The words of the CS 3500 model and controller. */
export const TEXTS = {
  notStarted: 'The game has not started: call startGame first.',
  deckMissing: 'The deck is missing.',
  modelMissing: 'The model is missing.',
  deckNotAList: 'The deck must be a list of cards.',
  deckSize: (n: number) => `A deck holds 52 cards, not ${n}.`,
  notACard: (position: number) => `Item ${position} of the deck is not a Card.`,
  deckItemMissing: (position: number) => `Item ${position} of the deck is missing.`,
  repeatedCard: (position: number, card: string, first: number) => `Card ${position} of the deck, ${card}, repeats card ${first}.`,
  pileCount: (what: 'cascade' | 'open', value: unknown, min: number, max: number) =>
    `The number of ${what} piles must be a whole number from ${min} to ${max}, not ${shownValue(value)}.`,
  notARandom: (value: unknown) => `A model shuffles with a function returning numbers in [0, 1), not ${shownValue(value)}.`,
  notABoolean: (value: unknown) => `shuffle must be true or false, not ${shownValue(value)}.`,
  badValue: (value: unknown) => `A card's value must be a whole number from 1 (ace) to 13 (king), not ${shownValue(value)}.`,
  badSuit: (value: unknown) => `A card's suit must be one of ♣, ♦, ♥, ♠, not ${shownValue(value)}.`,
  notACardText: (text: string) => `"${text}" is not a card (write it like A♣, 10♦ or QS).`,
  cardNotText: (value: unknown) => `Card.parse reads text (like A♣, 10♦ or QS), not ${shownValue(value)}.`,
  badPileType: (value: unknown) => `${shownValue(value)} is not a pile type: use PileType.FOUNDATION, PileType.OPEN or PileType.CASCADE.`,
  noSuchPile: (kind: PileRef['kind'], index: number | string, count: number) =>
    `There is no ${KIND_WORD[kind]} at index ${shownIndex(index)}: this game has ${count}, ${count === 1 ? 'at index 0' : `at indices 0 to ${count - 1}`}.`,
  noSuchCard: (p: PileRef, index: number | string, size: number) =>
    size === 0
      ? `${pileLabel(p)} is empty: there is no card at index ${shownIndex(index)}.`
      : `${pileLabel(p)} has no card at index ${shownIndex(index)}: ${size === 1 ? 'its card is at index 0' : `its cards are at indices 0 to ${size - 1}`}.`,
  badGameType: (value: unknown) => `${shownValue(value)} is not a game type: use GameType.SINGLEMOVE or GameType.MULTIMOVE.`,
  // the controller's messages (the first three are the assignment's own words)
  couldNotStart: 'Could not start game.',
  quit: 'Game quit prematurely.',
  gameOver: 'Game over.',
  invalidMove: (why: string) => `Invalid move. Try again. ${why}`,
  // a pile or card the player typed that the game does not have, counted from 1 as typed (the model's own texts count its 0-based indices)
  noTypedPile: (letter: string, number: number, count: number, kind: string) =>
    `There is no ${letter}${number}: this game has ${count === 1 ? `only ${kind} ${letter}1` : `${kind}s ${letter}1 to ${letter}${count}`}.`,
  noTypedCard: (label: string, number: number, size: number) =>
    size === 0 ? `${label} is empty.` : `${label} has no card ${number}: ${size === 1 ? 'its only card is card 1' : `its cards are numbered 1 to ${size}`}.`,
  badSource: (token: string) => `"${token}" is not a source pile. Enter the source pile again (C, O or F and a number from 1, like C1), or q to quit.`,
  badCardIndex: (token: string) => `"${token}" is not a card index. Enter the card index again (a number from 1), or q to quit.`,
  badDestination: (token: string) => `"${token}" is not a destination pile. Enter the destination pile again (C, O or F and a number from 1, like F1), or q to quit.`,
  nullControllerIO: 'The controller has no input to read or no output to write to.',
  inputEnded: 'The input ended before the game was over or quit.',
  nodeStream:
    "The controller reads its input at once, and a Node stream gives its text only later, in events: pass the text itself (for standard input, fs.readFileSync(0, 'utf8')), or a Readable whose read() returns it.",
  cannotRead: 'The controller cannot read its input.',
  cannotWrite: 'The controller cannot write its output.',
  notText: 'A StringBuilder appends text, or a value with a text of its own (String of it failed).',
} as const;

/** Why the rules refuse a move, in one sentence in the course's words. */
export function ruleSentence(err: RuleError): string {
  if (err instanceof NoSuchPileError) return TEXTS.noSuchPile(err.pile.kind, err.pile.index, err.available);
  // the source pile of NO_SUCH_CARD is one the board has (its index a number)
  if (err instanceof NoSuchCardError) return TEXTS.noSuchCard(err.pile as PileRef, err.cardIndex, err.size);
  if (err instanceof IllegalSourceError) return `Cards cannot be moved out of a foundation pile (${pileLabel(err.pile)}).`;
  if (err instanceof SamePileError) return `${pileLabel(err.pile)} is both the source and the destination.`;
  if (err instanceof EmptySourceError) return `${pileLabel(err.pile)} is empty: there is no card to move.`;
  if (err instanceof OneCardOnlyError) return `${err.to.kind === 'cell' ? 'An open pile' : 'A foundation pile'} takes one card at a time, not ${err.count}.`;
  if (err instanceof SingleCardOnlyError) return `This game moves one card at a time, not ${err.count}.`;
  if (err instanceof NotARunError) return `The last ${err.count} cards of ${pileLabel(err.pile)} are not a build: ${c(err.lower)} does not follow ${c(err.upper)}.`;
  if (err instanceof NotEnoughSpaceError) {
    return `Not enough free space to move ${err.count} cards: with ${count(err.freeCells, 'free open pile')} and ${count(err.emptyColumns, 'empty cascade pile')}, (N+1)*2^K allows ${err.max}.`;
  }
  if (err instanceof CellOccupiedError) return `${pileLabel(err.cell)} already holds ${c(err.card)}: an open pile holds one card at most.`;
  if (err instanceof NeedsAceError) return `${pileLabel(err.to)} is empty: it takes an ace, not ${c(err.card)}.`;
  if (err instanceof WrongSuitError || err instanceof WrongRankError || err instanceof WrongColourError) {
    if (err.to.kind === 'foundation') {
      const next = rankOf(err.onto) === 13 ? 'it is complete' : `it takes ${c(makeCard(rankOf(err.onto) + 1, suitOf(err.onto)))} next`;
      return `${c(err.card)} cannot go on ${c(err.onto)} in ${pileLabel(err.to)}: ${next}.`;
    }
    return `${c(err.card)} cannot go on ${c(err.onto)} in ${pileLabel(err.to)}: a cascade pile takes a card of the other colour and one value lower.`;
  }
  return err.message;
}

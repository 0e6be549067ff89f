// The CS 3500 FreeCell controller: reads moves like "C8 5 C1" from a readable, plays them on a model, writes the state to an appendable.

import type { Card } from './card';
import { IllegalArgumentError, IllegalStateError } from './errors';
import { type IFreeCellModel, PileType } from './model';
import { TEXTS } from './texts';

/** A source of text, read in chunks (Java's Readable): `read()` gives the next chunk, or null when there is no more. */
export interface Readable {
  read(): string | null;
}

/** A sink of text (Java's Appendable). */
export interface Appendable {
  append(text: string): unknown;
}

/** A Readable over one string (Java's StringReader). */
export class StringReader implements Readable {
  private done = false;

  constructor(private readonly text: string) {}

  read(): string | null {
    if (this.done) return null;
    this.done = true;
    return this.text;
  }
}

/** An Appendable that keeps what it is given (Java's StringBuilder); toString() is everything appended. */
export class StringBuilder implements Appendable {
  private text = '';

  /** Adds `text` (any other value as String gives it, as Java's append(Object) does); throws IllegalArgumentError for a value String cannot turn into text. */
  append(text: string): this {
    let added: string;
    try {
      added = String(text);
    } catch (e) {
      throw new IllegalArgumentError(TEXTS.notText, { cause: e });
    }
    this.text += added;
    return this;
  }

  toString(): string {
    return this.text;
  }
}

/** The assignment's controller interface, generic over the card type. */
export interface IFreeCellController<K> {
  /**
   * Starts a game on `model` with the deck and pile counts and plays it from the input until it is won or
   * the player types q or Q. IllegalArgumentError for a missing deck or model; IllegalStateError when the
   * controller cannot read input or write output (none given, input ended, a read or write failed).
   */
  playGame(deck: readonly K[], model: IFreeCellModel<K>, numCascades: number, numOpens: number, shuffle: boolean): void;
}

/** Whitespace-separated tokens of a Readable, read lazily chunk by chunk (as Java's Scanner.next()). */
class Tokens {
  private buffer = '';
  private ended = false;

  constructor(private readonly source: Readable) {}

  /** The next token, or null when the input has ended. */
  next(): string | null {
    for (;;) {
      this.buffer = this.buffer.replace(/^\s+/, '');
      const end = this.buffer.search(/\s/);
      if (end > 0) {
        const token = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end);
        return token;
      }
      if (this.ended) {
        const token = this.buffer;
        this.buffer = '';
        return token === '' ? null : token;
      }
      let chunk: string | null;
      try {
        const read: unknown = this.source.read();
        chunk = read === null || read === undefined ? null : String(read);
      } catch (e) {
        throw new IllegalStateError(TEXTS.cannotRead, { cause: e });
      }
      if (chunk === null) this.ended = true;
      else this.buffer += chunk;
    }
  }
}

const PILE_TOKEN = /^([CFO])([1-9][0-9]*)$/;
const INDEX_TOKEN = /^[1-9][0-9]*$/;
const PILE_TYPES: Readonly<Record<string, PileType>> = { C: PileType.CASCADE, F: PileType.FOUNDATION, O: PileType.OPEN };

interface PileInput {
  readonly type: PileType;
  readonly index: number;
}

function readPile(token: string): PileInput | null {
  const m = PILE_TOKEN.exec(token);
  if (!m) return null;
  const n = Number(m[2]);
  return Number.isSafeInteger(n) ? { type: PILE_TYPES[m[1]!]!, index: n - 1 } : null;
}

function readIndex(token: string): number | null {
  const n = Number(token);
  return INDEX_TOKEN.test(token) && Number.isSafeInteger(n) ? n - 1 : null;
}

const PILE_LETTER: Readonly<Record<PileType, string>> = { [PileType.CASCADE]: 'C', [PileType.FOUNDATION]: 'F', [PileType.OPEN]: 'O' };
const PILE_KIND: Readonly<Record<PileType, string>> = { [PileType.CASCADE]: 'cascade pile', [PileType.FOUNDATION]: 'foundation pile', [PileType.OPEN]: 'open pile' };

/**
 * Why a refused move's pile or card does not exist, in the numbers the
 * player typed (from 1); undefined when both piles and the card exist (the
 * model's own reason then says what rule the move breaks), or when the
 * model cannot tell its sizes (a model of another's making may throw).
 */
function typedReason(model: IFreeCellModel<unknown>, source: PileInput, cardIndex: number, destination: PileInput): string | undefined {
  try {
    const piles = (type: PileType): number => (type === PileType.CASCADE ? model.getNumCascadePiles() : type === PileType.OPEN ? model.getNumOpenPiles() : 4);
    const missing = (pile: PileInput): string | undefined => {
      const count = piles(pile.type);
      return count >= 0 && pile.index >= count ? TEXTS.noTypedPile(PILE_LETTER[pile.type], pile.index + 1, count, PILE_KIND[pile.type]) : undefined;
    };
    const pile = missing(source);
    if (pile !== undefined) return pile;
    const size =
      source.type === PileType.CASCADE
        ? model.getNumCardsInCascadePile(source.index)
        : source.type === PileType.OPEN
          ? model.getNumCardsInOpenPile(source.index)
          : model.getNumCardsInFoundationPile(source.index);
    // a foundation is never a source: the model's reason says so, whatever the card
    if (source.type !== PileType.FOUNDATION && Number.isInteger(size) && cardIndex >= size) {
      return TEXTS.noTypedCard(`${PILE_LETTER[source.type]}${source.index + 1}`, cardIndex + 1, size);
    }
    return missing(destination);
  } catch {
    return undefined;
  }
}

/**
 * Whether `input` is a Node stream (it pipes and emits events): its read()
 * returns null while its text is still to come, which a synchronous reader
 * would take for the end of the input.
 */
function isNodeStream(input: object): boolean {
  const stream = input as { pipe?: unknown; on?: unknown };
  return typeof stream.pipe === 'function' && typeof stream.on === 'function';
}

/** A signal that the player typed q or Q. */
const QUIT = Symbol('quit');

/**
 * The text controller. Input: moves as three tokens, source pile (`C1`, `O2`,
 * `F3`, counted from 1), card index (from 1) and destination pile, separated
 * by spaces or newlines; `q` or `Q` in place of any token quits. Output: the
 * state after the start and after each move, one re-entry request per bad
 * token (only that token is asked again), "Invalid move. Try again." with the
 * reason for a move the model refuses, and "Game over." once the game is won.
 * playGame is generic over the card type `K` (the library's Card by default),
 * so it plays any IFreeCellModel<K>, a model of another card class included.
 */
export class FreecellController implements IFreeCellController<Card> {
  /** A controller reading from `input` (a Readable, a string, or an iterable of chunks) and writing to `output`. */
  constructor(
    private readonly input: Readable | string | Iterable<string> | null | undefined,
    private readonly output: Appendable | null | undefined,
  ) {}

  private readable(): Readable {
    const input = this.input;
    if (input === null || input === undefined) throw new IllegalStateError(TEXTS.nullControllerIO);
    if (typeof input === 'string') return new StringReader(input);
    if (isNodeStream(input)) throw new IllegalStateError(TEXTS.nodeStream);
    if (typeof (input as Readable).read === 'function') return input as Readable;
    if (typeof (input as Iterable<string>)[Symbol.iterator] === 'function') {
      const chunks = (input as Iterable<string>)[Symbol.iterator]();
      return { read: () => {
        const r = chunks.next();
        return r.done ? null : r.value;
      } };
    }
    throw new IllegalStateError(TEXTS.nullControllerIO);
  }

  private writer(): (text: string) => void {
    const output = this.output;
    if (output === null || output === undefined || typeof output.append !== 'function') throw new IllegalStateError(TEXTS.nullControllerIO);
    return (text) => {
      try {
        output.append(text);
      } catch (e) {
        throw new IllegalStateError(TEXTS.cannotWrite, { cause: e });
      }
    };
  }

  playGame<K = Card>(deck: readonly K[], model: IFreeCellModel<K>, numCascades: number, numOpens: number, shuffle: boolean): void {
    if (deck === null || deck === undefined) throw new IllegalArgumentError(TEXTS.deckMissing);
    if (model === null || model === undefined) throw new IllegalArgumentError(TEXTS.modelMissing);
    const tokens = new Tokens(this.readable());
    const write = this.writer();
    try {
      model.startGame(deck, numCascades, numOpens, shuffle);
    } catch {
      write(`${TEXTS.couldNotStart}\n`);
      return;
    }
    write(`${model.getGameState()}\n`);
    // Reads one token until `parse` accepts it, asking again for just that token; QUIT for q or Q.
    const ask = <T>(parse: (token: string) => T | null, again: (token: string) => string): T | typeof QUIT => {
      for (;;) {
        const token = tokens.next();
        if (token === null) throw new IllegalStateError(TEXTS.inputEnded);
        if (token === 'q' || token === 'Q') return QUIT;
        const value = parse(token);
        if (value !== null) return value;
        write(`${again(token)}\n`);
      }
    };
    while (!model.isGameOver()) {
      const source = ask(readPile, TEXTS.badSource);
      if (source === QUIT) return write(`${TEXTS.quit}\n`);
      const cardIndex = ask(readIndex, TEXTS.badCardIndex);
      if (cardIndex === QUIT) return write(`${TEXTS.quit}\n`);
      const destination = ask(readPile, TEXTS.badDestination);
      if (destination === QUIT) return write(`${TEXTS.quit}\n`);
      try {
        model.move(source.type, source.index, cardIndex, destination.type, destination.index);
      } catch (e) {
        write(`${TEXTS.invalidMove(typedReason(model, source, cardIndex, destination) ?? (e instanceof Error ? e.message : String(e)))}\n`);
        continue;
      }
      write(`${model.getGameState()}\n`);
    }
    write(`${TEXTS.gameOver}\n`);
  }
}

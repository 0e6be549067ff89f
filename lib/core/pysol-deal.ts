// PySol / PySolFC game numbers: the Mersenne Twister deals from 32000 up, and the deal-number forms of --game.

import { type Card, PACK_SIZE, type Suit, CLUBS, DIAMONDS, HEARTS, SPADES, makeCard } from './card';
import { BadGameNumberError, BadOptionError, BadPysolNumberError } from './errors';
import { MAX_GAME_NUMBER, parseGameNumber } from './deal';

/** The first PySolFC game number dealt by the Mersenne Twister; plain numbers below it are Microsoft deals. */
export const PYSOL_FIRST_MT = 32000n;

/** A deal named by number: a Microsoft / FreeCell Pro game, or a PySolFC Mersenne Twister seed (32000 and up). */
export type DealNumber = { readonly kind: 'game'; readonly number: number } | { readonly kind: 'pysol'; readonly seed: bigint };

/*
 * MT19937 as CPython's `random` module runs it: the state is 624 unsigned
 * 32-bit words; `random.seed(n)` for an integer calls init_by_array with the
 * 32-bit words of |n|, least significant first ([0] for 0); `random()` joins
 * two outputs into 53 bits: ((a >> 5) * 2^26 + (b >> 6)) / 2^53.
 */
const N = 624;
const M = 397;

class MersenneTwister {
  private readonly mt = new Uint32Array(N);
  private index = N;

  constructor(key: readonly number[]) {
    const mt = this.mt;
    mt[0] = 19650218;
    for (let i = 1; i < N; i++) mt[i] = Math.imul(1812433253, mt[i - 1]! ^ (mt[i - 1]! >>> 30)) + i;
    let i = 1;
    let j = 0;
    for (let k = Math.max(N, key.length); k > 0; k--) {
      mt[i] = (mt[i]! ^ Math.imul(mt[i - 1]! ^ (mt[i - 1]! >>> 30), 1664525)) + key[j]! + j;
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1]!;
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = N - 1; k > 0; k--) {
      mt[i] = (mt[i]! ^ Math.imul(mt[i - 1]! ^ (mt[i - 1]! >>> 30), 1566083941)) - i;
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1]!;
        i = 1;
      }
    }
    mt[0] = 0x80000000;
  }

  /** The next unsigned 32-bit output. */
  nextWord(): number {
    const mt = this.mt;
    if (this.index >= N) {
      for (let k = 0; k < N; k++) {
        const y = (mt[k]! & 0x80000000) | (mt[(k + 1) % N]! & 0x7fffffff);
        mt[k] = mt[(k + M) % N]! ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
      }
      this.index = 0;
    }
    let y = mt[this.index++]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** A number in [0, 1) with 53 random bits, as CPython's random(). */
  next53(): number {
    const a = this.nextWord() >>> 5;
    const b = this.nextWord() >>> 6;
    return (a * 67108864 + b) / 9007199254740992;
  }
}

/** The 32-bit words of a non-negative integer, least significant first ([0] for 0), as CPython seeds with it. */
function seedWords(seed: bigint): number[] {
  const words: number[] = [];
  let n = seed < 0n ? -seed : seed;
  do {
    words.push(Number(n & 0xffffffffn));
    n >>= 32n;
  } while (n > 0n);
  return words;
}

/** PySol's own card order: AC..KC, AS..KS, AH..KH, AD..KD. */
const PYSOL_SUITS: readonly Suit[] = [CLUBS, SPADES, HEARTS, DIAMONDS];

/**
 * The 52 cards of PySolFC's deal `seed` (32000 and up) in dealing order:
 * PySol's ordered pack shuffled by swapping card i with card
 * floor(random() * (i + 1)) for i from 51 down to 1, then dealt from the
 * end of the pack. A safe integer given as a number is read as that
 * bigint. Throws BadPysolNumberError (BAD_PYSOL_NUMBER) below 32000 or for
 * another number, BadOptionError (BAD_OPTION, `seed`) for a value that is
 * neither a bigint nor a number.
 */
export function pysolDeal(seed: bigint | number): Card[] {
  // a safe integer given as a number is read as the bigint it names
  const given: unknown = seed;
  const n = typeof given === 'number' && Number.isSafeInteger(given) ? BigInt(given) : given;
  if (typeof n !== 'bigint' && typeof n !== 'number') throw new BadOptionError('seed', n, { kind: 'number' });
  if (typeof n !== 'bigint' || n < PYSOL_FIRST_MT) throw new BadPysolNumberError(String(n));
  const pack: Card[] = [];
  for (const suit of PYSOL_SUITS) for (let rank = 1; rank <= 13; rank++) pack.push(makeCard(rank, suit));
  const random = new MersenneTwister(seedWords(n));
  for (let i = PACK_SIZE - 1; i > 0; i--) {
    const j = Math.floor(random.next53() * (i + 1));
    [pack[i], pack[j]] = [pack[j]!, pack[i]!];
  }
  return pack.reverse();
}

/**
 * The deal of a PySolFC game number as a PySolFC player types it for
 * FreeCell: 1 to 31999 and ms1 to ms8589934591 are Microsoft / FreeCell Pro
 * deals, 32000 and up (any length) Mersenne Twister deals. Digits may be
 * grouped with _ or ,. Throws BadPysolNumberError (BAD_PYSOL_NUMBER), naming `shown`.
 */
export function parsePysolNumber(text: string, shown: string = text): DealNumber {
  if (typeof text !== 'string') throw new BadOptionError('text', text, { kind: 'text' });
  const t = text.trim().toLowerCase().replace(/[_,]/g, '');
  const ms = /^ms(\d+)$/.exec(t);
  if (ms) {
    const n = BigInt(ms[1]!);
    if (n < 1n || n > BigInt(MAX_GAME_NUMBER)) throw new BadPysolNumberError(shown);
    return { kind: 'game', number: Number(n) };
  }
  if (!/^\d+$/.test(t)) throw new BadPysolNumberError(shown);
  const n = BigInt(t);
  if (n < 1n) throw new BadPysolNumberError(shown);
  return n < PYSOL_FIRST_MT ? { kind: 'game', number: Number(n) } : { kind: 'pysol', seed: n };
}

/**
 * A --game value: a Microsoft / FreeCell Pro number (plain or `ms:N`) or a
 * PySolFC number (`pysol:N`, `pysol:msN`). Throws BadGameNumberError
 * (BAD_GAME_NUMBER) or BadPysolNumberError (BAD_PYSOL_NUMBER), naming the whole text.
 */
export function parseDealNumber(text: string): DealNumber {
  if (typeof text !== 'string') throw new BadOptionError('text', text, { kind: 'text' });
  const t = text.trim();
  const prefix = /^(pysol|ms):/i.exec(t);
  if (prefix?.[1]!.toLowerCase() === 'pysol') return parsePysolNumber(t.slice(prefix[0].length), text);
  const digits = prefix ? t.slice(prefix[0].length) : t;
  try {
    return { kind: 'game', number: parseGameNumber(digits) };
  } catch (err) {
    if (err instanceof BadGameNumberError) throw new BadGameNumberError(text);
    throw err;
  }
}

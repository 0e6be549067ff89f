// The character set of the player's terminal, from the locale, and text encoded for it and decoded from it.

/**
 * The character sets the program writes and reads on a terminal: UTF-8,
 * unless the locale names ISO-8859-1 (Latin-1) or ISO-8859-15 (Latin-9),
 * both one byte a character.
 */
export type Charset = 'utf-8' | 'iso-8859-1' | 'iso-8859-15';

/** Codeset names as glibc compares them (lower case, `-` and `_` left out) and the character set each names. */
const CODESETS: ReadonlyMap<string, Charset> = new Map([
  ['iso88591', 'iso-8859-1'],
  ['latin1', 'iso-8859-1'],
  ['l1', 'iso-8859-1'],
  ['iso885915', 'iso-8859-15'],
  ['latin9', 'iso-8859-15'],
  ['l9', 'iso-8859-15'],
]);

/**
 * The character set of the terminal as C programs find it: the locale of
 * characters (LC_ALL, else LC_CTYPE, else LANG, empty ones skipped), its
 * codeset the part between `.` and `@` (`pt_BR.ISO-8859-1`,
 * `pt_PT.iso885915@euro`, `de_DE.latin1`), compared in lower case without
 * `-` and `_`. Only a codeset named explicitly counts: a locale without one
 * (`pt_BR`, `pt_PT@euro`, whose character set depends on how the system
 * was set up), C, POSIX, none, and any other codeset keep UTF-8.
 */
export function localeCharset(env: Readonly<Record<string, string | undefined>>): Charset {
  const locale = env.LC_ALL || env.LC_CTYPE || env.LANG || '';
  const dot = locale.indexOf('.');
  if (dot < 0) return 'utf-8';
  const codeset = locale.slice(dot + 1).split('@')[0]!.toLowerCase().replace(/[-_]/g, '');
  return CODESETS.get(codeset) ?? 'utf-8';
}

/*
 * Latin-9 is Latin-1 with eight bytes changed: these are its letters (and
 * the euro sign) at 0xA4, 0xA6, 0xA8, 0xB4, 0xB8, 0xBC, 0xBD and 0xBE,
 * where Latin-1 has ¤ ¦ ¨ ´ ¸ ¼ ½ ¾.
 */
const LATIN9_BYTES: ReadonlyMap<string, number> = new Map([
  ['€', 0xa4],
  ['Š', 0xa6],
  ['š', 0xa8],
  ['Ž', 0xb4],
  ['ž', 0xb8],
  ['Œ', 0xbc],
  ['œ', 0xbd],
  ['Ÿ', 0xbe],
]);
const LATIN9_LETTERS: ReadonlyMap<number, string> = new Map([...LATIN9_BYTES].map(([letter, byte]) => [byte, letter]));

/**
 * ASCII stand-ins for the characters the program writes that Latin-1 and
 * Latin-9 lack: the suits as the letters of the ASCII card names, the
 * ellipsis as three dots, dashes as a hyphen, curly quotes as straight
 * ones, lines and corners of boxes as - | +, arrows as -> and <-, and the
 * Latin-1 signs Latin-9 gave up.
 */
const STAND_INS: ReadonlyMap<string, string> = new Map([
  ['♠', 'S'],
  ['♤', 'S'],
  ['♥', 'H'],
  ['♡', 'H'],
  ['♦', 'D'],
  ['♢', 'D'],
  ['♣', 'C'],
  ['♧', 'C'],
  ['…', '...'],
  ...[...'‐‑‒–—―−─━'].map((dash) => [dash, '-'] as const),
  ...[...'│┃'].map((bar) => [bar, '|'] as const),
  ...[...'┌┐└┘├┤┬┴┼╭╮╯╰'].map((corner) => [corner, '+'] as const),
  ...[...'‘’‚‛′'].map((quote) => [quote, "'"] as const),
  ...[...'“”„‟″'].map((quote) => [quote, '"'] as const),
  ['‹', '<'],
  ['›', '>'],
  ['•', '*'],
  ['→', '->'],
  ['←', '<-'],
  ['€', 'EUR'],
  ['Œ', 'OE'],
  ['œ', 'oe'],
  ['¤', '?'],
  ['¦', '|'],
  ['¨', '"'],
  ['´', "'"],
  ['¸', ','],
  ['¼', '1/4'],
  ['½', '1/2'],
  ['¾', '3/4'],
  ...[...'\u2002\u2003\u2009\u200a\u202f'].map((space) => [space, ' '] as const),
]);

/** The byte of a character in a one-byte charset, or undefined where it has none. */
function byteOf(ch: string, charset: Exclude<Charset, 'utf-8'>): number | undefined {
  const code = ch.codePointAt(0)!;
  if (charset === 'iso-8859-15') {
    const letter = LATIN9_BYTES.get(ch);
    if (letter !== undefined) return letter;
    if (LATIN9_LETTERS.has(code)) return undefined;
  }
  return code <= 0xff ? code : undefined;
}

/**
 * Text as a terminal of `charset` can show it: unchanged under UTF-8;
 * otherwise composed first (a + U+0303 is ã), and each character the
 * charset lacks replaced by its stand-in (STAND_INS), else by its letter
 * without accents where the charset has that (ő: o), else by `?`.
 */
export function shownIn(text: string, charset: Charset): string {
  if (charset === 'utf-8' || /^[\u0000-\u007f]*$/.test(text)) return text;
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (byteOf(ch, charset) !== undefined) out += ch;
    else {
      const base = ch.normalize('NFD')[0]!;
      out += STAND_INS.get(ch) ?? (base !== ch && byteOf(base, charset) !== undefined ? base : '?');
    }
  }
  return out;
}

/** Text as the bytes a terminal of `charset` reads: UTF-8, or one byte a character of what shownIn keeps. */
export function encodeText(text: string, charset: Charset): Buffer {
  if (charset === 'utf-8') return Buffer.from(text, 'utf8');
  const shown = shownIn(text, charset);
  if (charset === 'iso-8859-1') return Buffer.from(shown, 'latin1');
  const bytes = Buffer.alloc(shown.length);
  let n = 0;
  for (const ch of shown) bytes[n++] = byteOf(ch, charset)!;
  return bytes.subarray(0, n);
}

/** Bytes typed or piped in `charset` (from `from` to `to`) as text: UTF-8 (a byte that is not UTF-8 as U+FFFD), or each byte its character. */
export function decodeText(bytes: Buffer, charset: Charset, from = 0, to = bytes.length): string {
  if (charset === 'utf-8') return bytes.toString('utf8', from, to);
  const text = bytes.toString('latin1', from, to);
  if (charset === 'iso-8859-1') return text;
  return text.replace(/[\u00a4\u00a6\u00a8\u00b4\u00b8\u00bc-\u00be]/g, (ch) => LATIN9_LETTERS.get(ch.charCodeAt(0))!);
}

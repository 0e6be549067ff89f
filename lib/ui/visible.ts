// Text a user typed, made visible and harmless before a message quotes it back.

/**
 * The convention of `less` and `cat -v`: a C0 control character or DEL in
 * caret notation (an arrow key's ESC [ A shows as ^[[A, Ctrl-G as ^G, NUL
 * as ^@, CR as ^M), and any other invisible character (C1 controls,
 * zero-width and direction marks, line separators, lone surrogates) as
 * <U+XXXX>. Printable text, spaces included, is left as it is.
 */
export function visible(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]|[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/gu, (ch) => {
    const code = ch.codePointAt(0)!;
    if (code < 0x20) return `^${String.fromCharCode(code + 0x40)}`;
    if (code === 0x7f) return '^?';
    return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
  });
}

/** The most characters of a name or a word from outside that a sentence quotes (see quoted). */
export const QUOTED_MAX = 200;

/**
 * A name or a word from outside (a file name, a flag's value, a token of a
 * file, a host) as a sentence quotes it: visible, and when longer than
 * `max` characters, its first and last halves joined by an ellipsis, so
 * that a megabyte typed or read keeps its sentence one readable line while
 * both the start of a path and the file at its end still show.
 */
export function quoted(text: string, max = QUOTED_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return visible(text);
  const half = Math.floor(max / 2);
  return `${visible(chars.slice(0, half).join(''))}…${visible(chars.slice(-half).join(''))}`;
}

/** A name the user typed, quoted back (see quoted); an empty or blank one in double quotes (so the sentence still shows what was given). */
export function named(text: string): string {
  return text.trim() === '' ? `"${visible(text)}"` : quoted(text);
}

/** Long typed text cut to its first `max` characters and an ellipsis, so that a sentence quoting it stays one readable line. */
export function clip(text: string, max = 40): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** After a pile label written with a leading zero ("C08"), the label meant, in brackets (" (C8)"); nothing when its number is all zeros ("O00"). */
export function withoutZeros(label: string): string {
  return /[1-9]/.test(label) ? ` (${clip(label.charAt(0) + label.slice(1).replace(/^0+/, ''))})` : '';
}

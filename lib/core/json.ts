// JSON text read from files anyone can write: nesting is bounded before parsing, so no value read is too deep to walk.

/**
 * The deepest nesting of lists and objects the program reads: its formats
 * need 4 (a save's deck: header, deal, deck, cards), and a value this deep
 * can be stringified, summed or walked without running out of stack.
 */
export const JSON_MAX_DEPTH = 32;

/** JSON text read: its value, or why there is none ('syntax' with the parser's words, 'too-deep' past `limit` levels). */
export type JsonRead =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reason: 'syntax'; readonly detail: string }
  | { readonly ok: false; readonly reason: 'too-deep'; readonly limit: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_LIST = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_LIST = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** Whether `text` holds more than `limit` opening brackets (found by the native search, so text that cannot nest too deep costs little). */
function hasMoreOpenings(text: string, limit: number): boolean {
  let count = 0;
  for (const bracket of ['[', '{']) {
    for (let i = text.indexOf(bracket); i >= 0; i = text.indexOf(bracket, i + 1)) if (++count > limit) return true;
  }
  return false;
}

/** Whether lists and objects in `text` nest deeper than `limit` (one pass, brackets inside strings ignored). */
function nestsDeeper(text: string, limit: number): boolean {
  if (!hasMoreOpenings(text, limit)) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_LIST || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_LIST || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/**
 * The value of JSON text, refused without being parsed when its lists and
 * objects nest deeper than `limit`: every reader of a file a user or another
 * process can write calls this rather than JSON.parse.
 */
export function readJson(text: string, limit = JSON_MAX_DEPTH): JsonRead {
  if (nestsDeeper(text, limit)) return { ok: false, reason: 'too-deep', limit };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, reason: 'syntax', detail: (e as Error).message };
  }
}

/**
 * A value a file has where a name or a number belongs, as messages show it:
 * a string, a number, true, false or null as JSON text (clipped by the
 * catalogue), anything else by its kind ('huge-number' for a number too
 * large to read, such as 1e400).
 */
export type JsonValueShown = { readonly text: string } | { readonly kind: 'list' | 'object' | 'huge-number' };

/** How messages show `value`, a value read by readJson (never walked: a list or an object is shown by its kind). */
export function showJsonValue(value: unknown): JsonValueShown {
  if (Array.isArray(value)) return { kind: 'list' };
  if (typeof value === 'object' && value !== null) return { kind: 'object' };
  // beyond 2^53 a whole number is held rounded (123456789012345678901234567890 as 1.2345678901234568e+29): not as the file has it
  if (typeof value === 'number' && (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value)))) return { kind: 'huge-number' };
  return { text: JSON.stringify(value) ?? String(value) };
}

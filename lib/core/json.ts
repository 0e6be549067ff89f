// JSON text read from files anyone can write: nesting is bounded before parsing, so no value read is too deep to walk.

/**
 * The deepest nesting of lists and objects the program reads: its formats
 * need 4 (a save's deck: header, deal, deck, cards), and a value this deep
 * can be stringified, summed or walked without running out of stack.
 */
export const JSON_MAX_DEPTH = 32;

/**
 * JSON text read: its value, or why there is none ('syntax' with the
 * parser's words and where the text stops being JSON, its 1-based `line`
 * and `column`, `atEnd` when the text ends first; 'too-deep' past `limit` levels).
 */
export type JsonRead =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reason: 'syntax'; readonly detail: string; readonly line: number; readonly column: number; readonly atEnd: boolean }
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

/*
 * Where JSON text goes wrong, for the messages: the parser does not always
 * say ("Unexpected token ' ', ... is not valid JSON"), so the text is
 * walked again by the grammar of RFC 8259, value by value, up to the first
 * character that cannot be there (its length when the text ends first).
 * Called only on text the parser refused, nested 32 deep at most.
 */
const JSON_SPACE = /[ \t\n\r]*/y;
const JSON_NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const JSON_STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

/** The 0-based offset of the first character of `text` that JSON cannot have there, or its length. */
function firstNonJson(text: string): number {
  let i = 0;
  const skip = (): void => {
    JSON_SPACE.lastIndex = i;
    JSON_SPACE.test(text);
    i = JSON_SPACE.lastIndex;
  };
  const match = (re: RegExp): boolean => {
    re.lastIndex = i;
    if (!re.test(text)) return false;
    i = re.lastIndex;
    return true;
  };
  // a string that is not closed or holds a bad character: stop where it goes wrong
  const string = (): boolean => {
    if (match(JSON_STRING)) return true;
    for (i++; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22 || c < 0x20) return false;
      if (c === 0x5c) {
        if (!/^(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(text.slice(i + 1, i + 6))) return false;
        i++;
      }
    }
    return false;
  };
  const value = (): boolean => {
    skip();
    const c = text[i];
    if (c === '"') return string();
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      skip();
      if (text[i] === close) {
        i++;
        return true;
      }
      for (;;) {
        if (c === '{') {
          skip();
          if (text[i] !== '"' || !string()) return false;
          skip();
          if (text[i] !== ':') return false;
          i++;
        }
        if (!value()) return false;
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === close) {
          i++;
          return true;
        } else return false;
      }
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return true;
      }
    }
    return match(JSON_NUMBER);
  };
  if (value()) skip();
  return Math.min(i, text.length);
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
    const detail = (e as Error).message;
    const offset = firstNonJson(text);
    const atEnd = offset >= text.length;
    const before = text.slice(0, offset);
    const lineStart = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1;
    const line = (before.match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
    return { ok: false, reason: 'syntax', detail, line, column: offset - lineStart + 1, atEnd };
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

/** Characters a terminal acts on or that change how the text around them shows (controls, format and direction marks, separators, private and unassigned code points, lone surrogates). */
const INVISIBLE = /(?!\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}]/gu;

/**
 * JSON.stringify's text of `value`, with every invisible character (see
 * visible in lib/ui) written as a \uXXXX escape: the same JSON value, that a
 * terminal shows as written. JSON.stringify escapes only the C0 controls,
 * leaving C1 ones (U+009B starts a control sequence on some terminals) and
 * direction overrides (U+202E) as they are. Such characters can only be
 * inside strings (the line breaks of the indentation aside), so every one
 * found is escaped.
 */
export function formatJsonVisible(value: unknown, indent?: number): string {
  return (JSON.stringify(value, null, indent) ?? 'null').replace(INVISIBLE, (ch) => {
    let out = '';
    for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
    return out;
  });
}

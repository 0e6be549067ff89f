// A value a caller passed, as text for an error, whatever the value is.

/**
 * A value as text: text in double quotes (`"8"`, so that it is not taken
 * for the number), a bigint with its `n` (`5n`), any other primitive as
 * String gives it, a list as `a list`, a function as `a function`, any other
 * object as `an object` (String cannot be trusted with those: an object
 * without a prototype has no text, a deeply nested list overflows the stack,
 * a function's text is its source).
 */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return String(value);
  if (typeof value === 'function') return 'a function';
  return Array.isArray(value) ? 'a list' : 'an object';
}

/** An index as a caller gave it, for an error's params: a number as it is, any other value as text (shownValue), so that the params keep nothing of the caller's. */
export function givenIndex(value: unknown): number | string {
  return typeof value === 'number' ? value : shownValue(value);
}

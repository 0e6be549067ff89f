// Checks of the arguments a caller without types may pass the library: each wrong value is BAD_OPTION naming it.

import { BadOptionError } from './errors';

/** An options argument: undefined (none) or an object; throws BadOptionError (BAD_OPTION, `options`) for anything else. */
export function checkOptionsObject<T extends object>(options: T | undefined): T | undefined {
  if (options !== undefined && (options === null || typeof options !== 'object')) throw new BadOptionError('options', options, { kind: 'object' });
  return options;
}

/** A flag: undefined (its default) or true or false; throws BadOptionError (BAD_OPTION, naming it) for anything else. */
export function checkFlag(name: string, value: unknown): boolean | undefined {
  if (value !== undefined && typeof value !== 'boolean') throw new BadOptionError(name, value, { kind: 'boolean' });
  return value;
}

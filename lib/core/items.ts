// The items of a list a caller passes the library, checked by index, so that a hole in a sparse list is named, not passed over.

import { BadOptionError, type OptionValues } from './errors';

/**
 * Calls `check` on each item of a list with its name (`list[i]`), in order;
 * a hole in a sparse list (which forEach and every pass over) is
 * BadOptionError (BAD_OPTION) naming its place as missing, with the values
 * the item takes.
 */
export function checkItems(list: readonly unknown[], name: string, allowed: OptionValues, check: (item: unknown, itemName: string) => void): void {
  for (let i = 0; i < list.length; i++) {
    if (!(i in list)) throw new BadOptionError(`${name}[${i}]`, undefined, allowed, true);
    check(list[i], `${name}[${i}]`);
  }
}

// The items of a list a caller passes the library, checked by index, so that a hole in a sparse list is named, not passed over.

import { BadOptionError, type OptionValues } from './errors';

/**
 * Calls `check` on each item of a list with its index, in order (itemName
 * names the item, `list[i]`, when it must be: most items never are); a hole
 * in a sparse list (which forEach and every pass over) is BadOptionError
 * (BAD_OPTION) naming its place as missing, with the values the item takes.
 * `name` may be a function that writes the list's name.
 */
export function checkItems(list: readonly unknown[], name: ListName, allowed: OptionValues, check: (item: unknown, index: number) => void): void {
  for (let i = 0; i < list.length; i++) {
    if (!(i in list)) throw new BadOptionError(itemName(name, i), undefined, allowed, true);
    check(list[i], i);
  }
}

/** A list's name, or a function that writes it (a list inside a list, named only when one of its items must be). */
export type ListName = string | (() => string);

/** The name of item i of a list: `list[i]`. */
export function itemName(name: ListName, i: number): string {
  return `${typeof name === 'string' ? name : name()}[${i}]`;
}

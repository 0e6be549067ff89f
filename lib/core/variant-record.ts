// A variant as files store it: its registry id and every rule parameter, and back (saves, JSON positions); its statistics key.

import { type Variant, type VariantRules, findVariant, listVariants, refineVariant } from './variant';

/** A variant in a file: the id of the registered variant it refines, and all its rule parameters. */
export interface VariantRecord {
  readonly variant: string;
  readonly rules: VariantRules;
}

/** The record of a variant (its display name is left out: the id brings it back). */
export function formatVariant(variant: Variant): VariantRecord {
  const { id, name: _name, ...rules } = variant;
  return { variant: id, rules };
}

/**
 * The variant a record names: the registered variant `variant` with `rules`
 * applied (the registered rules as they are when `rules` is absent). Throws
 * UnknownVariantError (UNKNOWN_VARIANT) or BadVariantError (BAD_VARIANT).
 */
export function parseVariant(record: { readonly variant: unknown; readonly rules?: Partial<VariantRules> }): Variant {
  const base = findVariant(String(record.variant));
  return record.rules === undefined ? base : refineVariant(base, record.rules);
}

/** A variant's key relative to the registered variant `base`: its id, plus every rule that differs from it ("freecell+cells=2"). */
function keyFrom(base: Variant, variant: Variant): { key: string; changed: number } {
  const from = formatVariant(base).rules;
  const { rules } = formatVariant(variant);
  const changed = (Object.keys(rules) as (keyof VariantRules)[]).filter((k) => rules[k] !== from[k]).map((k) => `${k}=${String(rules[k])}`);
  return { key: changed.length === 0 ? base.id : `${base.id}+${changed.join(',')}`, changed: changed.length };
}

/**
 * The key statistics are kept under, one for each set of rules whatever name
 * they were played under: the id of the registered variant whose rules they
 * are ("freecell-3" for FreeCell with 3 cells); for rules no variant has, the
 * registered variant differing from them in the fewest rules (the first in
 * registry order on a tie) plus those rules ("bakers+cells=2"). The rules
 * include the deal (columns, cells dealt), so one key is always one deal.
 */
export function formatVariantKey(variant: Variant): string {
  let best: { key: string; changed: number } | undefined;
  for (const { variant: base } of listVariants()) {
    const candidate = keyFrom(base, variant);
    if (best === undefined || candidate.changed < best.changed) best = candidate;
  }
  return best!.key;
}

/**
 * The key statistics written under `key` are kept under now (formatVariantKey):
 * "freecell-3" for "freecell+cells=3", as an earlier freecell wrote it. Undefined
 * for a text that is not a key this freecell would have written for a variant it
 * knows (an unknown variant or rule, a newer freecell's, a key edited by hand):
 * its records are left as they are.
 */
export function canonicalVariantKey(key: string): string | undefined {
  let variant: Variant;
  try {
    variant = parseVariantKey(key);
  } catch {
    return undefined;
  }
  return keyFrom(findVariant(variant.id), variant).key === key ? formatVariantKey(variant) : undefined;
}

/**
 * The variant a statistics key names (what formatVariantKey wrote: "freecell+cells=2,acesToFoundationOnly=true").
 * Throws UnknownVariantError (UNKNOWN_VARIANT), BadOptionError (BAD_OPTION) for a parameter no variant has, or
 * BadVariantError (BAD_VARIANT).
 */
export function parseVariantKey(key: string): Variant {
  const plus = key.indexOf('+');
  const base = findVariant(plus < 0 ? key : key.slice(0, plus));
  if (plus < 0) return base;
  const changes: Record<string, unknown> = {};
  for (const pair of key.slice(plus + 1).split(',')) {
    const eq = pair.indexOf('=');
    const value = pair.slice(eq + 1);
    changes[eq < 0 ? pair : pair.slice(0, eq)] = value === 'true' ? true : value === 'false' ? false : /^[0-9]+$/.test(value) ? Number(value) : value;
  }
  return refineVariant(base, changes as Partial<VariantRules>);
}

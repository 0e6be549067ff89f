// A variant as files store it: its registry id and every rule parameter, and back (saves, JSON positions); its statistics key.

import { type Variant, type VariantRules, findVariant, refineVariant } from './variant';

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

/** The key statistics are kept under: the variant id, plus every rule it was refined with ("freecell+cells=2"). */
export function formatVariantKey(variant: Variant): string {
  const base = formatVariant(findVariant(variant.id)).rules;
  const { rules } = formatVariant(variant);
  const changed = (Object.keys(rules) as (keyof VariantRules)[]).filter((k) => rules[k] !== base[k]).map((k) => `${k}=${String(rules[k])}`);
  return changed.length === 0 ? variant.id : `${variant.id}+${changed.join(',')}`;
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

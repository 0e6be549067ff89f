// A variant as files store it (saves, JSON positions): its registry id and every rule parameter, and back.

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

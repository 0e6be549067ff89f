// Variants as data: a rules record per game, and a registry with aliases.

import { UnknownVariantError } from './errors';

/** How cards are built down on a column. */
export type BuildRule = 'alternate-colour' | 'suit';

/** What may be moved onto an empty column. */
export type EmptyColumnRule = 'any' | 'kings' | 'none';

/** Whether runs move as a unit, limited by free space, or one card at a time. */
export type SequenceMoves = 'single' | 'free-space';

/** The rules of one game of the FreeCell family. */
export interface Variant {
  /** Registry id, e.g. "freecell". */
  readonly id: string;
  /** Display name, e.g. "Baker's Game". */
  readonly name: string;
  /** How columns are built down. */
  readonly buildBy: BuildRule;
  /** Number of free cells. */
  readonly cells: number;
  /** Number of columns. */
  readonly columns: number;
  /** Number of foundations (one per suit). */
  readonly foundations: number;
  /** What may fill an empty column. */
  readonly emptyColumn: EmptyColumnRule;
  /** How many cards a single move may carry. */
  readonly sequenceMoves: SequenceMoves;
}

interface RegisteredVariant {
  readonly variant: Variant;
  readonly aliases: readonly string[];
  readonly description: string;
}

const FREECELL: Variant = {
  id: 'freecell',
  name: 'FreeCell',
  buildBy: 'alternate-colour',
  cells: 4,
  columns: 8,
  foundations: 4,
  emptyColumn: 'any',
  sequenceMoves: 'free-space',
};

const REGISTRY: readonly RegisteredVariant[] = [
  {
    variant: FREECELL,
    aliases: ['freecell', 'free-cell', 'fc'],
    description: 'columns built down in alternating colours, 4 cells, 8 columns',
  },
  {
    variant: { ...FREECELL, id: 'bakers', name: "Baker's Game", buildBy: 'suit' },
    aliases: ['bakers', 'baker', 'bakers-game', 'bakersgame', "baker's", "baker's-game", 'bg'],
    description: 'FreeCell with columns built down in the same suit',
  },
];

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/[\s_]+/g, '-');
}

/** The ids of the known variants, in registry order. */
export function variantIds(): string[] {
  return REGISTRY.map((r) => r.variant.id);
}

/** Every known variant with its one-line description. */
export function listVariants(): { variant: Variant; description: string }[] {
  return REGISTRY.map((r) => ({ variant: r.variant, description: r.description }));
}

/** The variant for a name or alias, any case; throws UnknownVariantError (UNKNOWN_VARIANT). */
export function findVariant(name: string): Variant {
  const key = normalise(name);
  const found = REGISTRY.find((r) => r.variant.id === key || r.aliases.includes(key));
  if (!found) throw new UnknownVariantError(name, variantIds());
  return found.variant;
}

/** A copy of a variant with some parameters changed (e.g. single-card moves). */
export function refineVariant(base: Variant, changes: Partial<Omit<Variant, 'id' | 'name'>>): Variant {
  return { ...base, ...changes };
}

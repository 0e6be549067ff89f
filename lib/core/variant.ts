// Variants as data: a rules record per game, its validation, and a registry with aliases.

import { type AllowedValues, BadOptionError, BadVariantError, UnknownVariantError } from './errors';
import type { BuildRule, EmptyColumnRule, SequenceMoves, Variant, VariantRules } from './variant-types';

export type { BuildRule, EmptyColumnRule, SequenceMoves, Variant, VariantRules } from './variant-types';

/** The build rules, in documentation order. */
export const BUILD_RULES: readonly BuildRule[] = Object.freeze(['alternate-colour', 'suit', 'rank', 'any'] as const);
/** The empty-column rules. */
export const EMPTY_COLUMN_RULES: readonly EmptyColumnRule[] = Object.freeze(['any', 'kings', 'none'] as const);
/** The sequence-move rules. */
export const SEQUENCE_MOVES: readonly SequenceMoves[] = Object.freeze(['single', 'free-space', 'unlimited'] as const);

/**
 * The smallest and largest table the rules accept (inclusive): room for the
 * CS 3500 course's tables (52 cascades, 52 open piles and more); 120 keeps
 * every pile number of the solver within one byte.
 */
export const VARIANT_LIMITS = Object.freeze({
  cells: Object.freeze({ min: 0, max: 120 }),
  columns: Object.freeze({ min: 4, max: 120 }),
} as const);

/** The largest table the interactive game draws and its rule flags accept (inclusive), within 80 characters. */
export const TABLE_LIMITS = Object.freeze({
  cells: Object.freeze({ min: 0, max: 10 }),
  columns: Object.freeze({ min: 4, max: 13 }),
} as const);

/** Whether a variant's table fits the interactive game's screen (TABLE_LIMITS). */
export function fitsTable(v: Variant): boolean {
  return v.columns <= TABLE_LIMITS.columns.max && v.cells <= TABLE_LIMITS.cells.max;
}

/**
 * Checks every parameter of a variant against its range and returns it as a
 * frozen copy of its fields (changing the object given afterwards changes
 * nothing that holds the copy); throws BadVariantError (BAD_VARIANT) naming
 * the first parameter that is wrong (`variant` for a value that is not a
 * record at all, such as a name: findVariant gives the record).
 */
export function validateVariant(given: Variant): Variant {
  if (given === null || typeof given !== 'object') throw new BadVariantError('variant', given, { kind: 'variant' });
  const v: Variant = {
    id: given.id,
    name: given.name,
    buildBy: given.buildBy,
    cells: given.cells,
    columns: given.columns,
    foundations: given.foundations,
    emptyColumn: given.emptyColumn,
    sequenceMoves: given.sequenceMoves,
    cellsDealt: given.cellsDealt,
    acesToFoundationOnly: given.acesToFoundationOnly,
  };
  const bad = (parameter: keyof Variant, allowed: AllowedValues): never => {
    throw new BadVariantError(parameter, (v as unknown as Record<string, unknown>)[parameter], allowed);
  };
  const wholeIn = (parameter: 'cells' | 'columns' | 'cellsDealt', min: number, max: number): void => {
    const value = v[parameter];
    if (!Number.isInteger(value) || value < min || value > max) bad(parameter, { kind: 'range', min, max });
  };
  if (typeof v.id !== 'string' || v.id === '') bad('id', { kind: 'name' });
  if (typeof v.name !== 'string' || v.name === '') bad('name', { kind: 'name' });
  if (!BUILD_RULES.includes(v.buildBy)) bad('buildBy', { kind: 'choices', choices: BUILD_RULES });
  wholeIn('cells', VARIANT_LIMITS.cells.min, VARIANT_LIMITS.cells.max);
  wholeIn('columns', VARIANT_LIMITS.columns.min, VARIANT_LIMITS.columns.max);
  if (v.foundations !== 4) bad('foundations', { kind: 'one-per-suit' });
  if (!EMPTY_COLUMN_RULES.includes(v.emptyColumn)) bad('emptyColumn', { kind: 'choices', choices: EMPTY_COLUMN_RULES });
  if (!SEQUENCE_MOVES.includes(v.sequenceMoves)) bad('sequenceMoves', { kind: 'choices', choices: SEQUENCE_MOVES });
  wholeIn('cellsDealt', 0, v.cells);
  if (typeof v.acesToFoundationOnly !== 'boolean') bad('acesToFoundationOnly', { kind: 'boolean' });
  return Object.freeze(v);
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
  cellsDealt: 0,
  acesToFoundationOnly: false,
};

const BAKERS: Variant = { ...FREECELL, id: 'bakers', name: "Baker's Game", buildBy: 'suit' };

const SEAHAVEN: Variant = {
  ...BAKERS,
  id: 'seahaven',
  name: 'Seahaven Towers',
  columns: 10,
  emptyColumn: 'kings',
  cellsDealt: 2,
};

const SPELLED_NUMBERS = ['zero', 'one', 'two', 'three'];

/** FreeCell with fewer cells: same deal, same rules. */
function fewerCells(n: number): RegisteredVariant {
  const word = SPELLED_NUMBERS[n]!;
  return {
    variant: { ...FREECELL, id: `freecell-${n}`, name: `FreeCell with ${n} cell${n === 1 ? '' : 's'}`, cells: n },
    aliases: [`freecell-${n}-cells`, `freecell-${n}-cell`, `${n}-cell-freecell`, `${word}-cell-freecell`, `fc${n}`, `fc-${n}`, `freecell${n}`],
    description: `FreeCell with ${n === 0 ? 'no' : `only ${n}`} free cell${n === 1 ? '' : 's'}`,
  };
}

/** The registered variants as written; REGISTRY holds them validated and frozen, so that no caller can change a registered rule. */
const REGISTERED: readonly RegisteredVariant[] = [
  {
    variant: FREECELL,
    aliases: ['free-cell', 'fc'],
    description: 'columns built down in alternating colours, 4 cells, 8 columns',
  },
  {
    variant: BAKERS,
    aliases: ['baker', 'bakers-game', 'bakersgame', "baker's", "baker's-game", 'bg'],
    description: 'FreeCell with columns built down in the same suit',
  },
  {
    variant: { ...BAKERS, id: 'ko-bakers', name: "Kings Only Baker's Game", emptyColumn: 'kings' },
    aliases: ['ko-bakers-game', 'kings-only-bakers-game', 'kings-only-bakers', 'king-only-bakers-game', "kings-only-baker's-game", 'kobg'],
    description: "Baker's Game where only a King may fill an empty column",
  },
  {
    variant: { ...BAKERS, id: 'eight-off', name: 'Eight Off', cells: 8, emptyColumn: 'kings', cellsDealt: 4 },
    aliases: ['eightoff', '8-off', 'eight-off-solitaire'],
    description: 'built by suit, Kings only in empty columns, 8 cells with 4 cards dealt to them, 8 columns of 6',
  },
  {
    variant: SEAHAVEN,
    aliases: ['seahaven-towers', 'seahaventowers', 'sea-towers', 'towers'],
    description: 'built by suit, Kings only in empty columns, 10 columns of 5, 2 of the 4 cells dealt',
  },
  {
    variant: { ...SEAHAVEN, id: 'relaxed-seahaven', name: 'Relaxed Seahaven Towers', sequenceMoves: 'unlimited' },
    aliases: ['relaxed-seahaven-towers'],
    description: 'Seahaven Towers where a run of any length moves at once',
  },
  {
    variant: { ...FREECELL, id: 'relaxed-freecell', name: 'Relaxed FreeCell', sequenceMoves: 'unlimited' },
    aliases: ['relaxed', 'relaxedfreecell'],
    description: 'FreeCell where a run of any length moves at once, whatever the free space',
  },
  {
    variant: { ...FREECELL, id: 'forecell', name: 'ForeCell', emptyColumn: 'kings', cellsDealt: 4 },
    aliases: ['fore-cell'],
    description: 'FreeCell with the 4 cells filled by the deal (8 columns of 6) and Kings only in empty columns',
  },
  fewerCells(3),
  fewerCells(2),
  fewerCells(1),
  fewerCells(0),
];

const REGISTRY: readonly RegisteredVariant[] = Object.freeze(
  REGISTERED.map((r) => Object.freeze({ variant: validateVariant(r.variant), aliases: Object.freeze([...r.aliases]), description: r.description })),
);

/** Every id and alias to its variant; a Map, so that names like constructor or __proto__ match nothing. */
const BY_NAME: ReadonlyMap<string, RegisteredVariant> = new Map(REGISTRY.flatMap((r) => [r.variant.id, ...r.aliases].map((name) => [name, r] as const)));

/** A name as the registry compares it: trimmed, lower case, spaces and underscores as hyphens. */
export function normaliseVariantName(name: string): string {
  return name.trim().toLowerCase().replace(/[\s_]+/g, '-');
}

/** The ids of the known variants, in registry order. */
export function variantIds(): string[] {
  return REGISTRY.map((r) => r.variant.id);
}

/** Every known variant with its one-line description and aliases. */
export function listVariants(): { variant: Variant; description: string; aliases: readonly string[] }[] {
  return REGISTRY.map((r) => ({ variant: r.variant, description: r.description, aliases: r.aliases }));
}

/** The variant for a name or alias, any case; throws UnknownVariantError (UNKNOWN_VARIANT), BadOptionError (BAD_OPTION, `name`) for a name that is not text. */
export function findVariant(name: string): Variant {
  if (typeof name !== 'string') throw new BadOptionError('name', name, { kind: 'text' });
  const key = normaliseVariantName(name);
  const found = BY_NAME.get(key);
  if (!found) throw new UnknownVariantError(name, variantIds());
  return found.variant;
}

/** The rule parameters a variant has (everything refineVariant may change). */
const RULE_PARAMETERS: readonly (keyof VariantRules)[] = Object.freeze(['buildBy', 'cells', 'columns', 'foundations', 'emptyColumn', 'sequenceMoves', 'cellsDealt', 'acesToFoundationOnly'] as const);

/**
 * A copy of a variant with some rule parameters changed (e.g. single-card
 * moves, 6 columns); throws BadVariantError (BAD_VARIANT) when the result is
 * out of range (for instance fewer cells than the deal fills), and
 * BadOptionError (BAD_OPTION, `changes`) for changes that are not an object
 * or that name a parameter a variant does not have (`value` is its name).
 */
export function refineVariant(base: Variant, changes: Partial<VariantRules>): Variant {
  if (changes === null || typeof changes !== 'object') throw new BadOptionError('changes', changes, { kind: 'object' });
  for (const key of Object.keys(changes)) {
    if (!(RULE_PARAMETERS as readonly string[]).includes(key)) throw new BadOptionError('changes', key, { kind: 'keys', choices: RULE_PARAMETERS });
  }
  return validateVariant({ ...base, ...changes });
}

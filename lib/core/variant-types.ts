// The shape of a variant's rules record (types only, so that errors and variants can both name it).

/**
 * How cards are built down on a column: always one rank lower, and then
 * `alternate-colour` (red on black, black on red), `suit` (the same suit) or
 * `rank` (any suit, as Freecell Solver's "built by rank"); `any` lets any
 * card go on any card, whatever its rank (a teaching and testing rule: every
 * column is one long run).
 */
export type BuildRule = 'alternate-colour' | 'suit' | 'rank' | 'any';

/** What may be moved onto an empty column. */
export type EmptyColumnRule = 'any' | 'kings' | 'none';

/**
 * How many cards one move may carry: `single` one at a time, `free-space`
 * a run as long as the free cells and empty columns allow (maxMovable),
 * `unlimited` any run (Freecell Solver's "relaxed" games).
 */
export type SequenceMoves = 'single' | 'free-space' | 'unlimited';

/** The rules of one game of the FreeCell family. */
export interface Variant {
  /** Registry id, e.g. "freecell". */
  readonly id: string;
  /** Display name, e.g. "Baker's Game". */
  readonly name: string;
  /** How columns are built down. */
  readonly buildBy: BuildRule;
  /** Number of free cells (0 to 120; the interactive game draws 10 at most). */
  readonly cells: number;
  /** Number of columns (4 to 120; the interactive game draws 13 at most). */
  readonly columns: number;
  /** Number of foundations (one per suit: always 4). */
  readonly foundations: number;
  /** What may fill an empty column. */
  readonly emptyColumn: EmptyColumnRule;
  /** How many cards a single move may carry. */
  readonly sequenceMoves: SequenceMoves;
  /** How many cards the deal puts in the cells (the last ones dealt), 0 to `cells`. */
  readonly cellsDealt: number;
  /** An Ace may only move to a foundation, never to a cell or a column (the C++ course assignment's rule). */
  readonly acesToFoundationOnly: boolean;
}

/** The parameters of a variant that change the rules (everything but its id and name). */
export type VariantRules = Omit<Variant, 'id' | 'name'>;

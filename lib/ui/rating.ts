// How hard a deal is, as the screens and the catalogs name it (a file of its own, so that style.ts and catalog.ts need not import each other).

/** How hard a deal chosen by --difficulty is, from the solver's effort. */
export type DealRating = 'easy' | 'medium' | 'hard';

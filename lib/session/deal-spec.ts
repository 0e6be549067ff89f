// A deal as the game names it (a game number, a PySolFC number, a deck, a position): its starting board, header label and JSON field, without the game loop (so that `freecell deal` loads no solver).

import { type Board, type Card, type Variant, dealBoard, findVariant, microsoftDeal, pysolDeal } from '../core';
import type { DealSourceJson } from '../notation';
import type { DealLabel, DealRating } from '../ui';

/**
 * Where a game's cards come from: a Microsoft game number (with the rating
 * --difficulty chose it for), a PySolFC Mersenne Twister number (32000 and
 * up; PySolFC's smaller and ms numbers are Microsoft deals), a fixed deck,
 * or a starting position (the last two repeat on R). A deck or a position
 * read from a file has the file as it was given (`path`), when it is known
 * (a resumed game keeps only its name).
 */
export type DealSpec =
  | { readonly kind: 'game'; readonly number: number; readonly rating?: DealRating }
  | { readonly kind: 'pysol'; readonly seed: bigint }
  | { readonly kind: 'deck'; readonly name: string; readonly cards: readonly Card[]; readonly path?: string }
  | { readonly kind: 'board'; readonly name: string; readonly board: Board; readonly path?: string };

/** The starting board of a deal spec under a variant. */
export function startingBoard(deal: DealSpec, variant: Variant): Board {
  switch (deal.kind) {
    case 'game':
      return dealBoard(variant, microsoftDeal(deal.number));
    case 'pysol':
      return dealBoard(variant, pysolDeal(deal.seed));
    case 'deck':
      return dealBoard(variant, deal.cards);
    case 'board':
      return deal.board.clone();
  }
}

/** The header label of a deal spec. */
export function dealLabel(deal: DealSpec): DealLabel {
  switch (deal.kind) {
    case 'game':
      return deal.rating ? { kind: 'game', number: deal.number, rating: deal.rating } : { kind: 'game', number: deal.number };
    case 'pysol':
      return { kind: 'pysol', seed: String(deal.seed) };
    default:
      return { kind: deal.kind, name: deal.name };
  }
}

/** `text` as one word of a POSIX shell: as it is when it needs no quoting (a leading ~/ stays outside the quotes, for the shell to expand), else between single quotes. */
export function shellWord(text: string): string {
  const safe = /^[A-Za-z0-9_./:@%+=,-]+$/;
  if (safe.test(text)) return text;
  if (text.startsWith('~/') && safe.test(text.slice(2))) return text;
  const quoted = `'${text.replace(/'/g, `'\\''`)}'`;
  return text.startsWith('~/') ? `~/${quoted.replace(/^'~\//, "'")}` : quoted;
}

/** A file name as the word of a command line that names it alone: shellWord, and one beginning with a dash after ./ (else it would read as an option). */
export function shellFileWord(path: string): string {
  return shellWord(path.startsWith('-') ? `./${path}` : path);
}

/**
 * The words `freecell replay` needs after its file to play moves of `deal`
 * under `variant` again: the variant and the rule flags that differ from
 * it, then the deal (--game N, --deck FILE, --board FILE). A deck or a
 * position whose file is not known ends the flags with `--deck` (`--board`),
 * its name in `unnamed`: the catalogue adds its own word for the file (FILE,
 * ARQUIVO).
 */
export function replayFlags(deal: DealSpec, variant: Variant): { flags: string; unnamed?: { kind: 'deck' | 'board'; name: string } } {
  const base = findVariant(variant.id);
  const words: string[] = variant.id === 'freecell' ? [] : ['--variant', variant.id];
  if (variant.cells !== base.cells) words.push('--cells', String(variant.cells));
  if (variant.columns !== base.columns) words.push('--columns', String(variant.columns));
  if (variant.cellsDealt !== base.cellsDealt) words.push('--cells-dealt', String(variant.cellsDealt));
  if (variant.buildBy !== base.buildBy) words.push('--build', variant.buildBy);
  if (variant.emptyColumn !== base.emptyColumn) words.push('--empty', variant.emptyColumn);
  if (variant.sequenceMoves !== base.sequenceMoves) words.push('--moves', variant.sequenceMoves);
  if (variant.acesToFoundationOnly && !base.acesToFoundationOnly) words.push('--aces-home');
  switch (deal.kind) {
    case 'game':
      words.push('--game', String(deal.number));
      break;
    case 'pysol':
      words.push('--game', `pysol:${deal.seed}`);
      break;
    default:
      words.push(`--${deal.kind}`);
      if (deal.path === undefined) return { flags: words.join(' '), unnamed: { kind: deal.kind, name: deal.name } };
      words.push(shellWord(deal.path));
  }
  return { flags: words.join(' ') };
}

/** The JSON `deal` field of a deal spec (what `deal`, `replay` and `solve` print with --format json). */
export function dealSourceJson(deal: DealSpec): DealSourceJson {
  if (deal.kind === 'pysol') return { pysol: String(deal.seed) };
  return deal.kind === 'game' ? { game: deal.number } : deal.kind === 'deck' ? { deck: deal.name } : { board: deal.name };
}

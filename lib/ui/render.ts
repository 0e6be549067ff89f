// Drawing the board: the default screen and the CSE 231 program's screen.

import { type Board, type Card, type PileRef, type Variant, CLUBS, DIAMONDS, cell, column, findVariant, foundation, isRed, suitOf } from '../core';
import { type ShownPart, formatCard } from '../notation';
import type { DealLabel, Look, Scene } from './style';
import type { Catalog } from './catalog';
import { charWidth, textWidth } from './width';

function cardText(card: Card, look: Look, width: number, align: 'left' | 'right' = 'right'): string {
  if (card < 0) return ' '.repeat(width);
  const text = formatCard(card, { ascii: look.ascii });
  const padded = align === 'right' ? text.padStart(width) : text.padEnd(width);
  return paintCard(card, padded, look);
}

/** A card's text in its suit's colour: red and black, or with --four-colour clubs green and diamonds blue. */
function paintCard(card: Card, text: string, look: Look): string {
  if (look.fourColour && suitOf(card) === CLUBS) return look.painter.green(text);
  if (look.fourColour && suitOf(card) === DIAMONDS) return look.painter.blue(text);
  return isRed(card) ? look.painter.red(text) : text;
}

/** The variant a refined variant is named after (itself when it is not in the registry). */
function namedVariant(variant: Variant): Variant {
  try {
    return findVariant(variant.id);
  } catch {
    return variant;
  }
}

/** A variant's name with the rules that differ from its name's ("FreeCell (2 cells)"), the name through `bold`. */
export function variantLabel(words: Catalog, v: Variant, bold: (t: string) => string = (t) => t): string {
  const rules = words.screen.rules(v, namedVariant(v));
  return `${bold(words.variantName(v))}${rules === '' ? '' : ` (${rules})`}`;
}

/** The header's pieces: the variant with the rules that differ from its name's, the deal, the attempt from the second on, the moves, the time. */
function headerPieces(scene: Scene, look: Look, bold: (t: string) => string): string[] {
  const words = look.catalog;
  const moves = scene.typed === undefined ? words.board.moves(scene.moves) : words.screen.moves(scene.typed, scene.moves - scene.typed);
  return [
    variantLabel(words, scene.board.variant, bold),
    dealText(scene, look),
    ...(scene.attempt !== undefined && scene.attempt > 1 ? [words.screen.attempt(scene.attempt)] : []),
    moves,
    ...(scene.elapsedMs === undefined ? [] : [words.screen.time(scene.elapsedMs)]),
  ];
}

function slot(card: Card, look: Look): string {
  return card < 0 ? look.painter.dim('[   ]') : `[${cardText(card, look, 3)}]`;
}

/** The piles 0 to `count` - 1 in as few runs of at most `per` (at least one) as can hold them, of even lengths, as [from, to) pairs. */
function bands(count: number, per: number): Array<[number, number]> {
  const size = Math.ceil(count / Math.ceil(count / Math.max(1, per))) || 1;
  const runs: Array<[number, number]> = [];
  for (let from = 0; from < count; from += size) runs.push([from, Math.min(count, from + size)]);
  return runs.length === 0 ? [[0, 0]] : runs;
}

function tallest(board: Board): number {
  let rows = 0;
  for (let i = 0; i < board.variant.columns; i++) rows = Math.max(rows, board.size(column(i)));
  return rows;
}

/** `title` in the middle of a bar of `=` at least `width` wide, as the CSE 231 program heads its piles ("=======Cells========"). */
function cse231Bar(title: string, width: number): string {
  const w = Math.max(width, title.length + 2);
  const left = Math.floor((w - title.length) / 2);
  return `${'='.repeat(left)}${title}${'='.repeat(w - left - title.length)}`;
}

/** The CSE 231 program's board, line for line (cells, foundations, then tableaus); its bars span the table in play, and a game without cells draws none. */
export function renderCse231Board(board: Board, look: Look): string {
  const v = board.variant;
  const numbers = (n: number): string => Array.from({ length: n }, (_, i) => `--${i + 1}--`).join('');
  const slots = (n: number, pile: (i: number) => PileRef): string => Array.from({ length: n }, (_, i) => `[${cardText(board.top(pile(i)), look, 3)}]`).join('');
  // Each section: its bar, its numbers and its cards, as wide as its bar; the numbers are one column to the right, as the course program draws them.
  const sections = [...(v.cells > 0 ? [{ title: 'Cells', count: v.cells, pile: cell }] : []), { title: 'Foundations', count: v.foundations, pile: foundation }].map(({ title, count, pile }) => {
    const bar = cse231Bar(title, 5 * count);
    const pad = ' '.repeat(bar.length - 5 * count);
    return { bar, numbers: `${numbers(count)}${pad}`, slots: `${slots(count, pile)}${pad}` };
  });
  const lines = [
    `    ${sections.map((s) => s.bar).join('  ')}`,
    `     ${sections.map((s) => s.numbers).join('  ').trimEnd()}`,
    `    ${sections.map((s) => s.slots).join('  ').trimEnd()}`,
    `    ${cse231Bar('Tableaus', 5 * v.columns + 2)}`,
    `    -${numbers(v.columns)}-`,
  ];
  for (let r = 0; r < tallest(board); r++) {
    let row = '    ';
    for (let i = 0; i < v.columns; i++) {
      const p = column(i);
      row += r < board.size(p) ? cardText(board.at(p, r), look, 5) : '     ';
    }
    lines.push(`${row}  `);
  }
  return lines.map((l) => `${l}\n`).join('');
}

function dealText(scene: Scene, look: Look): string {
  return dealLabelText(scene.deal, look.catalog);
}

/** A deal label in words ("game 617 (easy)", "PySol deal 123456", "deck cards6.txt"). */
export function dealLabelText(deal: DealLabel, catalog: Catalog): string {
  const words = catalog.board;
  if (deal.kind === 'game') return deal.rating ? words.rated(words.game(deal.number), deal.rating) : words.game(deal.number);
  return deal.kind === 'pysol' ? words.pysol(deal.seed) : deal.kind === 'deck' ? words.deck(deal.name) : words.position(deal.name);
}

const COLOUR_CODE = /\u001b\[[0-9;]*m/g;

/** The width text takes on the screen (colour codes take none, a wide character two columns). */
function shownWidth(text: string): number {
  return textWidth(text.replace(COLOUR_CODE, ''));
}

/** A word cut into pieces of at most `width` columns (at least one character each), its colour codes kept whole. */
function cutWord(word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let shown = 0;
  for (const part of word.split(/(\u001b\[[0-9;]*m)/)) {
    if (part.startsWith('\u001b')) {
      piece += part;
      continue;
    }
    for (const ch of part) {
      const w = charWidth(ch);
      if (shown > 0 && shown + w > Math.max(1, width)) {
        pieces.push(piece);
        piece = '';
        shown = 0;
      }
      piece += ch;
      shown += w;
    }
  }
  return [...pieces, piece];
}

/** Words joined by spaces into lines of at most `width` shown characters; a word longer than a line is cut. */
function wrapWords(words: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const cut = shownWidth(word) > width ? cutWord(word, width) : [word];
    for (const [i, part] of cut.entries()) {
      if (line !== '' && (i > 0 || shownWidth(`${line} ${part}`) > width)) {
        lines.push(line);
        line = part;
      } else {
        line = line === '' ? part : `${line} ${part}`;
      }
    }
  }
  return [...lines, line];
}

/**
 * The header's pieces joined by `dot`, on one line, or broken between
 * pieces (each line but the last ending in `dot`) to fit `width`; a piece
 * too long for a line of its own is on lines of its own, broken at its
 * spaces.
 */
function headerLines(pieces: readonly string[], dot: string, width: number | undefined): string[] {
  const lines: string[] = [];
  let line = '';
  for (const [i, piece] of pieces.entries()) {
    const end = i === pieces.length - 1 ? '' : ` ${dot}`;
    if (width !== undefined && shownWidth(`${piece}${end}`) > width) {
      if (line !== '') lines.push(`${line} ${dot}`);
      // the dot stays with the piece's last word
      const words = piece.split(' ');
      words[words.length - 1] += end;
      lines.push(...wrapWords(words, width));
      line = '';
    } else if (line !== '' && width !== undefined && shownWidth(`${line} ${dot} ${piece}${end}`) > width) {
      lines.push(`${line} ${dot}`);
      line = piece;
    } else {
      line = line === '' ? piece : `${line} ${dot} ${piece}`;
    }
  }
  return line === '' ? lines : [...lines, line];
}

/**
 * Our own board: a header, cells and foundations with their numbers, then
 * the numbered columns. Given `rows`, a board taller than that drops its
 * blank lines, from the top, until it fits or none is left.
 */
export function renderBoard(scene: Scene, look: Look, rows?: number): string {
  const { board } = scene;
  const v = board.variant;
  const p = look.painter;
  const dot = look.ascii ? '-' : '·';
  const words = look.catalog.board;
  const status = scene.status === undefined ? [] : [words.status[scene.status]];
  const width = look.width?.();
  const header = headerLines([...headerPieces(scene, look, p.bold), ...status], dot, width);
  const slots = (kind: typeof cell, from: number, to: number): string => Array.from({ length: to - from }, (_, i) => slot(board.top(kind(from + i)), look)).join('');
  const labels = (from: number, to: number): string => Array.from({ length: to - from }, (_, i) => `  ${from + i + 1}  `).join('');
  const cellsWidth = 5 * v.cells;
  // Side by side when they fit the terminal (or its width is not known), else the foundations under the cells.
  const stacked = v.cells > 0 && width !== undefined && 1 + cellsWidth + 3 + 5 * v.foundations > width;
  // Stacked, each in rows of as many slots as fit the terminal, their numbers under each row.
  const slotRows = (kind: typeof cell, count: number): string[] =>
    bands(count, width === undefined ? count : Math.floor((width - 1) / 5)).flatMap(([from, to]) => [` ${slots(kind, from, to)}`, ` ${p.dim(labels(from, to).trimEnd())}`]);
  // Columns five characters apart when they fit (or the width is not known), else four (13 columns in 60).
  const gap = width !== undefined && 1 + 5 * v.columns > width ? '' : ' ';
  const lines = [
    ...header,
    '',
    ...(stacked
      ? [` ${words.cells}`, ...slotRows(cell, v.cells), ` ${words.foundations}`, ...slotRows(foundation, v.foundations)]
      : [
          ` ${v.cells === 0 ? '' : `${words.cells.padEnd(cellsWidth)}   `}${words.foundations}`,
          ` ${v.cells === 0 ? '' : `${slots(cell, 0, v.cells)}   `}${slots(foundation, 0, v.foundations)}`,
          ` ${v.cells === 0 ? '' : `${p.dim(labels(0, v.cells))}   `}${p.dim(labels(0, v.foundations).trimEnd())}`,
        ]),
  ];
  // Columns that do not fit even four apart are drawn in bands of as many as fit, one under the other.
  for (const [from, to] of bands(v.columns, width === undefined || gap === ' ' ? v.columns : Math.floor((width - 1) / 4))) {
    let rows = 0;
    for (let i = from; i < to; i++) rows = Math.max(rows, board.size(column(i)));
    lines.push('', ` ${Array.from({ length: to - from }, (_, i) => `  ${String(from + i + 1).padEnd(2)}${gap}`).join('')}`.trimEnd());
    for (let r = 0; r < rows; r++) {
      let row = ' ';
      for (let i = from; i < to; i++) {
        const col = column(i);
        row += r < board.size(col) ? ` ${cardText(board.at(col, r), look, 3)}${gap}` : `    ${gap}`;
      }
      lines.push(row.trimEnd());
    }
  }
  let over = rows === undefined ? 0 : lines.length - rows;
  const kept = over <= 0 ? lines : lines.filter((l) => l !== '' || over-- <= 0);
  return kept.map((l) => `${l}\n`).join('');
}

/** The board in sentences for a screen reader (--plain): a header, the cells, the foundations, then each column. */
export function renderPlainBoard(scene: Scene, look: Look): string {
  const { board } = scene;
  const v = board.variant;
  const words = look.catalog;
  const name = (card: Card): string | undefined => (card < 0 ? undefined : words.screen.cardWords(card));
  const lines = [
    words.screen.plainHeader(headerPieces(scene, look, (t) => t), scene.status === undefined ? undefined : words.board.status[scene.status]),
    words.screen.plainPiles('cells', Array.from({ length: v.cells }, (_, i) => name(board.top(cell(i))))),
    words.screen.plainPiles('foundations', Array.from({ length: v.foundations }, (_, i) => name(board.top(foundation(i))))),
    ...Array.from({ length: v.columns }, (_, i) => words.screen.plainColumn(i, board.cards(column(i)).map((c) => words.screen.cardWords(c)))),
  ];
  return lines.map((l) => `${l}\n`).join('');
}

/** One part of the table in a sentence (`show`): a column's cards from its first to its last, the cells, or each foundation's top card, spelled by `name`. */
export function renderPart(board: Board, part: ShownPart, look: Look, name: (card: Card) => string): string {
  const v = board.variant;
  const words = look.catalog.screen;
  const top = (card: Card): string | undefined => (card < 0 ? undefined : name(card));
  if (part.kind === 'column') return words.plainColumn(part.index, board.cards(column(part.index)).map(name));
  if (part.kind === 'cells') return words.plainPiles('cells', Array.from({ length: v.cells }, (_, i) => top(board.top(cell(i)))));
  return words.plainPiles('foundations', Array.from({ length: v.foundations }, (_, i) => top(board.top(foundation(i)))));
}

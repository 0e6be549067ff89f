// Assembling a position from parsed parts, with every inconsistency named (shared by all board formats).

import { type BoardPlace, type Card, type Suit, type Variant, BadBoardError, Board, PACK_SIZE, cell, column, foundation, makeCard } from '../core';

/** Collects columns, cells and foundations, checking each card once; build() validates and deals them. */
export class PositionBuilder {
  private readonly columns: Card[][] = [];
  private cells: Card[] = [];
  private readonly foundations: { suit: Suit; rank: number; line: number; index?: number }[] = [];
  private readonly where = new Map<Card, BoardPlace>();

  constructor(
    private readonly variant: Variant,
    private readonly fullPack = true,
  ) {}

  private note(card: Card, place: BoardPlace, line: number): void {
    const before = this.where.get(card);
    if (before) throw new BadBoardError(line, { kind: 'duplicate-card', card, first: before, second: place });
    this.where.set(card, place);
  }

  /** Adds the next column, first-dealt card first; `line` locates errors (0: no line). */
  addColumn(cards: readonly Card[], line = 0): void {
    this.columns.push([...cards]);
    if (this.columns.length > this.variant.columns) {
      throw new BadBoardError(line, { kind: 'too-many-columns', max: this.variant.columns, variant: this.variant.name });
    }
    cards.forEach((card) => this.note(card, { kind: 'column', index: this.columns.length - 1 }, line));
  }

  /** Sets the cells in order, -1 for an empty one. */
  setCells(cards: readonly Card[], line = 0): void {
    if (cards.length > this.variant.cells) {
      throw new BadBoardError(line, { kind: 'too-many-cells', given: cards.length, max: this.variant.cells, variant: this.variant.name });
    }
    this.cells = [...cards];
    this.cells.forEach((card, c) => card >= 0 && this.note(card, { kind: 'cell', index: c }, line));
  }

  /** Adds a foundation holding the Ace to `rank` of `suit` (rank 0: empty), on foundation `index` if given. */
  addFoundation(suit: Suit, rank: number, line = 0, index?: number): void {
    if (this.foundations.some((f) => f.suit === suit)) {
      throw new BadBoardError(line, { kind: 'foundation-twice', suit });
    }
    if (index !== undefined && (index < 0 || index >= this.variant.foundations || this.foundations.some((f) => f.index === index))) {
      throw new BadBoardError(line, { kind: 'foundation-index', index });
    }
    this.foundations.push({ suit, rank, line, index });
    if (this.foundations.filter((f) => f.rank > 0).length > this.variant.foundations) {
      throw new BadBoardError(line, { kind: 'too-many-foundations', max: this.variant.foundations });
    }
  }

  /** The board, after checking foundations against the cards in play and (for a full pack) that no card is missing. */
  build(): Board {
    for (const f of this.foundations) {
      for (let r = 1; r <= f.rank; r++) {
        const card = makeCard(r, f.suit);
        const elsewhere = this.where.get(card);
        if (elsewhere) throw new BadBoardError(f.line, { kind: 'foundation-conflict', top: makeCard(f.rank, f.suit), card, place: elsewhere });
        this.where.set(card, { kind: 'foundation' });
      }
    }
    if (this.fullPack) {
      const missing: Card[] = [];
      for (let card = 0; card < PACK_SIZE; card++) if (!this.where.has(card)) missing.push(card);
      if (missing.length > 0) throw new BadBoardError(0, { kind: 'missing-cards', cards: missing });
    }
    if (this.where.size === 0) throw new BadBoardError(0, { kind: 'no-cards' });
    const board = Board.empty(this.variant);
    this.columns.forEach((cards, i) => cards.forEach((card) => board.place(column(i), card)));
    this.cells.forEach((card, i) => card >= 0 && board.place(cell(i), card));
    const taken = new Set(this.foundations.map((f) => f.index).filter((i) => i !== undefined));
    let next = 0;
    for (const f of this.foundations.filter((x) => x.rank > 0)) {
      let index = f.index;
      if (index === undefined) {
        while (taken.has(next)) next++;
        index = next++;
      }
      for (let r = 1; r <= f.rank; r++) board.place(foundation(index), makeCard(r, f.suit));
    }
    return board;
  }
}

// `freecell deal N`, `--deck FILE`, `--board FILE`: print a deal in one of the board formats (which converts a deck or a board between them).

import { formatCs3500, formatFcs, formatJsonPosition } from '../notation';
import { dealLabel, dealSourceJson, startingBoard } from '../session/deal-spec';
import { type Look, type Scene, plainText, renderBoard, renderPlainBoard } from '../ui';
import { type RuleFlags, UsageError, catalog, displayWithSettings, jsonOutput, look, readChoice, readDealSource, readVariant } from './common';
import type { CliIO } from './io';

/** The position formats every printing command offers. */
export const FORMATS = ['text', 'fcs', 'json', 'cs3500'] as const;

/** The flags of `freecell deal`. */
export type DealOptions = RuleFlags & { format: string; deck?: string; board?: string; ascii?: boolean; color?: boolean; fourColour?: boolean; plain?: boolean };

/**
 * Prints deal `number` (a --game value: N, ms:N or pysol:N), or the deal of
 * --deck FILE or the position of --board FILE, and returns the exit status;
 * exactly one of the three is taken (a UsageError otherwise).
 */
export function printDeal(io: CliIO, number: string | undefined, options: DealOptions): number {
  const given = [number, options.deck, options.board].filter((o) => o !== undefined).length;
  if (given > 1) throw new UsageError(catalog.usage.dealOneSource);
  if (given === 0) throw new UsageError(catalog.usage.dealNeedsSource);
  const format = readChoice('format', options.format, FORMATS);
  const variant = readVariant(options);
  const deal = readDealSource(io, { ...options, ...(number !== undefined ? { game: number } : {}) }, variant);
  const board = startingBoard(deal, variant);
  switch (format) {
    case 'fcs':
      io.out(formatFcs(board));
      break;
    case 'json':
      io.out(jsonOutput(io, formatJsonPosition(board, dealSourceJson(deal))));
      break;
    case 'cs3500':
      io.out(`${formatCs3500(board, options.ascii)}\n`);
      break;
    case 'text':
      io.out(textBoard({ board, deal: dealLabel(deal), moves: 0 }, look(io, 'default', displayWithSettings(io, options))));
      break;
  }
  return 0;
}

/** The text format's board: drawn, or in sentences with --plain (a screen reader's), each broken between words when longer than the terminal. */
export function textBoard(scene: Scene, look: Look): string {
  return look.plain ? plainText(renderPlainBoard(scene, look), look.width?.(), look.charset) : renderBoard(scene, look);
}

// `freecell deal N`: print a deal in one of the board formats.

import { formatCs3500, formatFcs, formatJsonPosition } from '../notation';
import { dealLabel, dealSourceJson, startingBoard } from '../session/deal-spec';
import { type Look, type Scene, renderBoard, renderPlainBoard } from '../ui';
import { type RuleFlags, displayWithSettings, look, readChoice, readDealNumber, readVariant } from './common';
import type { CliIO } from './io';

/** The position formats every printing command offers. */
export const FORMATS = ['text', 'fcs', 'json', 'cs3500'] as const;

/** Prints deal `number` (a --game value: N, ms:N or pysol:N) and returns the exit status. */
export function printDeal(io: CliIO, number: string, options: RuleFlags & { format: string; ascii?: boolean; color: boolean; fourColour?: boolean; plain?: boolean }): number {
  const format = readChoice('format', options.format, FORMATS);
  const variant = readVariant(options);
  const deal = readDealNumber(number);
  const board = startingBoard(deal, variant);
  switch (format) {
    case 'fcs':
      io.out(formatFcs(board));
      break;
    case 'json':
      io.out(formatJsonPosition(board, dealSourceJson(deal)));
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

/** The text format's board: drawn, or in sentences with --plain (a screen reader's). */
export function textBoard(scene: Scene, look: Look): string {
  return look.plain ? renderPlainBoard(scene, look) : renderBoard(scene, look);
}

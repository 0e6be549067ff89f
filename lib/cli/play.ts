// `freecell` (play): the read-eval-print loop over a GameSession.

import { GameSession } from '../session';
import type { StyleName } from '../ui';
import { look, randomGame, readChoice, readDealSource, readVariant } from './common';
import type { CliIO } from './io';

/** The flags of the play command. */
export interface PlayOptions {
  variant: string;
  game?: string;
  deck?: string;
  board?: string;
  singleCard?: boolean;
  style: string;
  ascii?: boolean;
  color: boolean;
}

/** Plays until q, a win in the cse231 style, or the end of input; returns the exit status. */
export function play(io: CliIO, options: PlayOptions): number {
  const style = readChoice<StyleName>('style', options.style, ['default', 'cse231']);
  const variant = readVariant(options.variant, options.singleCard);
  const session = new GameSession({
    variant,
    deal: readDealSource(io, options, variant),
    look: look(io, style, options),
    randomGameNumber: () => randomGame(io),
    files: { write: io.writeFile },
  });
  io.out(session.start());
  while (!session.done) {
    const line = io.readLine(session.prompt);
    if (line === null) break;
    io.out(session.handle(line));
  }
  return 0;
}

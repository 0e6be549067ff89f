// Lines typed ahead of a refused one (pasted with it, or typed while the program worked) are dropped, not played on a game they were not typed for.

import { findVariant } from '../core';
import { formatFcs } from '../notation';
import { type Catalog, createPainter, en, pt } from '../ui';
import { GameSession } from '.';

const freecell = findVariant('freecell');

/** A session of game 1 whose input holds `queued` typed ahead; `asked` counts the times the session took them. */
function withTypedAhead(queued: string[], catalog: Catalog = en): { s: GameSession; asked: () => number; left: () => string[] } {
  let asked = 0;
  const typedAhead = (): string[] => {
    asked++;
    return queued.splice(0);
  };
  const s = new GameSession({
    variant: freecell,
    deal: { kind: 'game', number: 1 },
    look: { style: 'default', ascii: true, plain: true, painter: createPainter(false), catalog },
    randomGameNumber: () => 1,
    hooks: { typedAhead },
  });
  return { s, asked: () => asked, left: () => queued };
}

describe('after a refused line, the lines typed after it are dropped and said', () => {
  it('a refused move: the game as it was, the queue emptied, the lines named in order', () => {
    const { s, asked, left } = withTypedAhead(['6b', '', '  6h  ']);
    const before = formatFcs(s.board);
    const text = s.handle('tf 1');
    expect(s.lastError).toBeDefined();
    expect(s.refused).toBe(true);
    expect(formatFcs(s.board)).toBe(before);
    expect(asked()).toBe(1);
    expect(left()).toEqual([]);
    expect(text).toContain('The 2 lines typed after the refused one were not played: "6b", "6h".');
    // the sentence comes after the refusal's own
    expect(text.indexOf('not played')).toBeGreaterThan(text.indexOf('Column 1'));
  });

  it('one line, in Portuguese', () => {
    const { s } = withTypedAhead(['6b'], pt);
    expect(s.handle('tf 1')).toContain('A linha digitada depois da recusada não foi jogada: "6b".');
  });

  it('a line of several moves stopped after playing some: what it played stays, what was typed after it goes', () => {
    const { s, asked, left } = withTypedAhead(['6h', 'bh']);
    const text = s.handle('6a 1h');
    expect(s.moves).toBe(1);
    expect(s.lastError).toBeUndefined();
    expect(s.refused).toBe(true);
    expect(asked()).toBe(1);
    expect(left()).toEqual([]);
    expect(text).toContain('Played 1 of 2 moves');
    expect(text).toContain('The 2 lines typed after the refused one were not played: "6h", "bh".');
  });

  it('an unknown command is refused too', () => {
    const { s, asked } = withTypedAhead(['6a']);
    expect(s.handle('frobnicate')).toContain('The line typed after the refused one was not played: "6a".');
    expect(asked()).toBe(1);
  });

  it('a line played whole takes nothing off the input', () => {
    const { s, asked, left } = withTypedAhead(['6b', '6h']);
    const text = s.handle('6a');
    expect(s.refused).toBe(false);
    expect(s.moves).toBe(1);
    expect(asked()).toBe(0);
    expect(left()).toEqual(['6b', '6h']);
    expect(text).not.toContain('not played');
    // and help, show, an empty line: nothing refused either
    for (const line of ['help', 'show cells', '']) {
      s.handle(line);
      expect(asked()).toBe(0);
    }
  });

  it('only empty lines typed ahead: dropped without a word', () => {
    const { s, asked, left } = withTypedAhead(['', '   ']);
    const text = s.handle('tf 1');
    expect(asked()).toBe(1);
    expect(left()).toEqual([]);
    expect(text).not.toContain('not played');
  });

  it('many lines: the first five named, visible and cut short, the rest counted', () => {
    const long = `6a ${'x'.repeat(500)}`;
    const { s } = withTypedAhead(['6a', '6b\u001b[2J', long, '6h', 'bh', '7b', '76', '7c']);
    const text = s.handle('tf 1');
    expect(text).toContain(`The 8 lines typed after the refused one were not played: "6a", "6b^[[2J", "6a ${'x'.repeat(37)}…", "6h", "bh" and 3 more.`);
    expect(text).not.toContain('\u001b');
    const { s: p } = withTypedAhead(['1', '2', '3', '4', '5', '6', '7'], pt);
    expect(p.handle('tf 1')).toContain('As 7 linhas digitadas depois da recusada não foram jogadas: "1", "2", "3", "4", "5" e mais 2.');
  });

  it('without the hook (piped input, transcripts), a refusal reads on as before', () => {
    const s = new GameSession({ variant: freecell, deal: { kind: 'game', number: 1 }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en }, randomGameNumber: () => 1 });
    const text = s.handle('tf 1');
    expect(s.refused).toBe(true);
    expect(text.trim().split('\n')).toHaveLength(1);
  });
});

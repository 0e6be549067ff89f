// Long random sessions: nothing escapes, bad input changes nothing, and no text doubles a full stop or a sentence.

import fc from 'fast-check';
import { type Variant, findVariant } from '../core';
import { formatFcs, parseFcsBoard } from '../notation';
import { type Catalog, createPainter, en, pt } from '../ui';
import { type DealSpec, GameSession } from '.';

const freecell = findVariant('freecell');
const bakers = findVariant('bakers');

/** Sixteen cards left, spread so that many moves are legal and the solver answers at once. */
const ENDGAME = `Foundations: H-9 C-9 D-9 S-9
KH QS
JD 10C
KC QD
JS 10H
KS QH
JC 10D
KD QC
JH 10S
`;

function session(deal: DealSpec, variant: Variant, catalog: Catalog, failing: boolean): GameSession {
  return new GameSession({
    variant,
    deal,
    look: { style: 'default', ascii: true, painter: createPainter(false), catalog },
    randomGameNumber: () => 617,
    files: {
      write: () => {
        if (failing) throw new Error('permission denied');
      },
    },
    hooks: {
      changed: (s) => (failing && s.moves % 3 === 1 ? catalog.autosaveFailed('save.json', 'no space left on device.') : undefined),
      result: () => (failing ? { note: catalog.autosaveFailed('stats.json', 'no space left on device') } : undefined),
      save: (_s, file) => {
        if (failing) throw new Error(catalog.autosaveFailed(file ?? 'save.json', 'permission denied'));
        return file ?? 'save.json';
      },
      stats: () => ['No games counted yet.'],
    },
  });
}

const number = fc.oneof(
  fc.integer({ min: -2, max: 14 }).map(String),
  fc.constantFrom('0', '-0', '+3', '07', '99999999999999999999', '1.5', '1e3', '\uff13', '\u0663', '', 'x'),
);
const odd = fc.constantFrom('\u001b[A', '\u001b', '\u0007', '\u0000', '\r', '\u007f', '\u200b', '\u202e', '\t');
const word = fc.constantFrom('tt', 'tc', 'tf', 'cf', 'ct', 'TT', 'u', 'undo', 'redo', 'restart', 'r', 'h', 'hint', 'solve', 'auto', 's', 'moves', 'export', 'stats', 'q', 'xx', 'ft');
const standard = fc.constantFrom('3a', '8h', 'a5', '53', '53v3', '12', '1h', 'ah', 'b1', '111', '53v0', '53(99)', '9z');
const line = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(word, fc.array(fc.oneof(number, fc.constantFrom('on', 'off', 'out.txt')), { maxLength: 3 })).map(([w, args]) => [w, ...args].join(' ')) },
  { weight: 3, arbitrary: standard },
  { weight: 4, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: fc.tuple(odd, fc.constantFrom('', 'tt', ' 1 2', 'x'), odd).map(([a, b, c]) => a + b + c) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** The checks on one step's text: no '..' but an ellipsis, no sentence twice in a row. */
function checkText(text: string): void {
  expect(text.replace(/\.\.\./g, '')).not.toMatch(/\.\./);
  const sentences = text.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter((s) => s !== '');
  for (let i = 1; i < sentences.length; i++) expect(sentences[i]).not.toBe(sentences[i - 1]);
}

function play(s: GameSession, lines: readonly string[]): void {
  checkText(s.start());
  for (const l of lines) {
    const board = formatFcs(s.board);
    const moves = s.moves;
    const text = s.handle(l);
    if (s.lastError) {
      expect(formatFcs(s.board)).toBe(board);
      expect(s.moves).toBe(moves);
    }
    // Typed text is quoted back as it is, so only lines that bring no full stop or quote of their own are checked for doubles.
    if (!/[."]/.test(l)) checkText(text);
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u200b\u202e]/);
  }
}

describe('long random sessions', () => {
  it('near the end of a game (hint and solve included): nothing escapes, bad input changes nothing, no doubled text', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom('en', 'pt'), fc.array(line, { minLength: 20, maxLength: 120 }), (failing, lang, lines) => {
        const catalog = lang === 'en' ? en : pt;
        const deal: DealSpec = { kind: 'board', name: 'endgame', board: parseFcsBoard(ENDGAME, freecell, { fullPack: false }) };
        play(session(deal, freecell, catalog, failing), lines);
      }),
      { numRuns: 80 },
    );
  });

  it.each([
    ['FreeCell', freecell],
    ["Baker's Game", bakers],
  ] as const)('from a whole deal of %s (without the solver commands): the same', (_name, variant) => {
    const noSolver = line.filter((l) => !/^\s*(hint|solve)\b/i.test(l));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), fc.array(noSolver, { minLength: 20, maxLength: 80 }), (game, failing, lines) => {
        play(session({ kind: 'game', number: game }, variant, en, failing), lines);
      }),
      { numRuns: 25 },
    );
  });
});

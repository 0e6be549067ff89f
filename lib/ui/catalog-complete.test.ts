// Both catalogues complete: the same keys, every text and function giving text, and Portuguese that is not the English left untranslated.

import { BadBoardError, BadDeckError, WrongColourError, findVariant, listVariants, refineVariant } from '../core';
import { UnreadableFileError } from '../store';
import type { Catalog, RangeSummary, ReportSummary, WinSummary } from './catalog';
import { en } from './messages-en';
import { VARIANT_DESCRIPTIONS, pt } from './messages-pt';

const freecell = findVariant('freecell');
const namer = (c: number): string => `#${c}`;

/** Sample arguments by parameter name (the English function's), with a few overrides by key where a name means two things. */
const BY_NAME: Record<string, unknown> = {
  n: 2, attempt: 2, count: 2, home: true, moves: 2, skipped: 2, left: 2, autoMoves: 2, states: 1234, line: 3, number: 4, solved: 5, unwinnable: 1, gaveUp: 1, eta: 9, pid: 42,
  limitMb: 16, maxMb: 64, min: 1, max: 8, mb: 512, cells: 1, dealt: 4, from: 1, to: 9,
  name: 'six.txt', file: 'a.json', folder: '/tmp', notation: '3a', what: 'deck', why: 'disk full', on: true, found: true, won: true, isDefault: true, countedLost: true,
  move: { from: { kind: 'column', index: 0 }, to: { kind: 'cell', index: 1 }, count: 2 }, cards: [0, 13], card: namer, c: namer,
  key: 'autoplay', value: 'on', values: ['on', 'off'], keys: ['autoplay', 'status'], known: ['en', 'pt'], ids: ['abc123', 'abd456'],
  variant: freecell, id: 'abc123', description: 'FreeCell, game 1', when: '2026-01-01 10:00', state: 'in-use', detail: '123', host: 'box', lock: 'a.jsonl.lock',
  keptAs: 'save.json.old', aside: 'a.json.damaged', first: '--deck', second: '--game', flag: '--game', given: 'x', allowed: '1 to 4', text: 'abc',
  token: '9z', expected: 'a', actual: 'b', theirs: 'bakers', ours: 'freecell', flags: '--cells 2',
  err: new UnreadableFileError('a.json', 'too-big', { limit: 1024 }),
  s: { played: 3, won: 1, lost: 1, gaveUp: 1, helped: 0, streak: 1, longestStreak: 1, fewestMoves: 80, bestMs: 95_000 },
  tally: { won: 2, lost: 1, gaveUp: 1, helped: 0 },
  source: 'numbered',
  total: 127,
  played: 2,
  word: 'tt',
  index: 2,
  kind: 'cells',
  status: 'winnable',
  pieces: ['FreeCell', 'game 1'],
  undos: 2,
  named: freecell,
  ms: 125_000,
  automatic: 55,
  typed: 34,
  verdicts: [{ file: 'a.jsonl', status: 'solved' }, { file: 'b.jsonl', status: 'unwinnable' }],
  deal: 617,
  firstFile: 'a.jsonl',
  rate: 850.5,
  message: 'no free cell',
  command: 'check',
  suggestion: 'solve',
  suggestions: ['--lang', '--range'],
  extra: '1 2',
  option: '--game <number>',
  argument: 'number',
  subcommands: ['check', 'record'],
  got: 'medium',
  tries: 200,
  wanted: 'hard',
  rating: 'hard',
  label: 'game 617',
  seed: 123456n,
  searches: 2,
  fallback: true,
  sameLayout: true,
  counted: true,
  kept: 'older',
  w: { typed: 34, auto: 55, elapsedMs: 205_000, sameLayout: false, standing: { kind: 'kept', streak: 3, deal: { bestMs: 178_000, fewestMoves: 30, newBestTime: false, newFewest: false, wins: 2 } } } satisfies WinSummary,
};

const RANGE: RangeSummary = {
  from: 1, to: 100, variant: freecell, jobs: 2, solved: 99, unwinnable: 1, gaveUp: 0, wallMs: 1000, cpuMs: 2000, meanLength: 90, maxLength: 120, peakMb: 50,
  unwinnableDeals: [11982], deals: 100, readBack: 0,
};

const REPORT: ReportSummary = {
  files: 3, variant: 'FreeCell', deals: 100, solved: 98, unwinnable: 1, gaveUp: 1, lengthSum: 8820, maxLength: 120, ms: 61_000, duplicates: 2, outside: 1,
  torn: ['c.jsonl'], unwinnableDeals: [11982], range: { from: 1, to: 110, missing: 10, gaps: [[101, 110]] }, conflicts: 1,
};

const BY_KEY: Record<string, Record<string, unknown>> = {
  rangeSummary: { s: RANGE },
  quickCellOff: { column: 3 },
  'usage.typeInput': { what: 'moves' },
  'commands.typedAheadDropped': { lines: ['a5', '8h', '3a', '6b 6c, tc 1', '77', 'h', 'r'] },
  help: { plain: true },
  uncoveredLine: { columns: [{ index: 0, card: 5 }, { index: 2 }, { index: 1, card: 7, cell: true }, { index: 3, cell: true }], card: namer },
  backFromFoundationsLine: { cards: [{ card: 1, to: { kind: 'column', index: 0 } }, { card: 0, to: { kind: 'cell', index: 2 } }], card: namer },
  'usage.movesJson': { problem: { kind: 'not-json', at: { line: 2, column: 18 } } },
  'usage.movesJsonReason': { problem: { kind: 'too-deep', limit: 32 } },
  'screen.cardWords': { c: 51 },
  'report.summary': { s: REPORT },
  'report.otherRules': { what: 'variant' },
  'games.wonSave': { settled: 'uncounted' },
  'screen.rules': { variant: refineVariant(freecell, { cells: 2, acesToFoundationOnly: true }) },
  movesSaved: { file: 'm.txt', count: 3, replay: { file: 'm.txt', flags: '--deck', unnamed: { kind: 'deck', name: 'six.txt' } } },
  error: { err: new WrongColourError(0, 13, { kind: 'column', index: 1 }) },
  'usage.badFile': { err: new BadDeckError('duplicate', { position: 7, token: 'AH', firstPosition: 2 }) },
  'usage.deckIsBadPosition': { err: new BadBoardError(0, { kind: 'not-lists' }) },
  'usage.deckIsNot': { kind: 'results' },
  'commands.deck.isNot': { kind: 'moves' },
  'usage.tooFewCells': { variant: 'FreeCell' },
  'usage.otherAccountHome': { given: '~root/games', account: 'root' },
  'usage.workerCannotStart': { why: { status: 1, said: 'Error: Cannot find module', nodeOptions: '--require /x.js' }, failure: { signal: 'SIGABRT', said: 'Error: x', nodeOptions: '--require /x.js' } },
  'usage.boardVariant': { variant: 'FreeCell' },
  'usage.boardTooWide': { columns: 14, cells: 4, maxColumns: 13, maxCells: 10 },
  'usage.unreadableMoves': { source: 'moves.txt' },
  'usage.badMove': { source: 'moves.txt', token: '53v0', why: 'A card count must be from 1 to 52, not v0.' },
  solveGaveUp: { reason: 'time', searches: 2 },
  solveHopeless: { reason: { kind: 'too-many-suits', suits: 2, foundations: 1 } },
  solveSearch: { result: 'unwinnable', search: 'exact', fastStates: 1_000_000, fastGaveUp: true },
  'usage.jsonlOtherRun': { what: 'rules' },
  'usage.rangeBackwards': { given: '9-3', first: 9, second: 3 },
  'usage.rangeOutside': { given: '0-5', past: false, max: 8589934591 },
  'usage.unknownChoice': { what: 'style' },
  'usage.notAGameCommand': { stray: 'extra' },
  'usage.optionNotTaken': { command: 'stats', flag: '--game' },
  variantDescription: { _id: 'bakers', english: 'FreeCell with columns built down in the same suit' },
  variantName: { variant: findVariant('freecell-2') },
  rangeDealFailed: { error: 'solver bug: no free cell' },
  'games.statsNotUpdated': { result: 'won' },
  'games.deleted': { result: 'won' },
  'screen.giveUpQuestion': { counting: 'counted-before', solver: 1 },
  'screen.movesTyped': { moves: 5, solver: 2 },
  'usage.dealInputTaken': { what: 'board', taken: 'game' },
  'screen.gaveUpResultBefore': { counting: 'waits-elsewhere' },
  'games.resultCountedNow': { result: 'lost' },
  'settings.notTaken': { settings: [{ field: 'theme' }, { field: 'language', value: '"fr"' }] },
  'games.quitSaveMoved': { movedTo: 'b.save', kept: 'all' },
  programFile: { what: 'statistics' },
  undoneMoves: { taken: 3, noMore: true, restartUndone: true },
  redoneMoves: { taken: 3, noMore: true },
  transcriptDiffers: { column: 7, expected: { text: 'xx cellz', before: 120, after: 3, newline: false }, actual: { text: 'xx cells', before: 120, after: 3, newline: true } },
};

/** Where the same text in both languages was reviewed and is right (a layout, or words the two languages share). */
const SAME_REVIEWED = new Set<string>([
  'games.menuLine', // "  1  description (id)": no words
  'screen.plainHeader', // the header's pieces joined: each piece is translated on its own
]);

/** A command's syntax ("tt C D [K]") is the same letters in both languages. */
const isSyntax = (key: string): boolean => /^commands\.topics\.\w+\.usage$/.test(key);

function paramNames(fn: Function): string[] {
  const src = fn.toString();
  const m = /^(?:function\s*\w*\s*)?\(([^)]*)\)/.exec(src) ?? /^(\w+)\s*=>/.exec(src);
  if (!m) throw new Error(`cannot read the parameters of ${src.slice(0, 40)}`);
  return m[1]!.split(',').map((p) => p.trim().replace(/\s*=.*$/, '')).filter((p) => p !== '');
}

/** Every leaf of a catalogue: its dotted key and the text it gives (functions called with the samples). */
function texts(catalog: Catalog, reference: Catalog, sampleFor: (key: string, name: string, sample: unknown) => unknown = (_key, _name, sample) => sample): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (o: Record<string, unknown>, ref: Record<string, unknown>, prefix: string): void => {
    for (const [k, v] of Object.entries(o)) {
      const key = `${prefix}${k}`;
      const r = ref[k];
      if (typeof v === 'function') {
        const names = paramNames(r as Function);
        const args = names.map((name) => {
          const sample = BY_KEY[key]?.[name] ?? BY_NAME[name];
          if (sample === undefined) throw new Error(`no sample argument "${name}" for ${key}: add one to BY_NAME or BY_KEY`);
          return sampleFor(key, name, sample);
        });
        if (key === 'help') args[0] = freecell;
        const result = (v as (...a: unknown[]) => unknown)(...args);
        out.set(key, Array.isArray(result) ? result.join('\n') : String(result));
      } else if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
        visit(v as Record<string, unknown>, r as Record<string, unknown>, `${key}.`);
      } else {
        out.set(key, Array.isArray(v) ? v.join('\n') : String(v));
      }
    }
  };
  visit(catalog as unknown as Record<string, unknown>, reference as unknown as Record<string, unknown>, '');
  return out;
}

describe('the catalogues', () => {
  const english = texts(en, en);
  const portuguese = texts(pt, en);

  it('have the same keys', () => {
    expect([...portuguese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('give text for every key', () => {
    for (const [key, text] of [...english, ...portuguese]) expect([key, text.trim().length > 0]).toEqual([key, true]);
  });

  it('translate every Portuguese text, except the reviewed ones', () => {
    const same = [...english].filter(([key, text]) => key !== 'lang' && portuguese.get(key) === text && !SAME_REVIEWED.has(key) && !isSyntax(key)).map(([key]) => key);
    expect(same).toEqual([]);
  });
});

describe('plural forms', () => {
  it.each([
    [0, '0 moves', '0 movimentos'],
    [1, '1 move', '1 movimento'],
    [2, '2 moves', '2 movimentos'],
    [1000000, '1000000 moves', '1000000 movimentos'],
  ])('%i: "%s", "%s"', (n, english, portuguese) => {
    expect(en.board.moves(n)).toBe(english);
    expect(pt.board.moves(n)).toBe(portuguese);
  });

  it('say "1 derrota", never "1 derrotas"', () => {
    const one = { played: 1, won: 1, lost: 1, gaveUp: 1, helped: 1, streak: 1, longestStreak: 1, fewestMoves: 1, bestMs: 1000 };
    expect(pt.statsLines('freecell', 'numbered', one).slice(0, 2)).toEqual(['freecell, jogos numerados: 1 jogo', '  1 vitória (100%), 1 derrota, 1 desistência, 1 resolvido com ajuda']);
    expect(en.statsLines('freecell', 'numbered', one).slice(0, 2)).toEqual(['freecell, numbered deals: 1 game played', '  1 won (100%), 1 lost, 1 given up, 1 solved with help']);
  });
});

describe('freecell variants in Portuguese', () => {
  it('describes every known variant, none left in English', () => {
    for (const { variant, description } of listVariants()) {
      expect(VARIANT_DESCRIPTIONS[variant.id]).toBeDefined();
      expect(pt.variantDescription(variant.id, description)).not.toBe(description);
    }
    expect(Object.keys(VARIANT_DESCRIPTIONS).sort()).toEqual(listVariants().map((r) => r.variant.id).sort());
  });
});

describe('text from outside quoted back', () => {
  /** Parameters whose strings are one of a few words the program chose (a kind of file, a state...), never text from a file, a flag or the keyboard. */
  const CHOSEN = new Set(['what', 'state', 'command', 'kind', 'status', 'source', 'rating', 'wanted', 'got', 'result', 'search', 'reason', 'lang']);
  /** Parameters that are text the program made: flags and options as it defines them, notation, a catalogue's own words (a reason, a label, a description: made visible where they were made). */
  const MADE = new Set(['why', 'description', 'message', 'error', 'label', 'notation', 'flag', 'first', 'second', 'option', 'argument', 'suggestion', 'variant', 'when', 'english', 'id', 'detail']);
  /** Where a parameter is text from outside although its name usually is not: a game id is a checked id except where a save file's name stands for it. */
  const OUTSIDE = new Set(['settings.unknownKey.key', 'settings.badValue.value', 'games.savedAs.id', 'games.keptOnQuit.id', 'usage.boardVariant.variant', 'statsLines.key']);
  /** A setting's key and value are checked against the known ones (the settings file's too), except where OUTSIDE says. */
  const SETTING = /^settings\./;
  const HOSTILE = "b\u001b]0;pwned\u0007\u001b[31mred\nline2\r\u202e\u009b";

  it.each([
    ['en', en],
    ['pt', pt],
  ])('%s: a file name, a flag value or a word from a file never reaches the terminal with its control characters', (_lang, catalog) => {
    const leaks = [...texts(catalog, en, (key, name, sample) => {
      const outside = OUTSIDE.has(`${key}.${name}`) || (!CHOSEN.has(name) && !MADE.has(name) && !((name === 'key' || name === 'value') && SETTING.test(key)));
      return typeof sample === 'string' && outside ? HOSTILE : sample;
    })]
      .filter(([, text]) => /[\u001b\u0007\u202e\u009b]|\nline2/.test(text))
      .map(([key]) => key);
    expect(leaks).toEqual([]);
  });

  it.each([
    ['en', en],
    ['pt', pt],
  ])('%s: a name or a word from outside a megabyte long is quoted cut short, so that its sentence stays readable', (_lang, catalog) => {
    const long = [...texts(catalog, en, (key, name, sample) => {
      const outside = OUTSIDE.has(`${key}.${name}`) || (!CHOSEN.has(name) && !MADE.has(name) && !((name === 'key' || name === 'value') && SETTING.test(key)));
      return typeof sample === 'string' && outside ? 'A'.repeat(1_000_000) : sample;
    })]
      .filter(([, text]) => text.includes('A'.repeat(300)))
      .map(([key]) => key);
    expect(long).toEqual([]);
  });
});


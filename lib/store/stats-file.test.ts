import { COUNTED_TOKENS_LIMIT, DEAL_RECORDS_LIMIT, type GameResult, type Stats, emptyStats, formatStats, isCounted, parseStats, recordResult } from './stats-file';

const game = (outcome: GameResult['outcome'], moves = 50, elapsedMs = 60_000, extra: Partial<GameResult> = {}): GameResult => ({
  variantKey: 'freecell',
  source: 'numbered',
  game: 617,
  outcome,
  moves,
  elapsedMs,
  ...extra,
});

describe('statistics', () => {
  it('count wins, losses, given-up games, games solved with help, streaks, best time and fewest moves per variant', () => {
    let s: Stats = emptyStats();
    s = recordResult(s, game('won', 90, 300_000));
    s = recordResult(s, game('won', 80, 400_000));
    s = recordResult(s, game('lost', 10));
    s = recordResult(s, game('won', 120, 200_000));
    s = recordResult(s, game('helped', 30, 10_000));
    s = recordResult(s, game('gave-up', 5));
    s = recordResult(s, game('lost', 5, 0, { variantKey: 'bakers' }));
    expect(s.sources.numbered!.freecell).toEqual({ played: 6, won: 3, lost: 1, gaveUp: 1, helped: 1, streak: 0, longestStreak: 2, fewestMoves: 80, bestMs: 200_000 });
    expect(s.sources.numbered!.bakers).toEqual({ played: 1, won: 0, lost: 1, gaveUp: 0, helped: 0, streak: 0, longestStreak: 0, fewestMoves: null, bestMs: null });
    // A game solved with help never sets a record.
    expect(s.deals['freecell#617']).toEqual({ won: 3, fewestMoves: 80, bestMs: 200_000, last: 4 });
    expect(parseStats(formatStats(s))).toEqual(s);
  });

  it('keep deck files and boards apart from numbered deals, with no deal records', () => {
    let s = recordResult(emptyStats(), game('won', 40, 1000, { source: 'deck', game: undefined }));
    s = recordResult(s, game('won', 40, 1000, { source: 'board', game: undefined }));
    expect(s.sources.numbered).toBeUndefined();
    expect(s.sources.deck!.freecell!.won).toBe(1);
    expect(s.sources.board!.freecell!.won).toBe(1);
    expect(Object.keys(s.deals)).toEqual([]);
  });

  it(`keep at most ${DEAL_RECORDS_LIMIT} deal records, dropping the one won longest ago`, () => {
    const deals: Stats['deals'] = Object.fromEntries(Array.from({ length: DEAL_RECORDS_LIMIT }, (_, i) => [`freecell#${i + 1}`, { won: 1, fewestMoves: 50, bestMs: 1000, last: i + 1 }]));
    let s: Stats = { ...emptyStats(), deals, sequence: DEAL_RECORDS_LIMIT };
    s = recordResult(s, game('won', 40, 900, { game: 1 }));
    s = recordResult(s, game('won', 50, 1000, { game: DEAL_RECORDS_LIMIT + 1 }));
    expect(Object.keys(s.deals)).toHaveLength(DEAL_RECORDS_LIMIT);
    expect(s.deals['freecell#1']).toEqual({ won: 2, fewestMoves: 40, bestMs: 900, last: DEAL_RECORDS_LIMIT + 1 });
    expect(s.deals['freecell#2']).toBeUndefined();
    expect(s.deals[`freecell#${DEAL_RECORDS_LIMIT + 1}`]).toBeDefined();
  });

  it(`remember the tokens of the last ${COUNTED_TOKENS_LIMIT} games counted, written and read back`, () => {
    const token = (i: number): string => i.toString(16).padStart(24, '0');
    let s = emptyStats();
    for (let i = 1; i <= COUNTED_TOKENS_LIMIT + 2; i++) s = recordResult(s, game('lost', 5, 0, { token: token(i) }));
    expect(s.counted).toHaveLength(COUNTED_TOKENS_LIMIT);
    expect([isCounted(s, token(1)), isCounted(s, token(2)), isCounted(s, token(3)), isCounted(s, token(COUNTED_TOKENS_LIMIT + 2))]).toEqual([false, false, true, true]);
    // A result without a token (none to remember) leaves them as they are.
    expect(recordResult(s, game('lost')).counted).toBe(s.counted);
    expect(parseStats(formatStats(s))).toEqual(s);
    expect(JSON.parse(formatStats(s))).toMatchObject({ version: 3 });
  });

  it('read a version 2 file (before the tokens) with no game counted yet', () => {
    // as version 2 wrote it after a win of deal 1 in 54 moves (every record field written, the deal's record beside it)
    const v2 =
      '{"format":"freecell-stats","version":2,"sequence":1,"sources":{"numbered":{"freecell":{"played":1,"won":1,"lost":0,"gaveUp":0,"helped":0,"streak":1,"longestStreak":1,"fewestMoves":54,"bestMs":3476}}},"deals":{"freecell#1":{"won":1,"fewestMoves":54,"bestMs":3476,"last":1}}}';
    expect(parseStats(v2)).toMatchObject({ sequence: 1, counted: [], sources: { numbered: { freecell: { won: 1, fewestMoves: 54, bestMs: 3476 } } } });
  });

  it('read what stats --reset leaves (no record, the tokens of the games counted kept) and records of no win yet, in every version', () => {
    const reset = { ...emptyStats(), counted: ['0123456789abcdef0123', '00112233445566778899'] };
    expect(parseStats(formatStats(reset))).toEqual(reset);
    const lost = recordResult(emptyStats(), game('lost', 10));
    expect(parseStats(formatStats(lost))).toEqual(lost);
    const v1 = '{"format":"freecell-stats","version":1,"variants":{"freecell":{"played":2,"won":0,"lost":2,"streak":0,"longestStreak":0,"fewestMoves":null}}}';
    expect(parseStats(v1).sources.numbered!.freecell).toMatchObject({ won: 0, fewestMoves: null });
    const won = recordResult(emptyStats(), game('won', 1, 0));
    expect(parseStats(formatStats(won))).toEqual(won);
  });

  it('read a version 1 file as numbered deals, with nothing given up, solved with help or timed yet', () => {
    const v1 = '{"format":"freecell-stats","version":1,"variants":{"freecell":{"played":4,"won":3,"lost":1,"streak":1,"longestStreak":2,"fewestMoves":80},"__proto__":{"played":0,"won":0,"lost":0,"streak":0,"longestStreak":0,"fewestMoves":null}}}';
    const s = parseStats(v1);
    expect(s.sources.numbered!.freecell).toEqual({ played: 4, won: 3, lost: 1, gaveUp: 0, helped: 0, streak: 1, longestStreak: 2, fewestMoves: 80, bestMs: null });
    expect(Object.keys(s.sources.numbered!)).toEqual(['freecell', '__proto__']);
    expect(s.sequence).toBe(0);
  });

  it.each([
    ['{"format":"freecell-stats","version":1,"variants":{"x":{"played":-1}}}', { kind: 'bad-record', key: 'x' }],
    ['{"format":"freecell-stats","version":4,"variants":{}}', { kind: 'newer', version: 4 }],
    ['{"format":"freecell-stats","version":0,"variants":{}}', { kind: 'version' }],
    ['{"format":"freecell-stats","version":"4","variants":{}}', { kind: 'version' }],
    ['{"format":"freecell-stats","version":3,"sources":{},"deals":{},"sequence":0}', { kind: 'not-stats' }],
    ['{"format":"freecell-stats","version":3,"sources":{},"deals":{},"sequence":0,"counted":["not a token"]}', { kind: 'not-stats' }],
    ['{"format":"freecell-stats","version":2,"sources":{"numbered":{"freecell":{"played":1,"won":5,"lost":0,"streak":0,"longestStreak":0}}},"deals":{},"sequence":1}', { kind: 'bad-record', key: 'freecell' }],
    ['{"format":"freecell-stats","version":2,"sources":{"numbered":{"freecell":{"played":2,"won":1,"lost":1,"gaveUp":1,"streak":0,"longestStreak":0}}},"deals":{},"sequence":1}', { kind: 'bad-record', key: 'freecell' }],
    ['{"format":"freecell-stats","version":2,"sources":{"numbered":{"freecell":{"played":3,"won":2,"lost":1,"streak":2,"longestStreak":1}}},"deals":{},"sequence":1}', { kind: 'bad-record', key: 'freecell' }],
    ['{"format":"freecell-stats","version":2,"sources":{"numbered":{"freecell":{"played":3,"won":1,"lost":2,"streak":0,"longestStreak":2}}},"deals":{},"sequence":1}', { kind: 'bad-record', key: 'freecell' }],
    ['{"format":"freecell-stats","version":2,"sources":{"pysol":{}},"deals":{},"sequence":0}', { kind: 'bad-source', source: 'pysol' }],
    ['{"format":"freecell-stats","version":2,"sources":{},"deals":{"freecell#1":{"won":1}},"sequence":0}', { kind: 'bad-record', key: 'freecell#1' }],
    ['{"format":"freecell-stats","version":2,"sources":{},"deals":{}}', { kind: 'not-stats' }],
    ['{"format":"freecell-stats"', { kind: 'not-json' }],
    // edited by hand: a comma too many is named where it is, not taken for a file cut short
    ['{\n  "format": "freecell-stats",\n  "version": 3,\n}\n', { kind: 'bad-json', line: 4, column: 1 }],
    // values no freecell writes: records are keyed objects, and a win takes a move at least
    ['{"format":"freecell-stats","version":3,"sources":[],"deals":{},"sequence":2,"counted":["0123456789abcdef0123"]}', { kind: 'not-stats' }],
    ['{"format":"freecell-stats","version":2,"sources":{},"deals":[],"sequence":0}', { kind: 'not-stats' }],
    ['{"format":"freecell-stats","version":3,"sources":{"numbered":{"freecell":{"played":1,"won":1,"lost":0,"streak":1,"longestStreak":1,"fewestMoves":0,"bestMs":1000}}},"deals":{},"sequence":1,"counted":[]}', { kind: 'bad-record', key: 'freecell' }],
    ['{"format":"freecell-stats","version":1,"variants":{"freecell":{"played":1,"won":1,"lost":0,"streak":1,"longestStreak":1,"fewestMoves":0}}}', { kind: 'bad-record', key: 'freecell' }],
    ['{"format":"freecell-stats","version":3,"sources":{"numbered":{"freecell":{"played":1,"won":0,"lost":1,"streak":0,"longestStreak":0,"fewestMoves":50,"bestMs":null}}},"deals":{},"sequence":1,"counted":[]}', { kind: 'bad-record', key: 'freecell' }],
    ['{"format":"freecell-stats","version":3,"sources":{"numbered":{"freecell":{"played":1,"won":0,"lost":1,"streak":0,"longestStreak":0,"fewestMoves":null,"bestMs":1000}}},"deals":{},"sequence":1,"counted":[]}', { kind: 'bad-record', key: 'freecell' }],
    // every version writes the fewest moves with the first win (version 1 had no best time: a win without one still reads)
    ['{"format":"freecell-stats","version":3,"sources":{"numbered":{"freecell":{"played":1,"won":1,"lost":0,"streak":1,"longestStreak":1,"fewestMoves":null,"bestMs":1000}}},"deals":{},"sequence":1,"counted":[]}', { kind: 'bad-record', key: 'freecell' }],
    ['{"format":"freecell-stats","version":3,"sources":{"numbered":{"freecell":{"played":1,"won":1,"lost":0,"streak":1,"longestStreak":1,"bestMs":null}}},"deals":{},"sequence":1,"counted":[]}', { kind: 'bad-record', key: 'freecell' }],
    ['{"format":"freecell-stats","version":2,"sources":{"numbered":{"freecell":{"played":1,"won":1,"lost":0,"streak":1,"longestStreak":1}}},"deals":{},"sequence":1}', { kind: 'bad-record', key: 'freecell' }],
    ['{"format":"freecell-stats","version":1,"variants":{"freecell":{"played":1,"won":1,"lost":0,"streak":1,"longestStreak":1,"fewestMoves":null}}}', { kind: 'bad-record', key: 'freecell' }],
    ['{"format":"freecell-stats","version":3,"sources":{},"deals":{"freecell#1":{"won":1,"fewestMoves":0,"bestMs":1000,"last":1}},"sequence":1,"counted":[]}', { kind: 'bad-record', key: 'freecell#1' }],
    ['{"format":"freecell-stats","version":3,"sources":{},"deals":{"freecell#1":{"won":0,"fewestMoves":50,"bestMs":1000,"last":1}},"sequence":1,"counted":[]}', { kind: 'bad-record', key: 'freecell#1' }],
    // a deal's record is stamped with the update's sequence number, which only grows
    ['{"format":"freecell-stats","version":3,"sources":{},"deals":{"freecell#1":{"won":1,"fewestMoves":50,"bestMs":1000,"last":2}},"sequence":1,"counted":[]}', { kind: 'bad-record', key: 'freecell#1' }],
    ['{"format":"freecell-stats","version":2,"sources":{},"deals":{"freecell#1":{"won":1,"fewestMoves":50,"bestMs":1000,"last":0}},"sequence":1}', { kind: 'bad-record', key: 'freecell#1' }],
  ])('refuse %s', (text, problem) => {
    expect(() => parseStats(text)).toThrow(expect.objectContaining({ code: 'BAD_STATS', params: problem }));
  });
});

describe('a time played with a fraction of a millisecond (a clock that counts finer)', () => {
  it('is kept in whole milliseconds, so that the file reads back', () => {
    let s = emptyStats();
    s = recordResult(s, { variantKey: 'freecell', source: 'numbered', game: 617, outcome: 'won', moves: 12, elapsedMs: 191.62257 });
    s = recordResult(s, { variantKey: 'freecell', source: 'board', outcome: 'won', moves: 1, elapsedMs: 0.4 });
    const back = parseStats(formatStats(s));
    expect(back.sources.numbered!.freecell!.bestMs).toBe(192);
    expect(back.sources.board!.freecell!.bestMs).toBe(0);
    expect(Object.values(back.deals)[0]!.bestMs).toBe(192);
  });
});

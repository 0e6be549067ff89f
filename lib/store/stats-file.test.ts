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

describe('records of the same rules under two names (as earlier versions kept them)', () => {
  const rec = (played: number, won: number, streak: number, longestStreak: number, fewestMoves: number | null = null, bestMs: number | null = null) => ({
    played,
    won,
    lost: 0,
    gaveUp: played - won,
    helped: 0,
    streak,
    longestStreak,
    fewestMoves: won === 0 ? null : fewestMoves,
    bestMs: won === 0 ? null : bestMs,
  });
  const file = (sources: object, deals: object = {}, top: object = {}): string =>
    JSON.stringify({ format: 'freecell-stats', version: 3, sequence: 20, sources, deals, counted: [], ...top });

  it('are read as one record under the key the rules have now: counts added, the best kept', () => {
    const s = parseStats(
      file(
        { numbered: { 'freecell-3': rec(4, 3, 2, 2, 90, 5000), 'freecell+cells=3': rec(3, 1, 0, 1, 80, 7000), freecell: rec(2, 1, 1, 1, 100, 9000), 'bakers+buildBy=alternate-colour': rec(2, 2, 2, 2, 110, 3000) }, deck: { 'freecell+cells=3': rec(1, 0, 0, 0) } },
        {
          'freecell-3#1': { won: 2, fewestMoves: 95, bestMs: 6000, last: 3 },
          'freecell+cells=3#1': { won: 1, fewestMoves: 90, bestMs: 7000, last: 9 },
          'freecell+cells=3#pysol:123456': { won: 1, fewestMoves: 80, bestMs: 8000, last: 10 },
          'freecell#1': { won: 1, fewestMoves: 100, bestMs: 9000, last: 11 },
          'bakers+buildBy=alternate-colour#1': { won: 2, fewestMoves: 110, bestMs: 3000, last: 12 },
        },
      ),
    );
    expect(s.sources.numbered).toEqual({
      'freecell-3': { played: 7, won: 4, lost: 0, gaveUp: 3, helped: 0, streak: 0, longestStreak: 2, fewestMoves: 80, bestMs: 5000 },
      freecell: { played: 4, won: 3, lost: 0, gaveUp: 1, helped: 0, streak: 1, longestStreak: 2, fewestMoves: 100, bestMs: 3000 },
    });
    // each source apart
    expect(s.sources.deck).toEqual({ 'freecell-3': rec(1, 0, 0, 0) });
    expect(s.deals).toEqual({
      'freecell-3#1': { won: 3, fewestMoves: 90, bestMs: 6000, last: 9 },
      'freecell-3#pysol:123456': { won: 1, fewestMoves: 80, bestMs: 8000, last: 10 },
      'freecell#1': { won: 3, fewestMoves: 100, bestMs: 3000, last: 12 },
    });
    // written so, it reads back the same
    expect(parseStats(formatStats(s))).toEqual(s);
  });

  it('join their current streaks as far as the file knows their order: added when every game was a win, else the smallest streak since a game not won', () => {
    const streakOf = (...records: ReturnType<typeof rec>[]): [number, number] => {
      const r = parseStats(file({ numbered: Object.fromEntries(records.map((x, i) => [['freecell-3', 'freecell+cells=3'][i]!, x])) })).sources.numbered!['freecell-3']!;
      return [r.streak, r.longestStreak];
    };
    // only wins under both names: every game is in the streak
    expect(streakOf(rec(3, 3, 3, 3, 90), rec(2, 2, 2, 2, 90))).toEqual([5, 5]);
    // a game not won under one name: the wins since it are a streak, whatever the order of the others
    expect(streakOf(rec(3, 3, 3, 3, 90), rec(4, 3, 2, 2, 90))).toEqual([2, 3]);
    expect(streakOf(rec(5, 4, 4, 4, 90), rec(4, 3, 1, 2, 90))).toEqual([1, 4]);
    expect(streakOf(rec(2, 0, 0, 0), rec(6, 6, 6, 6, 90))).toEqual([0, 6]);
  });

  it('are left as they are when their key is no key of this freecell, or a record has fields it does not know', () => {
    const text = file(
      {
        numbered: {
          klondike: rec(1, 1, 1, 1, 90),
          'freecell+cells=121': rec(1, 0, 0, 0),
          'freecell+colour=blue': rec(1, 0, 0, 0),
          'freecell+cells=4': rec(1, 0, 0, 0),
          ['__proto__']: rec(1, 0, 0, 0),
          'freecell-2': { ...rec(1, 1, 1, 1, 90), totalMs: 5 },
          'freecell+cells=2': rec(1, 1, 1, 1, 70),
        },
      },
      { 'klondike#1': { won: 1, fewestMoves: 90, bestMs: 100, last: 1 }, 'freecell-1#2': { won: 1, fewestMoves: 90, bestMs: 100, last: 1, seed: 'x' }, 'freecell+cells=1#2': { won: 1, fewestMoves: 80, bestMs: 200, last: 2 }, odd: { won: 1, fewestMoves: 1, bestMs: 1, last: 1 } },
    );
    const s = parseStats(text);
    expect(Object.keys(s.sources.numbered!)).toEqual(['klondike', 'freecell+cells=121', 'freecell+colour=blue', 'freecell+cells=4', '__proto__', 'freecell-2', 'freecell+cells=2']);
    expect(Object.keys(s.deals)).toEqual(['klondike#1', 'freecell-1#2', 'freecell+cells=1#2', 'odd']);
    expect(JSON.parse(formatStats(s))).toEqual(JSON.parse(text));
  });

  it('counted afterwards, go to the one record', () => {
    const s = parseStats(file({ numbered: { 'freecell+cells=3': rec(1, 1, 1, 1, 90, 1000) } }, { 'freecell+cells=3#7': { won: 1, fewestMoves: 90, bestMs: 1000, last: 4 } }));
    const after = recordResult(s, game('won', 70, 900, { variantKey: 'freecell-3', game: 7 }));
    expect(after.sources.numbered).toEqual({ 'freecell-3': { ...rec(2, 2, 2, 2, 70, 900) } });
    expect(after.deals).toEqual({ 'freecell-3#7': { won: 2, fewestMoves: 70, bestMs: 900, last: 21 } });
  });

  it('of version 1 are one record too', () => {
    const v1 = '{"format":"freecell-stats","version":1,"variants":{"freecell+cells=3":{"played":2,"won":1,"lost":1,"streak":1,"longestStreak":1,"fewestMoves":80},"freecell-3":{"played":1,"won":1,"lost":0,"streak":1,"longestStreak":1,"fewestMoves":90}}}';
    expect(parseStats(v1).sources.numbered).toEqual({ 'freecell-3': { played: 3, won: 2, lost: 1, gaveUp: 0, helped: 0, streak: 1, longestStreak: 1, fewestMoves: 80, bestMs: null } });
  });
});

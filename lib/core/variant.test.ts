import {
  BUILD_RULES,
  BadVariantError,
  EMPTY_COLUMN_RULES,
  SEQUENCE_MOVES,
  TABLE_LIMITS,
  VARIANT_LIMITS,
  type Variant,
  canonicalVariantKey,
  dealBoard,
  findVariant,
  fitsTable,
  formatVariant,
  formatVariantKey,
  listVariants,
  microsoftDeal,
  parseVariantKey,
  refineVariant,
  validateVariant,
  variantIds,
} from '.';

const freecell = findVariant('freecell');

describe('the registry', () => {
  it('holds the FreeCell family with their real rules', () => {
    const rules = (id: string): Omit<Variant, 'id' | 'name'> => {
      const { id: _id, name: _name, ...rest } = findVariant(id);
      return rest;
    };
    const base = { foundations: 4, acesToFoundationOnly: false };
    expect(rules('freecell')).toEqual({ ...base, buildBy: 'alternate-colour', cells: 4, columns: 8, emptyColumn: 'any', sequenceMoves: 'free-space', cellsDealt: 0 });
    expect(rules('bakers')).toEqual({ ...base, buildBy: 'suit', cells: 4, columns: 8, emptyColumn: 'any', sequenceMoves: 'free-space', cellsDealt: 0 });
    expect(rules('ko-bakers')).toEqual({ ...base, buildBy: 'suit', cells: 4, columns: 8, emptyColumn: 'kings', sequenceMoves: 'free-space', cellsDealt: 0 });
    expect(rules('eight-off')).toEqual({ ...base, buildBy: 'suit', cells: 8, columns: 8, emptyColumn: 'kings', sequenceMoves: 'free-space', cellsDealt: 4 });
    expect(rules('seahaven')).toEqual({ ...base, buildBy: 'suit', cells: 4, columns: 10, emptyColumn: 'kings', sequenceMoves: 'free-space', cellsDealt: 2 });
    expect(rules('relaxed-seahaven')).toEqual({ ...rules('seahaven'), sequenceMoves: 'unlimited' });
    expect(rules('relaxed-freecell')).toEqual({ ...rules('freecell'), sequenceMoves: 'unlimited' });
    expect(rules('forecell')).toEqual({ ...base, buildBy: 'alternate-colour', cells: 4, columns: 8, emptyColumn: 'kings', sequenceMoves: 'free-space', cellsDealt: 4 });
    for (const n of [0, 1, 2, 3]) expect(rules(`freecell-${n}`)).toEqual({ ...rules('freecell'), cells: n });
  });

  it('lists every variant once, with a name, a description and aliases', () => {
    const rows = listVariants();
    expect(rows.map((r) => r.variant.id)).toEqual(variantIds());
    expect(new Set(variantIds()).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.variant.name).not.toBe('');
      expect(row.description).toMatch(/^[^\n]{10,120}$/);
      expect(() => validateVariant(row.variant)).not.toThrow();
    }
    const everyName = rows.flatMap((r) => [r.variant.id, ...r.aliases]);
    expect(new Set(everyName).size).toBe(everyName.length);
  });

  it.each([
    ['FreeCell', 'freecell'],
    ["Baker's Game", 'bakers'],
    ['KO Bakers', 'ko-bakers'],
    ['kings_only_bakers_game', 'ko-bakers'],
    ['Eight Off', 'eight-off'],
    ['eight_off', 'eight-off'],
    ['EightOff', 'eight-off'],
    ['Seahaven Towers', 'seahaven'],
    ['seahaven_towers', 'seahaven'],
    ['relaxed_freecell', 'relaxed-freecell'],
    ['Relaxed Seahaven Towers', 'relaxed-seahaven'],
    ['ForeCell', 'forecell'],
    ['  FREECELL 3 CELLS ', 'freecell-3'],
    ['two-cell freecell', 'freecell-2'],
    ['fc1', 'freecell-1'],
    ['zero_cell_freecell', 'freecell-0'],
  ])('finds %j as %s (any case, spaces and underscores as hyphens)', (name, id) => {
    expect(findVariant(name).id).toBe(id);
  });

  it('rejects an unknown name with UNKNOWN_VARIANT and the known ids', () => {
    expect(() => findVariant('spider')).toThrow(expect.objectContaining({ code: 'UNKNOWN_VARIANT', known: variantIds() }));
  });
});

describe('validateVariant', () => {
  const bad = (changes: Record<string, unknown>): unknown => {
    try {
      validateVariant({ ...freecell, ...changes } as Variant);
    } catch (e) {
      return e;
    }
    return undefined;
  };

  it('accepts every parameter value in range', () => {
    for (const cells of [0, 1, 4, 10, 52, 120]) {
      for (const columns of [4, 8, 13, 52, 120]) {
        for (const buildBy of BUILD_RULES) {
          for (const emptyColumn of EMPTY_COLUMN_RULES) {
            for (const sequenceMoves of SEQUENCE_MOVES) {
              expect(() => validateVariant({ ...freecell, cells, columns, buildBy, emptyColumn, sequenceMoves, cellsDealt: cells })).not.toThrow();
            }
          }
        }
      }
    }
  });

  it.each([
    [{ cells: 121 }, 'cells'],
    [{ cells: -1 }, 'cells'],
    [{ cells: 2.5 }, 'cells'],
    [{ columns: 3 }, 'columns'],
    [{ columns: 121 }, 'columns'],
    [{ columns: Number.NaN }, 'columns'],
    [{ foundations: 8 }, 'foundations'],
    [{ buildBy: 'colour' }, 'buildBy'],
    [{ emptyColumn: 'queens' }, 'emptyColumn'],
    [{ sequenceMoves: 'many' }, 'sequenceMoves'],
    [{ cellsDealt: 5 }, 'cellsDealt'],
    [{ cellsDealt: -1 }, 'cellsDealt'],
    [{ acesToFoundationOnly: 'yes' }, 'acesToFoundationOnly'],
    [{ id: '' }, 'id'],
  ])('rejects %j with BAD_VARIANT naming %s', (changes, parameter) => {
    const e = bad(changes);
    expect(e).toBeInstanceOf(BadVariantError);
    expect(e).toEqual(expect.objectContaining({ code: 'BAD_VARIANT', parameter, value: Object.values(changes)[0] }));
  });

  it('says what is allowed', () => {
    expect(bad({ cells: 121 })).toEqual(expect.objectContaining({ code: 'BAD_VARIANT', params: { parameter: 'cells', value: 121, allowed: { kind: 'range', min: 0, max: 120 } } }));
  });

  it('is applied by refineVariant, which keeps the id and leaves the base unchanged', () => {
    const six = refineVariant(freecell, { columns: 6, cells: 2 });
    expect(six).toEqual({ ...freecell, columns: 6, cells: 2 });
    expect(freecell.columns).toBe(8);
    expect(() => refineVariant(freecell, { cells: 121 })).toThrow(expect.objectContaining({ code: 'BAD_VARIANT', parameter: 'cells' }));
    expect(() => refineVariant(findVariant('eight-off'), { cells: 3 })).toThrow(expect.objectContaining({ code: 'BAD_VARIANT', parameter: 'cellsDealt' }));
  });
});

describe('the table limits', () => {
  const freecell = findVariant('freecell');

  it('let the engine take the CS 3500 tables the interactive game cannot draw', () => {
    expect(VARIANT_LIMITS.columns.max).toBeGreaterThanOrEqual(52);
    expect(VARIANT_LIMITS.cells.max).toBeGreaterThanOrEqual(52);
    expect(TABLE_LIMITS).toEqual({ cells: { min: 0, max: 10 }, columns: { min: 4, max: 13 } });
    expect(fitsTable(refineVariant(freecell, { columns: 13, cells: 10 }))).toBe(true);
    expect(fitsTable(refineVariant(freecell, { columns: 14 }))).toBe(false);
    expect(fitsTable(refineVariant(freecell, { cells: 11 }))).toBe(false);
  });
});

describe('statistics keys', () => {
  it('read back as the rules they were written from, refined or not', () => {
    const refined = [refineVariant(findVariant('seahaven'), { cells: 3, acesToFoundationOnly: true }), refineVariant(freecell, { buildBy: 'rank', emptyColumn: 'none', sequenceMoves: 'unlimited', columns: 13, cellsDealt: 2 })];
    for (const variant of [...listVariants().map((v) => v.variant), ...refined]) {
      expect(formatVariant(parseVariantKey(formatVariantKey(variant))).rules).toEqual(formatVariant(variant).rules);
    }
    for (const { variant } of listVariants()) expect(parseVariantKey(formatVariantKey(variant))).toEqual(variant);
    expect(formatVariantKey(refined[0]!)).toBe('seahaven+cells=3,acesToFoundationOnly=true');
    // the registered variant nearest the rules names them: relaxed-seahaven differs from them in 3 rules, freecell in 5
    expect(formatVariantKey(refined[1]!)).toBe('relaxed-seahaven+buildBy=rank,columns=13,emptyColumn=none');
  });

  it('are one key for the same rules under any name: the registered variant that has them, else the one nearest them', () => {
    const key = (id: string, changes: Parameters<typeof refineVariant>[1] = {}): string => formatVariantKey(refineVariant(findVariant(id), changes));
    expect([key('freecell', { cells: 3 }), key('freecell-3'), key('bakers', { buildBy: 'alternate-colour', cells: 3 })]).toEqual(['freecell-3', 'freecell-3', 'freecell-3']);
    expect([key('bakers', { buildBy: 'alternate-colour' }), key('freecell-2', { cells: 4 }), key('relaxed-freecell', { sequenceMoves: 'free-space' })]).toEqual(['freecell', 'freecell', 'freecell']);
    expect([key('freecell', { sequenceMoves: 'unlimited' }), key('freecell', { buildBy: 'suit', emptyColumn: 'kings' })]).toEqual(['relaxed-freecell', 'ko-bakers']);
    // rules no variant has: the variant that differs in the fewest rules, the first in registry order on a tie
    expect([key('freecell', { buildBy: 'suit', cells: 2 }), key('bakers', { cells: 2 })]).toEqual(['bakers+cells=2', 'bakers+cells=2']);
    expect([key('freecell', { cells: 3, sequenceMoves: 'single' }), key('freecell-3', { sequenceMoves: 'single' })]).toEqual(['freecell-3+sequenceMoves=single', 'freecell-3+sequenceMoves=single']);
    expect([key('freecell', { sequenceMoves: 'single' }), key('relaxed-freecell', { sequenceMoves: 'single' })]).toEqual(['freecell+sequenceMoves=single', 'freecell+sequenceMoves=single']);
    // no two registered variants have the same rules: each is keyed by its own id
    expect(listVariants().map((r) => formatVariantKey(r.variant))).toEqual(variantIds());
  });

  it('are one key only for rules that deal the same cards the same way', () => {
    const all = [...listVariants().map((r) => r.variant), ...[2, 3, 5].map((cells) => refineVariant(freecell, { cells })), refineVariant(findVariant('bakers'), { buildBy: 'alternate-colour', cellsDealt: 2 })];
    const deals = new Map<string, string>();
    let compared = 0;
    for (const variant of all) {
      const dealt = [1, 617].map((n) => dealBoard(variant, microsoftDeal(n)).key()).join(' ');
      const key = formatVariantKey(variant);
      if (deals.has(key)) {
        expect(dealt).toBe(deals.get(key));
        compared++;
      }
      deals.set(key, dealt);
    }
    // FreeCell refined to 2 and 3 cells has the key of freecell-2 and freecell-3: two deals compared
    expect(compared).toBe(2);
    // the same rules dealing no card to the cells are another game, nearer another variant (first in registry order on a tie)
    expect(['eight-off', 'forecell'].map((id) => formatVariantKey(refineVariant(findVariant(id), { cellsDealt: 0 })))).toEqual(['ko-bakers+cells=8', 'freecell+emptyColumn=kings']);
  });

  it('as an earlier freecell wrote them read as the key the same rules have now; any other text is no key of this one', () => {
    expect(['freecell+cells=3', 'bakers+buildBy=alternate-colour', 'freecell', 'freecell+sequenceMoves=unlimited', 'freecell+buildBy=suit,cells=2'].map(canonicalVariantKey)).toEqual([
      'freecell-3',
      'freecell',
      'freecell',
      'relaxed-freecell',
      'bakers+cells=2',
    ]);
    // unknown variants and rules (a newer freecell's), and texts no freecell writes for a key, are left to be kept as they are
    for (const text of ['klondike', 'freecell+cells=121', 'freecell+colour=blue', 'freecell+cells=4', 'freecell+cells=04', 'freecell+cells=3,cells=3', 'FreeCell', 'fc3', 'freecell+', '', '__proto__']) {
      expect([text, canonicalVariantKey(text)]).toEqual([text, undefined]);
    }
  });

  it('that name no variant, or rules no variant has, are refused', () => {
    expect(() => parseVariantKey('klondike')).toThrow(expect.objectContaining({ code: 'UNKNOWN_VARIANT' }));
    expect(() => parseVariantKey('freecell+cells=121')).toThrow(expect.objectContaining({ code: 'BAD_VARIANT' }));
    expect(() => parseVariantKey('freecell+colour=blue')).toThrow(expect.objectContaining({ code: 'BAD_OPTION' }));
  });
});

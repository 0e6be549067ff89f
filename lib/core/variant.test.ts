import {
  BUILD_RULES,
  BadVariantError,
  EMPTY_COLUMN_RULES,
  SEQUENCE_MOVES,
  TABLE_LIMITS,
  VARIANT_LIMITS,
  type Variant,
  findVariant,
  fitsTable,
  formatVariantKey,
  listVariants,
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
  it('read back as the variant they were written from, refined or not', () => {
    const refined = [refineVariant(findVariant('seahaven'), { cells: 3, acesToFoundationOnly: true }), refineVariant(freecell, { buildBy: 'rank', emptyColumn: 'none', sequenceMoves: 'unlimited', columns: 13, cellsDealt: 2 })];
    for (const variant of [...listVariants().map((v) => v.variant), ...refined]) {
      expect(parseVariantKey(formatVariantKey(variant))).toEqual(variant);
    }
    expect(formatVariantKey(refined[0]!)).toBe('seahaven+cells=3,acesToFoundationOnly=true');
  });

  it('that name no variant, or rules no variant has, are refused', () => {
    expect(() => parseVariantKey('klondike')).toThrow(expect.objectContaining({ code: 'UNKNOWN_VARIANT' }));
    expect(() => parseVariantKey('freecell+cells=121')).toThrow(expect.objectContaining({ code: 'BAD_VARIANT' }));
    expect(() => parseVariantKey('freecell+colour=blue')).toThrow(expect.objectContaining({ code: 'BAD_OPTION' }));
  });
});

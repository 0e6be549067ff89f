import { FreecellGame } from '.';
import { type Variant, findVariant, listVariants, validateVariant } from '..';

// The library as a JavaScript caller without types uses it: odd values, shared objects changed behind its back.

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code ?? `no code: ${String(e)}`;
  }
  return undefined;
};

/** Assigns to a field the types say is read-only, as JavaScript may; true when the assignment took. */
const assign = (target: object, key: string, value: unknown): boolean => {
  try {
    (target as Record<string, unknown>)[key] = value;
  } catch {
    return false;
  }
  return (target as Record<string, unknown>)[key] === value;
};

describe('variants handed out are not the rules themselves', () => {
  it('a registered variant cannot be changed through findVariant, listVariants, a game or its state', () => {
    const game = FreecellGame.deal(1);
    for (const v of [findVariant('freecell'), listVariants()[0]!.variant, game.variant, game.state().variant, game.board.variant]) {
      expect(assign(v, 'cells', 0)).toBe(false);
      expect(assign(v, 'buildBy', 'any')).toBe(false);
    }
    expect(findVariant('freecell').cells).toBe(4);
    expect(findVariant('freecell').buildBy).toBe('alternate-colour');
    expect(codeOf(() => game.move('column', 0, 0, 'column', 1))).toBe('NOT_A_RUN');
    expect(assign(listVariants()[0]!.aliases, '0', 'x')).toBe(false);
    expect(findVariant('fc').id).toBe('freecell');
  });

  it("a game keeps the rules it started with when the caller's variant record changes", () => {
    const mine: { -readonly [K in keyof Variant]: Variant[K] } = { ...findVariant('freecell'), id: 'mine', name: 'Mine' };
    const game = new FreecellGame({ variant: mine });
    mine.cells = 0;
    mine.buildBy = 'any';
    expect(game.variant.cells).toBe(4);
    expect(game.state().cells).toHaveLength(4);
    expect(game.board.variant.buildBy).toBe('alternate-colour');
    game.move('column', 0, 6, 'cell', 3);
    expect(game.state().cells[3]).toBe(game.board.cell(3));
  });

  it('validateVariant returns a frozen copy, and names a missing record as BAD_VARIANT', () => {
    const mine = { ...findVariant('bakers') };
    const checked = validateVariant(mine);
    expect(checked).toEqual(mine);
    expect(Object.isFrozen(checked)).toBe(true);
    expect(codeOf(() => validateVariant(null as unknown as Variant))).toBe('BAD_VARIANT');
    expect(codeOf(() => new FreecellGame({ variant: null as unknown as Variant }))).toBe('BAD_VARIANT');
  });
});

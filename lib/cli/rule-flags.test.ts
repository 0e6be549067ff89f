// The rule flags refine any named variant, and say exactly what is wrong with a bad value.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInMemory } from './memory-io';
import { statsKey } from './play';
import { findVariant, refineVariant } from '../core';

function rules(args: string[]): Record<string, unknown> {
  const r = runInMemory(['deal', '1', '--format', 'json', ...args]);
  expect(r.stderr).toBe('');
  return (JSON.parse(r.stdout) as { rules: Record<string, unknown> }).rules;
}

describe('rule flags', () => {
  it('refine a named variant parameter by parameter', () => {
    expect(rules(['--variant', 'bakers', '--cells', '2'])).toMatchObject({ buildBy: 'suit', cells: 2 });
    expect(rules(['--columns', '10', '--build', 'rank', '--empty', 'kings', '--moves', 'unlimited'])).toMatchObject({
      columns: 10,
      buildBy: 'rank',
      emptyColumn: 'kings',
      sequenceMoves: 'unlimited',
    });
    expect(rules(['--build', 'alternate_color'])).toMatchObject({ buildBy: 'alternate-colour' });
    expect(rules(['--single-card'])).toMatchObject({ sequenceMoves: 'single' });
    expect(rules(['--single-card', '--moves', 'single'])).toMatchObject({ sequenceMoves: 'single' });
    expect(rules(['--variant', 'Eight Off', '--cells-dealt', '2', '--aces-home'])).toMatchObject({ cells: 8, cellsDealt: 2, acesToFoundationOnly: true });
  });

  it('deal every table size', () => {
    const r = runInMemory(['deal', '7', '--columns', '13', '--cells', '10', '--cells-dealt', '10', '--format', 'json']);
    const value = JSON.parse(r.stdout) as { columns: string[][]; cells: (string | null)[] };
    expect(value.columns).toHaveLength(13);
    expect(value.cells.filter((c) => c !== null)).toHaveLength(10);
    expect(value.columns.flat()).toHaveLength(42);
  });

  it.each([
    [['--cells', '11'], '--cells takes a whole number from 0 to 10, not "11".'],
    [['--cells', '-1'], '--cells takes a whole number from 0 to 10, not "-1".'],
    [['--cells', 'two'], '--cells takes a whole number from 0 to 10, not "two".'],
    [['--cells', ' 5'], '--cells takes a whole number from 0 to 10, not " 5".'],
    [['--cells', '+3'], '--cells takes a whole number from 0 to 10, not "+3".'],
    [['--cells', '-0'], '--cells takes a whole number from 0 to 10, not "-0".'],
    [['--columns', '8 '], '--columns takes a whole number from 4 to 13, not "8 ".'],
    [['--cells', '99999999999999999999'], '--cells takes a whole number from 0 to 10, not "99999999999999999999".'],
    [['--columns', '3'], '--columns takes a whole number from 4 to 13, not "3".'],
    [['--columns', '-1'], '--columns takes a whole number from 4 to 13, not "-1".'],
    [['--columns', '14'], '--columns takes a whole number from 4 to 13, not "14".'],
    [['--cells-dealt', '-1'], '--cells-dealt takes a whole number from 0 to 4, not "-1".'],
    [['--cells', '2', '--cells-dealt', '3'], '--cells-dealt 3 deals to more cells than the game has (2).'],
    [['--variant', 'eight-off', '--cells-dealt', '9'], '--cells-dealt 9 deals to more cells than the game has (8).'],
    [['--cells', '0', '--cells-dealt', '1'], '--cells-dealt 1 deals to more cells than the game has (0).'],
    [['--cells-dealt', '11'], '--cells-dealt 11 deals to more cells than the game has (4).'],
    [['--single-card', '--moves', 'unlimited'], '--single-card and --moves unlimited cannot be used together: --single-card is --moves single.'],
    [['--single-card', '--moves', 'free-space'], '--single-card and --moves free-space cannot be used together: --single-card is --moves single.'],
    [['--build', 'colourful'], 'unknown build rule "colourful" (known: alternate-colour, suit, rank, any).'],
    [['--empty', 'queens'], 'unknown empty-column rule "queens" (known: any, kings, none).'],
    [['--moves', 'many'], 'unknown sequence-move rule "many" (known: single, free-space, unlimited).'],
    [['--variant', 'eight-off', '--cells', '3'], '--cells 3 is too few: Eight Off deals 4 cards to the cells (add --cells-dealt to change that).'],
  ])('%j is refused with status 2: %s', (args, message) => {
    const r = runInMemory(['deal', '1', ...args]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`freecell: ${message}\n`);
  });

  it('keep statistics apart for refined rules, and together for the rules of a registered variant', () => {
    expect(statsKey(findVariant('bakers'))).toBe('bakers');
    expect(statsKey(refineVariant(findVariant('bakers'), { cells: 2 }))).toBe('bakers+cells=2');
    expect(statsKey(refineVariant(findVariant('freecell'), { sequenceMoves: 'single' }))).toBe('freecell+sequenceMoves=single');
    expect(statsKey(refineVariant(findVariant('freecell'), { cells: 3 }))).toBe('freecell-3');
    expect(statsKey(refineVariant(findVariant('bakers'), { buildBy: 'alternate-colour' }))).toBe('freecell');
    expect(statsKey(refineVariant(findVariant('freecell'), { buildBy: 'suit', emptyColumn: 'kings', cells: 8, cellsDealt: 4 }))).toBe('eight-off');
  });

  it.each([
    [{ columns: 14 }, 14, 4],
    [{ cells: 11 }, 8, 11],
    [{ columns: 52, cells: 52 }, 52, 52],
  ])('refuse a JSON position with rules %j, larger than the game draws, with status 2', (rules, columns, cells) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-wide-'));
    try {
      const position = JSON.parse(runInMemory(['deal', '1', '--format', 'json']).stdout) as { rules: Record<string, unknown> };
      position.rules = { ...position.rules, ...rules };
      const file = path.join(dir, 'wide.json');
      fs.writeFileSync(file, JSON.stringify(position));
      for (const args of [['--board', file], ['solve', '--board', file]]) {
        const r = runInMemory(args);
        expect(r.status).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toBe(`freecell: --board ${file} has ${columns} columns and ${cells} cells; the game has room for 13 columns and 10 cells at most.\n`);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

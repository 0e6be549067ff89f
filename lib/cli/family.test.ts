import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Board, type Variant, dealBoard, findVariant, microsoftDeal, refineVariant, variantIds } from '../core';
import { type MoveToken, readMoveTokens, replayMoves } from '../session';
import { createPainter, en, renderBoard } from '../ui';
import { runInMemory } from './memory-io';

// Freecell Solver's solutions of this program's deals, for every variant of the family, replayed through the engine.

const SOLUTIONS = path.join(__dirname, '..', '..', 'fixtures', 'solutions');

interface Solution {
  readonly deal: number;
  readonly file: string;
  readonly tokens: MoveToken[];
}

function solutions(folder: string): Solution[] {
  const dir = path.join(SOLUTIONS, folder);
  return fs
    .readdirSync(dir)
    .filter((f) => /^ms-\d+\.txt$/.test(f))
    .map((f) => ({ deal: Number(/\d+/.exec(f)![0]), file: path.join(dir, f), tokens: readMoveTokens(fs.readFileSync(path.join(dir, f), 'utf8')) }))
    .sort((a, b) => a.deal - b.deal);
}

/** How a solution ends when replayed under a variant's rules: 'won', or the code of the first refused move. */
function outcome(id: string, s: Solution): string {
  const result = replayMoves(dealBoard(findVariant(id), microsoftDeal(s.deal)), s.tokens);
  return result.failure ? result.failure.error.code : result.won ? 'won' : 'not won';
}

function tally(id: string, all: readonly Solution[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of all) {
    const o = outcome(id, s);
    counts[o] = (counts[o] ?? 0) + 1;
  }
  return counts;
}

// freecell/ and bakers/ are replayed by lib/session/replay.test.ts.
const family = variantIds().filter((id) => id !== 'freecell' && id !== 'bakers');

describe('every variant has Freecell Solver solutions', () => {
  it.each(variantIds())('%s: at least 20, each with its SOURCES.md', (id) => {
    expect(solutions(id).length).toBeGreaterThanOrEqual(20);
    if (family.includes(id)) expect(fs.readFileSync(path.join(SOLUTIONS, id, 'SOURCES.md'), 'utf8')).toContain(`--variant ${id}`);
  });

  it.each(family)('%s: every solution replays to a win through the rules', (id) => {
    const variant = findVariant(id);
    for (const s of solutions(id)) {
      const result = replayMoves(dealBoard(variant, microsoftDeal(s.deal)), s.tokens);
      expect({ deal: s.deal, failure: result.failure?.error.code, won: result.won }).toEqual({ deal: s.deal, failure: undefined, won: true });
      expect(result.steps).toHaveLength(s.tokens.length);
    }
  });
});

describe('the solutions depend on the rules they were found under', () => {
  it('relaxed solutions move runs that free space does not allow', () => {
    expect(tally('freecell', solutions('relaxed-freecell'))).toEqual({ NOT_ENOUGH_SPACE: 19, won: 1 });
    expect(tally('seahaven', solutions('relaxed-seahaven'))).toEqual({ NOT_ENOUGH_SPACE: 19, won: 1 });
  });

  it("Baker's Game solutions fill empty columns with other cards than Kings", () => {
    const counts = tally('ko-bakers', solutions('bakers'));
    expect(counts.EMPTY_COLUMN_RULE).toBeGreaterThanOrEqual(25);
    expect(tally('bakers', solutions('ko-bakers'))).toEqual({ won: 20 });
  });

  it('deals for other shapes are different deals', () => {
    const [first] = solutions('eight-off');
    expect(outcome('bakers', first!)).not.toBe('won');
  });
});

describe('Freecell Solver solutions under rule parameters no named variant uses', () => {
  // fixtures/solutions/parameters/SOURCES.md: each case's flags here and the fc-solve options its solutions were found under.
  const freecell = findVariant('freecell');
  const cases: [string, Variant][] = [
    ['rank', refineVariant(freecell, { buildBy: 'rank' })],
    ['empty-none', refineVariant(freecell, { emptyColumn: 'none' })],
    ['rank-kings', refineVariant(freecell, { buildBy: 'rank', emptyColumn: 'kings' })],
    ['rank-unlimited', refineVariant(freecell, { buildBy: 'rank', sequenceMoves: 'unlimited' })],
    ['bakers-6-cells-9-columns-empty-none', refineVariant(findVariant('bakers'), { cells: 6, columns: 9, emptyColumn: 'none' })],
    ['eight-off-10-columns', refineVariant(findVariant('eight-off'), { columns: 10 })],
    ['freecell-10-columns-2-cells', refineVariant(freecell, { columns: 10, cells: 2 })],
  ];
  const folder = path.join(SOLUTIONS, 'parameters');

  function caseSolutions(name: string): Solution[] {
    return fs
      .readdirSync(folder)
      .filter((f) => f.startsWith(`${name}-ms-`) && /-ms-\d+\.txt$/.test(f))
      .map((f) => ({ deal: Number(/-ms-(\d+)\.txt$/.exec(f)![1]), file: path.join(folder, f), tokens: readMoveTokens(fs.readFileSync(path.join(folder, f), 'utf8')) }))
      .sort((a, b) => a.deal - b.deal);
  }

  /** How each of a case's solutions ends under `variant`: 'won', or the code of the first refused move. */
  function outcomes(name: string, variant: Variant): string[] {
    return caseSolutions(name).map((s) => {
      const result = replayMoves(dealBoard(variant, microsoftDeal(s.deal)), s.tokens);
      return result.failure ? result.failure.error.code : result.won ? 'won' : 'not won';
    });
  }

  it('every file of the folder belongs to a case, and the sources name every case', () => {
    const sources = fs.readFileSync(path.join(folder, 'SOURCES.md'), 'utf8');
    const files = fs.readdirSync(folder).filter((f) => f !== 'SOURCES.md');
    expect(files.length).toBe(cases.reduce((n, [name]) => n + caseSolutions(name).length, 0));
    for (const [name] of cases) expect(sources).toContain(`| \`${name}\` |`);
  });

  it.each(cases)('%s: every solution replays to a win through the rules', (name, variant) => {
    const all = caseSolutions(name);
    expect(all.length).toBe(3);
    for (const s of all) {
      const result = replayMoves(dealBoard(variant, microsoftDeal(s.deal)), s.tokens);
      expect({ deal: s.deal, failure: result.failure?.error.code, won: result.won }).toEqual({ deal: s.deal, failure: undefined, won: true });
      expect(result.steps).toHaveLength(s.tokens.length);
    }
  });

  it('the solutions depend on the parameter they were found under', () => {
    const rank = refineVariant(freecell, { buildBy: 'rank' });
    expect(outcomes('rank', freecell)).toEqual(['WRONG_COLOUR', 'WRONG_COLOUR', 'WRONG_COLOUR']);
    expect(outcomes('rank', refineVariant(rank, { emptyColumn: 'kings' }))).toEqual(['EMPTY_COLUMN_RULE', 'NOT_ENOUGH_SPACE', 'EMPTY_COLUMN_RULE']);
    expect(outcomes('rank-unlimited', rank)).toEqual(['NOT_ENOUGH_SPACE', 'NOT_ENOUGH_SPACE', 'won']);
    expect(outcomes('freecell-10-columns-2-cells', refineVariant(freecell, { columns: 10, cells: 2, emptyColumn: 'none' }))).toEqual(['EMPTY_COLUMN_RULE', 'NOT_ENOUGH_SPACE', 'EMPTY_COLUMN_RULE']);
  });
});

describe('freecell replay --variant', () => {
  it.each(family)('%s: the first solution wins in JSON and text output', (id) => {
    const s = solutions(id)[0]!;
    const json = runInMemory(['replay', '--variant', id, '--game', String(s.deal), s.file, '--format', 'json']);
    expect(json.stderr).toBe('');
    expect(json.status).toBe(0);
    const position = JSON.parse(json.stdout) as { variant: string; won: boolean; columns: string[][]; cells: unknown[] };
    expect(position).toEqual(expect.objectContaining({ variant: id, won: true }));
    expect(position.columns).toHaveLength(findVariant(id).columns);
    expect(position.cells).toHaveLength(findVariant(id).cells);
    const text = runInMemory(['replay', '--variant', id, '--game', String(s.deal), s.file, '--ascii']);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain(`${s.tokens.length} moves played, all legal; the game is won.`);
  });

  it('prints Eight Off and Seahaven Towers deals in fcs, cells included', () => {
    const eight = runInMemory(['deal', '617', '--variant', 'Eight Off', '--format', 'fcs']);
    expect(eight.stdout.split('\n')[0]).toMatch(/^Freecells: (\S\S ){4}- - - -$/);
    const sea = runInMemory(['deal', '617', '--variant', 'seahaven_towers', '--format', 'fcs']);
    expect(sea.stdout.trimEnd().split('\n')).toHaveLength(11);
  });
});

describe('the default renderer on the largest tables', () => {
  function draw(board: Board): string[] {
    return renderBoard({ board, deal: { kind: 'game', number: 1 }, moves: 0 }, { style: 'default', ascii: true, painter: createPainter(false), catalog: en })
      .split('\n')
      .map((l) => l.trimEnd());
  }

  it('draws 13 columns and 10 cells within 80 characters', () => {
    const wide = refineVariant(findVariant('freecell'), { columns: 13, cells: 10, cellsDealt: 10 });
    const lines = draw(dealBoard(wide, microsoftDeal(1)));
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(lines.some((l) => /\b13\b/.test(l))).toBe(true);
    expect(lines.join('\n').match(/\[[^\]]{3}\]/g)!.length).toBe(10 + 4);
  });
});

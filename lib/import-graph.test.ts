import * as fs from 'node:fs';
import * as path from 'node:path';

// The modules under lib/ import one another without a cycle (type-only imports and lazy require() calls included).

const LIB = __dirname;

/** Every TypeScript file under a folder, tests included. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

const SPECIFIERS = /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files under lib/ that a source imports, re-exports or requires (relative specifiers only). */
function importsOf(file: string, text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(SPECIFIERS)) {
    const spec = m[1] ?? m[2] ?? m[3]!;
    if (!spec.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), spec).replace(/\.js$/, '');
    const target = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
    if (target !== undefined) found.add(target);
  }
  return [...found];
}

/** Every cycle a depth-first walk meets, each as the files in import order, back to the first. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (state.get(next) === undefined) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (state.get(file) === undefined) visit(file);
  return cycles;
}

describe('the import graph of lib/', () => {
  const graph = new Map(sources(LIB).map((f) => [f, importsOf(f, fs.readFileSync(f, 'utf8'))] as const));
  const name = (f: string): string => path.relative(LIB, f).split(path.sep).join('/');

  it('reads import, export-from, type-only and require edges', () => {
    const main = path.join(LIB, 'cli', 'main.ts');
    const edges = graph.get(main)!.map(name);
    expect(edges).toEqual(expect.arrayContaining(['cli/io.ts', 'ui/index.ts', 'cli/play.ts']));
    expect(graph.get(path.join(LIB, 'index.ts'))!.map(name)).toEqual(expect.arrayContaining(['api/index.ts', 'core/errors.ts', 'solver/index.ts']));
  });

  it('finds a cycle when there is one, and names it', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(g)).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('has no cycle', () => {
    expect(findCycles(graph).map((cycle) => cycle.map(name).join(' -> '))).toEqual([]);
  });
});

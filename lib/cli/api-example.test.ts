import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as ts from 'typescript';
import * as freecell from '..';
import * as cs3500 from '../cs3500';

// The programs in docs/api.md, compiled against the built package as `import ... from 'freecell'` (or 'freecell/cs3500'), print what the page says.

const ROOT = path.join(__dirname, '..', '..');
const DOC = path.join(ROOT, 'docs', 'api.md');

/** The fenced block that follows `<!-- api-example: NAME -->` in the page. */
function block(markdown: string, name: string): string {
  const m = new RegExp(`<!-- api-example: ${name} -->\\s*\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(markdown);
  if (!m) throw new Error(`docs/api.md has no "${name}" block`);
  return m[1]!;
}

describe('the example program of docs/api.md', () => {
  const markdown = fs.readFileSync(DOC, 'utf8');
  let dir = '';

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-api-'));
    fs.mkdirSync(path.join(dir, 'node_modules'));
    fs.symlinkSync(ROOT, path.join(dir, 'node_modules', 'freecell'), 'dir');
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uses the built package (npm test builds it first)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { main: string; types: string };
    expect(fs.existsSync(path.join(ROOT, pkg.types))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, pkg.main))).toBe(true);
  });

  // the main export's program, the CS 3500 one, which imports freecell/cs3500, and the hint's
  it.each([
    ['program', 'output', 'build/lib/index.d.ts'],
    ['cs3500-program', 'cs3500-output', 'build/lib/cs3500/index.d.ts'],
    ['hint-program', 'hint-output', 'build/lib/index.d.ts'],
  ])('%s compiles under strict TypeScript and prints the %s block', (name, output, types) => {
    fs.writeFileSync(path.join(dir, `${name}.ts`), block(markdown, name));
    const program = ts.createProgram([path.join(dir, `${name}.ts`)], {
      strict: true,
      noUncheckedIndexedAccess: true,
      module: ts.ModuleKind.Node16,
      moduleResolution: ts.ModuleResolutionKind.Node16,
      target: ts.ScriptTarget.ES2022,
      outDir: path.join(dir, 'out'),
      types: ['node'],
      typeRoots: [path.join(ROOT, 'node_modules', '@types')],
      skipLibCheck: true,
    });
    const emitted = program.emit();
    const problems = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics].map((d) =>
      ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    );
    expect(problems).toEqual([]);
    const resolved = program.getSourceFiles().map((f) => f.fileName).find((f) => f.endsWith(types));
    expect(resolved).toBeDefined();
    const printed = execFileSync(process.execPath, [path.join(dir, 'out', `${name}.js`)], { cwd: dir, encoding: 'utf8' });
    expect(printed).toBe(block(markdown, output));
  });
});

describe('docs/api.md', () => {
  /** The text of every code span and code block of the page. */
  const code = [...fs.readFileSync(DOC, 'utf8').matchAll(/```[\s\S]*?```|`[^`\n]+`/g)].map((m) => m[0]).join('\n');

  // The error classes are named together ("every error class of the rules and of the notations"); every other export by name.
  it.each([
    ['freecell', freecell],
    ['freecell/cs3500', cs3500],
  ] as const)('names in code every export of %s', (_, exports) => {
    const names = Object.entries(exports)
      .filter(([, value]) => !(typeof value === 'function' && value.prototype instanceof freecell.FreecellError))
      .map(([name]) => name);
    expect(names.filter((name) => !new RegExp(`\\b${name}\\b`).test(code))).toEqual([]);
  });
});

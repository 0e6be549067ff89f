import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as ts from 'typescript';

// The CS 3500 program in docs/api.md, compiled against the built package as `import ... from 'freecell/cs3500'`, prints what the page says.

const ROOT = path.join(__dirname, '..', '..');
const DOC = path.join(ROOT, 'docs', 'api.md');

/** The fenced block that follows `<!-- api-example: NAME -->` in the page. */
function block(markdown: string, name: string): string {
  const m = new RegExp(`<!-- api-example: ${name} -->\\s*\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(markdown);
  if (!m) throw new Error(`docs/api.md has no "${name}" block`);
  return m[1]!;
}

describe('the CS 3500 example of docs/api.md', () => {
  const markdown = fs.readFileSync(DOC, 'utf8');
  let dir = '';

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-cs3500-'));
    fs.mkdirSync(path.join(dir, 'node_modules'));
    fs.symlinkSync(ROOT, path.join(dir, 'node_modules', 'freecell'), 'dir');
    fs.writeFileSync(path.join(dir, 'example.ts'), block(markdown, 'cs3500-program'));
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('compiles under strict TypeScript against freecell/cs3500 and prints the output shown', () => {
    const program = ts.createProgram([path.join(dir, 'example.ts')], {
      strict: true,
      noUncheckedIndexedAccess: true,
      module: ts.ModuleKind.CommonJS,
      moduleResolution: ts.ModuleResolutionKind.Node10,
      target: ts.ScriptTarget.ES2022,
      outDir: path.join(dir, 'out'),
      types: ['node'],
      typeRoots: [path.join(ROOT, 'node_modules', '@types')],
      skipLibCheck: true,
    });
    const emitted = program.emit();
    const problems = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics].map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
    const resolved = program.getSourceFiles().map((f) => f.fileName).find((f) => f.endsWith('build/lib/cs3500/index.d.ts'));
    expect(resolved).toBeDefined();
    const output = execFileSync(process.execPath, [path.join(dir, 'out', 'example.js')], { cwd: dir, encoding: 'utf8' });
    expect(output).toBe(block(markdown, 'cs3500-output'));
  });
});

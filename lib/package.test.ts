import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

// The package as a user gets it: `npm pack`, installed into an empty folder, then required, imported, type-checked and run through npx.

const ROOT = path.join(__dirname, '..');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const RUNTIME_DEPENDENCIES = ['commander', 'kleur'];

jest.setTimeout(240_000);

let dir = '';
let app = '';
let packed: string[] = [];

/** npm with a private cache, offline, quiet about audits and funding. */
function npm(args: readonly string[], cwd: string): string {
  return execFileSync('npm', [...args, '--cache', path.join(dir, 'npm-cache'), '--offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
}

/** Runs a script file of the app with node: its stdout, stderr and status. */
function node(file: string): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(process.execPath, [file], { cwd: app, encoding: 'utf8', timeout: 60_000 });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

function write(name: string, text: string): void {
  fs.writeFileSync(path.join(app, name), text);
}

beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'build', 'lib', 'index.js'))) throw new Error('build the package first: npm run build');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-pack-'));
  app = path.join(dir, 'app');
  fs.mkdirSync(app);
  // The build is already there (npm test builds first): packing without scripts leaves build/ alone for the other tests.
  const [info] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', dir], ROOT)) as { filename: string; files: { path: string }[] }[];
  packed = info!.files.map((f) => f.path);
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
  // Offline, npm takes the runtime dependencies already in node_modules instead of fetching them.
  for (const dep of RUNTIME_DEPENDENCIES) fs.cpSync(path.join(ROOT, 'node_modules', dep), path.join(app, 'node_modules', dep), { recursive: true, dereference: true });
  npm(['install', '--ignore-scripts', path.join(dir, info!.filename)], app);
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the packed package', () => {
  test('holds the program, but no tests, benchmarks or test harnesses', () => {
    expect(packed).toEqual(expect.arrayContaining(['package.json', 'bin/freecell', 'build/lib/index.js', 'build/lib/index.d.ts', 'build/lib/cli/main.js']));
    expect(packed.filter((f) => /\.test\.|bench|memory-io|golden|^lib\/|^build\/dev\//.test(f))).toEqual([]);
  });

  test('holds, besides the build and the docs, the program, its manifest, its README and the two deck files the user guide names, and no test fixture', () => {
    expect(packed.filter((f) => f.startsWith('docs/') && !/^docs\/[\w-]+\.(md|yaml)$/.test(f))).toEqual([]);
    expect(packed.filter((f) => !f.startsWith('build/lib/') && !f.startsWith('docs/')).sort()).toEqual([
      'README.md',
      'bin/freecell',
      'fixtures/decks/cse231-cards1.txt',
      'fixtures/decks/cse231-cards6.txt',
      'package.json',
    ]);
  });

  test('every page the packed README and docs link to is in the package', () => {
    const pages = packed.filter((f) => f.endsWith('.md'));
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'docs/api.md']));
    const missing: string[] = [];
    for (const page of pages) {
      const text = fs.readFileSync(path.join(app, 'node_modules', 'freecell', page), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(#|[a-z]+:)/.test(target!)) continue;
        const file = path.posix.normalize(path.posix.join(path.posix.dirname(page), target!.replace(/#.*/, '')));
        if (!packed.includes(file)) missing.push(`${page} -> ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('require: the library solves and plays, and loads none of the command line dependencies', () => {
    write(
      'play.cjs',
      `const freecell = require('freecell');
const board = freecell.dealBoard(freecell.findVariant('freecell'), freecell.microsoftDeal(1));
const result = freecell.solve(board);
console.log(result.status, freecell.isWon(freecell.applyMoves(board, result.moves).board));
const game = freecell.FreecellGame.deal(1);
game.move('column', 0, 6, 'cell', 0);
console.log(game.moveCount, freecell.formatStandardMove(freecell.hint(board).move, board));
try { game.move('column', 1, 6, 'foundation', 0); } catch (e) { console.log(freecell.describeError(e, 'pt')); }
console.log(freecell.solveToVerdict(board).search);
const loaded = () => Object.keys(require.cache).filter((f) => /node_modules[\\\\/](commander|kleur)[\\\\/]/.test(f)).length;
console.log('cli dependencies loaded:', loaded());
require('kleur');
console.log('after requiring kleur itself:', loaded());
const cs = require('freecell/cs3500');
const model = cs.FreecellModelCreator.create(cs.GameType.MULTIMOVE);
model.startGame(model.getDeck(), 8, 4, false);
console.log('cs3500:', model.getNumCascadePiles(), model.getNumCardsInCascadePile(0), String(model.getCascadeCardAt(0, 0)));
`,
    );
    expect(node('play.cjs')).toEqual({
      stdout: `solved true\n1 6a\nNão dá para pôr 9C na fundação 1: uma fundação vazia só recebe um Ás.\nfast\ncli dependencies loaded: 0\nafter requiring kleur itself: 1\ncs3500: 8 7 A♣\n`,
      stderr: '',
      status: 0,
    });
  });

  test('import: an ES module imports the CommonJS build by name and as a default (one FreecellError class)', () => {
    write(
      'play.mjs',
      `import { FreecellError, FreecellGame, hint } from 'freecell';
import freecell from 'freecell';
import { createRequire } from 'node:module';
const game = FreecellGame.deal(1);
try {
  game.move('column', 1, 6, 'foundation', 0);
} catch (e) {
  console.log(e.code, e instanceof FreecellError, e instanceof createRequire(import.meta.url)('freecell').FreecellError, FreecellError === freecell.FreecellError);
}
console.log(hint(game.board).status);
const cs = await import('freecell/cs3500');
console.log('cs3500 exports:', Object.keys(cs).filter((k) => k !== 'default' && k !== '__esModule').sort().join() === Object.keys(createRequire(import.meta.url)('freecell/cs3500')).sort().join());
`,
    );
    expect(node('play.mjs')).toEqual({ stdout: `NEEDS_ACE true true true\nwinnable\ncs3500 exports: true\n`, stderr: '', status: 0 });
  });

  test('loading the library prints nothing, adds no process listener, timer or global, and creates no file', () => {
    write(
      'quiet.cjs',
      `const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'quiet-'));
process.env.HOME = home;
process.env.FREECELL_HOME = path.join(home, 'freecell');
const files = () => [...fs.readdirSync('.'), ...fs.readdirSync(home)].sort().join();
const listeners = (target) => target.eventNames().map((e) => String(e) + ':' + target.listenerCount(e)).join();
const snapshot = () => ({
  files: files(),
  process: listeners(process),
  stdin: listeners(process.stdin),
  resources: process.getActiveResourcesInfo().join(),
  globals: Object.getOwnPropertyNames(globalThis).join(),
  env: JSON.stringify(process.env),
  exitCode: process.exitCode,
});
let written = '';
process.stdout.write = (chunk) => { written += chunk; return true; };
process.stderr.write = (chunk) => { written += chunk; return true; };
const before = snapshot();
require('freecell');
require('freecell/cs3500');
const after = snapshot();
fs.rmSync(home, { recursive: true });
for (const key of Object.keys(before)) {
  if (before[key] === after[key]) continue;
  const was = String(before[key]).split(','), now = String(after[key]).split(',');
  written += key + ' changed: -[' + was.filter((x) => !now.includes(x)) + '] +[' + now.filter((x) => !was.includes(x)) + ']\\n';
}
process.exitCode = written === '' ? 0 : 1;
fs.writeSync(1, written);
`,
    );
    expect(node('quiet.cjs')).toEqual({ stdout: '', stderr: '', status: 0 });
  });

  test('only the exported entry points can be loaded', () => {
    write('deep.cjs', `try { require('freecell/build/lib/core/pile-table.js'); } catch (e) { console.log(e.code); }\nconsole.log(require('freecell/package.json').name);\n`);
    expect(node('deep.cjs')).toEqual({ stdout: 'ERR_PACKAGE_PATH_NOT_EXPORTED\nfreecell\n', stderr: '', status: 0 });
  });

  test('TypeScript (node16 resolution) type-checks CommonJS and ES module users against the exported types', () => {
    write(
      'user.ts',
      `import { type Board, type SolveResult, FreecellGame, dealBoard, findVariant, microsoftDeal, solve } from 'freecell';
const board: Board = dealBoard(findVariant('freecell'), microsoftDeal(1));
const result: SolveResult = solve(board);
export const summary: string = \`\${result.status} \${FreecellGame.deal(1).legalMoves().length}\`;
import { Card, Suit, type IFreeCellModel } from 'freecell/cs3500';
export const card: string = new Card(1, Suit.CLUBS).toString();
export type Model = IFreeCellModel<Card>;
import { isCard, pysolDeal } from 'freecell';
// pysolDeal takes a number as the docs say, and isCard tells for any value
const given: unknown = JSON.parse('"AS"');
export const typed: boolean = isCard(given) || pysolDeal(32000).length === 52;
`,
    );
    write(
      'user.mts',
      `import { type Hint, FreecellGame, hint } from 'freecell';
export const h: Hint = hint(FreecellGame.deal(1).board);
import * as cs3500 from 'freecell/cs3500';
export const facade: object = cs3500;
`,
    );
    write('internal.ts', `import { PileTable } from 'freecell';\nexport const table = PileTable;\n`);
    write(
      'tsconfig.json',
      JSON.stringify({
        compilerOptions: { strict: true, module: 'node16', moduleResolution: 'node16', target: 'ES2022', noEmit: true, types: [] },
        files: ['user.ts', 'user.mts', 'internal.ts'],
      }),
    );
    const r = spawnSync(process.execPath, [TSC, '-p', '.'], { cwd: app, encoding: 'utf8', timeout: 120_000 });
    // The internal name is refused, and nothing else is.
    expect(r.stdout.trim()).toBe(`internal.ts(1,10): error TS2305: Module '"freecell"' has no exported member 'PileTable'.`);
    expect(r.status).toBe(2);
  });

  test('TypeScript with module commonjs (its default node10 resolution, which reads no exports) type-checks users of both entry points', () => {
    fs.mkdirSync(path.join(app, 'node10'), { recursive: true });
    fs.writeFileSync(
      path.join(app, 'node10', 'user.ts'),
      `import { type SolveResult, FreecellGame, solve } from 'freecell';
import { Card, FreecellModelCreator, GameType, Suit, type IFreeCellModel } from 'freecell/cs3500';
const model: IFreeCellModel<Card> = FreecellModelCreator.create(GameType.MULTIMOVE);
model.startGame(model.getDeck(), 8, 4, false);
const result: SolveResult = solve(FreecellGame.deal(1).board);
export const summary: string = \`\${result.status} \${new Card(1, Suit.CLUBS).toString()} \${model.getNumCascadePiles()}\`;
`,
    );
    fs.writeFileSync(
      path.join(app, 'node10', 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, module: 'commonjs', target: 'ES2022', noEmit: true, types: [] }, files: ['user.ts'] }),
    );
    const r = spawnSync(process.execPath, [TSC, '-p', '.'], { cwd: path.join(app, 'node10'), encoding: 'utf8', timeout: 120_000 });
    expect({ stdout: r.stdout, status: r.status }).toEqual({ stdout: '', status: 0 });
  });

  test('the command line runs through npx', () => {
    const env = { ...process.env, FREECELL_HOME: path.join(dir, 'home'), NO_COLOR: '1', npm_config_cache: path.join(dir, 'npm-cache'), npm_config_offline: 'true' };
    const version = spawnSync('npx', ['freecell', '--version'], { cwd: app, encoding: 'utf8', env, timeout: 60_000 });
    expect({ stdout: version.stdout, status: version.status }).toEqual({ stdout: `${VERSION}\n`, status: 0 });
    const deal = spawnSync('npx', ['freecell', 'deal', '1', '--ascii'], { cwd: app, encoding: 'utf8', env, timeout: 60_000 });
    expect(deal.stdout.split('\n')[0]).toBe('FreeCell - game 1 - 0 moves');
    expect(deal.status).toBe(0);
  });
});

// JSON files nested far too deep (100,000 levels) through the real program: each is named in one sentence, and other saves keep working.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

/** Lists nested `depth` deep: far deeper than JSON.stringify or any recursive walk can go on Node's stack at 100,000. */
const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const DEEP = nested(100_000);

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-deep-'));
}

function freecell(args: string[], home: string, input = ''): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1' }, timeout: 20000 });
  return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

/** Runs the program on a pseudo-terminal (util-linux `script`), typing `keys`. */
function onTerminal(args: string[], keys: string, home: string): string {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ');
  // script(1) also keeps a copy of the session in a file: a private one, never a system path
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-script-')), 'typescript');
  const r = spawnSync('script', ['-qfec', command, log], { cwd: ROOT, input: keys, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'dumb' }, timeout: 20000 });
  expect(r.error).toBeUndefined();
  return r.stdout.toString().replace(/\r\n/g, '\n');
}

const TOO_DEEP_SAVE = 'lists and objects nest more than 32 deep, far deeper than a saved game needs';

describe('a JSON file nested 100,000 deep', () => {
  it('as a board is named, exit status 2', () => {
    const dir = tempDir();
    const file = path.join(dir, 'f.json');
    fs.writeFileSync(file, `{"format":"freecell-position","version":1,"variant":${DEEP}}`);
    expect(freecell(['--board', file], dir)).toEqual({ status: 2, stdout: '', stderr: `freecell: board file ${file}: lists and objects nest more than 32 deep, far deeper than a position needs.\n` });
  });

  it('as a save file to resume is named and left as it is, exit status 2', () => {
    const dir = tempDir();
    const file = path.join(dir, 'f.save');
    const text = `{"format":"freecell-save","version":${DEEP}}`;
    fs.writeFileSync(file, text);
    expect(freecell(['--resume', file], dir, 'q\n')).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot resume ${file}: ${TOO_DEEP_SAVE}.\n` });
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
    expect(fs.readdirSync(dir)).toEqual(['f.save']);
  });

  it('in the games folder is listed as damaged; the other saves still list, resume and delete, on a terminal too', () => {
    const home = tempDir();
    expect(freecell(['--game', '1', '--ascii'], home, '6a\nsave\nq\n').status).toBe(0);
    const [good] = fs.readdirSync(path.join(home, 'games'));
    const id = good!.replace(/\.save$/, '');
    const deep = path.join(home, 'games', 'aaaaaa.save');
    fs.writeFileSync(deep, `{"format":"freecell-save","version":2,"checksum":"00","x":${DEEP}}\n`);
    // The damaged save is the latest, so it comes first.
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(deep, later, later);

    const list = freecell(['saves'], home);
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`^aaaaaa  \\?, last played .* \\(cannot be read: ${TOO_DEEP_SAVE}\\)\\n${id}  FreeCell, game 1, 1 move typed, `));
    const json = JSON.parse(freecell(['saves', '--json'], home).stdout) as { id: string; damaged: string | null }[];
    expect(json.map((s) => [s.id, s.damaged])).toEqual([
      ['aaaaaa', TOO_DEEP_SAVE],
      [id, null],
    ]);

    expect(freecell(['--resume', 'aaaaaa'], home)).toEqual({ status: 2, stdout: '', stderr: `freecell: cannot resume aaaaaa: ${TOO_DEEP_SAVE}.\n` });
    const resumed = freecell(['--resume', '--ascii'], home, 'q\n');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('FreeCell - game 1 - 1 move');
    const menu = onTerminal(['--ascii'], '1\nq\n', home);
    expect(menu).toContain(`(${id})\n   n  start a new game\n`);
    expect(menu).toContain('FreeCell - game 1 - 1 move');

    expect(freecell(['saves', '--delete', 'aaaaaa'], home)).toEqual({ status: 0, stdout: 'Deleted game aaaaaa.\n', stderr: '' });
    expect(fs.readdirSync(path.join(home, 'games'))).toEqual([`${id}.save`]);
    expect(freecell(['saves', '--delete', id], home)).toMatchObject({ status: 0, stdout: `Deleted game ${id}; it counts as given up.\n` });
  });

  it('as statistics is named and left as it is, exit status 2', () => {
    const home = tempDir();
    const file = path.join(home, 'stats.json');
    const text = `{"format":"freecell-stats","version":2,"sources":${DEEP}}`;
    fs.writeFileSync(file, text);
    expect(freecell(['stats'], home)).toEqual({
      status: 2,
      stdout: '',
      stderr: `freecell: The statistics in ${file} cannot be read (lists and objects nest more than 32 deep, far deeper than statistics need); the file is left as it is.\n`,
    });
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  it('as settings (30,000 deep: settings are 64 KB at most) is named, and the defaults are used', () => {
    const home = tempDir();
    const file = path.join(home, 'settings.json');
    fs.writeFileSync(file, `{"format":"freecell-settings","version":1,"settings":${nested(30_000)}}`);
    const r = freecell(['config'], home);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(`freecell: The settings in ${file} cannot be read (lists and objects nest more than 32 deep, far deeper than settings need); the defaults are used and the file is left as it is.\n`);
  });

  it('as a moves file of replay or browse is named, as formats.md says of every JSON file the program reads, exit status 2', () => {
    const dir = tempDir();
    const file = path.join(dir, 'm.json');
    fs.writeFileSync(file, `{"deal":{"game":1},"moves":["6a",${DEEP}]}`);
    const sentence = `freecell: ${file}: lists and objects nest more than 32 deep, far deeper than a moves file needs.\n`;
    expect(freecell(['replay', file], dir)).toEqual({ status: 2, stdout: '', stderr: sentence });
    expect(freecell(['browse', file, '--game', '1'], dir)).toEqual({ status: 2, stdout: '', stderr: sentence });
  });

  it('as a line of a results file is not a result: report and a resumed range name it', () => {
    const dir = tempDir();
    const file = path.join(dir, 'r.jsonl');
    expect(freecell(['solve', '--range', '1-2', '--jsonl', file], dir).status).toBe(0);
    const [first, second] = fs.readFileSync(file, 'utf8').split('\n');
    const text = `${first!.replace(/}$/, `,"x":${DEEP}}`)}\n${second}\n`;
    fs.writeFileSync(file, text);
    expect(freecell(['report', file], dir)).toEqual({ status: 2, stdout: '', stderr: `freecell: ${file}, line 1 is not a result of solve --range or --deals.\n` });
    expect(freecell(['solve', '--range', '1-3', '--jsonl', file], dir)).toMatchObject({ status: 2, stderr: `freecell: ${file}, line 1 is not a result of solve --range (only a torn last line is repaired).\n` });
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });
});

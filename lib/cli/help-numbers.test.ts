// The version and the numbers --help names come from where the program takes them: package.json and the constants the code uses.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MAX_GAME_NUMBER, TABLE_LIMITS } from '../core';
import { DEFAULT_MAX_MEMORY_MB, DEFAULT_MAX_STATES } from '../solver';
import { DEFAULT_TIME_LIMIT_S, SAVES_SHOWN_ON_TERMINAL, VERSION } from './defaults';
import { runInMemory } from './memory-io';

const PACKAGE = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };

/** The description of `flag` in a help text, its lines joined. */
function described(help: string, flag: string): string {
  const lines = help.split('\n');
  const at = lines.findIndex((l) => l.trimStart().startsWith(flag));
  expect(at).toBeGreaterThanOrEqual(0);
  const rest = lines.slice(at + 1);
  const end = rest.findIndex((l) => /^\s*-/.test(l) || l.trim() === '');
  return [lines[at]!, ...rest.slice(0, end < 0 ? rest.length : end)].map((l) => l.trim()).join(' ');
}

describe('--version', () => {
  it.each(['--version', '-V'])('%s prints the version package.json gives', (flag) => {
    const r = runInMemory([flag]);
    expect([r.status, r.stdout]).toEqual([0, `${PACKAGE.version}\n`]);
  });

  it("the program's VERSION is package.json's (a release that changes one must change the other)", () => {
    expect(VERSION).toBe(PACKAGE.version);
  });

  it('needs no package.json at run time: a copy of the program with none above it plays and says its version', () => {
    // the program and its build, with the packages it loads, in a folder that has no package.json (a bundled copy)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-no-package-'));
    try {
      const root = path.join(__dirname, '..', '..');
      fs.cpSync(path.join(root, 'bin'), path.join(dir, 'bin'), { recursive: true });
      fs.cpSync(path.join(root, 'build', 'lib'), path.join(dir, 'build', 'lib'), { recursive: true });
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
      const run = (args: string[]) => spawnSync(process.execPath, [path.join(dir, 'bin', 'freecell'), ...args], { encoding: 'utf8', env: { ...process.env, FREECELL_HOME: path.join(dir, 'home'), NO_COLOR: '1' } });
      expect([run(['--version']).stdout, run(['--version']).stderr]).toEqual([`${PACKAGE.version}\n`, '']);
      const dealt = run(['deal', '1', '--format', 'fcs']);
      expect([dealt.status, dealt.stderr]).toEqual([0, '']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the numbers --help names are the ones the program uses', () => {
  it.each([
    ['en', 'en-US'],
    ['pt', 'pt-BR'],
  ])('%s: solve --help names the default limits of the searches, of memory and of time', (lang, locale) => {
    const help = runInMemory(['solve', '--help', '--lang', lang], '', {}, { columns: 1000 }).stdout;
    const states = described(help, '--max-states');
    for (const n of [DEFAULT_MAX_STATES.fast, DEFAULT_MAX_STATES.exact, DEFAULT_MAX_STATES.short]) expect(states).toContain(n.toLocaleString(locale));
    expect(described(help, '--max-memory')).toMatch(new RegExp(`\\b${DEFAULT_MAX_MEMORY_MB}\\b`));
    expect(described(help, '--time-limit')).toMatch(new RegExp(`\\b${DEFAULT_TIME_LIMIT_S}\\)`));
  });

  it.each(['en', 'pt'])('%s: the game, saves and deal name the table limits, the last game number and the saves a terminal lists', (lang) => {
    const help = runInMemory(['--help', '--lang', lang], '', {}, { columns: 1000 }).stdout;
    expect(described(help, '--cells')).toMatch(new RegExp(`\\b${TABLE_LIMITS.cells.min}\\b.*\\b${TABLE_LIMITS.cells.max}\\b`));
    expect(described(help, '--columns')).toMatch(new RegExp(`\\b${TABLE_LIMITS.columns.min}\\b.*\\b${TABLE_LIMITS.columns.max}\\b`));
    expect(described(help, '--game')).toContain(String(MAX_GAME_NUMBER));
    const saves = runInMemory(['saves', '--help', '--lang', lang], '', {}, { columns: 1000 }).stdout;
    expect(described(saves, '--all')).toMatch(new RegExp(`\\b${SAVES_SHOWN_ON_TERMINAL}\\b`));
  });
});

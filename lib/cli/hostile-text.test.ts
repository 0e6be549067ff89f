// Names and text from files that reach the terminal in JSON output and transcript differences: escape sequences, C1 controls and direction marks shown escaped, the JSON still valid.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInMemory } from './memory-io';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-hostile-'));
const env = { FREECELL_HOME: path.join(dir, 'home') };
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An OSC title change, a clear screen, 8-bit CSI (U+009B) and a right-to-left override. */
const HOSTILE = '\u001b]0;pwned\u0007\u001b[2J\u009b31m\u202eevil';
/** Any character that a terminal would act on or that would reorder the text around it. */
const INVISIBLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

describe('JSON output naming a file', () => {
  const board = path.join(dir, `${HOSTILE}.fcs`);
  beforeAll(() => {
    fs.writeFileSync(board, runInMemory(['deal', '1', '--format', 'fcs']).stdout);
  });

  it.each([
    ['replay --format json', ['replay', '-', '--format', 'json']],
    ['solve --format json', ['solve', '--format', 'json']],
  ])('%s keeps the board file name whole but escaped', (_what, args) => {
    // (replay is given one move: a moves file with none is refused)
    const r = runInMemory([...args, '--board', board], args[0] === 'replay' ? '3a\n' : '', env);
    expect(r.status).toBe(0);
    expect(r.stdout + r.stderr).not.toMatch(INVISIBLE);
    expect((JSON.parse(r.stdout) as { deal: unknown }).deal).toEqual({ board: path.basename(board) });
  });

  it('saves --json keeps a saved deck name whole but escaped', () => {
    const deck = path.join(dir, `${HOSTILE}.deck`);
    fs.copyFileSync(path.join(__dirname, '..', '..', 'fixtures', 'decks', 'cse231-cards1.txt'), deck);
    const save = path.join(dir, 'hostile.save');
    expect(runInMemory(['--deck', deck], `save ${save}\nq\n`, env, { disk: true }).stderr).toBe('');
    fs.mkdirSync(path.join(env.FREECELL_HOME, 'games'), { recursive: true });
    fs.copyFileSync(save, path.join(env.FREECELL_HOME, 'games', 'abcdef.save'));
    const r = runInMemory(['saves', '--json'], '', env);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toMatch(INVISIBLE);
    expect((JSON.parse(r.stdout) as { deal: unknown }[])[0]!.deal).toEqual({ deck: path.basename(deck) });
  });
});

describe('transcript check quoting the lines that differ', () => {
  it.each([['en'], ['pt']])('%s: escapes C1 controls and direction marks as well as C0 ones', (lang) => {
    const file = path.join(dir, `differs-${lang}.txt`);
    fs.writeFileSync(file, `${HOSTILE}\n`);
    const r = runInMemory(['transcript', 'check', file, '--lang', lang, '--', '--game', '1'], '', env);
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).not.toMatch(INVISIBLE);
    expect(r.stdout + r.stderr).toContain('"\\u001b]0;pwned\\u0007\\u001b[2J\\u009b31m\\u202eevil"');
  });
});

// Names typed by the user that JavaScript objects would "know" (constructor, __proto__...) are just unknown names.

import { BUILD_RULES, findVariant, variantIds } from '../core';
import { type Command, UnknownCommandError, parseCommand, suggestCommand } from '../notation';
import { lineReader } from './io';
import { runInMemory } from './memory-io';

const freecell = findVariant('freecell');

const TRAPS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

describe('names that are properties of every JavaScript object', () => {
  it.each(TRAPS)('--variant %s is an unknown variant', (name) => {
    const r = runInMemory(['--variant', name, '--game', '1']);
    expect(r.stderr).toBe(`freecell: unknown variant "${name}" (known: ${variantIds().join(', ')}).\n`);
    expect(r.status).toBe(2);
  });

  it.each(TRAPS)('--lang %s is an unknown language', (name) => {
    const r = runInMemory(['--lang', name, '--game', '1']);
    expect(r.stderr).toBe(`freecell: unknown language "${name}" (known: en, pt).\n`);
    expect(r.status).toBe(2);
  });

  it.each(TRAPS)('--build, --style and --format %s are unknown choices', (name) => {
    expect(runInMemory(['--build', name, '--game', '1'])).toMatchObject({
      status: 2,
      // The rule is named as it was read: lower case, underscores as hyphens.
      stderr: `freecell: unknown build rule "${name.toLowerCase().replace(/_/g, '-')}" (known: ${BUILD_RULES.join(', ')}).\n`,
    });
    expect(runInMemory(['--style', name, '--game', '1'])).toMatchObject({ status: 2, stderr: `freecell: unknown style "${name}" (known: default, cse231).\n` });
    expect(runInMemory(['deal', '1', '--format', name])).toMatchObject({ status: 2 });
    expect(runInMemory(['deal', '1', '--format', name]).stderr).toMatch(new RegExp(`^freecell: unknown format "${name}" \\(known: [a-z0-9, ]+\\)\\.\\n$`));
  });

  it.each(TRAPS)('the in-game command %s is an unknown command and changes nothing', (name) => {
    expect(() => parseCommand(name, freecell)).toThrow(UnknownCommandError);
    expect(suggestCommand(name)).toBeUndefined();
    const r = runInMemory(['--game', '1'], `${name}\nexport\n`);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`"${name}" is not a command; type h for the list of commands.`);
    expect(r.stdout).toContain('JD KD 2S 4C 3S 6D 6S');
  });
});

describe('command lines longer than any command', () => {
  it('are refused unread, in English and in Portuguese, and the game goes on', () => {
    const long = `tt 1 ${'2'.repeat(4995)}`;
    const en = runInMemory(['--game', '1'], `${long}\nexport\n`);
    expect(en.stdout).toContain('That line is 5000 characters long; commands are short (at most 4096).');
    expect(en.stdout).toContain('JD KD 2S 4C 3S 6D 6S');
    const pt = runInMemory(['--game', '1', '--lang', 'pt'], `${long}\n`);
    expect(pt.stdout).toContain('Essa linha tem 5000 caracteres; os comandos são curtos (no máximo 4096).');
    const cse = runInMemory(['--game', '1', '--style', 'cse231'], `${long}\n`);
    expect(cse.stdout).toContain('Invalid command: Line too long');
  });

  it('are read up to 4096 characters', () => {
    expect((parseCommand(`h${' '.repeat(4095)}`, freecell) as Command).kind).toBe('help');
    expect(() => parseCommand(`h${' '.repeat(4096)}`, freecell)).toThrow(expect.objectContaining({ code: 'LINE_TOO_LONG', params: { length: 4097, max: 4096 } }));
  });
});

describe('lineReader', () => {
  const reader = (text: string, maxLine: number, chunk = 3) => {
    const bytes = Buffer.from(text);
    let at = 0;
    const next = lineReader((into) => {
      const n = bytes.copy(into, 0, at, Math.min(bytes.length, at + chunk));
      at += n;
      return n;
    }, maxLine);
    const lines: string[] = [];
    for (let l = next(); l !== null; l = next()) lines.push(l);
    return lines;
  };

  it('splits lines across chunks, keeps a last line without a newline, and keeps CR', () => {
    expect(reader('ab\ncdefg\n\nh\r\ni', 100)).toEqual(['ab', 'cdefg', '', 'h\r', 'i']);
    expect(reader('', 100)).toEqual([]);
  });

  it('hands out a line longer than its maximum in pieces, and a line of exactly the maximum whole', () => {
    expect(reader('abcdefgh\nxy\n', 3)).toEqual(['abc', 'def', 'gh', 'xy']);
    expect(reader('abc\nxyz', 3)).toEqual(['abc', 'xyz']);
    expect(reader('abcdef\n', 3, 1)).toEqual(['abc', 'def']);
  });

  it('reads a 16 MB line in 64 KB chunks', () => {
    const big = 'x'.repeat(16 * 1024 * 1024);
    expect(reader(`${big}\nend`, 32 * 1024 * 1024, 65536).map((l) => l.length)).toEqual([big.length, 3]);
  });
});

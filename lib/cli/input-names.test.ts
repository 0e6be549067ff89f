// Names typed by the user that JavaScript objects would "know" (constructor, __proto__...) are just unknown names.

import { BUILD_RULES, findVariant, variantIds } from '../core';
import { type Command, UnknownCommandError, parseCommand, suggestCommand } from '../notation';
import { PassThrough } from 'node:stream';
import { InputLineTooLongError, MAX_LINE_BYTES, lineReader, streamLineReader } from './io';
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

  it('ends a line at a lone CR too (old Mac files), keeping the CR as it keeps CRLF\'s, and skips a byte-order mark at the start', () => {
    for (const chunk of [1, 2, 3, 100]) {
      expect(reader('tt 1 2\rq\r', 100, chunk)).toEqual(['tt 1 2\r', 'q\r']);
      expect(reader('a\r\r\nb\n\rc', 100, chunk)).toEqual(['a\r', '\r', 'b', '\r', 'c']);
      expect(reader('\uFEFFq\n\uFEFFx', 100, chunk)).toEqual(['q', '\uFEFFx']);
      expect(reader('\uFEFF', 100, chunk)).toEqual([]);
      expect(reader('\uFEFF\n', 100, chunk)).toEqual(['']);
      expect(reader('\uFEFE', 100, chunk)).toEqual(['\uFEFE']);
      expect(reader('\u00EF\n', 100, chunk)).toEqual(['\u00EF']);
    }
  });

  it('reads a 16 MB line in 64 KB chunks', () => {
    const big = 'x'.repeat(16 * 1024 * 1024);
    expect(reader(`${big}\nend`, 32 * 1024 * 1024, 65536).map((l) => l.length)).toEqual([big.length, 3]);
  });
});

describe('streamLineReader', () => {
  it('ends a line at LF, CRLF or a lone CR (the CR kept, as CRLF\'s is), and skips a byte-order mark at the start', async () => {
    for (const size of [1, 2, 100]) {
      const stream = new PassThrough();
      const bytes = Buffer.from('\uFEFFtt 1 2\rq\r\nx\n\ry');
      for (let i = 0; i < bytes.length; i += size) stream.write(bytes.subarray(i, i + size));
      stream.end();
      let shown = '';
      const reader = streamLineReader(stream, (text) => {
        shown += text;
      });
      const lines: (string | null)[] = [];
      for (let line = await reader.next('> '); line !== null; line = await reader.next('> ')) lines.push(line);
      expect(lines).toEqual(['tt 1 2\r', 'q\r', 'x', '\r', 'y']);
      expect(shown).toBe('> tt 1 2\r\n> q\r\n> x\n> \r\n> y\n> \n');
    }
  });

  it('hands out every line of chunks holding many, in order, with chunks arriving between reads', async () => {
    const stream = new PassThrough();
    const reader = streamLineReader(stream, () => undefined);
    const many = Array.from({ length: 70_000 }, (_, i) => String(i));
    stream.write(`${many.join('\n')}\n`);
    const got: string[] = [];
    for (let i = 0; i < 35_000; i++) got.push((await reader.next(''))!);
    stream.write('a\nb');
    stream.end('c\n');
    for (let line = await reader.next(''); line !== null; line = await reader.next('')) got.push(line);
    expect(got).toEqual([...many, 'a', 'bc']);
  });

  it('hands out no piece of a line past MAX_LINE_BYTES, nor any line after it, when its end comes in the chunk that passes the limit', async () => {
    for (const tail of ['\nsave x.json\nq\n', '\r\nq\n', '\n']) {
      const stream = new PassThrough();
      const reader = streamLineReader(stream, () => undefined);
      stream.write('h\n');
      // the line's first MAX_LINE_BYTES bytes in one chunk, then a chunk with the rest of it, its end and more lines
      stream.write('a'.repeat(MAX_LINE_BYTES));
      stream.end(`aaaa${tail}`);
      const got: string[] = [];
      await expect(
        (async () => {
          for (let line = await reader.next(''); line !== null; line = await reader.next('')) got.push(line);
        })(),
      ).rejects.toBeInstanceOf(InputLineTooLongError);
      // each line's first characters: a failure shows them, not a megabyte
      expect(got.map((line) => line.slice(0, 12))).toEqual(['h']);
    }
  });
});

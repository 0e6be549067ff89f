// readJson bounds nesting before parsing, showJsonValue never walks a value, and no production module parses JSON any other way.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { JSON_MAX_DEPTH, formatJsonVisible, readJson, showJsonValue } from './json';

const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('readJson', () => {
  it('refuses 100,000 levels without parsing or recursing', () => {
    expect(readJson(nested(100_000))).toEqual({ ok: false, reason: 'too-deep', limit: JSON_MAX_DEPTH });
    expect(readJson(`{"a":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_001)}`)).toEqual({ ok: false, reason: 'too-deep', limit: JSON_MAX_DEPTH });
    // An unclosed text too deep is too deep, not a syntax error found after the parser went down.
    expect(readJson('['.repeat(100_000))).toMatchObject({ reason: 'too-deep' });
  });

  it('reads exactly the limit, refuses one more', () => {
    expect(readJson(nested(JSON_MAX_DEPTH))).toMatchObject({ ok: true });
    expect(readJson(nested(JSON_MAX_DEPTH + 1))).toMatchObject({ ok: false, reason: 'too-deep' });
    expect(readJson('{"a":[{"b":[]}]}', 4)).toEqual({ ok: true, value: { a: [{ b: [] }] } });
    expect(readJson('{"a":[{"b":[]}]}', 3)).toMatchObject({ reason: 'too-deep', limit: 3 });
  });

  it('counts brackets only outside strings, escaped quotes included', () => {
    expect(readJson(`["${'['.repeat(100)}"]`, 1)).toEqual({ ok: true, value: ['['.repeat(100)] });
    expect(readJson(String.raw`["\"[[[[", "\\", [1]]`, 2)).toEqual({ ok: true, value: ['"[[[[', '\\', [1]] });
    expect(readJson(String.raw`["\\", [[1]]]`, 2)).toMatchObject({ reason: 'too-deep' });
  });

  it('says where text stops being JSON: the 1-based line and column, or that it ends first', () => {
    expect(readJson('{\n  "a": 1,\n  }\n')).toMatchObject({ ok: false, reason: 'syntax', line: 3, column: 3, atEnd: false });
    expect(readJson('{"a":\u00a01}')).toMatchObject({ ok: false, reason: 'syntax', line: 1, column: 6, atEnd: false });
    expect(readJson('{"a": 1}\r\n\u0000')).toMatchObject({ ok: false, reason: 'syntax', line: 2, column: 1, atEnd: false });
    expect(readJson('{"a": [1,\n')).toMatchObject({ ok: false, reason: 'syntax', atEnd: true });
    expect(readJson('{"a": "x')).toMatchObject({ ok: false, reason: 'syntax', atEnd: true });
    expect(readJson('')).toMatchObject({ ok: false, reason: 'syntax', atEnd: true });
  });

  it('gives the parser\'s words for text that is not JSON', () => {
    const r = readJson('[1,');
    expect(r.ok).toBe(false);
    expect(r).toMatchObject({ reason: 'syntax', detail: expect.stringMatching(/JSON/) });
  });
});

describe('showJsonValue', () => {
  it('shows scalars as JSON text, lists, objects and numbers too large by their kind', () => {
    expect(showJsonValue('spider')).toEqual({ text: '"spider"' });
    expect(showJsonValue(3)).toEqual({ text: '3' });
    expect(showJsonValue(null)).toEqual({ text: 'null' });
    expect(showJsonValue(false)).toEqual({ text: 'false' });
    expect(showJsonValue((readJson('1e400') as { value: unknown }).value)).toEqual({ kind: 'huge-number' });
    // a whole number past 2^53 is not held as the file writes it: it would be shown as another number
    expect(showJsonValue((readJson('123456789012345678901234567890') as { value: unknown }).value)).toEqual({ kind: 'huge-number' });
    expect(showJsonValue((readJson('9007199254740993') as { value: unknown }).value)).toEqual({ kind: 'huge-number' });
    expect(showJsonValue(9007199254740991)).toEqual({ text: '9007199254740991' });
    expect(showJsonValue(-2.5)).toEqual({ text: '-2.5' });
    expect(showJsonValue([[1]])).toEqual({ kind: 'list' });
    expect(showJsonValue({ a: 1 })).toEqual({ kind: 'object' });
  });
});

describe('JSON read by the program', () => {
  /** Production modules: not tests, benchmarks or test harnesses (tsconfig.json leaves those out of the build). */
  function productionFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) return productionFiles(file);
      const excluded = /\.test\.ts$|(^|\/)bench[^/]*\.ts$|\/cli\/(memory-io|golden)\.ts$/.test(file);
      return e.name.endsWith('.ts') && !excluded ? [file] : [];
    });
  }

  it('is parsed only through readJson', () => {
    const lib = path.join(__dirname, '..');
    const callers = productionFiles(lib).filter((f) => fs.readFileSync(f, 'utf8').includes('JSON.parse('));
    expect(callers.map((f) => path.relative(lib, f))).toEqual(['core/json.ts']);
  });
});

describe('formatJsonVisible', () => {
  it('escapes every invisible character, C1 controls, direction marks and separators included, as \\uXXXX: the same value, shown harmlessly', () => {
    const value = { name: 'a\u001b]0;x\u0007\u009b2J\u202eb\u2028c\u200b\u{e0041}\ud800', cards: ['10♥', 'ファイル', '😀'] };
    const text = formatJsonVisible(value, 2);
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]|[\u{e0000}-\u{e007f}]/u);
    expect(text).toContain('\\u001b]0;x\\u0007\\u009b2J\\u202eb\\u2028c\\u200b\\udb40\\udc41\\ud800');
    expect(text).toContain('"10♥"');
    expect(text).toContain('"ファイル"');
    expect(text).toContain('"😀"');
    expect(JSON.parse(text)).toEqual(value);
    expect(formatJsonVisible('plain')).toBe('"plain"');
  });
});

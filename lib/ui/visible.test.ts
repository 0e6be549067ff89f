// Typed text quoted back: control characters in caret notation, other invisible characters as <U+XXXX>.

import { QUOTED_MAX, named, quoted, visible } from './visible';

describe('visible', () => {
  it.each([
    ['\u001b[A', '^[[A'],
    ['\u0007', '^G'],
    ['a\u0000b', 'a^@b'],
    ['x\ry\n', 'x^My^J'],
    ['\t', '^I'],
    ['\u007f', '^?'],
    ['\u0085', '<U+0085>'],
    ['\u200btt', '<U+200B>tt'],
    ['\u202eabc', '<U+202E>abc'],
    ['\u2028', '<U+2028>'],
    ['\ud800', '<U+D800>'],
  ])('%j -> %s', (text, shown) => {
    expect(visible(text)).toBe(shown);
  });

  it('leaves printable text alone, spaces, accents, symbols and other scripts included', () => {
    for (const text of ['tt 3 5', 'jogo salvo em ~/pasta com espaço/é.json', '10♥ K♠', '３', 'ファイル', '^G', '😀']) {
      expect(visible(text)).toBe(text);
    }
  });

  it('is idempotent', () => {
    expect(visible(visible('\u001b[A\u200b'))).toBe('^[[A<U+200B>');
  });
});

describe('quoted', () => {
  it('is visible up to QUOTED_MAX characters, and keeps the first and last halves of a longer text, so that the end of a path still shows', () => {
    const path = `/tmp/${'d/'.repeat(500_000)}game.save`;
    const shown = quoted(path);
    expect(Array.from(shown)).toHaveLength(QUOTED_MAX + 1);
    expect(shown.startsWith('/tmp/d/d/')).toBe(true);
    expect(shown).toContain('…');
    expect(shown.endsWith('d/d/game.save')).toBe(true);
    expect(quoted('a'.repeat(QUOTED_MAX))).toBe('a'.repeat(QUOTED_MAX));
    expect(quoted(`\u001b]0;x\u0007${'y'.repeat(300)}\u202e`)).toMatch(/^\^\[\]0;x\^Gy+…y+<U\+202E>$/);
    expect(named('')).toBe('""');
    expect(named(' ')).toBe('" "');
    expect(named(' a ')).toBe(' a ');
    expect(named('x'.repeat(1_000_000))).toBe(`${'x'.repeat(QUOTED_MAX / 2)}…${'x'.repeat(QUOTED_MAX / 2)}`);
  });
});

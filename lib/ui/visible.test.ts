// Typed text quoted back: control characters in caret notation, other invisible characters as <U+XXXX>.

import { visible } from './visible';

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

// The terminal's character set from the locale, and text encoded for it and decoded from it.

import { decodeText, encodeText, localeCharset, shownIn } from './charset';

describe('localeCharset', () => {
  it.each([
    [{}, 'utf-8'],
    [{ LANG: 'C' }, 'utf-8'],
    [{ LANG: 'POSIX' }, 'utf-8'],
    [{ LANG: 'C.UTF-8' }, 'utf-8'],
    [{ LANG: 'pt_BR.UTF-8' }, 'utf-8'],
    [{ LANG: 'pt_BR.utf8' }, 'utf-8'],
    [{ LANG: 'pt_BR' }, 'utf-8'],
    [{ LANG: 'pt_PT@euro' }, 'utf-8'],
    [{ LANG: 'pt_BR.ISO-8859-1' }, 'iso-8859-1'],
    [{ LANG: 'pt_BR.iso88591' }, 'iso-8859-1'],
    [{ LANG: 'pt_BR.ISO_8859-1' }, 'iso-8859-1'],
    [{ LANG: 'de_DE.latin1' }, 'iso-8859-1'],
    [{ LANG: 'pt_PT.ISO-8859-15@euro' }, 'iso-8859-15'],
    [{ LANG: 'pt_PT.iso885915@euro' }, 'iso-8859-15'],
    [{ LANG: 'fr_FR.ISO8859-15' }, 'iso-8859-15'],
    [{ LANG: 'et_EE.latin9' }, 'iso-8859-15'],
    [{ LANG: 'pl_PL.ISO-8859-2' }, 'utf-8'],
    [{ LANG: 'pt_BR.ISO-8859-1', LC_ALL: 'pt_BR.UTF-8' }, 'utf-8'],
    [{ LANG: 'pt_BR.UTF-8', LC_ALL: 'pt_BR.ISO-8859-1' }, 'iso-8859-1'],
    [{ LANG: 'pt_BR.UTF-8', LC_CTYPE: 'pt_BR.ISO-8859-1' }, 'iso-8859-1'],
    [{ LANG: 'pt_BR.ISO-8859-1', LC_CTYPE: 'C' }, 'utf-8'],
    [{ LANG: 'pt_BR.ISO-8859-1', LC_ALL: '', LC_CTYPE: '' }, 'iso-8859-1'],
    [{ LANG: 'pt_BR.ISO-8859-1', LC_MESSAGES: 'pt_BR.UTF-8' }, 'iso-8859-1'],
  ])('%j: %s', (env, charset) => {
    expect(localeCharset(env)).toBe(charset);
  });
});

describe('encodeText', () => {
  it('is UTF-8 under UTF-8, every character kept', () => {
    expect(encodeText('não ♥ … —', 'utf-8')).toEqual(Buffer.from('não ♥ … —', 'utf8'));
  });

  it('writes Latin-1 letters as their one byte', () => {
    expect(encodeText('não, ação, é', 'iso-8859-1')).toEqual(Buffer.from([0x6e, 0xe3, 0x6f, 0x2c, 0x20, 0x61, 0xe7, 0xe3, 0x6f, 0x2c, 0x20, 0xe9]));
  });

  it('composes decomposed accents first (a + U+0303 is one ã)', () => {
    expect(encodeText('na\u0303o', 'iso-8859-1')).toEqual(Buffer.from([0x6e, 0xe3, 0x6f]));
  });

  it('keeps control sequences (colour, cursor) as they are', () => {
    expect(encodeText('\u001b[31mé\u001b[0m\r\n', 'iso-8859-1')).toEqual(Buffer.from('\u001b[31m\u00e9\u001b[0m\r\n', 'latin1'));
  });

  it.each([
    ['…', '...'],
    ['a – b — c ‒ d − e', 'a - b - c - d - e'],
    ['‘x’ “y” „z“', `'x' "y" "z"`],
    ['10♥ K♠ 2♦ 3♣ ♡♤♢♧', '10H KS 2D 3C HSDC'],
    ['•', '*'],
    ['┌─┬─┐│└┘├┤┴┼', '+-+-+|++++++'],
    ['→ ←', '-> <-'],
    ['ő ł', 'o ?'],
    ['牌 😀 \uFFFD', '? ? ?'],
    ['œ Œ € Š Ÿ', 'oe OE EUR S Y'],
  ])('stands in for %s with ASCII under Latin-1: %s', (text, shown) => {
    expect(shownIn(text, 'iso-8859-1')).toBe(shown);
    expect(encodeText(text, 'iso-8859-1')).toEqual(Buffer.from(shown, 'latin1'));
  });

  it('writes the Latin-9 letters Latin-1 lacks as their bytes, and stands in for the Latin-1 signs Latin-9 lacks', () => {
    expect(encodeText('€ Š š Ž ž Œ œ Ÿ', 'iso-8859-15')).toEqual(Buffer.from([0xa4, 0x20, 0xa6, 0x20, 0xa8, 0x20, 0xb4, 0x20, 0xb8, 0x20, 0xbc, 0x20, 0xbd, 0x20, 0xbe]));
    expect(shownIn('½ ¼ ¾ ¤ ¦ ¨ ´ ¸ ç', 'iso-8859-15')).toBe(`1/2 1/4 3/4 ? | " ' , ç`);
  });

  it('leaves text the charset has as it is', () => {
    expect(shownIn('não é «já» 10°', 'iso-8859-1')).toBe('não é «já» 10°');
  });
});

describe('decodeText', () => {
  it('reads each byte as its Latin-1 character', () => {
    expect(decodeText(Buffer.from([0x73, 0x61, 0x76, 0x65, 0x20, 0xe7, 0xe3, 0xa4]), 'iso-8859-1')).toBe('save çã¤');
  });

  it('reads the Latin-9 bytes as their letters', () => {
    expect(decodeText(Buffer.from([0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe, 0xe7]), 'iso-8859-15')).toBe('€ŠšŽžŒœŸç');
  });

  it('reads UTF-8 under UTF-8, a byte that is not UTF-8 as U+FFFD', () => {
    expect(decodeText(Buffer.from([0xc3, 0xa7, 0xe7]), 'utf-8')).toBe('ç\uFFFD');
  });

  it('decodes part of a buffer', () => {
    expect(decodeText(Buffer.from('xxçyy', 'latin1'), 'iso-8859-1', 2, 3)).toBe('ç');
  });

  it('round-trips every character the charset has', () => {
    for (const charset of ['iso-8859-1', 'iso-8859-15'] as const) {
      const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      expect(encodeText(decodeText(bytes, charset), charset)).toEqual(bytes);
    }
  });
});

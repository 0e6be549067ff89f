import { catalogFor, readAllInput } from './common';
import type { CliIO } from './io';

const io = (env: Record<string, string>): CliIO => ({ env }) as unknown as CliIO;

describe('the language of the messages', () => {
  it('follows --lang, then LC_ALL, LC_MESSAGES and LANG; English otherwise', () => {
    expect(catalogFor(io({}), 'pt').lang).toBe('pt');
    expect(catalogFor(io({}), 'pt_BR.UTF-8').lang).toBe('pt');
    // a locale name with a modifier, as LANG may hold one, reads as it does in LANG
    expect(catalogFor(io({}), 'pt@euro').lang).toBe('pt');
    expect(catalogFor(io({ LANG: 'pt@euro' })).lang).toBe('pt');
    expect(catalogFor(io({ LANG: 'pt_BR.UTF-8' })).lang).toBe('pt');
    expect(catalogFor(io({ LANG: 'pt_BR.UTF-8', LC_ALL: 'en_US.UTF-8' })).lang).toBe('en');
    expect(catalogFor(io({ LC_MESSAGES: 'pt_PT' })).lang).toBe('pt');
    expect(catalogFor(io({ LANG: 'de_DE.UTF-8' })).lang).toBe('en');
    expect(() => catalogFor(io({}), 'xx')).toThrow('unknown language "xx" (known: en, pt).');
  });

  it("takes LANGUAGE first, as GNU gettext does: its first language freecell speaks, else English; not under the C locale, nor with no locale", () => {
    expect(catalogFor(io({ LANG: 'pt_BR.UTF-8', LANGUAGE: 'en_US:en' })).lang).toBe('en');
    expect(catalogFor(io({ LANG: 'en_US.UTF-8', LANGUAGE: 'pt_BR:pt:en' })).lang).toBe('pt');
    expect(catalogFor(io({ LANG: 'en_US.UTF-8', LANGUAGE: 'de:pt' })).lang).toBe('pt');
    expect(catalogFor(io({ LANG: 'pt_BR.UTF-8', LANGUAGE: 'de:fr' })).lang).toBe('en');
    expect(catalogFor(io({ LC_MESSAGES: 'en_US.UTF-8', LANGUAGE: 'pt' })).lang).toBe('pt');
    // empty, or the locale is C (or none): LANGUAGE is not read
    expect(catalogFor(io({ LANG: 'pt_BR.UTF-8', LANGUAGE: '' })).lang).toBe('pt');
    expect(catalogFor(io({ LANG: 'pt_BR.UTF-8', LC_ALL: 'C', LANGUAGE: 'pt' })).lang).toBe('en');
    expect(catalogFor(io({ LC_ALL: 'POSIX', LANGUAGE: 'pt' })).lang).toBe('en');
    expect(catalogFor(io({ LANGUAGE: 'pt' })).lang).toBe('en');
    // --lang and the setting still come first
    expect(catalogFor(io({ LANG: 'en_US.UTF-8', LANGUAGE: 'pt' }), 'en').lang).toBe('en');
  });
});

describe('all of standard input', () => {
  /** An io whose standard input is these lines. */
  const piped = (lines: readonly string[]): CliIO => {
    let i = 0;
    return { env: {}, readRaw: () => (i < lines.length ? lines[i++]! : null) } as unknown as CliIO;
  };

  it('is the lines joined by newlines, whatever their count (they are joined in batches of 65,536)', () => {
    for (const count of [0, 1, 2, 65535, 65536, 65537, 131072, 131073]) {
      const lines = Array.from({ length: count }, (_, i) => (i % 7 === 3 ? '' : String(i)));
      expect(readAllInput(piped(lines), 'deals')).toBe(lines.join('\n'));
    }
    expect(readAllInput(piped(['']), 'deals')).toBe('');
    expect(readAllInput(piped(['', '']), 'deals')).toBe('\n');
  });

  it('ends with a usage error past the size limit of its kind', () => {
    // the moves limit is 4 MB: 5 million lines of "1"
    let n = 0;
    const endless = { env: {}, readRaw: () => (n++ < 5_000_000 ? '1' : null) } as unknown as CliIO;
    expect(() => readAllInput(endless, 'moves')).toThrow(/larger than 4 MB/);
    expect(n).toBeLessThan(2_200_000);
  });
});

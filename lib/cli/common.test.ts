import { catalogFor } from './common';
import type { CliIO } from './io';

const io = (env: Record<string, string>): CliIO => ({ env }) as unknown as CliIO;

describe('the language of the messages', () => {
  it('follows --lang, then LC_ALL, LC_MESSAGES and LANG; English otherwise', () => {
    expect(catalogFor(io({}), 'pt').lang).toBe('pt');
    expect(catalogFor(io({}), 'pt_BR.UTF-8').lang).toBe('pt');
    expect(catalogFor(io({ LANG: 'pt_BR.UTF-8' })).lang).toBe('pt');
    expect(catalogFor(io({ LANG: 'pt_BR.UTF-8', LC_ALL: 'en_US.UTF-8' })).lang).toBe('en');
    expect(catalogFor(io({ LC_MESSAGES: 'pt_PT' })).lang).toBe('pt');
    expect(catalogFor(io({ LANG: 'de_DE.UTF-8' })).lang).toBe('en');
    expect(() => catalogFor(io({}), 'xx')).toThrow('unknown language "xx" (known: en, pt).');
  });
});

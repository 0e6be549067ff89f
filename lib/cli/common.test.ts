import { catalogFor, readAllInput } from './common';
import { type CliIO, readAllBytes } from './io';

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
  /** An io whose standard input is these bytes, handed out `size` at a time; `reads` counts the reads. */
  const piped = (bytes: Buffer, size = 65536): { io: CliIO; reads: () => number } => {
    let offset = 0;
    let reads = 0;
    const read = (into: Buffer): number => {
      reads++;
      const n = bytes.copy(into, 0, offset, Math.min(bytes.length, offset + size));
      offset += n;
      return n;
    };
    return { io: { env: {}, readInput: (limit: number) => readAllBytes(read, limit) } as unknown as CliIO, reads: () => reads };
  };

  it('is its text as a file holding its bytes would be: line ends kept, a byte-order mark dropped, UTF-16 read', () => {
    for (const text of ['', '\n', '1\n2', '1\r\n2\r3\n', 'a\u0000b\n']) {
      for (const size of [1, 3, 65536]) expect(readAllInput(piped(Buffer.from(text), size).io, 'deals')).toBe(text);
    }
    expect(readAllInput(piped(Buffer.from('\uFEFF5\n')).io, 'deals')).toBe('5\n');
    expect(readAllInput(piped(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('6a\n', 'utf16le')])).io, 'moves')).toBe('6a\n');
    const long = `#${'x'.repeat(17 << 20)}\n5\n`;
    expect(readAllInput(piped(Buffer.from(long)).io, 'deals')).toBe(long);
  });

  it('handed out a few bytes at a time (a program writing a line at a time), is read into one buffer of its size, not a buffer a read', () => {
    const lines = Buffer.from(Array.from({ length: 100_000 }, (_, i) => `${i + 1}\n`).join(''));
    let offset = 0;
    const allocated = jest.spyOn(Buffer, 'allocUnsafe');
    let bytes: Buffer | undefined;
    try {
      bytes = readAllBytes((into) => {
        const n = lines.copy(into, 0, offset, Math.min(lines.length, offset + 7));
        offset += n;
        return n;
      }, Number.MAX_SAFE_INTEGER);
      // one buffer, doubled as it filled (64 KB to 1 MB): not one for each of the 84,000 reads
      expect(allocated.mock.calls.length).toBeLessThanOrEqual(8);
    } finally {
      allocated.mockRestore();
    }
    expect(bytes?.equals(lines)).toBe(true);
    expect(bytes!.buffer.byteLength).toBeLessThanOrEqual(2 * lines.length);
  });

  it('ends with a usage error for bytes that are not UTF-8, as a file does', () => {
    expect(() => readAllInput(piped(Buffer.from('6a\n\xe9\n', 'latin1')).io, 'moves')).toThrow('cannot read standard input: it is not UTF-8 text (byte 4).');
  });

  it('ends with a usage error past the size limit of its kind, reading no further', () => {
    // the moves limit is 4 MB: endless input is read to one byte past it
    const endless = { bytes: 0 };
    const read = (into: Buffer): number => {
      into.fill(0x31);
      endless.bytes += into.length;
      return into.length;
    };
    expect(() => readAllInput({ env: {}, readInput: (limit: number) => readAllBytes(read, limit) } as unknown as CliIO, 'moves')).toThrow(/larger than 4 MB/);
    expect(endless.bytes).toBe((4 << 20) + 1);
    // exactly the limit is within it
    expect(readAllInput(piped(Buffer.alloc(4 << 20, 0x31)).io, 'moves')).toHaveLength(4 << 20);
  });
});

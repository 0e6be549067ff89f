// The line readers and the line editor's streams in a one-byte character set (Latin-1, Latin-9).

import { PassThrough } from 'node:stream';
import { inCharset, lineReader, streamLineReader } from './io';

/** A chunk reader over `bytes`. */
function reading(bytes: Buffer): (into: Buffer) => number {
  let at = 0;
  return (into) => {
    const n = bytes.copy(into, 0, at);
    at += n;
    return n;
  };
}

describe('lineReader', () => {
  it('decodes each line in the charset its call asks for: UTF-8 by default, Latin-1 or Latin-9 when asked', () => {
    const next = lineReader(reading(Buffer.concat([Buffer.from('ç\n', 'utf8'), Buffer.from('ç\n¤\n¤\n', 'latin1')])));
    expect(next()).toBe('ç');
    expect(next('iso-8859-1')).toBe('ç');
    expect(next('iso-8859-1')).toBe('¤');
    expect(next('iso-8859-15')).toBe('€');
    expect(next('iso-8859-1')).toBeNull();
  });

  it('reads a Latin-1 byte under UTF-8 as U+FFFD, as before', () => {
    expect(lineReader(reading(Buffer.from('save ç\n', 'latin1')))()).toBe('save \uFFFD');
  });
});

describe('streamLineReader', () => {
  it('decodes its lines in its charset, a line split across chunks included', async () => {
    const stream = new PassThrough();
    const shown: string[] = [];
    const lines = streamLineReader(stream, (text) => shown.push(text), undefined, 'iso-8859-1');
    stream.write(Buffer.from('save jogo-', 'latin1'));
    stream.end(Buffer.from('ção.json\n', 'latin1'));
    expect(await lines.next('> ')).toBe('save jogo-ção.json');
    expect(shown.join('')).toBe('> save jogo-ção.json\n');
  });
});

describe('inCharset', () => {
  it('under Latin-1 hands the bytes typed on as their text and writes text as its bytes, stand-ins included; it puts both back', () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const restore = inCharset(input, output, 'iso-8859-1');
    const typed: unknown[] = [];
    input.on('data', (chunk) => typed.push(chunk));
    input.write(Buffer.from([0xe7, 0xe3]));
    output.write('não… ♥');
    expect(typed).toEqual(['çã']);
    expect(output.read()).toEqual(Buffer.from('não... H', 'latin1'));
    restore();
    output.write('ç');
    expect(output.read()).toEqual(Buffer.from('ç', 'utf8'));
  });

  it('under UTF-8 changes nothing', () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const write = output.write;
    inCharset(input, output, 'utf-8');
    expect(output.write).toBe(write);
  });
});

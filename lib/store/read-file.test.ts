import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { UnreadableFileError, firstInvalidUtf8, readTextFile } from '.';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-read-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: Buffer | string): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, bytes);
  return p;
}

/** The error readTextFile throws for `p`, or 'read' when it reads the file. */
function refusal(p: string, max = 1024): UnreadableFileError | 'read' {
  try {
    readTextFile(p, max, 'deck');
    return 'read';
  } catch (e) {
    if (e instanceof UnreadableFileError) return e;
    throw e;
  }
}

describe('readTextFile', () => {
  it('reads a regular file as UTF-8, dropping a UTF-8 byte-order mark', () => {
    expect(readTextFile(file('plain.txt', 'AH 2H ♠'), 100)).toBe('AH 2H ♠');
    expect(readTextFile(file('bom.txt', Buffer.from([0xef, 0xbb, 0xbf, 0x41, 0x48])), 100)).toBe('AH');
  });

  it('decodes UTF-16 in either byte order when a byte-order mark says so', () => {
    expect(readTextFile(file('le.txt', Buffer.from([0xff, 0xfe, 0x41, 0x00, 0x48, 0x00])), 100)).toBe('AH');
    expect(readTextFile(file('be.txt', Buffer.from([0xfe, 0xff, 0x00, 0x41, 0x00, 0x48])), 100)).toBe('AH');
  });

  it('refuses UTF-16 cut in the middle of a character (an odd number of bytes), in either byte order, with the offset of the half character', () => {
    expect(refusal(file('le-cut.txt', Buffer.from([0xff, 0xfe, 0x4b, 0x00, 0x00])))).toMatchObject({ code: 'UNREADABLE_FILE', reason: 'not-utf16', offset: 4, kind: 'deck' });
    expect(refusal(file('be-cut.txt', Buffer.from([0xfe, 0xff, 0x00, 0x4b, 0x00])))).toMatchObject({ code: 'UNREADABLE_FILE', reason: 'not-utf16', offset: 4, kind: 'deck' });
    expect(refusal(file('be-bom-and-half.txt', Buffer.from([0xfe, 0xff, 0x00])))).toMatchObject({ reason: 'not-utf16', offset: 2 });
  });

  it('refuses bytes that are not UTF-8, with the offset of the first bad byte', () => {
    const e = refusal(file('latin1.txt', Buffer.from([0x41, 0x48, 0x20, 0xe9, 0x20])));
    expect(e).toMatchObject({ code: 'UNREADABLE_FILE', reason: 'not-utf8', offset: 3, kind: 'deck' });
    expect(refusal(file('cut.txt', Buffer.from([0x41, 0xe2, 0x99])))).toMatchObject({ reason: 'not-utf8', offset: 1 });
  });

  it('reads a file of exactly the limit and refuses one byte more, even a sparse file, without reading it', () => {
    expect(readTextFile(file('exact.txt', 'x'.repeat(1024)), 1024)).toHaveLength(1024);
    const sparse = path.join(dir, 'sparse.txt');
    fs.closeSync(fs.openSync(sparse, 'w'));
    fs.truncateSync(sparse, 1025);
    expect(refusal(sparse)).toMatchObject({ reason: 'too-big', limit: 1024 });
    fs.truncateSync(sparse, 10 * 1024 * 1024 * 1024);
    expect(refusal(sparse)).toMatchObject({ reason: 'too-big', limit: 1024 });
  });

  it('names what a path is when it is not a regular file, and never blocks on a FIFO', () => {
    const fifo = path.join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const zero = path.join(dir, 'zero');
    expect(spawnSync('mknod', [zero, 'c', '1', '5']).status).toBe(0);
    const sub = path.join(dir, 'sub');
    fs.mkdirSync(sub);
    fs.symlinkSync(sub, path.join(dir, 'link'));
    const sock = path.join(dir, 'sock');
    // A process that leaves its socket file behind (exiting without closing the server).
    spawnSync(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(sock)}, () => process.exit(0))`]);
    expect(refusal(fifo)).toMatchObject({ reason: 'fifo' });
    expect(refusal(zero)).toMatchObject({ reason: 'device' });
    expect(refusal(sub)).toMatchObject({ reason: 'folder' });
    expect(refusal(path.join(dir, 'link'))).toMatchObject({ reason: 'folder' });
    expect(refusal(sock)).toMatchObject({ reason: 'socket' });
    expect(refusal(path.join(dir, 'nothing-here'))).toMatchObject({ reason: 'missing', file: path.join(dir, 'nothing-here') });
    expect(refusal(path.join(dir, 'plain.txt', 'below'))).toMatchObject({ reason: 'missing' });
  });
});

describe('firstInvalidUtf8', () => {
  it.each([
    ['ASCII', [0x41, 0x42], -1],
    ['a two-, three- and four-byte character', [0xc3, 0xa9, 0xe2, 0x99, 0xa0, 0xf0, 0x9f, 0x82, 0xa1], -1],
    ['a lone continuation byte', [0x41, 0x80], 1],
    ['an overlong encoding', [0xc0, 0xaf], 0],
    ['a surrogate', [0x41, 0xed, 0xa0, 0x80], 1],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['a truncated character', [0x41, 0x42, 0xf0, 0x9f], 2],
  ])('%s', (_name, bytes, offset) => {
    expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(offset);
  });
});

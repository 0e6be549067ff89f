// Reading a file when the file system fails once at the end: the text read is what counts.

import * as os from 'node:os';
import * as path from 'node:path';

jest.mock('node:fs', () => {
  const real = jest.requireActual<typeof import('node:fs')>('node:fs');
  return { ...real, closeSync: jest.fn(real.closeSync) };
});

import * as fs from 'node:fs';
import { readTextFile } from './read-file';

const real = jest.requireActual<typeof import('node:fs')>('node:fs');

afterEach(() => jest.mocked(fs.closeSync).mockImplementation(real.closeSync));

describe('a file read whole', () => {
  it('is read though closing it then fails (an I/O error): nothing was to be written', () => {
    const file = path.join(real.mkdtempSync(path.join(os.tmpdir(), 'freecell-read-faults-')), 'x.txt');
    real.writeFileSync(file, 'text\n');
    let failed = 0;
    jest.mocked(fs.closeSync).mockImplementation((fd) => {
      real.closeSync(fd);
      failed++;
      throw Object.assign(new Error('EIO: i/o error, close'), { code: 'EIO' });
    });
    expect(readTextFile(file, 100)).toBe('text\n');
    expect(failed).toBe(1);
  });
});

// The benchmark tools' command lines: their mistakes are one line and exit status 2, a bug keeps its stack.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { UsageError, checkDealRange, eachArg, readText, runTool } from './bench-args';

describe('eachArg', () => {
  test('reads flags with values and switches, and names what it cannot take', () => {
    const seen: string[] = [];
    eachArg(['--from', '3', '--each'], (arg, value) => {
      seen.push(arg === '--from' ? `${arg}=${value()}` : arg);
      return true;
    });
    expect(seen).toEqual(['--from=3', '--each']);
    expect(() => eachArg(['--from'], (_arg, value) => value() !== '')).toThrow(new UsageError('--from needs a value'));
    expect(() => eachArg(['--frm', '3'], () => false)).toThrow(new UsageError('unknown argument --frm'));
    expect(() => checkDealRange(5, 1)).toThrow(UsageError);
  });
});

describe('runTool', () => {
  let written: string[];
  let exitCode: typeof process.exitCode;
  beforeEach(() => {
    written = [];
    exitCode = process.exitCode;
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    process.exitCode = exitCode;
  });
  const argv = ['node', '/somewhere/build/dev/lib/solver/bench.js'];

  test('a mistake in the command line is one line and exit status 2', () => {
    runTool(() => {
      throw new UsageError('--mode is fast or exact');
    }, argv);
    expect(written).toEqual(['bench.js: --mode is fast or exact\n']);
    expect(process.exitCode).toBe(2);
  });

  test('a file that cannot be read is named in one line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-bench-args-'));
    const missing = path.join(dir, 'list.txt');
    try {
      runTool(() => {
        fs.readFileSync(missing);
      }, argv);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(written).toEqual([`bench.js: cannot use ${missing} (ENOENT)\n`]);
    expect(process.exitCode).toBe(2);
  });

  test('a list that is a folder or is missing is named by readText', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-bench-args-'));
    try {
      expect(() => readText(dir)).toThrow(new UsageError(`cannot read ${dir} (EISDIR)`));
      expect(() => readText(path.join(dir, 'none'))).toThrow(new UsageError(`cannot read ${path.join(dir, 'none')} (ENOENT)`));
      fs.writeFileSync(path.join(dir, 'list'), '1\n2\n');
      expect(readText(path.join(dir, 'list'))).toBe('1\n2\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('anything else is a bug and is thrown as it is', () => {
    const bug = new TypeError('x is undefined');
    expect(() =>
      runTool(() => {
        throw bug;
      }, argv),
    ).toThrow(bug);
    expect(written).toEqual([]);
  });
});

// Reads that fail with an I/O error, through the real program: a save that cannot be read is not a damaged one.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

/** A preload that makes every opening of a file whose name ends in `.save` for reading fail with EIO (a failing disk). */
const FAILING_READS = `
const fs = require('node:fs');
const open = fs.openSync;
fs.openSync = function (file, flags, ...rest) {
  if (String(file).endsWith('.save') && typeof flags === 'number' && (flags & 3) === fs.constants.O_RDONLY)
    throw Object.assign(new Error("EIO: i/o error, open '" + file + "'"), { code: 'EIO', syscall: 'open', path: String(file) });
  return open.call(this, file, flags, ...rest);
};
`;

function freecell(args: string[], home: string, input = '', preload?: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [...(preload ? ['-r', preload] : []), BIN, ...args], { cwd: ROOT, input, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', LANG: 'C' }, timeout: 30000 });
  return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

describe('a save that cannot be read (an I/O error)', () => {
  it('is not deleted by saves --delete as if it were damaged: its result would go uncounted', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-read-faults-'));
    const preload = path.join(home, 'failing-reads.js');
    fs.writeFileSync(preload, FAILING_READS);
    expect(freecell(['--game', '1', '--no-autoplay'], home, '6a\nsave\nq\n').status).toBe(0);
    const [name] = fs.readdirSync(path.join(home, 'games'));
    const id = name!.replace(/\.save$/, '');
    const r = freecell(['saves', '--delete', id], home, '', preload);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^freecell: cannot delete saved game ${id}: .*input/output error.*\\n$`));
    expect(fs.existsSync(path.join(home, 'games', name!))).toBe(true);
    // once the disk reads again, it is deleted and counted
    expect(freecell(['saves', '--delete', id], home).stdout).toBe(`Deleted game ${id}; it counts as given up.\n`);
  });
});

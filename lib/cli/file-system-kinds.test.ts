// The program on file systems without hard links or without flushing (FAT, exFAT, some network and FUSE ones), as real processes whose fs calls fail so.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const BIN = path.join(__dirname, '..', '..', 'bin', 'freecell');

/** A preload that makes fs.linkSync, fs.fsyncSync or fs.fdatasyncSync fail as such a file system does. */
function preload(dir: string): string {
  const file = path.join(dir, 'faults.js');
  fs.writeFileSync(
    file,
    `const fs = require('node:fs');
const fail = (code, syscall) => () => { throw Object.assign(new Error(code + ': ' + syscall), { code, syscall }); };
const faults = (process.env.FS_FAULTS || '').split(',');
if (faults.includes('link')) fs.linkSync = fail('EPERM', 'link');
if (faults.includes('fsync')) { fs.fsyncSync = fail('EINVAL', 'fsync'); fs.fdatasyncSync = fail('EINVAL', 'fdatasync'); }
`,
  );
  return file;
}

function freecell(faults: string, args: string[], lang = 'C') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-fs-kinds-'));
  const home = path.join(dir, 'home');
  fs.mkdirSync(home);
  const r = spawnSync(process.execPath, ['--require', preload(dir), BIN, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, NO_COLOR: '1', LANG: lang, FREECELL_HOME: home, FS_FAULTS: faults },
  });
  return { ...r, home };
}

describe('a state folder on a file system without hard links', () => {
  it('config says the file system cannot make the lock, with status 2, and writes nothing', () => {
    const r = freecell('link', ['config', 'ascii', 'on']);
    expect(r.stderr).toBe(
      `freecell: cannot write the settings to ${path.join(r.home, 'settings.json')}: cannot lock ${path.join(r.home, 'settings.json.lock')}: its file system cannot make hard links (FAT, exFAT and some network file systems cannot), which locks are made with; use a folder on another file system.\n`,
    );
    expect(r.status).toBe(2);
    expect(fs.readdirSync(r.home)).toEqual([]);
  });

  it('says so in Portuguese too', () => {
    const r = freecell('link', ['config', 'ascii', 'on'], 'pt_BR.UTF-8');
    expect(r.stderr).toContain('o seu sistema de arquivos não faz hard links');
    expect(r.status).toBe(2);
  });
});

describe('a state folder on a file system that cannot flush files to disk', () => {
  it('config still changes the settings', () => {
    const r = freecell('fsync', ['config', 'ascii', 'on']);
    expect(r).toMatchObject({ stderr: '', status: 0 });
    expect(JSON.parse(fs.readFileSync(path.join(r.home, 'settings.json'), 'utf8'))).toMatchObject({ settings: { ascii: true } });
  });
});

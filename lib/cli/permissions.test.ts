// Files of the state folder an ordinary user cannot change: refused with the file named, nothing lost or changed (run as user 65534 when the tests run as root).

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const AS_ROOT = process.getuid?.() === 0;
/** Who runs the program: this process's user, or nobody (65534) when that is root, whom no permission bit stops. */
const USER = AS_ROOT ? 65534 : process.getuid!();
const GROUP = AS_ROOT ? 65534 : process.getgid!();

/** A fresh state folder belonging to the user who runs the program. */
function home(): string {
  // the test run's own temporary folder: the user must be able to pass through it to the folder made for it
  // (jest's setup makes it private to the test run, rwx------)
  if (AS_ROOT) fs.chmodSync(os.tmpdir(), (fs.statSync(os.tmpdir()).mode & 0o7777) | 0o011);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-perms-'));
  fs.chmodSync(dir, 0o755);
  const fc = path.join(dir, 'fc');
  fs.mkdirSync(fc);
  fs.chownSync(fc, USER, GROUP);
  return fc;
}

/**
 * Runs freecell as an ordinary user (not root, whom permissions do not stop).
 * As root, user 65534 keeps the right to read and search every folder
 * (CAP_DAC_READ_SEARCH, never a right to write), so that it can run the
 * program from a checkout in a folder only root may enter; where the system
 * gives no such right, it runs without it (the checkout must then be readable by all).
 */
function freecell(dir: string, args: string[], input = '') {
  const run = (command: string[]) =>
    spawnSync(command[0]!, command.slice(1), { input, encoding: 'utf8', env: { PATH: process.env.PATH, NO_COLOR: '1', LANG: 'C', FREECELL_HOME: dir } });
  if (!AS_ROOT) return run([process.execPath, BIN, ...args]);
  const nobody = ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'];
  const withReading = run([...nobody, '--inh-caps=+dac_read_search', '--ambient-caps=+dac_read_search', process.execPath, BIN, ...args]);
  return withReading.stderr.startsWith('setpriv:') ? run([...nobody, process.execPath, BIN, ...args]) : withReading;
}

describe('a read-only file in a writable state folder', () => {
  it('settings.json made read-only (chmod 444) is not replaced: config says it cannot write it, with status 2', () => {
    const dir = home();
    expect(freecell(dir, ['config', 'ascii', 'on'])).toMatchObject({ stderr: '', status: 0 });
    const file = path.join(dir, 'settings.json');
    const before = fs.readFileSync(file, 'utf8');
    fs.chmodSync(file, 0o444);
    const r = freecell(dir, ['config', 'ascii', 'off']);
    expect(r.stderr).toBe(`freecell: cannot write the settings to ${file}: permission denied.\n`);
    expect(r.status).toBe(2);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(fs.statSync(file).mode & 0o777).toBe(0o444);
    expect(fs.readdirSync(dir).sort()).toEqual(['settings.json']);
  });

  it('stats.json made read-only is not replaced by stats --reset: it says it cannot write it, with a non-zero status', () => {
    const dir = home();
    expect(freecell(dir, ['stats', '--reset'], 'y\n').status).toBe(0);
    const file = path.join(dir, 'stats.json');
    const before = fs.readFileSync(file, 'utf8');
    fs.chmodSync(file, 0o444);
    const r = freecell(dir, ['stats', '--reset'], 'y\n');
    expect(r.stderr).toContain(`${file}: permission denied.`);
    expect(r.status).not.toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(fs.statSync(file).mode & 0o777).toBe(0o444);
    expect(fs.readdirSync(dir).sort()).toEqual(['stats.json']);
  });
});

// The home folder: an empty or relative HOME, or an account without a home, never puts the files in the current folder or crashes.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { homeFolder } from './io';
import { run } from './main';
import { claimOn } from './owned-files';
import { runPiped } from './piped-io';

describe('homeFolder', () => {
  const account = (): string => '/home/player';
  const noAccount = (): string => {
    throw new Error('uv_os_homedir returned ENOENT');
  };

  it('is HOME when it is an absolute path', () => {
    expect(homeFolder({ HOME: '/h' }, account)).toBe('/h');
    expect(homeFolder({ HOME: '/h' }, noAccount)).toBe('/h');
  });

  it("is the account's home when HOME is unset, empty or relative", () => {
    expect(homeFolder({}, account)).toBe('/home/player');
    expect(homeFolder({ HOME: '' }, account)).toBe('/home/player');
    expect(homeFolder({ HOME: 'somewhere' }, account)).toBe('/home/player');
  });

  it('is undefined when neither gives one (an account the system does not know)', () => {
    expect(homeFolder({}, noAccount)).toBeUndefined();
    expect(homeFolder({ HOME: '' }, () => '')).toBeUndefined();
  });
});

describe('with no home folder', () => {
  const noHome = (args: string[], env: Record<string, string> = {}) => runPiped((a, io) => run(a, { ...io, home: undefined }), args, '', env);

  it('commands that keep nothing work', () => {
    expect(noHome(['deal', '1']).status).toBe(0);
    expect(noHome(['variants']).status).toBe(0);
    const solved = noHome(['solve', '--game', '1']);
    expect(solved.stderr).not.toContain('HOME');
    expect(solved.status).toBe(0);
  });

  it("an output file is not refused for want of the program's own files (solve --jsonl checks it before writing)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-nohome-'));
    try {
      const file = path.join(dir, 'stats.json');
      fs.writeFileSync(file, '');
      expect(claimOn(file, undefined)).toBeUndefined();
      expect(claimOn(file, dir)).toEqual({ kind: 'program', what: 'statistics' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([[['config', 'ascii', 'on']], [['config']], [['stats']], [['saves']], [['--game', '1']]])('%j is refused, saying to set HOME or FREECELL_HOME', (args) => {
    const r = noHome(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('HOME');
    expect(r.stderr).toContain('FREECELL_HOME');
    expect(r.stderr).not.toContain('internal error');
  });

  it('an absolute XDG_STATE_HOME is enough', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-nohome-'));
    try {
      const r = noHome(['config', 'ascii', 'on'], { XDG_STATE_HOME: dir });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(fs.existsSync(path.join(dir, 'freecell', 'settings.json'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a quoted FREECELL_HOME=~/x keeps the games under the home folder, not in a folder named ~ of the current folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-tilde-'));
    const cwd = process.cwd();
    try {
      process.chdir(dir);
      const r = runPiped((a, io) => run(a, { ...io, home: path.join(dir, 'home') }), ['config', 'ascii', 'on'], '', { FREECELL_HOME: '~/fc' });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(fs.existsSync(path.join(dir, 'home', 'fc', 'settings.json'))).toBe(true);
      expect(fs.existsSync(path.join(dir, '~'))).toBe(false);
    } finally {
      process.chdir(cwd);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a quoted FREECELL_HOME=~NAME/x is your home folder for your own login, and refused for another's, never a folder named ~NAME of the current folder", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-tilde-'));
    const cwd = process.cwd();
    const login = os.userInfo().username;
    try {
      process.chdir(dir);
      const inHome = (args: string[], env: Record<string, string>) => runPiped((a, io) => run(a, { ...io, home: path.join(dir, 'home') }), args, '', env);
      const own = inHome(['config', 'ascii', 'on'], { FREECELL_HOME: `~${login}/fc` });
      expect(own.stderr).toBe('');
      expect(own.status).toBe(0);
      expect(fs.existsSync(path.join(dir, 'home', 'fc', 'settings.json'))).toBe(true);
      for (const args of [['config', 'ascii', 'on'], ['stats'], ['saves'], ['--game', '1']]) {
        const other = inHome(args, { FREECELL_HOME: '~no-such-player/fc' });
        expect(other.stderr).toBe("freecell: FREECELL_HOME is ~no-such-player/fc: freecell takes a leading ~ alone (~/games) as your home folder, and cannot look up the home folder of another account (~no-such-player); give the folder's full path.\n");
        expect(other.status).toBe(2);
      }
      expect(fs.readdirSync(dir)).toEqual(['home']);
    } finally {
      process.chdir(cwd);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

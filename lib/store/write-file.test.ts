// Writing files the user names: regular files, private devices, FIFOs, folders, links, sockets, temporary files, kills and signals.

import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { FileSystemError, cleanStaleTemps, linkTarget, openTextWriter, pendingExitTasks, resolveWriteTarget, writeFileAtomic, writeTextFile } from '.';
import { FOREIGN_TEMP_AGE_MS, hostTag } from './atomic-file';
import { isSharedLink } from './write-file';

/** A FileSystemError (FILE_SYSTEM) for `reason`. */
const fsError = (reason: string) => expect.objectContaining({ code: 'FILE_SYSTEM', params: { reason } });

const ROOT = path.join(__dirname, '..', '..');
const BUILD_STORE = path.join(ROOT, 'build', 'lib', 'store', 'index.js');
const BUILD_EXIT = path.join(ROOT, 'build', 'lib', 'cli', 'exit.js');
// The modules themselves (not the import's read-only view), so that jest can spy on their functions.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const realFs = require('node:fs') as typeof fs;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const realCrypto = require('node:crypto') as typeof crypto;
const TEMP = /^\.(.+)\.(\d+)\.h([0-9a-f]{8})\.([0-9a-f]{12})\.tmp$/;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-write-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const temps = (folder = dir): string[] => fs.readdirSync(folder).filter((n) => TEMP.test(n));
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A pid that no process has now: one of a child that has ended. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(r.stdout.toString());
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
}

describe('writeTextFile: regular files', () => {
  it('creates a new file in an existing folder with mode 0666 less the umask and leaves no temporary file', () => {
    const file = path.join(dir, 'new.txt');
    writeTextFile(file, 'hello\n');
    expect(fs.readFileSync(file, 'utf8')).toBe('hello\n');
    expect(fs.statSync(file).mode & 0o777).toBe(0o666 & ~process.umask());
    expect(fs.readdirSync(dir)).toEqual(['new.txt']);
    expect(pendingExitTasks()).toBe(0);
  });

  it('replaces a regular file by renaming a new one over it, keeping its permissions', () => {
    const file = path.join(dir, 'old.txt');
    fs.writeFileSync(file, 'old', { mode: 0o600 });
    fs.chmodSync(file, 0o640);
    const before = fs.statSync(file).ino;
    writeTextFile(file, 'new');
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fs.statSync(file).ino).not.toBe(before);
    expect(fs.statSync(file).mode & 0o777).toBe(0o640);
    expect(fs.readdirSync(dir)).toEqual(['old.txt']);
  });

  it('refuses a missing folder, a folder in the path that is a file, and an empty name, creating nothing', () => {
    expect(() => writeTextFile(path.join(dir, 'no', 'such.txt'), 'x')).toThrow(fsError('no-folder'));
    fs.writeFileSync(path.join(dir, 'plain'), 'p');
    expect(() => writeTextFile(path.join(dir, 'plain', 'x.txt'), 'x')).toThrow(fsError('path-not-folder'));
    expect(() => writeTextFile('', 'x')).toThrow(fsError('empty-name'));
    expect(() => writeTextFile(`${path.join(dir, 'nodir')}/`, 'x')).toThrow(fsError('no-folder'));
    expect(fs.readdirSync(dir)).toEqual(['plain']);
  });

  it('refuses a folder, and leaves it as it was', () => {
    fs.mkdirSync(path.join(dir, 'sub'));
    expect(() => writeTextFile(path.join(dir, 'sub'), 'x')).toThrow(fsError('folder'));
    expect(fs.statSync(path.join(dir, 'sub')).isDirectory()).toBe(true);
    expect(fs.readdirSync(path.join(dir, 'sub'))).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual(['sub']);
  });
});

/** The paths openSync is asked to open from now on (the spy opens them as usual). */
function recordOpens(): string[] {
  const opened: string[] = [];
  const open = fs.openSync;
  jest.spyOn(realFs, 'openSync').mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
    opened.push(String(p));
    return (open as (...a: unknown[]) => number)(p, ...rest);
  }) as typeof fs.openSync);
  return opened;
}

describe('writeTextFile: temporary files', () => {
  it('names each temporary file .NAME.PID.hHOST.<12 random hex digits>.tmp beside the target: two writes, two names', () => {
    const file = path.join(dir, 'target.txt');
    const opened = recordOpens();
    writeTextFile(file, 'one');
    writeTextFile(file, 'two');
    const names = opened.filter((p) => TEMP.test(path.basename(p)));
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(path.dirname(name)).toBe(dir);
      expect(TEMP.exec(path.basename(name))?.slice(1, 4)).toEqual(['target.txt', String(process.pid), hostTag()]);
    }
    expect(names[0]).not.toBe(names[1]);
    expect(fs.readFileSync(file, 'utf8')).toBe('two');
  });

  it('never follows a link planted at a temporary name: the exclusive creation fails and another name is drawn', () => {
    const file = path.join(dir, 'target.txt');
    const victim = path.join(dir, 'victim.txt');
    fs.writeFileSync(victim, 'precious');
    const fixed = Buffer.from('00112233aabb', 'hex');
    const planted = path.join(dir, `.target.txt.${process.pid}.h${hostTag()}.00112233aabb.tmp`);
    fs.symlinkSync(victim, planted);
    const random = crypto.randomBytes;
    jest.spyOn(realCrypto, 'randomBytes').mockImplementationOnce((() => fixed) as unknown as typeof crypto.randomBytes).mockImplementation(random as typeof crypto.randomBytes);
    const opened = recordOpens();
    writeTextFile(file, 'new');
    // the planted name was the first drawn and tried, then another one
    const tried = opened.filter((p) => TEMP.test(path.basename(p)));
    expect(tried).toHaveLength(2);
    expect(tried[0]).toBe(planted);
    expect(fs.readFileSync(victim, 'utf8')).toBe('precious');
    expect(fs.readlinkSync(planted)).toBe(victim);
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
  });

  it('is registered to be removed at exit while it exists, and removed with the old file kept when the write fails', () => {
    const file = path.join(dir, 'target.txt');
    fs.writeFileSync(file, 'old');
    const seen: { temps: string[]; pending: number }[] = [];
    jest.spyOn(realFs, 'fsyncSync').mockImplementationOnce(() => {
      seen.push({ temps: temps(), pending: pendingExitTasks() });
      throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
    });
    expect(() => writeTextFile(file, 'new')).toThrow(fsError('io'));
    expect(seen).toEqual([{ temps: [expect.stringMatching(TEMP)], pending: 1 }]);
    expect(fs.readdirSync(dir)).toEqual(['target.txt']);
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    expect(pendingExitTasks()).toBe(0);
  });

  it('cleanStaleTemps removes the temporary files of dead processes only', () => {
    const dead = deadPid();
    const stale = `.save.json.${dead}.0123456789ab.tmp`;
    const live = `.save.json.${process.pid}.0123456789ab.tmp`;
    for (const name of [stale, live, 'notes.tmp', `.x.${dead}.short.tmp`]) fs.writeFileSync(path.join(dir, name), 'x');
    fs.mkdirSync(path.join(dir, `.d.${dead}.0123456789ab.tmp`));
    expect(cleanStaleTemps(dir)).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual([`.d.${dead}.0123456789ab.tmp`, live, `.x.${dead}.short.tmp`, 'notes.tmp'].sort());
    expect(cleanStaleTemps(path.join(dir, 'missing'))).toBe(0);
  });

  it("cleanStaleTemps removes the first versions' temporary files too (.NAME.PID.TIME.tmp, TIME the milliseconds in base 36)", () => {
    const dead = deadPid();
    const stale = `.save.json.${dead}.mih5x3k2.tmp`;
    const live = `.save.json.${process.pid}.mih5x3k2.tmp`;
    for (const name of [stale, live]) fs.writeFileSync(path.join(dir, name), 'x');
    expect(cleanStaleTemps(dir)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual([live]);
  });

  it("cleanStaleTemps tells machines apart: this machine's dead writers' files go, another machine's only once a day old", () => {
    const dead = deadPid();
    const other = hostTag('another-machine');
    expect(other).not.toBe(hostTag());
    const ours = `.save.json.${dead}.h${hostTag()}.0123456789ab.tmp`;
    const ourLive = `.save.json.${process.pid}.h${hostTag()}.0123456789ab.tmp`;
    // a process number of another machine means nothing here: alive or not, its file stays while it is fresh
    const theirs = `.save.json.${dead}.h${other}.0123456789ab.tmp`;
    const theirsToo = `.save.json.${process.pid}.h${other}.0123456789ab.tmp`;
    for (const name of [ours, ourLive, theirs, theirsToo]) fs.writeFileSync(path.join(dir, name), 'x');
    expect(cleanStaleTemps(dir)).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual([ourLive, theirs, theirsToo].sort());
    const age = (ms: number): void => {
      const when = new Date(Date.now() - ms);
      for (const name of [theirs, theirsToo]) fs.utimesSync(path.join(dir, name), when, when);
    };
    age(FOREIGN_TEMP_AGE_MS - 60_000);
    expect(cleanStaleTemps(dir)).toBe(0);
    age(FOREIGN_TEMP_AGE_MS + 60_000);
    expect(cleanStaleTemps(dir)).toBe(2);
    expect(fs.readdirSync(dir)).toEqual([ourLive]);
  });

  it("cleanStaleTemps tells pid namespaces of this machine apart (a container sharing its name): another namespace's file is another machine's; one of an earlier version, which named the machine alone, is this one's", () => {
    const dead = deadPid();
    const ns = /^pid:\[(\d+)\]$/.exec(fs.readlinkSync('/proc/self/ns/pid'))![1]!;
    expect(hostTag()).toBe(hostTag(os.hostname(), ns));
    const elsewhere = hostTag(os.hostname(), `${ns}0`);
    const earlier = hostTag(os.hostname());
    expect(new Set([hostTag(), elsewhere, earlier]).size).toBe(3);
    const theirs = `.stats.json.${dead}.h${elsewhere}.0123456789ab.tmp`;
    const older = `.stats.json.${dead}.h${earlier}.0123456789ab.tmp`;
    for (const name of [theirs, older]) fs.writeFileSync(path.join(dir, name), 'x');
    expect(cleanStaleTemps(dir)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual([theirs]);
  });

  it("cleanStaleTemps leaves another machine's file that is new by the folder's own clock, however far ahead this machine's clock is (a folder shared over the network, whose server stamps the files)", () => {
    const theirs = `.stats.json.4242.h${hostTag('another-machine')}.0123456789ab.tmp`;
    fs.writeFileSync(path.join(dir, theirs), 'being written');
    // this machine's clock two days ahead of the file system's
    expect(cleanStaleTemps(dir, Date.now() + 2 * FOREIGN_TEMP_AGE_MS)).toBe(0);
    expect(fs.readdirSync(dir)).toEqual([theirs]);
  });

  it("cleanStaleTemps leaves other users' files in a shared folder with the sticky bit (/tmp): only their owner may remove them, root included", () => {
    fs.chmodSync(dir, 0o1777);
    const stale = `.notes.txt.${deadPid()}.h${hostTag()}.0123456789ab.tmp`;
    fs.writeFileSync(path.join(dir, stale), 'theirs');
    const me = process.geteuid!();
    // as another user, the files made here by this process's user are someone else's
    expect(cleanStaleTemps(dir, Date.now(), me + 1)).toBe(0);
    expect(fs.readdirSync(dir)).toEqual([stale]);
    expect(cleanStaleTemps(dir, Date.now(), me)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("cleanStaleTemps removes other users' stale files in a shared folder without the sticky bit (a group's state folder), as any member could", () => {
    fs.chmodSync(dir, 0o777);
    const stale = `.stats.json.${deadPid()}.h${hostTag()}.0123456789ab.tmp`;
    fs.writeFileSync(path.join(dir, stale), 'half');
    expect(cleanStaleTemps(dir, Date.now(), process.geteuid!() + 1)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('writing a file first removes the stale temporary files in its folder', () => {
    const stale = path.join(dir, `.target.txt.${deadPid()}.0123456789ab.tmp`);
    fs.writeFileSync(stale, 'half');
    writeTextFile(path.join(dir, 'target.txt'), 'whole');
    expect(fs.readdirSync(dir)).toEqual(['target.txt']);
  });
});

describe('openTextWriter: a file written piece by piece', () => {
  it('creates the temporary file at once; commit renames it over the file, abort removes it and leaves the file as it was', () => {
    const file = path.join(dir, 'target.txt');
    fs.writeFileSync(file, 'old');
    const kept = openTextWriter(file);
    expect(temps()).toHaveLength(1);
    kept.write('one, ');
    kept.write('two');
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    kept.commit();
    expect(fs.readFileSync(file, 'utf8')).toBe('one, two');
    const dropped = openTextWriter(file);
    dropped.write('three');
    dropped.abort();
    expect(fs.readdirSync(dir)).toEqual(['target.txt']);
    expect(fs.readFileSync(file, 'utf8')).toBe('one, two');
    expect(pendingExitTasks()).toBe(0);
  });

  it('refuses at once a folder where the temporary file cannot be created', () => {
    fs.writeFileSync(path.join(dir, 'plain'), 'x');
    expect(() => openTextWriter(path.join(dir, 'plain', 't.txt'))).toThrow(fsError('path-not-folder'));
    jest.spyOn(realFs, 'openSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    });
    expect(() => openTextWriter(path.join(dir, 't.txt'))).toThrow(fsError('denied'));
    expect(fs.readdirSync(dir)).toEqual(['plain']);
    expect(pendingExitTasks()).toBe(0);
  });
});

describe('linkTarget: the file a program-owned file (settings, statistics) is written to', () => {
  it('is the name itself when it is a regular file or not there yet', () => {
    fs.writeFileSync(path.join(dir, 'real.json'), '{}');
    expect(linkTarget(path.join(dir, 'real.json'))).toBe(path.join(dir, 'real.json'));
    expect(linkTarget(path.join(dir, 'new.json'))).toBe(path.join(dir, 'new.json'));
  });

  it("follows a link to a missing file, its text read from the link's own folder, and a chain of them, to the file to create", () => {
    fs.mkdirSync(path.join(dir, 'state'));
    fs.mkdirSync(path.join(dir, 'dot'));
    fs.mkdirSync(path.join(dir, 'other'));
    fs.symlinkSync('../dot/settings.json', path.join(dir, 'state', 'settings.json'));
    expect(linkTarget(path.join(dir, 'state', 'settings.json'))).toBe(path.join(dir, 'dot', 'settings.json'));
    // state/stats.json -> ../other/hop.json -> ../dot/stats.json (relative to other/, not to state/)
    fs.symlinkSync('../other/hop.json', path.join(dir, 'state', 'stats.json'));
    fs.symlinkSync('../dot/stats.json', path.join(dir, 'other', 'hop.json'));
    expect(linkTarget(path.join(dir, 'state', 'stats.json'))).toBe(path.join(dir, 'dot', 'stats.json'));
    // a link reached through a linked folder: its text is read from the folder it really is in
    fs.symlinkSync(path.join(dir, 'state'), path.join(dir, 'alias'));
    expect(linkTarget(path.join(dir, 'alias', 'settings.json'))).toBe(path.join(dir, 'dot', 'settings.json'));
    // its folder missing: the name is still where the link leads (writing it then says the folder is missing)
    fs.symlinkSync('../gone/x.json', path.join(dir, 'state', 'x.json'));
    expect(linkTarget(path.join(dir, 'state', 'x.json'))).toBe(path.join(dir, 'gone', 'x.json'));
    expect(fs.readdirSync(path.join(dir, 'dot'))).toEqual([]);
  });

  it('gives up on a circle of links with the loop reason, at once', () => {
    fs.symlinkSync('b.json', path.join(dir, 'a.json'));
    fs.symlinkSync('a.json', path.join(dir, 'b.json'));
    expect(() => linkTarget(path.join(dir, 'a.json'))).toThrow(fsError('loop'));
    fs.symlinkSync('self.json', path.join(dir, 'self.json'));
    expect(() => linkTarget(path.join(dir, 'self.json'))).toThrow(fsError('loop'));
  });
});

describe('writeTextFile: links', () => {
  it('follows a link to a regular file: the file gets the new content, the link stays a link', () => {
    const real = path.join(dir, 'real.txt');
    fs.writeFileSync(real, 'old');
    fs.mkdirSync(path.join(dir, 'links'));
    const link = path.join(dir, 'links', 'link.txt');
    fs.symlinkSync('../real.txt', link);
    writeTextFile(link, 'new');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(link)).toBe('../real.txt');
    expect(fs.readFileSync(real, 'utf8')).toBe('new');
    expect(fs.readdirSync(dir).sort()).toEqual(['links', 'real.txt']);
  });

  it("refuses a link another user made in a folder everyone may write with the sticky bit (/tmp), as the system's protected_symlinks does: the file it names is left as it was", () => {
    const real = path.join(dir, 'precious.txt');
    fs.writeFileSync(real, 'precious');
    const shared = path.join(dir, 'shared');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o1777);
    const planted = path.join(shared, 'moves.txt');
    fs.symlinkSync(real, planted);
    const me = process.geteuid!();
    // the link and the folder are this user's: followed by this user, and by another (the folder's owner made the link)
    expect(resolveWriteTarget(planted)).toMatchObject({ kind: 'replace', file: real });
    expect(resolveWriteTarget(planted, {}, me + 1)).toMatchObject({ kind: 'replace', file: real });
    if (me === 0) {
      // made by user 65534: refused to root, followed by its own maker
      fs.lchownSync(planted, 65534, 65534);
      expect(() => writeTextFile(planted, 'overwritten')).toThrow(fsError('shared-link'));
      expect(() => openTextWriter(planted)).toThrow(fsError('shared-link'));
      expect(resolveWriteTarget(planted, {}, 65534)).toMatchObject({ kind: 'replace', file: real });
    }
    // without the sticky bit, or not writable by all, a folder's links are its users' own business
    expect(isSharedLink({ mode: 0o40777, uid: 1 }, { uid: 2 }, 3)).toBe(false);
    expect(isSharedLink({ mode: 0o41775, uid: 1 }, { uid: 2 }, 3)).toBe(false);
    expect(isSharedLink({ mode: 0o41777, uid: 1 }, { uid: 2 }, 3)).toBe(true);
    expect(isSharedLink({ mode: 0o41777, uid: 1 }, { uid: 1 }, 3)).toBe(false);
    expect(isSharedLink({ mode: 0o41777, uid: 1 }, { uid: 3 }, 3)).toBe(false);
    expect(fs.readFileSync(real, 'utf8')).toBe('precious');
    expect(fs.readdirSync(shared)).toEqual(['moves.txt']);
  });

  it("refuses a file or FIFO another user made in a folder everyone may write with the sticky bit (/tmp), as the system's protected_regular and protected_fifos do: what the player writes never goes into it", () => {
    const shared = path.join(dir, 'shared');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o1777);
    const planted = path.join(shared, 'moves.txt');
    fs.writeFileSync(planted, 'theirs');
    fs.chmodSync(planted, 0o666);
    const fifo = path.join(shared, 'pipe');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    fs.chmodSync(fifo, 0o666);
    const me = process.geteuid!();
    // this user's own file and FIFO, and the folder's: written
    expect(resolveWriteTarget(planted)).toMatchObject({ kind: 'replace', file: planted });
    expect(resolveWriteTarget(fifo)).toMatchObject({ kind: 'stream', file: fifo });
    expect(resolveWriteTarget(planted, {}, me + 1)).toMatchObject({ kind: 'replace', file: planted });
    if (me === 0) {
      // made by user 65534: refused to root, written by its own maker
      fs.chownSync(planted, 65534, 65534);
      fs.chownSync(fifo, 65534, 65534);
      expect(() => writeTextFile(planted, 'mine')).toThrow(fsError('shared-file'));
      expect(() => openTextWriter(planted)).toThrow(fsError('shared-file'));
      expect(() => writeTextFile(fifo, 'mine')).toThrow(fsError('shared-file'));
      expect(resolveWriteTarget(planted, {}, 65534)).toMatchObject({ kind: 'replace', file: planted });
      expect(fs.readFileSync(planted, 'utf8')).toBe('theirs');
      expect(fs.statSync(planted).uid).toBe(65534);
    }
    expect(fs.readdirSync(shared).sort()).toEqual(['moves.txt', 'pipe']);
  });

  it('refuses a dangling link and a circle of links, creating nothing', () => {
    fs.symlinkSync('nowhere.txt', path.join(dir, 'dangling'));
    expect(() => writeTextFile(path.join(dir, 'dangling'), 'x')).toThrow(fsError('missing-link-target'));
    fs.symlinkSync('b', path.join(dir, 'a'));
    fs.symlinkSync('a', path.join(dir, 'b'));
    expect(() => writeTextFile(path.join(dir, 'a'), 'x')).toThrow(fsError('loop'));
    expect(fs.readdirSync(dir).sort()).toEqual(['a', 'b', 'dangling']);
  });

  it('takes /dev/stdout, /dev/fd/1, /proc/self/fd/1 and a link to them as standard output, and - only where allowed', () => {
    for (const name of ['/dev/stdout', '/dev/fd/1', '/proc/self/fd/1', `/proc/${process.pid}/fd/1`]) expect(resolveWriteTarget(name)).toEqual({ kind: 'standard', fd: 1 });
    expect(resolveWriteTarget('/dev/stderr')).toEqual({ kind: 'standard', fd: 2 });
    fs.symlinkSync('/dev/stdout', path.join(dir, 'out'));
    expect(resolveWriteTarget(path.join(dir, 'out'))).toEqual({ kind: 'standard', fd: 1 });
    expect(resolveWriteTarget('-', { dashIsStandardOutput: true })).toEqual({ kind: 'standard', fd: 1 });
    expect(resolveWriteTarget(path.join(dir, '-'), { dashIsStandardOutput: true })).toEqual({ kind: 'replace', file: path.join(dir, '-') });
  });
});

describe('writeTextFile: devices, FIFOs and sockets', () => {
  it('writes to a character device as a stream: it stays the same device and nothing is created beside it', () => {
    const device = path.join(dir, 'null');
    execFileSync('mknod', [device, 'c', '1', '3']);
    const written: string[] = [];
    const write = fs.writeSync;
    jest.spyOn(realFs, 'writeSync').mockImplementation(((fd: number, buffer: Buffer, ...rest: unknown[]) => {
      written.push(buffer.toString('utf8'));
      return (write as (...a: unknown[]) => number)(fd, buffer, ...rest);
    }) as typeof fs.writeSync);
    writeTextFile(device, 'to the device\n');
    expect(written).toEqual(['to the device\n']);
    const stat = fs.lstatSync(device);
    expect(stat.isCharacterDevice()).toBe(true);
    expect(stat.rdev).toBe(fs.statSync(device).rdev);
    expect(fs.readdirSync(dir)).toEqual(['null']);
  });

  it('reports a full device ("no space left on device") and leaves it a device', () => {
    const device = path.join(dir, 'full');
    execFileSync('mknod', [device, 'c', '1', '7']);
    expect(() => writeTextFile(device, 'x')).toThrow(fsError('no-space'));
    expect(fs.lstatSync(device).isCharacterDevice()).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(['full']);
  });

  it('refuses a FIFO nobody reads at once instead of waiting, and leaves it a FIFO', () => {
    const fifo = path.join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    expect(() => writeTextFile(fifo, 'x')).toThrow(fsError('no-reader'));
    expect(fs.lstatSync(fifo).isFIFO()).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(['fifo']);
  });

  it('writes to a FIFO a program reads: the reader gets every byte and the FIFO stays a FIFO', async () => {
    const fifo = path.join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    // The reader writes to a file, not to a pipe to this process (which is busy writing and could not drain it).
    const copy = path.join(dir, 'copy');
    const reader = spawn('sh', ['-c', 'cat "$0" > "$1"', fifo, copy], { stdio: 'ignore' });
    const done = exited(reader);
    // A big text fills the FIFO's buffer many times over: the writer waits for the reader.
    const text = `${'line of a big text\n'.repeat(20000)}end\n`;
    for (let tries = 0; ; tries++) {
      try {
        writeTextFile(fifo, text);
        break;
      } catch (err) {
        // `cat` has not opened the FIFO yet.
        if (!(err instanceof FileSystemError && err.reason === 'no-reader') || tries > 200) throw err;
        await sleep(20);
      }
    }
    expect(await done).toEqual({ code: 0, signal: null });
    expect(fs.readFileSync(copy, 'utf8')).toBe(text);
    expect(fs.lstatSync(fifo).isFIFO()).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['copy', 'fifo']);
  });

  it('refuses a socket, naming it', async () => {
    const socket = path.join(dir, 'socket');
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(socket, resolve));
    try {
      expect(() => writeTextFile(socket, 'x')).toThrow(fsError('socket'));
      expect(fs.lstatSync(socket).isSocket()).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('writes killed or stopped by a signal', () => {
  const SIZE = 1 << 20;

  it('SIGKILL at random moments: the target is always whole (old or new), and cleanStaleTemps removes what is left', async () => {
    // 50 kills, five writers at a time, each on a target of its own.
    let leftovers = 0;
    const trial = async (folder: string): Promise<void> => {
      const target = path.join(folder, 'big.txt');
      const script = `
        const { writeTextFile } = require(${JSON.stringify(BUILD_STORE)});
        const texts = ['A', 'B'].map((c) => c.repeat(${SIZE}));
        for (let i = 0; ; i++) {
          writeTextFile(${JSON.stringify(target)}, texts[i % 2]);
          if (i === 0) process.stdout.write('ready\\n');
        }`;
      const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      const done = exited(child);
      await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
      await sleep(Math.floor(Math.random() * 30));
      child.kill('SIGKILL');
      expect((await done).signal).toBe('SIGKILL');
      const text = fs.readFileSync(target, 'latin1');
      expect(text.length).toBe(SIZE);
      expect(text === 'A'.repeat(SIZE) || text === 'B'.repeat(SIZE)).toBe(true);
      const left = temps(folder);
      leftovers += left.length;
      expect(cleanStaleTemps(folder)).toBe(left.length);
      expect(fs.readdirSync(folder)).toEqual(['big.txt']);
    };
    const folders = [0, 1, 2, 3, 4].map((k) => {
      const folder = path.join(dir, `w${k}`);
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, 'big.txt'), 'A'.repeat(SIZE));
      return folder;
    });
    for (let round = 0; round < 10; round++) await Promise.all(folders.map(trial));
    // Most kills land while a temporary file exists: the cleaning above was really exercised.
    expect(leftovers).toBeGreaterThan(0);
  }, 60000);

  it.each(['SIGTERM', 'SIGINT'] as const)('%s while a temporary file exists: the exit tasks remove it and the process ends by the signal', async (signal) => {
    const target = path.join(dir, 'save.txt');
    fs.writeFileSync(target, 'old');
    // The signal is raised from inside the write, just before the flush, when the temporary file exists.
    const script = `
      const fs = require('node:fs');
      const { writeTextFile } = require(${JSON.stringify(BUILD_STORE)});
      const { cleanUpOnSignals } = require(${JSON.stringify(BUILD_EXIT)});
      cleanUpOnSignals();
      const fsync = fs.fsyncSync;
      fs.fsyncSync = (fd) => {
        process.stdout.write(fs.readdirSync(${JSON.stringify(dir)}).join(' ') + '\\n');
        process.emit(${JSON.stringify(signal)}, ${JSON.stringify(signal)});
        return fsync(fd);
      };
      writeTextFile(${JSON.stringify(target)}, 'new');
      process.stdout.write('not stopped\\n');`;
    const r = spawnSync(process.execPath, ['-e', script], { timeout: 10000 });
    expect(r.signal).toBe(signal);
    expect(r.stdout.toString()).toMatch(/^\.save\.txt\.\d+\.h[0-9a-f]{8}\.[0-9a-f]{12}\.tmp save\.txt\n$/);
    expect(fs.readdirSync(dir)).toEqual(['save.txt']);
    expect(fs.readFileSync(target, 'utf8')).toBe('old');
  });
});

describe('writeFileAtomic (the program\'s own files)', () => {
  it('keeps the old file when the rename fails, and removes its temporary file', () => {
    const file = path.join(dir, 'stats.json');
    fs.writeFileSync(file, 'old');
    jest.spyOn(realFs, 'renameSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('EROFS'), { code: 'EROFS' });
    });
    expect(() => writeFileAtomic(file, 'new')).toThrow(fsError('read-only'));
    expect(fs.readdirSync(dir)).toEqual(['stats.json']);
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
  });
});

// transcript record FILE while another freecell (or another program) writes FILE, and in-game writes to the transcript's own file.

import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BIN, freecellIn as freecell, pauseAtTemp, waitFor } from './test-races';

const ROOT = path.join(__dirname, '..', '..');

/** A freecell run with its input left open (`type` sends lines), what it says gathered. */
function running(home: string, args: string[], preload?: string): { child: ChildProcess; out: () => string; err: () => string; ended: Promise<number | null> } {
  const child = spawn(process.execPath, [...(preload ? ['--require', preload] : []), BIN, ...args, '--lang', 'en'], { cwd: ROOT, env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  child.stdin!.on('error', () => undefined);
  started.push(child);
  return { child, out: () => out, err: () => err, ended: new Promise((r) => child.once('close', (code) => r(code))) };
}

/** The processes a test started: any still running when it ends (a failed test) is killed. */
const started: ChildProcess[] = [];
let dir: string;
let home: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-transcript-race-'));
  home = path.join(dir, 'home');
  fs.mkdirSync(home);
});
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('transcript record FILE while something else writes FILE', () => {
  const others: readonly (readonly [string, (file: string) => void, RegExp])[] = [
    ['another freecell saves a game to it', (file) => expect(freecell(home, ['--game', '4', '--ascii'], `save ${file}\nq\n`).status).toBe(0), /"game":4\b/],
    ['another transcript record of it ends first', (file) => expect(freecell(home, ['transcript', 'record', file, '--', '--game', '4', '--ascii'], 'q\n').status).toBe(0), /^FreeCell - game 4 - 0 moves/m],
    ['another program writes it', (file) => fs.writeFileSync(file, 'notes\n'), /^notes\n$/],
  ];
  for (const [what, write, holds] of others) {
    it(`(${what}) stops at its next command with one sentence naming FILE, status 5, and never writes over it`, async () => {
      const file = path.join(dir, 't.txt');
      const recorder = running(home, ['transcript', 'record', file, '--', '--game', '5', '--ascii']);
      recorder.child.stdin!.write('6a\n');
      await waitFor(() => recorder.out().includes('AD to the foundations'));
      write(file);
      recorder.child.stdin!.end('7b\nq\n');
      expect(await recorder.ended).toBe(5);
      expect(recorder.err()).toBe(`freecell: cannot write the transcript to ${file}: another program wrote to it or put another file in its place while the session was being recorded; it is left as it is.\n`);
      expect(recorder.out()).not.toContain('QC from column 7');
      expect(fs.readFileSync(file, 'utf8')).toMatch(holds);
      expect(fs.readdirSync(dir).sort()).toEqual(['home', 't.txt']);
    }, 60000);
  }

  it('a freecell resuming FILE while the transcript replaces it is refused: FILE is locked from the check to the rename, and holds the transcript', async () => {
    const file = path.join(dir, 'kept.save');
    expect(freecell(home, ['--game', '5', '--ascii'], `6a\nsave ${file}\nq\n`).status).toBe(0);
    const paused = path.join(dir, 'paused');
    const go = path.join(dir, 'go');
    // the transcript, checked, stops just before its temporary file is renamed over FILE
    const recorder = running(home, ['transcript', 'record', file, '--', '--game', '4', '--ascii'], pauseAtTemp(dir, path.basename(file), 'renameSync', paused, go));
    recorder.child.stdin!.end('q\n');
    await waitFor(() => fs.existsSync(paused));
    const resumer = running(home, ['--resume', file, '--ascii']);
    let resumerEnded = false;
    void resumer.ended.then(() => (resumerEnded = true));
    const lockNames = (pid: number): boolean => {
      try {
        return (JSON.parse(fs.readFileSync(`${file}.lock`, 'utf8')) as { pid: number }).pid === pid;
      } catch {
        return false;
      }
    };
    await waitFor(() => resumerEnded || (lockNames(resumer.child.pid!) && resumer.out().includes('FreeCell - game 5')));
    fs.writeFileSync(go, '');
    expect(await recorder.ended).toBe(0);
    resumer.child.stdin!.end('q\n');
    expect(await resumer.ended).toBe(2);
    expect(resumer.err()).toBe(`freecell: cannot resume ${file}: it is being played in another freecell (process ${recorder.child.pid} on ${os.hostname()}).\n`);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^FreeCell - game 4 - 0 moves/m);
    expect(fs.readdirSync(dir).sort()).toEqual(['go', 'home', 'kept.save', 'pause-at-temp.js', 'paused']);
  }, 60000);
});

describe('transcript record FILE when another freecell plays FILE as the session ends', () => {
  it('is refused naming that freecell, status 5, the save left as it is', async () => {
    const file = path.join(dir, 'kept.save');
    expect(freecell(home, ['--game', '5', '--ascii'], `6a\nsave ${file}\nq\n`).status).toBe(0);
    const recorder = running(home, ['transcript', 'record', file, '--', '--game', '4', '--ascii']);
    await waitFor(() => recorder.out().includes('Type h for help'));
    // resumed, not yet changed: the file is as the session found it, but its lock is another freecell's
    const player = running(home, ['--resume', file, '--ascii']);
    await waitFor(() => player.out().includes('FreeCell - game 5 - 1 move'));
    const before = fs.readFileSync(file, 'utf8');
    recorder.child.stdin!.end('q\n');
    expect(await recorder.ended).toBe(5);
    expect(recorder.err()).toBe(`freecell: cannot write ${file}: it is being played in another freecell (process ${player.child.pid} on ${os.hostname()}).\n`);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    player.child.stdin!.end('q\n');
    expect(await player.ended).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(['home', 'kept.save']);
  }, 60000);
});

describe('in the game a transcript records, FILE itself', () => {
  it('save FILE and moves FILE are refused with the reason, and the transcript is written whole', () => {
    const file = path.join(dir, 't.txt');
    const r = freecell(home, ['transcript', 'record', file, '--', '--game', '5', '--ascii'], `6a\nsave ${file}\nmoves ${file}\nq\n`);
    expect(r.status).toBe(0);
    const refused = `Could not write ${file}: it is the file this session's transcript is being recorded to. The game goes on.`;
    expect(r.stdout.split(refused).length - 1).toBe(2);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toBe(r.stdout);
    expect(fs.readdirSync(dir).sort()).toEqual(['home', 't.txt']);
  });

  it('the transcript so recorded checks out: transcript check refuses save FILE and moves FILE to the file it checks, as record did', () => {
    const file = path.join(dir, 't.txt');
    expect(freecell(home, ['transcript', 'record', file, '--', '--game', '5', '--ascii'], `6a\nsave ${file}\nmoves ${file}\nq\n`).status).toBe(0);
    const recorded = fs.readFileSync(file, 'utf8');
    const check = freecell(home, ['transcript', 'check', file, '--', '--game', '5', '--ascii'], '');
    expect(check.stdout + check.stderr).toBe(`${file}: the program prints this transcript exactly.\n`);
    expect(check.status).toBe(0);
    // checked, the transcript is left as it is, and another file named in it is still written in memory only
    expect(fs.readFileSync(file, 'utf8')).toBe(recorded);
    const other = path.join(dir, 'other.txt');
    expect(freecell(home, ['transcript', 'record', file, '--', '--game', '5', '--ascii'], `6a\nsave ${other}\nq\n`).status).toBe(0);
    fs.rmSync(other);
    const second = freecell(home, ['transcript', 'check', file, '--', '--game', '5', '--ascii'], '');
    expect(second.status).toBe(0);
    expect(fs.existsSync(other)).toBe(false);
    expect(fs.readdirSync(dir).sort()).toEqual(['home', 't.txt']);
  });
});

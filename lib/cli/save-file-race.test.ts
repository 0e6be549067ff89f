// save FILE racing another freecell that resumes FILE between the check that nobody plays it and the write.

import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BIN, freecellIn as freecell, pauseAtTemp, waitFor } from './test-races';

const ROOT = path.join(__dirname, '..', '..');

/** What a child says and how it ends. */
function collect(child: ChildProcess): { out: () => string; ended: Promise<number | null> } {
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return { out: () => out, ended: new Promise((r) => child.once('close', (code) => r(code))) };
}

describe('save FILE while another freecell resumes FILE', () => {
  it('never leaves both believing they hold it: the one that resumes it meanwhile is refused, and FILE holds the game saved', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-save-file-race-'));
    const home = path.join(dir, 'home');
    fs.mkdirSync(home);
    const file = path.join(dir, 'kept.save');
    expect(freecell(home, ['--game', '5', '--ascii'], `6a\nsave ${file}\nq\n`).status).toBe(0);
    const paused = path.join(dir, 'paused');
    const go = path.join(dir, 'go');
    const env = { ...process.env, FREECELL_HOME: home, NO_COLOR: '1' };
    // A game of deal 4 saves itself to FILE, and stops once it writes the new text there
    const saver = spawn(process.execPath, ['--require', pauseAtTemp(dir, path.basename(file), 'openSync', paused, go), BIN, '--game', '4', '--ascii', '--lang', 'en'], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const saving = collect(saver);
    saver.stdin!.end(`save ${file}\nq\n`);
    await waitFor(() => fs.existsSync(paused));
    // meanwhile another freecell resumes FILE: it takes the game, or is refused
    const resumer = spawn(process.execPath, [BIN, '--resume', file, '--ascii', '--lang', 'en'], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const resuming = collect(resumer);
    let resumerEnded = false;
    void resuming.ended.then(() => (resumerEnded = true));
    const lockNames = (pid: number): boolean => {
      try {
        return (JSON.parse(fs.readFileSync(`${file}.lock`, 'utf8')) as { pid: number }).pid === pid;
      } catch {
        return false;
      }
    };
    await waitFor(() => resumerEnded || (lockNames(resumer.pid!) && resuming.out().includes('FreeCell - game 5')));
    fs.writeFileSync(go, '');
    expect(await saving.ended).toBe(0);
    resumer.stdin!.end('q\n');
    const resumerStatus = await resuming.ended;
    expect(saving.out()).toContain(`Saved to ${file}.`);
    expect(resuming.out()).toBe(`freecell: cannot resume ${file}: it is being played in another freecell (process ${saver.pid} on ${os.hostname()}).\n`);
    expect(resumerStatus).toBe(2);
    // FILE holds the game of deal 4, the one the player was told is saved there
    expect(fs.readFileSync(file, 'utf8')).toMatch(/"game":4\b/);
    expect(fs.readdirSync(dir).sort()).toEqual(['go', 'home', 'kept.save', 'pause-at-temp.js', 'paused']);
  }, 60000);
});

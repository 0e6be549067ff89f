// Ctrl-Z in a game on a terminal, under a shell with job control: the game stops, and fg brings it back as it was.

import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** What a terminal shows of `text`, its control sequences and carriage returns left out. */
const visible = (text: string): string => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');

/** An interactive bash (job control on) on a pseudo-terminal (util-linux `script`), its screen kept in a private file. */
function shellOnTerminal(home: string, dir: string): { shell: ChildProcess; screen: () => string; type: (keys: string) => void; waitFor: (check: (screen: string) => boolean) => Promise<void> } {
  const copy = path.join(dir, 'typescript');
  const env = { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'xterm' };
  const shell = spawn('script', ['-qfec', 'bash --norc --noprofile -i', copy], { cwd: ROOT, env, stdio: ['pipe', 'ignore', 'ignore'] });
  shell.stdin!.on('error', () => undefined);
  const screen = (): string => visible(fs.existsSync(copy) ? fs.readFileSync(copy, 'utf8') : '');
  const waitFor = async (check: (screen: string) => boolean): Promise<void> => {
    const end = Date.now() + 20000;
    while (!check(screen())) {
      if (Date.now() > end) throw new Error(`timed out waiting; the screen:\n${screen()}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { shell, screen, type: (keys) => shell.stdin!.write(keys), waitFor };
}

describe('Ctrl-Z on a terminal', () => {
  it('stops the game; fg brings it back with the line typed so far, and the game goes on', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-suspend-'));
    dirs.push(dir);
    const home = path.join(dir, 'home');
    const { shell, screen, type, waitFor } = shellOnTerminal(home, dir);
    const ended = new Promise((resolve) => shell.on('close', resolve));
    // what the screen shows after the last `mark`, nothing while it has none
    const after = (mark: string): string => {
      const at = screen().lastIndexOf(mark);
      return at < 0 ? '' : screen().slice(at + mark.length);
    };
    try {
      await waitFor((s) => /[$#] $/.test(s));
      type("PS1='shell$ '\r");
      await waitFor((s) => s.endsWith('\nshell$ '));
      type(`'${process.execPath}' '${BIN}' --game 5 --ascii\r`);
      await waitFor((s) => s.endsWith('\n> '));
      type('tc 1');
      await waitFor((s) => s.endsWith('> tc 1'));
      type('\u001a');
      await waitFor((s) => /Stopped.*\n(.|\n)*shell\$ $/.test(s));
      // fg, and a word from the shell once the game has ended, however it ends
      type('fg; echo "game ended $?"\r');
      await waitFor(() => after('fg; echo').includes('> tc 1') || /game ended \d/.test(screen()));
      type('\r');
      await waitFor(() => after('fg; echo').includes('from column 1') || /game ended \d/.test(screen()));
      type('q\r');
      await waitFor((s) => /game ended \d/.test(s));
      const resumed = after('fg; echo');
      expect(resumed).toMatch(/\n> tc 1[^]*9S from column 1 to cell 1\n[^]*Your game is saved as/);
      expect(screen()).toContain('continues it.\ngame ended 0\n');
      type('exit\r');
      await ended;
    } finally {
      shell.kill('SIGKILL');
    }
  }, 60000);
});

describe('Ctrl-Z on a terminal where nothing can stop the game (no job control: tmux new freecell, ssh -t host freecell)', () => {
  it('does nothing: the line editor keeps the terminal, the line typed so far goes on, and Ctrl-C still ends the input', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-suspend-'));
    dirs.push(dir);
    const copy = path.join(dir, 'typescript');
    // `script` runs the command as the first program of a terminal of its own: the kernel discards a stop of its process group
    const command = `'${process.execPath}' '${BIN}' --game 5 --ascii; echo "game ended $?"`;
    const script = spawn('script', ['-qfec', command, copy], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: path.join(dir, 'home'), NO_COLOR: '1', TERM: 'xterm' }, stdio: ['pipe', 'ignore', 'ignore'] });
    script.stdin!.on('error', () => undefined);
    const ended = new Promise((resolve) => script.on('close', resolve));
    const screen = (): string => visible(fs.existsSync(copy) ? fs.readFileSync(copy, 'utf8') : '');
    const waitFor = async (check: (screen: string) => boolean): Promise<void> => {
      const end = Date.now() + 20000;
      while (!check(screen())) {
        if (Date.now() > end) throw new Error(`timed out waiting; the screen:\n${screen()}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    try {
      await waitFor((s) => s.endsWith('\n> '));
      script.stdin!.write('tc 1');
      await waitFor((s) => s.endsWith('> tc 1'));
      script.stdin!.write('\u001a');
      script.stdin!.write(' 1\r');
      await waitFor((s) => s.includes('9S from column 1 to cell 1'));
      await waitFor((s) => s.endsWith('\n> '));
      script.stdin!.write('\u0003');
      await ended;
      expect(screen()).toContain('> tc 1 1\n');
      expect(screen()).toMatch(/Your game is saved as \w+[^]*\ngame ended 0\n/);
    } finally {
      script.kill('SIGKILL');
    }
  }, 60000);
});

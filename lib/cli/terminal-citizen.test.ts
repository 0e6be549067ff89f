// The game as a citizen of the terminal: what reaches the screen from input that is not typed, and the keys a terminal reserves.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BIN, ENV, quote, tempDirs, typedTerminal } from './test-terminal';


const tempDir = tempDirs('citizen');

/** Runs `command` (a shell command line) with standard output on a pseudo-terminal (util-linux `script`), and returns what that terminal was sent. */
function onTerminalOutput(command: string, dir: string, env: Record<string, string | undefined> = { NO_COLOR: '1', TERM: 'xterm' }): string {
  const all: Record<string, string | undefined> = { ...ENV, FREECELL_HOME: path.join(dir, 'home'), ...env };
  const r = spawnSync('script', ['-qec', command, path.join(dir, 'typescript')], {
    cwd: dir,
    env: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)),
    input: '',
    timeout: 20000,
  });
  expect(r.status).toBe(0);
  return r.stdout.toString();
}

describe('commands read from a file, shown on a terminal', () => {
  it('are echoed with their control characters made visible: an escape sequence in the file never reaches the terminal', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'moves.txt'), 'tt \u001b]0;title\u0007 1\n\u001b[2Jsave\nq\n');
    const shown = onTerminalOutput(`${quote(process.execPath)} ${quote(BIN)} --game 1 < moves.txt`, dir);
    expect(shown).not.toContain('\u001b');
    expect(shown).not.toContain('\u0007');
    expect(shown).toContain('> tt ^[]0;title^G 1\r\n');
    expect(shown).toContain('> ^[[2Jsave\r\n');
  });
});

describe("the terminal's quit key", () => {
  it('Ctrl-\\ at the prompt ends the game as SIGQUIT does (status 131), the move kept and the terminal as it was', async () => {
    const dir = tempDir();
    const game = `${quote(process.execPath)} ${quote(BIN)} --game 5 --ascii`;
    const t = typedTerminal(`ulimit -c 0; stty -a > before; ${game}; echo "status $?"; stty -a > after`, dir, path.join(dir, 'home'));
    await t.waitFor((s) => s.endsWith('\n> '));
    t.type('tc 1 1\r');
    await t.waitFor((s) => /from column 1 to cell 1[^]*\n> $/.test(s));
    // Should the key not end the game, q ends it after the complaint
    t.type('\u001cq\r');
    await t.waitFor((s) => /status \d+/.test(s) || s.includes('is not a command'));
    if (!/status \d+/.test(t.screen())) t.type('q\r');
    await t.ended;
    expect(t.screen()).toMatch(/status 131/);
    expect(fs.readFileSync(path.join(dir, 'after'), 'utf8')).toBe(fs.readFileSync(path.join(dir, 'before'), 'utf8'));
    const saves = spawnSync(process.execPath, [BIN, 'saves', '--json'], { env: { ...ENV, FREECELL_HOME: path.join(dir, 'home') } });
    expect(JSON.parse(saves.stdout.toString())).toMatchObject([{ moves: 2 }]); // 9S to a cell, and AD sent home by autoplay
  }, 60000);
});

describe('colour on a terminal of no known type', () => {
  it('with TERM unset or empty, deal draws no colour, as with TERM=dumb; a known type still gets it', () => {
    const deal = `${quote(process.execPath)} ${quote(BIN)} deal 1`;
    const colourless = { NO_COLOR: undefined, FORCE_COLOR: undefined };
    expect(onTerminalOutput(deal, tempDir(), { ...colourless, TERM: undefined })).not.toContain('\u001b');
    expect(onTerminalOutput(deal, tempDir(), { ...colourless, TERM: '' })).not.toContain('\u001b');
    expect(onTerminalOutput(deal, tempDir(), { ...colourless, TERM: 'xterm' })).toContain('\u001b[31m');
  });
});

describe('the line editor on a terminal of no known type', () => {
  it.each([
    ['unset', 'env -u TERM'],
    ['empty', 'env TERM='],
    ['dumb', 'env TERM=dumb'],
  ])('with TERM %s, sends no cursor movement or erasing, as a dumb terminal needs; a known type still gets them', async (_name, env) => {
    const sent = async (prefix: string): Promise<string> => {
      const dir = tempDir();
      const t = typedTerminal(`${prefix} ${quote(process.execPath)} ${quote(BIN)} --game 5 --ascii; echo "status $?"`, dir, path.join(dir, 'home'));
      await t.waitFor((s) => s.endsWith('\n> '));
      t.type('tc 1 1\r');
      await t.waitFor((s) => /from column 1 to cell 1[^]*\n> $/.test(s));
      // Ctrl-L with a word typed: the board drawn again, and the word kept on the new prompt
      t.type('stats\u000c');
      await t.waitFor((s) => (s.match(/FreeCell - game 5/g) ?? []).length === 3 && s.endsWith('> stats'));
      // a dumb terminal edits no line: stats is played as typed
      t.type('\r');
      await t.waitFor((s) => /No games counted yet\.\n> $/.test(s));
      t.type('q\r');
      await t.waitFor((s) => /status \d+/.test(s));
      await t.ended;
      expect(t.screen()).toMatch(/status 0/);
      return fs.readFileSync(path.join(dir, 'typescript'), 'utf8');
    };
    expect(await sent(env)).not.toMatch(/\u001b\[[0-9;?]*[A-Za-z]/);
    expect(await sent('env TERM=xterm')).toMatch(/\u001b\[\d*G/);
  }, 60000);
});

describe('a terminal of no known type, resized, and its Backspace key', () => {
  it('with TERM unset, a resize sends no cursor movement or erasing, and Backspace erases the character before it', async () => {
    const dir = tempDir();
    // the terminal resized from another process once the game waits for a line (a resize needs no foreground)
    const resize = '(while [ ! -e resize-now ]; do sleep 0.05; done; stty cols 60 rows 20; touch resized) &';
    const t = typedTerminal(`${resize} env -u TERM ${quote(process.execPath)} ${quote(BIN)} --game 5 --ascii; echo "status $?"`, dir, path.join(dir, 'home'));
    await t.waitFor((s) => s.endsWith('\n> '));
    fs.writeFileSync(path.join(dir, 'resize-now'), '');
    while (!fs.existsSync(path.join(dir, 'resized'))) await new Promise((r) => setTimeout(r, 20));
    // tc 1 2, then Backspace and 1: tc 1 1 is played
    t.type('tc 1 2\u007f1\r');
    await t.waitFor((s) => /from column 1 to cell 1[^]*\n> $/.test(s));
    t.type('q\r');
    await t.waitFor((s) => /status \d+/.test(s));
    await t.ended;
    const sent = fs.readFileSync(path.join(dir, 'typescript'), 'utf8');
    expect(sent).toMatch(/status 0/);
    expect(sent).not.toMatch(/\u001b\[[0-9;?]*[A-Za-z]/);
    expect(sent).toContain('tc 1 2\u007f\b \b1');
  }, 60000);
});

describe('the CLICOLOR conventions', () => {
  const deal = `${quote(process.execPath)} ${quote(BIN)} deal 1`;
  const colourless = { NO_COLOR: undefined, FORCE_COLOR: undefined, CLICOLOR: undefined, CLICOLOR_FORCE: undefined };

  it('CLICOLOR=0 turns colour off on a terminal; another CLICOLOR leaves it on', () => {
    expect(onTerminalOutput(deal, tempDir(), { ...colourless, TERM: 'xterm', CLICOLOR: '0' })).not.toContain('\u001b');
    expect(onTerminalOutput(deal, tempDir(), { ...colourless, TERM: 'xterm', CLICOLOR: '1' })).toContain('\u001b[31m');
  });
});

describe('typing on a terminal with the output going to a file', () => {
  it('shows what is typed on the terminal, and writes no terminal control sequences into the file', async () => {
    const dir = tempDir();
    const out = path.join(dir, 'out.txt');
    const written = (): string => (fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '');
    const t = typedTerminal(`${quote(process.execPath)} ${quote(BIN)} --game 5 --ascii > out.txt; echo "status $?"`, dir, path.join(dir, 'home'));
    const end = Date.now() + 20000;
    while (!written().endsWith('\n> ') && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    t.type('tc 1 1\r');
    await t.waitFor(() => written().includes('9S from column 1 to cell 1'));
    t.type('q\r');
    await t.waitFor((s) => /status \d+/.test(s));
    await t.ended;
    expect(t.screen()).toMatch(/tc 1 1\nq\nstatus 0/);
    expect(written()).not.toContain('\u001b');
    expect(written()).toContain('9S from column 1 to cell 1');
    expect(written()).toContain('Your game is saved as');
  }, 60000);

  it.each([
    ['Ctrl-C', 130, '\u0003'],
    ['Ctrl-\\', 131, '\u001c'],
  ])('%s after a move is the terminal\'s key: the game ends by its signal (status %i), kept, its lock gone, the terminal as it was', async (_name, status, key) => {
    const dir = tempDir();
    const out = path.join(dir, 'out.txt');
    const written = (): string => (fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '');
    // The shell itself lets the key's signal pass, so that it goes on to say how the game ended.
    const t = typedTerminal(`ulimit -c 0; trap '' INT QUIT; stty -a > before; ${quote(process.execPath)} ${quote(BIN)} --game 5 --ascii > out.txt; echo "status $?"; stty -a > after`, dir, path.join(dir, 'home'));
    const end = Date.now() + 20000;
    while (!written().endsWith('\n> ') && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    t.type('tc 1 1\r');
    await t.waitFor(() => written().includes('9S from column 1 to cell 1'));
    t.type(key);
    await t.waitFor((s) => /status \d+/.test(s));
    await t.ended;
    expect(/status (\d+)/.exec(t.screen())![1]).toBe(String(status));
    expect(written()).not.toContain('Your game is saved as');
    expect(fs.readFileSync(path.join(dir, 'after'), 'utf8')).toBe(fs.readFileSync(path.join(dir, 'before'), 'utf8'));
    const games = path.join(dir, 'home', 'games');
    expect(fs.readdirSync(games).filter((f) => f.endsWith('.lock'))).toEqual([]);
    const saves = spawnSync(process.execPath, [BIN, 'saves', '--json'], { env: { ...ENV, FREECELL_HOME: path.join(dir, 'home') } });
    expect(JSON.parse(saves.stdout.toString())).toMatchObject([{ moves: 2 }]);
  }, 60000);
});

describe('the progress bar of solve --range on a narrow terminal', () => {
  it.each([
    ['en', 60],
    ['pt', 80],
  ])('in %s on %i columns, each drawing of it fits in one row, so that it is drawn again in place, never scrolling the screen a row a drawing', (lang, columns) => {
    const dir = tempDir();
    const file = path.join(dir, 'results.jsonl');
    const seen = onTerminalOutput(`stty cols ${columns} rows 30 && ${quote(process.execPath)} ${quote(BIN)} solve --range 1-300 --jobs 2 --jsonl ${quote(file)} --lang ${lang}`, dir);
    const drawings = seen.split(/\r\n|\n|\r/).filter((row) => /\d\/300 /.test(row));
    expect(drawings.length).toBeGreaterThan(0);
    for (const row of drawings) expect(Array.from(row).length).toBeLessThan(columns);
    expect(drawings.at(-1)).toMatch(/300\/300/);
  }, 40000);
});

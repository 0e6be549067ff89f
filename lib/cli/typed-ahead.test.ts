// Lines pasted after a refused one, on a real terminal: dropped and named, where piped input reads on.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BIN, ENV, ROOT, type TypedTerminal, quote, tempDirs, typedTerminal } from './test-terminal';

const tempDir = tempDirs('typed-ahead');

describe('lines typed ahead of a refused one', () => {
  /** Game 1 at a terminal, `pipe` after it on the command line, waiting for its first command. */
  const game = async (pipe: string): Promise<TypedTerminal> => {
    const dir = tempDir();
    const t = typedTerminal(`${quote(process.execPath)} ${quote(BIN)} --game 1 --ascii --no-status${pipe}; echo "status $?"`, dir, path.join(dir, 'home'));
    await t.waitFor((s) => s.endsWith('\n> '));
    return t;
  };

  it.each([
    ['with the line editor', ''],
    ['without the line editor (the output to a pipe)', ' | cat'],
  ])('on a terminal %s, pasted after a refused move, are not played; the game goes on from the next line typed', async (_how, pipe) => {
    const t = await game(pipe);
    // one paste: a refused move, then two moves meant for the game it would have left
    t.type('tf 1\r6a\r6b\r');
    await t.waitFor((s) => s.includes('not played'));
    await t.waitFor((s) => s.endsWith('\n> '));
    const screen = t.screen();
    expect(screen).toContain('The 2 lines typed after the refused one were not played: "6a", "6b".');
    expect(screen).not.toContain('FreeCell - game 1 - 1 move');
    if (pipe === '') {
      // the user guide shows this screen as it is, from the prompt on
      const shown = screen.slice(screen.lastIndexOf('> tf 1')).replace(/\n> $/, '\n');
      expect(shown.split('\n')).toHaveLength(6);
      const guide = fs.readFileSync(path.join(ROOT, 'docs', 'user-guide.md'), 'utf8');
      expect(guide).toContain(shown.replace(/^/gm, '    ').replace(/ +$/, ''));
    }
    t.type('6a\r');
    await t.waitFor((s) => s.includes('FreeCell - game 1 - 1 move'));
    await t.waitFor((s) => s.endsWith('\n> '));
    t.type('q\r');
    await t.ended;
    expect(t.screen()).toMatch(/status 0/);
    expect(t.screen()).not.toContain('FreeCell - game 1 - 2 moves');
  }, 60000);

  it.each([
    ['with the line editor', ''],
    ['without the line editor', ' | cat'],
  ])('%s, a Ctrl-D typed ahead still ends the game, the lines before it dropped', async (_how, pipe) => {
    const t = await game(pipe);
    t.type('tf 1\r6a\r\u0004');
    await t.ended;
    expect(t.screen()).toContain('The line typed after the refused one was not played: "6a".');
    expect(t.screen()).not.toContain('FreeCell - game 1 - 1 move');
    expect(t.screen()).toMatch(/status 0/);
  }, 60000);

  it('from piped input (a script of moves), a refused line does not stop the lines after it', () => {
    const dir = tempDir();
    const r = spawnSync(process.execPath, [BIN, '--game', '1', '--ascii', '--no-status'], { env: { ...ENV, FREECELL_HOME: path.join(dir, 'home') }, input: 'tf 1\n6a\n6b\nq\n' });
    expect(r.status).toBe(0);
    const out = r.stdout.toString();
    expect(out).toContain('FreeCell - game 1 - 2 moves');
    expect(out).not.toContain('not played');
  });
});

describe('Ctrl-C typed while the game is busy (a hint being looked for)', () => {
  it('does not end the game: what was typed meanwhile is dropped, ^C comes before the next prompt, and the game goes on', async () => {
    const dir = tempDir();
    const t = typedTerminal(`${quote(process.execPath)} ${quote(BIN)} --game 5 --ascii --no-status; echo "status $?"`, dir, path.join(dir, 'home'));
    await t.waitFor((s) => s.endsWith('\n> '));
    // hint, a line typed ahead, then Ctrl-C, all before the game answers the hint
    t.type('hint\r6a\r\u0003');
    await t.waitFor((s) => /Hint: [^]*\^C\n> $/.test(s));
    t.type('q\r');
    await t.ended;
    const screen = t.screen();
    expect(screen).toMatch(/\^C\n> q\nstatus 0/);
    // the line typed ahead was dropped with the Ctrl-C, never played
    expect(screen).not.toContain('FreeCell - game 5 - 1 move');
  }, 60000);
});

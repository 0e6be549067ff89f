// The screen through piped sessions: redraw, the header, undo and redo in words, lose moments, giving up, --four-colour and --plain.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PassThrough } from 'node:stream';
import { type CliIO, REDRAW_LINE, terminalLineReader } from './io';
import { sentenceText } from './play';
import { runInMemory } from './memory-io';

const BUILD_IO = path.join(__dirname, '..', '..', 'build', 'lib', 'cli', 'io.js');

/** Runs a piped session without colour and returns what it printed; the status must be 0. */
function session(args: string[], input: string, env: Record<string, string> = { NO_COLOR: '1' }): string {
  const r = runInMemory(args, input, env);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout;
}

/** The lines of a session's output. */
function lines(text: string): string[] {
  return text.split('\n');
}

/** Moves of game 12 after which 82 turns a winnable position into one that cannot be won. */
const GAME_12 = '5b\n6a\n2d\n2c\n';

describe('the header', () => {
  it('names the rules that differ from the variant, and counts moves typed apart from autoplay', () => {
    const out = lines(session(['--game', '617', '--ascii', '--cells', '2', '--aces-home'], 'q\n'));
    expect(out[0]).toBe('FreeCell (2 cells, aces home) - game 617 - 0 moves - time 0:00 - cannot be won');
    const twelve = lines(session(['--game', '12', '--ascii'], '5b\n6a\nq\n'));
    expect(twelve).toContain('FreeCell - game 12 - 1 move + 1 automatic - time 0:00 - winnable');
    expect(twelve).toContain('FreeCell - game 12 - 2 moves + 1 automatic - time 0:00 - winnable');
  });

  it('is plain for the named rules, and in Portuguese', () => {
    expect(lines(session(['--game', '1', '--ascii'], 'q\n'))[0]).toBe('FreeCell - game 1 - 0 moves - time 0:00 - winnable');
    expect(lines(session(['--game', '12', '--ascii', '--lang', 'pt', '--cells', '0'], 'q\n'))[0]).toBe('FreeCell (sem células) - jogo 12 - 0 movimentos - tempo 0:00 - sem solução');
    expect(lines(session(['--game', '12', '--ascii', '--lang', 'pt'], '5b\nq\n'))).toContain('FreeCell - jogo 12 - 1 movimento + 1 automático - tempo 0:00 - tem solução');
  });

  it('shows the time played, a pause longer than two minutes counting as two', () => {
    // The clock is read once when the game starts and once per line: 0 s, then 75 s, then 75 s + 1 hour away, then 10 s more.
    const times = [0, 75_000, 3_675_000, 3_685_000];
    let call = 0;
    const r = runInMemory(['--game', '617', '--ascii', '--no-status'], 'tc 1 1\nredraw\nredraw\nq\n', { NO_COLOR: '1' }, { now: () => times[Math.min(call++, times.length - 1)]! });
    const headers = lines(r.stdout).filter((l) => l.includes('FreeCell - game 617'));
    expect(headers).toEqual([
      'FreeCell - game 617 - 0 moves - time 0:00',
      'FreeCell - game 617 - 1 move - time 1:15',
      'FreeCell - game 617 - 1 move - time 3:15',
      'FreeCell - game 617 - 1 move - time 3:25',
    ]);
  });
});

describe('redraw', () => {
  it('draws the whole board again, the same as after the last move', () => {
    const out = session(['--game', '617', '--ascii'], 'tc 1 1\nredraw\nq\n');
    const afterMove = out.slice(out.indexOf('> tc 1 1\n') + '> tc 1 1\n'.length, out.indexOf('\nJD from column 1 to cell 1'));
    const redrawn = out.slice(out.indexOf('> redraw\n') + '> redraw\n'.length, out.indexOf('> q'));
    expect(redrawn).toBe(afterMove);
    expect(redrawn.startsWith('FreeCell - game 617 - 1 move - time 0:00 - winnable\n')).toBe(true);
  });

  it('takes no arguments', () => {
    expect(session(['--game', '1', '--ascii'], 'redraw 2\nq\n')).toContain('> redraw 2\nredraw does not take "2"; it takes no arguments.\n');
  });
});

describe('a terminal resized while the game waits for a line', () => {
  it('draws the board again to the new size, as Ctrl-L does, and what was typed stays on the line', async () => {
    const input = new PassThrough();
    const output = Object.assign(new PassThrough(), { columns: 100, rows: 40 });
    let shown = '';
    output.on('data', (d: Buffer) => (shown += d.toString()));
    const reader = terminalLineReader(input, output);
    try {
      const first = reader.next('> ');
      input.write('tt 1');
      output.columns = 40;
      output.emit('resize');
      expect(await first).toBe(REDRAW_LINE);
      // the screen is cleared from the top, for the board drawn again at the new width
      expect(shown).toContain('\u001b[1;1H\u001b[0J');
      const second = reader.next('> ');
      input.write(' 2\r');
      expect(await second).toBe('tt 1 2');
      // a resize while the program is busy (no line asked for) draws nothing: the next prompt comes after the program's own output
      const before = shown.length;
      output.emit('resize');
      expect(shown.slice(before)).not.toContain('\u001b[1;1H');
      const third = reader.next('> ');
      input.write('q\r');
      expect(await third).toBe('q');
    } finally {
      reader.end();
    }
  });
  it('draws nothing again when told not to (--plain: a screen reader says the board only when asked)', async () => {
    const input = new PassThrough();
    const output = Object.assign(new PassThrough(), { columns: 100, rows: 40 });
    let shown = '';
    output.on('data', (d: Buffer) => (shown += d.toString()));
    const reader = terminalLineReader(input, output);
    reader.redrawOnResize(false);
    try {
      const line = reader.next('> ');
      input.write('tt 1');
      output.emit('resize');
      input.write(' 2\r');
      expect(await line).toBe('tt 1 2');
      expect(shown).not.toContain('\u001b[1;1H');
    } finally {
      reader.end();
    }
  });
});

describe('Ctrl-L on a terminal', () => {
  it('reads as redraw, and what was typed before it stays on the line', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    output.resume();
    const reader = terminalLineReader(input, output);
    try {
      const first = reader.next('> ');
      input.write('tt 1');
      input.write('\u000c');
      expect(await first).toBe(REDRAW_LINE);
      const second = reader.next('> ');
      input.write(' 2\r');
      expect(await second).toBe('tt 1 2');
    } finally {
      reader.end();
    }
  });

  /**
   * Reads lines with the built terminal reader over fake streams, in a
   * process of its own whose TERM is `term` (Node's readline reads the
   * process's own TERM, which a test cannot set), typing each line's keys
   * one at a time as a person does (keys that come together are read as a
   * paste), on a terminal `columns` wide (none: unlimited). Returns the
   * lines read and, for each, what was shown once its prompt was asked for.
   */
  function typeLines(term: string, lines: readonly (readonly string[])[], columns?: number): { lines: string[]; shown: string[] } {
    const script = `
      const { PassThrough } = require('node:stream');
      const { terminalLineReader } = require(${JSON.stringify(BUILD_IO)});
      const input = new PassThrough();
      const output = Object.assign(new PassThrough(), { columns: ${JSON.stringify(columns ?? null)} ?? undefined });
      let text = '';
      output.on('data', (d) => (text += d.toString()));
      const reader = terminalLineReader(input, output);
      const turn = () => new Promise((r) => setImmediate(r));
      (async () => {
        const result = { lines: [], shown: [] };
        for (const keys of ${JSON.stringify(lines)}) {
          const from = text.length;
          const line = reader.next('> ');
          for (const key of keys) {
            input.write(key);
            await turn();
          }
          result.lines.push(await line);
          result.shown.push(text.slice(from));
        }
        reader.end();
        process.stdout.write(JSON.stringify(result));
      })();`;
    const r = spawnSync(process.execPath, ['-e', script], { env: { ...process.env, TERM: term }, encoding: 'utf8', timeout: 10000 });
    expect(r.stderr).toBe('');
    return JSON.parse(r.stdout) as { lines: string[]; shown: string[] };
  }

  /** What a terminal shows of `text`, its control sequences left out. */
  const visibleText = (text: string): string => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');

  it.each(['xterm', 'dumb'])('puts the cursor after the kept text (TERM=%s): 6, Ctrl-L, a and Enter read as 6a, the prompt drawn again with the 6', (term) => {
    const r = typeLines(term, [['6', '\u000c'], ['a', '\r']]);
    expect(r.lines).toEqual([REDRAW_LINE, '6a']);
    // once the board is drawn again: the prompt, the kept 6, then the a after it
    expect(visibleText(r.shown[1]!)).toMatch(/^> 6a\r?\n?$/);
  });

  it('clears a kept text longer than a row from the top of the screen, and draws it again below the board without moving up into it', () => {
    const long = 'y'.repeat(30);
    const r = typeLines('xterm', [[long, '\u000c'], ['x', '\r']], 20);
    expect(r.lines).toEqual([REDRAW_LINE, `${long}x`]);
    // readline has drawn the prompt and the line from the top left (two rows of 20): they are cleared from there down
    expect(r.shown[0]!.endsWith('\u001b[1;1H\u001b[0J')).toBe(true);
    // the board is drawn next, then the prompt: on the row after it, no cursor up
    expect(r.shown[1]!).not.toMatch(/\u001b\[\d*A/);
    expect(visibleText(r.shown[1]!)).toMatch(new RegExp(`^> ${long}x`));
  });

  it('keeps the cursor where it was within the kept text', () => {
    // 6a, the cursor moved back before the a, Ctrl-L, then b
    expect(typeLines('xterm', [['6', 'a', '\u001b[D', '\u000c'], ['b', '\r']]).lines).toEqual([REDRAW_LINE, '6ba']);
  });

  it.each(['xterm', 'dumb'])('in a game on a pseudo-terminal (TERM=%s): 6, Ctrl-L, x and Enter reach the game as 6x', async (term) => {
    const ROOT = path.join(__dirname, '..', '..');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-ctrl-l-'));
    // script(1) keeps a copy of the session in a file: a private one, never a system path
    const copy = path.join(dir, 'typescript');
    const command = [process.execPath, path.join(ROOT, 'bin', 'freecell'), '--game', '5', '--ascii'].map((a) => `'${a}'`).join(' ');
    const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')), FREECELL_HOME: path.join(dir, 'home'), NO_COLOR: '1', TERM: term };
    const script = spawn('script', ['-qfec', command, copy], { cwd: ROOT, env, stdio: ['pipe', 'ignore', 'ignore'] });
    script.stdin!.on('error', () => undefined);
    const ended = new Promise((resolve) => script.on('close', resolve));
    // what the terminal shows, its control sequences left out
    const screen = (): string => visibleText(fs.existsSync(copy) ? fs.readFileSync(copy, 'utf8') : '').replace(/\r/g, '');
    const waitFor = async (check: () => boolean): Promise<void> => {
      const end = Date.now() + 15000;
      while (!check()) {
        if (Date.now() > end) throw new Error(`timed out waiting; the screen:\n${screen()}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const boards = (): number => screen().split('FreeCell - game 5').length - 1;
    const lastLine = (): string => screen().slice(screen().lastIndexOf('\n') + 1);
    try {
      await waitFor(() => boards() === 1 && lastLine() === '> ');
      // one key at a time, each seen on the screen before the next
      script.stdin!.write('6');
      await waitFor(() => lastLine().includes('6'));
      script.stdin!.write('\u000c');
      await waitFor(() => boards() === 2 && lastLine().startsWith('> '));
      script.stdin!.write('x');
      await waitFor(() => lastLine().includes('x'));
      script.stdin!.write('\r');
      await waitFor(() => screen().includes('is not a command'));
      expect(screen()).toContain('\n> 6x\n"6x" is not a command; type h for the list of commands.\n');
      script.stdin!.write('q\r');
      await ended;
    } finally {
      script.kill('SIGKILL');
    }
  }, 30000);
});

describe('a terminal that is gone', () => {
  it('calls hungUp instead of ending the input when its settings can no longer be restored (EIO), and says nothing', async () => {
    const input = Object.assign(new PassThrough(), {
      isTTY: true,
      setRawMode(mode: boolean) {
        if (!mode) throw Object.assign(new Error('setRawMode EIO'), { code: 'EIO' });
        return this;
      },
    });
    const output = new PassThrough();
    let shown = '';
    output.on('data', (d: Buffer) => (shown += d.toString()));
    let hungUp = 0;
    const reader = terminalLineReader(input, output, () => hungUp++);
    const line = reader.next('> ');
    let answered = false;
    void line.then(() => (answered = true));
    input.end();
    await new Promise((r) => setImmediate(r));
    expect(hungUp).toBe(1);
    expect(answered).toBe(false);
    expect(shown).not.toContain('\n');
  });
});

describe('undo and redo speak in cards and piles', () => {
  it('names the cards and where they went, with the autoplay moves', () => {
    const out = lines(session(['--game', '12', '--ascii'], '5b\nu\nredo\nq\n'));
    expect(out).toContain('Undid: 10S back to column 5, with 1 autoplay move.');
    expect(out).toContain('Redid: 10S from column 5 to cell 2, with 1 autoplay move.');
    const pt = lines(session(['--game', '12', '--ascii', '--lang', 'pt'], '5b\nu\nredo\nq\n'));
    expect(pt).toContain('Desfeito: 10S de volta para a coluna 5, com 1 movimento automático.');
    expect(pt).toContain('Refeito: 10S da coluna 5 para a célula 2, com 1 movimento automático.');
  });

  it('names a run of cards', () => {
    const out = lines(session(['--board', 'fixtures/boards/supermove.fcs', '--ascii', '--no-autoplay'], 'tt 1 3\nu\nredo\nq\n'));
    expect(out).toContain('Undid: 7 cards (KS QH JC 10D 9S 8H 7C) back to column 1.');
    expect(out).toContain('Redid: 7 cards (KS QH JC 10D 9S 8H 7C) from column 1 to column 3.');
  });
});

describe('lose moments', () => {
  it('says at once when a move loses the game and how many undos go back; hint counts the undos later', () => {
    const out = lines(session(['--game', '12', '--ascii'], `${GAME_12}82\n58\nhint\nq\n`));
    expect(out).toContain('FreeCell - game 12 - 5 moves + 1 automatic - time 0:00 - cannot be won');
    expect(out).toContain('That move lost the game: this position can no longer be won; 1 undo goes back to one that can.');
    expect(out.filter((l) => l.startsWith('That move lost'))).toHaveLength(1);
    expect(out).toContain('This position cannot be won; 2 undos go back to one that can.');
    const pt = lines(session(['--game', '12', '--ascii', '--lang', 'pt'], `${GAME_12}82\n58\nhint\nq\n`));
    expect(pt).toContain('Esse movimento perdeu o jogo: esta posição não pode mais ser ganha; desfazer 1 movimento volta a uma que pode.');
    expect(pt).toContain('Esta posição não pode ser ganha; desfazer 2 movimentos volta a uma que pode.');
  });

  it('does not blame a move for a game lost before it (the position before was not known to be winnable)', () => {
    // Baker's Game 231: 8b already loses (the header's small search cannot tell), 5d then shows it.
    const out = lines(session(['--game', '231', '--variant', 'bakers', '--ascii'], '8b\n5d\nhint\nq\n'));
    // Not known either way: a question, not a 'status' the player has to decode (and short enough for 80 columns in Portuguese too).
    expect(out).toContain("Baker's Game - game 231 - 1 move + 2 automatic - time 0:00 - winnable?");
    expect(out.filter((l) => l.startsWith('That move lost'))).toEqual([]);
    expect(out).toContain('This position cannot be won; hint says how many undos go back to one that can.');
    expect(out).toContain('This position cannot be won; 2 undos go back to one that can.');
    const pt = lines(session(['--game', '231', '--variant', 'bakers', '--ascii', '--lang', 'pt'], '8b\n5d\nhint\nq\n'));
    expect(pt.filter((l) => l.startsWith('Esse movimento perdeu'))).toEqual([]);
    expect(pt).toContain("Baker's Game - jogo 231 - 1 movimento + 2 automáticos - tempo 0:00 - tem solução?");
    // The screen reader's header is a sentence whose question mark ends it.
    expect(lines(session(['--game', '231', '--variant', 'bakers', '--plain'], '8b\nredraw\nq\n'))).toContain("Baker's Game, game 231, 1 move + 2 automatic, time 0:00; winnable?");
    expect(pt).toContain('Esta posição não pode ser ganha; hint diz quantos movimentos desfazer para voltar a uma que possa.');
  });

  it('stays quiet with --no-status', () => {
    expect(session(['--game', '12', '--ascii', '--no-status'], `${GAME_12}82\nq\n`)).not.toContain('lost the game');
  });

  it('says an impossible deal cannot be won before its first move, and hint and solve say the same', () => {
    const sentence = 'This deal cannot be won, whatever is played from its start; type r for a new deal.';
    const out = lines(session(['--game', '11982', '--ascii'], 'hint\nsolve\nq\n'));
    expect(out[0]).toBe('FreeCell - game 11982 - 0 moves - time 0:00 - cannot be won');
    expect(out.filter((l) => l === sentence)).toHaveLength(3);
  });

  it('names game N, not r, as the way out of a deck or a board that cannot be won, since r deals it again', () => {
    const sentence = 'This deal cannot be won, whatever is played from its start; type game N for a numbered deal, or q to quit.';
    const out = lines(session(['--deck', 'fixtures/decks/lost-in-four.txt', '--ascii'], 'hint\nr\nq\n'));
    expect(out.filter((l) => l === sentence)).toHaveLength(3);
    expect(out.filter((l) => l.includes('type r for a new deal'))).toHaveLength(0);
    const pt = lines(session(['--deck', 'fixtures/decks/lost-in-four.txt', '--ascii', '--lang', 'pt'], 'q\n'));
    expect(pt).toContain('Esta distribuição não pode ser ganha, jogue-se o que for desde o início; digite game N para uma distribuição numerada, ou q para sair.');
  });

  it('names game N, not r, when a deck is lost, since r deals it again', () => {
    const lost = 'tc 1 1\ntc 2 2\ntc 3 3\ntc 4 4\nq\n';
    expect(lines(session(['--deck', 'fixtures/decks/lost-in-four.txt', '--ascii'], lost))).toContain(
      'No legal move is left: this game is lost. Type u to undo, restart to play this one again, game N for a numbered deal, or q to quit.',
    );
    expect(lines(session(['--deck', 'fixtures/decks/lost-in-four.txt', '--ascii', '--lang', 'pt'], lost))).toContain(
      'Não há mais movimentos: este jogo está perdido. Digite u para desfazer, restart para jogar esta de novo, game N para uma distribuição numerada, ou q para sair.',
    );
  });

});

describe('giving up a started game for a new deal', () => {
  const question = 'Give up this game (1 move typed) for a new deal? It will count as given up in your statistics.\nType y to give up; show, help or redraw to look first; anything else plays on.\n';

  it('asks first; anything but y plays on, y gives up and says the statistics count it as given up', () => {
    const out = session(['--game', '617', '--ascii'], 'save\ntc 1 1\nr\nno\nr\ny\nq\n');
    expect(out).toContain(`> r\n${question}> no\nThe game goes on.\n> r\n${question}> y\nGame given up: the statistics count it as given up.\nFreeCell - game `);
    const pt = session(['--game', '617', '--ascii', '--lang', 'pt'], 'save\ntc 1 1\nr\ns\nq\n');
    expect(pt).toContain('> r\nDesistir deste jogo (1 movimento digitado) por uma nova distribuição? Ele contará como desistência nas suas estatísticas.\nDigite s para desistir; show, help ou redraw para ver antes; senão, continua.\n> s\nJogo abandonado: as estatísticas o contam como desistência.\nFreeCell - jogo ');
  });

  it('still asks, and counts the game as given up, after a restart or after undoing every move (no dodging a loss)', () => {
    const back = 'Give up this game (back at its start) for a new deal? It will count as given up in your statistics.\nType y to give up; show, help or redraw to look first; anything else plays on.\n';
    const given = '1 game played\n  0 won (0%), 0 lost, 1 given up, 0 solved with help\n';
    for (const undo of ['restart', 'u']) {
      const out = session(['--game', '617', '--ascii'], `save\ntc 1 1\n${undo}\nr\ny\nstats\nq\n`);
      expect(out).toContain(`> r\n${back}> y\nGame given up: the statistics count it as given up.\nFreeCell - game `);
      expect(out).toContain(`> stats\nfreecell, numbered deals: ${given}`);
    }
    const pt = session(['--game', '617', '--ascii', '--lang', 'pt'], 'save\ntc 1 1\nrestart\nr\ns\nq\n');
    expect(pt).toContain('> r\nDesistir deste jogo (de volta ao início) por uma nova distribuição? Ele contará como desistência nas suas estatísticas.\n');
    // given up once is counted once, whatever follows; a deal no move was made in is left without a question
    const once = session(['--game', '617', '--ascii'], 'save\ntc 1 1\nr\ny\nr\nstats\nq\n');
    expect(once.split('Give up this game').length).toBe(2);
    expect(once).toContain(`> stats\nfreecell, numbered deals: ${given}`);
  });

  it('does not speak of the statistics when they will not count the game (statistics off, or a piped game not kept)', () => {
    const off = session(['--game', '617', '--ascii', '--no-statistics'], 'save\ntc 1 1\nr\ny\nstats\nq\n');
    expect(off).toContain('> r\nGive up this game (1 move typed) for a new deal?\nType y to give up; show, help or redraw to look first; anything else plays on.\n> y\nGame given up.\nFreeCell - game ');
    expect(off).toContain('> stats\nNo games counted yet.\n');
    expect(session(['--game', '617', '--ascii'], 'tc 1 1\nr\ny\nq\n')).toContain('> r\nGive up this game (1 move typed) for a new deal?\nType y to give up; show, help or redraw to look first; anything else plays on.\n> y\nGame given up.\n');
    const pt = session(['--game', '617', '--ascii', '--lang', 'pt'], 'tc 1 1\nr\ns\nq\n');
    expect(pt).toContain('> r\nDesistir deste jogo (1 movimento digitado) por uma nova distribuição?\nDigite s para desistir; show, help ou redraw para ver antes; senão, continua.\n> s\nJogo abandonado.\n');
  });

  it('asks first for game ms:N and game pysol:N too, and deals that game once the player agrees', () => {
    for (const [target, header] of [['ms:5', 'FreeCell - game 5 - 0 moves'], ['pysol:123456', 'FreeCell - PySol deal 123456 - 0 moves']]) {
      const out = session(['--game', '617', '--ascii'], `save\ntc 1 1\ngame ${target}\nno\ngame ${target}\ny\nq\n`);
      expect(out).toContain(`> game ${target}\n${question}> no\nThe game goes on.\n> game ${target}\n${question}> y\nGame given up: the statistics count it as given up.\n${header}`);
    }
  });

  it('does not ask before any move, nor in the CSE 231 style', () => {
    expect(session(['--game', '617', '--ascii'], 'r\nq\n')).not.toContain('Give up');
    expect(session(['--game', '617', '--style', 'cse231', '--ascii'], 'tc 1 1\nR\nq\n')).not.toContain('Give up');
  });

  it('counts the game as given up only when the player agrees', () => {
    const stats = (input: string): string => {
      const out = session(['--game', '617', '--ascii'], input);
      return out.slice(out.lastIndexOf('> stats') + '> stats\n'.length, out.lastIndexOf('> q'));
    };
    // `save` keeps the game, and with it the statistics of this session.
    expect(stats('save\ntc 1 1\nr\nn\nstats\nq\n')).toBe('No games counted yet.\n');
    expect(stats('save\ntc 1 1\nr\ny\nstats\nq\n')).toMatch(/^freecell, numbered deals: 1 game played\n  0 won \(0%\), 0 lost, 1 given up, /);
  });
});

describe('a command with the wrong number of arguments', () => {
  it('shows its usage in the language of the game, placeholders included', () => {
    const out = lines(session(['--game', '1', '--ascii', '--lang', 'pt'], 'tt 1\nct 1\nsave a b\nh 2 3\ngame\nsolve short now\nq\n'));
    expect(out).toContain('tt precisa de 2 ou 3 números, não 1: tt COLUNA COLUNA [QUANTIDADE].');
    expect(out).toContain('ct precisa de 2 números, não 1: ct CÉLULA COLUNA.');
    expect(out).toContain('save não aceita "b"; uso: save [ARQUIVO] (ponha entre aspas um nome com espaços).');
    expect(out).toContain('h não aceita "3"; uso: h [COMANDO].');
    expect(out).toContain('Uso: game NÚMERO.');
    expect(out).toContain('solve não aceita "now"; uso: solve [short].');
    expect(lines(session(['--game', '1', '--ascii'], 'tt 1\nq\n'))).toContain('tt needs 2 or 3 numbers, not 1: tt COLUMN COLUMN [COUNT].');
  });
});

describe('a short terminal', () => {
  /** A board whose first column holds 15 cards: 4 dealt, then a run from the King of spades down to the 3 of clubs. */
  const LONG_COLUMN = [
    '7D TD KD 4S KS QH JC TH 9C 8H 7C 6H 5C 4H 3C',
    'AC KC 8D 5H 3S JS',
    '2C AD 9D 7H 5S QS',
    '4C 2D JD 9H 6S',
    '6C 3D QD JH 7S',
    '8C 4D AH KH 8S',
    'TC 5D 2H AS 9S',
    'QC 6D 3H 2S TS',
  ].join('\n');

  /** The last screen a session drew: from its last header to the prompt after it, on a terminal `rows` high (none: not known). */
  const lastScreen = (input: string, rows?: number): string[] => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-short-'));
    try {
      const board = path.join(dir, 'long.fcs');
      fs.writeFileSync(board, `${LONG_COLUMN}\n`);
      const r = runInMemory(['--board', board, '--ascii'], input, { NO_COLOR: '1' }, { columns: 80, rows });
      expect(r.status).toBe(0);
      const out = lines(r.stdout);
      const top = out.map((l, i) => (l.startsWith('FreeCell') ? i : -1)).filter((i) => i >= 0).pop() ?? -1;
      const prompt = out.findIndex((l, i) => i > top && l.startsWith('> '));
      return out.slice(top, prompt + 1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('draws a 15-card column, its message and the prompt within 24 rows, header first, dropping blank lines only', () => {
    for (const input of ['q\n', 'tc 2\nq\n', 'redraw\nq\n']) {
      const short = lastScreen(input, 24);
      const tall = lastScreen(input, 40);
      expect(short.length).toBeLessThanOrEqual(24);
      expect(short[0]).toMatch(/^FreeCell/);
      expect(short.filter((l) => l !== '')).toEqual(tall.filter((l) => l !== ''));
      expect(tall).toEqual(lastScreen(input));
    }
    expect(lastScreen('tc 2\nq\n', 24).slice(0, 3)).toEqual([expect.stringMatching(/^FreeCell/), ' cells                  foundations', ' [ JS][   ][   ][   ]   [   ][   ][   ][   ]']);
    expect(lastScreen('tc 2\nq\n', 40)[1]).toBe('');
  });
});

describe('a narrow terminal', () => {
  /** The lines of a session on a terminal `columns` wide, from the first board to the end. */
  const narrow = (args: string[], input: string, columns?: number, env: Record<string, string> = { NO_COLOR: '1' }): string[] => {
    const r = runInMemory(args, input, env, { columns });
    expect(r.status).toBe(0);
    return lines(r.stdout);
  };

  it('puts the foundations under the cells when both do not fit side by side, and the help fits it too', () => {
    const out = narrow(['--game', '1', '--variant', 'eight-off', '--ascii'], 'h\nq\n', 60);
    expect(out.slice(2, 8)).toEqual([
      ' cells',
      ' [ 6S][ 9C][ 2H][ 6H][   ][   ][   ][   ]',
      '   1    2    3    4    5    6    7    8',
      ' foundations',
      ' [   ][   ][   ][   ]',
      '   1    2    3    4',
    ]);
    expect(out.filter((l) => l.length > 60)).toEqual([]);
    expect(out).toContain('  35 3a a5 8h    standard notation: a column number, a cell');
    const all = narrow(['--game', '1', '--variant', 'eight-off', '--ascii'], 'help all\nq\n', 60);
    expect(all.filter((l) => l.length > 60)).toEqual([]);
    expect(all).toContain('  35 3a a5 8h       standard notation: a column number, a');
  });

  it('with --plain breaks a sentence longer than the terminal between two words, never inside one, and keeps whole one that fits', () => {
    const input = 'tc 1\n3\nfoo\nshow 2\nh\nredraw\nq\n';
    const args = ['--game', '617', '--plain'];
    const whole = narrow(args, input);
    const at40 = narrow(args, input, 40);
    expect(at40.filter((l) => l.length > 40)).toEqual([]);
    expect(at40.join(' ').replace(/\s+/g, ' ')).toBe(whole.join(' ').replace(/\s+/g, ' '));
    expect(at40.slice(0, 3)).toEqual(['FreeCell, game 617, 0 moves, time 0:00;', 'winnable.', 'Cells: empty, empty, empty, empty.']);
    expect(at40).toContain('Column 2: ace of diamonds, seven of');
    expect(at40).toContain('That move lost the game: this position');
    // as wide as the longest sentence, or wider than 80 columns: each stays on its line
    expect(narrow(args, input, Math.max(...whole.map((l) => l.length)))).toEqual(whole);
    expect(narrow(args, input, 300)).toEqual(whole);
    expect(narrow([...args, '--lang', 'pt'], input, 40).filter((l) => l.length > 40)).toEqual([]);
  });

  it('says the sentences before and after a game broken between words on a terminal narrower than them, with --plain too (wider than 80 columns, whole)', () => {
    const terminal = (columns: number): CliIO => ({ columns: () => columns, env: {} }) as unknown as CliIO;
    const said = 'This game was kept: freecell --resume abc123 continues it, from any terminal.';
    expect(sentenceText(terminal(40), [said], true)).toBe('This game was kept: freecell --resume\nabc123 continues it, from any terminal.\n');
    expect(sentenceText(terminal(40), [said])).toBe('This game was kept: freecell --resume\nabc123 continues it, from any terminal.\n');
    const long = `${said} ${said}`;
    expect(sentenceText(terminal(200), [long], true)).toBe(`${long}\n`);
    expect(sentenceText(terminal(200), [long]).split('\n').length).toBe(3);
  });

  it('breaks the sentences of deal --plain and replay --plain --verbose between words on a narrow terminal, as the game does', () => {
    const run = (args: string[], input: string, columns?: number): string[] => {
      const r = runInMemory(args, input, { NO_COLOR: '1' }, { columns });
      expect(r.status).toBe(0);
      return lines(r.stdout);
    };
    for (const [args, input] of [
      [['deal', '617', '--plain'], ''],
      [['deal', '617', '--plain', '--lang', 'pt'], ''],
      [['replay', '-', '--game', '617', '--plain', '--verbose'], '1a\n3b\n'],
      [['replay', '-', '--game', '617', '--plain', '--verbose', '--lang', 'pt'], '1a\n3b\n'],
      [['replay', '-', '--game', '617', '--plain'], '1a\n3b\n'],
    ] as const) {
      const whole = run([...args], input);
      const at40 = run([...args], input, 40);
      expect(whole.some((l) => l.length > 40)).toBe(true);
      expect(at40.filter((l) => l.length > 40)).toEqual([]);
      // the same words, broken only where there was a space
      expect(at40.join(' ').replace(/\s+/g, ' ')).toBe(whole.join(' ').replace(/\s+/g, ' '));
      expect(run([...args], input, 200)).toEqual(whole);
    }
    expect(run(['deal', '617', '--plain'], '', 40)).toContain('Column 2: ace of diamonds, seven of');
  });

  it('measures the sentences as a Latin-1 terminal shows them: an ellipsis is three columns there', () => {
    const latin1 = (columns: number): CliIO => ({ columns: () => columns, env: { LANG: 'pt_BR.ISO-8859-1' } }) as unknown as CliIO;
    const said = `cannot read ${'a'.repeat(20)}… here`;
    // 35 columns as UTF-8 counts them, 37 in Latin-1
    expect(sentenceText(latin1(36), [said], true)).toBe(`cannot read ${'a'.repeat(20)}...\nhere\n`);
    expect(sentenceText(latin1(36), [said])).toBe(`cannot read ${'a'.repeat(20)}...\nhere\n`);
  });

  it('draws the help within 40 columns, its headings too', () => {
    for (const args of [['--game', '617'], ['--game', '617', '--plain'], ['--game', '617', '--lang', 'pt']]) {
      expect(narrow(args, 'h\nhelp all\nhelp show\nq\n', 40).filter((l) => l.length > 40)).toEqual([]);
    }
  });

  it('breaks a header too long for the terminal between its pieces, never inside one', () => {
    const args = ['--game', '617', '--cells', '2', '--aces-home', '--lang', 'pt'];
    expect(narrow(args, 'q\n', 60).slice(0, 3)).toEqual(['FreeCell (2 células, ases só para as fundações) · jogo 617 ·', '0 movimentos · tempo 0:00 · sem solução', '']);
    expect(narrow(args, 'q\n', 100)[0]).toBe('FreeCell (2 células, ases só para as fundações) · jogo 617 · 0 movimentos · tempo 0:00 · sem solução');
    expect(narrow(args, 'q\n', 60, { FORCE_COLOR: '1' })[0]).toBe('\u001b[1mFreeCell\u001b[22m (2 células, ases só para as fundações) · jogo 617 ·');
  });

  it('puts a header piece longer than the terminal on lines of its own, broken at its spaces (a word longer than a line cut), so no header line wraps', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-narrow-'));
    const board = path.join(dir, 'a-rather-long-board-file-name.fcs');
    fs.writeFileSync(board, runInMemory(['deal', '1', '--format', 'fcs'], '', {}).stdout);
    const header = (args: string[], columns: number): string[] => {
      const out = narrow(args, 'q\n', columns);
      return out.slice(0, out.indexOf(''));
    };
    expect(header(['--game', '1', '--variant', 'relaxed-seahaven'], 20)).toEqual(['Relaxed Seahaven', 'Towers ·', 'game 1 · 0 moves ·', 'time 0:00 · winnable']);
    expect(header(['--game', '1', '--cells', '2', '--build', 'suit', '--empty', 'kings'], 24)).toEqual([
      'FreeCell (2 cells, built',
      'in the same suit, kings',
      'fill columns) ·',
      'game 1 · 0 moves ·',
      'time 0:00 ·',
      'cannot be won',
    ]);
    expect(header(['--game', 'pysol:123456789'], 20)).toEqual(['FreeCell ·', 'PySol deal', '123456789 ·', '0 moves ·', 'time 0:00 · winnable']);
    expect(header(['--board', board], 20)).toEqual(['FreeCell ·', 'board', 'a-rather-long-board-', 'file-name.fcs ·', '0 moves ·', 'time 0:00 · winnable']);
    expect(header(['--board', board], 30)).toEqual(['FreeCell ·', 'board', 'a-rather-long-board-file-name.', 'fcs ·', '0 moves · time 0:00 · winnable']);
    for (const columns of [20, 24, 30]) {
      for (const args of [['--game', '1', '--variant', 'relaxed-seahaven', '--lang', 'pt'], ['--game', '1', '--cells', '2', '--aces-home', '--moves', 'single'], ['--board', board, '--lang', 'pt']]) {
        expect(narrow(args, 'q\n', columns).filter((l) => l.length > columns)).toEqual([]);
        expect(narrow(args, 'q\n', columns, { FORCE_COLOR: '1' }).filter((l) => l.replace(/\u001b\[[0-9;]*m/g, '').length > columns)).toEqual([]);
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('breaks the last line, where the game waits, at spaces to fit the terminal, and leaves it whole on a pipe', () => {
    const at40 = narrow(['--game', '5', '--ascii'], 's\n6a\nq\n', 40);
    expect(at40.filter((l) => l.length > 40)).toEqual([]);
    const id = /Your game is saved as ([a-z2-9]{6})/.exec(at40.join('\n'))![1];
    expect(at40.slice(-3)).toEqual([`Your game is saved as ${id}: freecell`, `--resume ${id} continues it.`, '']);
    const piped = narrow(['--game', '5', '--ascii'], 's\n6a\nq\n');
    expect(piped.slice(-2)[0]).toMatch(/^Your game is saved as ([a-z2-9]{6}): freecell --resume \1 continues it\.$/);
  });

  it('breaks notes and refusals at spaces to fit the terminal (80 columns at most), and leaves them whole on a pipe', () => {
    const input = 'tt 1 2 5\nzzz\nq\n';
    const refusal = 'The last 5 cards of column 1 are not a run: 9S does not follow 2H (in Baker\'s Game a column is built down in the same suit).';
    const args = ['--game', '5', '--variant', 'bakers', '--ascii'];
    const at50 = narrow(args, input, 50);
    expect(at50.filter((l) => l.length > 50)).toEqual([]);
    expect(at50).toEqual(
      expect.arrayContaining([
        '> tt 1 2 5',
        'The last 5 cards of column 1 are not a run: 9S',
        "does not follow 2H (in Baker's Game a column is",
        'built down in the same suit).',
        '"zzz" is not a command; type h for the list of',
        'commands.',
      ]),
    );
    const wide = narrow(args, input, 200);
    expect(wide.filter((l) => l.length > 80)).toEqual([]);
    expect(wide).toEqual(expect.arrayContaining(["The last 5 cards of column 1 are not a run: 9S does not follow 2H (in Baker's", 'Game a column is built down in the same suit).']));
    expect(narrow(args, input)).toContain(refusal);
  });

  it('draws columns four characters apart when five do not fit (13 columns in 60), and five apart where they do', () => {
    const args = ['--game', '5', '--columns', '13', '--ascii'];
    const at60 = narrow(args, 'q\n', 60);
    expect(at60.filter((l) => l.length > 60)).toEqual([]);
    expect(at60.slice(7, 9)).toEqual(['   1   2   3   4   5   6   7   8   9   10  11  12  13', '   AH  8S  2D  QS  4C  9H  2S  3D  5C  AS  9C  KH  4D']);
    expect(at60[10]).toBe('   JD  7H  8H  JH  JC  7D  5S  QH  8C  9D  KS  QD  4H');
    expect(narrow(args, 'q\n', 80)[7]).toBe('   AH   8S   2D   QS   4C   9H   2S   3D   5C   AS   9C   KH   4D');
  });

  it('draws the cells and the columns in rows of as many as fit when even four apart is too wide, so no line wraps', () => {
    const freecell = narrow(['--game', '5', '--ascii'], 'q\n', 30);
    expect(freecell.filter((l) => l.length > 30)).toEqual([]);
    expect(freecell.slice(9, 27)).toEqual([
      '',
      '   1   2   3   4',
      '   AH  8S  2D  QS',
      '   5C  AS  9C  KH',
      '   3S  5D  KC  3H',
      '  10D  7S  JD  7H',
      '   5S  QH  8C  9D',
      '   2H 10C 10H  6D',
      '   9S  AD  7C 10S',
      '',
      '   5   6   7   8',
      '   4C  9H  2S  3D',
      '   4D  2C  3C  4S',
      '   KD  5H  6S  8D',
      '   8H  JH  JC  7D',
      '   KS  QD  4H  AC',
      '   6H  6C  QC  JS',
      '',
    ]);
    const eightOff = narrow(['--game', '1', '--variant', 'eight-off', '--ascii'], 'q\n', 40);
    expect(eightOff.filter((l) => l.length > 40)).toEqual([]);
    expect(eightOff.slice(3, 11)).toEqual([' cells', ' [ 6S][ 9C][ 2H][ 6H]', '   1    2    3    4', ' [   ][   ][   ][   ]', '   5    6    7    8', ' foundations', ' [   ][   ][   ][   ]', '   1    2    3    4']);
    const seahaven = narrow(['--game', '5', '--variant', 'seahaven', '--ascii'], 'q\n', 40);
    expect(seahaven.filter((l) => l.length > 40)).toEqual([]);
    expect(seahaven.slice(10, 24)).toEqual([
      '   1   2   3   4   5',
      '   AH  8S  2D  QS  4C',
      '   9C  KH  4D  2C  3C',
      '   KD  5H  6S  8D 10D',
      '   JC  7D  5S  QH  8C',
      '   2H 10C 10H  6D  6H',
      '',
      '   6   7   8   9   10',
      '   9H  2S  3D  5C  AS',
      '   4S  3S  5D  KC  3H',
      '   7S  JD  7H  8H  JH',
      '   9D  KS  QD  4H  AC',
      '   6C  QC  JS  9S  AD',
      '',
    ]);
  });

  it('keeps one row where it fits, and on a pipe (no width known) draws as before', () => {
    const wide = narrow(['--game', '1', '--variant', 'eight-off', '--ascii'], 'q\n', 100);
    expect(wide[3]).toBe(' [ 6S][ 9C][ 2H][ 6H][   ][   ][   ][   ]   [   ][   ][   ][   ]');
    expect(narrow(['--game', '1', '--variant', 'eight-off', '--ascii'], 'q\n')).toEqual(wide);
    const freecell = narrow(['--game', '1', '--ascii'], 'q\n', 60);
    expect(freecell[3]).toBe(' [   ][   ][   ][   ]   [   ][   ][   ][   ]');
  });
});

describe('no cells', () => {
  it('says the game has no cells instead of "numbered 1 to 0"', () => {
    expect(session(['--game', '1', '--ascii', '--cells', '0'], 'tc 1 1\nq\n')).toContain('> tc 1 1\nThere is no cell 1: this game has no cells.\n');
    expect(session(['--game', '1', '--ascii', '--cells', '0', '--lang', 'pt'], 'tc 1 1\nq\n')).toContain('> tc 1 1\nNão existe célula 1: este jogo não tem células.\n');
  });
});

describe('colour on a terminal', () => {
  const ROOT = path.join(__dirname, '..', '..');
  const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR' && k !== 'NO_COLOR')) as Record<string, string>;

  /** What the program shows on a pseudo-terminal (util-linux `script`) of type `term`, up to its first prompt; then q ends it. */
  async function shown(term: string): Promise<string> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-colour-'));
    // script(1) keeps a copy of the session in a file: a private one, never a system path
    const copy = path.join(dir, 'typescript');
    const command = [process.execPath, path.join(ROOT, 'bin', 'freecell'), '--game', '617'].map((a) => `'${a}'`).join(' ');
    const script = spawn('script', ['-qfec', command, copy], { cwd: ROOT, env: { ...ENV, FREECELL_HOME: path.join(dir, 'home'), TERM: term }, stdio: ['pipe', 'ignore', 'ignore'] });
    script.stdin!.on('error', () => undefined);
    const ended = new Promise((resolve) => script.on('close', resolve));
    const screen = (): string => (fs.existsSync(copy) ? fs.readFileSync(copy, 'utf8') : '');
    try {
      const end = Date.now() + 15000;
      while (!/q to quit\.[^]*> /.test(screen())) {
        if (Date.now() > end) throw new Error(`timed out waiting; the screen:\n${screen()}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const first = screen();
      script.stdin!.write('q\r');
      await ended;
      return first;
    } finally {
      script.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('paints the red suits and the variant name on a colour terminal, and nothing on a dumb one (its escapes would show as text)', async () => {
    const ESC = '\u001b';
    expect(await shown('xterm-256color')).toContain(`${ESC}[31m`);
    const dumb = await shown('dumb');
    expect(dumb).toContain('FreeCell · game 617');
    expect(dumb).not.toContain(ESC);
  }, 40000);
});

describe('--four-colour', () => {
  const ESC = '\u001b';

  it('paints clubs green and diamonds blue, hearts red, spades plain', () => {
    const out = session(['--game', '617', '--four-colour'], 'q\n', { FORCE_COLOR: '1' });
    const row = lines(out)[7]!;
    expect(row).toContain(`${ESC}[34m 7♦${ESC}[39m`);
    expect(row).toContain(`${ESC}[32m 5♣${ESC}[39m`);
    expect(row).toContain(`${ESC}[31m A♥${ESC}[39m`);
    expect(row).toContain('   3♠ ');
    expect(session(['--game', '617'], 'q\n', { FORCE_COLOR: '1' })).not.toContain(`${ESC}[32m`);
  });

  it('the help says what the board does: spades in the terminal\'s own colour, not black', () => {
    const help = (lang: string) => runInMemory(['--help'], '', { NO_COLOR: '1', LANG: lang }).stdout.replace(/\s+/g, ' ');
    expect(help('en_GB.UTF-8')).toContain("clubs green, diamonds blue, hearts red, spades in the terminal's colour");
    expect(help('pt_BR.UTF-8')).toContain('paus verde, ouros azul, copas vermelho, espadas na cor do terminal');
  });

  it('without colour the board is the same as without the flag', () => {
    expect(session(['--game', '617', '--four-colour'], 'tc 1 1\nq\n')).toBe(session(['--game', '617'], 'tc 1 1\nq\n'));
    expect(session(['--game', '617', '--four-colour', '--ascii'], 'q\n', { FORCE_COLOR: '1', NO_COLOR: '1' })).toBe(session(['--game', '617', '--ascii'], 'q\n'));
  });
});

describe('deal and replay take --four-colour and --plain too', () => {
  const ESC = '\u001b';
  const run = (args: string[], env: Record<string, string> = { NO_COLOR: '1' }, files?: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-screen-'));
    for (const [name, text] of Object.entries(files ?? {})) fs.writeFileSync(path.join(dir, name), text);
    const r = runInMemory(args.map((a) => a.replace('DIR', dir)), '', env);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    return r.stdout;
  };

  it('deal --four-colour paints the suits as the game does', () => {
    const row = lines(run(['deal', '617', '--four-colour'], { FORCE_COLOR: '1' }))[7]!;
    expect(row).toContain(`${ESC}[34m 7♦${ESC}[39m`);
    expect(row).toContain(`${ESC}[32m 5♣${ESC}[39m`);
    expect(run(['deal', '617', '--four-colour'])).toBe(run(['deal', '617']));
  });

  it('deal --plain says the deal in sentences', () => {
    expect(lines(run(['deal', '617', '--plain'])).slice(0, 4)).toEqual([
      'FreeCell, game 617, 0 moves.',
      'Cells: empty, empty, empty, empty.',
      'Foundations: empty, empty, empty, empty.',
      'Column 1: seven of diamonds, ten of diamonds, ten of hearts, king of diamonds, four of clubs, four of spades, jack of diamonds.',
    ]);
  });

  it('replay --plain --verbose says each position in sentences', () => {
    const out = lines(run(['replay', 'DIR/moves.txt', '--game', '617', '--plain', '--verbose'], { NO_COLOR: '1' }, { 'moves.txt': '1a\n' }));
    expect(out).toContain('Move 1: 1a');
    expect(out).toContain('FreeCell, game 617, 1 move.');
    expect(out).toContain('Cells: jack of diamonds, empty, empty, empty.');
    expect(out.join('\n')).not.toMatch(/[[\]·♦♣♥♠]/u);
  });
});

describe('--plain, for screen readers', () => {
  it('says the board in sentences and each event in one sentence', () => {
    const out = lines(session(['--game', '617', '--plain'], 'tc 1 1\nu\ntt 1 2\nq\n'));
    expect(out.slice(0, 4)).toEqual([
      'FreeCell, game 617, 0 moves, time 0:00; winnable.',
      'Cells: empty, empty, empty, empty.',
      'Foundations: empty, empty, empty, empty.',
      'Column 1: seven of diamonds, ten of diamonds, ten of hearts, king of diamonds, four of clubs, four of spades, jack of diamonds.',
    ]);
    expect(out).toContain('Each column is read from its bottom card to its top card; the last card named is the one that can move.');
    expect(out).toContain('Jack of diamonds from column 1 to cell 1.');
    expect(out).toContain('Undid: jack of diamonds back to column 1.');
    expect(out).toContain("Can't put jack of diamonds on king of spades: a column is built down one rank at a time, and king of spades takes a red Queen.");
    expect(out.join('\n')).not.toMatch(/[[\]·♦♣♥♠]/u);
  });

  it('redraw says the whole board again; Portuguese too', () => {
    const out = lines(session(['--game', '617', '--plain'], 'tc 1 1\nredraw\nq\n'));
    expect(out).toContain('FreeCell, game 617, 1 move, time 0:00; winnable.');
    expect(out).toContain('Cells: jack of diamonds, empty, empty, empty.');
    const pt = lines(session(['--game', '617', '--plain', '--lang', 'pt', '--cells', '0'], 'q\n'));
    expect(pt.slice(0, 4)).toEqual([
      'FreeCell (sem células), jogo 617, 0 movimentos, tempo 0:00; sem solução.',
      'Sem células.',
      'Fundações: vazia, vazia, vazia, vazia.',
      'Coluna 1: sete de ouros, dez de ouros, dez de copas, rei de ouros, quatro de paus, quatro de espadas, valete de ouros.',
    ]);
  });

  it('cannot be used with the CSE 231 style: one sentence, status 2', () => {
    const r = runInMemory(['--game', '1', '--plain', '--style', 'cse231'], '', { NO_COLOR: '1' });
    expect(r).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: --plain and --style cse231 cannot be used together: the CSE 231 style draws its own board.\n' });
  });
});

describe('the start menu', () => {
  const ROOT = path.join(__dirname, '..', '..');
  const BIN = path.join(ROOT, 'bin', 'freecell');
  const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')) as Record<string, string>;

  /** Runs the program on a pseudo-terminal (util-linux `script`), typing `keys`. */
  function onTerminal(args: string[], keys: string, home: string): string {
    const command = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ');
    // script(1) also keeps a copy of the session in a file: a private one, never a system path
    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-script-')), 'typescript');
    const r = spawnSync('script', ['-qfec', command, copy], { cwd: ROOT, input: keys, env: { ...ENV, FREECELL_HOME: home, NO_COLOR: '1', TERM: 'dumb' }, timeout: 20000 });
    expect(r.error).toBeUndefined();
    return r.stdout.toString().replace(/\r\n/g, '\n');
  }

  it('shows the moves typed and the time of each saved game, games undone to their start included (they are still in progress)', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-screen-'));
    onTerminal(['--game', '5', '--ascii'], '6a\nu\nq\n', home);
    expect(onTerminal(['--ascii'], 'q\n', home)).toMatch(/Saved games:\n {3}1 {2}FreeCell, game 5, 0 moves typed, time 0:\d\d, [-\d: ]+ \([a-z2-9]{6}\)\n {3}n {2}start a new game\n/);
    onTerminal(['--game', '12', '--ascii'], '5b\n6a\nq\n', home);
    const menu = onTerminal(['--ascii'], 'n\nq\n', home);
    expect(menu).toMatch(
      /Saved games:\n {3}1 {2}FreeCell, game 12, 2 moves typed, time 0:\d\d, \d{4}-\d\d-\d\d \d\d:\d\d \([a-z2-9]{6}\)\n {3}2 {2}FreeCell, game 5, 0 moves typed, .*\n {3}n {2}start a new game\nChoose a game \(1 to 2\), n for a new game, or q to quit: /,
    );
  });

  it('offers a game restarted after moves, and leaving it for a new deal asks first and counts it as given up', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-screen-'));
    onTerminal(['--game', '7', '--ascii'], '6a\nrestart\nq\n', home);
    const resumed = onTerminal(['--ascii'], '1\nr\ny\nq\n', home);
    expect(resumed).toMatch(/ {3}1 {2}FreeCell, game 7, attempt 2, 0 moves typed, /);
    expect(resumed).toContain('Give up this game (back at its start) for a new deal? It will count as given up in your statistics.\nType y to give up; show, help or redraw to look first; anything else plays on.');
    expect(resumed).toContain('Game given up: the statistics count it as given up.');
    const stats = spawnSync(process.execPath, [BIN, 'stats', '--json'], { env: { ...ENV, FREECELL_HOME: home } });
    expect(JSON.parse(stats.stdout.toString()).numbered.freecell).toMatchObject({ played: 1, gaveUp: 1 });
  });

  it('a terminal that does not know its size (0 columns) draws as a pipe does', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-screen-'));
    expect(onTerminal(['--game', '1', '--ascii', '--variant', 'eight-off'], 'q\n', home)).toContain(
      'Eight Off - game 1 - 0 moves - time 0:00 - winnable\n\n cells                                      foundations\n',
    );
  });

  it('q quits from the menu as everywhere else, leaving the saved game as it was', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-screen-'));
    onTerminal(['--game', '12', '--ascii'], '5b\nq\n', home);
    const out = onTerminal(['--ascii'], 'x\nq\n', home).replace(/\r/g, '');
    // The terminal echoes the keys typed ahead before the menu; its reader shows them after the prompt, as the game's does, and takes the line still waiting without a prompt.
    expect(out.endsWith('Choose 1 to resume, n for a new game, or q to quit: x\nq\nPlease type 1 to resume, n for a new game, or q to quit.\n')).toBe(true);
    expect(out.split('Please type').length).toBe(2);
    const pt = onTerminal(['--ascii', '--lang', 'pt'], 'sair\nq\n', home).replace(/\r/g, '');
    expect(pt.split('Digite 1').length).toBe(2);
    expect(pt.endsWith('Escolha 1 para continuar, n para um jogo novo, ou q para sair: sair\nq\nDigite 1 para continuar, n para um jogo novo, ou q para sair.\n')).toBe(true);
    expect(onTerminal(['saves'], '', home)).toMatch(/FreeCell, game 12, 1 move typed/);
  });
});

describe('variants in Portuguese', () => {
  it('freecell variants lists each one with its description in Portuguese', () => {
    const out = lines(runInMemory(['variants', '--lang', 'pt']).stdout);
    expect(out[1]).toBe("bakers            Baker's Game: FreeCell com colunas montadas no mesmo naipe");
    expect(out[11]).toBe('freecell-0        FreeCell sem células: FreeCell sem células livres');
  });

  it('the header names a FreeCell with fewer cells in Portuguese', () => {
    expect(lines(session(['--variant', 'freecell-3', '--game', '1', '--lang', 'pt', '--ascii'], 'q\n'))[0]).toBe('FreeCell com 3 células - jogo 1 - 0 movimentos - tempo 0:00 - tem solução');
  });
});

// Every crash, hang and unclear case once reported against the program, run through the executable: the exact sentence and exit status of each.
//
// Concurrency, locks and kills are tested at length in save-resume.test.ts, write-file.test.ts and
// solve-range.test.ts; this file is the checklist, one case per report.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { findVariant } from '../core';
import { formatSave, formatSaveChange } from '../store';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-robust-'));
const HOME = path.join(DIR, 'home');
const ENV = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR' && k !== 'LANG' && k !== 'LC_ALL')), FREECELL_HOME: HOME, HOME: DIR, NO_COLOR: '1' };
const at = (name: string): string => path.join(DIR, name);

afterAll(() => fs.rmSync(DIR, { recursive: true, force: true }));

beforeAll(() => {
  fs.mkdirSync(at('folder'));
  expect(spawnSync('mkfifo', [at('fifo')]).status).toBe(0);
  for (const [name, minor] of [['zero', '5'], ['urandom', '9'], ['full', '7'], ['null', '3']]) expect(spawnSync('mknod', [at(name!), 'c', '1', minor!]).status).toBe(0);
  fs.writeFileSync(at('almost.fcs'), 'Foundations: H-K C-K D-K S-Q\nFreecells:\n: KS\n:\n:\n:\n:\n:\n:\n:\n');
  fs.writeFileSync(at('big-deck.txt'), '');
  fs.truncateSync(at('big-deck.txt'), 50 * 1024 * 1024);
});

interface Outcome {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the executable in the test folder; `timeout` bounds every case, so a hang fails it. */
function freecell(args: string[], input = '', stdout: 'pipe' | number = 'pipe'): Outcome {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: DIR, env: ENV, input, timeout: 20000, stdio: ['pipe', stdout, 'pipe'] });
  expect(r.error).toBeUndefined();
  const out = { status: r.status, stdout: r.stdout?.toString() ?? '', stderr: r.stderr.toString() };
  expect(out.stderr).not.toMatch(/^\s+at |Error:/m);
  return out;
}

/** A refusal: nothing on standard output, one sentence on standard error, the status. */
const refused = (sentence: string, status = 2): Outcome => ({ status, stdout: '', stderr: `freecell: ${sentence}\n` });

describe('crashes that were stack traces', () => {
  it('in-game solve and hint on a won game, then Enter', () => {
    const r = freecell(['--board', 'almost.fcs'], '1h\nsolve\n\nhint\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout.split('The game is won: there is nothing left to play. Type restart to play this one again, or game N for a numbered deal.')).toHaveLength(3);
  });

  it('--resume of a folder, and a FIFO', () => {
    expect(freecell(['--resume', 'folder'])).toEqual(refused('cannot resume folder: it is a folder.'));
    expect(freecell(['--resume', 'fifo'])).toEqual(refused('cannot resume fifo: it is a FIFO, not a regular file.'));
  });

  it('a per-user file that is a folder (the statistics)', () => {
    fs.mkdirSync(path.join(HOME, 'stats.json'), { recursive: true });
    try {
      expect(freecell(['stats'])).toEqual(refused(`The statistics in ${path.join(HOME, 'stats.json')} cannot be read (it is a folder); the file is left as it is.`));
    } finally {
      fs.rmdirSync(path.join(HOME, 'stats.json'));
    }
  });

  it('solve --range with an end beyond what an array holds', () => {
    const r = freecell(['solve', '--range', '1-8589934591', '--shard', '1/8589934591', '--jobs', '1']);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual(['Deals 1-8589934591, shard 1/8589934591 (1 deal) (FreeCell), 1 job', 'Solved 1, unwinnable 0, gave up 0']);
  });

  it('--jsonl with an empty name or a folder, refused before anything is solved', () => {
    expect(freecell(['solve', '--range', '1-3', '--jsonl', ''])).toEqual(refused('--jsonl needs a file name.'));
    expect(freecell(['solve', '--range', '1-3', '--jsonl', 'folder'])).toEqual(refused('cannot write folder: it is a folder.'));
  });

  it('a write error on standard output other than a closed pipe (a private full device)', () => {
    const fd = fs.openSync(at('full'), 'w');
    try {
      expect(freecell(['deal', '1'], '', fd)).toEqual(refused('cannot write to standard output: no space left on device.', 5));
    } finally {
      fs.closeSync(fd);
    }
  });

  it('the solver running out of memory gives up, naming the limit', () => {
    expect(freecell(['solve', '--game', '11982', '--max-memory', '1'])).toEqual(refused('gave up on game 11982 after 3,110 positions (the memory limit); try a larger --max-memory.', 4));
  });
});

describe('hangs', () => {
  it.each([
    [['--deck', 'fifo'], 'cannot read deck file fifo: it is a FIFO, not a regular file.'],
    [['--deck', 'urandom'], 'cannot read deck file urandom: it is a device, not a regular file.'],
    [['--board', 'zero'], 'cannot read board file zero: it is a device, not a regular file.'],
    [['replay', 'fifo', '--game', '1'], 'cannot read moves file fifo: it is a FIFO, not a regular file.'],
    [['replay', 'urandom', '--game', '1'], 'cannot read moves file urandom: it is a device, not a regular file.'],
    [['transcript', 'check', 'zero', '--', '--game', '1'], 'cannot read transcript zero: it is a device, not a regular file.'],
    [['--resume', 'urandom'], 'cannot resume urandom: it is a device, not a regular file.'],
    [['--deck', 'big-deck.txt'], 'cannot read deck file big-deck.txt: it is larger than 64 KB.'],
  ])('%j is refused at once', (args, sentence) => {
    expect(freecell(args)).toEqual(refused(sentence));
  });

  it('a 1 MB input line in a game is answered at once, the game unchanged', () => {
    const r = freecell(['--game', '1'], `${'1'.repeat(1_000_000)}\nq\n`);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('\nThat line is 1000000 characters long; commands are short (at most 4096).\n');
    expect(r.stdout).toContain('FreeCell · game 1 · 0 moves');
  });

  it('standard input that never ends a line (a private /dev/zero) ends the game', () => {
    const fd = fs.openSync(at('zero'), 'r');
    try {
      const r = spawnSync(process.execPath, [BIN, '--game', '1'], { cwd: DIR, env: ENV, stdio: [fd, 'ignore', 'pipe'], timeout: 20000 });
      expect({ status: r.status, stderr: r.stderr.toString() }).toEqual({ status: 2, stderr: 'freecell: standard input has a line longer than 1 MB; that is not a list of commands, so the game stops here.\n' });
    } finally {
      fs.closeSync(fd);
    }
  });

  it('a moves file of a megabyte (340,001 moves) replays in a small heap: no memory is kept per move', () => {
    fs.writeFileSync(at('many-moves.txt'), `1a\n${'ab ba\n'.repeat(170_000)}`);
    const r = spawnSync(process.execPath, ['--max-old-space-size=128', BIN, 'replay', '--game', '1', 'many-moves.txt'], { cwd: DIR, env: ENV, timeout: 60000 });
    expect({ status: r.status, stderr: r.stderr.toString() }).toEqual({ status: 0, stderr: '' });
    expect(r.stdout.toString()).toContain('340001 moves played, all legal; the game is not won (0 cards on the foundations).\n');
  });

  it('replay --verbose of 100,001 moves (60 MB of boards) runs in a heap smaller than what it prints: the boards are written as they are drawn', () => {
    fs.writeFileSync(at('verbose-moves.txt'), `1a\n${'ab ba\n'.repeat(50_000)}`);
    const out = fs.openSync(at('verbose-out.txt'), 'w');
    try {
      const r = spawnSync(process.execPath, ['--max-old-space-size=64', BIN, 'replay', '--game', '1', '--verbose', 'verbose-moves.txt'], { cwd: DIR, env: ENV, timeout: 60000, stdio: ['ignore', out, 'pipe'] });
      expect({ status: r.status, signal: r.signal, stderr: r.stderr.toString() }).toEqual({ status: 0, signal: null, stderr: '' });
    } finally {
      fs.closeSync(out);
    }
    const printed = fs.readFileSync(at('verbose-out.txt'), 'utf8');
    expect(printed.split('\nMove ').length).toBe(100_002);
    expect(printed.endsWith('100001 moves played, all legal; the game is not won (0 cards on the foundations).\n')).toBe(true);
  });

  it('a moves file of a megabyte is browsed in a small heap, back and forth across its kept boards: no board is kept per move', () => {
    fs.writeFileSync(at('many-moves-browse.txt'), `1a\n${'ab ba\n'.repeat(170_000)}`);
    const input = 'end\nb\n256\n257\n255\n0\nb\nn\nc\nq\n';
    const r = spawnSync(process.execPath, ['--max-old-space-size=128', BIN, 'browse', '--game', '1', '--ascii', 'many-moves-browse.txt'], { cwd: DIR, env: ENV, input, timeout: 120000, killSignal: 'SIGKILL' });
    expect({ status: r.status, stderr: r.stderr.toString() }).toEqual({ status: 0, stderr: '' });
    const notes = r.stdout.toString().split('\n').filter((line) => /^(Move|This is|The (deal|game goes on))/.test(line));
    expect(notes).toEqual([
      'Move 340001 of 340001: 6S from cell 2 to cell 1.',
      'Move 340000 of 340001: 6S from cell 1 to cell 2.',
      'Move 256 of 340001: 6S from cell 1 to cell 2.',
      'Move 257 of 340001: 6S from cell 2 to cell 1.',
      'Move 255 of 340001: 6S from cell 2 to cell 1.',
      'The deal before move 1 (of 340001).',
      'This is the deal before the first move; n goes forward.',
      'Move 1 of 340001: 6S from column 1 to cell 1.',
      'The game goes on from move 1; undo takes the moves back one by one.',
    ]);
  });

  it('a save whose journal holds 130,000 moves (8 MB) resumes: each journal line costs the same however long the game', () => {
    const header = formatSave({ variant: findVariant('freecell'), deal: { game: 1 }, moves: [['1a']], position: 1, elapsedMs: 0, autoplay: true, counted: false });
    const journal = Array.from({ length: 130_000 }, (_, i) => formatSaveChange({ kind: 'play', tokens: [i % 2 === 0 ? 'ab' : 'ba'] }, { elapsedMs: i, counted: false }));
    fs.writeFileSync(at('long-journal.json'), header + journal.join(''));
    const r = spawnSync(process.execPath, [BIN, '--resume', 'long-journal.json', '--ascii'], { cwd: DIR, env: ENV, input: 'u\nq\n', timeout: 120000, killSignal: 'SIGKILL' });
    expect({ status: r.status, stderr: r.stderr.toString() }).toEqual({ status: 0, stderr: '' });
    expect(r.stdout.toString()).toMatch(/^FreeCell - game 1 - 130001 moves .*\n[^]*\nUndid: 6S back to cell 2\.\n/);
  });

  it('a save of 430,000 moves resumes in a small heap, and undo and redo work: the history keeps no board per move', () => {
    const moves = [['1a'], ...Array.from({ length: 430_000 }, (_, i) => [i % 2 === 0 ? 'ab' : 'ba'])];
    fs.writeFileSync(at('long-game.json'), formatSave({ variant: findVariant('freecell'), deal: { game: 1 }, moves, position: moves.length, elapsedMs: 0, autoplay: true, counted: false }));
    const r = spawnSync(process.execPath, ['--max-old-space-size=256', BIN, '--resume', 'long-game.json', '--ascii'], { cwd: DIR, env: ENV, input: 'u\nredo\nu\nq\n', timeout: 120000, killSignal: 'SIGKILL' });
    expect({ status: r.status, stderr: r.stderr.toString() }).toEqual({ status: 0, stderr: '' });
    const notes = r.stdout.toString().split('\n').filter((line) => /^(FreeCell|Undid|Redid)/.test(line));
    expect(notes.map((line) => line.replace(/ - time.*/, ''))).toEqual([
      'FreeCell - game 1 - 430001 moves',
      'FreeCell - game 1 - 430000 moves',
      'Undid: 6S back to cell 2.',
      'FreeCell - game 1 - 430001 moves',
      'Redid: 6S from cell 2 to cell 1.',
      'FreeCell - game 1 - 430000 moves',
      'Undid: 6S back to cell 2.',
    ]);
  });

  it('numeric flags the machine cannot honour', () => {
    expect(freecell(['solve', '--game', '1', '--max-states', '1e9']).stderr).toMatch(/^freecell: --max-states takes a whole number from 1 to \d+ \(what \d+ MB of memory holds\), not "1e9"\.\n$/);
    const cores = Math.max(1, os.availableParallelism());
    expect(freecell(['solve', '--range', '1-3', '--jobs', '256'])).toEqual(refused(`--jobs takes a whole number from 1 to ${cores} (the cores this machine offers), not "256".`));
  });
});

describe('files replaced', () => {
  it('--jsonl on a device streams to it and leaves it a device', () => {
    expect(freecell(['solve', '--range', '1-2', '--jobs', '1', '--jsonl', 'null']).status).toBe(0);
    expect(fs.statSync(at('null')).isCharacterDevice()).toBe(true);
  });

  it('save and moves to a device, a FIFO nobody reads, a link and a missing folder', () => {
    fs.writeFileSync(at('target.save'), 'old');
    fs.symlinkSync('target.save', at('link.save'));
    const r = freecell(['--game', '1'], 'save null\nmoves fifo\nsave link.save\nsave no/such/x\nsave no/such/x\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('\nSaved to null.\n');
    expect(r.stdout).toContain('\nCould not write fifo: it is a FIFO that nobody is reading. The game goes on.\n');
    expect(r.stdout).toContain('\nSaved to link.save.\n');
    // Said each time, once, and never with a doubled full stop.
    expect(r.stdout.split('\nCould not write no/such/x: no such folder. The game goes on.\n')).toHaveLength(3);
    expect(r.stdout).not.toMatch(/\.\./);
    expect(fs.statSync(at('null')).isCharacterDevice()).toBe(true);
    expect(fs.statSync(at('fifo')).isFIFO()).toBe(true);
    expect(fs.lstatSync(at('link.save')).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(at('target.save'), 'utf8')).toMatch(/^\{"format":"freecell-save","version":2,/);
    expect(fs.existsSync(at('no'))).toBe(false);
  });

  it('save and moves write a file whose name, in quotes, holds spaces', () => {
    const r = freecell(['--game', '1', '--plain'], 'tc 1\nsave "my game.save"\nmoves \'my moves.txt\'\nsave "x\nsave ""\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('\nSaved to my game.save.\n');
    expect(fs.readFileSync(at('my game.save'), 'utf8')).toMatch(/^\{"format":"freecell-save","version":2,/);
    expect(fs.readFileSync(at('my moves.txt'), 'utf8')).toContain('1a');
    expect(r.stdout).toContain('\nsave has a " that is never closed; a name with spaces goes between two quotes: save "my game.json".\n');
    expect(fs.existsSync(at('"x'))).toBe(false);
    // an empty name in quotes is named as typed
    expect(r.stdout).toContain('\nCould not write "": the name is empty. The game goes on.\n');
  });

  it('save ~/x writes to the home folder, not to a folder named ~', () => {
    const r = freecell(['--game', '1'], 'save ~/home-save.save\nq\n');
    expect(r.stdout).toContain('\nSaved to ~/home-save.save.\n');
    expect(fs.existsSync(at('home-save.save'))).toBe(true);
    expect(fs.existsSync(at('~'))).toBe(false);
  });

  it('browse ~/x and deck ~/x read from the home folder, where moves ~/x and save ~/x write', () => {
    const elsewhere = at('elsewhere');
    fs.mkdirSync(elsewhere, { recursive: true });
    // a deck of the 52 cards in order, in the home folder alone
    fs.writeFileSync(at('home-deck.txt'), `${'CDHS'.split('').flatMap((suit) => 'A23456789TJQK'.split('').map((rank) => `${rank}${suit}`)).join(' ')}\n`);
    const r = spawnSync(process.execPath, [BIN, '--game', '1', '--plain'], { cwd: elsewhere, env: ENV, input: '3a\nmoves ~/home-moves.txt\nbrowse ~/home-moves.txt\nq\ndeck ~/home-deck.txt\ny\nq\n', timeout: 20000 });
    const shown = r.stdout.toString();
    expect(shown).not.toContain('Cannot read');
    expect(shown).toContain('\n> browse ~/home-moves.txt\n');
    expect(shown).toMatch(/deck home-deck\.txt/);
    expect(fs.existsSync(path.join(elsewhere, '~'))).toBe(false);
  });
});

describe('unclear', () => {
  it.each([
    [['--resume', '--game', '3'], '--resume and --game cannot be used together: a resumed game keeps its own deal and rules.'],
    [['--resume', 'abcdef', '--variant', 'bakers'], '--resume and --variant cannot be used together: a resumed game keeps its own deal and rules.'],
    [['solve', '--range', '1-3', '--game', '2'], '--range and --game cannot be used together: --range solves Microsoft deals 1 to 3.'],
    [['solve', '--range', '1-3', '--deck', 'd.txt'], '--range and --deck cannot be used together: --range solves Microsoft deals 1 to 3.'],
    [['solve', '--range', '1-3', '--board', 'b.fcs'], '--range and --board cannot be used together: --range solves Microsoft deals 1 to 3.'],
    [['solve', '--range', '1-3', '--format', 'xml'], "--range and --format cannot be used together: --range prints a summary, and --jsonl FILE keeps each deal's result."],
    [['--cells', '-1'], '--cells takes a whole number from 0 to 10, not "-1".'],
    [['--columns', '99'], '--columns takes a whole number from 4 to 13, not "99".'],
    [['--variant', '__proto__'], 'unknown variant "__proto__" (known: freecell, bakers, ko-bakers, eight-off, seahaven, relaxed-seahaven, relaxed-freecell, forecell, freecell-3, freecell-2, freecell-1, freecell-0).'],
  ])('%j', (args, sentence) => {
    expect(freecell(args)).toEqual(refused(sentence));
  });

  it('a JSON --board written by deal or replay is read back, its deal, moves and won as written; one whose won or moves contradict it is refused', () => {
    const solution = freecell(['solve', '--game', '617', '--columns', '10']).stdout;
    fs.writeFileSync(at('617.sol'), solution);
    fs.writeFileSync(at('617-half.sol'), solution.split('\n').slice(0, 3).join('\n'));
    fs.writeFileSync(at('617-illegal.sol'), '6a\n6a\n');
    const written = {
      'dealt.json': freecell(['deal', '617', '--columns', '10', '--format', 'json']).stdout,
      'won.json': freecell(['replay', '--game', '617', '--columns', '10', '--format', 'json', '617.sol']).stdout,
      'half.json': freecell(['replay', '--game', '617', '--columns', '10', '--format', 'json', '617-half.sol']).stdout,
      'stopped.json': freecell(['replay', '--game', '617', '--columns', '10', '--format', 'json', '617-illegal.sol']).stdout,
    };
    expect(JSON.parse(written['won.json'])).toMatchObject({ won: true });
    expect(JSON.parse(written['stopped.json'])).toMatchObject({ won: false, moves: ['6a'], error: { move: 2 } });
    for (const [name, text] of Object.entries(written)) {
      fs.writeFileSync(at(name), text);
      expect([name, freecell(['--board', name], 'q\n').status]).toEqual([name, 0]);
    }
    fs.writeFileSync(at('claims-won.json'), JSON.stringify({ ...(JSON.parse(written['half.json']) as object), won: true }));
    expect(freecell(['--board', 'claims-won.json'])).toEqual(refused('board file claims-won.json: the position says it is won ("won": true), but not every card is on the foundations.'));
    fs.writeFileSync(at('not-moves.json'), JSON.stringify({ ...(JSON.parse(written['half.json']) as object), moves: ['6a', 'tt 3 5'] }));
    expect(freecell(['solve', '--board', 'not-moves.json'])).toEqual(refused('board file not-moves.json: move 2 of "moves", "tt 3 5", is not a move of FreeCell.'));
  });

  it('a JSON --board of another variant than --variant', () => {
    fs.writeFileSync(at('bakers.json'), freecell(['deal', '5', '--variant', 'bakers', '--format', 'json']).stdout);
    expect(freecell(['--board', 'bakers.json', '--variant', 'freecell'])).toEqual(refused("--board bakers.json is a Baker's Game position; it cannot be played with --variant freecell."));
    // Without --variant the file's own variant is played, and said.
    expect(JSON.parse(freecell(['solve', '--board', 'bakers.json', '--format', 'json']).stdout)).toMatchObject({ variant: 'bakers', status: 'solved' });
  });

  it('hint on a won game, and control characters typed by accident quoted visibly', () => {
    const r = freecell(['--board', 'almost.fcs'], '1h\nhint\n\u001b[A\n\u0007\nq\n');
    expect(r.stdout).toContain('> hint\nThe game is won: there is nothing left to play. Type restart to play this one again, or game N for a numbered deal.\n');
    expect(r.stdout).toContain('\n"^[[A" is not a command; type h for the list of commands.\n');
    expect(r.stdout).toContain('\n"^G" is not a command; type h for the list of commands.\n');
  });
});

describe('file names with control characters', () => {
  /** Runs the executable with a state folder of its own, so that `saves` lists only this game. */
  const withHome = (args: string[], input = ''): Outcome => {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: DIR, env: { ...ENV, FREECELL_HOME: at('names-home') }, input, timeout: 20000 });
    return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
  };
  /** Raw control characters: an escape, a bell, a line break (NO_COLOR is set, so the program writes no escape of its own). */
  const RAW = /[\u0000-\u0009\u000b-\u001f\u007f]/;

  it('are shown in caret notation in the header, the saves listing and the resumed game, and kept as they are in the save', () => {
    const board = 'b\u001b]0;pwned\u0007';
    const deck = 'x\u001b[31mred\nline2';
    fs.writeFileSync(at(board), freecell(['deal', '1', '--format', 'fcs']).stdout);
    fs.copyFileSync(path.join(ROOT, 'fixtures', 'decks', 'cse231-cards1.txt'), at(deck));
    const played = withHome(['--board', board], '3a\nsave\nq\n');
    expect(played.status).toBe(0);
    expect(played.stdout).toContain('FreeCell · board b^[]0;pwned^G · 0 moves');
    expect(played.stdout).not.toMatch(RAW);
    const dealt = withHome(['--deck', deck, '--plain'], '3a\nsave\nq\n');
    expect(dealt.stdout).toContain('FreeCell, deck x^[[31mred^Jline2, 0 moves');
    expect(dealt.stdout).not.toMatch(RAW);
    const saves = withHome(['saves']);
    expect(saves.stdout).toContain('FreeCell, board b^[]0;pwned^G, 1 move typed');
    expect(saves.stdout).toContain('FreeCell, deck x^[[31mred^Jline2, 1 move typed');
    expect(saves.stdout).not.toMatch(RAW);
    const ids = (JSON.parse(withHome(['saves', '--json']).stdout) as { id: string; deal: { deck?: { name: string } } }[]).map((e) => e.id);
    expect(ids).toHaveLength(2);
    const stored = fs.readdirSync(path.join(at('names-home'), 'games')).filter((n) => n.endsWith('.save')).map((n) => fs.readFileSync(path.join(at('names-home'), 'games', n), 'utf8'));
    expect(stored.join('\n')).toContain(JSON.stringify(deck));
    for (const id of ids) {
      const resumed = withHome(['--resume', id], 'q\n');
      expect(resumed.status).toBe(0);
      expect(resumed.stdout).toMatch(/FreeCell · (board b\^\[\]0;pwned\^G|deck x\^\[\[31mred\^Jline2) · 1 move/);
      expect(resumed.stdout).not.toMatch(RAW);
    }
  });
});

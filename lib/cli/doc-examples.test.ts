// The sentences docs/user-guide.md, formats.md and variants.md quote, word for word, and the example files they show: each is on the page, and the program, run as the page says, prints or reads it.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { FreecellGame, type Variant, findVariant, legalMoves, parseStandardMove, refineVariant } from '..';
import { runInMemory } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');

/** The page with its line breaks and indents as single spaces, as a reader takes a quote that runs over two lines. */
function page(name: string): string {
  return fs.readFileSync(path.join(ROOT, 'docs', name), 'utf8').replace(/\s+/g, ' ');
}

/** Fails, naming the quote (not the whole page), when the page does not hold it. */
function expectQuoted(text: string, quote: string): void {
  if (!text.includes(quote)) throw new Error(`the page does not quote: ${quote}`);
}

/** What a run printed, standard output and standard error together, with the line breaks of the board as spaces. */
function printed(args: readonly string[], input: string): string {
  const r = runInMemory(args, input, { NO_COLOR: '1' });
  return `${r.stdout}\n${r.stderr}`.replace(/\s+/g, ' ');
}

/** The page as it is written, for its example blocks. */
function raw(name: string): string {
  return fs.readFileSync(path.join(ROOT, 'docs', name), 'utf8');
}

/** The first block of lines indented 4 spaces after `after` in the page, without the indent, ending with a newline. */
function indentedBlock(text: string, after: string): string {
  const at = text.indexOf(after);
  if (at < 0) throw new Error(`the page does not hold: ${after}`);
  const m = /\n\n((?: {4}.*\n)+)/.exec(text.slice(at));
  if (!m) throw new Error(`no indented block after: ${after}`);
  return m[1]!.replace(/^ {4}/gm, '');
}

/** What `freecell ARGS` prints, run in `dir` with a state folder of its own: standard output, standard error, both with line breaks as spaces, and the status. */
function runIn(dir: string, args: readonly string[], input = '', stdout?: number): { readonly stdout: string; readonly stderr: string; readonly out: string; readonly status: number | null } {
  const home = fs.mkdtempSync(path.join(dir, 'home-'));
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, input, encoding: 'utf8', stdio: ['pipe', stdout ?? 'pipe', 'pipe'], env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' } });
  const out = r.stdout ?? '';
  return { stdout: out, stderr: r.stderr, out: `${out}\n${r.stderr}`.replace(/\s+/g, ' '), status: r.status };
}

/** A quote of the page (`...` in it stands for the rest of the sentence) and the run that prints it. */
type Example = [quote: string, args: string[], input: string];

const GUIDE: Example[] = [
  // Commands, and Several moves on a line
  ['Played 2 of 3 moves; the third, tt 3 5, was refused: can\'t put 2H on 6C: a column is built down one rank at a time, and 6C takes a red 5.', ['--game', '1', '--ascii'], 'tc 1, tc 2; tt 3 5\n'],
  ['Only moves can share a line, and "u" is not a move.', ['--game', '1'], 'tc 1, u\n'],
  ['Column 3: five of clubs, queen of diamonds, three of hearts, nine of spades, nine of clubs, two of hearts, king of clubs.', ['--game', '617', '--plain'], 'show 3\n'],
  ['Cells: jack of diamonds, empty, empty, empty.', ['--game', '617', '--plain'], 'tc 1\nshow cells\n'],
  ['Column 1: JD, KD, 2S, 4C, 3S, 6D, 6S.', ['--game', '1', '--ascii'], 'show 1\n'],
  ['There is no column 9: columns are numbered 1 to 8.', ['--game', '1'], 'show 9\n'],
  ['"x" is not a column number, cells or foundations: show 3 reads column 3, show cells the cells, show foundations the foundations.', ['--game', '1'], 'show x\n'],
  ['This game has no cells.', ['--game', '1', '--variant', 'freecell-0'], '3\n'],
  ['There is no free cell: all 4 cells hold a card.', ['--game', '1'], '1\n2\n3\n4\n5\n'],
  ['Quick moves to a cell are off: type quick on to move a card with its column number alone, or tc 3 for this one.', ['--game', '1'], 'quick off\n3\n'],
  ['Quick moves to a cell are off: a column number alone no longer moves its last card to a free cell.', ['--game', '1'], 'quick off\n'],
  ['save has a " that is never closed; a name with spaces goes between two quotes: save "my game.json".', ['--game', '1'], 'save "my\n'],
  ['save does not take "game.json"; usage: save [FILE] (put a name with spaces in quotes).', ['--game', '1'], 'save my game.json\n'],
  ['hint does not take "now"; it takes no arguments.', ['--game', '1'], 'hint now\n'],
  ['tt does not take "x y"', ['--game', '1'], 'tt 1 2 x y\n'],
  ['There is no free cell: all 4 cells hold a card.', ['--game', '1'], 'tc 1\ntc 2\ntc 3\ntc 4\ntc 5\n'],
  ['That move lost the game: this position can no longer be won; 1 undo goes back to one that can.', ['--game', '1'], 'tc 1\ntc 2\ntc 3\ntc 4\n'],
  ['2♥ cannot go to the foundations yet: A♥ is not on a foundation.', ['--game', '1'], 'tf 3\n'],
  ['C8 does not take "now"; usage: C8 INDEX PILE.', ['--game', '1'], 'C8 5 C1 now\n'],
  ['C8 needs a destination pile after the card index; usage: C8 INDEX PILE.', ['--game', '1'], 'C8 5\n'],
  ['O1 needs a card index and a destination pile; usage: O1 INDEX PILE.', ['--game', '1'], 'O1\n'],
  ['"x" is not a pile such as C1, O1 or F1; usage: C8 INDEX PILE.', ['--game', '1'], 'C8 5 x\n'],
  ['"C08" is not a pile label: piles are numbered without leading zeros (C8).', ['--game', '1'], 'C08 5 C1\n'],
  ['The deal starts again: attempt 2.', ['--game', '1'], 'tc 1\nu\nrestart\n'],
  ['The deal starts again: attempt 2; u brings back your 3 moves.', ['--game', '1'], 'tc 1\ntc 2\ntc 3\nrestart\n'],
  ['Restart undone: back to move 3.', ['--game', '1'], 'tc 1\ntc 2\ntc 3\nrestart\nu\n'],
  ['solve takes short, not "long".', ['--game', '1'], 'solve long\n'],
  ['Give up this game (5 moves typed) for a new deal?', ['--game', '617'], '83\n8a\n83\n81\n8b\nr\n'],
  ['Give up this game (5 moves typed) for a new deal? It will count as given up in your statistics.', ['--game', '617'], 's\n83\n8a\n83\n81\n8b\nr\n'],
  ['Game given up: the statistics count it as given up.', ['--game', '617'], 's\n83\nr\ny\n'],
  ['The game goes on.', ['--game', '617'], '83\nr\nn\n'],
  ['There is no game 0: games are numbered 1 to 8589934591.', ['--game', '1'], 'game 0\n'],
  ['"abc" is not a game number: use a whole number from 1 to 8589934591 (or ms:N), or pysol:N for a PySol game.', ['--game', '1'], 'game abc\n'],
  ['"pysol:0" is not a PySol game number: use a whole number from 1 up, or ms1 to ms8589934591.', ['--game', '1'], 'game pysol:0\n'],
  ['"xyz" is not a command; type help for the list of commands.', ['--game', '1'], 'help xyz\n'],
  ['This deal cannot be won, whatever is played from its start; type r for a new deal.', ['--game', '11982'], 'hint\n'],
  // Mistakes
  ['"ft" is not a command; did you mean "tf"? Type h for the list of commands.', ['--game', '1'], 'ft 1 1\n'],
  ['"3 5" is not a move: a column number alone takes no other word; did you mean "35"?', ['--game', '1'], '3 5\n'],
  ['Moves split by spaces are written in standard notation, and "4" alone is a quick move to a cell: put commas between them (1a, 4).', ['--game', '1'], '1a 4\n'],
  ['tt needs 2 or 3 numbers, not 1: tt COLUMN COLUMN [COUNT].', ['--game', '1'], 'tt 1\n'],
  ['There is no cell 5: cells are numbered 1 to 4.', ['--game', '1'], 'tc 1 5\n'],
  ['There is no cell 1: this game has no cells.', ['--game', '1', '--cells', '0'], 'tc 1 1\n'],
  ['"^[[A" is not a command; type h for the list of commands.', ['--game', '1'], '\x1b[A\n'],
  ['There is no column 99999999999999999999: columns are numbered 1 to 8.', ['--game', '1'], 'tt 99999999999999999999 1\n'],
  ['Can\'t put 2♥ on foundation 1: an empty foundation takes an Ace.', ['--game', '1'], 'tf 3 1\n'],
  // Command-line reference
  ['freecell: stats does not take --game (freecell stats --help lists what it takes).', ['--game', '5', 'stats'], ''],
  ['freecell: --cells takes a whole number from 0 to 10, not "-1".', ['--cells', '-1'], ''],
  ['freecell: --cells-dealt 5 deals to more cells than the game has (4).', ['--cells-dealt', '5'], ''],
  ['freecell: --plain and --style cse231 cannot be used together: the CSE 231 style draws its own board.', ['--plain', '--style', 'cse231'], ''],
  ['freecell: unknown language "xx" (known: en, pt).', ['--lang', 'xx'], ''],
  ['freecell: --lang needs a value: en or pt.', ['--lang', '--help'], ''],
  ['freecell: --difficulty and --deck cannot be used together: a difficulty chooses random game numbers.', ['--difficulty', 'hard', '--deck', 'x.txt'], ''],
  ['freecell: unknown difficulty "tough" (known: easy, medium, hard).', ['--difficulty', 'tough'], ''],
  ['freecell: the game does not take "solve" (freecell --help lists the options of play).', ['transcript', 'check', 'package.json', '--', 'solve'], ''],
  ['freecell: transcript check needs the deal fixed: add --game N, --deck FILE or --board FILE after --', ['transcript', 'check', 'package.json', '--', '--variant', 'bakers'], ''],
  ['freecell: --short and --exact cannot be used together: --short looks for a short solution, --exact runs the exact search alone.', ['solve', '--game', '1', '--short', '--exact'], ''],
  ['freecell: solved by the fast search (1,562 positions).', ['solve', '--game', '617'], ''],
  ['freecell: --jsonl needs --range or --deals: it only applies when solving many deals.', ['solve', '--game', '3', '--jsonl', 'x.jsonl'], ''],
  ['freecell: there is no setting "sound" (settings: autoplay, status, language, ascii, colour, four-colour, statistics, messages, quick-cell).', ['config', 'sound', 'x'], ''],
  ['freecell: autoplay takes on or off, not "maybe".', ['config', 'autoplay', 'maybe'], ''],
  ['freecell: config autoplay needs a value: on or off.', ['config', 'autoplay'], ''],
  ['freecell: config does not take "off" (freecell config --help lists what it takes).', ['config', 'autoplay', 'on', 'off'], ''],
  ['freecell: config --reset does not take "on": it takes a setting (or nothing, for all of them).', ['config', '--reset', 'autoplay', 'on'], ''],
  ['freecell: "0" is not a game number: use a whole number from 1 to 8589934591.', ['--game', '0'], ''],
  ['freecell: unknown command "solv"; did you mean "solve"? (commands: deal, replay, browse, transcript, solve, stats, config, saves, report, variants).', ['solv'], ''],
  ['freecell: transcript needs one of its commands: check or record (freecell transcript --help says more).', ['transcript'], ''],
  ['freecell: unknown option --gam; did you mean --game? (--help lists them).', ['--gam', '5'], ''],
  ['freecell: unknown option --rang; did you mean --lang? (--help lists them).', ['--rang', '5'], ''],
  ['freecell: replay needs <moves> (freecell replay --help says more).', ['replay'], ''],
  ['freecell: unknown option --rang; did you mean --lang or --range? (freecell solve --help lists them).', ['solve', '--rang', '5'], ''],
  ['freecell: cannot read moves file -: browse reads its keys from standard input, so the moves must come from a file (replay - reads moves from standard input).', ['browse', '-', '--game', '1'], ''],
  ['freecell: replay precisa de <movimentos> (freecell replay --help explica).', ['--lang', 'pt', 'replay'], ''],
  ['freecell: deal prints one deal: a game number, --deck FILE or --board FILE, not two of them.', ['deal', '617', '--board', 'fixtures/boards/ms-617.fcs'], ''],
  ['freecell: --game precisa de um valor: --game <número>.', ['--lang', 'pt', '--game'], ''],
  // Deals
  ['freecell: "ms:0" is not a game number: use a whole number from 1 to 8589934591.', ['--game', 'ms:0'], ''],
  ['freecell: "ms:8589934592" is not a game number: use a whole number from 1 to 8589934591.', ['--game', 'ms:8589934592'], ''],
  ['freecell: "pysol:0" is not a PySol game number: use a whole number from 1 up, or ms1 to ms8589934591.', ['--game', 'pysol:0'], ''],
  ['freecell: "pysol:abc" is not a PySol game number: use a whole number from 1 up, or ms1 to ms8589934591.', ['--game', 'pysol:abc'], ''],
];

describe('the sentences docs/user-guide.md quotes', () => {
  const guide = page('user-guide.md');

  it.each(GUIDE)('%s', (quote, args, input) => {
    expectQuoted(guide, quote);
    expect(printed(args, input)).toContain(quote);
  });
});

describe('the user guide examples that name files, run as the page types them in a folder of their own', () => {
  const guide = page('user-guide.md');
  let dir = '';

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-doc-'));
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** What `freecell ARGS` prints, run in the folder with its own state folder. */
  const run = (args: readonly string[], input = ''): ReturnType<typeof runIn> => runIn(dir, args, input);

  it.each<Example>([
    ['Cannot read d.txt: no such file; this game goes on.', ['--game', '1'], 'deck d.txt\n'],
    ['Could not write out/x: no such folder. The game goes on.', ['--game', '1'], 'moves out/x\n'],
    ['freecell: cannot write out/t.txt: no such folder.', ['transcript', 'record', 'out/t.txt', '--', '--game', '1'], 'q\n'],
    ['freecell: --range and --game cannot be used together: --range solves Microsoft deals 1 to 5.', ['solve', '--range', '1-5', '--game', '3'], ''],
    ['freecell: move 1, 38: Can\'t put 2H on 10C: ...', ['replay', '--game', '1', '-'], '38\n'],
  ])('%s', (quote, args, input) => {
    expectQuoted(guide, quote);
    const [head] = quote.split(' ...');
    expect(run(args, input).out).toContain(head);
  });

  it('a deck file of 2♥ K♠ 3♥ played with 1 cell and no empty column is lost after tc 1, and says to type game N', () => {
    fs.writeFileSync(path.join(dir, 'lost.txt'), '2H KS 3H\n');
    const quote = 'No legal move is left: this game is lost. Type u to undo, restart to play this one again, game N for a numbered deal, or q to quit.';
    expectQuoted(guide, quote);
    expect(run(['--deck', 'lost.txt', '--cells', '1', '--empty', 'none'], 'tc 1\n').out).toContain(quote);
  });

  it('browse says the file has no moves, with exit status 2', () => {
    fs.writeFileSync(path.join(dir, 'moves.txt'), '# only a comment\n');
    const quote = 'moves.txt has no moves: there is nothing to browse.';
    expectQuoted(guide, quote);
    const r = run(['browse', 'moves.txt', '--game', '1']);
    expect(r.out).toContain(quote);
    expect(r.status).toBe(2);
  });

  it('browse refuses a file that is not moves in the sentence the page shows', () => {
    fs.writeFileSync(path.join(dir, 'bad.txt'), 'zz\n');
    const quote = 'freecell: bad.txt, line 1: "zz" is not a move in standard notation or a game command.';
    expectQuoted(guide, quote);
    expect(run(['browse', 'bad.txt', '--game', '1']).out).toContain(quote);
  });
});

describe('what the user guide shows of solve and the help', () => {
  const guide = page('user-guide.md');

  it('solve prints on standard error what the guide shows for each command: the verdict first, then the line naming the search', () => {
    const sessions: [args: string[], status: number, lines: string[]][] = [
      [['solve', '--game', '617'], 0, ['freecell: solved by the fast search (1,562 positions).']],
      [
        ['solve', '--game', '11982'],
        3,
        [
          'freecell: game 11982 cannot be won: every reachable position was examined (139,287 positions).',
          'freecell: proven unwinnable by the exact search (61,643 positions) after the fast search found no solution (77,644 positions).',
        ],
      ],
      [
        ['solve', '--game', '889355984', '--max-states', '6000'],
        3,
        [
          'freecell: game 889355984 cannot be won: every reachable position was examined (11,111 positions).',
          'freecell: proven unwinnable by the exact search (5,111 positions) after the fast search gave up at 6,000 positions.',
        ],
      ],
      [
        ['solve', '--game', '889355984', '--max-states', '10'],
        4,
        [
          "freecell: gave up on game 889355984 after 20 positions in all (each search's position limit); try a larger --max-states.",
          'freecell: the fast search gave up at 10 positions, then the exact search at 10.',
        ],
      ],
    ];
    let shown = '';
    for (const [args, status, lines] of sessions) {
      const r = runInMemory(args, '', { NO_COLOR: '1' });
      expect({ stderr: r.stderr, status: r.status }).toEqual({ stderr: `${lines.join('\n')}\n`, status });
      shown += ` $ freecell ${args.join(' ')}${args[2] === '617' ? ' > solution.txt' : ''} ${lines.join(' ')}`;
    }
    expectQuoted(guide, `its solution sent to a file):${shown}`);
  });

  it('piped, the help is drawn 80 columns wide, some of its lines broken, as the guide says', () => {
    expectQuoted(guide, 'piped, each stays on one line, but the help (`h`, `help all`, `help CMD`) is still drawn 80 columns wide');
    const lines = runInMemory(['--game', '1'], 'h\nhelp all\nhelp 35\n', { NO_COLOR: '1' }).stdout.split('\n');
    const help = lines.slice(lines.findIndex((l) => l.startsWith('> h')));
    expect(Math.max(...help.map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(help).toContain('for the foundations');
  });
});

describe('the examples of docs/formats.md, run in a folder of their own', () => {
  const text = raw('formats.md');
  const formats = page('formats.md');
  let dir = '';
  const run = (args: readonly string[], input = '', stdout?: number): ReturnType<typeof runIn> => runIn(dir, args, input, stdout);
  /** Writes `name` in the folder and returns the name. */
  const write = (name: string, contents: string): string => {
    fs.writeFileSync(path.join(dir, name), contents);
    return name;
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-doc-'));
    write('five.txt', '6a 6b 6h bh 6h\n');
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the solution file is how solve --game 1 starts, and moves FILE after that win writes the same lines', () => {
    const shown = indentedBlock(text, 'the file starts:').replace(/\.\.\.\n$/, '');
    const solved = run(['solve', '--game', '1']);
    expect(solved.status).toBe(0);
    expect(solved.stdout.startsWith(shown)).toBe(true);
    run(['--game', '1'], `${solved.stdout.trim().split(/\s+/).join('\n')}\nmoves won.txt\nq\n`);
    expect(fs.readFileSync(path.join(dir, 'won.txt'), 'utf8')).toBe(solved.stdout);
  });

  it('the Freecell Solver board, the JSON position and the CS 3500 text are what replay prints of game 1 after 6a 6b 6h bh 6h, and each reads back as --board', () => {
    const fcs = indentedBlock(text, 'The position format of `fc-solve`');
    const json = indentedBlock(text, 'A stable shape for scripts');
    const cs3500 = indentedBlock(text, 'The `getGameState` text of the Northeastern');
    expect(run(['replay', '--game', '1', 'five.txt', '--format', 'fcs']).stdout).toBe(fcs);
    expect(JSON.parse(json)).toEqual(JSON.parse(run(['replay', '--game', '1', 'five.txt', '--format', 'json']).stdout));
    expect(run(['replay', '--game', '1', 'five.txt', '--format', 'cs3500']).stdout).toBe(cs3500);
    // read back as the game's position, which export prints in Freecell Solver's format
    for (const [name, contents] of [['p.fcs', fcs], ['p.json', json], ['p.txt', cs3500]] as const) {
      const game = run(['--board', write(name, contents), '--no-status'], 'export\nq\n');
      expect(game.status).toBe(0);
      const lines = game.stdout.split('\n');
      expect(lines.slice(lines.indexOf('> export') + 1, lines.indexOf('> q')).join('\n') + '\n').toBe(fcs);
    }
  });

  it('a board file that is not JSON is named by its line and column, in the form settings and statistics use, as the page quotes', () => {
    expectQuoted(formats, 'named by its line and the column where it stops being JSON (`board file p.json: not valid JSON: line 2, column 25.`, the form a settings or statistics file that is not JSON takes too: `The file is not valid JSON: line 1, column 8.`), or as text that ends too soon (`board file q.json: not valid JSON: the text ends too soon.`)');
    expect(run(['--board', write('p.json', '{\n  "version": "freecell",]\n}\n')]).stderr).toBe('freecell: board file p.json: not valid JSON: line 2, column 25.\n');
    expect(run(['--board', write('q.json', '{"format":')]).stderr).toBe('freecell: board file q.json: not valid JSON: the text ends too soon.\n');
    expectQuoted(formats, 'is not valid JSON is named as such, by the line and column where it stops being JSON, as a board or settings file is (`freecell: m.json: not valid JSON: line 2, column 18.`), or as text that ends too soon (`freecell: m.json: not valid JSON: the text ends too soon.`)');
    expect(run(['replay', write('m.json', '{\n  "moves": ["3a",]\n}\n'), '--game', '1']).stderr).toBe('freecell: m.json: not valid JSON: line 2, column 18.\n');
    expect(run(['replay', write('m.json', '{"moves": ["3a"'), '--game', '1']).stderr).toBe('freecell: m.json: not valid JSON: the text ends too soon.\n');
    expectQuoted(formats, 'is refused as such, with status 2 (`browse FILE` in a game names it and the game goes on): `freecell: m.json: JSON without the "moves" list of strings that a JSON moves file has.`');
    for (const text of ['{"deal": 5}', '[1, 2]']) expect(run(['replay', write('m.json', text), '--game', '1'])).toMatchObject({ status: 2, stderr: 'freecell: m.json: JSON without the "moves" list of strings that a JSON moves file has.\n' });
    expect(run(['--board', 'p.json', '--lang', 'pt']).stderr).toBe('freecell: o tabuleiro p.json: não é um JSON válido: linha 2, coluna 25.\n');
  });

  it('a board laid out one column a line given to --deck, and a deck written a round of the deal a line given to --board, are refused in the words the page quotes', () => {
    expectQuoted(formats, '`deck file fresh.fcs is laid out as a board, one column a line: --board reads it (a deck lists its cards in dealing order).`');
    write('fresh.fcs', run(['deal', '617', '--format', 'fcs']).stdout);
    expect(run(['deal', '--deck', 'fresh.fcs'])).toMatchObject({ status: 2, stderr: 'freecell: deck file fresh.fcs is laid out as a board, one column a line: --board reads it (a deck lists its cards in dealing order).\n' });
    expectQuoted(formats, '`board file cards1.txt holds a deck of cards, one round of the deal a line: --deck deals it (a board lists one column a line).`');
    const cards1 = write('cards1.txt', fs.readFileSync(path.join(ROOT, 'fixtures', 'decks', 'cse231-cards1.txt'), 'utf8'));
    expect(run(['deal', '--board', cards1])).toMatchObject({ status: 2, stderr: 'freecell: board file cards1.txt holds a deck of cards, one round of the deal a line: --deck deals it (a board lists one column a line).\n' });
    expectQuoted(formats, 'A board of that shape is read when its empty columns are written, a line holding `:` each.');
    expect(run(['deal', '--board', write('shaped.fcs', `${fs.readFileSync(path.join(dir, cards1), 'utf8')}:\n`)]).status).toBe(0);
  });

  it('replay --format json stops at the illegal move the page names, with the error object it shows', () => {
    expectQuoted(formats, '"error": { "move": 12, "token": "18", "code": "WRONG_RANK", "message": "..." }` when it stopped at an illegal move (game 1 with the moves `6a 6b 6h bh 6h 7b 76 7c 7h 3h 67 18`)');
    const r = run(['replay', '--game', '1', write('twelve.txt', '6a 6b 6h bh 6h 7b 76 7c 7h 3h 67 18\n'), '--format', 'json']);
    expect(r.status).toBe(1);
    expect((JSON.parse(r.stdout) as { error: unknown }).error).toEqual({ move: 12, token: '18', code: 'WRONG_RANK', message: expect.any(String) });
  });

  it('solve --variant bakers --game 5 --format json prints the variant, deal and first moves shown, and replay reads it back', () => {
    expectQuoted(formats, '`freecell solve --variant bakers --game 5 --format json` prints `{"variant": "bakers", ..., "deal": {"game": 5}, ..., "moves": ["2h", "48", ...]}`');
    const r = run(['solve', '--variant', 'bakers', '--game', '5', '--format', 'json']);
    const solved = JSON.parse(r.stdout) as { variant: string; deal: unknown; moves: string[] };
    expect([solved.variant, solved.deal, solved.moves.slice(0, 2)]).toEqual(['bakers', { game: 5 }, ['2h', '48']]);
    write('b5.json', r.stdout);
    const replayed = run(['replay', 'b5.json', '--format', 'json']);
    expect([replayed.status, (JSON.parse(replayed.stdout) as { won: boolean }).won]).toEqual([0, true]);
  });

  it('the standard notation examples mean what the page says', () => {
    const move = (token: string, variant: Variant): string => {
      const m = parseStandardMove(token, variant);
      const pile = (p: { kind: string; index?: number }): string => (p.kind === 'foundation' ? 'h' : `${p.kind} ${p.index! + 1}`);
      return `${pile(m.from)} > ${pile(m.to)}${'count' in m ? ` x${String(m.count)}` : ''}`;
    };
    const freecell = findVariant('freecell');
    const twelveCells = refineVariant(freecell, { cells: 12 });
    const columns = (n: number): Variant => refineVariant(freecell, { columns: n });
    expect(
      [
        ['3a', freecell], ['a5', freecell], ['8h', freecell], ['53', freecell], ['ab', freecell],
        ['3[11]', twelveCells], ['[12]h', twelveCells], ['[11]a', twelveCells], ['[11]5', twelveCells],
        ['53v3', freecell], ['53va', freecell], ['53(3)', freecell],
        ['1102', columns(13)], ['0112', columns(13)], ['102', columns(10)],
      ].map(([token, variant]) => `${token as string}: ${move(token as string, variant as Variant)}`),
    ).toEqual([
      '3a: column 3 > cell 1', 'a5: cell 1 > column 5', '8h: column 8 > h', '53: column 5 > column 3', 'ab: cell 1 > cell 2',
      '3[11]: column 3 > cell 11', '[12]h: cell 12 > h', '[11]a: cell 11 > cell 1', '[11]5: cell 11 > column 5',
      '53v3: column 5 > column 3 x3', '53va: column 5 > column 3 x10', '53(3): column 5 > column 3 x3',
      '1102: column 11 > column 2', '0112: column 1 > column 12', '102: column 10 > column 2',
    ]);
    expect(() => parseStandardMove('[3]', twelveCells)).toThrow(expect.objectContaining({ code: 'BAD_NOTATION' }));
    expectQuoted(formats, '`2♥ cannot go to the foundations yet: A♥ is not on a foundation.`');
    expect(printed(['--game', '1'], '3h\n')).toContain('2♥ cannot go to the foundations yet: A♥ is not on a foundation.');
  });

  it('Freecell Solver\'s move sentences are read as moves, and a token that is no move makes the file not valid, status 2', () => {
    write('sentences.txt', indentedBlock(text, 'counting its\nstacks (columns) and freecells from 0:'));
    expect(run(['replay', '--game', '1', 'sentences.txt'])).toMatchObject({ status: 1, stderr: 'freecell: move 2, Move a card from freecell 0 to the foundations: 6H cannot go to the foundations yet: AH is not on a foundation.\n' });
    for (const token of ['zz', '9a', '53v0']) {
      const r = run(['replay', '--game', '1', write('bad.txt', `6a\n${token}\n`)]);
      expect([r.status, r.stdout, r.stderr.startsWith('freecell: bad.txt, line 2: ')]).toEqual([2, '', true]);
    }
  });

  it.each([
    ['the variant is a list, not a name', '"variant": "freecell"', '"variant": []'],
    ['the version is a number too large to read', '"version": 1', '"version": 1e400'],
    ['board file p.json: move 2 of "moves", "zz", is not a move of FreeCell.', '"6b"', '"zz"'],
  ])('a JSON position with a wrong field is refused with status 2: %s', (quote, field, wrong) => {
    expectQuoted(formats, quote);
    const json = run(['replay', '--game', '1', 'five.txt', '--format', 'json']).stdout;
    write('p.json', json.replace(field, wrong));
    const r = run(['--board', 'p.json']);
    expect(r.status).toBe(2);
    expect(r.out).toContain(quote);
  });

  it('a CS 3500 pile label with a leading zero is refused in the sentence the page shows', () => {
    const quote = '"C05" is not a pile label: CS 3500 text numbers its piles without leading zeros (C5).';
    expectQuoted(formats, quote);
    const cs3500 = run(['replay', '--game', '1', 'five.txt', '--format', 'cs3500']).stdout;
    expect(run(['--board', write('c05.txt', cs3500.replace('C5:', 'C05:'))]).out).toContain(quote);
  });

  it('a deck file may run two-character cards together', () => {
    write('set.txt', '5HKSTD\n');
    expect(run(['--deck', 'set.txt', '--ascii'], 'q\n').stdout).toMatch(/^ +1 +2 +3 +4 +5 +6 +7 +8\n +5H +KS +10D\n/m);
  });

  it('transcript record and check, as the page types them', () => {
    const [record, check] = indentedBlock(text, 'as\nthe program prints it when its input comes from a pipe:').trim().split('\n').map((l) => l.split(' ').slice(1));
    expect(run(record!, '83\n8a\nq\n').status).toBe(0);
    expect(run(check!)).toMatchObject({ status: 0, stdout: 'session.txt: the program prints this transcript exactly.\n' });
  });

  it('moves FILE onto what it cannot write gives the reasons the page names, and the game goes on', async () => {
    fs.mkdirSync(path.join(dir, 'folder'));
    fs.symlinkSync('nowhere', path.join(dir, 'dangling'));
    expect(spawnSync('mkfifo', [path.join(dir, 'fifo')]).status).toBe(0);
    expect(spawnSync('mknod', [path.join(dir, 'block'), 'b', '7', '250']).status).toBe(0);
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(path.join(dir, 'socket'), resolve));
    try {
      for (const [file, why] of [['fifo', 'it is a FIFO that nobody is reading'], ['dangling', 'it is a link to a missing file'], ['folder', 'it is a folder'], ['socket', 'it is a socket'], ['block', 'it is a block device'], ['out/x', 'no such folder']]) {
        expectQuoted(formats, `\`${why}\``);
        expect(run(['--game', '1'], `moves ${file}\nq\n`).out).toContain(`Could not write ${file!}: ${why!}. The game goes on.`);
      }
    } finally {
      server.close();
    }
  });

  it('standard output on a full device ends the program with the sentence shown, status 5', () => {
    const quote = 'freecell: cannot write to standard output: no space left on device.';
    expectQuoted(formats, `(\`${quote}\`)`);
    expect(spawnSync('mknod', [path.join(dir, 'full'), 'c', '1', '7']).status).toBe(0);
    const full = fs.openSync(path.join(dir, 'full'), 'w');
    try {
      expect(run(['deal', '1'], '', full)).toMatchObject({ status: 5, stderr: `${quote}\n` });
    } finally {
      fs.closeSync(full);
    }
  });
});

describe('the examples of docs/variants.md', () => {
  const variants = page('variants.md');

  it.each([
    ['freecell', ['free-cell', 'fc']],
    ['bakers', ['baker', 'bakers-game', 'bg']],
    ['ko-bakers', ['kings-only-bakers-game', 'kobg']],
    ['eight-off', ['Eight Off', 'eight_off', 'EIGHT-OFF', 'eightoff', '8-off']],
    ['seahaven', ['seahaven-towers', 'sea-towers', 'towers']],
    ['relaxed-seahaven', []],
    ['relaxed-freecell', ['relaxed']],
    ['forecell', ['fore-cell']],
    ['freecell-3', ['freecell-3-cells', 'three-cell-freecell', '3-cell-freecell', 'fc3']],
  ])('%s is found by the names the page gives it: %j', (id, names) => {
    for (const name of [id, ...names]) {
      expectQuoted(variants, `\`${name}\``);
      expect(findVariant(name).id).toBe(id);
    }
  });

  it('freecell variants lists every id of the table', () => {
    const table = raw('variants.md').split('## The named variants')[1]!;
    const ids = [...table.matchAll(/^\| `([\w-]+)` \|/gm)].map((m) => m[1]);
    const listed = runInMemory(['variants'], '', { NO_COLOR: '1' }).stdout.trim().split('\n').map((line) => line.split(' ')[0]);
    expect(listed).toEqual(ids);
  });

  it('deals as the page says: Eight Off moves the seventh cards of columns 1 to 4 to the cells, 10 and 13 columns share 52 cards round robin, ForeCell deal 1 has no legal move', () => {
    const ms = FreecellGame.deal(1).state();
    const eightOff = FreecellGame.deal(1, 'eight-off').state();
    expect(eightOff.cells.slice(0, 4)).toEqual(ms.columns.slice(0, 4).map((c) => c[6]));
    expect(eightOff.columns).toEqual(ms.columns.map((c) => c.slice(0, 6)));
    expect(new FreecellGame({ seed: 1, columns: 10 }).state().columns.map((c) => c.length)).toEqual([6, 6, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(new FreecellGame({ seed: 1, columns: 13 }).state().columns.map((c) => c.length)).toEqual(Array(13).fill(4));
    expectQuoted(variants, 'Microsoft deal 1 dealt this way has no legal move.');
    expect(legalMoves(FreecellGame.deal(1, 'forecell').board)).toEqual([]);
  });

  it('refineVariant refuses 121 cells, 3 columns and an Eight Off with fewer than 4 cells', () => {
    expectQuoted(variants, 'so 121 cells, 3 columns or an Eight Off with fewer than 4 cells are refused.');
    for (const [base, changes] of [['freecell', { cells: 121 }], ['freecell', { columns: 3 }], ['eight-off', { cells: 3 }]] as const) {
      expect(() => refineVariant(findVariant(base), changes)).toThrow(expect.objectContaining({ code: 'BAD_VARIANT' }));
    }
  });
});

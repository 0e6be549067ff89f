// The sentences docs/user-guide.md quotes, word for word: each is on the page, and the program, run as the page says, prints it.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
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

/** A quote of the page (`...` in it stands for the rest of the sentence) and the run that prints it. */
type Example = [quote: string, args: string[], input: string];

const GUIDE: Example[] = [
  // Commands, and Several moves on a line
  ['Played 2 of 3 moves; the third, tt 3 5, was refused: can\'t put 2H on 6C: a column is built down one rank at a time, and 6C takes a red 5.', ['--game', '1', '--ascii'], 'tc 1, tc 2; tt 3 5\n'],
  ['Only moves can share a line, and "u" is not a move.', ['--game', '1'], 'tc 1, u\n'],
  ['save has a " that is never closed; a name with spaces goes between two quotes: save "my game.json".', ['--game', '1'], 'save "my\n'],
  ['save does not take "game.json"; usage: save [FILE] (put a name with spaces in quotes).', ['--game', '1'], 'save my game.json\n'],
  ['hint does not take "now"; it takes no arguments.', ['--game', '1'], 'hint now\n'],
  ['tt does not take "x y"', ['--game', '1'], 'tt 1 2 x y\n'],
  ['There is no free cell: all 4 cells hold a card.', ['--game', '1'], 'tc 1\ntc 2\ntc 3\ntc 4\ntc 5\n'],
  ['That move lost the game: this position can no longer be won; 1 undo goes back to one that can.', ['--game', '1'], 'tc 1\ntc 2\ntc 3\ntc 4\n'],
  ['2♥ cannot go home yet: A♥ is not on a foundation.', ['--game', '1'], 'tf 3\n'],
  ['C8 does not take "now"; usage: C8 INDEX PILE.', ['--game', '1'], 'C8 5 C1 now\n'],
  ['C8 needs a destination pile after the card index; usage: C8 INDEX PILE.', ['--game', '1'], 'C8 5\n'],
  ['O1 needs a card index and a destination pile; usage: O1 INDEX PILE.', ['--game', '1'], 'O1\n'],
  ['"x" is not a pile such as C1, O1 or F1; usage: C8 INDEX PILE.', ['--game', '1'], 'C8 5 x\n'],
  ['"C08" is not a pile label: piles are numbered without leading zeros (C8).', ['--game', '1'], 'C08 5 C1\n'],
  ['The deal starts again: attempt 2.', ['--game', '1'], 'tc 1\nrestart\n'],
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
  ['"3" is not a command; did you mean "35"? Type h for the list of commands.', ['--game', '1'], '3 5\n'],
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
  ['freecell: --difficulty and --deck cannot be used together: a difficulty chooses random game numbers.', ['--difficulty', 'hard', '--deck', 'x.txt'], ''],
  ['freecell: unknown difficulty "tough" (known: easy, medium, hard).', ['--difficulty', 'tough'], ''],
  ['freecell: the game does not take "solve" (freecell --help lists the options of play).', ['transcript', 'check', 'package.json', '--', 'solve'], ''],
  ['freecell: transcript check needs the deal fixed: add --game N, --deck FILE or --board FILE after --', ['transcript', 'check', 'package.json', '--', '--variant', 'bakers'], ''],
  ['freecell: --short and --exact cannot be used together: --short looks for a short solution, --exact runs the exact search alone.', ['solve', '--game', '1', '--short', '--exact'], ''],
  ['freecell: solved by the fast search (1,562 positions).', ['solve', '--game', '617'], ''],
  ['freecell: --jsonl needs --range or --deals: it only applies when solving many deals.', ['solve', '--game', '3', '--jsonl', 'x.jsonl'], ''],
  ['freecell: there is no setting "colour" (settings: autoplay, status, language, ascii, four-colour, statistics, messages).', ['config', 'colour', 'x'], ''],
  ['freecell: autoplay takes on or off, not "maybe".', ['config', 'autoplay', 'maybe'], ''],
  ['freecell: config autoplay needs a value: on or off.', ['config', 'autoplay'], ''],
  ['freecell: config does not take "off" (freecell config --help lists what it takes).', ['config', 'autoplay', 'on', 'off'], ''],
  ['freecell: config --reset does not take "on": it takes a setting (or nothing, for all of them).', ['config', '--reset', 'autoplay', 'on'], ''],
  ['freecell: "0" is not a game number: use a whole number from 1 to 8589934591.', ['--game', '0'], ''],
  ['freecell: unknown command "solv"; did you mean "solve"? (commands: deal, replay, browse, transcript, solve, stats, config, saves, report, variants).', ['solv'], ''],
  ['freecell: transcript needs one of its commands: check or record (freecell transcript --help says more).', ['transcript'], ''],
  ['freecell: unknown option --gam; did you mean --game? (--help lists them).', ['--gam', '5'], ''],
  ['freecell: unknown option --rang; did you mean --lang? (--help lists them).', ['--rang', '5'], ''],
  ['freecell: deal needs <number> (freecell deal --help says more).', ['deal'], ''],
  ['freecell: deal precisa de <número> (freecell deal --help explica).', ['--lang', 'pt', 'deal'], ''],
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
  function run(args: readonly string[], input = ''): { readonly out: string; readonly status: number | null } {
    const home = fs.mkdtempSync(path.join(dir, 'home-'));
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, input, encoding: 'utf8', env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' } });
    return { out: `${r.stdout}\n${r.stderr}`.replace(/\s+/g, ' '), status: r.status };
  }

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
    expectQuoted(guide, 'piped, each stays on one line, but the help (`h`, `help CMD`) is still drawn 80 columns wide');
    const lines = runInMemory(['--game', '1'], 'h\nhelp 35\n', { NO_COLOR: '1' }).stdout.split('\n');
    const help = lines.slice(lines.findIndex((l) => l.startsWith('> h')));
    expect(Math.max(...help.map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(help).toContain('for the foundations');
  });
});

// The English words of the in-game commands: the help screen, one command's help, several moves a line, browsing, --help.

import type { CommandWords } from './catalog';
import { clip, named, quoted, visible } from './visible';
import { smallFirst } from './error-catalog';
import { LINES_LISTED, listedLines } from './typed-ahead';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** English. */
export const commandsEn: CommandWords = {
  groups: { moves: 'Moves (numbers count from 1):', undo: 'Undo and redo:', advice: 'Hint and solve:', game: 'Game:', display: 'Display:', quit: 'Quit:' },
  topics: {
    tt: {
      usage: 'tt C D [K]',
      said: 'tt, then the column to move from, the column to move to, and optionally how many cards: moves cards from one column to another.',
      letters: 'Here C is the column to move from, D the column to move to, and K how many cards.',
      summary: 'column C to column D',
      details: [
        'Moves cards from column C to column D.',
        'Example: tt 3 5 moves the run at the bottom of column 3 onto column 5.',
      ],
      byRules: (variant) => {
        const empty = variant.emptyColumn;
        if (variant.sequenceMoves === 'single') {
          const rest = empty === 'any' ? ' or into an empty column' : empty === 'kings' ? ', or a King into an empty column' : '; an empty column takes no card';
          return `In this game one card moves at a time: the last card of column C, onto a card that takes it${rest}.`;
        }
        if (empty === 'none') return 'Onto a card, the part of the run that fits goes, or K cards when K is given; in this game an empty column takes no card.';
        if (empty === 'kings') return 'Onto a card, the part of the run that fits goes; an empty column takes only a King: the part of the run headed by a King goes there, or K cards when K is given.';
        return 'Onto a card, the part of the run that fits goes; onto an empty column, the longest run that may move, or K cards when K is given.';
      },
    },
    tc: {
      usage: 'tc C [N]',
      said: 'tc, then the column, and optionally the cell: moves the last card of the column to that cell, or without one to the first free cell.',
      letters: 'Here C is the column and N the cell.',
      summary: 'column C to cell N (the first free cell without N)',
      details: ['Moves the last card of column C to cell N; without N, to the first free cell.', 'Example: tc 2 puts the last card of column 2 in a free cell.'],
    },
    tf: {
      usage: 'tf C [F]',
      said: 'tf, then the column, and optionally the foundation: moves the last card of the column to that foundation, or without one to the foundation of its suit.',
      letters: 'Here C is the column and F the foundation.',
      summary: 'column C to a foundation (the right one without F)',
      details: ['Moves the last card of column C to foundation F; without F, to the foundation of its suit (an Ace to the first empty one).', 'Example: tf 4.'],
    },
    cf: {
      usage: 'cf N [F]',
      said: 'cf, then the cell, and optionally the foundation: moves the card in the cell to that foundation, or without one to the foundation of its suit.',
      letters: 'Here N is the cell and F the foundation.',
      summary: 'cell N to a foundation (the right one without F)',
      details: ['Moves the card in cell N to foundation F; without F, to the foundation of its suit.', 'Example: cf 1.'],
    },
    ct: { usage: 'ct N C', said: 'ct, then the cell and the column: moves the card in the cell to the column.', letters: 'Here N is the cell and C the column.', summary: 'cell N to column C', details: ['Moves the card in cell N to column C.', 'Example: ct 1 6.'] },
    alone: {
      usage: 'C',
      said: 'A column number alone: moves the last card of that column to the first free cell.',
      letters: 'Here C is the column number.',
      summary: 'a column number alone: its last card to the first free cell',
      details: [
        'Moves the last card of column C to the first free cell, as tc C does; the moves list writes it in standard notation (3a).',
        'Example: 3. quick off turns it off for the session, quick on back on; freecell config quick-cell off keeps it off for every game.',
      ],
    },
    standard: {
      usage: '35 3a a5 8h',
      said: 'Standard notation, the source and the destination with no space, each a column number, a cell letter or h for the foundations: 3a is column 3 to cell a.',
      summary: 'standard notation: a column number, a cell letter (a, b, c...) or h for the foundations',
      details: [
        'A move written as its source and destination with no space: 35 is column 3 to column 5, 3a column 3 to cell a, a5 cell a to column 5, 8h column 8 to the foundations.',
        'Onto a card, 53 moves the run whose first card fits; onto an empty column, one card (tt 5 3 moves the longest run there). 53v3 or 53(3) moves 3 cards.',
        'This is what freecell solve prints and freecell replay reads.',
      ],
    },
    cs3500: {
      usage: 'C8 5 C1',
      said: 'The CS 3500 form: the source pile, the number of the card in it counted from 1, and the destination pile, each pile a letter and a number: C8 5 C1.',
      summary: 'the CS 3500 form: source pile, card index from 1, destination pile',
      details: [
        'Piles are C (a column), O (a cell) and F (a foundation) with a number from 1; the index counts the cards of the source from the bottom, from 1.',
        'Example: C8 5 C1 moves the cards of column 8 from its 5th card up onto column 1; C2 7 O1 moves the 7th (last) card of column 2 to cell 1.',
      ],
    },
    several: {
      usage: 'tt 3 5, tf 2',
      said: 'Several moves on a line, with commas or semicolons between them, or spaces between moves in standard notation: they are played in order.',
      summary: 'several moves on a line, with commas or semicolons between them (or spaces: 35 3a 8h)',
      details: [
        'The moves are played in order; the first refused move stops the line, and the game stays after the last move played.',
        'Examples: tt 3 5, tf 2; tc 1; 35 3a 8h.',
      ],
    },
    undo: {
      usage: 'u, undo [N]',
      said: 'u or undo, and optionally how many moves: takes back the last move, or that many, with their autoplay moves.',
      letters: 'Here N is how many moves.',
      summary: 'take back the last move (or N), with its autoplay moves',
      details: [
        'Takes back your last move and the cards autoplay sent home after it. Undo as often as you like; redo plays them again.',
        'u N takes back your last N moves at once, as N u would, and says how many; when there are fewer, it takes back all there are.',
        'Right after restart, before any move, u brings back the game as it was before it; u N does that, then takes back N - 1 moves.',
      ],
    },
    redo: {
      usage: 'redo [N]',
      said: 'redo, and optionally how many moves: plays an undone move again, or that many.',
      letters: 'Here N is how many moves.',
      summary: 'play an undone move again, or N of them',
      details: ['Plays the last undone move again; a new move forgets the undone ones.', 'redo N plays N undone moves again at once, as N redo would; when there are fewer, it plays all there are.'],
    },
    hint: { usage: 'hint', said: 'hint: the next move of a solution from here.', summary: 'the next move of a solution from here', details: ['Asks the solver for a solution from this position and shows its first move, in notation and in words; with autoplay on, it leaves to autoplay the cards autoplay sends home after that move, and names them.'] },
    solve: {
      usage: 'solve [short]',
      said: 'solve, and optionally short: plays a solution from here, a move each time you press Enter; solve short looks longer for one with few moves.',
      summary: 'play a solution from here, a move each time you press Enter',
      details: [
        'Finds a solution from this position; each Enter plays its next move, and q stops (the game goes on from there). Once every move left goes to the foundations, one Enter plays them all.',
        'solve short looks longer (about a second) for a solution with few moves, close to the shortest known.',
      ],
    },
    new: { usage: 'r, new', said: 'r or new: a new deal; from a deck file or a board, the same layout again.', summary: 'a new deal (the same layout again from a deck file or a board)', details: ['Starts a new random deal with the same rules. A deck file or a board deals the same layout again.'] },
    game: {
      usage: 'game N',
      said: 'game, then a number: starts that game with the same rules.',
      letters: 'Here N is the game number.',
      summary: 'start game N with the same rules',
      details: [
        'Starts game N with the rules in play, the deal freecell --game N deals: Microsoft / FreeCell Pro game N (1 to 8589934591, or ms:N), or PySol / PySolFC game pysol:N. A game with moves is asked about first.',
        'Examples: game 617, game ms:617, game pysol:123456.',
      ],
    },
    deck: {
      usage: 'deck F',
      said: 'deck, then a file name: starts a new game dealt from that deck file, with the same rules.',
      letters: 'Here F is the name of the deck file, and N a game number.',
      summary: 'start a new game dealt from deck file F with the same rules',
      details: [
        'Deals the cards of deck file F (as freecell --deck F reads it) with the rules in play; r then deals that deck again. A game with moves is asked about first, as for game N.',
        'A file that cannot be read or holds no deck is named with the reason, and this game goes on. Example: deck fixtures/decks/cse231-cards6.txt (a name with spaces goes in quotes: deck "my deck.txt").',
      ],
    },
    restart: {
      usage: 'restart',
      said: 'restart: starts this deal again from the beginning.',
      summary: 'start this deal again from the beginning',
      details: [
        'Puts every card back where the deal put it and starts the moves again from 0. The time played goes on. Typed by mistake? u right after it, before any move, brings the game back as it was: its moves, the moves to redo and the attempt.',
        'After a move (even one undone since) it begins your next attempt at this deal, which the header shows from the second on (attempt 2). The statistics count the deal once, however often it is played again.',
      ],
    },
    save: {
      usage: 's, save [F]',
      said: 's or save, and optionally a file name: saves the game to that file, or by default where freecell --resume finds it.',
      letters: 'Here F is the file name.',
      summary: 'save the game (to file F; by default where freecell --resume finds it)',
      details: ['Without F the game is kept in your games folder, and freecell --resume continues it; with F, it is written to that file (freecell --resume F reads it).', 'A name with spaces goes in quotes: save "my game.json".'],
    },
    moves: { usage: 'moves [F]', said: 'moves, and optionally a file name: lists the moves made in standard notation, or writes them to that file.', letters: 'Here F is the file name.', summary: 'list the moves made in standard notation, or write them to file F', details: ['Lists your moves in standard notation, ten a line; moves F writes them to file F, which freecell replay and browse read; a name with spaces goes in quotes: moves "my moves.txt".'] },
    export: { usage: 'export', said: 'export: prints the position in Freecell Solver\'s board format.', summary: "print the position in Freecell Solver's board format", details: ["Prints the position as Freecell Solver's board text (freecell --board reads it back)."] },
    stats: { usage: 'stats', said: 'stats: your wins, losses and streaks.', summary: 'your wins, losses and streaks', details: ['Shows the games counted for each variant: won, lost, streaks and the fewest moves in a win.'] },
    browse: {
      usage: 'browse F',
      said: 'browse, then a file name: steps through a moves or solution file on the board.',
      letters: 'Here F is the file name.',
      summary: 'step through a moves or solution file on the board',
      details: [
        'Reads the moves of file F (what moves F or freecell solve wrote) and shows them one at a time on this deal; a name with spaces goes in quotes: browse "my moves.txt".',
        'n or Enter: next move; b: back; start; end; a number: that move; c: continue playing from there; q: back to your game.',
      ],
    },
    redraw: { usage: 'redraw, clear', said: 'redraw or clear: reads the board again; clear and Ctrl-L clear the screen first.', summary: 'draw the board (clear and Ctrl-L clear the screen first)', details: ['Draws the board again, as it is now; clear, and Ctrl-L, first clear the screen of a terminal.'] },
    show: {
      usage: 'show [C]',
      said: 'show, then a column number, cells or foundations: reads that column, the cells or the foundations on a line; show alone reads the whole board.',
      summary: 'read column C on a line (show cells, show foundations: those; alone: the board)',
      details: [
        'Says the cards of one part of the table on a line of its own, without drawing the board: show 3 lists column 3 from its first card to its last (the one that moves), show cells the cells, show foundations the top card of each foundation; show alone reads the whole board, as redraw does.',
        'With --plain the cards are said in words, as the board is; this changes nothing in the game.',
      ],
    },
    auto: {
      usage: 'auto on|off',
      said: 'auto on or auto off: lets safe cards go to the foundations by themselves, or not.',
      summary: 'let safe cards go to the foundations by themselves, or not',
      details: [
        'auto on sends every card that can no longer be needed to its foundation after each move; auto off never does.',
        'When you type a solution with autoplay on, a foundation move autoplay has already made counts as done.',
      ],
    },
    messages: {
      usage: 'messages on|off',
      said: 'messages on or messages off: says what each move did, or not.',
      summary: 'say under the board what each move did, or not',
      details: [
        'messages off stops the line under the board that says what a move did and which cards autoplay sent home; messages on brings it back. A refused move always says why.',
        'It lasts until the session ends; freecell config messages off keeps it for every game.',
        'With --plain, which draws no board, a move always says what it did.',
      ],
    },
    quick: {
      usage: 'quick on|off',
      said: 'quick on or quick off: lets a column number alone move its last card to a free cell, or not.',
      summary: 'let a column number alone move its last card to a free cell, or not',
      details: [
        'quick on lets a column number typed alone (3) move its last card to the first free cell; quick off turns that off, and a number alone then says how to turn it on.',
        'It lasts until the session ends; freecell config quick-cell off keeps it for every game.',
      ],
    },
    help: { usage: 'h, help, ? [CMD]', said: 'h, help or a question mark, and optionally a command: this help, every command with help all, or one command with help and its name.', letters: 'Here CMD is the name of a command.', summary: 'this help, every command (help all) or one (help CMD)', details: ['h lists the everyday commands; help all lists every command; help CMD explains one (help tt, help hint, help 35).'] },
    quit: { usage: 'q, quit, exit', said: 'q, quit or exit: quits; freecell --resume continues a game in progress.', summary: 'quit (freecell --resume continues a game in progress)', details: ['Ends the session. A game in progress is kept, and freecell --resume continues it.'] },
  },
  helpFooter: 'Type help and a command for its details: help tt, help hint, help 35.',
  everyday: 'Everyday commands (numbers count from 1):',
  shortFooter: 'More: help all for every command, help tt (or any command) for its details.',
  unknownTopic: (word) => `"${clip(quoted(word))}" is not a command; type help for the list of commands.`,
  alreadyDone: (what) => `Already done by autoplay: ${what}.`,
  partial: (played, total, token, why) =>
    `${played === 0 ? `Played none of the ${total} moves` : `Played ${played} of ${total} moves`}; the ${ORDINALS[played] ?? `move number ${played + 1}`}, ${clip(quoted(token))}, was refused: ${smallFirst(why)}`,
  typedAheadDropped: (lines) =>
    `${lines.length === 1 ? 'The line typed after the refused one was' : `The ${lines.length} lines typed after the refused one were`} not played: ${listedLines(lines)}${lines.length > LINES_LISTED ? ` and ${lines.length - LINES_LISTED} more` : ''}.`,
  deck: {
    cannotRead: (file, why) => `Cannot read ${named(file)}: ${visible(why).replace(/[\s.]+$/, '')}; this game goes on.`,
    notADeck: (file, why) => `${named(file)} is not a deck file: ${smallFirst(why.replace(/[\s.]+$/, ''))}; this game goes on.`,
    isPosition: (file) => `${named(file)} holds a position, not a deck of cards (freecell --board reads it); this game goes on.`,
    isBadPosition: (file, why) => `${named(file)} holds a position, not a deck of cards, and freecell --board cannot read it either: ${smallFirst(why.replace(/[\s.]+$/, ''))}; this game goes on.`,
    isNot: (file, kind) =>
      kind === 'moves'
        ? `${named(file)} holds a list of moves, not a deck of cards (browse reads it); this game goes on.`
        : kind === 'results'
          ? `${named(file)} holds results of solving deals (lines of freecell solve --jsonl), not a deck of cards; this game goes on.`
          : `${named(file)} holds JSON text, not a deck of cards; this game goes on.`,
    isBoard: (file) => `${named(file)} is laid out as a board, one column a line, not a deck of cards (freecell --board reads it); this game goes on.`,
  },
  browse: {
    intro: (file, moves) => `Browsing ${named(file)}: ${moves === 1 ? '1 move' : `${moves} moves`}.`,
    keys: 'n or Enter: next, b: back, start, end, a number: go to that move, c: continue playing from here, q: stop browsing.',
    step: (n, total, what) => `Move ${n} of ${total}: ${what}.`,
    atStart: (total) => `The deal before move 1 (of ${total}).`,
    pastEnd: (total) => `That was the last move (${total}); b goes back, c continues playing from here.`,
    beforeStart: 'This is the deal before the first move; n goes forward.',
    noSuchMove: (number, total) =>
      total === 0
        ? `There is no move ${clip(number)}: this file has no moves, only the deal (0).`
        : `There is no move ${clip(number)}: ${total === 1 ? 'this file has only move 1' : `the moves of this file are numbered 1 to ${total}`} (0 is the deal).`,
    notAStep: (word, total) => `"${clip(quoted(word))}" is not a browse command: n, b, start, end, a move number from 0 to ${total}, c or q.`,
    strayWord: (word, extra) => `${clip(quoted(word))} does not take "${clip(quoted(extra))}"; of the browse keys only go takes a number: go N.`,
    illegal: (number, token, why) => `Move ${number}, ${clip(quoted(token))}, cannot be played (${why.replace(/[\s.]+$/, '')}); only the moves before it are browsed.`,
    unreadable: (file, line, token) => `${named(file)}, line ${line}: "${clip(quoted(token))}" is not a move in standard notation or a game command.`,
    noMoves: (file) => `${named(file)} has no moves: there is nothing to browse.`,
    cannotRead: (file, why) => `Cannot read ${named(file)}: ${visible(why).replace(/[\s.]+$/, '')}.`,
    continued: (n) => `The game goes on from move ${n}; undo takes the moves back one by one.`,
    stopped: 'Stopped browsing; your game is as you left it.',
  },
  cli: {
    commands: {
      program: "Play FreeCell, Baker's Game and their family in the terminal.",
      deal: 'print a deal and exit (number: N, ms:N or pysol:N; or --deck FILE, --board FILE)',
      replay: 'play a list of moves (a file, or - for standard input) and print the final position',
      browse: 'step through a moves or solution file on the board (n, b, start, end, a move number, c to continue playing, q)',
      transcript: 'check or record a transcript of a session',
      'transcript check': 'run the commands typed in a transcript (give the game options after --) and compare the output exactly',
      'transcript record': 'play a session (game options after --) and write everything shown, commands included, to a file',
      solve: 'print a solution (0 solved, 3 proven unwinnable, 4 gave up), or solve a range of deals',
      stats: 'show your statistics per variant',
      saves: 'list the saved games, the latest first (those being played in another freecell too)',
      report: 'merge the results files of solve --range or --deals (shards, reruns) into one summary; 1 when two files disagree on a deal',
      config: 'list the settings, or set one: freecell config KEY VALUE (keys: autoplay, status, language, ascii, colour, four-colour, statistics, messages, quick-cell)',
      variants: 'list the variants with a line about each',
      help: 'display help for command',
    },
    arguments: {
      'report files': 'results files (--jsonl) to merge',
    },
    options: {
      '--variant': 'rules to play: {variants} (aliases allowed; see freecell variants)',
      '--cells': 'free cells, {cellsMin} to {cellsMax}',
      '--columns': 'columns, {columnsMin} to {columnsMax}',
      '--build': 'columns built down by: alternate-colour, suit, rank or any',
      '--empty': 'what may fill an empty column: any, kings or none',
      '--moves': 'cards a move carries: single, free-space or unlimited',
      '--cells-dealt': 'cards the deal puts in the cells',
      '--aces-home': 'an Ace may only go to a foundation',
      '--single-card': 'move one card at a time (the CSE 231 rules; the same as --moves single)',
      '--game': 'game number: 1 to {maxGame} or ms:N (Microsoft / FreeCell Pro), pysol:N (PySol / PySolFC)',
      '--deck': 'deal the cards of a deck file, in dealing order',
      '--board': 'start from a position (Freecell Solver board, JSON or CS 3500 text)',
      '--ascii': 'suit letters (10H) instead of symbols (10♥)',
      '--color': 'colour on a colour terminal, even when the colour setting is off',
      '--no-color': 'never use colour (NO_COLOR is honoured too)',
      '--style': 'screen style: default or cse231',
      '--autoplay': 'move safe cards to the foundations by themselves (the default; over the autoplay setting)',
      '--status': 'show in the header whether the position can still be won (the default; over the status setting)',
      '--no-ascii': 'suit symbols even when the ascii setting is on',
      '--statistics': 'count this game in the statistics even when the statistics setting is off',
      '--no-statistics': 'do not count this game in the statistics',
      '--messages': 'say under the board what each move did (the default; over the messages setting)',
      '--no-messages': 'do not say under the board what each move did (with --plain, which draws no board, a move always says what it did)',
      'config --reset': 'put the setting KEY (or, without KEY, every setting) back to its default',
      '--no-autoplay': 'never move safe cards to the foundations by themselves',
      '--resume': 'resume the latest saved game not in use, or game ID (see freecell saves), or a save FILE',
      '--lang': 'language of the messages: en or pt (default: the language setting, else the locale: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)',
      'sub --lang': 'language of the messages: en or pt',
      '--no-status': 'do not show in the header whether the position can still be won',
      '--winnable': 'deal only games the solver can win (random deals and r)',
      '--four-colour': "four suit colours: clubs green, diamonds blue, hearts red, spades in the terminal's colour",
      '--plain': 'screen-reader mode: no drawing, cards and piles in words, one sentence per event',
      '--difficulty': 'deal only winnable games of this difficulty: easy, medium or hard (implies --winnable)',
      'deal --format': 'text, fcs (Freecell Solver), json or cs3500',
      'deal --deck': 'print the deal of a deck file instead of a game number',
      'deal --board': 'print a position file (Freecell Solver board, JSON or CS 3500 text) instead of a game number, to convert it with --format',
      'replay --format': 'text, fcs, json or cs3500',
      '--verbose': 'print the board after every move',
      'solve --format': 'sn (standard notation, the default), commands or json',
      '--exact': 'run the exact search alone (by default the fast search runs first, and the exact search proves its "no solution" or takes over when it reaches its position limit)',
      '--short': 'look for a short solution, close to the shortest known (slower: about a second a deal)',
      '--max-states': 'give up after this many distinct positions in each search (by default the fast search stops at {fastStates} and the exact search after it only at the time and memory limits; --exact stops at {exactStates}, --short at {shortStates})',
      '--max-memory': 'give up when the search would hold more than this many megabytes (default {maxMemoryMb}, less on a small machine)',
      '--time-limit': 'give up after this many seconds on one deal (default {timeLimit})',
      '--range': 'solve Microsoft deals a to b and print a summary',
      '--jobs': 'solving processes for --range or --deals (default: all cores)',
      '--deals': 'solve the Microsoft deals listed in a file, - for standard input (one a line, # comments), and print a summary',
      '--jsonl': 'with --range or --deals: append one JSON line per deal, in deal order; a rerun solves only the deals missing',
      '--shard': 'with --range or --deals: solve only the deals whose place in the range or list is i - 1 modulo n',
      'report --range': 'also list the deals of this range that no file holds',
      'report --json': 'print the summary as a JSON object (deals, solved, unwinnable, gaveUp, missing, conflicts...)',
      '--unwinnable': 'print only the deals proven unwinnable, one a line (ready for solve --deals)',
      '--gave-up': 'print only the deals given up that no file settles, one a line (ready for solve --deals with larger limits)',
      '--reset': 'clear the statistics, after asking',
      'stats --json': 'print them as a JSON object keyed by variant',
      'saves --json': 'print them as a JSON array',
      'saves --all': 'on a terminal, list every saved game, not only the latest {savesShown}',
      '--delete': 'give up saved game ID: its save is deleted and, if a move was made, it counts as given up (as won or lost when it stands won or lost)',
      '--version': 'output the version number',
      '--help': 'display help for command',
    },
    headings: { usage: 'Usage:', options: 'Options:', commands: 'Commands:', arguments: 'Arguments:', default: 'default' },
    placeholder: (argument) => argument,
  },
};

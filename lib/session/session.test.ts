import fc from 'fast-check';
import { type Variant, dealBoard, findVariant, listVariants, microsoftDeal, refineVariant } from '../core';
import { formatFcs, formatJsonPosition, parseDeck, parseFcsBoard } from '../notation';
import { createPainter, en, pt, shownIn } from '../ui';
import { textWidth } from '../ui/width';
import { type DealSpec, GameSession, IDLE_LIMIT_MS, type SessionChange, type SessionOptions, startingBoard } from '.';

const freecell = findVariant('freecell');
const bakers = findVariant('bakers');

function session(deal: DealSpec, variant: Variant = freecell, style: 'default' | 'cse231' = 'default'): GameSession {
  return new GameSession({ variant, deal, look: { style, ascii: true, painter: createPainter(false), catalog: en }, randomGameNumber: () => 4242 });
}

describe('help tt follows the rules of the game: what goes onto an empty column, and runs', () => {
  const help = (variant: Variant, catalog = en): string =>
    new GameSession({ variant, deal: { kind: 'game', number: 1 }, look: { style: 'default', ascii: true, plain: true, painter: createPainter(false), catalog }, randomGameNumber: () => 1 }).handle('help tt');
  it.each([
    ['freecell', 'Onto a card, the part of the run that fits goes; onto an empty column, the longest run that may move, or K cards when K is given.', 'Sobre uma carta, vai a parte da sequência que couber; para uma coluna vazia, a maior sequência que pode se mover, ou K cartas quando K é dado.'],
    ['ko-bakers', 'Onto a card, the part of the run that fits goes; an empty column takes only a King: the part of the run headed by a King goes there, or K cards when K is given.', 'Sobre uma carta, vai a parte da sequência que couber; uma coluna vazia só aceita um Rei: vai para ela a parte da sequência encabeçada por um Rei, ou K cartas quando K é dado.'],
    ['seahaven', 'Onto a card, the part of the run that fits goes; an empty column takes only a King: the part of the run headed by a King goes there, or K cards when K is given.', 'Sobre uma carta, vai a parte da sequência que couber; uma coluna vazia só aceita um Rei: vai para ela a parte da sequência encabeçada por um Rei, ou K cartas quando K é dado.'],
  ])('%s', (id, english, portuguese) => {
    expect(help(findVariant(id))).toContain(`\n${english}\n`);
    expect(help(findVariant(id), pt)).toContain(`\n${portuguese}\n`);
  });
  it('with one card a move, or no card for an empty column', () => {
    expect(help(refineVariant(freecell, { sequenceMoves: 'single' }))).toContain('\nIn this game one card moves at a time: the last card of column C, onto a card that takes it or into an empty column.\n');
    expect(help(refineVariant(freecell, { sequenceMoves: 'single' }), pt)).toContain('\nNeste jogo move-se uma carta por vez: a última carta da coluna C, sobre uma carta que a aceite ou para uma coluna vazia.\n');
    expect(help(refineVariant(freecell, { emptyColumn: 'none' }))).toContain('\nOnto a card, the part of the run that fits goes, or K cards when K is given; in this game an empty column takes no card.\n');
    expect(help(refineVariant(freecell, { emptyColumn: 'none' }), pt)).toContain('\nSobre uma carta, vai a parte da sequência que couber, ou K cartas quando K é dado; neste jogo uma coluna vazia não aceita carta.\n');
  });
});

function fromBoard(text: string, variant: Variant = freecell): GameSession {
  return session({ kind: 'board', name: 'test', board: parseFcsBoard(text, variant, { fullPack: false }) }, variant);
}

/** Runs a rejected command and checks that nothing about the game changed. */
function rejects(s: GameSession, line: string): { code: string; text: string } {
  const key = s.board.key();
  const moves = s.moves;
  const text = s.handle(line);
  expect(s.lastError).toBeDefined();
  expect(s.board.key()).toBe(key);
  expect(s.moves).toBe(moves);
  expect(text.trim().split('\n')).toHaveLength(1);
  return { code: s.lastError!.code, text: text.trim() };
}

/** A line refused in English and Portuguese with these sentences and this code, the board left as it was. */
function expectRefusedInBoth(line: string, english: string, portuguese: string, code: string, variant: Variant = freecell): void {
  for (const [catalog, sentence] of [[en, english], [pt, portuguese]] as const) {
    const s = new GameSession({ variant, deal: { kind: 'game', number: 1 }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog }, randomGameNumber: () => 1 });
    const board = formatFcs(s.board);
    expect(s.handle(line)).toBe(`${sentence}\n`);
    expect(s.lastError?.code).toBe(code);
    expect(formatFcs(s.board)).toBe(board);
  }
}

describe('every error a player can cause leaves the game unchanged and gets one sentence', () => {
  const position = `
Foundations: H-2 C-0 D-0 S-0
Freecells: 7C - - -
KS QH JH
5D
9C 8H 7S
AS
4C
KH
QS
3S 2D
`;
  const cases: [string, string, string, Variant?][] = [
    ['xx 1 2', 'UNKNOWN_COMMAND', '"xx" is not a command; type h for the list of commands.'],
    ['ft 1 2', 'UNKNOWN_COMMAND', '"ft" is not a command; did you mean "tf"? Type h for the list of commands.'],
    ['tt 1', 'WRONG_ARGUMENT_COUNT', 'tt needs 2 or 3 numbers, not 1: tt COLUMN COLUMN [COUNT].'],
    ['h 2 3', 'WRONG_ARGUMENT_COUNT', 'h does not take "3"; usage: h [COMMAND].'],
    ['tc one 2', 'NOT_A_NUMBER', '"one" is not a column number.'],
    ['tc 9 1', 'OUT_OF_RANGE', 'There is no column 9: columns are numbered 1 to 8.'],
    ['tc 1 5', 'OUT_OF_RANGE', 'There is no cell 5: cells are numbered 1 to 4.'],
    ['tt 1 1', 'SAME_PILE', 'Column 1 is both the source and the destination.'],
    ['cf 2 1', 'EMPTY_SOURCE', 'Cell 2 is empty: there is no card to move.'],
    ['tt 2 6 3', 'NOT_ENOUGH_CARDS', 'Column 2 holds 1 card, so 3 cannot move.'],
    ['tt 1 6 3', 'NOT_A_RUN', 'The last 3 cards of column 1 are not a run: JH does not follow QH (in FreeCell a column is built down in alternating colours).'],
    ['tc 2 1', 'CELL_OCCUPIED', 'Cell 1 is not empty: it holds 7C.'],
    ['tf 2 2', 'NEEDS_ACE', "Can't put 5D on foundation 2: an empty foundation takes an Ace."],
    ['tf 5 1', 'WRONG_SUIT', "Can't put 4C on 2H in foundation 1: it takes the 3 of hearts next."],
    ['tt 2 6', 'WRONG_RANK', "Can't put 5D on KH: a column is built down one rank at a time, and KH takes a black Queen."],
    ['ct 1 1', 'WRONG_RANK', "Can't put 7C on JH: a column is built down one rank at a time, and JH takes a black 10."],
    ['tt 8 5', 'WRONG_COLOUR', "Can't put 3S on 4C: in FreeCell a column is built down in alternating colours."],
  ];

  it.each(cases)('%p -> %s', (line, code, sentence) => {
    const s = fromBoard(position);
    const result = rejects(s, line);
    expect(result.code).toBe(code);
    expect(result.text).toBe(sentence);
  });

  it('a card of the wrong rank is told the card the column takes: of the other colour in FreeCell, the very card when building by suit, any of the rank otherwise', () => {
    expect(rejects(fromBoard(position), 'tt 2 6').text).toBe("Can't put 5D on KH: a column is built down one rank at a time, and KH takes a black Queen.");
    expect(rejects(fromBoard(position), 'tt 6 1').text).toBe("Can't put KH on JH: a column is built down one rank at a time, and JH takes a black 10.");
    expect(rejects(fromBoard(position, bakers), 'tt 2 6').text).toBe("Can't put 5D on KH: a column is built down one rank at a time, and KH takes QH.");
    expect(rejects(fromBoard(position, refineVariant(freecell, { buildBy: 'rank' })), 'tt 2 6').text).toBe("Can't put 5D on KH: a column is built down one rank at a time, and KH takes a Queen.");
    const inPt = (variant: Variant) => {
      const board = parseFcsBoard(position, variant, { fullPack: false });
      return new GameSession({ variant, deal: { kind: 'board', name: 'test', board }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: pt }, randomGameNumber: () => 4242 });
    };
    expect(rejects(inPt(freecell), 'tt 2 6').text).toBe('Não dá para pôr 5D sobre KH: uma coluna desce um valor por vez, e KH recebe uma Dama preta.');
    expect(rejects(inPt(freecell), 'tt 6 1').text).toBe('Não dá para pôr KH sobre JH: uma coluna desce um valor por vez, e JH recebe um 10 preto.');
    expect(rejects(inPt(bakers), 'tt 2 6').text).toBe('Não dá para pôr 5D sobre KH: uma coluna desce um valor por vez, e KH recebe QH.');
  });

  it('a card sent home without naming a foundation is told why it cannot go yet, not about a foundation the program picked', () => {
    const s = fromBoard(position);
    expect(rejects(s, 'tf 2')).toEqual({ code: 'NOT_HOME_YET', text: '5D cannot go to the foundations yet: AD is not on a foundation.' });
    expect(rejects(s, 'cf 1')).toEqual({ code: 'NOT_HOME_YET', text: '7C cannot go to the foundations yet: AC is not on a foundation.' });
    expect(rejects(s, '5h')).toEqual({ code: 'NOT_HOME_YET', text: '4C cannot go to the foundations yet: AC is not on a foundation.' });
    const started = fromBoard('Foundations: H-2 C-0 D-0 S-0\n5H\n');
    expect(rejects(started, 'tf 1')).toEqual({ code: 'NOT_HOME_YET', text: '5H cannot go to the foundations yet: 3H is not on a foundation.' });
    expect(rejects(started, 'tf 1 1')).toEqual({ code: 'WRONG_RANK', text: "Can't put 5H on 2H in foundation 1: it takes the 3 of hearts next." });
  });

  it('a line of several moves refused at a card whose name leads the reason keeps the name as written', () => {
    // game 1: 4a and 4b put 6H and QS in the cells; QS cannot go home
    const said = (catalog = en, ascii = true, plain = false): string =>
      new GameSession({ variant: freecell, deal: { kind: 'game', number: 1 }, look: { style: 'default', ascii, plain, painter: createPainter(false), catalog }, randomGameNumber: () => 1 })
        .handle('4a, 4b, bh')
        .split('\n')
        .find((l) => l.includes('bh'))!;
    expect(said()).toBe('Played 2 of 3 moves; the third, bh, was refused: QS cannot go to the foundations yet: AS is not on a foundation.');
    expect(said(en, false)).toBe('Played 2 of 3 moves; the third, bh, was refused: Q♠ cannot go to the foundations yet: A♠ is not on a foundation.');
    expect(said(pt)).toBe('Feitos 2 de 3 movimentos; o terceiro, bh, foi recusado: QS ainda não pode ir para as fundações: AS não está em nenhuma fundação.');
    // a card in words is an ordinary word inside the sentence
    expect(said(en, true, true)).toContain('was refused: queen of spades cannot go to the foundations yet');
    expect(said(pt, true, true)).toContain('foi recusado: dama de espadas ainda não pode ir para as fundações');
  });

  it('a moves file browsed up to a move refused at a card keeps the card as written, in Portuguese too', () => {
    const browsed = (catalog = en): string =>
      new GameSession({
        variant: freecell,
        deal: { kind: 'game', number: 1 },
        look: { style: 'default', ascii: true, painter: createPainter(false), catalog },
        randomGameNumber: () => 1,
        files: { read: () => '4a\n4b\nbh\n', write: () => undefined },
      }).handle('browse m.txt');
    expect(browsed()).toContain('Move 3, bh, cannot be played (QS cannot go to the foundations yet: AS is not on a foundation); only the moves before it are browsed.');
    expect(browsed(pt)).toContain('O movimento 3, bh, não pode ser feito (QS ainda não pode ir para as fundações: AS não está em nenhuma fundação); só os movimentos antes dele são percorridos.');
  });

  it('NOT_HOME_YET in Portuguese, and in a line of several moves', () => {
    const board = parseFcsBoard(position, freecell, { fullPack: false });
    const s = new GameSession({ variant: freecell, deal: { kind: 'board', name: 'test', board }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: pt }, randomGameNumber: () => 4242 });
    expect(rejects(s, 'tf 2').text).toBe('5D ainda não pode ir para as fundações: AD não está em nenhuma fundação.');
    const line = fromBoard(position);
    expect(rejects(line, 'tf 2, tf 3').text).toBe('Played none of the 2 moves; the first, tf 2, was refused: 5D cannot go to the foundations yet: AD is not on a foundation.');
    const course = session({ kind: 'board', name: 'test', board: parseFcsBoard(position, freecell, { fullPack: false }) }, freecell, 'cse231');
    course.handle('tf 2');
    expect(course.lastError?.code).toBe('NOT_HOME_YET');
    expect(course.handle('tf 2')).toContain('Invalid move: Card cannot go to a foundation yet\n');
  });

  it('WRONG_SUIT in Baker\'s Game', () => {
    const s = fromBoard('5C\n4D\n', bakers);
    expect(rejects(s, 'tt 2 1')).toEqual({ code: 'WRONG_SUIT', text: "Can't put 4D on 5C: in Baker's Game a column is built down in the same suit." });
  });

  it('NOT_ENOUGH_SPACE', () => {
    const s = fromBoard('Freecells: 2C 3C 4C -\nJS 10D 9C 8H 7S\nQH\nKS\nKH\nKC\nQD\nQC\n10H\n');
    expect(rejects(s, 'tt 1 2')).toEqual({
      code: 'NOT_ENOUGH_SPACE',
      text: 'Not enough free space to move 5 cards: with 1 free cell and no empty column besides the destination you can move 2 at most.',
    });
  });

  it('NOT_ENOUGH_SPACE into an empty column does not count that column, and says so', () => {
    const s = fromBoard('Freecells: 2C 3C - -\nJS 10D 9C 8H 7S\n:\nKS\nKH\nKC\nQD\nQC\n10H\n');
    expect(rejects(s, 'tt 1 2 4')).toEqual({
      code: 'NOT_ENOUGH_SPACE',
      text: 'Not enough free space to move 4 cards: with 2 free cells and no empty column besides the destination you can move 3 at most.',
    });
    const two = fromBoard('Freecells: 2C 3C - -\nQH JS 10D 9C 8H 7S 6D\n:\n:\nKH\nKC\nQD\nQC\n10H\n');
    expect(rejects(two, 'tt 1 2 7')).toMatchObject({ text: expect.stringContaining('with 2 free cells and 1 empty column besides the destination you can move 6 at most.') });
  });

  it('NOT_ENOUGH_SPACE where only a King fills an empty column says why the empty columns do not help, and names none when there is none', () => {
    const kings = refineVariant(bakers, { emptyColumn: 'kings' });
    const s = fromBoard('Freecells: 2C 3C - -\n9S 8S 7S 6S 5S\n10S\n:\nKH\nKC\nQD\nQC\n10H\n', kings);
    expect(rejects(s, 'tt 1 2')).toEqual({
      code: 'NOT_ENOUGH_SPACE',
      text: 'Not enough free space to move 5 cards: with 2 free cells you can move 3 at most; the empty column besides the destination cannot help, as an empty column takes only a King.',
    });
    const none = fromBoard('Freecells: 2C 3C - -\n9S 8S 7S 6S 5S\n10S\nKS\nKH\nKC\nQD\nQC\n10H\n', kings);
    expect(rejects(none, 'tt 1 2').text).toBe('Not enough free space to move 5 cards: with 2 free cells you can move 3 at most.');
    // a run headed by a King into an empty column: the other empty columns take only a King too
    const king = fromBoard('Freecells: 2C 3C 4C 5C\nKS QS JS\n:\n:\n:\nKH\nKC\nQD\nQC\n', kings);
    expect(rejects(king, 'tt 1 2').text).toBe(
      'Not enough free space to move 3 cards: with 0 free cells you can move 1 at most; the 2 empty columns besides the destination cannot help, as an empty column takes only a King.',
    );
    const inPortuguese = new GameSession({ variant: kings, deal: { kind: 'board', name: 'test', board: parseFcsBoard('Freecells: 2C 3C 4C 5C\nKS QS JS\n:\n:\n:\nKH\nKC\nQD\nQC\n', kings, { fullPack: false }) }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: pt }, randomGameNumber: () => 4242 });
    expect(rejects(inPortuguese, 'tt 1 2').text).toBe(
      'Não há espaço livre para mover 3 cartas: com 0 células livres dá para mover no máximo 1; as 2 colunas vazias além do destino não ajudam, pois uma coluna vazia só aceita um Rei.',
    );
    const noneInPortuguese = new GameSession({ variant: kings, deal: { kind: 'board', name: 'test', board: parseFcsBoard('Freecells: 2C 3C - -\n9S 8S 7S 6S 5S\n10S\nKS\nKH\nKC\nQD\nQC\n10H\n', kings, { fullPack: false }) }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: pt }, randomGameNumber: () => 4242 });
    expect(rejects(noneInPortuguese, 'tt 1 2').text).toBe('Não há espaço livre para mover 5 cartas: com 2 células livres dá para mover no máximo 3.');
    const unfillable = fromBoard('Freecells: 2C 3C - -\nJS 10D 9C 8H 7S\nQH\n:\nKH\nKC\nQD\nQC\n10H\n', refineVariant(freecell, { emptyColumn: 'none' }));
    expect(rejects(unfillable, 'tt 1 2').text).toBe(
      'Not enough free space to move 5 cards: with 2 free cells you can move 3 at most; the empty column besides the destination cannot help, as empty columns cannot be filled in this game.',
    );
  });

  it('SINGLE_CARD_ONLY', () => {
    const single = refineVariant(freecell, { sequenceMoves: 'single' });
    const s = fromBoard('9C 8H 7S\n:\n', single);
    expect(rejects(s, 'tt 1 2 2').code).toBe('SINGLE_CARD_ONLY');
  });

  it('EMPTY_COLUMN_RULE', () => {
    const kings = refineVariant(freecell, { emptyColumn: 'kings' });
    const s = fromBoard('9C 8H 7S\n:\n', kings);
    expect(rejects(s, 'tt 1 2 1')).toEqual({ code: 'EMPTY_COLUMN_RULE', text: "Can't put 7S in empty column 2: only a King may fill an empty column." });
  });
});

describe('playing', () => {
  it('moves, counts moves and redraws', () => {
    const s = fromBoard('9C 8H 7S\n:\n');
    const text = s.handle('tt 1 2');
    expect(s.lastError).toBeUndefined();
    expect(s.moves).toBe(1);
    expect(s.board.column(1)).toHaveLength(3);
    expect(text).toContain('1 move');
  });

  it('announces a win', () => {
    const s = fromBoard('Foundations: H-Q C-K D-K S-K\nKH\n');
    expect(s.handle('tf 1 1')).toContain('You won in 1 move, in 0:00!\n');
    expect(s.done).toBe(false);
  });

  it('announces a win reached by redo, as by the move itself (it showed the board won and nothing more)', () => {
    const s = fromBoard('Foundations: H-Q C-K D-K S-K\nKH\n');
    s.handle('tf 1 1');
    s.handle('u');
    const text = s.handle('redo');
    expect(text).toContain('Redid: KH from column 1 to foundation 1.\n');
    expect(text).toContain('You won in 1 move, in 0:00!\n');
    expect(text).toContain('\nType restart to play this one again, game N for a numbered deal, or q to quit.\n');
  });

  it('after a win on a board, which r deals again, offers restart and game N, not r for a new deal', () => {
    const s = fromBoard('Foundations: H-Q C-K D-K S-K\nKH\n');
    const text = s.handle('tf 1 1');
    expect(text).toContain('\nType restart to play this one again, game N for a numbered deal, or q to quit.\n');
    expect(text).not.toContain('r for a new deal');
    const inPortuguese = new GameSession({ variant: freecell, deal: { kind: 'board', name: 'test', board: parseFcsBoard('Foundations: H-Q C-K D-K S-K\nKH\n', freecell, { fullPack: false }) }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: pt }, randomGameNumber: () => 4242 });
    expect(inPortuguese.handle('tf 1 1')).toContain('\nDigite restart para jogar esta de novo, game N para uma distribuição numerada, ou q para sair.\n');
  });

  it('says when the game is lost and, since r deals a board again, offers game N for a numbered deal', () => {
    const s = fromBoard('Freecells: KC QC JC -\n9C 10C\n9S\n8C\n8S\n7C\n7S\n6C\n6S\n');
    expect(s.handle('tc 1 4')).toContain('No legal move is left: this game is lost. Type u to undo, restart to play this one again, game N for a numbered deal, or q to quit.');
    const again = s.handle('r');
    expect(again).toContain('0 moves');
    expect(s.board.cell(0)).toBe(parseDeck('KC')[0]);
  });

  it('says the game is lost again when the losing move is redone (it only warned of a lost position)', () => {
    const s = fromBoard('Freecells: KC QC JC -\n9C 10C\n9S\n8C\n8S\n7C\n7S\n6C\n6S\n');
    s.handle('tc 1 4');
    s.handle('u');
    expect(s.handle('redo')).toContain('No legal move is left: this game is lost. Type u to undo, restart to play this one again, game N for a numbered deal, or q to quit.');
  });

  it('stats adds the games finished in this session, each counted once, to the record', () => {
    const s = fromBoard('Freecells: KC QC JC -\n9C 10C\n9S\n8C\n8S\n7C\n7S\n6C\n6S\n');
    expect(s.handle('stats')).toBe('No statistics are kept in this session.\n');
    s.handle('tc 1 4'); // lost
    s.handle('u');
    s.handle('tc 1 4'); // lost again: the same game, counted once
    s.handle('r');
    s.handle('tc 2 4'); // column 2 empties: the game goes on
    s.handle('r');
    s.handle('y'); // given up
    expect(s.handle('stats')).toBe('No statistics are kept in this session.\nThis session: 2 games finished: 0 won, 1 lost, 1 given up, 0 solved with help.\n');
    const won = new GameSession({
      variant: freecell,
      deal: { kind: 'board', name: 'w', board: parseFcsBoard('Foundations: H-Q C-K D-K S-K\nKH\n', freecell, { fullPack: false }) },
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: pt },
      randomGameNumber: () => 4242,
      hooks: { stats: () => ['freecell, tabuleiros: 1 jogo'] },
    });
    won.handle('tf 1');
    expect(won.handle('stats')).toBe('freecell, tabuleiros: 1 jogo\nNesta sessão: 1 jogo terminado: 1 vitória, 0 derrotas, 0 desistências, 0 resolvidos com ajuda.\n');
  });

  it('r deals a new random game number; a deck deals the same layout again', () => {
    const s = session({ kind: 'game', number: 1 });
    s.handle('tc 1 1');
    s.handle('r');
    expect(s.handle('y')).toContain('game 4242');
    const deck = session({ kind: 'deck', name: 'six', cards: parseDeck('6C 5C 4C 3C 2C AC') }, bakers);
    const start = deck.board.key();
    deck.handle('tt 6 5');
    deck.handle('r');
    deck.handle('yes');
    expect(deck.board.key()).toBe(start);
  });

  it('messages off during a game stops the line saying what a move did; messages on brings it back; refusals are always said', () => {
    // Game 2: 6a puts 8D in a cell and uncovers AS, which autoplay sends home.
    const s = session({ kind: 'game', number: 2 });
    expect(s.handle('messages off')).toBe('Messages are off: a move no longer says what it did (a refused move still says why).\n');
    const quiet = s.handle('6a');
    expect(s.moves).toBe(2); // 6a and autoplay's AS
    expect(quiet).not.toContain('from column 6');
    expect(quiet).not.toContain('Autoplay:');
    expect(rejects(s, 'tc 1 1').code).toBe('CELL_OCCUPIED');
    expect(s.handle('MESSAGES ON')).toBe('Messages are on: each move says what it did.\n');
    expect(s.handle('1b')).toContain('from column 1 to cell 2');
    expect(rejects(s, 'messages maybe')).toEqual({ code: 'BAD_ARGUMENT', text: 'messages takes on or off, not "maybe".' });
    expect(rejects(s, 'messages')).toEqual({ code: 'WRONG_ARGUMENT_COUNT', text: 'Usage: messages on|off.' });
    const off = new GameSession({ variant: freecell, deal: { kind: 'game', number: 2 }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: pt }, randomGameNumber: () => 4242, messages: false });
    expect(off.handle('messages on')).toBe('Mensagens ligadas: cada movimento diz o que fez.\n');
    expect(off.handle('6a')).toContain('da coluna 6');
    const cse = session({ kind: 'deck', name: 'one', cards: parseDeck('AC 2C') }, bakers, 'cse231');
    expect(cse.handle('messages on')).toBe('This style never says what a move did.\n');
  });

  it('plain mode always says what a move did, its sentences standing for the board it does not draw: messages off, given or typed, says so and changes nothing', () => {
    for (const [catalog, says] of [
      [en, 'With --plain a move always says what it did: there is no board to show it.\n'],
      [pt, 'Com --plain um movimento sempre diz o que fez: não há tabuleiro que o mostre.\n'],
    ] as const) {
      const plain = (messages?: boolean): GameSession =>
        new GameSession({ variant: freecell, deal: { kind: 'game', number: 2 }, look: { style: 'default', ascii: true, plain: true, painter: createPainter(false), catalog }, randomGameNumber: () => 4242, ...(messages === undefined ? {} : { messages }) });
      // Game 2: 6a puts 8D in a cell and uncovers AS, which autoplay sends home; u and redo say what changed.
      const lines = ['6a', 'u', 'redo', '1b', 'u 2', 'redo 2'];
      const on = plain();
      const said = lines.map((line) => on.handle(line));
      expect(said[0]!.split('\n').length).toBeGreaterThan(3);
      const given = plain(false);
      expect(lines.map((line) => given.handle(line))).toEqual(said);
      const typed = plain();
      expect(typed.handle('messages off')).toBe(says);
      expect(typed.handle('MESSAGES ON')).toBe(says);
      expect(lines.map((line) => typed.handle(line))).toEqual(said);
    }
  });

  it('q ends the session; the CSE 231 style ends on a win', () => {
    const s = session({ kind: 'game', number: 1 });
    s.handle('q');
    expect(s.done).toBe(true);
    const c = session({ kind: 'deck', name: 'one', cards: parseDeck('AC') }, bakers, 'cse231');
    expect(c.handle('tf 1 1')).toBe('You won the game!\n');
    expect(c.done).toBe(true);
  });
});

describe('properties', () => {
  const word = fc.constantFrom('tt', 'tc', 'tf', 'cf', 'ct', 'TT', 'x', 'r', 'h', '', 'q1', 'tt3');
  const arg = fc.oneof(fc.integer({ min: -2, max: 12 }).map(String), fc.constantFrom('a', '1.5', '', '99999999999'), fc.string({ maxLength: 3 }));
  const line = fc.oneof(
    fc.tuple(word, fc.array(arg, { maxLength: 4 })).map(([w, args]) => [w, ...args].join(' ')),
    fc.string({ maxLength: 12 }),
  );

  it.each([freecell, bakers])('random command strings never crash, errors never change the game, 52 cards stay (%j)', (variant) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(line, { maxLength: 60 }), (game, lines) => {
        const s = session({ kind: 'game', number: game }, variant);
        for (const l of lines.filter((x) => !/^\s*(q|quit|exit)\s*$/i.test(x))) {
          const key = s.board.key();
          const moves = s.moves;
          s.handle(l);
          if (s.lastError) {
            expect(s.board.key()).toBe(key);
            expect(s.moves).toBe(moves);
          }
          // no card twice and 52 of them: every card, once
          expect(s.board.problem()).toBeNull();
          expect(s.board.cardCount()).toBe(52);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('the solver at the table', () => {
  it('hints the next move of a solution and plays a whole solution out with Enter, stopping on q', () => {
    const s = session({ kind: 'game', number: 1 });
    expect(s.handle('hint')).toMatch(/^Hint: [1-8a-d][1-8a-dh]/);
    expect(s.handle('solve')).toMatch(/^A solution of \d+ moves: press Enter for each move, or q to stop\.\n$/);
    s.handle('');
    s.handle('');
    expect(s.moves).toBeGreaterThanOrEqual(2);
    expect(s.handle('q')).toBe('Solution stopped; the game goes on from here.\n');
    expect(s.done).toBe(false);
  });

  it('redraw (Ctrl-L, or a resized terminal) while a solution is played out draws the board and says again what Enter and q do', () => {
    const s = session({ kind: 'game', number: 1 });
    s.handle('solve');
    const after = s.handle('');
    const next = /Enter for the next move \(\d+ left\), q to stop\.\n$/.exec(after)![0];
    const again = s.handle('redraw');
    expect(again.startsWith('FreeCell - game 1 - 1 move')).toBe(true);
    expect(again.endsWith(next)).toBe(true);
    expect(s.moves).toBe(1);
    // The solution goes on from where it was.
    s.handle('');
    expect(s.moves).toBe(2);
    const home = fromBoard('Foundations: H-J C-Q D-K S-K\nKH QH\nKC\n');
    home.handle('solve');
    expect(home.handle('redraw').endsWith('The remaining 3 moves all go to the foundations: Enter plays them at once, q to stop.\n')).toBe(true);
    expect(home.handle('q')).toBe('Solution stopped; the game goes on from here.\n');
  });

  it.each(['help', 'help tt', 'stats', 'clear', 'hint', 'xyz', 'auto off'])('%s while a solution is played out shows its output, then says again what Enter and q do', (line) => {
    const s = session({ kind: 'game', number: 1 });
    s.handle('solve');
    const step = s.handle('');
    const next = /Enter for the next move \(\d+ left\), q to stop\.\n$/.exec(step)![0];
    expect(step.indexOf(next)).toBe(step.length - next.length);
    const shown = s.handle(line);
    expect(shown.endsWith(next)).toBe(true);
    expect(shown.length).toBeGreaterThan(next.length);
    expect(shown.indexOf(next)).toBe(shown.length - next.length);
    expect(s.moves).toBe(1);
    // The solution goes on from where it was.
    s.handle('');
    expect(s.moves).toBe(2);
    const home = fromBoard('Foundations: H-J C-Q D-K S-K\nKH QH\nKC\n');
    home.handle('solve');
    expect(home.handle(line).endsWith('The remaining 3 moves all go to the foundations: Enter plays them at once, q to stop.\n')).toBe(true);
  });

  it('a line that ends the solution, or starts another, does not say again what Enter and q do', () => {
    const s = session({ kind: 'game', number: 1 });
    s.handle('solve');
    s.handle('');
    expect(s.handle('u')).not.toMatch(/q to stop\.\n$/);
    s.handle('solve');
    expect(s.handle('solve')).toMatch(/^A solution of \d+ moves: press Enter for each move, or q to stop\.\n$/);
    expect(s.handle('q')).toBe('Solution stopped; the game goes on from here.\n');
    s.handle('solve');
    expect(s.handle('quit')).toBe('');
  });

  it('with autoplay on, a hint does not point at a card autoplay sends home after any move, and names it instead', () => {
    // Game 5 deals A♦ at the end of column 2: autoplay sends it home after the first move, whatever it is. The hinted move, 8a, frees A♣, which autoplay sends too: the hint names both, in autoplay's order.
    const s = session({ kind: 'game', number: 5 });
    const hint = s.handle('hint').trim();
    expect(hint).toBe('Hint: 8a (JS from column 8 to cell 1); autoplay then sends AD AC to the foundations.');
    const played = s.handle('8a');
    expect(s.lastError).toBeUndefined();
    expect(played).toContain('Autoplay: AD AC to the foundations');
    expect(s.board.top({ kind: 'foundation', index: 0 })).toBe(1); // AD
    expect(s.handle('hint')).toMatch(/^Hint: /);
    const off = session({ kind: 'game', number: 5 });
    off.handle('auto off');
    expect(off.handle('hint')).toBe('Hint: 2h (AD from column 2 to foundation 1).\n');
    expect(s.handle('help hint').replace(/\s+/g, ' ')).toContain('with autoplay on, it leaves to autoplay the cards autoplay sends home after that move, and names them.');
  });

  it('the hint past autoplay in Portuguese', () => {
    const s = new GameSession({ variant: freecell, deal: { kind: 'game', number: 5 }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: pt }, randomGameNumber: () => 4242 });
    expect(s.handle('hint')).toMatch(/^Dica: \S+ \(.+\); em seguida o automático manda AD AC para as fundações\.\n$/);
  });

  it('solve short plays a short solution to a win; a wrong word is refused and changes nothing', () => {
    const threeToWin = 'Foundations: H-J C-Q D-K S-K\nKH QH\nKC\n';
    const s = fromBoard(threeToWin);
    s.handle('auto off');
    expect(s.handle('solve short')).toBe('A short solution of 3 moves, all to the foundations: press Enter to play them at once, or q to stop.\n');
    for (let i = 0; i < 3; i++) s.handle('');
    expect(s.won).toBe(true);
    const t = fromBoard(threeToWin);
    expect(rejects(t, 'solve long')).toEqual({ code: 'BAD_ARGUMENT', text: 'solve takes short, not "long".' });
    expect(rejects(t, 'solve short now')).toEqual({ code: 'WRONG_ARGUMENT_COUNT', text: 'solve does not take "now"; usage: solve [short].' });
    expect(t.handle('SOLVE --short')).toMatch(/^A short solution of \d moves?, all to the foundations: press Enter/);
  });

  it('solve short in Portuguese', () => {
    const board = parseFcsBoard('Foundations: H-J C-Q D-K S-K\nKH QH\nKC\n', freecell, { fullPack: false });
    const s = new GameSession({ variant: freecell, deal: { kind: 'board', name: 'test', board }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: pt }, randomGameNumber: () => 4242 });
    s.handle('auto off');
    expect(s.handle('solve short')).toBe('Uma solução curta de 3 movimentos, todos para as fundações: tecle Enter para jogá-los de uma vez, ou q para parar.\n');
  });

  it('says what it looks for before a search that can take seconds (a short solution, a winnable or rated deal for r), through the working hook, in both languages', () => {
    for (const [catalog, short, winnable, easy] of [
      [en, 'Looking for a short solution: this can take a few seconds.', 'Looking for a winnable deal: this can take a few seconds.', 'Looking for an easy deal: this can take a few seconds.'],
      [pt, 'Procurando uma solução curta: isso pode levar alguns segundos.', 'Procurando um jogo com solução: isso pode levar alguns segundos.', 'Procurando um jogo fácil: isso pode levar alguns segundos.'],
    ] as const) {
      const said: string[] = [];
      const look = { style: 'default' as const, ascii: true, painter: createPainter(false), catalog };
      const hooks = { working: (note: string) => void said.push(note) };
      const s = new GameSession({ variant: freecell, deal: { kind: 'game', number: 5 }, look, randomGameNumber: () => 4242, hooks });
      s.handle('hint');
      expect(said).toEqual([]);
      s.handle('solve short');
      expect(said).toEqual([short]);
      s.handle('q');
      new GameSession({ variant: freecell, deal: { kind: 'game', number: 5 }, look, randomGameNumber: () => 4242, hooks, winnableOnly: true }).handle('r');
      new GameSession({ variant: freecell, deal: { kind: 'game', number: 5 }, look, randomGameNumber: () => 4242, hooks, difficulty: 'easy' }).handle('r');
      expect(said).toEqual([short, winnable, easy]);
    }
  });

  it('solve short on a deal that cannot be won says so, as solve does', () => {
    const stuck = session({ kind: 'deck', name: 'lost', cards: parseDeck('KS KC QS QC JS JC 10S 10C 9S 9C 8S 8C') });
    expect(stuck.handle('solve short')).toBe('This deal cannot be won, whatever is played from its start; type game N for a numbered deal, or q to quit.\n');
  });

  it('plays a solution to the end, and the game is won', () => {
    const s = session({ kind: 'game', number: 5 });
    const first = s.handle('solve');
    const total = Number(/of (\d+) moves/.exec(first)![1]);
    for (let i = 0; i < total; i++) s.handle('');
    expect(s.won).toBe(true);
  });

  it('once the rest of a solution all goes to the foundations, says so, and one Enter plays it out to the win', () => {
    const s = session({ kind: 'game', number: 5 });
    s.handle('solve');
    let note = '';
    for (let i = 0; i < 200 && !/remaining/.test(note); i++) note = s.handle('').trim().split('\n').at(-1)!;
    const match = /^The remaining (\d+) moves all go to the foundations: Enter plays them at once, q to stop\.$/.exec(note);
    expect(match).not.toBeNull();
    const left = Number(match![1]);
    expect(left).toBeGreaterThan(1);
    const before = s.moves;
    const text = s.handle('');
    expect(s.won).toBe(true);
    expect(s.moves).toBe(before + left);
    const line = text.split('\n').find((l) => l.startsWith('Solution: '))!;
    expect(line).toMatch(/^Solution: (\S+ ){2,}to the foundations$/);
    expect(line.split(' ').length - 4).toBe(left);
    expect(text).toContain('Game won in 100 moves, all played by the solver, in 0:00.\n');
    // Each card went home as its own move: an undo takes back one.
    s.handle('u');
    expect(s.moves).toBe(before + left - 1);
  });

  it('a solution that only sends cards home says so at once, in both languages', () => {
    const threeToWin = 'Foundations: H-J C-Q D-K S-K\nKH QH\nKC\n';
    const s = fromBoard(threeToWin);
    s.handle('auto off');
    expect(s.handle('solve')).toBe('A solution of 3 moves, all to the foundations: press Enter to play them at once, or q to stop.\n');
    const text = s.handle('');
    expect(text).toMatch(/\nSolution: (QH KH KC|QH KC KH|KC QH KH) to the foundations\n/);
    expect(s.won).toBe(true);
    expect(s.moves).toBe(3);
    const short = fromBoard(threeToWin);
    short.handle('auto off');
    expect(short.handle('solve short')).toMatch(/^(A short solution of|The short search found nothing shorter than the fast search, whose solution has) 3 moves, all to the foundations: press Enter to play them at once, or q to stop\.\n$/);
    const board = parseFcsBoard(threeToWin, freecell, { fullPack: false });
    const inPortuguese = new GameSession({ variant: freecell, deal: { kind: 'board', name: 'test', board }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: pt }, randomGameNumber: () => 4242 });
    inPortuguese.handle('auto off');
    expect(inPortuguese.handle('solve')).toBe('Uma solução de 3 movimentos, todos para as fundações: tecle Enter para jogá-los de uma vez, ou q para parar.\n');
    expect(inPortuguese.handle('')).toMatch(/\nSolução: \S+ \S+ \S+ para as fundações\n/);
    expect(s.handle('help solve').replace(/\s+/g, ' ')).toContain('Once every move left goes to the foundations, one Enter plays them all.');
  });

  it('says when a position can no longer be won, and shows the status in the header', () => {
    const stuck = session({ kind: 'deck', name: 'lost', cards: parseDeck('KS KC QS QC JS JC 10S 10C 9S 9C 8S 8C') });
    expect(stuck.start()).toContain('0 moves - time 0:00 - cannot be won');
    expect(stuck.handle('hint')).toBe('This deal cannot be won, whatever is played from its start; type game N for a numbered deal, or q to quit.\n');
    expect(session({ kind: 'game', number: 1 }).start()).toContain('0 moves - time 0:00 - winnable');
  });

  it('after several moves at once (a line of moves, redo N) counts the undos back to a position that can be won', () => {
    // game 2 with one cell: 3a loses it, and 1h after it (autoplay off) loses the last legal move
    const oneCell = refineVariant(freecell, { cells: 1 });
    const make = (catalog = en): GameSession =>
      new GameSession({ variant: oneCell, deal: { kind: 'game', number: 2 }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog }, randomGameNumber: () => 1, autoplay: false });
    const s = make();
    s.start();
    const line = s.handle('3a 1h');
    expect(line).toContain('\nThis position cannot be won; 2 undos go back to one that can.\n');
    expect(line).not.toContain('1 undo');
    s.handle('u 2');
    const redone = s.handle('redo 2');
    expect(redone).toContain('\nThis position cannot be won; 2 undos go back to one that can.\n');
    expect(redone).not.toContain('1 undo');
    // what hint then says too
    expect(s.handle('hint')).toBe('This position cannot be won; 2 undos go back to one that can.\n');
    const inPortuguese = make(pt);
    inPortuguese.start();
    expect(inPortuguese.handle('3a 1h')).toContain('\nEsta posição não pode ser ganha; desfazer 2 movimentos volta a uma que pode.\n');
    // one move at a time, the move that lost it says so
    const single = make();
    single.start();
    expect(single.handle('3a')).toContain('\nThat move lost the game: this position can no longer be won; 1 undo goes back to one that can.\n');
    expect(single.handle('1h')).not.toContain('undo goes back');
  });

  it('keeps saying a deal cannot be won in the header after its moves, not that it may be winnable', () => {
    const s = session({ kind: 'game', number: 11982 });
    expect(s.start()).toContain(' - 0 moves - time 0:00 - cannot be won\n');
    const moved = s.handle('6a');
    expect(moved).toContain(' - 1 move - time 0:00 - cannot be won\n');
    expect(moved).not.toContain('That move lost the game');
    expect(s.handle('6b 5c')).toContain(' - 3 moves - time 0:00 - cannot be won\n');
    s.handle('u 3');
    expect(s.handle('redo 3')).toContain(' - 3 moves - time 0:00 - cannot be won\n');
  });

  it('says in Portuguese that a deal cannot be won, at the start and on hint', () => {
    const look = { style: 'default' as const, ascii: true, painter: createPainter(false), catalog: pt };
    const stuck = new GameSession({ variant: freecell, deal: { kind: 'deck', name: 'perdido', cards: parseDeck('KS KC QS QC JS JC 10S 10C 9S 9C 8S 8C') }, look, randomGameNumber: () => 1 });
    const sentence = 'Esta distribuição não pode ser ganha, jogue-se o que for desde o início; digite game N para uma distribuição numerada, ou q para sair.\n';
    expect(stuck.start().endsWith(`Digite h para ajuda, q para sair.\n${sentence}`)).toBe(true);
    expect(stuck.handle('hint')).toBe(sentence);
  });

  it('counts the time input by input, a pause counting at most IDLE_LIMIT_MS, and stops the clock on a win', () => {
    const times = [1000, 1000 + 30_000, 1000 + 30_000 + 3 * IDLE_LIMIT_MS, 1000 + 40_000 + 3 * IDLE_LIMIT_MS, 9e9];
    let call = 0;
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'board', name: 't', board: parseFcsBoard('Foundations: H-Q C-K D-K S-K\nKH\n', freecell, { fullPack: false }) },
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 1,
      now: () => times[call++]!,
    });
    s.handle('h');
    expect(s.elapsedMs).toBe(30_000);
    s.handle('h');
    expect(s.elapsedMs).toBe(30_000 + IDLE_LIMIT_MS);
    expect(s.handle('tf 1 1')).toContain(' - time 2:40 - ');
    s.handle('h');
    expect(s.snapshot().elapsedMs).toBe(40_000 + IDLE_LIMIT_MS);
  });

  it('does not count the time spent browsing a file: from the browse command to the key that stops browsing (q, or c to play on)', () => {
    let clock = 0;
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'game', number: 1 },
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 1,
      files: { read: () => '6a\n6b\n5c\n', write: () => undefined },
      now: () => clock,
    });
    clock = 10_000;
    s.handle('browse m.txt');
    expect(s.elapsedMs).toBe(10_000);
    clock = 40_000;
    s.handle('n');
    clock = 70_000;
    s.handle('q');
    expect(s.elapsedMs).toBe(10_000);
    clock = 75_000;
    s.handle('h');
    expect(s.elapsedMs).toBe(15_000);
    s.handle('browse m.txt');
    clock = 100_000;
    s.handle('end');
    clock = 130_000;
    expect(s.handle('c')).toContain(' - time 0:15 - ');
    clock = 132_000;
    s.handle('h');
    expect(s.snapshot().elapsedMs).toBe(17_000);
  });
});

describe('hint and solve never play past a win, and a solution never outlives its board', () => {
  const oneToWin = 'Foundations: H-Q C-K D-K S-K\nKH\n';
  const threeToWin = 'Foundations: H-J C-Q D-K S-K\nKH QH\nKC\n';
  /** Six moves to win, the first three not all to the foundations (the last three are). */
  const sixToWin = 'Foundations: H-J C-J D-K S-K\nQC KC\nQH KH\n';
  const won = 'The game is won: there is nothing left to play. Type restart to play this one again, or game N for a numbered deal.\n';

  it('says the game is won to hint and solve, and Enter afterwards does nothing', () => {
    const s = fromBoard(oneToWin);
    s.handle('tf 1 1');
    expect(s.won).toBe(true);
    expect(s.handle('hint')).toBe(won);
    expect(s.handle('solve')).toBe(won);
    expect(s.handle('')).toBe('');
    expect(s.handle('')).toBe('');
    expect(s.lastError).toBeUndefined();
    expect(s.moves).toBe(1);
  });

  it('the header says won once every card is home, in both languages', () => {
    const s = fromBoard(oneToWin);
    expect(s.handle('tf 1 1').split('\n')[0]).toMatch(/ - 1 move - time 0:\d\d - won$/);
    const inPortuguese = new GameSession({ variant: freecell, deal: { kind: 'board', name: 'test', board: parseFcsBoard(oneToWin, freecell, { fullPack: false }) }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: pt }, randomGameNumber: () => 4242 });
    expect(inPortuguese.handle('tf 1 1').split('\n')[0]).toMatch(/ - ganho$/);
  });

  it('plays a solution to the win, then Enter does nothing and solve says the game is won', () => {
    const s = fromBoard(oneToWin);
    expect(s.handle('solve')).toBe('A solution of 1 move: press Enter for each move, or q to stop.\n');
    expect(s.handle('')).toContain('Game won in 1 move, played by the solver, in 0:00.\n');
    expect(s.handle('')).toBe('');
    expect(s.handle('solve')).toBe(won);
  });

  it('drops the solution when the player moves, undoes or restarts instead of pressing Enter', () => {
    for (const other of ['tc 1 1', 'tf 2 2', 'u', 'restart', 'r']) {
      const s = fromBoard(threeToWin);
      s.handle('auto off');
      if (other === 'u' || other === 'restart') s.handle('tf 1 1');
      expect(s.handle('solve')).toMatch(/^A solution of \d moves?[:,] /);
      s.handle(other);
      const after = s.moves;
      expect(s.lastError).toBeUndefined();
      const board = formatFcs(s.board);
      expect(s.handle('')).toBe('');
      expect(formatFcs(s.board)).toBe(board);
      expect(s.moves).toBe(after);
    }
  });

  it('keeps the solution through commands that leave the board as it is', () => {
    const s = fromBoard(sixToWin);
    s.handle('auto off');
    expect(s.handle('solve')).toBe('A solution of 6 moves: press Enter for each move, or q to stop.\n');
    s.handle('h');
    s.handle('xyzzy');
    expect(s.lastError?.code).toBe('UNKNOWN_COMMAND');
    expect(s.handle('')).toContain('Enter for the next move (5 left), q to stop.');
    expect(s.moves).toBe(1);
  });

  it('solves again after an undo, from the position the undo gave back', () => {
    const s = fromBoard(sixToWin);
    s.handle('auto off');
    s.handle('solve');
    s.handle('');
    s.handle('u');
    expect(s.moves).toBe(0);
    expect(s.handle('solve')).toBe('A solution of 6 moves: press Enter for each move, or q to stop.\n');
    for (let i = 0; i < 6; i++) s.handle('');
    expect(s.won).toBe(true);
    expect(s.handle('')).toBe('');
  });
});

describe('plain mode names several cards as a list', () => {
  const plainSession = (text: string, catalog = en): GameSession =>
    new GameSession({ variant: freecell, deal: { kind: 'board', name: 'test', board: parseFcsBoard(text, freecell, { fullPack: false }) }, look: { style: 'default', ascii: true, plain: true, painter: createPainter(false), catalog }, randomGameNumber: () => 1 });
  const position = '2C AC 9H\n9S 8H\n:\nKD\n';

  it('separates the cards of a run and of autoplay with commas, in both languages', () => {
    const s = plainSession(position);
    expect(s.handle('tc 1')).toBe('Nine of hearts from column 1 to cell 1.\nAutoplay: ace of clubs, two of clubs to the foundations.\nColumn 1 is now empty.\n');
    expect(s.handle('tt 2 3')).toBe('2 cards (nine of spades, eight of hearts) from column 2 to column 3.\nColumn 2 is now empty.\n');
    const p = plainSession(position, pt);
    expect(p.handle('tc 1')).toMatch(/\nAutomático: ás de paus, dois de paus para as fundações\.\nA coluna 1 agora está vazia\.\n$/);
  });

  it('keeps the symbols of the drawn board separated by spaces', () => {
    const s = fromBoard(position);
    expect(s.handle('tc 1')).toContain('\nAutoplay: AC 2C to the foundations\n');
  });
});

describe('continuing from a browse', () => {
  it('reports each browsed move as its own change, as the game keeps them (one undo takes back one move, in the game and in its save)', () => {
    const changes: SessionChange[] = [];
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'game', number: 1 },
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 1,
      files: { read: () => '6a\n6b\n5c\n', readDeck: (file) => ({ name: file, text: '' }), write: () => undefined },
      hooks: { changed: (_s, change) => void changes.push(change) },
    });
    s.handle('browse m.txt');
    s.handle('end');
    s.handle('c');
    expect(changes.filter((c) => c.kind === 'play')).toEqual([
      { kind: 'play', tokens: ['6a'] },
      { kind: 'play', tokens: ['6b'] },
      { kind: 'play', tokens: ['5c'] },
    ]);
    s.handle('u');
    expect(s.snapshot().position).toBe(2);
  });
});

describe('redraw while browsing', () => {
  it('(Ctrl-L, or a resized terminal) draws the position browsed again with its line, and is not refused as a browse key', () => {
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'game', number: 1 },
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 1,
      files: { read: () => '6a\n6b\n5c\n', readDeck: (file) => ({ name: file, text: '' }), write: () => undefined },
    });
    s.handle('browse m.txt');
    const atStart = s.handle('redraw');
    expect(atStart).toMatch(/^FreeCell - game 1 - 0 moves/);
    expect(atStart.endsWith('\nThe deal before move 1 (of 3).\n')).toBe(true);
    const second = s.handle('2');
    expect(second.endsWith('\nMove 2 of 3: 2C from column 6 to cell 2.\n')).toBe(true);
    const again = s.handle('redraw');
    expect(again).not.toContain('is not a browse command');
    expect(again).toBe(second);
    // Still browsing, at the same move.
    expect(s.handle('n')).toMatch(/\nMove 3 of 3: 6C from column 5 to cell 3\.\n$/);
  });
});

describe('show while browsing', () => {
  it('reads a part of the position browsed (not the game\'s), and show alone reads it whole with its line, still browsing at the same move', () => {
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'game', number: 1 },
      look: { style: 'default', ascii: true, plain: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 1,
      files: { read: () => '6a\n6b\n5c\n', readDeck: (file) => ({ name: file, text: '' }), write: () => undefined },
    });
    s.handle('browse m.txt');
    s.handle('2');
    expect(s.handle('show cells')).toBe('Cells: three of diamonds, two of clubs, empty, empty.\n');
    expect(s.handle('show 6')).toBe('Column 6: seven of hearts, queen of clubs, ace of spades, ace of clubs.\n');
    expect(s.handle('show')).toBe(s.handle('redraw'));
    expect(s.handle('show 9')).toBe('There is no column 9: columns are numbered 1 to 8.\n');
    expect(s.handle('show X')).toBe('"X" is not a column number, cells or foundations: show 3 reads column 3, show cells the cells, show foundations the foundations.\n');
    expect(s.handle('n')).toBe('Move 3 of 3: six of clubs from column 5 to cell 3.\n');
    s.handle('q');
    expect(s.handle('show cells')).toBe('Cells: empty, empty, empty, empty.\n');
  });
});

describe('plain mode keeps the case of what the player types', () => {
  const files: Record<string, string> = { 'm.txt': '6a\n', 'e.txt': '', 'z.txt': 'zz\n' };
  const plainGame = (catalog = en): GameSession =>
    new GameSession({
      variant: freecell,
      deal: { kind: 'game', number: 1 },
      look: { style: 'default', ascii: true, plain: true, painter: createPainter(false), catalog },
      randomGameNumber: () => 1,
      files: { read: (file) => files[file] ?? '', readDeck: (file) => ({ name: file, text: files[file] ?? '' }), write: () => undefined },
    });

  it('starts a sentence with a key, a command or a file name as it is typed, in English and Portuguese', () => {
    const s = plainGame();
    expect(s.handle('browse m.txt')).toMatch(/\nBrowsing m\.txt: 1 move\.\nn or Enter: next, b: back, start, end, a number: go to that move, c: continue playing from here, q: stop browsing\.\n$/);
    expect(s.handle('start 3')).toBe('start does not take "3"; of the browse keys only go takes a number: go N.\n');
    s.handle('q');
    expect(s.handle('browse e.txt')).toBe('e.txt has no moves: there is nothing to browse.\n');
    expect(s.handle('browse z.txt')).toBe('z.txt, line 1: "zz" is not a move in standard notation or a game command.\n');
    expect(s.handle('deck z.txt')).toMatch(/^z\.txt is not a deck file: /);
    const p = plainGame(pt);
    expect(p.handle('browse m.txt')).toMatch(/\nn ou Enter: próximo, /);
    expect(p.handle('end 3')).toBe('end não aceita "3"; das teclas de navegação só go recebe um número: go N.\n');
    p.handle('q');
    expect(p.handle('browse e.txt')).toBe('e.txt não tem movimentos: não há nada para percorrer.\n');
  });

  it('still starts a note that begins with a card with a capital', () => {
    expect(plainGame().handle('6a')).toBe('Three of diamonds from column 6 to cell 1.\nColumn 6 now ends with two of clubs.\n');
    expect(plainGame(pt).handle('6a')).toMatch(/^Três de ouros /);
  });
});

describe('notes are shown once, and never end with a doubled full stop', () => {
  it('shows a save hook\'s own sentence as it is, not wrapped in another', () => {
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'game', number: 1 },
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 1,
      hooks: {
        save: () => {
          throw new Error(en.autosaveFailed('game.json', 'permission denied'));
        },
      },
    });
    expect(s.handle('s game.json')).toBe('Could not save to game.json: permission denied. The game goes on.\n');
  });

  it('wraps a short reason, dropping a full stop of its own', () => {
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'game', number: 1 },
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 1,
      hooks: {
        save: () => {
          throw new Error('disk full.');
        },
      },
    });
    expect(s.handle('s')).toBe('Could not write the save file: disk full. The game goes on.\n');
    expect(session({ kind: 'game', number: 1 }).handle('s')).toBe('Could not write the save file: this session cannot write files. The game goes on.\n');
    expect(session({ kind: 'game', number: 1 }).handle('moves out.txt')).toBe('Could not write out.txt: this session cannot write files. The game goes on.\n');
  });

  it('shows the same note from two hooks in one step once', () => {
    const note = 'Could not save to x: disk full. The game goes on.';
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'board', name: 'one', board: parseFcsBoard('Foundations: H-Q C-K D-K S-K\nKH\n', freecell, { fullPack: false }) },
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 1,
      hooks: { changed: () => note, result: () => ({ note }) },
    });
    const text = s.handle('tf 1 1');
    expect(text.split(note)).toHaveLength(2);
  });
});

describe('a stray word after a command is named in the one sentence that refuses it, and changes nothing', () => {
  it.each([
    ['solve short extra', 'solve does not take "extra"; usage: solve [short].', 'solve não aceita "extra"; uso: solve [short].'],
    ['hint extra', 'hint does not take "extra"; it takes no arguments.', 'hint não aceita "extra"; não recebe argumentos.'],
    ['u one two', 'u does not take "one two"; usage: u [N].', 'u não aceita "one two"; uso: u [N].'],
    ['auto on extra', 'auto does not take "extra"; usage: auto on|off.', 'auto não aceita "extra"; uso: auto on|off.'],
    ['moves a.txt b.txt', 'moves does not take "b.txt"; usage: moves [FILE] (put a name with spaces in quotes).', 'moves não aceita "b.txt"; uso: moves [ARQUIVO] (ponha entre aspas um nome com espaços).'],
    ['save my game.json', 'save does not take "game.json"; usage: save [FILE] (put a name with spaces in quotes).', 'save não aceita "game.json"; uso: save [ARQUIVO] (ponha entre aspas um nome com espaços).'],
    ['browse a b', 'browse does not take "b"; usage: browse FILE (put a name with spaces in quotes).', 'browse não aceita "b"; uso: browse ARQUIVO (ponha entre aspas um nome com espaços).'],
    ['game 617 now', 'game does not take "now"; usage: game NUMBER.', 'game não aceita "now"; uso: game NÚMERO.'],
    ['h tt more', 'h does not take "more"; usage: h [COMMAND].', 'h não aceita "more"; uso: h [COMANDO].'],
    ['help solve extra', 'help does not take "extra"; usage: help [COMMAND].', 'help não aceita "extra"; uso: help [COMANDO].'],
    ['? u x', '? does not take "x"; usage: ? [COMMAND].', '? não aceita "x"; uso: ? [COMANDO].'],
    ['C8 5 C1 extra', 'C8 does not take "extra"; usage: C8 INDEX PILE.', 'C8 não aceita "extra"; uso: C8 ÍNDICE PILHA.'],
    ['o1 1 c2 x y', 'o1 does not take "x y"; usage: o1 INDEX PILE.', 'o1 não aceita "x y"; uso: o1 ÍNDICE PILHA.'],
    ['tt 1 2 3 4', 'tt does not take "4"; usage: tt COLUMN COLUMN [COUNT].', 'tt não aceita "4"; uso: tt COLUNA COLUNA [QUANTIDADE].'],
    ['tc 1 1 x', 'tc does not take "x"; usage: tc COLUMN [CELL].', 'tc não aceita "x"; uso: tc COLUNA [CÉLULA].'],
    // too many words: every word from the first the command cannot take, of the wrong kind for its place or past the last
    ['tt 1 2 x y', 'tt does not take "x y"; usage: tt COLUMN COLUMN [COUNT].', 'tt não aceita "x y"; uso: tt COLUNA COLUNA [QUANTIDADE].'],
    ['tt 1 x 3 4', 'tt does not take "x 3 4"; usage: tt COLUMN COLUMN [COUNT].', 'tt não aceita "x 3 4"; uso: tt COLUNA COLUNA [QUANTIDADE].'],
    ['tf 1 x y', 'tf does not take "x y"; usage: tf COLUMN [FOUNDATION].', 'tf não aceita "x y"; uso: tf COLUNA [FUNDAÇÃO].'],
    ['game x 2', 'game does not take "x 2"; usage: game NUMBER.', 'game não aceita "x 2"; uso: game NÚMERO.'],
    ['auto maybe off', 'auto does not take "maybe off"; usage: auto on|off.', 'auto não aceita "maybe off"; uso: auto on|off.'],
    ['solve long now', 'solve does not take "long now"; usage: solve [short].', 'solve não aceita "long now"; uso: solve [short].'],
    ['C8 5 x y', 'C8 does not take "x y"; usage: C8 INDEX PILE.', 'C8 não aceita "x y"; uso: C8 ÍNDICE PILHA.'],
    ['C8 x C1 y', 'C8 does not take "x C1 y"; usage: C8 INDEX PILE.', 'C8 não aceita "x C1 y"; uso: C8 ÍNDICE PILHA.'],
    // a CS 3500 pile word (not a cell of the game) followed by a word that is no card index: the form, not "O1 is not a command"
    ['O1 x', 'O1 does not take "x"; usage: O1 INDEX PILE.', 'O1 não aceita "x"; uso: O1 ÍNDICE PILHA.'],
    ['O1 x y z', 'O1 does not take "x y z"; usage: O1 INDEX PILE.', 'O1 não aceita "x y z"; uso: O1 ÍNDICE PILHA.'],
  ])('%j', (line, english, portuguese) => {
    expectRefusedInBoth(line, english, portuguese, 'WRONG_ARGUMENT_COUNT');
  });
});

describe('a file name with a quote never closed is one sentence, and changes nothing', () => {
  it.each([
    ['save "my game.json', 'save has a " that is never closed; a name with spaces goes between two quotes: save "my game.json".', 'save tem uma " que não é fechada; um nome com espaços vai entre duas aspas: save "meu jogo.json".'],
    ["moves 'all moves.txt", "moves has a ' that is never closed; a name with spaces goes between two quotes: moves 'my moves.txt'.", "moves tem uma ' que não é fechada; um nome com espaços vai entre duas aspas: moves 'meus movimentos.txt'."],
  ])('%j', (line, english, portuguese) => {
    expectRefusedInBoth(line, english, portuguese, 'UNCLOSED_QUOTE');
  });
});

describe('a CS 3500 pile word alone says what the form needs, and changes nothing', () => {
  it.each([
    ['O1', 'freecell', 'O1 needs a card index and a destination pile; usage: O1 INDEX PILE.', 'O1 precisa do índice da carta e de uma pilha de destino; uso: O1 ÍNDICE PILHA.'],
    ['o4', 'freecell', 'o4 needs a card index and a destination pile; usage: o4 INDEX PILE.', 'o4 precisa do índice da carta e de uma pilha de destino; uso: o4 ÍNDICE PILHA.'],
    ['F1', 'freecell', 'F1 needs a card index and a destination pile; usage: F1 INDEX PILE.', 'F1 precisa do índice da carta e de uma pilha de destino; uso: F1 ÍNDICE PILHA.'],
    ['C8', 'freecell-2', 'C8 needs a card index and a destination pile; usage: C8 INDEX PILE.', 'C8 precisa do índice da carta e de uma pilha de destino; uso: C8 ÍNDICE PILHA.'],
  ])('%j in %s', (line, variant, english, portuguese) => {
    expectRefusedInBoth(line, english, portuguese, 'WRONG_ARGUMENT_COUNT', findVariant(variant));
  });

  it.each([
    ['C8', 'freecell'],
    ['c1', 'freecell'],
    ['F1', 'eight-off'],
  ])('%j in %s, a cell of the game, is still a move in standard notation', (line, variant) => {
    const s = new GameSession({ variant: findVariant(variant), deal: { kind: 'game', number: 1 }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en }, randomGameNumber: () => 1 });
    s.handle(line);
    expect(s.lastError?.code).not.toBe('WRONG_ARGUMENT_COUNT');
    expect(s.lastError?.code).not.toBe('UNKNOWN_COMMAND');
  });
});

describe('a CS 3500 move whose destination is not a pile names that word and the form, and changes nothing', () => {
  it.each([
    ['C8 5 x', '"x" is not a pile such as C1, O1 or F1; usage: C8 INDEX PILE.', '"x" não é uma pilha como C1, O1 ou F1; uso: C8 ÍNDICE PILHA.'],
    ['o1 1 tt', '"tt" is not a pile such as C1, O1 or F1; usage: o1 INDEX PILE.', '"tt" não é uma pilha como C1, O1 ou F1; uso: o1 ÍNDICE PILHA.'],
  ])('%j', (line, english, portuguese) => {
    expectRefusedInBoth(line, english, portuguese, 'NOT_A_PILE');
  });
});

describe('a CS 3500 pile label with a leading zero is refused, naming it and the label meant, and changes nothing', () => {
  it.each([
    ['C08 6 C1', '"C08" is not a pile label: piles are numbered without leading zeros (C8).', '"C08" não é um rótulo de pilha: as pilhas são numeradas sem zeros à esquerda (C8).'],
    ['C8 6 C01', '"C01" is not a pile label: piles are numbered without leading zeros (C1).', '"C01" não é um rótulo de pilha: as pilhas são numeradas sem zeros à esquerda (C1).'],
    ['c008 6 o1', '"c008" is not a pile label: piles are numbered without leading zeros (c8).', '"c008" não é um rótulo de pilha: as pilhas são numeradas sem zeros à esquerda (c8).'],
    ['C8 6 O00', '"O00" is not a pile label: piles are numbered without leading zeros.', '"O00" não é um rótulo de pilha: as pilhas são numeradas sem zeros à esquerda.'],
  ])('%j', (line, english, portuguese) => {
    expectRefusedInBoth(line, english, portuguese, 'NOT_A_PILE');
  });
});

describe('a CS 3500 move without its destination says what the form needs, and changes nothing', () => {
  it.each([
    ['C8 5', 'C8 needs a destination pile after the card index; usage: C8 INDEX PILE.', 'C8 precisa de uma pilha de destino depois do índice da carta; uso: C8 ÍNDICE PILHA.'],
    ['o1 1', 'o1 needs a destination pile after the card index; usage: o1 INDEX PILE.', 'o1 precisa de uma pilha de destino depois do índice da carta; uso: o1 ÍNDICE PILHA.'],
    ['F1 2', 'F1 needs a destination pile after the card index; usage: F1 INDEX PILE.', 'F1 precisa de uma pilha de destino depois do índice da carta; uso: F1 ÍNDICE PILHA.'],
  ])('%j', (line, english, portuguese) => {
    expectRefusedInBoth(line, english, portuguese, 'WRONG_ARGUMENT_COUNT');
  });

  it('reads a card index of two digits as the index, not as moves in standard notation (C1 11 C2 is one move, as C1 5 C2 is)', () => {
    const s = fromBoard('KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H\n4D\nKC\nKD\n:\n:\n:\n:\n');
    s.handle('C1 11 C2');
    expect(s.lastError).toBeUndefined();
    expect(formatFcs(s.board).split('\n').slice(0, 2)).toEqual(['KS QH JS TH 9S 8H 7S 6H 5S 4H', '4D 3S 2H']);
    expect(rejects(s, 'C1 12 C2').text).toBe('Column 1 has no card 12: its cards are numbered 1 to 10 from the bottom.');
  });

  it('still reads a cell move followed by a standard move as two moves', () => {
    const s = new GameSession({ variant: freecell, deal: { kind: 'game', number: 1 }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en }, randomGameNumber: () => 1 });
    expect(s.handle('c8 53')).toMatch(/^Played none of the 2 moves; the first, c8, was refused/);
  });
});

describe('odd input gets one sentence and leaves the game unchanged', () => {
  it.each([
    ['\u001b[A', 'UNKNOWN_COMMAND', '"^[[A" is not a command; type h for the list of commands.'],
    ['\u0007', 'UNKNOWN_COMMAND', '"^G" is not a command; type h for the list of commands.'],
    ['foo\u0000bar', 'UNKNOWN_COMMAND', '"foo^@bar" is not a command; type h for the list of commands.'],
    ['hi\rthere', 'UNKNOWN_COMMAND', '"hi^Mthere" is not a command; type h for the list of commands.'],
    ['tt 1\r2', 'WRONG_ARGUMENT_COUNT', 'tt needs 2 or 3 numbers, not 1: tt COLUMN COLUMN [COUNT].'],
    ['tt \u001b 2', 'NOT_A_NUMBER', '"^[" is not a column number.'],
    ['auto \u007f', 'BAD_ARGUMENT', 'auto takes on or off, not "^?".'],
    ['\u200btt 1 2', 'UNKNOWN_COMMAND', '"<U+200B>tt" is not a command; did you mean "tt"? Type h for the list of commands.'],
    ['tt 3', 'WRONG_ARGUMENT_COUNT', 'tt needs 2 or 3 numbers, not 1: tt COLUMN COLUMN [COUNT].'],
    ['tt 99999999999999999999 1', 'OUT_OF_RANGE', 'There is no column 99999999999999999999: columns are numbered 1 to 8.'],
    ['tt 1 2 99999999999999999999999', 'OUT_OF_RANGE', 'A card count must be from 1 to 52, not 99999999999999999999999.'],
    ['tt -1 2', 'OUT_OF_RANGE', 'There is no column -1: columns are numbered 1 to 8.'],
    ['tt 1 2 0', 'OUT_OF_RANGE', 'A card count must be from 1 to 52, not 0.'],
    ['tt \uff13 1', 'NOT_A_NUMBER', '"\uff13" is not a column number (type it with the digits 0 to 9).'],
    ['tc \u0663 1', 'NOT_A_NUMBER', '"\u0663" is not a column number (type it with the digits 0 to 9).'],
    ['tt 1.5 2', 'NOT_A_NUMBER', '"1.5" is not a column number.'],
    ['53v1000000000000000000000', 'OUT_OF_RANGE', 'A card count must be from 1 to 52, not v1000000000000000000000.'],
    ['53v53', 'OUT_OF_RANGE', 'A card count must be from 1 to 52, not v53 (v takes hexadecimal digits: v53 is 83).'],
    ['53v99', 'OUT_OF_RANGE', 'A card count must be from 1 to 52, not v99 (v takes hexadecimal digits: v99 is 153).'],
    ['53v40', 'OUT_OF_RANGE', 'A card count must be from 1 to 52, not v40 (v takes hexadecimal digits: v40 is 64).'],
    ['53vff', 'OUT_OF_RANGE', 'A card count must be from 1 to 52, not vff (v takes hexadecimal digits: vff is 255).'],
    ['53v0', 'OUT_OF_RANGE', 'A card count must be from 1 to 52, not v0.'],
    ['53(99999999999999999999)', 'OUT_OF_RANGE', 'A card count must be from 1 to 52, not 99999999999999999999.'],
  ])('%j -> %s', (line, code, sentence) => {
    const s = session({ kind: 'game', number: 1 });
    const board = formatFcs(s.board);
    expect(s.handle(line)).toBe(`${sentence}\n`);
    expect(s.lastError?.code).toBe(code);
    expect(formatFcs(s.board)).toBe(board);
    expect(s.moves).toBe(0);
  });

  it('answers a pasted megabyte at once, and quotes the first 40 characters of a long word', () => {
    const s = session({ kind: 'game', number: 1 });
    const forty = (c: string): string => c.repeat(40);
    expect(s.handle('x'.repeat(1_000_000))).toBe('That line is 1000000 characters long; commands are short (at most 4096).\n');
    expect(s.handle('x'.repeat(4000))).toBe(`"${forty('x')}…" is not a command; type h for the list of commands.\n`);
    expect(s.handle(`${'1'.repeat(4000)}a`)).toBe(`"${forty('1')}…" is not a command; type h for the list of commands.\n`);
    expect(s.handle(`tt ${'9'.repeat(4000)} 1`)).toBe(`There is no column ${forty('9')}…: columns are numbered 1 to 8.\n`);
    expect(s.moves).toBe(0);
  });

  it('ignores blank lines and spaces, tabs and a CR around a command', () => {
    const s = session({ kind: 'game', number: 1 });
    expect(s.handle('')).toBe('');
    expect(s.handle(' \t ')).toBe('');
    expect(s.handle('\r')).toBe('');
    expect(s.lastError).toBeUndefined();
    s.handle(' \ttc 1 1 \r');
    expect(s.lastError).toBeUndefined();
    expect(s.moves).toBe(1);
  });
});

describe('deck FILE deals a deck file with the same rules, as game N deals game N', () => {
  const decks: Record<string, string> = {
    'six.txt': '6C 5C 4C 3C 2C AC\n',
    'bad.txt': 'AH 2H ZZ\n',
    'twice.txt': 'AH 2H AH\n',
    'board.fcs': formatFcs(dealBoard(bakers, microsoftDeal(617))),
    'pos.json': formatJsonPosition(dealBoard(bakers, microsoftDeal(617)), { game: 617 }),
    'other.json': '{ "variant": "bakers" }\n',
    'sol.json': '{ "variant": "freecell", "deal": { "game": 1 }, "status": "solved", "moves": ["6a", "6b"] }\n',
    'r.jsonl': '{"deal":1,"status":"solved","length":1,"moves":"6a"}\n{"deal":2,"status":"solved","length":1,"moves":"1h"}\n',
    'twice.json': formatJsonPosition(dealBoard(bakers, microsoftDeal(617)), { game: 617 }).replace('"JD"', '"KD"'),
  };
  const results: string[] = [];
  function withDecks(catalog = en, style: 'default' | 'cse231' = 'default'): GameSession {
    return new GameSession({
      variant: bakers,
      deal: { kind: 'game', number: 1 },
      look: { style, ascii: true, painter: createPainter(false), catalog },
      randomGameNumber: () => 4242,
      files: {
        write: () => undefined,
        readDeck: (file) => {
          if (file.endsWith('/')) throw new Error('it is a folder');
          const text = decks[file.replace(/^.*\//, '')];
          if (text === undefined) throw new Error('no such file');
          return { name: file.replace(/^.*\//, ''), text };
        },
      },
      hooks: { result: (_variant, outcome, facts) => void results.push(`${outcome} ${facts.deal.kind}`), countsResults: () => true },
    });
  }

  it('deals the deck from the start, names it in the header, keeps the rules, and r deals it again', () => {
    const s = withDecks();
    const text = s.handle('deck decks/six.txt');
    expect(s.lastError).toBeUndefined();
    expect(text).toContain("Baker's Game - deck six.txt - 0 moves");
    expect(s.board.variant).toBe(bakers);
    expect(s.board.key()).toBe(session({ kind: 'deck', name: 'six.txt', cards: parseDeck(decks['six.txt']!) }, bakers).board.key());
    expect(s.snapshot().deal).toEqual({ kind: 'deck', name: 'six.txt', cards: parseDeck(decks['six.txt']!), path: 'decks/six.txt' });
    s.handle('tc 1');
    s.handle('r');
    s.handle('y');
    expect(s.snapshot().deal).toMatchObject({ kind: 'deck', name: 'six.txt' });
    expect(s.moves).toBe(0);
    s.handle('game 5');
    expect(s.snapshot().deal).toEqual({ kind: 'game', number: 5 });
  });

  it('asks before leaving a game with moves, as game N does; no keeps it, yes counts it given up', () => {
    results.length = 0;
    const s = withDecks();
    s.handle('tc 1');
    const board = s.board.key();
    expect(s.handle('deck six.txt')).toContain('give');
    expect(s.handle('n')).toBe('The game goes on.\n');
    expect(s.board.key()).toBe(board);
    expect(s.moves).toBe(1);
    expect(results).toEqual([]);
    s.handle('deck six.txt');
    expect(s.handle('y')).toContain('deck six.txt - 0 moves');
    expect(results).toEqual(['gave-up game']);
    expect(s.snapshot().deal).toMatchObject({ kind: 'deck', name: 'six.txt' });
  });

  it.each([
    ['deck nothere.txt', 'Cannot read nothere.txt: no such file; this game goes on.', 'Não foi possível ler nothere.txt: no such file; este jogo continua.'],
    ['deck decks/', 'Cannot read decks/: it is a folder; this game goes on.', 'Não foi possível ler decks/: it is a folder; este jogo continua.'],
    ['deck bad.txt', 'bad.txt is not a deck file: token 3, "ZZ", is not a card; this game goes on.', 'bad.txt não é um arquivo de baralho: o item 3, "ZZ", não é uma carta; este jogo continua.'],
    ['deck twice.txt', 'twice.txt is not a deck file: token 3, "AH", repeats token 1; this game goes on.', 'twice.txt não é um arquivo de baralho: o item 3, "AH", repete o item 1; este jogo continua.'],
    [
      'deck board.fcs',
      'board.fcs is laid out as a board, one column a line, not a deck of cards (freecell --board reads it); this game goes on.',
      'board.fcs está disposto como um tabuleiro, uma coluna por linha, não como um baralho (freecell --board o lê); este jogo continua.',
    ],
    ['deck pos.json', 'pos.json holds a position, not a deck of cards (freecell --board reads it); this game goes on.', 'pos.json contém uma posição, não um baralho de cartas (freecell --board a lê); este jogo continua.'],
    ['deck other.json', 'other.json holds JSON text, not a deck of cards; this game goes on.', 'other.json contém texto JSON, não um baralho de cartas; este jogo continua.'],
    ['deck sol.json', 'sol.json holds a list of moves, not a deck of cards (browse reads it); this game goes on.', 'sol.json contém uma lista de movimentos, não um baralho de cartas (browse a lê); este jogo continua.'],
    [
      'deck r.jsonl',
      'r.jsonl holds results of solving deals (lines of freecell solve --jsonl), not a deck of cards; this game goes on.',
      'r.jsonl contém resultados de jogos resolvidos (linhas de freecell solve --jsonl), não um baralho de cartas; este jogo continua.',
    ],
    [
      'deck twice.json',
      'twice.json holds a position, not a deck of cards, and freecell --board cannot read it either: KD appears twice in column 1; this game goes on.',
      'twice.json contém uma posição, não um baralho de cartas, e freecell --board também não a lê: KD aparece duas vezes na coluna 1; este jogo continua.',
    ],
  ])('%s: one sentence, the game left as it was (no question even after a move)', (line, english, portuguese) => {
    for (const [catalog, sentence] of [[en, english], [pt, portuguese]] as const) {
      results.length = 0;
      const s = withDecks(catalog);
      s.handle('tc 1');
      const board = s.board.key();
      expect(s.handle(line)).toBe(`${sentence}\n`);
      expect(s.board.key()).toBe(board);
      expect(s.moves).toBe(1);
      expect(s.snapshot().deal).toEqual({ kind: 'game', number: 1 });
      s.handle('u');
      expect(s.moves).toBe(0);
      expect(results).toEqual([]);
    }
  });

  it('without a way to read files says so, and a word too many is named', () => {
    const s = session({ kind: 'game', number: 1 });
    expect(s.handle('deck six.txt')).toBe('Cannot read six.txt: this session cannot read files; this game goes on.\n');
    expect(s.handle('deck a b')).toBe('deck does not take "b"; usage: deck FILE (put a name with spaces in quotes).\n');
    expect(s.handle('deck')).toBe('Usage: deck FILE.\n');
  });

  it('has its help, in English and Portuguese', () => {
    expect(withDecks().handle('help deck')).toMatch(/^deck F: start a new game dealt from deck file F with the same rules\n/);
    expect(withDecks().handle('help all')).toContain('  deck F            start a new game dealt from deck file F with the same rules\n');
    expect(withDecks(pt).handle('help deck')).toMatch(/^deck F: começa um novo jogo distribuído do arquivo de baralho F com as mesmas\s+regras\n/);
  });
});

describe('the attempt at a deal: restart after a move starts the next one, shown from the second on', () => {
  const look = (catalog = en, plain = false): SessionOptions['look'] => ({ style: 'default', ascii: true, painter: createPainter(false), catalog, plain });
  function game(deal: DealSpec = { kind: 'game', number: 5 }, extra: Partial<SessionOptions> = {}): GameSession {
    return new GameSession({ variant: freecell, deal, look: look(), randomGameNumber: () => 4242, ...extra });
  }
  const header = (text: string): string => text.split('\n')[0]!;

  it('shows nothing on the first attempt; restart after a move shows attempt 2 in the header and says so; the next restart 3', () => {
    const s = game();
    expect(header(s.start())).toBe('FreeCell - game 5 - 0 moves - time 0:00 - winnable');
    expect(s.attempt).toBe(1);
    expect(s.handle('tc 1 1')).not.toContain('attempt');
    const restarted = s.handle('restart');
    expect(header(restarted)).toBe('FreeCell - game 5 - attempt 2 - 0 moves - time 0:00 - winnable');
    expect(restarted).toContain('\nThe deal starts again: attempt 2; u brings back your move.\n');
    expect(s.attempt).toBe(2);
    expect(header(s.handle('tc 1 1'))).toMatch(/^FreeCell - game 5 - attempt 2 - 1 move[ ,]/);
    expect(header(s.handle('redraw'))).toMatch(/^FreeCell - game 5 - attempt 2 - 1 move[ ,]/);
    expect(header(s.handle('restart'))).toBe('FreeCell - game 5 - attempt 3 - 0 moves - time 0:00 - winnable');
    expect(s.attempt).toBe(3);
  });

  it('undo back to the start is not a restart; a restart with no move made since the last start is the same attempt', () => {
    const s = game();
    expect(s.handle('restart')).toContain('\nThe deal starts again.\n');
    expect(s.attempt).toBe(1);
    s.handle('tc 1 1');
    const undone = s.handle('u');
    expect(header(undone)).toBe('FreeCell - game 5 - 0 moves - time 0:00 - winnable');
    expect(s.attempt).toBe(1);
    // The move was made, though undone: this attempt is over.
    s.handle('restart');
    expect(s.attempt).toBe(2);
    expect(s.handle('restart')).toContain('\nThe deal starts again: attempt 2.\n');
    expect(s.attempt).toBe(2);
  });

  it('a new deal starts again at attempt 1: r, game N, deck FILE, and r on a deck that deals the same layout again', () => {
    const deck = { kind: 'deck', name: 'six.txt', cards: parseDeck('6C 5C 4C 3C 2C AC') } as const;
    const s = game(undefined, { files: { write: () => undefined, readDeck: () => ({ name: 'six.txt', text: '6C 5C 4C 3C 2C AC\n' }) } });
    const again = (): void => {
      s.handle('tc 1 1');
      s.handle('restart');
      s.handle('tc 1 1');
      expect(s.attempt).toBe(2);
    };
    again();
    s.handle('r');
    expect(s.handle('y')).toMatch(/^Game given up\.\nFreeCell - game 4242 - 0 moves - time 0:00 - winnable\n/);
    expect(s.attempt).toBe(1);
    again();
    s.handle('game 7');
    expect(s.handle('y')).toMatch(/^Game given up\.\nFreeCell - game 7 - 0 moves - /);
    expect(s.attempt).toBe(1);
    again();
    s.handle('deck six.txt');
    expect(s.handle('y')).toMatch(/^Game given up\.\nFreeCell - deck six.txt - 0 moves - /);
    expect(s.attempt).toBe(1);
    // Autoplay off: with it, any move here wins this deck.
    const b = new GameSession({ variant: bakers, deal: deck, look: look(), randomGameNumber: () => 1, autoplay: false });
    b.handle('tc 1 1');
    expect(header(b.handle('restart'))).toMatch(/^Baker's Game - deck six.txt - attempt 2 - 0 moves - /);
    b.handle('tc 1 1');
    b.handle('r');
    expect(b.handle('y')).toMatch(/^Game given up\.\nBaker's Game - deck six.txt - 0 moves - /);
    expect(b.attempt).toBe(1);
  });

  it('plain mode reads the board again after a restart, saying the attempt in its header sentence and in the restart sentence, in English and Portuguese', () => {
    const plain = new GameSession({ variant: freecell, deal: { kind: 'game', number: 5 }, look: look(en, true), randomGameNumber: () => 1 });
    plain.handle('tc 1 1');
    // every card is back in its place: the board is read again, as after a new deal, then the restart sentence
    const restarted = plain.handle('restart');
    expect(restarted).toBe(`${plain.handle('redraw')}The deal starts again: attempt 2; u brings back your move.\n`);
    expect(header(restarted)).toBe('FreeCell, game 5, attempt 2, 0 moves, time 0:00; winnable.');
    expect(restarted).toMatch(/\nColumn 8: .*\.\n/);
    const pg = new GameSession({ variant: freecell, deal: { kind: 'game', number: 5 }, look: look(pt, true), randomGameNumber: () => 1 });
    pg.handle('tc 1 1');
    const recomeço = pg.handle('restart');
    expect(recomeço).toBe(`${pg.handle('redraw')}A distribuição recomeça: tentativa 2; u traz de volta seu movimento.\n`);
    expect(header(recomeço)).toBe('FreeCell, jogo 5, tentativa 2, 0 movimentos, tempo 0:00; tem solução.');
    const drawn = new GameSession({ variant: freecell, deal: { kind: 'game', number: 5 }, look: look(pt), randomGameNumber: () => 1 });
    drawn.handle('tc 1 1');
    expect(header(drawn.handle('restart'))).toBe('FreeCell - jogo 5 - tentativa 2 - 0 movimentos - tempo 0:00 - tem solução');
  });

  it('is kept in a snapshot and brought back by restore; a snapshot without it is attempt 1', () => {
    const s = game();
    s.handle('tc 1 1');
    s.handle('restart');
    s.handle('tc 2 2');
    const snapshot = s.snapshot();
    expect(snapshot.attempt).toBe(2);
    const options = { variant: freecell, deal: snapshot.deal, look: look(), randomGameNumber: () => 1 };
    const back = GameSession.restore(options, snapshot);
    expect(back.attempt).toBe(2);
    expect(header(back.start())).toMatch(/^FreeCell - game 5 - attempt 2 - 1 move[ ,]/);
    back.handle('restart');
    expect(back.attempt).toBe(3);
    const { attempt: _, ...older } = snapshot;
    const old = GameSession.restore(options, older);
    expect(old.attempt).toBe(1);
    expect(old.start()).not.toContain('attempt');
  });

  it('continuing from a browsed moves file after a move is the next attempt too; before any move, the same one', () => {
    const s = game({ kind: 'game', number: 1 });
    s.browse('m.txt', '6a 6b');
    s.handle('n');
    expect(header(s.handle('c'))).toBe('FreeCell - game 1 - 1 move - time 0:00 - winnable');
    expect(s.attempt).toBe(1);
    s.browse('m.txt', '6a 6b');
    s.handle('end');
    expect(header(s.handle('c'))).toBe('FreeCell - game 1 - attempt 2 - 2 moves - time 0:00 - winnable');
    expect(s.attempt).toBe(2);
  });

  it('the CSE 231 style shows no attempt: its screens stay the course program\'s', () => {
    const c = new GameSession({ variant: bakers, deal: { kind: 'game', number: 5 }, look: { style: 'cse231', ascii: true, painter: createPainter(false), catalog: en }, randomGameNumber: () => 1 });
    const first = c.handle('redraw');
    c.handle('tc 1 1');
    expect(c.moves).toBe(1);
    expect(c.handle('restart')).toBe(first);
    expect(c.attempt).toBe(2);
    expect(c.handle('redraw')).toBe(first);
  });
});

describe("a win after the solver played moves says how many were the solver's", () => {
  /** KH over QH: the solver first moves KH off (not to a foundation, so on its own), then sends both home. */
  const blocked = 'Foundations: H-J C-K D-K S-K\nQH KH\n';
  function game(catalog = en): GameSession {
    return new GameSession({
      variant: freecell,
      deal: { kind: 'board', name: 'b', board: parseFcsBoard(blocked, freecell, { fullPack: false }) },
      autoplay: false,
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog },
      randomGameNumber: () => 4242,
      hooks: { result: () => undefined, countsResults: () => true },
    });
  }

  it('a move of the player and the rest by the solver, in both languages', () => {
    for (const [catalog, line] of [
      [en, 'Game won in 3 moves, 2 of them played by the solver, in 0:00.\nThis game counts as solved with help, not as a win.\n'],
      [pt, 'Jogo vencido em 3 movimentos, 2 deles jogados pelo resolvedor, em 0:00.\nEste jogo conta como resolvido com ajuda, não como vitória.\n'],
    ] as const) {
      const s = game(catalog);
      s.handle('tc 1 1');
      s.handle('solve');
      expect(s.handle('')).toContain(line);
    }
  });

  it('every move by the solver', () => {
    const s = game();
    s.handle('solve');
    s.handle('');
    // the next line does not take back "all" (it said the solver played "some of the moves")
    expect(s.handle('')).toContain('Game won in 3 moves, all played by the solver, in 0:00.\nThis game counts as solved with help, not as a win.\n');
    const p = game(pt);
    p.handle('solve');
    p.handle('');
    expect(p.handle('')).toContain('Jogo vencido em 3 movimentos, todos jogados pelo resolvedor, em 0:00.\nEste jogo conta como resolvido com ajuda, não como vitória.\n');
  });

  it("the solver's moves taken back: the moves are the player's, and the game still counts as solved with help", () => {
    const s = game();
    s.handle('solve');
    s.handle('');
    s.handle('q');
    s.handle('u');
    s.handle('tc 1 1');
    s.handle('tf 1');
    expect(s.handle('cf 1')).toContain(
      'You won in 3 moves, in 0:00!\nThe solver played moves of this game that were taken back since: it still counts as solved with help, not as a win.\n',
    );
    const p = game(pt);
    p.handle('solve');
    p.handle('');
    p.handle('q');
    p.handle('restart');
    p.handle('tc 1 1');
    p.handle('tf 1');
    expect(p.handle('cf 1')).toContain(
      'Você venceu em 3 movimentos, em 0:00!\nO resolvedor jogou movimentos deste jogo que foram desfeitos depois: ele ainda conta como resolvido com ajuda, não como vitória.\n',
    );
  });

  it('a game the player won alone reads as before', () => {
    const s = game();
    s.handle('tc 1 1');
    s.handle('tf 1');
    expect(s.handle('cf 1')).toContain('You won in 3 moves, in 0:00!\n');
  });
});

describe('restart and the statistics: a deal is counted once however often it is played again', () => {
  // One cell, four columns: "tc 3 1" loses the game at once; "tc 2 1, tt 3 2, tc 1 1" wins it (autoplay does the rest).
  const losable = 'Foundations: H-K D-K C-9 S-9\nFreecells: -\nKC 10S QS\n10C QC\nJC KS\nJS\n';
  const oneCell = refineVariant(freecell, { cells: 1, columns: 4 });
  function counted(deal: DealSpec, variant: Variant = freecell, autoplay = true): { s: GameSession; results: string[] } {
    const results: string[] = [];
    const s = new GameSession({
      variant,
      deal,
      autoplay,
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 4242,
      hooks: { result: (_v, outcome) => void results.push(outcome), countsResults: () => true },
    });
    return { s, results };
  }
  const board = (text: string, variant: Variant): DealSpec => ({ kind: 'board', name: 'b', board: parseFcsBoard(text, variant, { fullPack: false }) });

  it('lost, restarted and lost again, then restarted and won: counted once, as lost; the win says it was counted before', () => {
    const { s, results } = counted(board(losable, oneCell), oneCell);
    expect(s.handle('tc 3 1')).toContain('No legal move is left: this game is lost.');
    s.handle('restart');
    expect(s.handle('tc 3 1')).toContain('No legal move is left: this game is lost.');
    s.handle('restart');
    s.handle('tc 2 1');
    s.handle('tt 3 2');
    const won = s.handle('tc 1 1');
    expect(won).toContain('You won in 3 moves');
    expect(won).toContain("This game's result was already counted before this win.");
    expect(s.attempt).toBe(3);
    expect(results).toEqual(['lost']);
    expect(s.handle('stats')).toContain('This session: 1 game finished: 0 won, 1 lost, 0 given up, 0 solved with help.');
    // Leaving it for a new deal asks nothing and counts nothing more.
    expect(s.handle('r')).toMatch(/ - 0 moves - /);
    expect(results).toEqual(['lost']);
  });

  it('lost, then undone: leaving it asks first, saying the statistics counted it already, and giving it up counts nothing more', () => {
    const { s, results } = counted(board(losable, oneCell), oneCell);
    s.handle('tc 3 1');
    s.handle('u');
    expect(s.handle('r')).toContain(
      'Give up this game (back at its start) for a new deal? The statistics counted this game already, so giving it up counts nothing more.\nType y to give up;',
    );
    expect(s.handle('n')).toContain('The game goes on.');
    s.handle('tc 2 1');
    expect(s.handle('game 7')).toContain('Give up this game (1 move typed) for a new deal? The statistics counted this game already');
    const left = s.handle('y');
    expect(left).toContain('Game given up: the statistics counted this game already, so nothing more is counted.\n');
    expect(left).toMatch(/ - game 7 - 0 moves - /);
    expect(results).toEqual(['lost']);
  });

  it('lost, then restarted: leaving it asks nothing until a move is played, then asks; won, then undone: asks too', () => {
    const lost = counted(board(losable, oneCell), oneCell);
    lost.s.handle('tc 3 1');
    lost.s.handle('restart');
    expect(lost.s.handle('r')).toMatch(/ - 0 moves - /);
    const again = counted(board(losable, oneCell), oneCell);
    again.s.handle('tc 3 1');
    again.s.handle('restart');
    again.s.handle('tc 2 1');
    expect(again.s.handle('new')).toContain('Give up this game (1 move typed) for a new deal? The statistics counted this game already');
    // restarted again with no move since: the moves of the attempt before are still there for u to bring back
    again.s.handle('n');
    again.s.handle('restart');
    expect(again.s.handle('r')).toContain('Give up this game (back at its start) for a new deal?');
    expect(again.results).toEqual(['lost']);
    const won = counted(board('Foundations: H-J C-K D-K S-K\nKH QH\n', freecell), freecell, false);
    won.s.handle('tf 1');
    won.s.handle('tf 1');
    expect(won.results).toEqual(['won']);
    won.s.handle('u');
    expect(won.s.handle('r')).toContain('Give up this game (1 move typed) for a new deal? The statistics counted this game already');
    won.s.handle('y');
    expect(won.results).toEqual(['won']);
  });

  it('a result left in its own save to be counted (the statistics could not take it), the game played on: leaving it asks first, saying so', () => {
    const results: string[] = [];
    const s = new GameSession({
      variant: oneCell,
      deal: board(losable, oneCell),
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 4242,
      hooks: { result: (_v, outcome) => (results.push(outcome), { uncounted: true }), countsResults: () => true },
    });
    s.handle('tc 3 1');
    // the restart tries to count the loss again, and keeps it in its own save when it cannot
    s.handle('restart');
    const tried = [...results];
    s.handle('tc 2 1');
    expect(s.handle('r')).toContain(
      "Give up this game (1 move typed) for a new deal? This game's result is the one before, which waits in its own save to be counted, so giving it up counts nothing more.",
    );
    expect(s.handle('y')).toContain("Game given up: this game's result is the one before, which waits in its own save to be counted, so nothing more is counted.\n");
    expect(results).toEqual(tried);
  });

  it('a loss the statistics took nothing of (a session not kept then), undone once the session is kept: the question and the answer leave the statistics out', () => {
    const results: string[] = [];
    let kept = false;
    const s = new GameSession({
      variant: oneCell,
      deal: board(losable, oneCell),
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 4242,
      hooks: { result: (_v, outcome) => (results.push(outcome), kept ? {} : { standing: { kind: 'not-kept' } }), countsResults: () => kept },
    });
    s.handle('tc 3 1');
    kept = true;
    s.handle('u');
    expect(s.handle('r')).toContain('Give up this game (back at its start) for a new deal?\nType y');
    const left = s.handle('y');
    expect(left).toContain('Game given up.\n');
    expect(left).not.toContain('statistics');
    expect(results).toEqual(['lost']);
  });

  it('the cse231 style never asks, a result counted or not', () => {
    const results: string[] = [];
    const s = new GameSession({
      variant: oneCell,
      deal: board(losable, oneCell),
      look: { style: 'cse231', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 4242,
      hooks: { result: (_v, outcome) => void results.push(outcome), countsResults: () => true },
    });
    s.handle('tc 3 1');
    s.handle('u');
    s.handle('tc 2 1');
    expect(s.handle('R')).not.toContain('Give up');
    expect(results).toEqual(['lost']);
  });

  it('restarted mid-game, then won: counted once, as won; won, restarted and won again: still once', () => {
    const { s, results } = counted(board('Foundations: H-J C-K D-K S-K\nKH QH\n', freecell), freecell, false);
    s.handle('tc 1 1');
    s.handle('restart');
    s.handle('tf 1');
    expect(s.handle('tf 1')).toContain('You won in 2 moves');
    expect(results).toEqual(['won']);
    s.handle('restart');
    s.handle('tf 1');
    expect(s.handle('tf 1')).toContain("This game's result was already counted before this win.");
    expect(results).toEqual(['won']);
  });

  it('a game the statistics took nothing of (not kept, statistics off, no statistics at all) never says at a later win that it was counted', () => {
    const standings = [{ kind: 'not-kept' as const }, { kind: 'off' as const }];
    const sentences = [
      'Statistics are kept only for games played at a terminal, resumed with --resume or saved with save; this one is not counted.',
      'Statistics are off (freecell config statistics on turns them on); this game is not counted.',
    ];
    standings.forEach((standing, i) => {
      const s = new GameSession({
        variant: oneCell,
        deal: board(losable, oneCell),
        autoplay: true,
        look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
        randomGameNumber: () => 4242,
        hooks: { result: () => ({ standing }), countsResults: () => true },
      });
      // Lost, then undone and won; then the win undone and redone.
      expect(s.handle('tc 3 1')).toContain('No legal move is left: this game is lost.');
      s.handle('u');
      s.handle('tc 2 1');
      s.handle('tt 3 2');
      const won = s.handle('tc 1 1');
      expect(won).toContain('You won in 3 moves');
      expect(won).toContain(sentences[i]);
      expect(won).not.toContain('already counted');
      s.handle('u');
      const again = s.handle('redo');
      expect(again).toContain(sentences[i]);
      expect(again).not.toContain('already counted');
    });
    const plain = fromBoard(losable, oneCell);
    plain.handle('tc 3 1');
    plain.handle('u');
    plain.handle('tc 2 1');
    plain.handle('tt 3 2');
    const won = plain.handle('tc 1 1');
    expect(won).toContain('You won in 3 moves');
    expect(won).toContain('this one is not counted.');
    expect(won).not.toContain('already counted');
  });

  it('redraw (Ctrl-L, or a resized terminal) while the give-up question waits draws the board and asks again, answering nothing', () => {
    const { s, results } = counted({ kind: 'game', number: 5 });
    s.handle('tc 1 1');
    expect(s.handle('r')).toContain('Give up this game (1 move typed) for a new deal?');
    const again = s.handle('redraw');
    expect(again).toContain('game 5');
    expect(again).toContain('Give up this game (1 move typed) for a new deal?');
    expect(again).not.toContain('The game goes on.');
    expect(results).toEqual([]);
    s.handle('y');
    expect(results).toEqual(['gave-up']);
  });

  it('restarted mid-game, then given up for a new deal: counted once, as given up', () => {
    const { s, results } = counted({ kind: 'game', number: 5 });
    s.handle('tc 1 1');
    s.handle('restart');
    s.handle('tc 1 1');
    s.handle('restart');
    expect(s.handle('r')).toContain('Give up this game (back at its start) for a new deal?');
    s.handle('y');
    expect(results).toEqual(['gave-up']);
  });
});

describe('an accidental restart is undone by u: the game comes back as it stood', () => {
  const look = (catalog = en, plain = false): SessionOptions['look'] => ({ style: 'default', ascii: true, painter: createPainter(false), catalog, plain });
  function game(extra: Partial<SessionOptions> = {}, catalog = en, plain = false): GameSession {
    return new GameSession({ variant: freecell, deal: { kind: 'game', number: 5 }, look: look(catalog, plain), randomGameNumber: () => 4242, ...extra });
  }
  const header = (text: string): string => text.split('\n')[0]!;
  /** What `u` must bring back: the board, the moves and their count, the moves to redo, the attempt. */
  const state = (s: GameSession) => ({ board: s.board.key(), moves: s.moveList(), played: s.moves, typed: s.typedMoves, attempt: s.attempt, redo: s.snapshot().groups.length, started: s.started });

  it('u (and undo) right after restart brings back the board, the moves, their count, the moves to redo and the attempt, in one sentence', () => {
    for (const word of ['u', 'undo', 'U', ' undo ']) {
      const s = game();
      s.handle('tc 1 1');
      s.handle('tc 2 2');
      s.handle('tc 3 3');
      s.handle('u');
      const before = state(s);
      const shown = header(s.handle('redraw'));
      expect(shown).toMatch(/^FreeCell - game 5 - 2 moves/);
      s.handle('restart');
      expect(s.attempt).toBe(2);
      const back = s.handle(word);
      expect(state(s)).toEqual(before);
      expect(header(back)).toBe(shown);
      expect(back).toContain('\nRestart undone: back to move 2.\n');
      // the moves to redo are there again, as before the restart
      expect(s.handle('redo')).toContain('Redid: ');
      expect(s.typedMoves).toBe(3);
    }
  });

  it('the restart says that u brings the moves back, only when there were moves, in one line; English and Portuguese', () => {
    const s = game();
    expect(s.handle('restart')).toContain('\nThe deal starts again.\n');
    s.handle('tc 1 1');
    s.handle('tc 2 2');
    expect(s.handle('restart')).toContain('\nThe deal starts again: attempt 2; u brings back your 2 moves.\n');
    s.handle('tc 1 1');
    expect(s.handle('restart')).toContain('\nThe deal starts again: attempt 3; u brings back your move.\n');
    // every move undone before the restart: none to bring back to the board (u still brings back the attempt and the moves to redo)
    s.handle('tc 1 1');
    s.handle('u');
    const undone = s.handle('restart');
    expect(undone).toContain('\nThe deal starts again: attempt 4.\n');
    expect(s.handle('u')).toContain('\nRestart undone: back to move 0.\n');
    expect(s.attempt).toBe(3);
    expect(s.snapshot().groups).toHaveLength(1);
    const p = game({}, pt);
    p.handle('tc 1 1');
    p.handle('tc 2 2');
    expect(p.handle('restart')).toContain('\nA distribuição recomeça: tentativa 2; u traz de volta seus 2 movimentos.\n');
    expect(p.handle('u')).toContain('\nRecomeço desfeito: de volta ao movimento 2.\n');
    p.handle('tc 3 3');
    p.handle('restart');
    p.handle('tc 1 1');
    expect(p.handle('restart')).toContain('\nA distribuição recomeça: tentativa 3; u traz de volta seu movimento.\n');
  });

  it('plain mode reads the board again after the undo, as after the restart, then the sentence', () => {
    for (const [catalog, restarted, undone] of [
      [en, 'The deal starts again: attempt 2; u brings back your move.\n', 'Restart undone: back to move 1.\n'],
      [pt, 'A distribuição recomeça: tentativa 2; u traz de volta seu movimento.\n', 'Recomeço desfeito: de volta ao movimento 1.\n'],
    ] as const) {
      const plain = game({}, catalog, true);
      plain.handle('tc 1 1');
      const board = plain.handle('redraw');
      expect(plain.handle('restart')).toBe(`${plain.handle('redraw')}${restarted}`);
      expect(plain.handle('u')).toBe(`${board}${undone}`);
    }
  });

  it('only right after the restart: after a move u takes that move back, and then there is nothing to undo; other commands in between keep it', () => {
    const s = game();
    s.handle('tc 1 1');
    s.handle('restart');
    s.handle('tc 2 2');
    s.handle('u');
    expect(s.handle('u')).toBe('Nothing to undo.\n');
    expect(s.attempt).toBe(2);
    // commands that leave the board as it is keep the restart undoable: a typo, redraw, redo, auto, stats, a second restart
    const t = game();
    t.handle('tc 1 1');
    const before = state(t);
    t.handle('restart');
    for (const line of ['xyz', 'redraw', 'redo', 'auto off', 'auto on', 'stats', 'help', 'restart']) t.handle(line);
    expect(t.attempt).toBe(2);
    expect(t.handle('u')).toContain('Restart undone: back to move 1.');
    expect(state(t)).toEqual(before);
    // a new deal forgets it
    const n = game();
    n.handle('tc 1 1');
    n.handle('restart');
    n.handle('r');
    n.handle('y');
    expect(n.handle('u')).toBe('Nothing to undo.\n');
  });

  it('redo right after the restart has nothing to redo; after the undo it redoes the moves undone before the restart, as then', () => {
    const s = game();
    s.handle('tc 1 1');
    s.handle('tc 2 2');
    s.handle('restart');
    expect(s.handle('redo')).toBe('Nothing to redo.\n');
    s.handle('u');
    expect(s.handle('redo')).toBe('Nothing to redo.\n');
    expect(s.attempt).toBe(1);
    s.handle('u');
    expect(s.handle('redo')).toContain('Redid: ');
    expect(s.typedMoves).toBe(2);
  });

  it('the time goes on; the save hears of it as its own change, and a snapshot taken after the restart brings the moves back too', () => {
    let clock = 0;
    const changes: SessionChange[] = [];
    const s = game({ now: () => clock, hooks: { changed: (_s, change) => void changes.push(change) } });
    s.handle('tc 1 1');
    clock = 5000;
    s.handle('restart');
    const snapshot = s.snapshot();
    expect(snapshot.beforeRestart?.position).toBe(1);
    clock = 9000;
    s.handle('u');
    expect(s.elapsedMs).toBe(9000);
    expect(changes.map((c) => c.kind)).toEqual(['play', 'deal', 'restart-undone']);
    expect(s.snapshot().beforeRestart).toBeUndefined();
    const back = GameSession.restore({ variant: freecell, deal: snapshot.deal, look: look(), randomGameNumber: () => 1 }, snapshot);
    expect(back.attempt).toBe(2);
    expect(back.handle('u')).toContain('Restart undone: back to move 1.');
    expect(back.attempt).toBe(1);
    expect(back.moveList()).toEqual(s.moveList());
    expect(back.snapshot().restarted).toBe(false);
  });
});

describe('undoing a restart counts nothing and uncounts nothing', () => {
  // One cell, four columns: "tc 3 1" loses the game at once; "tc 2 1, tt 3 2, tc 1 1" wins it (autoplay does the rest).
  const losable = 'Foundations: H-K D-K C-9 S-9\nFreecells: -\nKC 10S QS\n10C QC\nJC KS\nJS\n';
  const oneCell = refineVariant(freecell, { cells: 1, columns: 4 });
  function counted(text: string, variant: Variant, autoplay = true): { s: GameSession; results: string[] } {
    const results: string[] = [];
    const s = new GameSession({
      variant,
      deal: { kind: 'board', name: 'b', board: parseFcsBoard(text, variant, { fullPack: false }) },
      autoplay,
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 4242,
      hooks: { result: (_v, outcome) => void results.push(outcome), countsResults: () => true },
    });
    return { s, results };
  }

  it('lost, restarted, undone: the loss stands once, the board is lost again, and a new deal asks nothing and counts nothing more', () => {
    const { s, results } = counted(losable, oneCell);
    s.handle('tc 3 1');
    s.handle('restart');
    expect(s.handle('u')).toContain('Restart undone: back to move 1.');
    expect(s.handle('redraw').split('\n')[0]).toMatch(/ - cannot be won$/);
    expect(results).toEqual(['lost']);
    s.handle('u');
    s.handle('tc 2 1');
    s.handle('tt 3 2');
    expect(s.handle('tc 1 1')).toContain("This game's result was already counted before this win.");
    expect(s.handle('r')).toMatch(/ - 0 moves - /);
    expect(results).toEqual(['lost']);
    expect(s.handle('stats')).toContain('This session: 1 game finished: 0 won, 1 lost, 0 given up, 0 solved with help.');
  });

  it('won, restarted, undone: the win stands once and the game is won again; restarted mid-game, undone, then won: counted once, as won', () => {
    const { s, results } = counted('Foundations: H-J C-K D-K S-K\nKH QH\n', freecell, false);
    s.handle('tf 1');
    s.handle('tc 1 1');
    s.handle('restart');
    expect(s.handle('u')).toContain('Restart undone: back to move 2.');
    expect(results).toEqual([]);
    expect(s.handle('cf 1')).toContain('You won in 3 moves');
    expect(results).toEqual(['won']);
    s.handle('restart');
    s.handle('u');
    expect(s.won).toBe(true);
    expect(s.attempt).toBe(1);
    expect(results).toEqual(['won']);
    // the game stands won: r deals a new one without asking, and counts nothing more
    expect(s.handle('r')).toMatch(/^FreeCell - board b - 0 moves - /);
    expect(results).toEqual(['won']);
  });

  it('a loss the statistics could not take: the restart keeps it to be counted elsewhere, and the undo counts nothing more, nor does leaving the game', () => {
    const results: string[] = [];
    const changes: string[] = [];
    const s = new GameSession({
      variant: oneCell,
      deal: { kind: 'board', name: 'b', board: parseFcsBoard(losable, oneCell, { fullPack: false }) },
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 4242,
      hooks: { result: (_v, outcome) => (results.push(outcome), { uncounted: true }), countsResults: () => true, changed: (_s, change) => void changes.push(change.kind) },
    });
    s.handle('tc 3 1');
    s.handle('restart');
    const tried = [...results];
    expect(changes).toEqual(['play', 'leave', 'deal']);
    expect(s.handle('u')).toContain('Restart undone: back to move 1.');
    expect(s.resultCounted).toBe(true);
    s.handle('r');
    expect(results).toEqual(tried);
  });

  it('restarted mid-game and undone, then given up for a new deal: counted once, as given up', () => {
    const { s, results } = counted(losable, oneCell);
    s.handle('tc 2 1');
    s.handle('restart');
    s.handle('u');
    expect(s.handle('r')).toContain('Give up this game (1 move typed) for a new deal?');
    s.handle('y');
    expect(results).toEqual(['gave-up']);
  });
});

describe('autoplay with a partial deck', () => {
  it('sends home the cards that only undealt cards could be built on, and the game is won', () => {
    // 11 cards: hearts A to 5, clubs and spades A to 3; no diamond, no black 4
    const deal: DealSpec = { kind: 'deck', name: 'small.txt', cards: parseDeck('5H 3S 3C 4H 3H 2H 2S 2C AS AC AH') };
    const s = new GameSession({ variant: freecell, deal, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en }, randomGameNumber: () => 4242 });
    const text = s.handle('tc 4');
    expect(text).toContain('Autoplay: AS AC AH 2H 2S 3S 2C 3C 3H 4H 5H to the foundations\n');
    expect(s.won).toBe(true);
  });
});

describe('the help fits a terminal of 80 x 24, and help all shows every command', () => {
  const atSize = (catalog: typeof en, variant: Variant): GameSession =>
    new GameSession({ variant, deal: { kind: 'game', number: 1 }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog, width: () => 80, height: () => 24 }, randomGameNumber: () => 1 });
  const variants = listVariants().map((v) => v.variant);

  it('h leaves room on 24 rows for the line typed and the prompt, in both languages and every variant, and names help all last', () => {
    for (const [catalog, more] of [[en, /help all/], [pt, /help all/]] as const) {
      for (const variant of variants) {
        const text = atSize(catalog, variant).handle('h');
        const rows = text.split('\n').slice(0, -1);
        expect(rows.length).toBeLessThanOrEqual(22);
        expect(rows.every((r) => r.length <= 80)).toBe(true);
        expect(rows.at(-1)).toMatch(more);
        expect(text).toContain('  tt C D [K]');
        expect(text).toContain('  35 3a a5 8h');
        expect(text).toContain('  u, undo [N]');
        expect(text).toContain('  q, quit, exit');
      }
    }
  });

  it('help all lists every command, as h did before, and help ALL reads the same', () => {
    for (const catalog of [en, pt]) {
      const text = atSize(catalog, freecell).handle('help all');
      for (const usage of ['tt C D [K]', 'C8 5 C1', 'redo', 'game N', 'deck F', 'restart', 'moves [F]', 'export', 'stats', 'browse F', 'redraw', 'auto on|off', 'messages on|off', 'h, help, ? [CMD]']) {
        expect(text).toContain(`  ${usage}`);
      }
      expect(atSize(catalog, freecell).handle('help ALL')).toBe(text);
    }
  });

  it('names the cells past the seventh by their letters, which skip h (the foundations), i and j', () => {
    const eightOff = findVariant('eight-off');
    const oneLine = (text: string): string => text.replace(/\s+/g, ' ');
    expect(oneLine(atSize(en, eightOff).handle('h'))).toContain('Eight Off: 8 columns built down in the same suit; 8 cells (a to g and k in standard notation); foundations');
    expect(oneLine(atSize(pt, eightOff).handle('h'))).toContain('Eight Off: 8 colunas descendo no mesmo naipe; 8 células (a, b, c, d, e, f, g, k na notação padrão); as fundações');
    expect(oneLine(atSize(en, refineVariant(freecell, { cells: 10 })).handle('h'))).toContain('; 10 cells (a to g and k to m in standard notation);');
    expect(oneLine(atSize(en, freecell).handle('h'))).toContain('; 4 cells; foundations');
  });
});

describe('the CSE 231 style draws and states the rules of the table in play', () => {
  const opening = (variant: Variant): string[] => session({ kind: 'game', number: 1 }, variant, 'cse231').start().split('\n');

  it('keeps the course program\'s screen for its own rules: 4 cells, 8 tableaus, one card at a time', () => {
    const lines = opening(refineVariant(bakers, { sequenceMoves: 'single' }));
    expect(lines).toContain('    =======Cells========  ====Foundations=====');
    expect(lines).toContain('     --1----2----3----4--  --1----2----3----4--');
    expect(lines).toContain('    =================Tableaus=================');
    expect(lines).toContain('    ---1----2----3----4----5----6----7----8---');
    expect(lines.slice(lines.indexOf('    Tableaus:    Tableaus are numbered 1 through 8. They are dealt'), -1).slice(0, 6)).toEqual([
      '    Tableaus:    Tableaus are numbered 1 through 8. They are dealt',
      '                 to at the start of the game from left to right',
      '                 until all cards are dealt. Cards can be moved one',
      '                 at a time from tableaus to cells, foundations, or',
      '                 other tableaus. Tableaus are built down by rank',
      '                 and cards must be of the same suit.',
    ]);
  });

  it('spans its bars over 8 cells and 10 tableaus, the foundations above the foundations', () => {
    const eightOff = opening(findVariant('eight-off'));
    expect(eightOff).toContain('    =================Cells==================  ====Foundations=====');
    expect(eightOff).toContain('     --1----2----3----4----5----6----7----8--  --1----2----3----4--');
    const seahaven = opening(findVariant('seahaven'));
    expect(seahaven).toContain('    ======================Tableaus======================');
    expect(seahaven).toContain('    ---1----2----3----4----5----6----7----8----9----10---');
  });

  it('draws no cells and names none when the game has none', () => {
    const lines = opening(findVariant('freecell-0'));
    expect(lines).toContain('    Cells:       This game has no cells.');
    expect(lines.join('\n')).not.toContain('1 through 0');
    expect(lines).toContain('    ====Foundations=====');
    expect(lines).toContain('     --1----2----3----4--');
    expect(lines).toContain('    [   ][   ][   ][   ]');
  });

  it('says how many cards a move carries, what fills an empty tableau, and what the deal puts in the cells', () => {
    const text = (variant: Variant): string => opening(variant).join('\n').replace(/\s+/g, ' ');
    const eightOff = text(findVariant('eight-off'));
    expect(eightOff).not.toContain('Cards can be moved one at a time from tableaus to cells, foundations, or other tableaus.');
    expect(eightOff).toContain('a run of cards moves to another tableau when the free cells could carry it one card at a time.');
    expect(eightOff).toContain('Only a King may go to an empty tableau.');
    expect(eightOff).toContain('The deal puts 4 cards in them.');
    expect(text(freecell)).toContain('a run of cards moves to another tableau when the free cells and empty tableaus could carry it one card at a time.');
    expect(text(findVariant('relaxed-freecell'))).toContain('a run of cards of any length moves to another tableau.');
    expect(text(refineVariant(freecell, { emptyColumn: 'none', acesToFoundationOnly: true }))).toContain('An empty tableau stays empty.');
    expect(text(refineVariant(freecell, { acesToFoundationOnly: true }))).toContain('An Ace may only go to a foundation.');
  });
});

describe('clear', () => {
  const CLEAR = '\u001b[H\u001b[J';
  const at = (clearsScreen: boolean, catalog = en): GameSession =>
    new GameSession({ variant: freecell, deal: { kind: 'game', number: 5 }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog, clearsScreen }, randomGameNumber: () => 1 });

  it('on a terminal clears the screen and draws the board from the top, as Ctrl-L does', () => {
    const s = at(true);
    s.handle('tc 1 1');
    const moves = s.moves;
    const board = s.handle('redraw');
    expect(s.handle('clear')).toBe(`${CLEAR}${board}`);
    expect(s.handle('CLEAR')).toBe(`${CLEAR}${board}`);
    expect(s.lastError).toBeUndefined();
    expect(s.moves).toBe(moves);
  });

  it('elsewhere (a pipe, a file) draws the board again as plain text', () => {
    const s = at(false);
    expect(s.handle('clear')).toBe(s.handle('redraw'));
    expect(s.handle('clear')).not.toContain('\u001b');
    expect(s.lastError).toBeUndefined();
  });

  it('takes no word after it, and has its help', () => {
    expect(at(true).handle('clear 2')).toBe('clear does not take "2"; it takes no arguments.\n');
    expect(at(true).handle('help clear')).toMatch(/^redraw, clear: /);
  });

  it('while a solution is played out, clears and draws the board and says again what Enter and q do, as redraw does', () => {
    const s = at(true);
    s.handle('solve');
    s.handle('');
    const again = s.handle('redraw');
    expect(again).toMatch(/Enter for the next move \(\d+ left\), q to stop\.\n$/);
    expect(s.handle('clear')).toBe(`${CLEAR}${again}`);
    expect(s.moves).toBe(1);
  });

  it('while browsing, clears and draws the position browsed again with its line, and is not refused as a browse key', () => {
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'game', number: 1 },
      look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en, clearsScreen: true },
      randomGameNumber: () => 1,
      files: { read: () => '6a\n6b\n5c\n', readDeck: (file) => ({ name: file, text: '' }), write: () => undefined },
    });
    s.handle('browse m.txt');
    const second = s.handle('2');
    expect(s.handle('clear')).toBe(`${CLEAR}${second}`);
    expect(s.handle('n')).toMatch(/\nMove 3 of 3: 6C from column 5 to cell 3\.\n$/);
  });

  it('while the give-up question waits, clears and draws the board and asks again, answering nothing', () => {
    const s = at(true);
    s.handle('tc 1 1');
    const moves = s.moves;
    expect(s.handle('r')).toContain('Give up this game (1 move typed) for a new deal?');
    const again = s.handle('clear');
    expect(again.startsWith(CLEAR)).toBe(true);
    expect(again).toContain('Give up this game (1 move typed) for a new deal?');
    expect(again).not.toContain('The game goes on.');
    expect(s.moves).toBe(moves);
  });
});

describe('h as the source, a card taken back from the foundations', () => {
  it.each(['h8', 'h1', 'ha', 'hh', 'H3'])('%s says cards cannot be moved off the foundations, and changes nothing', (line) => {
    expectRefusedInBoth(line, 'Cards cannot be moved off the foundations.', 'Não se tiram cartas das fundações.', 'ILLEGAL_SOURCE');
  });

  it('in a line of several moves, stops the line there with the same reason', () => {
    const s = session({ kind: 'game', number: 1 });
    expect(s.handle('h8 3a')).toContain('the first, h8, was refused: cards cannot be moved off the foundations.');
  });

  it('a pile the game does not have is still named', () => {
    expectRefusedInBoth(
      'h9',
      '"h9" names a pile this game does not have: columns are 1 to 8, cells a to d, and h is the foundations.',
      '"h9" cita uma pilha que este jogo não tem: as colunas vão de 1 a 8; as células são a, b, c, d; h indica as fundações.',
      'BAD_NOTATION',
    );
  });

  it('past the seventh cell the letters skip h, i and j, and the sentence names only letters the game has', () => {
    const eightOff = findVariant('eight-off');
    expectRefusedInBoth(
      '5l',
      '"5l" names a pile this game does not have: columns are 1 to 8, cells a to g and k, and h is the foundations.',
      '"5l" cita uma pilha que este jogo não tem: as colunas vão de 1 a 8; as células são a, b, c, d, e, f, g, k; h indica as fundações.',
      'BAD_NOTATION',
      eightOff,
    );
    expectRefusedInBoth(
      '5[11]',
      '"5[11]" names a pile this game does not have: columns are 1 to 8, cells a to g and k to m, and h is the foundations.',
      '"5[11]" cita uma pilha que este jogo não tem: as colunas vão de 1 a 8; as células são a, b, c, d, e, f, g, k, l, m; h indica as fundações.',
      'BAD_NOTATION',
      refineVariant(eightOff, { cells: 10 }),
    );
  });
});

describe('moves FILE names the replay command', () => {
  const written = (deal: DealSpec, file: string, catalog = en): string => {
    const s = new GameSession({ variant: freecell, deal, look: { style: 'default', ascii: true, painter: createPainter(false), catalog }, randomGameNumber: () => 1, files: { read: () => '', write: () => undefined } });
    s.handle('tc 1');
    return s.handle(`moves ${file}`);
  };
  const cards = parseDeck('KS KC QS QC JS JC 10S 10C 9S 9C 8S 8C');

  it('quotes a file name the shell would split or expand, leaving ~/ outside the quotes', () => {
    expect(written({ kind: 'game', number: 1 }, `"it's here.txt"`)).toBe(`Wrote 1 move to it's here.txt; freecell replay 'it'\\''s here.txt' --game 1 plays it back.\n`);
    expect(written({ kind: 'game', number: 1 }, '"~/my moves.txt"')).toBe(`Wrote 1 move to ~/my moves.txt; freecell replay ~/'my moves.txt' --game 1 plays it back.\n`);
    expect(written({ kind: 'game', number: 1 }, '~/m.txt')).toBe('Wrote 1 move to ~/m.txt; freecell replay ~/m.txt --game 1 plays it back.\n');
  });

  it('a file name that begins with a dash is given as ./-m.txt, which replay cannot take for an option', () => {
    expect(written({ kind: 'game', number: 1 }, '-m.txt')).toBe('Wrote 1 move to -m.txt; freecell replay ./-m.txt --game 1 plays it back.\n');
    expect(written({ kind: 'game', number: 1 }, '--game')).toBe('Wrote 1 move to --game; freecell replay ./--game --game 1 plays it back.\n');
    expect(written({ kind: 'game', number: 1 }, '"-my moves.txt"')).toBe(`Wrote 1 move to -my moves.txt; freecell replay './-my moves.txt' --game 1 plays it back.\n`);
  });

  it('a file name holding a character the sentence cannot show as itself (a tab) gets no command, which could not be pasted', () => {
    expect(written({ kind: 'game', number: 1 }, '"a\tb.txt"')).toBe('Wrote 1 move to a^Ib.txt.\n');
    expect(written({ kind: 'game', number: 1 }, '"a\u202eb.txt"')).toBe('Wrote 1 move to a<U+202E>b.txt.\n');
  });

  it('a deck whose file is not known (a resumed game) is FILE (ARQUIVO in Portuguese, as its other sentences name a file), named after the command', () => {
    expect(written({ kind: 'deck', name: 'six.txt', cards }, 'm.txt')).toBe('Wrote 1 move to m.txt; freecell replay m.txt --deck FILE plays it back, FILE being the deck file six.txt.\n');
    expect(written({ kind: 'deck', name: 'six.txt', cards }, 'm.txt', pt)).toBe('1 movimento gravado em m.txt; freecell replay m.txt --deck ARQUIVO o reproduz, sendo ARQUIVO o arquivo de baralho six.txt.\n');
    const board = { kind: 'board', name: 'b.fcs', board: startingBoard({ kind: 'game', number: 1 }, freecell) } as DealSpec;
    expect(written(board, 'm.txt', pt)).toBe('1 movimento gravado em m.txt; freecell replay m.txt --board ARQUIVO o reproduz, sendo ARQUIVO o arquivo de tabuleiro b.fcs.\n');
  });
});

describe('a column number alone moves its last card to a free cell (quick on|off)', () => {
  const at = (options: Partial<SessionOptions> = {}, catalog = en, variant: Variant = freecell, number = 1): GameSession =>
    new GameSession({ variant, deal: { kind: 'game', number }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog }, randomGameNumber: () => 1, ...options });

  it('plays the move tc C plays, recorded in standard notation, and undo takes it back', () => {
    const s = at();
    const start = s.board.key();
    const text = s.handle('3');
    expect(s.lastError).toBeUndefined();
    expect(text).toContain('2H from column 3 to cell 1\n');
    expect(s.moveList()).toEqual(['3a']);
    s.handle('3');
    expect(s.moveList()).toEqual(['3a', '3b']);
    s.handle('u');
    s.handle('u');
    expect(s.board.key()).toBe(start);
    expect(at().handle('3')).toBe(at().handle('tc 3'));
  });

  it('is followed by autoplay as any move is', () => {
    // Game 2: column 6 ends with 8D over the Ace of spades.
    const s = at({}, en, freecell, 2);
    expect(s.handle('6')).toContain('8D from column 6 to cell 1\nAutoplay: AS to the foundations\n');
    expect(s.moveList()).toEqual(['6a', '1h']);
  });

  it('refuses an empty column, a game with every cell full, and a game without cells in one sentence each, the game unchanged', () => {
    const empty = fromBoard(`
Foundations: H-2 C-0 D-0 S-0
Freecells: 7C - - -
KS QH JH

9C 8H 7S
AS
4C
KH
QS
3S 2D
`);
    expect(rejects(empty, '2')).toEqual({ code: 'EMPTY_SOURCE', text: 'Column 2 is empty: there is no card to move.' });
    const full = at();
    for (const c of ['1', '2', '3', '4']) full.handle(c);
    expect(rejects(full, '5')).toEqual({ code: 'NO_FREE_CELL', text: 'There is no free cell: all 4 cells hold a card.' });
    expect(rejects(at({}, en, findVariant('freecell-0')), '3')).toEqual({ code: 'NO_FREE_CELL', text: 'This game has no cells.' });
    expect(rejects(at(), '9')).toEqual({ code: 'OUT_OF_RANGE', text: 'There is no column 9: columns are numbered 1 to 8.' });
    // a number that is a standard move stays one
    const s = at();
    s.handle('12');
    expect(s.lastError?.code).toBe('WRONG_RANK');
  });

  it('with 11 columns or more, 11 moves column 11 (no move goes from column 1 to itself); 12 stays a move between columns, and 012 is column 12 alone', () => {
    const wide = { ...freecell, id: 'freecell', columns: 13 } as Variant;
    const s = at({}, en, wide);
    expect(s.handle('11')).toMatch(/ from column 11 to cell 1\n/);
    expect(s.moveList()).toEqual(['11a']);
    s.handle('012');
    expect(s.moveList()).toEqual(['11a', '12b']);
    s.handle('12');
    expect(s.moveList()).toHaveLength(2);
    expect(s.lastError?.code).not.toBe('NO_FREE_CELL');
    // with 8 columns there is no column 11: the number is read as a move as before
    expect(rejects(at(), '11')).toEqual({ code: 'SAME_PILE', text: 'Column 1 is both the source and the destination.' });
  });

  it('is a command that shares a line with commas or semicolons, as any move does; a full set of cells stops the line there', () => {
    const s = at();
    s.handle('3, 4; 35');
    expect(s.lastError).toBeUndefined();
    expect(s.moveList().slice(0, 2)).toEqual(['3a', '4b']);
    const full = at();
    const text = full.handle('1, 2, 3, 4, 5');
    expect(text).toContain('Played 4 of 5 moves; the fifth, 5, was refused: there is no free cell: all 4 cells hold a card.');
    expect(full.moveList()).toHaveLength(4);
    // with quick moves off, a number alone is no move, and the line plays nothing
    const off = at({ quickCell: false });
    expect(off.handle('3, 4')).toBe('Only moves can share a line, and "3" is one only with quick moves on: type quick on, or tc 3 for this one.\n');
    expect(off.lastError).toMatchObject({ code: 'NOT_A_MOVE', params: { part: '3', quickOff: 3 } });
    expect(off.moves).toBe(0);
    expect(off.handle('1a, 4')).toBe('Only moves can share a line, and "4" is one only with quick moves on: type quick on, or tc 4 for this one.\n');
    expect(off.moves).toBe(0);
    // a part that quick on would not make a move is named as before
    expect(off.handle('1a, help')).toBe('Only moves can share a line, and "help" is not a move.\n');
    expect(off.handle('1a, 9')).toBe('Only moves can share a line, and "9" is not a move.\n');
    const offPt = at({ quickCell: false }, pt);
    expect(offPt.handle('3, 4')).toBe('Só movimentos podem dividir uma linha, e "3" só é um com os movimentos rápidos ligados: digite quick on, ou tc 3 para este.\n');
  });

  it('quick off turns it off for the session, the number then says so and how to turn it on; quick on brings it back', () => {
    for (const [catalog, off, on, told] of [
      [en, 'Quick moves to a cell are off: a column number alone no longer moves its last card to a free cell.', 'Quick moves to a cell are on: a column number alone moves its last card to a free cell.', 'Quick moves to a cell are off: type quick on to move a card with its column number alone, or tc 3 for this one.'],
      [pt, 'Movimentos rápidos para uma célula desligados: só o número de uma coluna não move mais sua última carta para uma célula livre.', 'Movimentos rápidos para uma célula ligados: só o número de uma coluna move sua última carta para uma célula livre.', 'Os movimentos rápidos para uma célula estão desligados: digite quick on para mover uma carta só com o número da coluna, ou tc 3 para esta.'],
    ] as const) {
      const s = at({}, catalog);
      const start = s.board.key();
      expect(s.handle('quick off')).toBe(`${off}\n`);
      expect(s.handle('3')).toBe(`${told}\n`);
      expect(s.board.key()).toBe(start);
      expect(s.moves).toBe(0);
      expect(s.handle('quick on')).toBe(`${on}\n`);
      s.handle('3');
      expect(s.moveList()).toEqual(['3a']);
      // the setting (quickCell: false) starts a game with it off
      expect(at({ quickCell: false }, catalog).handle('3')).toBe(`${told}\n`);
    }
  });

  it('with quick off, a number past the columns is the standard move it spells ("91": column 9 to column 1), not a column 91', () => {
    const off = at({ quickCell: false }, en);
    const start = off.board.key();
    for (const line of ['91', '19', '99']) expect(rejects(off, line)).toEqual({ code: 'BAD_NOTATION', text: `"${line}" names a pile this game does not have: columns are 1 to 8, cells a to d, and h is the foundations.` });
    // one digit is still a column, and a column number alone says that quick is off
    expect(rejects(off, '9')).toEqual({ code: 'OUT_OF_RANGE', text: 'There is no column 9: columns are numbered 1 to 8.' });
    expect(off.board.key()).toBe(start);
    // with quick on, a number alone is read as a column first
    expect(rejects(at({}, en), '91')).toEqual({ code: 'OUT_OF_RANGE', text: 'There is no column 91: columns are numbered 1 to 8.' });
  });

  it('changes nothing in the CSE 231 style: a number alone and quick are no commands there', () => {
    for (const line of ['3', 'quick on']) {
      const s = session({ kind: 'game', number: 1 }, freecell, 'cse231');
      const before = s.board.key();
      s.handle(line);
      expect(s.lastError?.code).toBe('UNKNOWN_COMMAND');
      expect(s.board.key()).toBe(before);
    }
  });

  it('a column number with a word after it says that a column number alone takes no other word, and names the move two numbers make', () => {
    for (const [catalog, joined, other] of [
      [en, '"3 4" is not a move: a column number alone takes no other word; did you mean "34"?', '"3 x" is not a move: a column number alone takes no other word.'],
      [pt, '"3 4" não é um movimento: o número de uma coluna, sozinho, não leva outra palavra; você quis dizer "34"?', '"3 x" não é um movimento: o número de uma coluna, sozinho, não leva outra palavra.'],
    ] as const) {
      expect(rejects(at({}, catalog), '3 4')).toEqual({ code: 'COLUMN_ALONE', text: joined });
      expect(rejects(at({}, catalog), '3 x')).toEqual({ code: 'COLUMN_ALONE', text: other });
    }
    // with quick moves off too (a number alone then says how to turn them on); in the CSE 231 style a number is no command
    expect(rejects(at({ quickCell: false }), '3 4')).toEqual({ code: 'COLUMN_ALONE', text: '"3 4" is not a move: a column number alone takes no other word; did you mean "34"?' });
    // a column number alone after a move split by a space: a comma plays both
    expect(rejects(at({}), '1a 4')).toEqual({ code: 'NOT_A_MOVE', text: 'Moves split by spaces are written in standard notation, and "4" alone is a quick move to a cell: put commas between them (1a, 4).' });
    expect(rejects(at({}, pt), '1a 4')).toEqual({ code: 'NOT_A_MOVE', text: 'Movimentos separados por espaços são escritos em notação padrão, e "4" sozinho é um movimento rápido para uma célula: ponha vírgulas entre eles (1a, 4).' });
    const s = at({});
    s.handle('1a, 4');
    expect(s.lastError).toBeUndefined();
    expect(s.moveList()).toEqual(['1a', '4b']);
    const cse = session({ kind: 'game', number: 1 }, freecell, 'cse231');
    cse.handle('3 4');
    expect(cse.lastError).toMatchObject({ code: 'UNKNOWN_COMMAND', params: { word: '3', suggestion: '34' } });
  });

  it('help 3 and help quick explain it, in both languages', () => {
    expect(at().handle('help 3')).toMatch(/^C: .*free cell/);
    expect(at().handle('help quick')).toMatch(/^quick on\|off: /);
    expect(at({}, pt).handle('help 3')).toMatch(/^C: .*célula livre/);
    expect(at().handle('h')).toContain('\n  C              ');
    expect(at().handle('help all')).toContain('\n  quick on|off');
  });
});

describe('u N and redo N: N moves taken back or played again, as N single ones would, one board and one sentence', () => {
  const look = (catalog = en, plain = false): SessionOptions['look'] => ({ style: 'default', ascii: true, painter: createPainter(false), catalog, plain });
  function game(extra: Partial<SessionOptions> = {}, catalog = en, plain = false): GameSession {
    return new GameSession({ variant: freecell, deal: { kind: 'game', number: 5 }, look: look(catalog, plain), randomGameNumber: () => 4242, ...extra });
  }
  /** Everything the game keeps: the board, the moves and their count, the moves to redo, the attempt. */
  const state = (s: GameSession) => ({ board: s.board.key(), moves: s.moveList(), played: s.moves, typed: s.typedMoves, attempt: s.attempt, groups: s.snapshot().groups.length, started: s.started });
  /** Game 5 after moves: tc 1 (9S to a cell, AD home with it), then three more. */
  const played = ['tc 1 1', 'tc 2 2', 'tc 3 3', 'tc 4 4'];
  const headers = (text: string): string[] => text.split('\n').filter((l) => l.startsWith('FreeCell - '));

  it('u N takes back N moves with their autoplay moves, as N u would; one board, one sentence saying how many', () => {
    for (const word of ['u', 'undo', 'U']) {
      const one = game();
      const many = game();
      for (const line of played) {
        one.handle(line);
        many.handle(line);
      }
      for (let i = 0; i < 4; i++) one.handle('u');
      const text = many.handle(`${word} 4`);
      expect(state(many)).toEqual(state(one));
      expect(headers(text)).toEqual(['FreeCell - game 5 - 0 moves - time 0:00 - winnable']);
      expect(text.endsWith('\nTook back 4 moves, with 1 autoplay move.\n')).toBe(true);
    }
    const s = game();
    for (const line of played) s.handle(line);
    expect(s.handle('u 2')).toContain('\nTook back 2 moves.\n');
    expect(s.typedMoves).toBe(2);
    // the moves to redo are all there, in order
    expect(s.handle('redo 2')).toContain('\nPlayed 2 moves again.\n');
    expect(s.typedMoves).toBe(4);
  });

  it('more than there are: all there are, and the sentence says there were no more; none: nothing to undo or redo', () => {
    const s = game();
    s.handle('tc 1 1');
    s.handle('tc 2 2');
    expect(s.handle('u 5')).toContain('\nTook back 2 moves, with 1 autoplay move: there were no more.\n');
    expect(s.typedMoves).toBe(0);
    expect(s.handle('u 3')).toBe('Nothing to undo.\n');
    expect(s.handle('redo 99999999999999999999')).toContain('\nPlayed 2 moves again, with 1 autoplay move: there were no more.\n');
    expect(s.typedMoves).toBe(2);
    expect(s.handle('redo 2')).toBe('Nothing to redo.\n');
    s.handle('u');
    expect(s.handle('redo 3')).toContain('\nPlayed 1 move again: there were no more.\n');
    const p = game({}, pt);
    for (const line of played) p.handle(line);
    expect(p.handle('u 3')).toContain('\n3 movimentos desfeitos.\n');
    expect(p.handle('u 9')).toContain('\n1 movimento desfeito, com 1 movimento automático: não havia mais.\n');
    expect(p.handle('redo 2')).toContain('\n2 movimentos refeitos, com 1 movimento automático.\n');
    expect(p.handle('redo 9')).toContain('\n2 movimentos refeitos: não havia mais.\n');
  });

  it('u 1 and redo 1 are u and redo, word for word', () => {
    const a = game();
    const b = game();
    for (const line of played) {
      a.handle(line);
      b.handle(line);
    }
    expect(b.handle('u 1')).toBe(a.handle('u'));
    expect(b.handle('redo 1')).toBe(a.handle('redo'));
    expect(b.handle('undo +1')).toBe(a.handle('undo'));
    expect(state(b)).toEqual(state(a));
  });

  it('a number that is not a whole number of moves from 1 is refused in one sentence, the game untouched; English and Portuguese', () => {
    const cases: [string, string, string, string][] = [
      ['u 0', 'OUT_OF_RANGE', 'The number of moves to take back must be a whole number from 1, not 0.', 'O número de movimentos a desfazer deve ser um número inteiro a partir de 1, não 0.'],
      ['u -1', 'OUT_OF_RANGE', 'The number of moves to take back must be a whole number from 1, not -1.', 'O número de movimentos a desfazer deve ser um número inteiro a partir de 1, não -1.'],
      ['redo 0', 'OUT_OF_RANGE', 'The number of moves to play again must be a whole number from 1, not 0.', 'O número de movimentos a refazer deve ser um número inteiro a partir de 1, não 0.'],
      ['u x', 'NOT_A_NUMBER', '"x" is not a number of moves: u N takes back N moves, N a whole number from 1.', '"x" não é um número de movimentos: u N desfaz N movimentos, N um número inteiro a partir de 1.'],
      ['undo 1.5', 'NOT_A_NUMBER', '"1.5" is not a number of moves: undo N takes back N moves, N a whole number from 1.', '"1.5" não é um número de movimentos: undo N desfaz N movimentos, N um número inteiro a partir de 1.'],
      ['redo two', 'NOT_A_NUMBER', '"two" is not a number of moves: redo N plays N undone moves again, N a whole number from 1.', '"two" não é um número de movimentos: redo N refaz N movimentos desfeitos, N um número inteiro a partir de 1.'],
      ['u 2 3', 'WRONG_ARGUMENT_COUNT', 'u does not take "3"; usage: u [N].', 'u não aceita "3"; uso: u [N].'],
    ];
    for (const [line, code, english, portuguese] of cases) {
      for (const [catalog, sentence] of [[en, english], [pt, portuguese]] as const) {
        const s = game({}, catalog);
        for (const move of played) s.handle(move);
        s.handle('u 2');
        const before = state(s);
        expect(s.handle(line)).toBe(`${sentence}\n`);
        expect(s.lastError?.code).toBe(code);
        expect(state(s)).toEqual(before);
      }
    }
  });

  it('right after a restart, u N undoes the restart as u does, then takes back N - 1 moves: as N single u would', () => {
    const one = game();
    const many = game();
    for (const s of [one, many]) {
      for (const line of played) s.handle(line);
      s.handle('u');
      s.handle('restart');
    }
    for (let i = 0; i < 3; i++) one.handle('u');
    const text = many.handle('u 3');
    expect(state(many)).toEqual(state(one));
    expect(many.attempt).toBe(1);
    expect(headers(text)).toEqual(['FreeCell - game 5 - 1 move + 1 automatic - time 0:00 - winnable']);
    expect(text).toContain('\nRestart undone, then took back 2 moves: back to move 1.\n');
    const all = game();
    for (const line of played) all.handle(line);
    all.handle('restart');
    expect(all.handle('u 9')).toContain('\nRestart undone, then took back 4 moves, with 1 autoplay move: there were no more.\n');
    expect(all.typedMoves).toBe(0);
    const none = game();
    none.handle('tc 1 1');
    none.handle('u');
    none.handle('restart');
    expect(none.handle('u 2')).toContain('\nRestart undone: back to move 0; there were no moves to take back.\n');
    const p = game({}, pt);
    for (const line of played) p.handle(line);
    p.handle('restart');
    expect(p.handle('u 3')).toContain('\nRecomeço desfeito, e mais 2 movimentos desfeitos: de volta ao movimento 2.\n');
  });

  it('reports each move taken back or played again as its own change, after them all, as a line of several moves does; a restart undone first', () => {
    const changes: SessionChange['kind'][] = [];
    let typedWhenTold: number[] = [];
    const s = game({
      hooks: {
        changed: (session, change) => {
          changes.push(change.kind);
          typedWhenTold.push(session.typedMoves);
        },
      },
    });
    for (const line of played) s.handle(line);
    changes.length = 0;
    typedWhenTold = [];
    s.handle('u 3');
    expect(changes).toEqual(['undo', 'undo', 'undo']);
    expect(typedWhenTold).toEqual([1, 1, 1]);
    changes.length = 0;
    s.handle('redo 2');
    expect(changes).toEqual(['redo', 'redo']);
    changes.length = 0;
    s.handle('restart');
    changes.length = 0;
    typedWhenTold = [];
    s.handle('u 2');
    expect(changes).toEqual(['restart-undone', 'undo']);
    // the restart undone is told as it stands then (the save is rewritten whole from it), the undo after it
    expect(typedWhenTold).toEqual([3, 2]);
  });

  it('plain mode reads the board first when more than one move is taken back or played again (every card may have moved), then the sentence', () => {
    for (const [catalog, undone, redone] of [
      [en, 'Took back 3 moves.\n', 'Played 2 moves again.\n'],
      [pt, '3 movimentos desfeitos.\n', '2 movimentos refeitos.\n'],
    ] as const) {
      const plain = game({}, catalog, true);
      for (const line of played) plain.handle(line);
      plain.handle('u 3');
      const board = plain.handle('redraw');
      plain.handle('redo 3');
      expect(plain.handle('u 3')).toBe(`${board}${undone}`);
      const text = plain.handle('redo 2');
      expect(text).toBe(`${plain.handle('redraw')}${redone}`);
    }
  });

  it('redo N onto the losing move loses the game again, once, with the loss sentence', () => {
    const s = fromBoard('Freecells: KC QC - -\n9C 10C\n9S 10S\n8C\n8S\n7C\n7S\n6C\n6S\n');
    s.handle('tc 1 3');
    expect(s.handle('tc 2 4')).toContain('No legal move is left: this game is lost.');
    s.handle('u 2');
    const text = s.handle('redo 5');
    expect(text).toContain('Played 2 moves again: there were no more.');
    expect(text).toContain('No legal move is left: this game is lost.');
  });
});

describe('a deal in which no card can move is lost at its start, as a game lost by its last move', () => {
  const noCells = refineVariant(freecell, { cells: 0 });
  const lostSentence = 'No legal move is left: this game is lost. No card can move in this deal: type r for a new deal, or q to quit.';
  /** Game 1 without cells: no card can move. */
  function lostDeal(extra: Partial<SessionOptions> = {}, catalog = en, plain = false, next = 2): GameSession {
    return new GameSession({ variant: noCells, deal: { kind: 'game', number: 1 }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog, plain }, randomGameNumber: () => next, ...extra });
  }
  /** The results the statistics were given. */
  function recording(): { results: [string, number][]; hooks: SessionOptions['hooks'] } {
    const results: [string, number][] = [];
    return { results, hooks: { result: (_v, outcome, facts) => void results.push([outcome, facts.typed]), countsResults: () => true } };
  }

  it('says so under its first board, in place of the deal that cannot be won, and counts it once as lost', () => {
    const { results, hooks } = recording();
    const s = lostDeal({ hooks });
    const text = s.start();
    expect(text).toContain('\nType h for help, q to quit.\n');
    expect(text.endsWith(`\n${lostSentence}\n`)).toBe(true);
    expect(text).not.toContain('This deal cannot be won');
    expect(results).toEqual([['lost', 0]]);
    expect(s.resultCounted).toBe(true);
    expect(s.handle('stats')).toContain('This session: 1 game finished: 0 won, 1 lost, 0 given up, 0 solved with help.');
    // nothing to undo, restart, redo: the loss stands, said again by restart, and is not counted again
    expect(s.handle('u')).toBe('Nothing to undo.\n');
    expect(s.handle('redo')).toBe('Nothing to redo.\n');
    const restarted = s.handle('restart');
    expect(restarted).toContain('\nThe deal starts again.\n');
    expect(restarted.endsWith(`\n${lostSentence}\n`)).toBe(true);
    expect(s.attempt).toBe(1);
    expect(results).toEqual([['lost', 0]]);
  });

  it('r leaves it without asking, and a new deal in which no card can move is lost too; game N likewise', () => {
    const { results, hooks } = recording();
    const s = lostDeal({ hooks }, en, false, 23);
    s.start();
    const again = s.handle('r');
    expect(again).toMatch(/^FreeCell \(no cells\) - game 23 - 0 moves/);
    expect(again.endsWith(`\n${lostSentence}\n`)).toBe(true);
    expect(results).toEqual([['lost', 0], ['lost', 0]]);
    // a game with a move asks first; given up, the next deal (lost at its start) is lost
    s.handle('game 3');
    s.handle('tt 2 8');
    expect(s.handle('game 25')).toContain('Give up this game (1 move typed) for a new deal?');
    const given = s.handle('y');
    expect(given).toMatch(/game 25 - 0 moves/);
    expect(given.endsWith(`\n${lostSentence}\n`)).toBe(true);
    expect(results).toEqual([['lost', 0], ['lost', 0], ['gave-up', 1], ['lost', 0]]);
  });

  it('a deck or a board that r deals again offers game N; Portuguese; plain mode reads the board, then the sentence', () => {
    const deck = lostDeal();
    const board = new GameSession({ variant: noCells, deal: { kind: 'board', name: 'stuck', board: deck.board }, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en }, randomGameNumber: () => 2 });
    expect(board.start()).toContain('\nNo legal move is left: this game is lost. No card can move in this deal: type game N for a numbered deal, or q to quit.\n');
    expect(lostDeal({}, pt).start()).toContain('\nNão há mais movimentos: este jogo está perdido. Nenhuma carta pode se mover nesta distribuição: digite r para nova distribuição, ou q para sair.\n');
    const plain = lostDeal({}, en, true);
    const text = plain.start();
    expect(text).toMatch(/\nColumn 8: .*\.\n/);
    expect(text.endsWith(`${lostSentence}\n`)).toBe(true);
  });

  it('browsing a moves file on it and playing on from its start says the same, not to undo', () => {
    const { results, hooks } = recording();
    const s = lostDeal({ hooks });
    s.start();
    s.browse('m.txt', '6a');
    const text = s.handle('c');
    expect(text.endsWith(`\n${lostSentence}\n`)).toBe(true);
    expect(text).not.toContain('Type u to undo');
    expect(results).toEqual([['lost', 0]]);
  });

  it('resumed from a save whose loss was not counted, counts it then, once', () => {
    const { results, hooks } = recording();
    const first = lostDeal();
    const snapshot = { ...first.snapshot(), counted: false };
    const s = GameSession.restore({ variant: noCells, deal: snapshot.deal, look: { style: 'default', ascii: true, painter: createPainter(false), catalog: en }, randomGameNumber: () => 2, hooks }, snapshot);
    s.countStandingLoss();
    expect(results).toEqual([['lost', 0]]);
    expect(s.start().endsWith(`\n${lostSentence}\n`)).toBe(true);
    expect(results).toEqual([['lost', 0]]);
  });
});

describe('show reads one part of the table on demand, in the style of the screen', () => {
  const game = (plain: boolean, catalog = en): GameSession =>
    new GameSession({ variant: freecell, deal: { kind: 'game', number: 1 }, look: { style: 'default', ascii: true, plain, painter: createPainter(false), catalog }, randomGameNumber: () => 1 });

  it('in plain mode says a column, the cells or the foundations in words, as the board reads them, and show alone the whole board', () => {
    const s = game(true);
    s.handle('tc 1');
    const board = s.handle('redraw').split('\n');
    expect(s.handle('show 3')).toBe('Column 3: nine of hearts, nine of spades, nine of diamonds, ten of spades, four of spades, eight of diamonds, two of hearts.\n');
    expect(s.handle('show 3')).toBe(`${board.find((l) => l.startsWith('Column 3:'))}\n`);
    expect(s.handle('show cells')).toBe('Cells: six of spades, empty, empty, empty.\n');
    expect(s.handle('show foundations')).toBe('Foundations: empty, empty, empty, empty.\n');
    expect(s.handle('show')).toBe(board.join('\n'));
    expect(s.handle('moves')).toBe('1a\n');
    const p = game(true, pt);
    expect(p.handle('show 1')).toBe('Coluna 1: valete de ouros, rei de ouros, dois de espadas, quatro de paus, três de espadas, seis de ouros, seis de espadas.\n');
    expect(p.handle('show cells')).toBe('Células: vazia, vazia, vazia, vazia.\n');
  });

  it('in the default style lists the cards as the board spells them, on one line', () => {
    const s = game(false);
    expect(s.handle('show 1')).toBe('Column 1: JD, KD, 2S, 4C, 3S, 6D, 6S.\n');
    s.handle('tc 1');
    expect(s.handle('show cells')).toBe('Cells: 6S, empty, empty, empty.\n');
  });

  it('says an empty column is empty, and refuses a column the game lacks in one sentence that changes nothing', () => {
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'board', name: 'test', board: parseFcsBoard('Foundations: H-K C-K D-K S-J\nQS\nKS\n', freecell, { fullPack: false }) },
      look: { style: 'default', ascii: true, plain: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 1,
      autoplay: false,
    });
    expect(s.handle('show 3')).toBe('Column 3: empty.\n');
    expect(s.handle('show foundations')).toBe('Foundations: king of hearts, king of clubs, king of diamonds, jack of spades.\n');
    expect(s.handle('show 9')).toBe('There is no column 9: columns are numbered 1 to 8.\n');
    expect(s.handle('show x')).toBe('"x" is not a column number, cells or foundations: show 3 reads column 3, show cells the cells, show foundations the foundations.\n');
    expect(s.handle('show 1 2')).toBe('show does not take "2"; usage: show [COLUMN|cells|foundations].\n');
    expect(game(true, pt).handle('show x')).toBe('"x" não é um número de coluna, nem cells, nem foundations: show 3 lê a coluna 3, show cells as células, show foundations as fundações.\n');
  });

  it('keeps a solution being played out, saying again what Enter and q do', () => {
    const s = game(true);
    s.handle('solve');
    expect(s.handle('show 2')).toMatch(/^Column 2: .*\.\nEnter for the next move \(\d+ left\), q to stop\.\n$/);
  });

  it('has its help topic, in English and Portuguese', () => {
    expect(game(false).handle('help show')).toMatch(/^show \[C\]: [^]*show 3 lists column 3 from its first card to its last/);
    expect(game(false).handle('help all')).toMatch(/\n  show \[C\] +read column C on a line \(show cells, show foundations:\n/);
    expect(game(true).handle('help show')).toMatch(/^show, then a column number, cells or foundations: .*\n.*show 3 lists column 3 from its first card to its last/);
    expect(game(true).handle('help all')).toMatch(/\nshow, then a column number, cells or foundations: reads that column, the cells or the foundations on a line; show alone reads the whole board\.\n/);
    expect(game(true, pt).handle('help show')).toMatch(/^show, depois o número de uma coluna, .*\n.*show 3 lista a coluna 3 da primeira carta à última/);
  });
});

describe('plain mode says which card each column a move emptied now ends with', () => {
  const game = (catalog = en, plain = true): GameSession =>
    new GameSession({ variant: freecell, deal: { kind: 'game', number: 617 }, look: { style: 'default', ascii: true, plain, painter: createPainter(false), catalog }, randomGameNumber: () => 1 });

  it('after the move and after autoplay, in English and Portuguese, and not in the default style, whose board shows it', () => {
    expect(game().handle('tc 1')).toBe('Jack of diamonds from column 1 to cell 1.\nColumn 1 now ends with four of spades.\n');
    expect(game(pt).handle('tc 1')).toBe('Valete de ouros da coluna 1 para a célula 1.\nA coluna 1 agora termina com quatro de espadas.\n');
    expect(game(en, false).handle('tc 1')).not.toMatch(/now ends with/);
    const s = game();
    s.handle('tc 1');
    s.handle('tc 1');
    // the four of clubs goes to a cell: column 1 ends with the king of diamonds
    expect(s.handle('tc 1')).toBe('Four of clubs from column 1 to cell 3.\nColumn 1 now ends with king of diamonds.\n');
  });

  it('names every column autoplay uncovered, and an empty column as empty', () => {
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'board', name: 'test', board: parseFcsBoard('Foundations: H-K C-K D-Q S-J\nKD\nQS\nKS\n', freecell, { fullPack: false }) },
      look: { style: 'default', ascii: true, plain: true, painter: createPainter(false), catalog: en },
      randomGameNumber: () => 1,
    });
    expect(s.handle('2a')).toMatch(/^Queen of spades from column 2 to cell 1\.\nAutoplay: queen of spades, king of diamonds, king of spades to the foundations\.\nColumn 2 is now empty; column 1 is now empty; column 3 is now empty\.\n/);
  });
});

describe('plain mode says what undo and redo changed on the table, as a move does', () => {
  const plain = (text: string, catalog = en, isPlain = true): GameSession =>
    new GameSession({ variant: freecell, deal: { kind: 'board', name: 'test', board: parseFcsBoard(text, freecell, { fullPack: false }) }, look: { style: 'default', ascii: true, plain: isPlain, painter: createPainter(false), catalog }, randomGameNumber: () => 1 });
  const game617 = (catalog = en): GameSession =>
    new GameSession({ variant: freecell, deal: { kind: 'game', number: 617 }, look: { style: 'default', ascii: true, plain: true, painter: createPainter(false), catalog }, randomGameNumber: () => 1 });
  const position = '2C AC 9H\n9S 8H\n:\nKD\n';

  it('undo names the pile the cards left, in English and Portuguese', () => {
    const s = game617();
    s.handle('tc 1');
    expect(s.handle('u')).toBe('Undid: jack of diamonds back to column 1.\nCell 1 is now empty.\n');
    const p = game617(pt);
    p.handle('tc 1');
    expect(p.handle('u')).toBe('Desfeito: valete de ouros de volta para a coluna 1.\nA célula 1 agora está vazia.\n');
    // a card from a column onto a column: the column it went to ends with the card under it again
    expect(s.handle('tt 5 8')).toBe('Jack of clubs from column 5 to column 8.\nColumn 5 now ends with seven of clubs.\n');
    expect(s.handle('u')).toBe('Undid: jack of clubs back to column 5.\nColumn 8 now ends with queen of hearts.\n');
  });

  it('undo names the cards autoplay had sent home coming back, and where', () => {
    const s = plain(position);
    s.handle('tc 1');
    expect(s.handle('u')).toBe(
      'Undid: nine of hearts back to column 1, with 2 autoplay moves.\nBack from the foundations: two of clubs to column 1, ace of clubs to column 1.\nCell 1 is now empty.\n',
    );
    const p = plain(position, pt);
    p.handle('tc 1');
    expect(p.handle('u')).toMatch(/\nDe volta das fundações: dois de paus para a coluna 1, ás de paus para a coluna 1\.\nA célula 1 agora está vazia\.\n$/);
  });

  it('redo says it as the move did, autoplay and emptied columns too', () => {
    const s = plain(position);
    s.handle('tc 1');
    s.handle('u');
    expect(s.handle('redo')).toBe('Redid: nine of hearts from column 1 to cell 1, with 2 autoplay moves.\nAutoplay: ace of clubs, two of clubs to the foundations.\nColumn 1 is now empty.\n');
    s.handle('u');
    expect(s.handle('redo 5')).toBe('Played 1 move again, with 2 autoplay moves: there were no more.\nAutoplay: ace of clubs, two of clubs to the foundations.\nColumn 1 is now empty.\n');
    expect(s.handle('u 9')).toBe('Took back 1 move, with 2 autoplay moves: there were no more.\nBack from the foundations: two of clubs to column 1, ace of clubs to column 1.\nColumn 1 now ends with nine of hearts; cell 1 is now empty.\n');
  });

  it('not in the default style, whose board shows it', () => {
    const s = plain(position, en, false);
    s.handle('tc 1');
    expect(s.handle('u')).not.toMatch(/Back from|is now empty|now ends with/);
    expect(s.handle('redo')).not.toMatch(/is now empty/);
  });

  it('restart, its undo and several moves undone read the whole board', () => {
    const s = game617();
    s.handle('tc 1');
    s.handle('tc 1');
    expect(s.handle('restart')).toMatch(/^FreeCell, game 617.*\nCells: empty, empty, empty, empty\.\n[^]*\nThe deal starts again: attempt 2; u brings back your 2 moves\.\n$/);
    expect(s.handle('u')).toMatch(/^FreeCell, game 617.*\nCells: jack of diamonds, four of spades, empty, empty\.\n[^]*\nRestart undone: back to move 2\.\n$/);
    expect(s.handle('u 2')).toMatch(/^FreeCell, game 617.*\nCells: empty, empty, empty, empty\.\n[^]*\nTook back 2 moves\.\n$/);
  });
});

describe('a question waiting for yes or no keeps waiting while the player reads the table or the help', () => {
  const game = (catalog = en, plain = true): GameSession =>
    new GameSession({ variant: freecell, deal: { kind: 'game', number: 617 }, look: { style: 'default', ascii: true, plain, painter: createPainter(false), catalog }, randomGameNumber: () => 1 });

  it('show and help answer, then ask again; yes still gives up, in English and Portuguese', () => {
    const s = game();
    s.handle('tc 1');
    expect(s.handle('r')).toContain('Give up this game (1 move typed) for a new deal?');
    expect(s.handle('show 1')).toBe('Column 1: seven of diamonds, ten of diamonds, ten of hearts, king of diamonds, four of clubs, four of spades.\nGive up this game (1 move typed) for a new deal?\nType y to give up; show, help or redraw to look first; anything else plays on.\n');
    expect(s.handle('show cells')).toMatch(/^Cells: jack of diamonds, empty, empty, empty\.\nGive up this game/);
    expect(s.handle('show')).toMatch(/^FreeCell, game 617[^]*\nGive up this game \(1 move typed\) for a new deal\?\n/);
    expect(s.handle('help')).toMatch(/^FreeCell: [^]*\nGive up this game \(1 move typed\) for a new deal\?\n/);
    expect(s.handle('help tt')).toMatch(/^tt[^]*\nGive up this game/);
    expect(s.handle('y')).toMatch(/^Game given up/);
    expect(s.moves).toBe(0);
    const p = game(pt);
    p.handle('tc 1');
    p.handle('r');
    expect(p.handle('show 1')).toMatch(/^Coluna 1: [^]*\nDesistir deste jogo \(1 movimento digitado\) por uma nova distribuição\?\nDigite s para desistir; show, help ou redraw para ver antes; senão, continua\.\n$/);
  });

  it('the line saying how to answer fits an 80-column terminal in both languages', () => {
    for (const catalog of [en, pt]) {
      const s = game(catalog, false);
      s.handle('tc 1');
      const asked = s.handle('r').trimEnd().split('\n');
      const answerLine = asked[asked.length - 1] ?? '';
      expect(answerLine).toMatch(/^(Type y|Digite s) /);
      expect(answerLine.length).toBeLessThan(80);
    }
  });

  it('any other line still plays on, in the default style too', () => {
    const s = game(en, false);
    s.handle('tc 1');
    s.handle('r');
    expect(s.handle('show 1')).toMatch(/^Column 1: [^]*\nGive up this game/);
    expect(s.handle('tc 2')).toBe('The game goes on.\n');
    expect(s.moves).toBe(1);
  });
});

describe('plain mode reads the help as sentences in words, with no symbols, formulas or padding', () => {
  const help = (line: string, catalog = en, plain = true, variant = freecell): string =>
    new GameSession({ variant, deal: { kind: 'game', number: 617 }, look: { style: 'default', ascii: true, plain, painter: createPainter(false), catalog }, randomGameNumber: () => 1 }).handle(line);
  // what a speech synthesiser reads as noise: brackets, bars, powers, arithmetic, and runs of spaces that pad columns
  const noise = (text: string): string[] => text.split('\n').filter((l) => /[[\]|^+]| x |\s{2,}|^\s/.test(l));

  it.each([
    ['h', en],
    ['help all', en],
    ['h', pt],
    ['help all', pt],
  ])('%s, one topic a line', (line, catalog) => {
    const text = help(line, catalog);
    expect(noise(text)).toEqual([]);
    expect(text.split('\n').length).toBeGreaterThan(12);
  });

  it('says the commands and the rule of runs in words, in English and Portuguese', () => {
    const text = help('h');
    expect(text).toContain('\ntt, then the column to move from, the column to move to, and optionally how many cards: moves cards from one column to another.\n');
    expect(text).toContain('\nu or undo, and optionally how many moves: takes back the last move, or that many, with their autoplay moves.\n');
    expect(text).toContain('A run moves as a unit when free cells and empty columns allow: as many cards as the number of free cells plus one, times two for each empty column besides the destination.');
    const portuguese = help('h', pt);
    expect(portuguese).toContain('\ntt, depois a coluna de onde mover, a coluna para onde mover e, se quiser, quantas cartas: move cartas de uma coluna para outra.\n');
    expect(portuguese).toContain('tantas cartas quanto o número de células livres mais um, vezes dois para cada coluna vazia além do destino.');
    expect(help('h', en, true, findVariant('eight-off'))).toContain('A run moves as a unit when free cells allow: one card more than there are free cells.');
    expect(help('h', pt, true, findVariant('seahaven'))).toContain('uma carta a mais do que o número de células livres.');
  });

  it('help CMD: the command in words, then its details, none padded', () => {
    const text = help('help tt');
    expect(text.split('\n')[0]).toBe('tt, then the column to move from, the column to move to, and optionally how many cards: moves cards from one column to another.');
    expect(noise(text.split('\n').slice(1).join('\n'))).toEqual([]);
    expect(help('help u', pt).split('\n')[0]).toBe('u ou undo e, se quiser, quantos movimentos: desfaz o último movimento, ou esse número de movimentos, com os automáticos deles.');
  });

  it('the default style keeps its table and formula', () => {
    expect(help('h', en, false)).toContain('\n  tt C D [K]     column C to column D\n');
    expect(help('h', en, false)).toMatch(/\(free cells \+ 1\)\s+x 2\^\(empty columns besides the destination\)/);
    expect(help('help tt', en, false).split('\n')[0]).toBe('tt C D [K]: column C to column D');
  });
});

describe('sentences broken to the terminal are measured as a Latin-1 terminal shows them', () => {
  // "a" 41 times is quoted as its first 40 and an ellipsis, which a Latin-1 terminal shows as three dots: two columns more
  const typed = 'a'.repeat(41);
  it.each([true, false])('(plain: %s) no line is wider than the terminal once its … is written ...', (plain) => {
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'game', number: 1 },
      look: { style: 'default', ascii: true, plain, painter: createPainter(false), catalog: en, width: () => 46, charset: 'iso-8859-1' },
      randomGameNumber: () => 1,
    });
    s.start();
    const shown = s.handle(typed).split('\n');
    expect(shown.join(' ')).toContain('is not a command');
    for (const line of shown) expect(textWidth(shownIn(line, 'iso-8859-1'))).toBeLessThanOrEqual(46);
  });
  it.each([
    [true, en],
    [false, en],
    [true, pt],
    [false, pt],
  ] as const)('(plain: %s) so is the help: help with a long word, and help all', (plain, catalog) => {
    // one column wider than the sentence as UTF-8 counts it, two narrower than a Latin-1 terminal shows it (in plain mode; the drawn screen stops at 80)
    const width = textWidth(catalog.commands.unknownTopic(typed)) + 1;
    const s = new GameSession({
      variant: freecell,
      deal: { kind: 'game', number: 1 },
      look: { style: 'default', ascii: true, plain, painter: createPainter(false), catalog, width: () => width, charset: 'iso-8859-1' },
      randomGameNumber: () => 1,
    });
    s.start();
    const topic = s.handle(`help ${typed}`).split('\n');
    expect(topic.join(' ')).toMatch(/aaa/);
    for (const line of [...topic, ...s.handle('help all').split('\n')]) expect(textWidth(shownIn(line, 'iso-8859-1'))).toBeLessThanOrEqual(plain ? width : 80);
  });
});

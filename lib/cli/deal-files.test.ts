// `freecell deal --deck FILE` and `--board FILE`: a deck or a board printed in any format, so that it can be converted; bad files and mixed sources in one sentence.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInMemory } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'fixtures');

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-deal-files-'));
}

function run(args: string[]) {
  return runInMemory(args, '', { NO_COLOR: '1', FREECELL_HOME: tempDir() });
}

describe('freecell deal --board FILE and --deck FILE', () => {
  it('converts a board between formats: a JSON position to fcs and back gives the same position', () => {
    const dir = tempDir();
    const json = run(['deal', '617', '--format', 'json']).stdout;
    const fcs = run(['deal', '617', '--format', 'fcs']).stdout;
    fs.writeFileSync(path.join(dir, 'pos.json'), json);
    fs.writeFileSync(path.join(dir, 'pos.fcs'), fcs);
    expect(run(['deal', '--board', path.join(dir, 'pos.json'), '--format', 'fcs'])).toMatchObject({ status: 0, stderr: '', stdout: fcs });
    expect(run(['deal', '--board', path.join(FIXTURES, 'boards', 'ms-617.fcs'), '--format', 'fcs'])).toMatchObject({ status: 0, stdout: fcs });
    const back = run(['deal', '--board', path.join(dir, 'pos.fcs'), '--format', 'json']);
    expect(back).toMatchObject({ status: 0, stderr: '' });
    expect(JSON.parse(back.stdout).columns).toEqual(JSON.parse(json).columns);
    const cs = run(['deal', '--board', path.join(dir, 'pos.json'), '--format', 'cs3500', '--ascii']);
    expect(cs).toMatchObject({ status: 0, stdout: run(['deal', '617', '--format', 'cs3500', '--ascii']).stdout });
    const text = run(['deal', '--board', path.join(dir, 'pos.json'), '--ascii']);
    expect(text.status).toBe(0);
    expect(text.stdout.split('\n')[0]).toMatch(/^FreeCell - board pos\.json - 0 moves/);
  });

  it('reads --board - and --deck - from standard input in deal, solve and replay; a game, or replay -, which read it for something else, refuse it', () => {
    const home = tempDir();
    const env = { NO_COLOR: '1', FREECELL_HOME: home };
    const fcs = run(['deal', '617', '--format', 'fcs']).stdout;
    expect(runInMemory(['deal', '--board', '-', '--format', 'fcs'], fcs, env)).toMatchObject({ status: 0, stderr: '', stdout: fcs });
    expect(runInMemory(['deal', '--board', '-', '--ascii'], fcs, env).stdout.split('\n')[0]).toMatch(/^FreeCell - board standard input - 0 moves/);
    const deck = fs.readFileSync(path.join(FIXTURES, 'decks', 'cse231-cards1.txt'), 'utf8');
    expect(runInMemory(['deal', '--deck', '-', '--format', 'fcs'], deck, env).stdout).toBe(run(['deal', '--deck', path.join(FIXTURES, 'decks', 'cse231-cards1.txt'), '--format', 'fcs']).stdout);
    const solved = runInMemory(['solve', '--board', '-'], fcs, env);
    expect(solved.status).toBe(0);
    expect(solved.stdout).toBe(run(['solve', '--game', '617']).stdout);
    const moves = path.join(tempDir(), 'moves.txt');
    fs.writeFileSync(moves, solved.stdout);
    expect(runInMemory(['replay', moves, '--board', '-', '--format', 'json'], fcs, env)).toMatchObject({ status: 0, stderr: '' });
    // damaged on standard input: named as such
    expect(runInMemory(['deal', '--deck', '-'], 'AS AS\n', env)).toMatchObject({ status: 2, stdout: '' });
    expect(runInMemory(['replay', '-', '--board', '-'], fcs, env)).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: --board - and replay - cannot both read standard input: give the board or the moves as a file.\n' });
    expect(runInMemory(['--deck', '-'], deck, env)).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'freecell: --deck - cannot be read from standard input here: a game reads its commands there (give the deck as a file; deal, solve and replay read --deck - from standard input).\n',
    });
    expect(runInMemory(['--board', '-', '--lang', 'pt'], fcs, env).stderr).toBe(
      'freecell: --board - não pode ser lido da entrada padrão aqui: um jogo lê seus comandos dela (dê o tabuleiro num arquivo; deal, solve e replay leem --board - da entrada padrão).\n',
    );
  });

  it('refuses a JSON position with --variant naming other rules, as the game, solve and replay do, rather than print it under its own', () => {
    const dir = tempDir();
    const file = path.join(dir, 'pos.json');
    fs.writeFileSync(file, run(['deal', '617', '--format', 'json']).stdout);
    expect(run(['deal', '--board', file, '--variant', 'bakers', '--format', 'fcs'])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: --board ${file} is a FreeCell position; it cannot be played with --variant bakers.\n` });
    expect(run(['deal', '--board', file, '--variant', 'freecell', '--format', 'fcs'])).toMatchObject({ status: 0, stderr: '' });
  });

  it('a position (JSON, CS 3500 text, a Freecell Solver board with its Foundations or Freecells line) given as a deck is named as one, and --board is said to read it', () => {
    const dir = tempDir();
    for (const [name, format] of [['pos.json', 'json'], ['pos.cs', 'cs3500']] as const) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, run(['deal', '617', '--format', format]).stdout);
      expect(run(['deal', '--deck', file])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: deck file ${file} holds a position, not a deck of cards: --board reads it.\n` });
      expect(runInMemory(['deal', '--deck', file, '--lang', 'pt'], '', { NO_COLOR: '1', FREECELL_HOME: tempDir() }).stderr).toBe(`freecell: o baralho ${file} contém uma posição, não um baralho de cartas: --board a lê.\n`);
    }
    const fcs = path.join(dir, 'pos.fcs');
    fs.writeFileSync(fcs, 'Foundations: H-0 C-0 D-0 S-0\n' + run(['deal', '617', '--format', 'fcs']).stdout);
    fs.writeFileSync(path.join(dir, 'm.txt'), '1a\n');
    expect(run(['replay', path.join(dir, 'm.txt'), '--deck', fcs]).stderr).toBe(`freecell: deck file ${fcs} holds a position, not a deck of cards: --board reads it.\n`);
    // a deck with a bad token is still named as before
    const bad = path.join(dir, 'bad.txt');
    fs.writeFileSync(bad, 'KS XX\n');
    expect(run(['deal', '--deck', bad]).stderr).toBe(`freecell: deck file ${bad}: token 2, "XX", is not a card.\n`);
  });

  it('JSON that is no position --board reads, given as a deck, is named for what it is, and --board is pointed to only for a position it reads', () => {
    const dir = tempDir();
    const solution = path.join(dir, 'sol.json');
    fs.writeFileSync(solution, run(['solve', '--game', '1', '--format', 'json']).stdout);
    expect(run(['deal', '--deck', solution])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: deck file ${solution} holds a list of moves, not a deck of cards: replay and browse read it.\n` });
    expect(runInMemory(['deal', '--deck', solution, '--lang', 'pt'], '', { NO_COLOR: '1', FREECELL_HOME: tempDir() }).stderr).toBe(`freecell: o baralho ${solution} contém uma lista de movimentos, não um baralho de cartas: replay e browse a leem.\n`);
    const results = path.join(dir, 'r.jsonl');
    fs.writeFileSync(results, '{"deal":1,"status":"solved","length":2,"moves":"6a 6b","ms":1,"states":2,"search":"fast"}\n{"deal":2,"status":"solved","length":1,"moves":"1h","ms":1,"states":2,"search":"fast"}\n');
    expect(run(['deal', '--deck', results])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: deck file ${results} holds results of solving deals (lines of solve --jsonl), not a deck of cards.\n` });
    expect(runInMemory(['deal', '--deck', results, '--lang', 'pt'], '', { NO_COLOR: '1', FREECELL_HOME: tempDir() }).stderr).toBe(`freecell: o baralho ${results} contém resultados de jogos resolvidos (linhas de solve --jsonl), não um baralho de cartas.\n`);
    const other = path.join(dir, 'other.json');
    fs.writeFileSync(other, '{ "variant": "bakers" }\n');
    expect(run(['deal', '--deck', other])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: deck file ${other} holds JSON text, not a deck of cards.\n` });
    expect(runInMemory(['deal', '--deck', other, '--lang', 'pt'], '', { NO_COLOR: '1', FREECELL_HOME: tempDir() }).stderr).toBe(`freecell: o baralho ${other} contém texto JSON, não um baralho de cartas.\n`);
    // a position --board refuses too: what is wrong with it as a position
    const twice = path.join(dir, 'twice.json');
    fs.writeFileSync(twice, run(['deal', '617', '--format', 'json']).stdout.replace('"JD"', '"KD"'));
    const boardSays = run(['deal', '--board', twice]).stderr;
    expect(boardSays).toMatch(new RegExp(`^freecell: board file ${twice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
    const reason = boardSays.replace(/^freecell: board file [^:]*: /, '');
    expect(run(['deal', '--deck', twice])).toMatchObject({ status: 2, stdout: '', stderr: `freecell: deck file ${twice} holds a position, not a deck of cards, and --board cannot read it either: ${reason}` });
    const cs = path.join(dir, 'bad.cs');
    fs.writeFileSync(cs, run(['deal', '617', '--format', 'cs3500', '--ascii']).stdout.replace(/C1:.*\n/, 'C1: ZZ\n'));
    const csReason = run(['deal', '--board', cs]).stderr.replace(/^freecell: board file [^:]*: /, '');
    expect(run(['deal', '--deck', cs]).stderr).toBe(`freecell: deck file ${cs} holds a position, not a deck of cards, and --board cannot read it either: ${csReason}`);
    expect(runInMemory(['deal', '--deck', cs, '--lang', 'pt'], '', { NO_COLOR: '1', FREECELL_HOME: tempDir() }).stderr).toMatch(/^freecell: o baralho .* contém uma posição, não um baralho de cartas, e --board também não a lê: /);
    // text that starts as JSON but is none is a deck with a bad token
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(broken, '{ "moves": [\n');
    expect(run(['deal', '--deck', broken]).stderr).toBe(`freecell: deck file ${broken}: token 1, "{", is not a card.\n`);
  });

  it('refuses a board laid out one column a line given as a deck, and a deck written a round of the deal a line given as a board, naming the flag that reads each (either would deal another layout)', () => {
    const dir = tempDir();
    const fcs = path.join(dir, 'fresh.fcs');
    fs.writeFileSync(fcs, run(['deal', '617', '--format', 'fcs']).stdout);
    const deckSaid = `freecell: deck file ${fcs} is laid out as a board, one column a line: --board reads it (a deck lists its cards in dealing order).\n`;
    expect(run(['deal', '--deck', fcs])).toMatchObject({ status: 2, stdout: '', stderr: deckSaid });
    expect(runInMemory(['--deck', fcs], 'q\n', { NO_COLOR: '1', FREECELL_HOME: tempDir() })).toMatchObject({ status: 2, stdout: '', stderr: deckSaid });
    expect(runInMemory(['deal', '--deck', fcs, '--lang', 'pt'], '', { NO_COLOR: '1', FREECELL_HOME: tempDir() }).stderr).toBe(
      `freecell: o baralho ${fcs} está disposto como um tabuleiro, uma coluna por linha: --board o lê (um baralho lista as cartas na ordem da distribuição).\n`,
    );
    // the flag that fits reads the file as it shows
    expect(run(['deal', '--board', fcs, '--format', 'fcs'])).toMatchObject({ status: 0, stdout: fs.readFileSync(fcs, 'utf8') });
    const deck = path.join(FIXTURES, 'decks', 'cse231-cards1.txt');
    const boardSaid = `freecell: board file ${deck} holds a deck of cards, one round of the deal a line: --deck deals it (a board lists one column a line).\n`;
    expect(run(['deal', '--board', deck])).toMatchObject({ status: 2, stdout: '', stderr: boardSaid });
    expect(runInMemory(['--board', deck], 'q\n', { NO_COLOR: '1', FREECELL_HOME: tempDir() })).toMatchObject({ status: 2, stdout: '', stderr: boardSaid });
    expect(runInMemory(['deal', '--board', deck, '--lang', 'pt'], '', { NO_COLOR: '1', FREECELL_HOME: tempDir() }).stderr).toBe(
      `freecell: o tabuleiro ${deck} contém um baralho, uma rodada da distribuição por linha: --deck o distribui (um tabuleiro lista uma coluna por linha).\n`,
    );
    // a board of that shape with its empty column written is read as the board it is
    const shaped = path.join(dir, 'shaped.fcs');
    fs.writeFileSync(shaped, fs.readFileSync(deck, 'utf8') + ':\n');
    expect(run(['deal', '--board', shaped, '--format', 'fcs'])).toMatchObject({ status: 0, stderr: '' });
  });

  it('prints a deck file as the board it deals', () => {
    const deck = path.join(FIXTURES, 'decks', 'cse231-cards1.txt');
    const r = run(['deal', '--deck', deck, '--format', 'fcs']);
    expect(r).toMatchObject({ status: 0, stderr: '' });
    expect(r.stdout.trim().split('\n')).toHaveLength(8);
    expect(run(['deal', '--deck', deck, '--ascii']).stdout.split('\n')[0]).toMatch(/^FreeCell - deck cse231-cards1\.txt - 0 moves/);
  });

  it('says of a bad file what --board and --deck say elsewhere, status 2', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'p.json'), '{\n  "x": ,\n}');
    const cases: [string, string][] = [
      ['--board', path.join(dir, 'p.json')],
      ['--board', path.join(dir, 'none.fcs')],
      ['--deck', path.join(FIXTURES, 'decks', 'bad-token.txt')],
      ['--deck', path.join(dir, 'none.txt')],
    ];
    for (const [flag, file] of cases) {
      const elsewhere = run([flag, file]);
      const r = run(['deal', flag, file]);
      expect(r).toMatchObject({ status: 2, stdout: '', stderr: elsewhere.stderr });
      expect(r.stderr).toMatch(/^freecell: .*\.\n$/);
    }
  });

  it('refuses a number and a file, two files, or nothing, in one sentence, status 2', () => {
    const deck = path.join(FIXTURES, 'decks', 'cse231-cards1.txt');
    const board = path.join(FIXTURES, 'boards', 'ms-617.fcs');
    const both = 'freecell: deal prints one deal: a game number, --deck FILE or --board FILE, not two of them.\n';
    expect(run(['deal', '617', '--deck', deck])).toMatchObject({ status: 2, stdout: '', stderr: both });
    expect(run(['deal', '617', '--board', board])).toMatchObject({ status: 2, stdout: '', stderr: both });
    expect(run(['deal', '--deck', deck, '--board', board])).toMatchObject({ status: 2, stdout: '', stderr: both });
    expect(run(['deal'])).toMatchObject({ status: 2, stdout: '', stderr: 'freecell: deal needs a game number, --deck FILE or --board FILE (freecell deal --help says more).\n' });
    expect(run(['deal', '617', '--board', board, '--lang', 'pt']).stderr).toBe('freecell: deal mostra uma distribuição: um número de jogo, --deck ARQUIVO ou --board ARQUIVO, não dois deles.\n');
  });
});

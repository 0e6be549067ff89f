// A Latin-1 or Latin-9 locale: what the program shows is in the terminal's character set, what it types arrives so, files stay UTF-8.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { quote, typedTerminal } from './test-terminal';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(FORCE_COLOR|LANG|LANGUAGE|LC_.*)$/.test(k))) as Record<string, string>;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-latin1-'));
  dirs.push(dir);
  return dir;
}

/** Runs the program in `dir` with `input` piped in and the locale `env`; its output as bytes. */
function run(args: (string | Buffer)[], env: Record<string, string>, input: Buffer | string = '', dir = tempDir()): { stdout: Buffer; stderr: Buffer; status: number | null; dir: string } {
  // A Buffer argument is a file name in the terminal's bytes: passed through the shell, which keeps bytes as they are.
  const words = args.map((a) => (typeof a === 'string' ? quote(a) : `$'${[...a].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('')}'`));
  // the locale is set for the program only: bash itself would warn of a locale the system lacks
  const locale = Object.entries(env).map(([k, v]) => `${k}=${quote(v)}`);
  const r = spawnSync('bash', ['-c', `exec env ${locale.join(' ')} ${quote(process.execPath)} ${quote(BIN)} ${words.join(' ')}`], {
    cwd: dir,
    env: { ...ENV, FREECELL_HOME: path.join(dir, 'home'), NO_COLOR: '1' },
    input,
    timeout: 20000,
  });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status, dir };
}

const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');
const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');

describe('under LANG=pt_BR.ISO-8859-1', () => {
  const LATIN1 = { LANG: 'pt_BR.ISO-8859-1' };

  it('the game writes its Portuguese in Latin-1, the board with letters for suits, and no UTF-8 byte', () => {
    const r = run(['--game', '1'], LATIN1, 'xyz\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout.includes(latin1('"xyz" não é um comando; digite h para ver os comandos.\n'))).toBe(true);
    expect(r.stdout.includes(latin1(' células                fundações\n'))).toBe(true);
    expect(r.stdout.includes(latin1('   JD   2D   9H   JC   5D   7H   7C   5H\n'))).toBe(true);
    expect(r.stdout.includes(utf8('não'))).toBe(false);
    expect(r.stdout.includes(Buffer.from([0xc3]))).toBe(false);
  });

  it('the help and --help are in Latin-1, the characters it lacks given in ASCII', () => {
    const r = run(['--game', '1'], LATIN1, 'help all\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout.includes(latin1('ção'))).toBe(true);
    expect(r.stdout.includes(Buffer.from([0xe2]))).toBe(false);
    expect(r.stdout.includes(Buffer.from([0xc3]))).toBe(false);
    const help = run(['--help'], LATIN1);
    expect(help.status).toBe(0);
    expect(help.stdout.includes(latin1('opções'))).toBe(true);
    expect(help.stdout.includes(Buffer.from([0xc3]))).toBe(false);
  });

  it('errors on standard error are in Latin-1', () => {
    const r = run(['--deck', 'nada.txt'], LATIN1);
    expect(r.status).toBe(2);
    expect(r.stderr).toEqual(latin1('freecell: não foi possível ler o baralho nada.txt: o arquivo não existe.\n'));
  });

  it('a file name typed in Latin-1 on the command line, which reaches the program as U+FFFD, is named with a ? in its sentence', () => {
    const r = run(['--deck', latin1('baralho-ç.txt')], LATIN1);
    expect(r.status).toBe(2);
    expect(r.stderr).toEqual(latin1('freecell: não foi possível ler o baralho baralho-?.txt: o arquivo não existe, ou seu nome não é UTF-8 (o freecell só abre nomes em UTF-8).\n'));
  });

  it('a line piped in Latin-1 is read as Latin-1: the save it names is written, in UTF-8, and its name echoed in Latin-1', () => {
    const r = run(['--game', '1'], LATIN1, latin1('save jogo-ç.json\nq\n'));
    expect(r.status).toBe(0);
    expect(r.stdout.includes(latin1('> save jogo-ç.json\n'))).toBe(true);
    expect(r.stdout.includes(Buffer.from([0xef, 0xbf, 0xbd]))).toBe(false);
    const saved = fs.readFileSync(path.join(r.dir, 'jogo-ç.json'));
    expect(saved.toString('utf8')).toContain('"deal":{"game":1}');
    expect(Buffer.from(saved.toString('utf8'), 'utf8')).toEqual(saved);
  });

  it('files read keep UTF-8: a board file with the suit symbols in UTF-8 is read as such', () => {
    const dir = tempDir();
    const symbols: Record<string, string> = { H: '♥', S: '♠', D: '♦', C: '♣' };
    const board = fs.readFileSync(path.join(ROOT, 'fixtures', 'boards', 'ms-1.fcs'), 'utf8').replace(/([2-9TJQKA])([HSDC])\b/g, (_, rank: string, suit: string) => rank + symbols[suit]!);
    expect(board).toContain('♥');
    fs.writeFileSync(path.join(dir, 'board.fcs'), board);
    const r = run(['--board', 'board.fcs'], LATIN1, 'q\n', dir);
    expect(r.stderr.toString('latin1')).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.includes(latin1('   JD   2D   9H   JC   5D   7H   7C   5H\n'))).toBe(true);
  });
});

describe('JSON on standard output under a Latin-1 locale', () => {
  it('is ASCII, its other characters as \\u escapes: UTF-8 JSON that Latin-1 tools read the same', () => {
    const dir = tempDir();
    const home = path.join(dir, 'casa-ç');
    const env = { LANG: 'pt_BR.ISO-8859-1', FREECELL_HOME: home };
    expect(run(['--game', '1'], env, 'save\nq\n', dir).status).toBe(0);
    const r = run(['saves', '--json'], env, '', dir);
    expect(r.status).toBe(0);
    expect([...r.stdout].every((b) => b < 0x80)).toBe(true);
    expect(r.stdout.toString('latin1')).toContain('casa-\\u00e7');
    const saves = JSON.parse(r.stdout.toString('utf8')) as { file: string }[];
    expect(JSON.stringify(saves)).toContain('casa-ç');
  });

  it('replay --format json of a refused move: its Portuguese sentence as \\u escapes', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'm.txt'), '1h\n');
    const r = run(['replay', 'm.txt', '--game', '1', '--format', 'json'], { LANG: 'pt_BR.ISO-8859-1' }, '', dir);
    expect(r.status).toBe(1);
    expect([...r.stdout].every((b) => b < 0x80)).toBe(true);
    const value = JSON.parse(r.stdout.toString('utf8')) as { error: { message: string } };
    expect(value.error.message).toContain('não');
  });

  it('deal and solve --format json of a deck named in Portuguese: the name as \\u escapes', () => {
    const dir = tempDir();
    const deck = run(['deal', '1', '--format', 'fcs'], {}, '', dir).stdout;
    fs.writeFileSync(path.join(dir, 'baralho-ç.txt'), deck);
    // the name reaches the program as UTF-8 (Node reads arguments so)
    for (const args of [
      ['deal', '--board', utf8('baralho-ç.txt'), '--format', 'json'],
      ['solve', '--board', utf8('baralho-ç.txt'), '--format', 'json'],
    ]) {
      const r = run(args, { LANG: 'pt_BR.ISO-8859-1' }, '', dir);
      expect(r.status).toBe(0);
      expect([...r.stdout].every((b) => b < 0x80)).toBe(true);
      expect(r.stdout.toString('latin1')).toContain('baralho-\\u00e7.txt');
    }
  });
});

describe('LC_ALL over LANG', () => {
  it('LC_ALL=pt_BR.ISO-8859-1 over a UTF-8 LANG writes Latin-1', () => {
    const r = run(['--deck', 'nada.txt'], { LANG: 'pt_BR.UTF-8', LC_ALL: 'pt_BR.ISO-8859-1' });
    expect(r.stderr).toEqual(latin1('freecell: não foi possível ler o baralho nada.txt: o arquivo não existe.\n'));
  });

  it('LC_ALL=pt_BR.UTF-8 over a Latin-1 LANG writes UTF-8, as before', () => {
    const r = run(['--deck', 'nada.txt'], { LANG: 'pt_BR.ISO-8859-1', LC_ALL: 'pt_BR.UTF-8' });
    expect(r.stderr).toEqual(utf8('freecell: não foi possível ler o baralho nada.txt: o arquivo não existe.\n'));
  });

  it('LC_CTYPE=pt_PT.ISO-8859-15@euro writes Latin-9', () => {
    const r = run(['--deck', 'nada.txt'], { LANG: 'pt_PT.UTF-8', LC_CTYPE: 'pt_PT.ISO-8859-15@euro' });
    expect(r.stderr).toEqual(latin1('freecell: não foi possível ler o baralho nada.txt: o arquivo não existe.\n'));
  });

  it('a locale without a codeset (pt_PT@euro) keeps UTF-8', () => {
    const r = run(['--deck', 'nada.txt'], { LANG: 'pt_PT@euro' });
    expect(r.stderr).toEqual(utf8('freecell: não foi possível ler o baralho nada.txt: o arquivo não existe.\n'));
  });
});

describe('on a Latin-1 terminal', () => {
  it('the line editor reads typed Latin-1 bytes as Latin-1 and shows them so; the save it names is written in UTF-8', async () => {
    const dir = tempDir();
    const t = typedTerminal(`LANG=pt_BR.ISO-8859-1 ${quote(process.execPath)} ${quote(BIN)} --game 1; echo "status $?"`, dir, path.join(dir, 'home'), 'latin1');
    await t.waitFor((s) => s.endsWith('\n> '));
    t.type(latin1('save jogo-ç.json\r'));
    await t.waitFor((s) => s.includes('jogo-ç.json') && s.endsWith('\n> '));
    t.type('q\r');
    await t.waitFor((s) => /status \d+/.test(s));
    expect(t.screen()).toContain('status 0');
    expect(t.screen()).not.toContain('\u00c3');
    expect(t.screen()).toContain('células');
    const saved = fs.readFileSync(path.join(dir, 'jogo-ç.json'), 'utf8');
    expect(saved).toContain('"deal":{"game":1}');
  });
});

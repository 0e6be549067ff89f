// Errors of the file system and of save files reach the player in the language of the run, through the error catalogues.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');

/** Runs the program with piped `input` and a private FREECELL_HOME. */
function run(args: string[], input: string, home: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: home, input, env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1', LANG: 'C' }, timeout: 15000 });
  return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

describe('error words', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-error-words-'));
  fs.mkdirSync(path.join(home, 'folder'));

  it.each([
    ['en', 'Could not write folder: it is a folder. The game goes on.'],
    ['pt', 'Não foi possível gravar folder: é uma pasta. O jogo continua.'],
  ])('moves FILE on a folder, in %s: one sentence, the game goes on', (lang, sentence) => {
    const r = run(['--lang', lang, '--game', '1'], 'moves folder\nq\n', home);
    expect(r.stdout).toContain(`> moves folder\n${sentence}\n`);
    expect(r.status).toBe(0);
  });

  it.each([
    ['en', 'freecell: cannot resume bad.json: the checksum does not match: the file was edited or damaged.\n'],
    ['pt', 'freecell: não foi possível continuar bad.json: a soma de verificação não confere: o arquivo foi editado ou danificado.\n'],
  ])('--resume of an edited save, in %s: exit status 2', (lang, message) => {
    fs.writeFileSync(path.join(home, 'bad.json'), '{"format":"freecell-save","version":1,"checksum":"0"}');
    const r = run(['--lang', lang, '--resume', 'bad.json'], '', home);
    expect(r.stderr).toBe(message);
    expect(r.status).toBe(2);
  });

  it.each([
    ['en', 'freecell: "abc" is not a game number: use a whole number from 1 to 8589934591.\n'],
    ['pt', 'freecell: "abc" não é um número de jogo: use um número inteiro de 1 a 8589934591.\n'],
  ])('a bad flag value is reported in the language asked for, in %s: exit status 2', (lang, message) => {
    const r = run(['--lang', lang, '--game', 'abc'], '', home);
    expect(r).toEqual({ status: 2, stdout: '', stderr: message });
  });

  it('a bad board file is reported in the language of LANG when there is no --lang', () => {
    fs.writeFileSync(path.join(home, 'b.fcs'), 'x\n');
    const r = spawnSync(process.execPath, [BIN, '--board', 'b.fcs'], { cwd: home, input: '', env: { ...process.env, FREECELL_HOME: home, NO_COLOR: '1', LANG: 'pt_BR.UTF-8', LC_ALL: '', LC_MESSAGES: '' }, timeout: 15000 });
    expect([r.status, r.stderr.toString()]).toEqual([2, 'freecell: o tabuleiro b.fcs: linha 1: "x" não é uma carta.\n']);
  });
});

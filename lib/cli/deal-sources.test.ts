// PySol / PySolFC game numbers, ms:N and --difficulty, through the entries a player uses (piped games, subcommands).

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { dealBoard, findVariant, microsoftDeal } from '../core';
import { solve } from '../solver';
import { EASY_BELOW, HARD_FROM } from '../session';
import { formatSave } from '../store';
import { runInMemory } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');
const { vectors } = JSON.parse(fs.readFileSync(path.join(ROOT, 'fixtures', 'pysol', 'vectors.json'), 'utf8')) as {
  vectors: { game: string; columns: string[]; source: string; layout?: string }[];
};

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-deals-'));
}

const PYSOL_SENTENCE = (text: string): string => `freecell: "${text}" is not a PySol game number: use a whole number from 1 up, or ms1 to ms8589934591.\n`;
const GAME_SENTENCE = (text: string): string => `freecell: "${text}" is not a game number: use a whole number from 1 to 8589934591.\n`;

describe('freecell deal with PySol and ms numbers', () => {
  const published = vectors.filter((v) => v.layout === undefined && v.source !== 'computed');

  it.each(published.map((v) => [v.game, v] as const))('deal %s --format fcs prints the published deal', (_game, v) => {
    const r = runInMemory(['deal', v.game, '--format', 'fcs']);
    expect(r).toMatchObject({ status: 0, stderr: '' });
    expect(r.stdout).toBe(v.columns.map((c) => `${c}\n`).join(''));
  });

  it('deal pysol:N shows "PySol deal N" and a JSON deal of its own; ms:N and pysol:N below 32000 are game N', () => {
    expect(runInMemory(['deal', 'pysol:123456', '--ascii']).stdout.split('\n')[0]).toBe('FreeCell - PySol deal 123456 - 0 moves');
    expect(JSON.parse(runInMemory(['deal', 'pysol:300000000000', '--format', 'json']).stdout).deal).toEqual({ pysol: '300000000000' });
    const plain = runInMemory(['deal', '617']).stdout;
    expect(runInMemory(['deal', 'ms:617']).stdout).toBe(plain);
    expect(runInMemory(['deal', 'pysol:617']).stdout).toBe(plain);
    expect(runInMemory(['deal', 'pysol:ms617']).stdout).toBe(plain);
    expect(JSON.parse(runInMemory(['deal', 'pysol:31999', '--format', 'json']).stdout).deal).toEqual({ game: 31999 });
  });

  it.each([
    ['pysol:0', PYSOL_SENTENCE('pysol:0')],
    ['pysol:abc', PYSOL_SENTENCE('pysol:abc')],
    ['pysol:ms0', PYSOL_SENTENCE('pysol:ms0')],
    ['pysol:ms8589934592', PYSOL_SENTENCE('pysol:ms8589934592')],
    ['ms:0', GAME_SENTENCE('ms:0')],
    ['ms:8589934592', GAME_SENTENCE('ms:8589934592')],
  ])('refuses %s in deal, the game, solve and replay with one sentence and status 2', (text, sentence) => {
    for (const args of [['deal', text], ['--game', text], ['solve', '--game', text], ['replay', '-', '--game', text]]) {
      expect(runInMemory(args, 'q\n')).toMatchObject({ status: 2, stdout: '', stderr: sentence });
    }
  });

  it('the executable says the same, with status 2', () => {
    const r = spawnSync(process.execPath, [BIN, '--game', 'pysol:0'], { cwd: ROOT, input: 'q\n', env: { ...process.env, FREECELL_HOME: tempDir() }, timeout: 15000 });
    expect([r.status, r.stdout.toString(), r.stderr.toString()]).toEqual([2, '', PYSOL_SENTENCE('pysol:0')]);
  });
});

describe('a game of a PySol deal', () => {
  it('shows the deal in the header, in English and in Portuguese', () => {
    expect(runInMemory(['--game', 'pysol:123456', '--ascii'], 'q\n').stdout.split('\n')[0]).toBe('FreeCell - PySol deal 123456 - 0 moves - time 0:00 - winnable');
    expect(runInMemory(['--game', 'pysol:123456', '--ascii', '--lang', 'pt'], 'q\n').stdout.split('\n')[0]).toBe('FreeCell - jogo PySol 123456 - 0 movimentos - tempo 0:00 - tem solução');
    expect(runInMemory(['--game', 'ms:24', '--ascii'], 'q\n').stdout.split('\n')[0]).toBe('FreeCell - game 24 - 0 moves - time 0:00 - winnable');
  });

  it('solve and replay name the deal; a solution of a PySol deal replays to a win', () => {
    const solved = runInMemory(['solve', '--game', 'pysol:45508856405861261758', '--format', 'json']);
    expect(solved.status).toBe(0);
    const json = JSON.parse(solved.stdout) as { deal: unknown; status: string; moves: string[] };
    expect(json).toMatchObject({ deal: { pysol: '45508856405861261758' }, status: 'solved' });
    const dir = tempDir();
    const file = path.join(dir, 'solution.txt');
    fs.writeFileSync(file, json.moves.join(' '));
    const replayed = runInMemory(['replay', file, '--game', 'pysol:45508856405861261758', '--format', 'json']);
    expect(JSON.parse(replayed.stdout)).toMatchObject({ deal: { pysol: '45508856405861261758' }, won: true });
  });

  it('a saved PySol game resumes with the same deal, moves and header', () => {
    const dir = tempDir();
    const file = path.join(dir, 'pysol.save');
    const first = runInMemory(['--game', 'pysol:123456', '--ascii'], `12\nsave ${file}\nq\n`, { FREECELL_HOME: dir }, { disk: true });
    expect(first.stdout).toContain(`Saved to ${file}.`);
    const header = JSON.parse(fs.readFileSync(file, 'utf8').split('\n')[0]!) as { deal: unknown };
    expect(header.deal).toEqual({ pysol: '123456' });
    const resumed = runInMemory(['--resume', file, '--ascii'], 'q\n', { FREECELL_HOME: dir });
    expect(resumed.status).toBe(0);
    const board = (text: string): string => text.split('\n').slice(0, 14).join('\n');
    const lastBoard = first.stdout.slice(first.stdout.lastIndexOf('FreeCell - PySol deal 123456 - '));
    expect(lastBoard).not.toMatch(/^FreeCell - PySol deal 123456 - 0 moves/);
    expect(resumed.stdout.split('\n')[0]).toMatch(/^FreeCell - PySol deal 123456 - /);
    expect(board(resumed.stdout)).toBe(board(lastBoard));
    // saves --json lists it by its deal.
    runInMemory(['--game', 'pysol:32000'], 'save\nq\n', { FREECELL_HOME: dir }, { disk: true });
    const saves = JSON.parse(runInMemory(['saves', '--json'], '', { FREECELL_HOME: dir }).stdout) as { deal: unknown; game: unknown }[];
    expect(saves.map((s) => [s.deal, s.game])).toContainEqual([{ pysol: '32000' }, null]);
  });

  it('a save whose PySol number is not one is refused with its reason', () => {
    const dir = tempDir();
    const file = path.join(dir, 'pysol.save');
    // A well-formed save (its checksum made by the program's own writer) with a number below 32000.
    fs.writeFileSync(file, formatSave({ variant: findVariant('freecell'), deal: { pysol: '31999' }, moves: [], position: 0, elapsedMs: 0, autoplay: true, counted: false }));
    const r = runInMemory(['--resume', file], 'q\n', { FREECELL_HOME: dir });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('the PySol deal number is not valid');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('--difficulty', () => {
  const statesOf = (game: number): number => {
    const result = solve(dealBoard(findVariant('freecell'), microsoftDeal(game)), { mode: 'fast', maxStates: 200_000 });
    expect(result.status).toBe('solved');
    return result.states;
  };
  const dealOf = (header: string, rating: string): number => {
    const m = new RegExp(`^FreeCell - game (\\d+) \\(${rating}\\) - 0 moves - time 0:00 - winnable$`).exec(header);
    expect(m).not.toBeNull();
    return Number(m![1]);
  };

  it('deals a rated game (without --winnable too), shows the rating, and r deals another of the same rating', () => {
    const r = runInMemory(['--difficulty', 'hard', '--ascii'], 'r\nq\n');
    expect(r.status).toBe(0);
    const headers = r.stdout.split('\n').filter((l) => l.startsWith('FreeCell - game'));
    expect(headers).toHaveLength(2);
    for (const h of headers) expect(statesOf(dealOf(h, 'hard'))).toBeGreaterThanOrEqual(HARD_FROM);
    const easy = runInMemory(['--difficulty', 'easy', '--winnable', '--ascii'], 'q\n');
    expect(statesOf(dealOf(easy.stdout.split('\n')[0]!, 'easy'))).toBeLessThan(EASY_BELOW);
    const medium = runInMemory(['--difficulty', 'MEDIUM', '--ascii'], 'q\n');
    const m = statesOf(dealOf(medium.stdout.split('\n')[0]!, 'medium'));
    expect(m >= EASY_BELOW && m < HARD_FROM).toBe(true);
  });

  it('says how many numbers it skipped, in English and Portuguese', () => {
    const en = runInMemory(['--difficulty', 'hard', '--ascii'], 'q\n').stdout;
    expect(en).toMatch(/\nSkipped \d+ deal numbers? to find a hard deal\.\n/);
    const pt = runInMemory(['--difficulty', 'hard', '--ascii', '--lang', 'pt'], 'q\n').stdout;
    expect(pt.split('\n')[0]).toMatch(/^FreeCell - jogo \d+ \(difícil\) - 0 movimentos - tempo 0:00 - tem solução$/);
    expect(pt).toMatch(/\nPulei \d+ números? de jogo até achar um jogo difícil\.\n/);
  });

  it('keeps the rating in a save', () => {
    const dir = tempDir();
    const file = path.join(dir, 'rated.save');
    const first = runInMemory(['--difficulty', 'easy', '--ascii'], `save ${file}\nq\n`, { FREECELL_HOME: dir }, { disk: true });
    const header = first.stdout.split('\n')[0]!;
    const resumed = runInMemory(['--resume', file, '--ascii'], 'q\n', { FREECELL_HOME: dir });
    expect(resumed.stdout.split('\n')[0]).toBe(header);
  });

  it.each([
    [['--difficulty', 'tough'], 'freecell: unknown difficulty "tough" (known: easy, medium, hard).\n'],
    [['--difficulty', 'easy', '--deck', 'x.txt'], 'freecell: --difficulty and --deck cannot be used together: a difficulty chooses random game numbers.\n'],
    [['--difficulty', 'hard', '--board', 'x.fcs'], 'freecell: --difficulty and --board cannot be used together: a difficulty chooses random game numbers.\n'],
    [['--resume', '--difficulty', 'hard'], 'freecell: --resume and --difficulty cannot be used together: a resumed game keeps its own deal and rules.\n'],
  ])('refuses %j with one sentence and status 2', (args, sentence) => {
    expect(runInMemory(args, 'q\n')).toMatchObject({ status: 2, stdout: '', stderr: sentence });
  });
});

describe('--board with CS 3500 text written by hand in lower case', () => {
  it('starts the same position as the text the model writes (F1:, O1:, C1:)', () => {
    const dir = tempDir();
    const upper = path.join(dir, 'upper.txt');
    const lower = path.join(dir, 'lower.txt');
    const text = runInMemory(['deal', '5', '--format', 'cs3500', '--ascii']).stdout;
    expect(text).toMatch(/^F1:/);
    fs.writeFileSync(upper, text);
    fs.writeFileSync(lower, text.toLowerCase());
    const fromUpper = runInMemory(['--board', upper, '--ascii', '--no-statistics'], 'q\n');
    const fromLower = runInMemory(['--board', lower, '--ascii', '--no-statistics'], 'q\n');
    expect(fromLower.stderr).toBe('');
    expect(fromLower.stdout.replace(/lower\.txt/g, 'upper.txt')).toBe(fromUpper.stdout);
  });
});

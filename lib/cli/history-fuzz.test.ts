// A game's history fuzzed through the real program against a model built from the rules core: random moves, undo and redo (one or N at a time), restart and u right after it (also after --resume), lost games (at the start of a deal too), r and game N on numbered deals (asked first whenever moves typed would be lost, a result counted already or not), save and --resume (with and without --no-autoplay), saves --delete; the board checked after every step, the saves and the statistics after every process.

import fc from 'fast-check';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { type Board, type Move, type Variant, applyMove, dealBoard, findVariant, isLost, isWon, legalMoves, microsoftDeal, nextAutoplayMove, refineVariant } from '../core';
import { formatFcs } from '../notation';
import { runInMemory } from './memory-io';

/** A game of the model: its deal, its history (a group is a move typed and the autoplay moves after it), and what the statistics know of it. */
interface ModelGame {
  readonly deal: number;
  id?: string;
  groups: Move[][];
  redo: Move[][];
  /** A move was typed in this game (even if undone since): leaving it gives it up. */
  moved: boolean;
  /** Its result is in the statistics. */
  counted: boolean;
  /** Autoplay is on: kept by the save, switched by --no-autoplay or --autoplay when it is resumed. */
  autoplay: boolean;
  /** Which attempt at the deal this is (the header says it from 2 on): one more at a restart of a game with moves, one less when u undoes it. */
  attempt: number;
  /** Restarted, with no move since: the game before the restart (its moves played and its moves to redo), which u brings back; kept by the save. */
  beforeRestart?: { readonly groups: Move[][]; readonly redo: Move[][] };
}

interface Tally {
  played: number;
  won: number;
  lost: number;
  gaveUp: number;
}

/** Expects `actual` to equal `expected`, naming the scenario so far when it does not. */
function same(context: string, actual: unknown, expected: unknown): void {
  try {
    expect(actual).toEqual(expected);
  } catch (err) {
    throw new Error(`${context}\n${(err as Error).message}`);
  }
}

/** A small deterministic random source (the scenario's, not the program's). */
function randomSource(seed: number): (n: number) => number {
  let state = seed >>> 0 || 1;
  return (n) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
}

function boardOf(variant: Variant, game: ModelGame): Board {
  let board = dealBoard(variant, microsoftDeal(game.deal));
  for (const group of game.groups) for (const move of group) board = applyMove(board, move);
  return board;
}

/** The command that types a move of the core: tt, tc, tf, cf, ct with 1-based numbers (a count only onto an empty column). */
function commandOf(board: Board, move: Move): string {
  const { from, to } = move;
  const n = (i: number): number => i + 1;
  if (from.kind === 'column' && to.kind === 'column') return board.size(to) === 0 ? `tt ${n(from.index)} ${n(to.index)} ${move.count}` : `tt ${n(from.index)} ${n(to.index)}`;
  if (from.kind === 'column' && to.kind === 'cell') return `tc ${n(from.index)} ${n(to.index)}`;
  if (from.kind === 'column') return `tf ${n(from.index)} ${n(to.index)}`;
  if (to.kind === 'foundation') return `cf ${n(from.index)} ${n(to.index)}`;
  return `ct ${n(from.index)} ${n(to.index)}`;
}

/** The boards `export` printed, in order. */
function exported(stdout: string): string[] {
  const lines = stdout.split('\n');
  const boards: string[] = [];
  lines.forEach((line, i) => {
    if (line !== '> export') return;
    const end = lines.findIndex((l, j) => j > i && l.startsWith('> '));
    boards.push(lines.slice(i + 1, end < 0 ? undefined : end).join('\n'));
  });
  return boards;
}

/** What the header says of a game of the model: its deal, its attempt from 2 on, its moves typed and autoplay's. */
function headerOf(game: ModelGame): string {
  const typed = game.groups.length;
  const auto = game.groups.reduce((n, g) => n + g.length - 1, 0);
  return `game ${game.deal}${game.attempt > 1 ? ` - attempt ${game.attempt}` : ''} - ${typed} ${typed === 1 ? 'move' : 'moves'}${auto > 0 ? ` + ${auto} automatic` : ''}`;
}

/** The last header drawn before each `export`, from its deal to its moves. */
function headersAtExports(stdout: string): string[] {
  const headers: string[] = [];
  let header = '';
  for (const line of stdout.split('\n')) {
    const m = / - (game \d+.*?) - time /.exec(line);
    if (m) header = m[1]!;
    if (line === '> export') headers.push(header);
  }
  return headers;
}

/**
 * One scenario: processes one after another on a private state folder, each
 * a game (new, or resumed by its id, autoplay on or off) of a few random
 * steps ended by q, or by r or game N for a new deal (without cells, now and
 * then one in which no card can move); now and then the game left is
 * deleted with saves --delete instead of resumed.
 */
function scenario(seed: number, processes: number, reached: Set<string>): void {
  const pick = randomSource(seed);
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-history-'));
  const cells = pick(3);
  const variant = refineVariant(findVariant('freecell'), { cells });
  const ruleFlags = ['--cells', String(cells)];
  const env = { NO_COLOR: '1', LANG: 'C', FREECELL_HOME: home };
  // FreeCell with 0 to 2 cells: the statistics key of the registered variant of those rules
  const key = `freecell-${cells}`;
  const tally: Tally = { played: 0, won: 0, lost: 0, gaveUp: 0 };
  const count = (game: ModelGame, result: keyof Omit<Tally, 'played'>): void => {
    if (game.counted) return;
    game.counted = true;
    tally.played++;
    tally[result]++;
  };
  let game: ModelGame | undefined;
  const log: string[] = [];
  /** A deal number from 1 to 1000; without cells, now and then one in which no card can move. */
  const dealFor = (): number => {
    let deal = 1 + pick(1000);
    if (cells === 0 && pick(3) === 0) while (!isLost(dealBoard(variant, microsoftDeal(deal)))) deal = (deal % 1000) + 1;
    return deal;
  };
  for (let p = 0; p < processes; p++) {
    // autoplay as the game left it, or as a flag switches it
    const flag = [undefined, '--no-autoplay', '--autoplay'][pick(3)];
    let args: string[];
    const lines: string[] = [];
    // whether the session is kept (its results counted): a save made it so, which a deal lost at its start does not take
    let keptSession = true;
    if (game === undefined) {
      game = { deal: dealFor(), groups: [], redo: [], moved: false, counted: false, autoplay: true, attempt: 1 };
      args = ['--game', String(game.deal), ...ruleFlags];
      // a deal in which no card can move is lost at its start, before save keeps the session: settled, not counted
      if (isLost(boardOf(variant, game))) {
        game.counted = true;
        keptSession = false;
        reached.add('a deal lost at its start');
      }
      // kept from the start, so that every result is counted (save refuses a deal lost at its start: nothing of it can be played)
      lines.push('save');
    } else {
      args = ['--resume', game.id!];
      reached.add(`resume ${flag ?? (game.autoplay ? 'autoplay on' : 'autoplay off')}`);
      if (isLost(boardOf(variant, game))) reached.add('resume a lost game');
    }
    if (flag !== undefined) args.push(flag);
    if (flag !== undefined) game.autoplay = flag === '--autoplay';
    const autoplay = game.autoplay;
    args.push('--ascii', '--no-status');
    const boards: string[] = [];
    const headers: string[] = [];
    let board = boardOf(variant, game);
    const check = (): void => {
      lines.push('export');
      boards.push(formatFcs(board).trimEnd());
      headers.push(headerOf(game!));
    };
    check();
    let ending: 'q' | 'r' | 'game' = 'q';
    const steps = 2 + pick(10);
    // a game left right after a restart: now and then u first, which brings back the game before it
    const undoFirst = p > 0 && game.beforeRestart !== undefined && pick(2) === 0;
    let undidRestart = false;
    let undidMany = false;
    let restarted = false;
    for (let s = 0; s < steps; s++) {
      // right after a restart, u or restart again often; right after u undid one, redo often
      const roll = (undoFirst && s === 0) || (restarted && pick(2) === 0) ? 12 : restarted && pick(3) === 0 ? 18 : (undidRestart || undidMany) && pick(2) === 0 ? 16 : pick(21);
      const undid = undidRestart;
      undidRestart = false;
      undidMany = false;
      restarted = false;
      const legal = legalMoves(board);
      if (isWon(board)) break;
      if (roll < 12 && legal.length > 0) {
        const move = legal[pick(legal.length)]!;
        lines.push(commandOf(board, move));
        const group = [move];
        board = applyMove(board, move);
        for (let auto = autoplay ? nextAutoplayMove(board) : null; auto !== null; auto = nextAutoplayMove(board)) {
          group.push(auto);
          board = applyMove(board, auto);
        }
        game.groups.push(group);
        game.redo = [];
        game.moved = true;
        game.beforeRestart = undefined;
        if (isLost(board)) reached.add(game.counted ? 'lost again' : 'lost');
        if (isLost(board)) count(game, 'lost');
        if (isWon(board)) count(game, 'won');
      } else if (roll < 16) {
        // u N (now and then) does what N u do
        const n = pick(4) === 0 ? 2 + pick(4) : 1;
        lines.push(n === 1 ? 'u' : `u ${n}`);
        if (isLost(board)) reached.add(n === 1 ? 'undo a loss' : 'u N from a loss');
        if (n > 1) reached.add(game.groups.length === 0 && game.beforeRestart !== undefined ? 'u N right after a restart' : n > game.groups.length ? 'u N past the start' : 'u N');
        undidMany = n > 1;
        for (let k = 0; k < n; k++) {
          const group = game.groups.pop();
          if (group !== undefined) {
            game.redo.push(group);
          } else if (game.beforeRestart !== undefined) {
            // u right after a restart: the game as it stood before it, the attempt before it
            reached.add(s === 0 && p > 0 ? 'undo a restart after --resume' : 'undo a restart');
            if (isLost(boardOf(variant, { ...game, ...game.beforeRestart }))) reached.add('undo a restart of a lost game');
            game.groups = game.beforeRestart.groups;
            game.redo = game.beforeRestart.redo;
            game.beforeRestart = undefined;
            game.attempt--;
            undidRestart = true;
          }
        }
        board = boardOf(variant, game);
      } else if (roll < 18) {
        // redo N (now and then): as many as there are to redo, or fewer, or more
        const n = game.redo.length >= 2 && pick(2) === 0 ? 2 + pick(game.redo.length - 1) : pick(4) === 0 ? 2 + pick(4) : 1;
        lines.push(n === 1 ? 'redo' : `redo ${n}`);
        if (undid && game.redo.length > 0) reached.add('redo after undoing a restart');
        if (n > 1) reached.add(n > game.redo.length ? 'redo N past the end' : 'redo N');
        for (let k = 0; k < n; k++) {
          const group = game.redo.pop();
          if (group !== undefined) game.groups.push(group);
        }
        board = boardOf(variant, game);
      } else if (roll < 20) {
        // the deal again, its moves gone, its result (counted or not) the game's still; u right after it is left to restart's own tests
        lines.push('restart');
        reached.add(game.counted ? 'restart a counted game' : 'restart');
        // the game as it stands is what u brings back, or, with no move since an earlier restart, the one before that
        const hadMoves = game.groups.length + game.redo.length > 0;
        if (!hadMoves && game.beforeRestart !== undefined) reached.add('restart again');
        if (hadMoves) {
          game.beforeRestart = { groups: game.groups, redo: game.redo };
          game.attempt++;
        }
        game.groups = [];
        game.redo = [];
        board = boardOf(variant, game);
        restarted = true;
        // now and then the process ends right after it
        if (pick(3) === 0) {
          check();
          break;
        }
      } else {
        ending = pick(2) === 0 ? 'r' : 'game';
        break;
      }
      check();
    }
    const won = isWon(board);
    const target = ending === 'game' ? dealFor() : undefined;
    // how many times the process asks to give a game up: exactly when the model says it must
    let asked = 0;
    if (ending !== 'q' && !won) {
      lines.push(target === undefined ? 'r' : `game ${target}`);
      // a game under way is asked about first, given up: one whose result is counted already when moves typed since would be lost (to play or to redo, or before a restart u takes back), counting nothing more
      const before = game.beforeRestart;
      const beforeInPlay = before !== undefined && !isLost(boardOf(variant, { ...game, groups: before.groups })) && !isWon(boardOf(variant, { ...game, groups: before.groups }));
      if (!isLost(board) && (game.counted ? game.groups.length + game.redo.length > 0 || beforeInPlay : game.moved)) {
        lines.push('y');
        asked++;
        reached.add(game.counted ? 'r gives up a counted game' : 'r gives up');
        count(game, 'gaveUp');
      } else {
        reached.add(isLost(board) ? 'r after a loss' : game.moved ? 'r after a result' : 'r before a move');
      }
      lines.push('save', 'export');
    }
    lines.push('q');
    log.push(`freecell ${args.join(' ')} <<< ${lines.join('; ')}`);
    const r = runInMemory(args, `${lines.join('\n')}\n`, env);
    const context = `seed ${seed}, process ${p + 1}:\n${log.join('\n')}\n${r.stderr}`;
    same(context, [r.status, r.stderr], [0, '']);
    same(context, (r.stdout.match(/^Give up this game /gm) ?? []).length, asked);
    const shown = exported(r.stdout);
    same(context, shown.slice(0, boards.length), boards);
    same(context, headersAtExports(r.stdout).slice(0, headers.length), headers);
    if (won) {
      game = undefined;
    } else if (ending !== 'q') {
      // the new deal, kept by save: its number from the header, its id from the sentence
      const after = r.stdout.slice(r.stdout.lastIndexOf(`\n> ${target === undefined ? 'r' : `game ${target}`}\n`));
      const deal = Number(/ - game (\d+) - /.exec(after)![1]);
      if (target !== undefined) same(context, deal, target);
      same(context, shown.at(-1), formatFcs(dealBoard(variant, microsoftDeal(deal))).trimEnd());
      const fresh: ModelGame = { deal, groups: [], redo: [], moved: false, counted: false, autoplay, attempt: 1 };
      if (isLost(boardOf(variant, fresh))) {
        // a deal in which no card can move is lost at its start: counted at once when the session is kept, and save makes no save of it
        if (keptSession) count(fresh, 'lost');
        reached.add(`${ending} to a deal lost at its start`);
        same(context, after.includes('No card can move in this deal, so there is nothing to resume: it is not saved'), true);
        game = undefined;
      } else {
        game = { ...fresh, id: /Saved as game ([a-z0-9]+)/.exec(after.slice(after.indexOf('\n> save\n')))![1]! };
      }
    } else if (game.id === undefined) {
      // a deal lost at its start has no save: nothing to resume
      if (!keptSession) game = undefined;
      else game.id = /Saved as game ([a-z0-9]+)/.exec(r.stdout)![1]!;
    }
    // now and then the game left is deleted instead of resumed: counted as it stands, if not yet
    if (game !== undefined && pick(5) === 0) {
      const standing = boardOf(variant, game);
      const removed = runInMemory(['saves', '--delete', game.id!], '', env);
      log.push(`freecell saves --delete ${game.id}`);
      same(context, [removed.status, removed.stderr], [0, '']);
      reached.add(`delete ${game.counted ? 'a counted game' : !game.moved ? 'a game not started' : isLost(standing) ? 'a lost game' : 'a game under way'}`);
      if (game.moved) count(game, isLost(standing) ? 'lost' : 'gaveUp');
      game = undefined;
    }
    const saves = JSON.parse(runInMemory(['saves', '--json'], '', env).stdout) as { id: string; moves: number }[];
    same(context, saves.map((s) => s.id), game === undefined ? [] : [game.id]);
    const stats = JSON.parse(runInMemory(['stats', '--json'], '', env).stdout) as { numbered: Record<string, Tally> };
    const kept = stats.numbered[key] ?? { played: 0, won: 0, lost: 0, gaveUp: 0 };
    same(context, { played: kept.played, won: kept.won, lost: kept.lost, gaveUp: kept.gaveUp }, tally);
  }
  fs.rmSync(home, { recursive: true, force: true });
}

describe("a game's history against the rules core", () => {
  it('random moves, undo, redo, u N, redo N, restart and u right after it, lost games (at the start of a deal too), r and game N on numbered deals, --resume with and without --no-autoplay and saves --delete keep the board, the saves and the statistics the model keeps', () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => scenario(seed, 8, reached)),
      { numRuns: 16, seed: 617 },
    );
    // what the scenarios reached: each case the model keeps apart, at least once
    const cases = ['a deal lost at its start', 'game to a deal lost at its start', 'lost', 'lost again', 'undo a loss', 'resume a lost game', 'r gives up', 'r gives up a counted game', 'r after a loss', 'r before a move', 'restart', 'restart a counted game', 'restart again'];
    const restarts = ['undo a restart', 'undo a restart after --resume', 'undo a restart of a lost game', 'redo after undoing a restart'];
    const counted = ['u N', 'u N past the start', 'u N right after a restart', 'u N from a loss', 'redo N', 'redo N past the end'];
    const deletes = ['delete a game under way', 'delete a game not started', 'delete a counted game'];
    const resumes = ['resume --no-autoplay', 'resume --autoplay', 'resume autoplay off', 'resume autoplay on'];
    expect([...reached].filter((c) => [...cases, ...restarts, ...counted, ...deletes, ...resumes].includes(c)).sort()).toEqual([...cases, ...restarts, ...counted, ...deletes, ...resumes].sort());
  });
});

describe('a game saved before its first move', () => {
  it('keeps its save through a restart: q says where it is, and --resume continues it', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-history-'));
    const env = { NO_COLOR: '1', LANG: 'C', FREECELL_HOME: home };
    const r = runInMemory(['--game', '5', '--ascii'], 'save\nrestart\nq\n', env);
    const id = /Saved as game ([a-z0-9]+)/.exec(r.stdout)![1]!;
    expect(r.stdout).toContain(`> q\nYour game is saved as ${id}: freecell --resume ${id} continues it.\n`);
    expect((JSON.parse(runInMemory(['saves', '--json'], '', env).stdout) as { id: string; moves: number }[]).map((s) => [s.id, s.moves])).toEqual([[id, 0]]);
    const resumed = runInMemory(['--resume', id, '--ascii'], 'tc 1\nq\n', env);
    expect([resumed.status, resumed.stderr]).toEqual([0, '']);
    expect(resumed.stdout).toContain('FreeCell - game 5 - 1 move');
    fs.rmSync(home, { recursive: true, force: true });
  });
});

describe('u N and redo N through the program', () => {
  /** The save of the one game kept in `home`, without what differs from run to run (its token, checksum and time). */
  function keptSave(home: string): unknown {
    const files = fs.readdirSync(path.join(home, 'games')).filter((f) => f.endsWith('.save'));
    expect(files).toHaveLength(1);
    const lines = fs.readFileSync(path.join(home, 'games', files[0]!), 'utf8').trimEnd().split('\n');
    return lines.map((line) => {
      const { token: _token, checksum: _checksum, elapsedMs: _elapsedMs, ...rest } = JSON.parse(line) as Record<string, unknown>;
      return rest;
    });
  }

  it('leave the save, the game resumed from it and the statistics as the same number of single u and redo do, right after a restart too', () => {
    const singles = ['u', 'u', 'u', 'redo', 'redo', 'restart', 'u', 'u', 'u'];
    const many = ['u 3', 'redo 2', 'restart', 'u 3'];
    const runs = [singles, many].map((lines) => {
      const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-history-'));
      const env = { NO_COLOR: '1', LANG: 'C', FREECELL_HOME: home };
      const first = runInMemory(['--game', '5', '--ascii'], `save\ntc 1\ntc 2\ntc 3\ntc 4\n${lines.join('\n')}\nq\n`, env);
      expect([first.status, first.stderr]).toEqual([0, '']);
      const id = /Saved as game ([a-z0-9]+)/.exec(first.stdout)![1]!;
      const afterFirst = keptSave(home);
      // resumed: the moves to redo are there, and u N and redo N go on from them
      const resumed = runInMemory(['--resume', id, '--ascii'], `${lines === singles ? 'redo\nredo\nredo\nu\nu' : 'redo 3\nu 2'}\nexport\nq\n`, env);
      expect([resumed.status, resumed.stderr]).toEqual([0, '']);
      const board = resumed.stdout.slice(resumed.stdout.lastIndexOf('> export\n'));
      const stats = JSON.parse(runInMemory(['stats', '--json'], '', env).stdout) as { numbered: unknown };
      const result = { afterFirst, afterResumed: keptSave(home), board, stats: stats.numbered };
      fs.rmSync(home, { recursive: true, force: true });
      return result;
    });
    expect(runs[1]).toEqual(runs[0]);
    expect((runs[0]!.afterFirst as { position: number; moves: unknown[] }[])[0]).toMatchObject({ position: 1, moves: [['1a', '2h'], ['2b'], ['3c'], ['4d']] });
  });

  it('a loss undone by u N is counted once, as by single undos, and redo N loses again without counting it twice', () => {
    const runs = [['u', 'u', 'redo', 'redo'], ['u 2', 'redo 2']].map((lines) => {
      const home = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-history-'));
      const env = { NO_COLOR: '1', LANG: 'C', FREECELL_HOME: home };
      // game 3 without cells is lost in two moves
      const r = runInMemory(['--game', '3', '--cells', '0', '--ascii'], `save\ntt 2 8\ntt 1 5\n${lines.join('\n')}\nq\n`, env);
      expect([r.status, r.stderr]).toEqual([0, '']);
      expect(r.stdout.match(/No legal move is left: this game is lost\./g)).toHaveLength(2);
      const stats = JSON.parse(runInMemory(['stats', '--json'], '', env).stdout) as Record<string, unknown>;
      const result = { save: keptSave(home), stats: { ...stats, home: undefined } };
      fs.rmSync(home, { recursive: true, force: true });
      return result;
    });
    expect(runs[1]).toEqual(runs[0]);
  });
});

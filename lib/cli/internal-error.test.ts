// A bug is one sentence and exit status 70, never a stack trace; a solver that throws in the game leaves the game as it was.

import { runPiped } from './piped-io';
import { runToStatus } from './main';

// The solver throws on every board, as a bug in it would.
jest.mock('../solver', () => {
  const actual = jest.requireActual<typeof import('../solver')>('../solver');
  const fail = (): never => {
    throw new actual.SolverBugError('no free cell');
  };
  return { ...actual, solve: jest.fn(fail), solveToVerdict: jest.fn(fail) };
});

const run = (args: readonly string[], input = '', env: Record<string, string> = {}) => runPiped(runToStatus, args, input, env);

describe('an internal error ends the program with one sentence and status 70', () => {
  it('says what failed and asks for a report, without a stack trace', () => {
    const r = run(['solve', '--game', '1']);
    expect(r.status).toBe(70);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'freecell: internal error: solver bug: no free cell. This is a bug in freecell; please report it with the command you ran (FREECELL_DEBUG=1 shows where it happened).\n',
    );
  });

  it('says it in Portuguese', () => {
    const r = run(['solve', '--game', '1'], '', { LANG: 'pt_BR.UTF-8' });
    expect(r.status).toBe(70);
    expect(r.stderr).toBe(
      'freecell: erro interno: solver bug: no free cell. É um defeito do freecell; por favor, relate-o com o comando que você executou (FREECELL_DEBUG=1 mostra onde aconteceu).\n',
    );
  });

  it('adds the stack trace with FREECELL_DEBUG=1', () => {
    const r = run(['solve', '--game', '1'], '', { FREECELL_DEBUG: '1' });
    expect(r.status).toBe(70);
    const lines = r.stderr.split('\n');
    expect(lines[0]).toMatch(/^freecell: internal error: solver bug: no free cell\./);
    expect(lines[1]).toBe('SolverBugError: solver bug: no free cell');
    expect(lines[2]).toMatch(/^ {4}at /);
  });
});

describe('in the game, a solver that throws is a note and the game goes on untouched', () => {
  const failed = 'The solver failed on this position (internal error: solver bug: no free cell); the game is unchanged. Please report it.';

  it('answers hint, solve and solve short with the failure, then plays on', () => {
    const plain = run(['--game', '1'], '35\nq\n');
    const r = run(['--game', '1'], 'hint\nsolve\nsolve short\n35\nq\n');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n').filter((l) => l.includes('solver failed'))).toEqual([failed, failed, failed]);
    // the move after the failures gives the same board as without them
    const after = (text: string): string => text.slice(text.lastIndexOf('35'));
    expect(after(r.stdout)).toBe(after(plain.stdout));
  });

  it('says it in Portuguese', () => {
    const r = run(['--game', '1', '--lang', 'pt'], 'hint\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('O resolvedor falhou nesta posição (erro interno: solver bug: no free cell); o jogo não mudou. Por favor, relate o problema.');
  });
});

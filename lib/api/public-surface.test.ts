// Every export of the package's entry points (freecell and freecell/cs3500), called as JavaScript without types may call it: with null, undefined, numbers, text, objects, NaN and the like, alone and after good values. What comes out is a result or a typed error with a stable code, never a TypeError or a RangeError.

import * as freecell from '..';
import * as cs3500 from '../cs3500';

const { ERROR_CODES, FreecellError, FreecellGame, Board, findVariant, makeMove, column, cell } = freecell;

/** Values a caller without types may pass anywhere. */
// [, 0]: a list with a hole, as new Array(n) makes
const ODD: readonly unknown[] = [null, undefined, 0, -1, 1.5, NaN, Infinity, 99, 'x', '', {}, [], [null], [, 0], true, () => 1, Symbol('s'), 10n, { kind: 'column', index: 0 }, { from: null }];

/** A board with few cards, so that a search over it ends at once; its variant, a move, a card and a text of each kind. */
const small = new FreecellGame({ deck: ['AS', '2S', 'KH', 'QS'], partialDeck: true, columns: 4, cells: 2 }).board;
const GOOD: readonly unknown[] = [small, findVariant('freecell'), makeMove(column(3), cell(0)), 3, 'freecell', '3a', column(0), [0, 1], { ascii: true }];
const ALL: readonly unknown[] = [...ODD, ...GOOD];

/** How a call ended: 'ok', or the kind of error when it is not one of the package's typed errors. */
function outcome(call: () => unknown): string {
  try {
    call();
    return 'ok';
  } catch (e) {
    if (e instanceof FreecellError && (ERROR_CODES as readonly string[]).includes(e.code)) return 'ok';
    if (e instanceof cs3500.IllegalArgumentError || e instanceof cs3500.IllegalStateError) return 'ok';
    const error = e as { name?: string; message?: string };
    return `${error?.name ?? typeof e}: ${String(error?.message).slice(0, 60)}`;
  }
}

function shown(value: unknown): string {
  if (typeof value === 'symbol' || typeof value === 'bigint' || typeof value === 'function') return typeof value;
  if (value instanceof Board) return 'a Board';
  if (value === undefined) return 'undefined';
  return JSON.stringify(value) ?? String(value);
}

/** Calls `f` with every odd value alone, every pair of values, and every odd value after each good one and after two; returns the calls that threw an untyped error, one per kind of error. */
function untypedThrows(name: string, f: (...args: unknown[]) => unknown): string[] {
  const found = new Map<string, string>();
  const tryArgs = (args: readonly unknown[]): void => {
    const result = outcome(() => f(...args));
    if (result !== 'ok' && !found.has(result)) found.set(result, `${name}(${args.map(shown).join(', ')}) threw ${result}`);
  };
  tryArgs([]);
  for (const a of ALL) {
    tryArgs([a]);
    for (const b of ALL) tryArgs([a, b]);
  }
  for (const a of GOOD) for (const b of GOOD) for (const c of ODD) tryArgs([a, b, c]);
  for (const a of GOOD) for (const b of ODD) for (const c of GOOD) tryArgs([a, b, c]);
  return [...found.values()];
}

/** The exported functions of a module (classes and error classes apart). */
function functionsOf(module: Record<string, unknown>): [string, (...args: unknown[]) => unknown][] {
  return Object.entries(module).filter((entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function' && !/^[A-Z]/.test(entry[0]));
}

/** The methods of an object and its prototypes (Object's own apart), bound to it. */
function methodsOf(label: string, target: object): [string, (...args: unknown[]) => unknown][] {
  const names = new Set<string>();
  for (let p: object | null = Object.getPrototypeOf(target) as object | null; p !== null && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) {
    for (const key of Object.getOwnPropertyNames(p)) if (key !== 'constructor' && typeof Object.getOwnPropertyDescriptor(p, key)?.value === 'function') names.add(key);
  }
  return [...names].map((key) => [`${label}.${key}`, (...args: unknown[]) => (target as Record<string, (...a: unknown[]) => unknown>)[key]!(...args)]);
}

/** The static methods of a class. */
function staticsOf(label: string, cls: object): [string, (...args: unknown[]) => unknown][] {
  return Object.getOwnPropertyNames(cls)
    .filter((key) => typeof (cls as Record<string, unknown>)[key] === 'function')
    .map((key) => [`${label}.${key}`, (...args: unknown[]) => (cls as Record<string, (...a: unknown[]) => unknown>)[key]!(...args)]);
}

/** A constructor called with new. */
function constructed(label: string, cls: new (...args: never[]) => unknown): [string, (...args: unknown[]) => unknown] {
  return [`new ${label}`, (...args: unknown[]) => new (cls as unknown as new (...a: unknown[]) => unknown)(...args)];
}

describe('every export of freecell', () => {
  it.each(functionsOf(freecell as unknown as Record<string, unknown>))('%s returns a result or throws a typed error', (name, f) => {
    expect(untypedThrows(name, f)).toEqual([]);
  });

  it.each([
    constructed('FreecellGame', FreecellGame),
    ...staticsOf('FreecellGame', FreecellGame),
    ...methodsOf('game', FreecellGame.deal(1)),
    ...staticsOf('Board', Board),
    ...methodsOf('board', FreecellGame.deal(1).board),
  ])('%s returns a result or throws a typed error', (name, f) => {
    expect(untypedThrows(name, f)).toEqual([]);
  });
});

describe('the words of every error code', () => {
  const { errorMessage, describeError, errorReason } = freecell;
  const refusal = (f: () => unknown): string => {
    try {
      return `ok ${String(f())}`;
    } catch (e) {
      if (!(e instanceof FreecellError)) throw e;
      return `${e.code} ${(e.params as { option?: string }).option}: ${describeError(e)}`;
    }
  };

  it.each(ERROR_CODES.map((code) => [code]))('errorMessage(%s, ...) words its params or refuses them with BAD_OPTION, never a TypeError', (code) => {
    expect(untypedThrows(`errorMessage('${code}', ...)`, (...args: unknown[]) => errorMessage(code, ...(args as [never]))).concat(untypedThrows(`errorMessage('${code}', {...})`, (params: unknown, lang: unknown) => errorMessage(code, { ...(params as object) } as never, lang as 'en')))).toEqual([]);
    // parameters left out are named, never worded as "undefined"
    expect(refusal(() => errorMessage(code, {} as never))).not.toMatch(/undefined(?!:)|^ok .*\bUndefined\b/);
  });

  it('names what is wrong with the params, in one sentence', () => {
    expect(refusal(() => (errorMessage as (...a: unknown[]) => string)('NOT_A_RUN'))).toBe('BAD_OPTION params: params cannot be undefined: it must be the parameters of NOT_A_RUN, as errors.md lists them.');
    expect(refusal(() => errorMessage('NOT_A_RUN', null as never))).toBe('BAD_OPTION params: params cannot be null: it must be the parameters of NOT_A_RUN, as errors.md lists them.');
    expect(refusal(() => errorMessage('BAD_SAVE', 0 as never))).toBe('BAD_OPTION params: params cannot be 0: it must be the parameters of BAD_SAVE, as errors.md lists them.');
    expect(refusal(() => errorMessage('BAD_BOARD', { line: 1 } as never))).toBe('BAD_OPTION params.problem: params.problem cannot be undefined: it must be an object.');
    expect(refusal(() => errorMessage('FILE_SYSTEM', {} as never))).toBe('BAD_OPTION params.reason: params.reason cannot be undefined: it must be text.');
    expect(refusal(() => errorMessage('UNREADABLE_FILE', {} as never))).toBe('BAD_OPTION params.file: params.file cannot be undefined: it must be text.');
    expect(refusal(() => errorMessage('BAD_BOARD', { line: 1, problem: { kind: 'bad-rules' } } as never, 'pt'))).toBe('BAD_OPTION params: params cannot be an object: it must be the parameters of BAD_BOARD, as errors.md lists them.');
    expect(refusal(() => errorMessage('NOT_A_RUN', null as never, 'pt'))).toMatch(/^BAD_OPTION params: /);
    expect(refusal(() => errorMessage('NEEDS_ACE', { card: 0, to: freecell.foundation(0) }))).toBe("ok Can't put AC on foundation 1: an empty foundation takes an Ace.");
  });

  it.each(
    Object.entries(freecell)
      .filter(([name, value]) => typeof value === 'function' && /Error$/.test(name))
      .map(([name, cls]) => [name, cls as new (...args: unknown[]) => unknown]),
  )('new %s built with odd arguments is told in words by describeError and errorReason, or refused with a typed error', (name, cls) => {
    expect(untypedThrows(`describeError(new ${name}(...))`, (...args: unknown[]) => describeError(new cls(...args) as never))).toEqual([]);
    expect(untypedThrows(`errorReason(new ${name}(...))`, (...args: unknown[]) => errorReason(new cls(...args) as never, 'pt'))).toEqual([]);
  });
});

describe('every export of freecell/cs3500', () => {
  const started = (): cs3500.IFreeCellModel<cs3500.Card> => {
    const model = new cs3500.MultiMoveFreecellModel();
    model.startGame(model.getDeck(), 8, 4, false);
    return model;
  };

  it.each([
    ...functionsOf(cs3500 as unknown as Record<string, unknown>),
    constructed('Card', cs3500.Card),
    ...staticsOf('Card', cs3500.Card),
    ...methodsOf('card', new cs3500.Card(1, cs3500.Suit.HEARTS)),
    ...staticsOf('FreecellModelCreator', cs3500.FreecellModelCreator),
    ...methodsOf('model', started()),
    ...methodsOf('new model', new cs3500.SimpleFreecellModel()),
    constructed('FreecellController', cs3500.FreecellController),
    constructed('StringReader', cs3500.StringReader),
    ...methodsOf('controller', new cs3500.FreecellController(new cs3500.StringReader('q\n'), new cs3500.StringBuilder())),
    ...methodsOf('builder', new cs3500.StringBuilder()),
  ])('%s returns a result or throws a typed error', (name, f) => {
    expect(untypedThrows(name, f)).toEqual([]);
  });
});

describe('the published types', () => {
  it('type an error caught and told by instanceof FreecellError, RuleError or CommandError as every code and its params, never any', () => {
    const caught: unknown[] = [];
    for (const f of [() => FreecellGame.deal(1).move('column', 1, 6, 'foundation', 0), () => freecell.parseStandardMove('zz', findVariant('freecell'))]) {
      try {
        f();
      } catch (e) {
        caught.push(e);
      }
    }
    const seen: string[] = [];
    for (const e of caught) {
      if (e instanceof FreecellError) {
        // @ts-expect-error: code is one of the ErrorCode union, not any
        const code: 'not a code' = e.code;
        // @ts-expect-error: params is the union of every code's parameters, not any
        const params: number = e.params;
        seen.push(`${String(code)} ${typeof params}`);
        if (freecell.hasErrorCode(e, 'NEEDS_ACE')) seen.push(`card ${e.params.card}`);
      }
      if (e instanceof freecell.RuleError) {
        // @ts-expect-error: a RuleError's params are its codes', not any
        const params: number = e.params;
        seen.push(`rule ${typeof params}`);
      }
      if (e instanceof freecell.CommandError) {
        // @ts-expect-error: a CommandError's params are its codes', not any
        const params: number = e.params;
        seen.push(`command ${typeof params}`);
      }
    }
    expect(seen).toEqual(['NEEDS_ACE object', 'card 32', 'rule object', 'BAD_NOTATION object', 'command object']);
  });
});

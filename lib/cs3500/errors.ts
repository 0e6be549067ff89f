// The two errors of the CS 3500 facade, named after Java's IllegalArgumentException and IllegalStateException.

/** A bad argument: an invalid deck, pile count, index or card, or a move the rules refuse; `cause` holds the engine's error when there is one. */
export class IllegalArgumentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IllegalArgumentError';
  }
}

/** A call at the wrong time (before startGame), or a controller that cannot read its input or write its output. */
export class IllegalStateError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IllegalStateError';
  }
}

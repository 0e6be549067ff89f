// The CS 3500 FreeCell model and controller (package subpath freecell/cs3500): the course's names and semantics over the engine.

export { Card, Color, Suit } from './card';
export { type SequenceMoves } from '../core';
export { IllegalArgumentError, IllegalStateError } from './errors';
export {
  type FreecellModelState,
  type IFreeCellModel,
  FreecellModelCreator,
  GameType,
  MAX_CASCADE_PILES,
  MAX_OPEN_PILES,
  MIN_CASCADE_PILES,
  MIN_OPEN_PILES,
  MultiMoveFreecellModel,
  PileType,
  SimpleFreecellModel,
} from './model';
export { type Appendable, type IFreeCellController, type Readable, FreecellController, StringBuilder, StringReader } from './controller';

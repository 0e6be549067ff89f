// The package's main export (`freecell`): what a user of the rules library needs, and nothing internal.

// The game object for other programs, and hints.
export { type GameMove, type GameOptions, type GameState, type PileType, type Hint, type HintOptions, FreecellGame, getDeck, readDeck, hint } from './api';

// Cards and their spellings.
export { type Card, type Rank, type Suit, ACE, CLUBS, DIAMONDS, HEARTS, KING, PACK_SIZE, SPADES, fullPack, isCard, isRed, makeCard, rankOf, suitOf } from './core/card';
export { type CardStyle, formatCard, formatCardFcs, parseCard } from './notation/cards';

// Variants: the registry, lookup by name or alias, and derived variants.
export {
  type BuildRule,
  type EmptyColumnRule,
  type SequenceMoves,
  type Variant,
  type VariantRules,
  BUILD_RULES,
  EMPTY_COLUMN_RULES,
  SEQUENCE_MOVES,
  VARIANT_LIMITS,
  findVariant,
  listVariants,
  refineVariant,
  validateVariant,
  variantIds,
} from './core/variant';

// Deals: Microsoft and PySolFC game numbers, shuffles, decks and deck files.
export { type DeckCheck, MAX_GAME_NUMBER, dealBoard, isGameNumber, microsoftDeal, microsoftShuffle, parseGameNumber, shuffleDeck, validateDeck } from './core/deal';
export { type DealNumber, PYSOL_FIRST_MT, parseDealNumber, parsePysolNumber, pysolDeal } from './core/pysol-deal';
export { parseDeck } from './notation/deck';

// Positions: the board, and the board formats that create and print one.
export { type BoardJson, Board } from './core/board';
export { type JsonValueShown } from './core/json';
export { formatCs3500, parseCs3500 } from './notation/cs3500';
export { formatFcs } from './notation/board-format';
export { parseFcsBoard, parseFcsSetup } from './notation/fcs-board';
export { type BoardReadOptions, type Setup, type SetupLines, positionFromSetup } from './notation/position';
export { type MoveNotation, type PlayedMove, playMoveText } from './notation/play';
export { type DealSourceJson, type PositionJson, formatJsonPosition, parseJsonPosition, positionToJson } from './notation/json-position';

// Moves, the rules, and standard move notation (as FreeCell Pro and Freecell Solver write moves).
export { type Move, type PileKind, type PileRef, cell, column, foundation, isSamePile, makeMove } from './core/move';
export {
  type Destination,
  type MoveRequest,
  type MovesPlayed,
  applyMove,
  applyMoves,
  canStack,
  capacity,
  checkMove,
  findRequestViolation,
  findViolation,
  foundationFor,
  foundationViolation,
  isLost,
  isWon,
  legalMoves,
  maxMovable,
  resolveMove,
  runLength,
  stackViolation,
} from './core/rules';
export { isSafeToAutoplay, nextAutoplayMove } from './core/autoplay';
export { formatMoveList, formatStandardMove, parseStandardMove } from './notation/standard';

// The solver.
export { type FastAttempt, type SolveOptions, type SolveResult, type Verdict, type VerdictOptions, SolverBugError, solve, solveToVerdict } from './solver';

// Errors: every error the library throws, each with a stable `code`.
export * from './core/errors';
export * from './notation/errors';
// ...and in words: one function from (code, params, language) to a sentence, through the English and Portuguese catalogues.
export { type ErrorContext, type ErrorLanguage, describeError, errorMessage, errorReason } from './ui/describe-error';
export { type CardNamer } from './ui/error-catalog';

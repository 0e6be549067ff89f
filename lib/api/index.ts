// The library API's public surface: the game object, its types, and hints for any board.

export { type GameMove, type GameOptions, type GameState, type PileType, FreecellGame, getDeck, readDeck } from './game';
export { type Hint, type HintOptions, hint } from './hint';

// The library API's public surface: the game object and its types.

export { type GameMove, type GameOptions, type GameState, type PileType, FreecellGame, getDeck, readDeck } from './game';

// The package's main export: the game object for other programs, the rules core, and the card and board notations.

export * from './api';
export * from './core';
export {
  type CardStyle,
  formatCard,
  formatCardFcs,
  parseCard,
  parseDeck,
  formatCs3500,
  parseCs3500,
  formatFcs,
  parseFcsBoard,
  formatJsonPosition,
  parseJsonPosition,
  formatStandardMove,
  parseStandardMove,
} from './notation';

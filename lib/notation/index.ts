// Text <-> values: card spellings, deck files, the command language, board formats.

export * from './cards';
export * from './deck';
export * from './errors';
export * from './command';
export * from './board-format';
export * from './fcs-board';
export * from './piles';
export * from './standard';
export * from './solver-moves';
export * from './play';
export * from './position';
export * from './json-position';
export * from './cs3500';
export * from './file-shape';

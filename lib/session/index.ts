// The game loop: input lines -> commands -> core -> screen text.

export * from './session';
export * from './replay';
export * from './transcript';
export * from './saved';
export * from './advisor';
export * from './browse';

// Files the program keeps: atomic writes, save files, statistics, and where they live.

export * from './atomic-file';
export * from './cleanup';
export * from './file-signature';
export * from './paths';
export * from './save-file';
export * from './stats-file';
export * from './game-store';
export * from './lock';
export * from './stats-store';
export * from './read-file';
export * from './write-file';
export * from './settings-file';
export * from './settings-store';

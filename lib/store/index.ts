// Files the program keeps: atomic writes (and, later, saves and statistics).

export * from './atomic-file';

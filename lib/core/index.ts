// The rules core's public surface: pure values and functions, no I/O.

export * from './card';
export * from './variant';
export * from './variant-record';
export * from './move';
export * from './errors';
export * from './board';
export * from './deal';
export * from './pysol-deal';
export * from './rules';
export { PileTable } from './pile-table';
export * from './autoplay';

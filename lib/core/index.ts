// The rules core's public surface: pure values and functions, no I/O (the pile table stays inside the core).

export * from './card';
export * from './variant';
export * from './variant-record';
export * from './move';
export * from './errors';
export * from './board';
export * from './deal';
export * from './pysol-deal';
export * from './rules';
export * from './autoplay';
export * from './json';
export * from './arguments';
export * from './items';
export * from './shown-value';

// The growth engine: pure functions over reference tables passed in as data (see tables.ts).
export * from './assess.ts';
export * from './flags.ts';
export * from './growth-age.ts';
export * from './height-flags.ts';
export * from './leading-results.ts';
export * from './lms.ts';
export * from './monotone.ts';
export * from './normal.ts';
export * from './prediction.ts';
export * from './reading.ts';
export * from './reference.ts';
export * from './screening.ts';
export * from './score.ts';
export * from './sd-band.ts';
export * from './standard-lines.ts';
export * from './tables.ts';
export * from './velocity.ts';

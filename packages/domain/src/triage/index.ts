export * from './age-bands.ts';
export * from './assess.ts';
export * from './facts.ts';
export * from './dictionaries.ts';
export * from './interview.ts';
export * from './levels.ts';
export * from './rules.ts';
export * from './sources.ts';
export { normalise, temperaturesIn } from './text.ts';

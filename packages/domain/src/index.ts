export * from './age.ts';
export * from './baby-profile.ts';
export * from './clinic-date.ts';
export * from './genetic-height.ts';

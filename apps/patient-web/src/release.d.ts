/** The build's release (vite.config.ts `define`); absent under Vitest. */
declare const __SPROUT_RELEASE__: string | undefined;

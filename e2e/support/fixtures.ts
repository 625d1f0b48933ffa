import { test as base, expect } from '@playwright/test';
import { baseUrl, sqlitePath } from './api.ts';

/**
 * `test` for every spec: baseURL is the server global-setup started (so `page.goto('/appointment/')`
 * works), plus `server` with its URL and SQLite path for the helpers in ./api.ts.
 */
export const test = base.extend<{ server: { url: string; sqlitePath: string } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this destructuring
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this destructuring
  server: async ({}, use) => {
    await use({ url: baseUrl(), sqlitePath: sqlitePath() });
  },
});

export { expect };

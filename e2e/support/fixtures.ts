import { test as base, type BrowserContext, expect } from '@playwright/test';
import { CONTRACT_CHECK_FLAG } from '@sprout/client-core';
import { baseUrl, sqlitePath } from './api.ts';

/**
 * Asks the built patient app in every page of `context` to check each answer against the contract,
 * as it does in development (apps/patient-web/src/lib/api-client.ts; production skips the check, so
 * a phone never downloads zod). A spec that opens its own context for the patient app calls this.
 */
export const checkAnswers = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript((flag) => Reflect.set(globalThis, flag, true), CONTRACT_CHECK_FLAG);
};

/** What the client logs when an answer does not match the contract (it also rejects with -3). */
const CONTRACT_MISMATCH = 'answer does not match the contract';

/**
 * `test` for every spec: baseURL is the server global-setup started (so `page.goto('/appointment/')`
 * works), plus `server` with its URL and SQLite path for the helpers in ./api.ts. The default context
 * checks every answer against the contract, and a test whose page saw a mismatch fails.
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
  context: async ({ context }, use) => {
    await checkAnswers(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes(CONTRACT_MISMATCH))
        mismatches.push(message.text());
    });
    await use(page);
    expect(mismatches, 'answers that do not match the contract').toEqual([]);
  },
});

export { expect };

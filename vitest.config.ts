import { defineConfig } from 'vitest/config';

/** Two projects: fast pure unit tests, and API integration tests against a real migrated database. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.tsx',
            // The lint's own rules (scripts/boundaries/*.rules.mjs), tested on in-memory projects.
            'scripts/**/*.test.mjs',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/test/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app on its own database; a few at a time keeps PostgreSQL calm.
          maxWorkers: 2,
        },
      },
    ],
  },
});

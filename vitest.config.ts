import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Explicit includes: Playwright's e2e/*.spec.ts must never be collected here (docs/stack.md trap 2).
// `*.postgres.test.ts` need a second database session (PostgreSQL): they run only in the PostgreSQL pass.
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        // The repository's own rules (the lint's boundaries), checked as a user of ESLint would meet them.
        test: { name: 'repo', include: ['scripts/**/*.test.mjs'], environment: 'node', testTimeout: 60_000 },
      },
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(onPostgres ? [] : ['apps/server/src/**/*.postgres.test.ts'])],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // On PGlite one file at a time (each opens a database in memory, ~0.4–0.8 GB). On PostgreSQL each file has
          // a database of its own: files run side by side (scripts/test.mjs gives three workers): 5.4 min for the
          // pass on two cores at a load of 5–6, where one at a time took about ten on a quiet machine.
          fileParallelism: onPostgres,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build-tools/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});

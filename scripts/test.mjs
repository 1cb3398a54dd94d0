import { spawnSync } from 'node:child_process';

/**
 * Every test: unit, component and API on PGlite; the API suite again on PostgreSQL when DATABASE_URL is set;
 * then the Playwright journeys in Chromium. Stops at the first failing step.
 */
const run = (title, command, args, env) => {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
};

run('unit, component and API tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DB: 'pglite' });
if (process.env.DATABASE_URL) {
  run('API tests on PostgreSQL (DATABASE_URL)', 'npx', ['vitest', 'run', '--project', 'server'], {
    TEST_DB: 'postgres',
  });
} else {
  console.log('\nDATABASE_URL is not set: the API suite ran on PGlite only.');
}
run('end-to-end journeys in Chromium', 'node', ['scripts/e2e.mjs']);
console.log('\n✓ every test passed');

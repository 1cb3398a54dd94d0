import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { requireNode } from './node-version.mjs';

requireNode();
console.log(`Tests on Node ${process.versions.node}`);
/**
 * Every test: unit, component and API on PGlite; the API suite again on PostgreSQL when DATABASE_URL is set;
 * then the Playwright journeys in Chromium. Stops at the first failing step; ends with one "N passed, N failed" line.
 */
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-test-'));
const totals = { passed: 0, failed: 0 };

const count = (file, read) => {
  if (!fs.existsSync(file)) return;
  const { passed, failed } = read(JSON.parse(fs.readFileSync(file, 'utf8')));
  totals.passed += passed;
  totals.failed += failed;
};
const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests });
const playwrightCounts = (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky });

const run = (title, command, args, env, report) => {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (report) count(report.file, report.read);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    console.log(`\n${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
};

const vitest = (name, extra, env) => {
  const file = path.join(reports, `${name}.json`);
  return [
    ['vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
    { file, read: vitestCounts },
  ];
};

run('unit, component and API tests (PGlite)', 'npx', ...vitest('pglite', [], { TEST_DB: 'pglite' }));
if (process.env.DATABASE_URL) {
  run(
    'API tests on PostgreSQL (DATABASE_URL)',
    'npx',
    ...vitest('postgres', ['--project', 'server', '--exclude', '**/*.embedded.test.ts', '--maxWorkers=3'], {
      TEST_DB: 'postgres',
    }),
  );
} else {
  console.log('\nDATABASE_URL is not set: the API suite ran on PGlite only.');
}
const e2eReport = path.join(reports, 'e2e.json');
run(
  'end-to-end journeys in Chromium',
  'node',
  ['scripts/e2e.mjs', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  {
    file: e2eReport,
    read: playwrightCounts,
  },
);
fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);

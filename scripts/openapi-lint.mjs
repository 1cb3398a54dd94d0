import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

/**
 * npm run lint:api: builds the app as the tests do (PGlite in memory), writes the OpenAPI document it serves at
 * /api/docs/json to a temporary file and lints it with Redocly's recommended rules (redocly.yaml). Any error fails.
 */
const root = path.resolve(import.meta.dirname, '..');
const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');

register();
const { buildApp } = await import('../apps/server/src/app.ts');
const { openPglite } = await import('../apps/server/src/db/client.ts');

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-openapi-'));
const file = path.join(folder, 'openapi.json');
try {
  const database = await openPglite();
  const app = await buildApp({ database });
  fs.writeFileSync(file, JSON.stringify(app.swagger(), null, 2));
  await app.close();
  await database.close();
  const lint = spawnSync(process.execPath, [redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml')], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = lint.status ?? 1;
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}

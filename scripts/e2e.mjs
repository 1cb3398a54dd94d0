import { spawnSync } from 'node:child_process';
import { findChromium } from './browser.mjs';
import { buildWebIfNeeded } from './web-build.mjs';

buildWebIfNeeded();
const chromium = findChromium();
const env = { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
delete env.DATABASE_URL; // the journeys run on the embedded database, as `npm start` does
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);

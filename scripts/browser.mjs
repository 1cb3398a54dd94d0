import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

/** docs/stack.md trap 10: the flags Chromium needs here, as root, with no network beyond the registries. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser for Playwright: CHROMIUM_PATH, else the machine's /usr/bin/chromium, else Playwright's own Chromium,
 * installed now on a machine that can download it. No browser is an error, never a silent skip.
 */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((file) => fs.existsSync(file));
  if (found) return found;
  console.log('No Chromium on this machine: installing Playwright’s own browser…');
  const result = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      'No browser for the end-to-end tests: install Chromium (apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  return undefined; // Playwright's own
}

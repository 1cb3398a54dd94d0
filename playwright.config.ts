import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS as chromiumArgs } from './scripts/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = path.join(os.tmpdir(), `tradewind-e2e-${process.pid}`);
export const E2E_OPERATOR = { account: 'operator', password: 'operator-e2e-pass' };
export const E2E_DEMO = { account: 'demo', password: 'demo-e2e-pass' };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['iPhone 13'],
    viewport: { width: 375, height: 812 },
    browserName: 'chromium',
    defaultBrowserType: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || undefined, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // As `npm start` runs it: the compiled server, built first when a source is newer.
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    url: `http://localhost:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      OPERATOR_ACCOUNT: E2E_OPERATOR.account,
      OPERATOR_PASSWORD: E2E_OPERATOR.password,
      DEMO_PASSWORD: E2E_DEMO.password,
      // Enough products for Explore to show that a long list keeps the page small (first-screen.spec.ts).
      DEMO_PRODUCTS: '1000',
      LOG_LEVEL: 'warn',
      // Every journey registers its buyers from this one address.
      REGISTRATIONS_PER_IP: '1000',
      // The chain journey's node is anvil on this machine: a loopback endpoint (docs/operations.md).
      RPC_ALLOW_PRIVATE: '1',
    },
  },
});

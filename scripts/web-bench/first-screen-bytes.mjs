import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../browser.mjs';

const builtDist = path.resolve(import.meta.dirname, '../../apps/web/dist');

const gzipSizeOf = (dist, pathname) => {
  const file = path.join(dist, `${pathname}.gz`);
  if (fs.existsSync(file)) return fs.statSync(file).size;
  const plain = path.join(dist, pathname);
  return fs.existsSync(plain) ? fs.statSync(plain).size : 0;
};

/** Resolves once no request but an event stream has been in flight for `quietMs` (Playwright's networkidle, minus streams). */
async function networkQuiet(inFlight, quietMs = 500, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the network was never quiet for ${quietMs} ms within ${timeoutMs} ms`);
}

/**
 * What a 375 px phone downloads for `url` until the screen is complete (the network quiet for 500 ms): every
 * request, and the JavaScript and CSS bytes as they crossed the network (the encoding the server chose, Brotli
 * here), beside the same files' gzip size. `cookies` (name → value) are set for the page's origin first: the
 * buyer's token for a signed-in screen. `dist` is the build the server serves, when it is not apps/web/dist.
 */
export async function measureFirstScreen(url, { cookies = {}, dist = builtDist } = {}) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const origin = new URL(url).origin;
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })));
    const page = await context.newPage();
    const rows = [];
    const pending = [];
    const record = async (request) => {
      const sizes = await request.sizes().catch(() => null);
      const response = await request.response();
      rows.push({
        url: request.url(),
        type: request.resourceType(),
        encoding: (await response?.headerValue('content-encoding')) ?? '',
        bytes: sizes ? sizes.responseBodySize : 0,
      });
    };
    const inFlight = new Set();
    // A signed-in screen keeps its live updates' stream open (decision 030): it never counts as traffic in flight.
    const isStream = (request) => request.url().includes('/api/user/live_events');
    page.on('request', (request) => {
      if (!isStream(request)) inFlight.add(request);
    });
    page.on('requestfinished', (request) => {
      inFlight.delete(request);
      pending.push(record(request));
    });
    page.on('requestfailed', (request) => {
      inFlight.delete(request);
      rows.push({ url: request.url(), type: request.resourceType(), encoding: 'failed', bytes: 0 });
    });
    await page.goto(url, { waitUntil: 'load' });
    await networkQuiet(inFlight);
    await Promise.all(pending);
    const code = rows.filter((row) => row.type === 'script' || row.type === 'stylesheet');
    const pathOf = (row) => new URL(row.url).pathname;
    return {
      url,
      requests: rows.length,
      rows,
      codeFiles: code.length,
      codeBytes: code.reduce((sum, row) => sum + row.bytes, 0),
      codeGzipBytes: code.reduce((sum, row) => sum + gzipSizeOf(dist, pathOf(row)), 0),
    };
  } finally {
    await browser.close();
  }
}

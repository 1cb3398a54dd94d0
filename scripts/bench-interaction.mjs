/**
 * `npm run bench:interaction`: how fast the app answers a tap, in Chromium with its CPU slowed 4× (a mid-range
 * phone), on the built app and a fresh demo database. Two interactions, five times each (INTERACTION_RUNS), medians
 * printed with the machine's load:
 *
 * - on Explore, a tap on the first product card until the product page shows that product's title;
 * - signed in as the demo buyer, on a product page, a tap on "Add to bag" until its confirmation shows.
 *
 * Each time is read inside the page, from the tap's `pointerdown` to the first animation frame in which the
 * element is in the document and visible; the same run reads INP from `web-vitals` (onINP, every change reported).
 * A benchmark, never a test: compare figures of one run on a shared machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';
import { startBuiltServer } from './web-bench/built-server.mjs';
import { signedInBuyer } from './web-bench/buyer.mjs';
import { load, median } from './web-bench/lighthouse.mjs';
import { requireNode } from './node-version.mjs';

requireNode();
const RUNS = Number(process.env.INTERACTION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const webVitals = fs.readFileSync(
  path.resolve(import.meta.dirname, '../node_modules/web-vitals/dist/web-vitals.iife.js'),
  'utf8',
);
/** In the page: web-vitals' INP as it changes, and a clock started by the next tap. */
const probe = `${webVitals}
window.__inp = null;
webVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true });
window.__armTap = () => {
  window.__tapAt = null;
  addEventListener('pointerdown', (event) => { window.__tapAt = event.timeStamp; }, { capture: true, once: true });
};
/** Resolves with the time from the tap to the first frame where \`find()\` answers a visible element. */
window.__untilShown = (find) => new Promise((resolve) => {
  const frame = () => {
    const element = find();
    if (window.__tapAt !== null && element && element.getClientRects().length > 0) {
      resolve(performance.now() - window.__tapAt);
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
});`;

/** One page of a mobile context, the CPU slowed, the probe installed; `run` gets it and answers its figures. */
async function measure(browser, base, cookies, run) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: base })));
    await context.addInitScript(probe);
    const page = await context.newPage();
    page.on('crash', () => console.log('  the page crashed'));
    page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const ms = await run(page);
    // The interaction's event timing entry is reported once its frame is presented.
    await page.waitForFunction(() => window.__inp !== null, null, { timeout: 5000 }).catch(() => undefined);
    const inp = await page.evaluate(() => window.__inp);
    return { ms, inp };
  } finally {
    // A browser that crashed under load must not hide the run's own error.
    await context.close().catch(() => undefined);
  }
}

/** Explore, settled; a tap on the first card; its title on the product page. */
const cardToTitle = (base) => async (page) => {
  await page.goto(`${base}/explore`, { waitUntil: 'networkidle' });
  const link = page.locator('.product-card__link').first();
  await link.waitFor();
  const title = (await link.textContent()).trim();
  await page.evaluate(() => window.__armTap());
  const shown = page.evaluate(
    (wanted) =>
      window.__untilShown(() =>
        document.getElementById('pd-title')?.textContent?.trim() === wanted
          ? document.getElementById('pd-title')
          : null,
      ),
    title,
  );
  await link.tap();
  return shown;
};

/** A product page, settled; a tap on "Add to bag"; the confirmation. */
const addToBag = (base, productId) => async (page) => {
  await page.goto(`${base}/detail/${productId}`, { waitUntil: 'networkidle' });
  const button = page.getByRole('button', { name: 'Add to bag' });
  await button.waitFor();
  await page.evaluate(() => window.__armTap());
  const shown = page.evaluate(() =>
    window.__untilShown(() =>
      [...document.querySelectorAll('.tw-toast')].find((toast) => toast.textContent.includes('Added to your bag')),
    ),
  );
  await button.tap();
  return shown;
};

const server = await startBuiltServer(Number(process.env.BENCH_INTERACTION_PORT ?? 3296));
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const { cookies } = await signedInBuyer(server.base);
  const { list } = (await (await fetch(`${server.base}/api/goods/list?sort=sales&in_stock=1&limit=1`)).json()).data;
  console.log(
    `Chromium, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} runs each, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  const cases = [
    { name: 'tap a card → product title', budget: 500, cookies: {}, run: cardToTitle(server.base) },
    { name: 'Add to bag → confirmation', budget: 200, cookies, run: addToBag(server.base, list[0].id) },
  ];
  // `npm run bench:interaction -- bag` runs only the cases whose name has one of the words given.
  const words = process.argv.slice(2);
  const chosen = cases.filter((c) => words.length === 0 || words.some((w) => c.name.includes(w)));
  for (const { name, budget, cookies: jar, run } of chosen) {
    const results = [];
    const loads = [];
    for (let i = 0; i < RUNS; i += 1) {
      loads.push(load());
      results.push(await measure(browser, server.base, jar, run));
    }
    const ms = median(results.map((r) => r.ms));
    const inps = results.map((r) => r.inp).filter((v) => v !== null);
    console.log(
      `${name.padEnd(30)} median ${Math.round(ms)} ms (budget ${budget}: ${ms <= budget ? 'within' : 'OVER'})` +
        `  INP median ${inps.length ? `${Math.round(median(inps))} ms` : 'not reported'}` +
        `  | runs ${results.map((r) => Math.round(r.ms)).join(', ')} ms; INP ${results.map((r) => (r.inp === null ? '–' : Math.round(r.inp))).join(', ')}; load ${loads.join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

/**
 * `npm run bench:web`: Lighthouse (mobile, its default simulated throttling: a mid-range phone on a slow 4G
 * network) on every buyer route of the built app (web-bench/routes.mjs: a visitor's, then the demo buyer's with
 * the token cookie set), three runs each, medians printed beside the first screen's bytes and requests as
 * `npm run size` counts them, and the machine's load before each route. `npm run bench:web -- /home /detail`
 * measures only the routes named (by the start of their name or path). `--repeat` measures each page twice in one
 * browser profile: a first visit, then a repeat visit with the service worker installed and its caches kept
 * (decision 027). A benchmark, never a test: these machines are shared and noisy, so compare figures of one run
 * side by side.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBuiltServer } from './web-bench/built-server.mjs';
import { measureFirstScreen } from './web-bench/first-screen-bytes.mjs';
import { audit, lighthouse, lighthouseVersion, load, startChromium, summary } from './web-bench/lighthouse.mjs';
import { benchRoutes, pick } from './web-bench/routes.mjs';
import { requireNode } from './node-version.mjs';

requireNode(); // Lighthouse needs Node 22.19 or newer

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const repeat = process.argv.includes('--repeat');
const chosen = process.argv.slice(2).filter((arg) => arg !== '--repeat');
const wrong = chosen.filter((page) => !page.startsWith('/'));
if (wrong.length > 0) {
  console.error(`Pages are paths of the app, such as /home or /detail: not ${wrong.join(', ')}`);
  process.exit(1);
}

/** A first and a repeat visit in one profile: the first installs the service worker; the second keeps it. */
async function firstAndRepeat(url, cookies) {
  const browser = await startChromium();
  try {
    if (cookies) await browser.setCookies(url, cookies);
    const first = lighthouse(url, browser.port, cookies ? ['--disable-storage-reset'] : []);
    // The worker registers once the page is idle and then precaches: give it time to finish before the repeat.
    await sleep(5000);
    const again = lighthouse(url, browser.port, ['--disable-storage-reset']);
    return { first, again };
  } finally {
    await browser.stop();
  }
}

const KB = 1024;
const server = await startBuiltServer(Number(process.env.BENCH_WEB_PORT ?? 3298));
try {
  const routes = pick(await benchRoutes(server.base), chosen);
  // Warm the server's caches and the disk once, outside the measured runs.
  for (const route of routes) await fetch(server.base + route.path);
  console.log(
    `Lighthouse ${lighthouseVersion} mobile, median of ${RUNS} runs, ${os.cpus().length} cores, Node ${process.version}, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
  );
  let worst = { performance: 100, lcp: 0 };
  for (const route of routes) {
    const url = server.base + route.path;
    const before = load();
    if (repeat) {
      const pairs = [];
      for (let run = 0; run < RUNS; run += 1) pairs.push(await firstAndRepeat(url, route.cookies));
      for (const visit of ['first', 'again']) {
        const label = visit === 'first' ? 'first visit ' : 'repeat visit';
        console.log(`${route.name.padEnd(20)} ${label} ${summary(pairs.map((pair) => pair[visit])).line}`);
      }
      continue;
    }
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, { cookies: route.cookies }));
    const { medians, line } = summary(runs);
    const bytes = await measureFirstScreen(url, { cookies: route.cookies });
    worst = { performance: Math.min(worst.performance, medians.performance), lcp: Math.max(worst.lcp, medians.lcp) };
    console.log(
      `${route.name.padEnd(20)} load ${before.padStart(5)}  ${line}` +
        `  | JS+CSS ${(bytes.codeGzipBytes / KB).toFixed(1)} KB gzip, ${bytes.requests} requests`,
    );
    const landed = new URL(runs[0].finalUrl ?? url).pathname;
    if (landed !== new URL(url).pathname) console.log(`${''.padEnd(20)} landed on ${landed}`);
    if (runs[0].lcpElement) console.log(`${''.padEnd(20)} LCP element: ${runs[0].lcpElement.slice(0, 110)}`);
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length > 0) console.log(`${''.padEnd(20)} audits not passed: ${failing.join(', ')}`);
  }
  if (!repeat) {
    console.log(
      `\nworst median: performance ${worst.performance}, LCP ${(worst.lcp / 1000).toFixed(2)} s; load average now ${load()}`,
    );
  }
} finally {
  await server.stop();
}

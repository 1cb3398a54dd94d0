/**
 * `npm run bench:web`: Lighthouse 13 (mobile, its default simulated throttling: a mid-range phone on a slow 4G
 * network) on /home, /explore and /detail/:id of the built app, three runs each, medians printed; then the
 * first screen's bytes and requests as `npm run size` counts them. `npm run bench:web -- /home` measures only the
 * pages named (`/detail` stands for a product on the shelf). `--repeat` measures each page twice in one browser
 * profile: a first visit, then a repeat visit with the service worker installed and its caches kept (Lighthouse's
 * `--disable-storage-reset`; decision 027). A benchmark, never a test: these machines are shared and noisy, so
 * compare figures of one run side by side.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';
import { startBuiltServer, someProductId } from './web-bench/built-server.mjs';
import { measureFirstScreen } from './web-bench/first-screen-bytes.mjs';
import { requireNode } from './node-version.mjs';

requireNode(); // Lighthouse 13 needs Node 22.19 or newer

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');
const lighthouseDir = path.resolve(import.meta.dirname, '../node_modules/lighthouse');
const { version } = JSON.parse(fs.readFileSync(path.join(lighthouseDir, 'package.json'), 'utf8'));
const repeat = process.argv.includes('--repeat');
const chosen = process.argv.slice(2).filter((arg) => arg !== '--repeat');
const wrong = chosen.filter((page) => !page.startsWith('/'));
if (wrong.length > 0) {
  console.error(`Pages are paths of the app, such as /home or /detail: not ${wrong.join(', ')}`);
  process.exit(1);
}
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-lighthouse-'));

/** One Lighthouse run; a run that crashes (it happens on a loaded machine) is tried once more. */
function audit(url, run, extra = [], retried = false) {
  const file = path.join(out, `${run}.json`);
  // On this script's own Node, not whichever `node` the binary's shebang finds first.
  const result = spawnSync(
    process.execPath,
    [
      path.join(lighthouseDir, 'cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices',
      ...extra,
    ],
    { env: { ...process.env, CHROME_PATH: findChromium() }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) {
    if (!retried) return audit(url, run, extra, true);
    throw new Error(`lighthouse failed on ${url}`);
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const metric = (id) => report.audits[id].numericValue;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    failing: ['accessibility', 'best-practices'].flatMap((category) =>
      report.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
        .map((ref) => ref.id),
    ),
  };
}

/**
 * A first and a repeat visit in one Chromium profile that Lighthouse drives through its debugging port: the
 * first run starts from empty storage and installs the service worker; the second keeps it.
 */
async function firstAndRepeat(url, run) {
  const port = Number(process.env.BENCH_DEBUG_PORT ?? 9300) + run;
  const profile = fs.mkdtempSync(path.join(out, 'profile-'));
  const chromium = spawn(
    findChromium(),
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    for (let tries = 0; tries < 50; tries += 1) {
      if (
        await fetch(`http://127.0.0.1:${port}/json/version`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(200);
    }
    const first = audit(url, `first-${run}`, [`--port=${port}`]);
    // The worker registers once the page is idle and then precaches: give it time to finish before the repeat.
    await sleep(5000);
    const again = audit(url, `repeat-${run}`, [`--port=${port}`, '--disable-storage-reset']);
    return { first, again };
  } finally {
    chromium.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const server = await startBuiltServer(Number(process.env.BENCH_WEB_PORT ?? 3298));
try {
  const named = chosen.length > 0 ? chosen : ['/home', '/explore', '/detail'];
  const pages = await Promise.all(
    named.map(async (page) => (page === '/detail' ? `/detail/${await someProductId(server.base)}` : page)),
  );
  // Warm the server's caches and the disk once, outside the measured runs.
  for (const page of pages) await fetch(server.base + page);
  console.log(
    `Lighthouse ${version} mobile, median of ${RUNS} runs, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  if (repeat) {
    for (const page of pages) {
      const pairs = [];
      for (let run = 0; run < RUNS; run += 1) pairs.push(await firstAndRepeat(server.base + page, run));
      for (const visit of ['first', 'again']) {
        const runs = pairs.map((pair) => pair[visit]);
        const m = (key) => median(runs.map((r) => r[key]));
        console.log(
          `${page.padEnd(14)} ${visit === 'first' ? 'first visit ' : 'repeat visit'} performance ${String(m('performance')).padStart(3)}` +
            `  | FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}  SI ${(m('si') / 1000).toFixed(2)} s` +
            `  | runs: ${runs.map((r) => r.performance).join(', ')}`,
        );
      }
    }
  }
  for (const page of repeat ? [] : pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(audit(server.base + page, `${page.replace(/\W/g, '_')}-${run}`));
    const m = (key) => median(runs.map((r) => r[key]));
    const bytes = await measureFirstScreen(server.base + page);
    console.log(
      `${page.padEnd(14)} performance ${String(m('performance')).padStart(3)}  accessibility ${m('accessibility')}  best practices ${m('bestPractices')}` +
        `  | FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}  SI ${(m('si') / 1000).toFixed(2)} s` +
        `  | JS+CSS ${(bytes.codeBytes / 1024).toFixed(1)} KB wire, ${(bytes.codeGzipBytes / 1024).toFixed(1)} KB gzip, ${bytes.requests} requests` +
        `  | runs: ${runs.map((r) => r.performance).join(', ')}`,
    );
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length > 0) console.log(`${''.padEnd(14)} audits not passed: ${failing.join(', ')}`);
  }
} finally {
  await server.stop();
  fs.rmSync(out, { recursive: true, force: true });
}

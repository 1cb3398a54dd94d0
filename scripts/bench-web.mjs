/**
 * `npm run bench:web`: Lighthouse 12 (mobile, its default simulated throttling: a mid-range phone on a slow 4G
 * network) on /home, /explore and /detail/:id of the built app, three runs each, medians printed; then the
 * first screen's bytes and requests as `npm run size` counts them. A benchmark, never a test: these machines are
 * shared and noisy, so compare figures of one run side by side.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';
import { startBuiltServer, someProductId } from './web-bench/built-server.mjs';
import { measureFirstScreen } from './web-bench/first-screen-bytes.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');
const lighthouse = path.resolve(import.meta.dirname, '../node_modules/.bin/lighthouse');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-lighthouse-'));

/** One Lighthouse run; a run that crashes (it happens on a loaded machine) is tried once more. */
function audit(url, run, retried = false) {
  const file = path.join(out, `${run}.json`);
  const result = spawnSync(
    lighthouse,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices',
    ],
    { env: { ...process.env, CHROME_PATH: findChromium() }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) {
    if (!retried) return audit(url, run, true);
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const server = await startBuiltServer(Number(process.env.BENCH_WEB_PORT ?? 3298));
try {
  const pages = ['/home', '/explore', `/detail/${await someProductId(server.base)}`];
  // Warm the server's caches and the disk once, outside the measured runs.
  for (const page of pages) await fetch(server.base + page);
  console.log(`Lighthouse 12 mobile, median of ${RUNS} runs, ${os.cpus().length} cores, Node ${process.version}\n`);
  for (const page of pages) {
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

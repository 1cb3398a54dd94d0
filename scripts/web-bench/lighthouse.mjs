/**
 * One Lighthouse run (mobile, its default simulated throttling) on the repository's Lighthouse, in a Chromium of
 * our own with a fresh profile: the buyer's cookies can be set in it first, and Lighthouse keeps them
 * (`--disable-storage-reset`; the profile is empty, so the visit is a first one all the same).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM_ARGS, findChromium } from '../browser.mjs';

const lighthouseDir = path.resolve(import.meta.dirname, '../../node_modules/lighthouse');
export const lighthouseVersion = JSON.parse(fs.readFileSync(path.join(lighthouseDir, 'package.json'), 'utf8')).version;
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The machine's load average over the last minute, as `uptime` prints it. */
export const load = () => os.loadavg()[0].toFixed(2);

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-lighthouse-'));
process.on('exit', () => fs.rmSync(out, { recursive: true, force: true }));
let nextPort = Number(process.env.BENCH_DEBUG_PORT ?? 9300);

/** Sends one DevTools command to the browser and waits for its answer. */
async function browserCommand(port, method, params) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  try {
    return await new Promise((resolve, reject) => {
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data));
        if (message.id !== 1) return;
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    socket.close();
  }
}

/** A Chromium with a fresh profile on a debugging port, for Lighthouse to drive; `stop` ends it. */
export async function startChromium() {
  const port = nextPort++;
  const profile = fs.mkdtempSync(path.join(out, 'profile-'));
  const chromium = spawn(
    findChromium(),
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error('Chromium did not open its debugging port');
    await sleep(200);
  }
  const setCookies = (url, cookies) =>
    browserCommand(port, 'Storage.setCookies', {
      cookies: Object.entries(cookies).map(([name, value]) => ({ name, value, url: new URL(url).origin })),
    });
  const stop = async () => {
    chromium.kill();
    await new Promise((resolve) => (chromium.exitCode !== null ? resolve() : chromium.once('exit', resolve)));
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { port, setCookies, stop };
}

/** Lighthouse on `url` in the Chromium on `port`; a run that crashes (it happens on a loaded machine) is tried again. */
export function lighthouse(url, port, extra = [], retried = false) {
  const file = path.join(out, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  // On this script's own Node, not whichever `node` the binary's shebang finds first.
  const result = spawnSync(
    process.execPath,
    [
      path.join(lighthouseDir, 'cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--port=${port}`,
      '--only-categories=performance,accessibility,best-practices',
      ...extra,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) {
    if (!retried) return lighthouse(url, port, extra, true);
    throw new Error(`lighthouse failed on ${url}`);
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.rmSync(file, { force: true });
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
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
    failing: ['accessibility', 'best-practices'].flatMap((category) =>
      report.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
        .map((ref) => ref.id),
    ),
  };
}

/** A first visit to `url` in a fresh profile, with `cookies` set for its origin (the buyer's token, say). */
export async function audit(url, { cookies = {} } = {}) {
  const browser = await startChromium();
  try {
    if (Object.keys(cookies).length > 0) await browser.setCookies(url, cookies);
    return lighthouse(url, browser.port, ['--disable-storage-reset']);
  } finally {
    await browser.stop();
  }
}

/** The medians of runs, and the line bench:web prints for them. */
export function summary(runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  return {
    medians: {
      performance: m('performance'),
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      si: m('si'),
    },
    line:
      `performance ${String(m('performance')).padStart(3)}  accessibility ${String(m('accessibility')).padStart(3)}  best practices ${String(m('bestPractices')).padStart(3)}` +
      `  | FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${String(Math.round(m('tbt'))).padStart(4)} ms  CLS ${m('cls').toFixed(3)}  SI ${(m('si') / 1000).toFixed(2)} s` +
      `  | runs: ${runs.map((r) => r.performance).join(', ')}; LCP ${runs.map((r) => Math.round(r.lcp)).join(', ')} ms`,
  };
}

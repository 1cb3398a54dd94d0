/**
 * `npm run bench:web:compare -- <other> [routes…]`: Lighthouse mobile on the same routes of this build and of
 * another storefront, interleaved run by run (A, B, then B, A…) so a loaded machine weighs on both alike; medians
 * of three (LIGHTHOUSE_RUNS), the ratio of the medians, and the machine's load before each pair. Only ratios
 * mean anything on a shared machine. The other side is one of:
 *
 * - `--before <server main.js>:<web dist folder>`: an earlier build of Tradewind (the compiled server must sit
 *   in a folder of apps/server, e.g. apps/server/dist-before/main.js, to find its SQL and texts), on a fresh demo
 *   database like this one;
 * - `--peer <folder>`: another storefront, built in that folder (its code stays out of this repository), with a
 *   `bench-peer.json` there: `{ "start": "<shell command that serves it>", "url": "http://localhost:4000",
 *   "pages": { "/explore": "/collections/computers", "/detail/:id": "/products/laptop/",
 *   "/searchs?keyword=": "/search?q=laptop" } }`, keyed by our route names (web-bench/routes.mjs). Only the
 *   routes it names are compared. When `url` already answers, nothing is started.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBuiltServer } from './web-bench/built-server.mjs';
import { audit, lighthouseVersion, load, summary } from './web-bench/lighthouse.mjs';
import { benchRoutes, pick } from './web-bench/routes.mjs';
import { requireNode } from './node-version.mjs';

requireNode();
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const beforeSpec = option('--before');
const peerDir = option('--peer');
const signedIn = !args.includes('--visitor');
const chosen = args.filter((arg) => arg.startsWith('/'));
if (!beforeSpec === !peerDir) {
  console.error('Name the other side: --before <server main.js>:<web dist> or --peer <folder>');
  process.exit(1);
}

const answers = async (url) =>
  fetch(url).then(
    (r) => r.status < 500,
    () => false,
  );

/** The peer, served from its folder by its own command unless it answers already. */
async function startPeer(dir) {
  const config = JSON.parse(fs.readFileSync(path.join(dir, 'bench-peer.json'), 'utf8'));
  let child;
  if (!(await answers(config.url))) {
    child = spawn(config.start, { cwd: dir, shell: true, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    const deadline = Date.now() + 180_000;
    while (!(await answers(config.url))) {
      if (Date.now() > deadline) throw new Error(`the peer did not answer at ${config.url} within 3 minutes`);
      await sleep(500);
    }
  }
  return {
    label: path.basename(path.resolve(dir)),
    base: config.url.replace(/\/$/, ''),
    pathOf: (route) => config.pages[route.name],
    stop: async () => {
      if (child) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

const beforeBuild = beforeSpec?.split(':').map((p) => path.resolve(p));
// Both servers seed their demo databases at once.
const started = await Promise.allSettled([
  startBuiltServer(Number(process.env.BENCH_WEB_PORT ?? 3298)),
  beforeBuild &&
    startBuiltServer(Number(process.env.BENCH_BEFORE_PORT ?? 3297), { main: beforeBuild[0], webDist: beforeBuild[1] }),
]);
const failed = started.find((result) => result.status === 'rejected');
if (failed) {
  await Promise.all(started.map((result) => result.status === 'fulfilled' && result.value?.stop()));
  throw failed.reason;
}
const [ours, server] = started.map((result) => result.value);
let other;
try {
  if (server) {
    const theirs = new Map((await benchRoutes(server.base, { signedIn })).map((route) => [route.name, route]));
    other = {
      label: 'before',
      base: server.base,
      pathOf: (route) => theirs.get(route.name)?.path,
      cookiesOf: (route) => theirs.get(route.name)?.cookies,
      stop: server.stop,
    };
  } else {
    other = await startPeer(peerDir);
  }
  const routes = pick(await benchRoutes(ours.base, { signedIn: signedIn && Boolean(beforeSpec) }), chosen).filter(
    (route) => other.pathOf(route),
  );
  for (const route of routes) {
    await fetch(ours.base + route.path);
    await fetch(other.base + other.pathOf(route));
  }
  console.log(
    `Lighthouse ${lighthouseVersion} mobile, ${RUNS} interleaved runs per side, ${os.cpus().length} cores, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; "this" is the working tree's build, "${other.label}" the other\n`,
  );
  for (const route of routes) {
    const mine = [];
    const theirs = [];
    const loads = [];
    for (let run = 0; run < RUNS; run += 1) {
      loads.push(load());
      const a = () => audit(ours.base + route.path, { cookies: route.cookies }).then((r) => mine.push(r));
      const b = () =>
        audit(other.base + other.pathOf(route), { cookies: other.cookiesOf?.(route) }).then((r) => theirs.push(r));
      // Each side goes first in every other run.
      if (run % 2 === 0) await a().then(b);
      else await b().then(a);
    }
    const m = summary(mine);
    const t = summary(theirs);
    console.log(`${route.name}  (load ${loads.join(', ')})`);
    console.log(`  this    ${m.line}`);
    console.log(`  ${other.label.padEnd(7)} ${t.line}`);
    console.log(
      `  LCP this / ${other.label}: ${(m.medians.lcp / t.medians.lcp).toFixed(2)}; ` +
        `performance ${m.medians.performance} vs ${t.medians.performance}`,
    );
  }
} finally {
  await other?.stop();
  await ours.stop();
}

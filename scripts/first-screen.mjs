/**
 * `npm run size`: what a phone downloads for the first screens of /home, /explore and /detail/:id, counted as it
 * crosses the network (docs/architecture.md §9: /home ≤ 125 KB of JavaScript and CSS and ≤ 20 requests; /explore and /detail
 * ≤ 150 KB). Serves the built app on a fresh demo database, loads each page in Chromium at 375 px and counts
 * every request until the network is quiet. Exits 1 when a budget is passed.
 */
import { startBuiltServer, someProductId } from './web-bench/built-server.mjs';
import { measureFirstScreen } from './web-bench/first-screen-bytes.mjs';

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const server = await startBuiltServer(Number(process.env.SIZE_PORT ?? 3299));
let overBudget = false;
try {
  const pages = [
    { path: '/home', budget: 125 * KB, requests: 20 },
    { path: '/explore', budget: 150 * KB, requests: 20 },
    { path: `/detail/${await someProductId(server.base)}`, budget: 150 * KB, requests: 20 },
  ];
  for (const { path, budget, requests } of pages) {
    const result = await measureFirstScreen(server.base + path);
    if (process.argv.includes('--files')) {
      for (const row of result.rows)
        console.log(
          `  ${String(row.bytes).padStart(7)} B  ${row.encoding.padEnd(4)} ${row.type.padEnd(10)} ${new URL(row.url).pathname}`,
        );
    }
    const ok = result.codeGzipBytes <= budget && result.codeBytes <= budget && result.requests <= requests;
    overBudget ||= !ok;
    console.log(
      `${path.padEnd(14)} JS+CSS ${kb(result.codeBytes)} on the wire (${result.codeFiles} files), ${kb(result.codeGzipBytes)} as gzip; ` +
        `${result.requests} requests in all — budget ${kb(budget)}, ${requests} requests: ${ok ? 'within' : 'OVER'}`,
    );
  }
} finally {
  await server.stop();
}
process.exitCode = overBudget ? 1 : 0;

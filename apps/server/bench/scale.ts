import { randomBytes } from 'node:crypto';
import { startHaproxy } from '../src/test/haproxy.js';
import { benchMixed } from './mixed.js';
import { startServer } from './server-process.js';

/**
 * The mixed buyer load against one process, then against three behind HAProxy configured as docs/operations.md
 * says, on one PostgreSQL database seeded once. On one machine the three processes share its cores with
 * PostgreSQL, HAProxy and the load generator: the ratio says what a second and third process cost or give here.
 */
export async function benchScale(options: {
  port: number;
  databaseUrl: string;
  products: number;
  seconds: number;
  buyers: number;
}) {
  const { port, databaseUrl, seconds, buyers } = options;
  // One key for all: without them each process would make its own, and a payment code set on one fails on another.
  const env = { CARD_KEY: randomBytes(32).toString('hex'), PAY_CODE_KEY: randomBytes(32).toString('hex') };
  const single = await startServer({ port, databaseUrl, products: options.products, env });
  let one: Awaited<ReturnType<typeof benchMixed>>;
  try {
    one = await benchMixed(single.base, seconds, buyers, 'scaleone');
  } finally {
    await single.stop();
  }
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    for (const n of [1, 2, 3]) servers.push(await startServer({ port: port + n, databaseUrl, env }));
    const haproxy = await startHaproxy(servers.map((server) => server.base));
    try {
      return { one, three: await benchMixed(haproxy.base, seconds, buyers, 'scalethree') };
    } finally {
      await haproxy.stop();
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}

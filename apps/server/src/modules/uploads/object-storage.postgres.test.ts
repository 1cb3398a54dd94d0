import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFiles, imageUrl } from '../../seed/catalogue/images.js';
import { buildTestApp } from '../../test/build.js';
import { startS3Server } from '../../test/s3-server.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { operatorOf, pngBytes, seedNetworks, walletBuyer } from '../../test/wallet.js';

/**
 * decision 029, as deployed: two real server processes (`src/main.ts`, configured by the environment alone) on one
 * PostgreSQL database and one bucket of an S3-compatible store that this file starts. PostgreSQL only: two
 * processes cannot share a PGlite folder. The in-process app only opens accounts on the same database.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let db: Awaited<ReturnType<typeof buildTestApp>>;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
let baseA: string;
let baseB: string;

function startWithBucket() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-s3-process-'));
  dataDirs.push(dataDir);
  const server = startServerProcess({
    DATABASE_URL: db.url!,
    DATA_DIR: dataDir,
    DEMO_PRODUCTS: '1',
    DEMO_ACTIVITY: '0',
    LOG_LEVEL: 'info',
    ...s3.environment,
    CARD_KEY: cardKey,
    PAY_CODE_KEY: payCodeKey,
  });
  servers.push(server);
  return server.base;
}
const cardKey = randomBytes(32).toString('hex');
const payCodeKey = randomBytes(32).toString('hex');

beforeAll(async () => {
  s3 = await startS3Server();
  db = await buildTestApp();
  // A first, so that it is the one that seeds the demo catalogue and writes its pictures to the bucket.
  baseA = await startWithBucket();
  baseB = await startWithBucket();
}, 180_000);
afterAll(async () => {
  for (const server of servers) {
    server.kill('SIGTERM');
    await server.exited;
  }
  await db?.close();
  await s3?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('two server processes on one bucket', () => {
  it('an evidence picture uploaded through process A is shown by process B, byte for byte, with nosniff', async () => {
    const networkId = (await seedNetworks(db.database))[0]!.id;
    const buyer = await walletBuyer(db.app, db.database);
    const picture = await pngBytes(40, 30);
    const uploaded = await fetch(`${baseA}/api/common/upload`, {
      method: 'POST',
      headers: { token: buyer.token, 'content-type': 'image/png' },
      body: new Uint8Array(picture),
    });
    expect(uploaded.status).toBe(200);
    const evidence = ((await uploaded.json()) as { data: { url: string } }).data.url;

    const recharge = await fetch(`${baseB}/api/user/recharge`, {
      method: 'POST',
      headers: { token: buyer.token, 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'chain',
        amount: '20.00',
        network_id: networkId,
        address: 'TXsenderAddress123',
        evidence,
      }),
    });
    expect(recharge.status).toBe(200);
    const operator = await operatorOf(db.app, db.database);
    const queue = await fetch(`${baseB}/api/admin/recharges?status=0&account=${buyer.account}`, {
      headers: { token: operator.token },
    });
    const list = ((await queue.json()) as { data: { list: { evidence: string }[] } }).data.list;
    expect(list.map((row) => row.evidence)).toEqual([evidence]);

    // The buyer's own evidence, private to them and the operator (decision 036).
    const asBuyer = { headers: { token: buyer.token } };
    const [fromA, fromB] = await Promise.all([
      fetch(`${baseA}${evidence}`, asBuyer),
      fetch(`${baseB}${evidence}`, asBuyer),
    ]);
    expect((await fetch(`${baseB}${evidence}`)).status).toBe(404);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fromB.headers.get('content-type')).toBe('image/png');
    const [bytesA, bytesB] = [Buffer.from(await fromA.arrayBuffer()), Buffer.from(await fromB.arrayBuffer())];
    expect(bytesB.equals(bytesA)).toBe(true);
  });

  it("the catalogue's pictures that A's first start wrote to the bucket are served by B", async () => {
    const logo = await fetch(`${baseB}${imageUrl(imageFiles.shopLogo(0))}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
  });

  it('each process stops cleanly, having named the bucket in its log and never the secret key', async () => {
    for (const server of servers) server.kill('SIGTERM');
    const [a, b] = await Promise.all(servers.map((server) => server.exited));
    expect(a!.stdout).toContain(`pictures written to the S3 bucket ${s3.settings.bucket} at ${s3.settings.endpoint}`);
    for (const { code, stdout, stderr } of [a!, b!]) {
      expect(code).toBe(0);
      expect(stdout + stderr).not.toContain(s3.settings.secretAccessKey);
    }
  });
});

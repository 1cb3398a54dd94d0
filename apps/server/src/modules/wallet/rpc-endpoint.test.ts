import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@tradewind/contract';
import { buildApp, type App } from '../../app.js';
import { networks } from '../../db/schema/index.js';
import { call } from '../../test/api.js';
import { useTestApp } from '../../test/build.js';
import { operatorOf, walletBuyer } from '../../test/wallet.js';
import { isPublicAddress, rpcFetch } from './rpc-endpoint.js';

/**
 * docs/operations.md, RPC_ALLOW_PRIVATE: the server calls only public JSON-RPC endpoints, judged by the addresses
 * it connects to, never follows a redirect, and takes no endpoint with credentials in it. The app here refuses
 * private addresses, as the product does by default; a second one on the same database allows them.
 */
const t = useTestApp();
let operator: string;
let allowing: App;

/** A local HTTP server that counts what reaches it and answers each request with `answer`. */
async function localServer(answer: (res: http.ServerResponse) => void) {
  const server = http.createServer((_req, res) => {
    hits.count += 1;
    answer(res);
  });
  const hits = { count: 0 };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { port, hits };
}
const servers: http.Server[] = [];

beforeAll(async () => {
  operator = (await operatorOf(t.app, t.database)).token;
  allowing = await buildApp({ database: t.database, allowPrivateRpc: true });
});
afterAll(async () => {
  await allowing.close();
  for (const server of servers) server.close();
});

const save = (app: App, rpcUrl: string, name = `Net ${Math.random()}`) =>
  call(app, 'POST', '/api/admin/network_save', {
    token: operator,
    body: {
      name,
      address: '0x1111111111111111111111111111111111111111',
      address_format: 'evm',
      enabled: true,
      rpc_url: rpcUrl,
      token_contract: '0x2222222222222222222222222222222222222222',
      token_decimals: 18,
      confirmations: 1,
    },
  });
const en = (key: string) => translate('en', key);

describe('which addresses are public', () => {
  it('knows loopback, private, link-local, reserved and their IPv6 forms', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['1.1.1.1', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('an RPC endpoint the operator saves', () => {
  it('is refused on a loopback, private or link-local address, by its literal host or by what its name resolves to', async () => {
    for (const url of [
      'http://127.0.0.1:8545',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.5:8545',
      'http://[::1]:8545',
      'http://[::ffff:127.0.0.1]:8545',
      'http://0.0.0.0:8545',
      'http://localhost:8545',
    ]) {
      const res = await save(t.app, url);
      expect(res.status, url).toBe(400);
      expect(res.body.fields, url).toEqual({ rpc_url: en('validation.rpcUrlPrivate') });
    }
    const unknown = await save(t.app, 'http://no-such-node.invalid/rpc');
    expect(unknown.body.fields).toEqual({ rpc_url: en('validation.rpcUrlUnknown') });
  });

  it('is refused with a user name or password in it, whatever the setting', async () => {
    for (const app of [t.app, allowing]) {
      const res = await save(app, 'https://user:secret@1.1.1.1/rpc');
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ rpc_url: en('validation.rpcUrlCredentials') });
    }
  });

  it('is taken on a public address, and on a private one where RPC_ALLOW_PRIVATE allows it', async () => {
    expect((await save(t.app, 'https://1.1.1.1/rpc')).status).toBe(200);
    expect((await save(allowing, 'http://127.0.0.1:8545')).status).toBe(200);
  });
});

describe('calling an endpoint', () => {
  const rpcBody = { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}' };

  it('never connects to a private address, however the endpoint names it, unless allowed', async () => {
    const node = await localServer((res) => res.end('{"jsonrpc":"2.0","id":1,"result":"0x1"}'));
    for (const host of ['127.0.0.1', 'localhost']) {
      await expect(rpcFetch({ allowPrivate: false })(`http://${host}:${node.port}/`, rpcBody)).rejects.toThrow();
    }
    expect(node.hits.count).toBe(0);
    const allowed = await rpcFetch({ allowPrivate: true })(`http://127.0.0.1:${node.port}/`, rpcBody);
    expect(await allowed.json()).toMatchObject({ result: '0x1' });
    expect(node.hits.count).toBe(1);
  });

  it('never follows a redirect: the answer is the 302 itself, and where it points is never asked', async () => {
    const target = await localServer((res) => res.end('{"jsonrpc":"2.0","id":1,"result":"0x1"}'));
    const redirector = await localServer((res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${target.port}/` });
      res.end();
    });
    const answer = await rpcFetch({ allowPrivate: true })(`http://127.0.0.1:${redirector.port}/`, rpcBody);
    expect(answer.status).toBe(302);
    expect(redirector.hits.count).toBe(1);
    expect(target.hits.count).toBe(0);

    // As a buyer's pasted hash makes the server ask it: the chain is unavailable, and the target still unasked.
    const saved = await save(allowing, `http://127.0.0.1:${redirector.port}/`);
    const buyer = await walletBuyer(allowing, t.database);
    const res = await call(allowing, 'POST', '/api/user/recharge', {
      token: buyer.token,
      body: { method: 'chain', network_id: saved.body.data.id, tx_hash: `0x${'cd'.repeat(32)}` },
    });
    expect(res.body).toMatchObject({ error: 'CHAIN_UNAVAILABLE' });
    expect(redirector.hits.count).toBeGreaterThan(1);
    expect(target.hits.count).toBe(0);
  });

  it('a network saved before with a private endpoint is never called: a pasted hash finds the chain unavailable', async () => {
    const node = await localServer((res) => res.end('{"jsonrpc":"2.0","id":1,"result":null}'));
    const [network] = await t.database.db
      .insert(networks)
      .values({
        name: 'Old private node',
        address: '0x1111111111111111111111111111111111111111',
        addressFormat: 'evm',
        enabled: true,
        rpcUrl: `http://localhost:${node.port}/`,
        tokenContract: '0x2222222222222222222222222222222222222222',
        tokenDecimals: 18,
        confirmations: 1,
      })
      .returning();
    const buyer = await walletBuyer(t.app, t.database);
    const res = await call(t.app, 'POST', '/api/user/recharge', {
      token: buyer.token,
      body: { method: 'chain', network_id: network!.id, tx_hash: `0x${'ab'.repeat(32)}` },
    });
    expect(res.body).toMatchObject({ error: 'CHAIN_UNAVAILABLE' });
    expect(node.hits.count).toBe(0);
  });
});

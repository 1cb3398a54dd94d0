import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import {
  balanceOf,
  destinationsReady,
  expectLedgerHolds,
  PAY_CODE,
  seedNetworks,
  walletBuyer,
} from '../../test/wallet.js';

/** docs/product.md §5: an on-chain withdrawal's address is one its network can have, checked before anything is held. */
const t = useTestApp();
const ready = destinationsReady(t);
const network: Record<string, number> = {};
beforeAll(async () => {
  for (const row of await seedNetworks(t.database)) network[row.name] = row.id;
});

const withdraw = async (token: string, networkName: string, address: string, extra: Record<string, unknown> = {}) => {
  const body = {
    type: 'chain',
    amount: '12',
    pay_password: PAY_CODE,
    network_id: network[networkName],
    address,
    ...extra,
  };
  await ready(token, body);
  return call(t.app, 'POST', '/api/user/extract', { token, body });
};

describe('the address of an on-chain withdrawal', () => {
  it('is refused, named and explained, when its network cannot have it; nothing is held', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    const cases: [string, string, string][] = [
      ['TRC20', 'hello-not-an-address', 'Enter a TRON address: T followed by 33 letters and digits'],
      ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'This address fails its checksum: copy it again, whole'],
      [
        'TRC20',
        '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        'Enter a TRON address: T followed by 33 letters and digits',
      ],
      ['ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'Enter an address of 0x followed by 40 hexadecimal characters'],
      [
        'Polygon',
        '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
        'This address fails its checksum: copy it again, whole',
      ],
      ['Solana', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'Enter a Solana address: 32 to 44 letters and digits'],
    ];
    for (const [name, address, message] of cases) {
      const res = await withdraw(buyer.token, name, address);
      expect(res.status, `${name} ${address}`).toBe(400);
      expect(res.body.fields, `${name} ${address}`).toEqual({ address: message });
    }
    expect(await balanceOf(t.database, buyer.id)).toBe(50_000);
    const log = await call(t.app, 'GET', '/api/user/extract_log', { token: buyer.token });
    expect(log.body.data.total).toBe(0);
  });

  it('in the buyer’s language', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    const res = await call(t.app, 'POST', '/api/user/extract', {
      token: buyer.token,
      lang: 'tr',
      body: { type: 'chain', amount: '12', pay_password: PAY_CODE, network_id: network.TRC20, address: 'T1234567890' },
    });
    expect(res.body.fields).toEqual({ address: 'Bir TRON adresi girin: T ve ardından 33 harf ve rakam' });
  });

  it('is checked before the payment code, so a bad address spends none of its tries', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    for (let i = 0; i < 6; i += 1) {
      const res = await withdraw(buyer.token, 'TRC20', 'hello-not-an-address', { pay_password: '999999' });
      expect(res.body.error).toBe('VALIDATION');
    }
    const right = await withdraw(buyer.token, 'TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(right.status).toBe(200);
  });

  it('one of the network’s own is held at once: TRON, EVM in one case or its EIP-55 spelling, Solana', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    const good: [string, string][] = [
      ['TRC20', ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t '],
      ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
      ['Polygon', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'],
      ['Solana', '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy'],
    ];
    for (const [name, address] of good) expect((await withdraw(buyer.token, name, address)).status, name).toBe(200);
    expect(await balanceOf(t.database, buyer.id)).toBe(50_000 - 4 * 1_200);
    await expectLedgerHolds(t.database);
  });
});

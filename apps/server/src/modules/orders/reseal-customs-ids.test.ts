import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { useTestApp } from '../../test/build.js';
import { ADDRESS, addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { walletBuyer } from '../../test/wallet.js';
import { resealCustomsIds } from './reseal-customs-ids.js';

const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
const t = useTestApp({ cardKey: oldKey });
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
});

describe('card key rotation, for customs IDs (decision 041)', () => {
  it('seals every customs ID again, on the address and in the order’s copy; the old key opens none after', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const pccc = 'P500012345234';
    await addAddress(t.app, buyer.token, { ...ADDRESS, country: 'KR', postal_code: '04038', customs_id: pccc });
    await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);

    expect(await resealCustomsIds(t.database.db, createSecretBox(newKey, [oldKey]))).toBe(2);

    const [address] = await t.database.db.select({ cipher: addresses.customsIdCipher }).from(addresses);
    const [order] = await t.database.db.select({ address: orders.address }).from(orders);
    const after = createSecretBox(newKey);
    const sealed = [address!.cipher!, order!.address.customs_id_cipher!];
    expect(sealed.map((cipher) => after.open(cipher))).toEqual([pccc, pccc]);
    for (const cipher of sealed) expect(() => createSecretBox(oldKey).open(cipher)).toThrow();
    expect(order!.address.customs_id_masked).toBe('P•••••••••234');
  });
});

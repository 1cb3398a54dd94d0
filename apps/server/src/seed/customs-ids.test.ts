import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addressShapeErrors } from '@tradewind/contract/addresses';
import { CUSTOMS_ID_KINDS, customsIdError, customsIdKindOf } from '@tradewind/contract/customs-ids';
import { createSecretBox } from '../lib/secret-box.js';
import { DEMO_SHOPPERS } from './activity/shoppers.js';
import { createRandom } from './catalogue/random.js';
import { madeUpCustomsId } from './customs-ids.js';
import { pastShoppers } from './history/past-shoppers.js';

describe('the demo’s customs IDs and postal codes (decision 041)', () => {
  it('makes up IDs of every kind whose check digits hold', () => {
    for (const kind of CUSTOMS_ID_KINDS) {
      for (let n = 0; n < 300; n += 1)
        expect(customsIdError(kind, madeUpCustomsId(kind, n)), `${kind} ${n}`).toBeNull();
    }
  });

  it('gives the demo shoppers addresses their countries take, with an ID where customs need one', () => {
    for (const { address } of DEMO_SHOPPERS) {
      expect(addressShapeErrors(address), address.country).toEqual({});
      expect(Boolean(address.customs_id), address.country).toBe(customsIdKindOf(address.country) !== null);
    }
  });

  it('gives past shoppers theirs, sealed with the server’s box', () => {
    const box = createSecretBox(randomBytes(32));
    const shoppers = pastShoppers(createRandom(7), box);
    for (const { address } of shoppers) {
      const customsId = address.customs_id_cipher && box.open(address.customs_id_cipher);
      expect(addressShapeErrors({ ...address, customs_id: customsId }), address.country).toEqual({});
      expect(customsId !== null, address.country).toBe(customsIdKindOf(address.country) !== null);
    }
    expect(new Set(shoppers.filter((s) => s.address.customs_id_cipher).map((s) => s.address.country))).toEqual(
      new Set(['KR', 'TR', 'TW', 'CN']),
    );
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withdrawAccounts, withdrawals } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { useTestApp } from '../../test/build.js';
import { walletBuyer } from '../../test/wallet.js';
import { resealCards } from './reseal-cards.js';

const t = useTestApp();

describe('card key rotation', () => {
  it('seals every stored card number again under the new key; the old key opens none of them after', async () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const before = createSecretBox(oldKey);
    const buyer = await walletBuyer(t.app, t.database);
    const cards = ['4111111111111111', '5555555555554444'];
    await t.database.db.insert(withdrawAccounts).values(
      cards.map((card) => ({
        userId: buyer.id,
        type: 'bank' as const,
        cardCipher: before.seal(card),
        cardLast4: card.slice(-4),
        fingerprint: card.slice(-4),
      })),
    );
    await t.database.db.insert(withdrawals).values({
      userId: buyer.id,
      type: 'bank',
      amountCents: 1000,
      feeCents: 100,
      arrivalCents: 900,
      cardCipher: before.seal(cards[0]!),
    });

    expect(await resealCards(t.database.db, createSecretBox(newKey, [oldKey]))).toBe(3);

    const after = createSecretBox(newKey);
    const stored = [
      ...(await t.database.db.select({ cipher: withdrawAccounts.cardCipher }).from(withdrawAccounts)),
      ...(await t.database.db.select({ cipher: withdrawals.cardCipher }).from(withdrawals)),
    ];
    expect(stored.map((row) => after.open(row.cipher!))).toEqual([...cards, cards[0]]);
    for (const row of stored) expect(() => before.open(row.cipher!)).toThrow();
  });
});

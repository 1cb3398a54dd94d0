import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { balanceOf, expectLedgerHolds, walletBuyer } from '../../test/wallet.js';
import { SoftwareAuthenticator } from '../../test/software-authenticator.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let fixture: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  t = await buildTestApp();
  fixture = await insertOrderFixture(t.database);
});
afterAll(() => t.close());

const post = (url: string, token: string | undefined, body?: unknown) => call(t.app, 'POST', url, { token, body });

/** A buyer who added a passkey of `authenticator` through the API, named `name`. */
async function addPasskey(token: string, authenticator: SoftwareAuthenticator, name = 'Phone') {
  const options = await post('/api/user/passkey_register_options', token);
  expect(options.status).toBe(200);
  return post('/api/user/passkey_register', token, { name, credential: authenticator.create(options.body.data) });
}

async function signIn(authenticator: SoftwareAuthenticator, sign = (o: { challenge: string }) => authenticator.get(o)) {
  const options = await post('/api/user/passkey_login_options', undefined);
  expect(options.body.data.allowCredentials ?? []).toEqual([]);
  return post('/api/user/passkey_login', undefined, { credential: sign(options.body.data) });
}

describe('passkeys', () => {
  it('a buyer adds a named passkey, sees it listed, and signs in with it alone', async () => {
    const buyer = await registerBuyer(t.app);
    const authenticator = new SoftwareAuthenticator();
    const added = await addPasskey(buyer.token, authenticator, 'Work laptop');
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('Passkey added');
    const list = await call(t.app, 'GET', '/api/user/passkeys', { token: buyer.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: added.body.data.id, name: 'Work laptop', last_used_at: null }),
    ]);

    const signedIn = await signIn(authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.userinfo.account).toBe(buyer.account);
    const me = await call(t.app, 'GET', '/api/user/getUserInfo', { token: signedIn.body.data.userinfo.token });
    expect(me.body.data.id).toBe(buyer.id);
    const after = await call(t.app, 'GET', '/api/user/passkeys', { token: buyer.token });
    expect(after.body.data[0].last_used_at).not.toBeNull();
  });

  it('refuses a replayed counter (a cloned authenticator), a reused challenge and another origin', async () => {
    const buyer = await registerBuyer(t.app);
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(buyer.token, authenticator);
    expect((await signIn(authenticator)).status).toBe(200);
    const used = authenticator.passkeys[0]!.counter;
    const replayed = await signIn(authenticator, (o) => authenticator.get(o, { counter: used }));
    expect(replayed.status).toBe(400);
    expect(replayed.body.error).toBe('PASSKEY_REPLAYED');

    const options = await post('/api/user/passkey_login_options', undefined);
    const answer = authenticator.get(options.body.data);
    expect((await post('/api/user/passkey_login', undefined, { credential: answer })).status).toBe(200);
    const again = await post('/api/user/passkey_login', undefined, { credential: answer });
    expect(again.body.error).toBe('PASSKEY_EXPIRED');

    const elsewhere = new SoftwareAuthenticator('https://evil.example');
    const registerOptions = await post('/api/user/passkey_register_options', buyer.token);
    const foreign = await post('/api/user/passkey_register', buyer.token, {
      name: 'Phishing',
      credential: elsewhere.create(registerOptions.body.data),
    });
    expect(foreign.body.error).toBe('PASSKEY_FAILED');
  });

  it('refuses an authenticator that did not verify the user', async () => {
    const buyer = await registerBuyer(t.app);
    const noPin = new SoftwareAuthenticator('http://localhost:3000', 'localhost', false);
    const added = await addPasskey(buyer.token, noPin);
    expect(added.body.error).toBe('PASSKEY_FAILED');
    expect((await call(t.app, 'GET', '/api/user/passkeys', { token: buyer.token })).body.data).toEqual([]);
  });

  it('a removed passkey signs in no more, and another buyer cannot remove one', async () => {
    const owner = await registerBuyer(t.app);
    const other = await registerBuyer(t.app);
    const authenticator = new SoftwareAuthenticator();
    const added = await addPasskey(owner.token, authenticator);
    const id = added.body.data.id as number;

    const stranger = await post('/api/user/passkey_remove', other.token, { id });
    expect(stranger.status).toBe(404);
    expect((await call(t.app, 'GET', '/api/user/passkeys', { token: owner.token })).body.data).toHaveLength(1);

    const removed = await post('/api/user/passkey_remove', owner.token, { id });
    expect(removed.body.msg).toBe('Passkey removed');
    const refused = await signIn(authenticator);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('PASSKEY_UNKNOWN');
  });

  it('pays an order with a passkey in place of the payment code, once, and the ledger holds', async () => {
    const buyer = await walletBuyer(t.app, t.database, 100_000);
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(buyer.token, authenticator);
    await addAddress(t.app, buyer.token);
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: fixture.sku.keyboard.id, quantity: 1 }]);
    const orderId = placed.orders[0]!.id;
    const total = placed.total_cents;

    const options = await post('/api/user/passkey_confirm_options', buyer.token);
    expect(options.body.data.allowCredentials).toHaveLength(1);
    const passkey = authenticator.get(options.body.data);
    const paid = await call(t.app, 'POST', '/api/order/pay', {
      token: buyer.token,
      body: { order_ids: [orderId], passkey },
      headers: { 'idempotency-key': `passkey-pay-${buyer.id}` },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.msg).toBe('Payment successful');
    expect(await balanceOf(t.database, buyer.id)).toBe(100_000 - total);

    // The reply was lost and the app sends the same request again: the first answer, not a spent challenge, and
    // nothing moves twice.
    const retried = await call(t.app, 'POST', '/api/order/pay', {
      token: buyer.token,
      body: { order_ids: [orderId], passkey },
      headers: { 'idempotency-key': `passkey-pay-${buyer.id}` },
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual(paid.body.data);
    expect(await balanceOf(t.database, buyer.id)).toBe(100_000 - total);

    // A passkey signed for a sign-in confirms no payment, and another buyer's passkey confirms none of this one's.
    const second = await placeOrder(t.app, buyer.token, [{ sku_id: fixture.sku.keyboard.id, quantity: 1 }]);
    const signInOptions = await post('/api/user/passkey_login_options', undefined);
    const wrongPurpose = await call(t.app, 'POST', '/api/order/pay', {
      token: buyer.token,
      body: { order_ids: [second.orders[0]!.id], passkey: authenticator.get(signInOptions.body.data) },
    });
    expect(wrongPurpose.body.error).toBe('PASSKEY_EXPIRED');
    expect(await balanceOf(t.database, buyer.id)).toBe(100_000 - total);
    await expectLedgerHolds(t.database);
  });

  it('asks for the code or a passkey, not both and not neither', async () => {
    const buyer = await walletBuyer(t.app, t.database, 0);
    const neither = await post('/api/order/pay', buyer.token, { order_ids: [1] });
    expect(neither.status).toBe(400);
    expect(neither.body.error).toBe('VALIDATION');
    const none = await post('/api/user/passkey_confirm_options', buyer.token);
    expect(none.body.error).toBe('PASSKEY_NONE');
  });
});

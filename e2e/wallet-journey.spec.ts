import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './axe-support';
import { register, uniqueBuyer, watchConsole } from './support';
import { api, operatorToken } from './api';
import { pageToken, readyDestination } from './payouts-support';

type Audited = { id: number; status: number; user: { account: string } };

/** The operator's desk, driven through the real API with the operator's token (as the admin screens would). */
async function operatorDesk(request: APIRequestContext) {
  const token = await operatorToken(request);
  const call = <T>(method: 'get' | 'post', url: string, body?: object) => api<T>(request, method, url, { token, body });
  /** The one waiting item of this buyer in a queue (the account filter matches parts of names: keep the exact one). */
  const waiting = async (queue: string, account: string) => {
    const { list } = await call<{ list: Audited[] }>('get', `${queue}?status=0&account=${encodeURIComponent(account)}`);
    const mine = list.filter((item) => item.user.account === account);
    expect(mine, `waiting in ${queue} for ${account}`).toHaveLength(1);
    return mine[0]!;
  };

  return {
    passRecharge: async (account: string, arrival: string) => {
      const { id } = await waiting('/api/admin/recharges', account);
      return call<{ status: number; arrival_cents: number }>('post', '/api/admin/recharge_pass', {
        id,
        amount: arrival,
      });
    },
    refuseWithdrawal: async (account: string, reason: string) => {
      const { id } = await waiting('/api/admin/withdrawals', account);
      return call<{ status: number }>('post', '/api/admin/withdrawal_refuse', { id, reason });
    },
  };
}

test('a buyer tops up on-chain, the operator credits what arrived, the buyer withdraws to a card, the operator refuses it and the money comes back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // two roles, two money journeys and four axe runs
  const console = watchConsole(page);
  const buyer = uniqueBuyer();
  const payCode = '246810';
  const refusal = 'The card holder does not match the account name';
  const balance = page.getByRole('region', { name: 'Balance', exact: true });

  await test.step('a new buyer registers and sets a payment code', async () => {
    await register(page, buyer);
    await expect(balance).toContainText('$0.00');
    await page.goto('/changePayPwd');
    await page.getByLabel('New payment code').fill(payCode);
    await page.getByLabel('Confirm payment code').fill(payCode);
    await page.getByRole('button', { name: 'Set payment code' }).click();
    await expect(page.getByText('Payment code set')).toBeVisible();
  });

  await test.step('from the personal centre, Top up → On-chain transfer', async () => {
    await page.goto('/profile');
    await balance.getByRole('button', { name: 'Top up' }).click();
    await expect(page).toHaveURL(/\/topUp$/);
    await expect(page.getByRole('region', { name: 'Current balance' })).toContainText('$0.00');
    await page.getByRole('link', { name: 'On-chain transfer' }).click();
    await expect(page).toHaveURL(/\/walletTopUp$/);
    await expect(page.getByRole('complementary', { name: 'Before you send' })).toBeVisible();
  });

  await test.step('chooses USDT on TRC20: its receiving address and QR code show', async () => {
    const network = page.getByRole('radio', { name: 'USDT on TRC20' });
    await network.click();
    await expect(network).toHaveAttribute('aria-checked', 'true');
    const address = page.getByRole('group', { name: 'Send to this USDT on TRC20 address' });
    await expect(address).toBeVisible();
    await expect(address).toContainText(/T[1-9A-HJ-NP-Za-km-z]{33}/);
    const qr = address.getByRole('img', { name: 'QR code of the USDT on TRC20 receiving address' });
    await expect(qr).toBeVisible();
    // The server drew it: the picture loaded and has a size (a broken image has none).
    await expect(qr).toHaveJSProperty('complete', true);
    await expect(qr).not.toHaveJSProperty('naturalWidth', 0);
  });

  await test.step('enters $150 and the sending address, uploads the evidence, submits', async () => {
    await page.getByLabel('Amount (USD)').fill('150');
    await page.getByLabel('Your sending address').fill('TXbuyerSendingWallet000000000001');
    const evidence = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Upload payment evidence', { exact: true })
      .setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: evidence });
    await expect(page.getByRole('status').filter({ hasText: 'Upload complete' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit top-up' }).click();
    await expect(page.getByText('Submitted; it will be credited once audited')).toBeVisible();
    await expect(page).toHaveURL(/\/topUpRecord$/);
  });

  const topUpRecord = page.getByRole('list', { name: 'Top-ups' }).getByRole('article', { name: 'On-chain transfer' });
  await test.step('the top-up records show it under review', async () => {
    await expect(topUpRecord).toHaveCount(1);
    await expect(topUpRecord).toContainText('Under review');
    await expect(topUpRecord).toContainText('$150.00');
    await expect(topUpRecord).toContainText('USDT on TRC20');
  });

  await test.step('the operator passes it with what arrived: $149.50', async () => {
    const passed = await operatorDesk(request).then((desk) => desk.passRecharge(buyer.account, '149.50'));
    expect(passed).toMatchObject({ status: 1, arrival_cents: 14950 });
  });

  await test.step('the buyer sees the top-up credited, the balance and the fund record', async () => {
    await page.reload();
    await expect(topUpRecord).toContainText('Credited');
    await expect(topUpRecord).toContainText('$149.50');
    await page.goto('/profile');
    await expect(balance).toContainText('$149.50');
    await page.getByRole('link', { name: 'Fund records' }).click();
    await expect(page).toHaveURL(/\/capitalRecord$/);
    const entries = page.getByRole('list', { name: 'Fund records' }).getByRole('article');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toHaveAccessibleName('Top-up');
    await expect(entries.first()).toContainText('+$149.50');
    await expect(entries.first()).toContainText('Balance $149.50');
  });

  const details = page.getByRole('region', { name: 'Withdrawal details' });
  await test.step('on-chain to TRC20, "hello-not-an-address" is refused as it is typed; nothing is held', async () => {
    await page.goto('/withDraw');
    await details.getByRole('radio', { name: 'On-chain' }).check();
    await details.getByRole('radio', { name: 'USDT on TRC20' }).check();
    const address = details.getByLabel('Wallet address');
    await address.pressSequentially('hello-not-an-address');
    await expect(details.getByText('Enter a TRON address: T followed by 33 letters and digits')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page, 'the withdraw form, a bad address')).toEqual([]);
    await details.getByLabel('Amount to withdraw').fill('12');
    await details.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Available balance' })).toContainText('$149.50');
  });

  await test.step('withdraws $50 to a bank card: the service charge and the actual arrival show before confirming', async () => {
    // The card is in the buyer's payout addresses, its wait over (the address book has its own journey).
    await readyDestination(request, await pageToken(page), {
      type: 'bank',
      bank_name: 'Harbour Bank',
      card_number: '4000123412341234',
      holder: `${buyer.givenName} ${buyer.familyName}`,
    });
    await page.goto('/profile');
    await balance.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/withDraw$/);
    await expect(page.getByRole('region', { name: 'Available balance' })).toContainText('$149.50');
    await expect(details.getByRole('radio', { name: 'Bank card' })).toBeChecked();
    await details.getByLabel('Bank name').fill('Harbour Bank');
    await details.getByLabel('Card number').fill('4000123412341234');
    await details.getByLabel('Account holder').fill(`${buyer.givenName} ${buyer.familyName}`);
    await details.getByLabel('Amount to withdraw').fill('50');
    await expect(details.getByRole('term')).toHaveText(['Service charge', 'Actual arrival']);
    await expect(details.getByRole('definition')).toHaveText(['$1.00', '$49.00']);
    await expect(details).toContainText('Service charge 1%, at least $1.00. Minimum withdrawal $10.00.');
  });

  await test.step('confirms with the payment code and lands on the withdrawal records, auditing', async () => {
    await details.getByRole('button', { name: 'Confirm', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Enter your payment code' });
    await expect(sheet).toContainText('You withdraw $50.00 and receive $49.00.');
    await sheet.getByLabel('Payment code').fill(payCode);
    await sheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByText('Withdrawal submitted; it is being audited')).toBeVisible();
    await expect(page).toHaveURL(/\/depositRecord$/);
    const withdrawal = page.getByRole('list', { name: 'Withdrawal records' }).getByRole('article');
    await expect(withdrawal).toHaveCount(1);
    await expect(withdrawal).toHaveAccessibleName('Bank card');
    await expect(withdrawal).toContainText('Harbour Bank · •••• 1234');
    await expect(withdrawal).toContainText('Under review');
    await expect(withdrawal.getByRole('definition')).toHaveText(['$50.00', '$1.00', '$49.00']);
  });

  await test.step('the amount left the balance at once: $99.50', async () => {
    await page.goto('/profile');
    await expect(balance).toContainText('$99.50');
  });

  await test.step('the operator refuses the withdrawal with a reason', async () => {
    const refused = await operatorDesk(request).then((desk) => desk.refuseWithdrawal(buyer.account, refusal));
    expect(refused.status).toBe(2);
  });

  await test.step('the buyer finds it under Refused with the reason, and the balance back at $149.50', async () => {
    await page.goto('/depositRecord');
    await page.getByRole('tab', { name: 'Refused' }).click();
    await expect(page.getByRole('tab', { name: 'Refused', selected: true })).toBeVisible();
    const withdrawal = page.getByRole('list', { name: 'Withdrawal records' }).getByRole('article');
    await expect(withdrawal).toHaveCount(1);
    await expect(withdrawal).toContainText('Refused');
    await expect(withdrawal).toContainText(`Reason: ${refusal}`);
    await expect(withdrawal).toContainText('The amount is back in your balance.');
    await page.goto('/profile');
    await expect(balance).toContainText('$149.50');
  });

  await test.step('the notifications tell of the credited top-up and the refused withdrawal', async () => {
    const shopping = page.getByRole('navigation', { name: 'Shopping' });
    await expect(shopping).toContainText('3 unread');
    await shopping.getByRole('link', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(/\/notification$/);
    await expect(page.getByRole('status').filter({ hasText: /Unread|All caught up/ })).toHaveText('Unread: 3');
    const list = page.getByRole('list', { name: 'Notifications' });
    const refusedNote = list.getByRole('button', { name: /Withdrawal refused/ });
    await expect(refusedNote).toContainText(
      'Your withdrawal of $50.00 was refused and the amount is back in your balance.',
    );
    await expect(refusedNote).toContainText(`Reason: ${refusal}`);
    await expect(list.getByRole('button', { name: /Top-up approved/ })).toContainText(
      '$149.50 has been added to your balance.',
    );
    await expect(list.getByRole('button', { name: /New payout address/ })).toContainText('Harbour Bank •••• 1234');
    await refusedNote.click();
    await expect(page.getByRole('status').filter({ hasText: /Unread|All caught up/ })).toHaveText('Unread: 2');
    await expect(list.getByRole('article').filter({ hasText: 'Withdrawal refused' })).toBeVisible();
  });

  console.expectClean();
});

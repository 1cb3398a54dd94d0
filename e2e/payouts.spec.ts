import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';
import { register, uniqueBuyer, watchConsole } from './support';

/** Decision 052 (withdrawal protections): the payout address book's wait, the hold after a security change. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

test('a buyer adds a payout address and sees its wait; after changing the payment code the withdraw screen says until when and why; the Security screen lists the devices', async ({
  page,
}) => {
  test.setTimeout(90_000); // a journey with three axe runs
  const console = watchConsole(page);
  const buyer = uniqueBuyer();
  const payCode = '246810';

  await test.step('a new buyer registers and sets a payment code (the first code starts no hold)', async () => {
    await register(page, buyer);
    await page.goto('/changePayPwd');
    await page.getByLabel('New payment code').fill(payCode);
    await page.getByLabel('Confirm payment code').fill(payCode);
    await page.getByRole('button', { name: 'Set payment code' }).click();
    await expect(page.getByText('Payment code set')).toBeVisible();
    await page.goto('/withDraw');
    await expect(page.getByRole('region', { name: 'Available balance' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Withdrawals are paused' })).toHaveCount(0);
  });

  await test.step('adds a TRON address to the payout addresses: it waits 24 hours, shown whole', async () => {
    await page.goto('/payment');
    const add = page.getByRole('region', { name: 'Add a payout address' });
    await add.getByRole('radio', { name: 'USDT on TRC20' }).check();
    await add.getByLabel('Wallet address').fill(TRON_ADDRESS);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Saved\. It can be used in 2[34] h/)).toBeVisible();
    const saved = page.getByRole('listitem').filter({ hasText: 'TRC20' });
    await expect(saved).toContainText(/Usable in 2[34] h \d+ min/);
    await expect(saved.getByLabel(`Address ${TRON_ADDRESS}: check its first and last characters`)).toHaveText(
      TRON_ADDRESS,
    );
    expect(await axeViolations(page, 'the payout addresses with one waiting')).toEqual([]);
  });

  await test.step('the withdraw screen offers it with its wait', async () => {
    await page.goto('/withDraw');
    const details = page.getByRole('region', { name: 'Withdrawal details' });
    await expect(details).toContainText(/Usable in 2[34] h/);
    await expect(details).toContainText('Withdrawals go only to your saved payout addresses.');
  });

  await test.step('changes the payment code: withdrawals are paused, and the screen says until when and why', async () => {
    await page.goto('/changePayPwd');
    await page.getByLabel('Current payment code').fill(payCode);
    await page.getByLabel('New payment code').fill('135790');
    await page.getByLabel('Confirm payment code').fill('135790');
    await page.getByRole('button', { name: 'Change payment code' }).click();
    await expect(page.getByText('Payment code changed')).toBeVisible();
    await page.goto('/withDraw');
    const hold = page.getByRole('status').filter({ hasText: 'Withdrawals are paused' });
    await expect(hold).toContainText(/You can withdraw again from .+, because your payment code was changed\./);
    expect(await axeViolations(page, 'the withdraw screen with a hold')).toEqual([]);
  });

  await test.step('the Security screen lists this device', async () => {
    await page.goto('/passwords');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices).toContainText('This device');
    await expect(devices).toContainText(/Last seen/);
    expect(await axeViolations(page, 'the signed-in devices')).toEqual([]);
  });

  console.expectClean();
});

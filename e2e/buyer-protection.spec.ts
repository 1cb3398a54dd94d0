import { expect, test } from '@playwright/test';
import { buyerWithPaidOrder } from './aftersale-support';
import { axeViolations } from './axe-support';
import { watchConsole } from './support';

/**
 * Decision 045: a delivered order shows its buyer protection (days left and the date) on the list and the order
 * screen; the buyer extends it once with a reason, the shop's console shows it, a second extension is refused.
 */
test('the buyer extends the protection of a delivered order once', async ({ page, request }) => {
  const problems = watchConsole(page);
  const { order, desk, token } = await buyerWithPaidOrder(page, request);
  await desk.ship(order.id, 'DHL', `JD${order.id}`);

  await page.goto('/myPurchases');
  await expect(page.getByText(/Buyer protection: 15 days left · until /).first()).toBeVisible();

  // axe in a CJK language too: the card and the sheet in Japanese.
  const origin = new URL(page.url()).origin;
  await page.context().addCookies([{ name: 'lang', value: 'ja', url: origin }]);
  await page.goto(`/orderInfo/${order.id}`);
  const cardJa = page.getByRole('region', { name: '購入者保護' });
  await expect(cardJa.getByText('購入者保護：残り 15 日')).toBeVisible();
  expect(await axeViolations(page, 'order screen (ja)')).toEqual([]);
  await cardJa.getByRole('button', { name: '7 日延長する' }).click();
  const sheetJa = page.getByRole('dialog', { name: '購入者保護を延長' });
  await expect(sheetJa).toBeVisible();
  expect(await axeViolations(page, 'extension sheet (ja)')).toEqual([]);
  await sheetJa.getByRole('button', { name: '今はしない' }).click();
  await expect(sheetJa).toBeHidden();

  await page.context().addCookies([{ name: 'lang', value: 'en', url: origin }]);
  await page.goto(`/orderInfo/${order.id}`);
  const card = page.getByRole('region', { name: 'Buyer protection' });
  await expect(card.getByText('Buyer protection: 15 days left')).toBeVisible();
  await expect(card.getByText(/^Returns until /)).toBeVisible();
  expect(await axeViolations(page, 'order screen')).toEqual([]);

  await card.getByRole('button', { name: 'Extend by 7 days' }).click();
  const sheet = page.getByRole('dialog', { name: 'Extend buyer protection' });
  await expect(sheet).toBeVisible();
  expect(await axeViolations(page, 'extension sheet')).toEqual([]);
  await sheet.getByRole('button', { name: 'Extend by 7 days' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('This field is required');
  await sheet.getByLabel('Why do you need more time?').fill('The tracking has not moved for a week');
  await sheet.getByRole('button', { name: 'Extend by 7 days' }).click();
  await expect(sheet).toBeHidden();
  await expect(card.getByText('Buyer protection: 22 days left')).toBeVisible();
  await expect(card.getByText('Your reason: The tracking has not moved for a week')).toBeVisible();
  await expect(card.getByRole('button', { name: /Extend by/ })).toHaveCount(0);

  // Once only: the server refuses a second one, in the buyer's words.
  const again = await request.post('/api/order/protection_extend', {
    headers: { token },
    data: { id: order.id, reason: 'Still waiting' },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({
    error: 'PROTECTION_EXTENDED',
    msg: 'You have already extended the buyer protection of this order once',
  });
  problems.expectClean();
});

import { expect, test } from '@playwright/test';
import { buyerWithPaidOrder } from './aftersale-support';

test('an order without a refund opens without a failed call or a console error', async ({ page, request }) => {
  const { order } = await buyerWithPaidOrder(page, request);
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/refund/detail');
  await page.goto(`/orderInfo/${order.id}`);
  const answer = await asked;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ code: 1, data: null });
  await expect(page.getByRole('link', { name: 'Apply for a refund' })).toBeVisible();
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});

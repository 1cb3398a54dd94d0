import { expect, test } from '@playwright/test';
import { api, money, operatorToken, type Paged } from './api';
import { buyerWithPaidOrder, CREDIT_CENTS, forbidDialogs, pngFile, SCRIPT_PAYLOAD } from './aftersale-support';
import { escaped } from './order-support';
import { watchConsole } from './support';

type DeskRefund = { id: number; order_sn: string; status: number; amount_cents: number; explanation: string };

test('a buyer asks for part of a paid order back, with a photo; the operator approves and the balance gets it back', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const dialogs = forbidDialogs(page);
  const { detail, order, desk } = await test.step('a new buyer with $500 has paid an order waiting for delivery', () =>
    buyerWithPaidOrder(page, request));
  await test.step('the operator ships it (what has not shipped is refunded without a photo)', async () => {
    expect((await desk.ship(order.id, 'DHL Express', 'JD014600009')).status).toBe(2);
  });
  // About half of what was paid: exactly this, not the whole order, comes back.
  const refundCents = Math.floor(order.total_cents / 2);
  const refundTyped = (refundCents / 100).toFixed(2);
  const explanation = `I ordered the wrong size, please refund me. ${SCRIPT_PAYLOAD}`;
  const balanceAfterPaying = CREDIT_CENTS - order.total_cents;
  const balance = page.getByRole('region', { name: 'Balance', exact: true });

  await test.step(`the balance shows what is left after paying ${money(order.total_cents)}`, async () => {
    await page.goto('/profile');
    await expect(balance).toContainText(money(balanceAfterPaying));
  });

  await test.step('finds the order under Shipped and opens it', async () => {
    await page.goto('/myPurchases/2');
    await expect(page.getByRole('tab', { name: 'Shipped', selected: true })).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Orders' })
      .getByRole('article', { name: `${detail.shop.name} Order No. ${order.sn}` });
    await expect(card).toContainText(detail.title);
    await card.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Shipped', exact: true })).toBeVisible();
  });

  const amount = page.getByLabel('Refund amount (USD)');
  await test.step('"Apply for a refund" opens the request, prefilled with the order from the route', async () => {
    await page.getByRole('link', { name: 'Apply for a refund' }).click();
    const total = (order.total_cents / 100).toFixed(2);
    await expect(page).toHaveURL(
      new RegExp(`/refund/${order.id}/${escaped(order.sn)}/${detail.id}/${escaped(total)}$`),
    );
    await expect(page.getByRole('heading', { name: 'Refund request' })).toBeVisible();
    await expect(page.getByText(`Order No. ${order.sn}`)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: detail.title })).toBeChecked();
    await expect(amount).toHaveValue(total);
    await expect(page.getByText(`Up to ${money(order.total_cents)}`)).toBeVisible();
  });

  await test.step('reloading the request, whose address ends in a decimal amount, opens it again', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Refund request' })).toBeVisible();
    await expect(amount).toHaveValue((order.total_cents / 100).toFixed(2));
  });

  await test.step(`chooses refund without return, not received, ${money(refundCents)}, a reason and an explanation`, async () => {
    const type = page.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'Refund without return' });
    await type.check();
    await expect(type).toBeChecked();
    const goods = page.getByRole('group', { name: 'Product status' }).getByRole('radio', { name: 'Not received' });
    await goods.check();
    await expect(goods).toBeChecked();
    await amount.fill(refundTyped);
    const reason = page.getByRole('group', { name: 'Reason' }).getByRole('radio', { name: 'No longer needed' });
    await reason.check();
    await expect(reason).toBeChecked();
    await page.getByLabel('Explanation').fill(explanation);
  });

  await test.step('uploads a photo as proof and waits for it to arrive', async () => {
    await page.getByLabel('Upload proof', { exact: true }).setInputFiles(await pngFile('proof.png', '#c0392b'));
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Upload complete' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  const afterSale = page.getByRole('region', { name: 'After-sale', exact: true });
  await test.step('submits: the order is in after-sale, the request applying, the explanation shown as typed', async () => {
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText('Refund request submitted')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Applying refund', exact: true })).toBeVisible();
    await expect(page.getByText('Your refund request is waiting for the shop’s decision.')).toBeVisible();
    await expect(afterSale).toContainText('Applying refund');
    await expect(afterSale.getByRole('definition')).toHaveText([
      money(refundCents),
      'Refund without return',
      'Not received',
      'No longer needed',
      /\d/,
    ]);
    await expect(afterSale.getByText(explanation, { exact: true })).toBeVisible();
    const proof = afterSale.getByRole('list', { name: 'Proof' }).getByRole('img', { name: 'Proof 1' });
    await proof.scrollIntoViewIfNeeded();
    await expect(proof).toHaveJSProperty('complete', true);
    await expect(proof).not.toHaveJSProperty('naturalWidth', 0);
    await expect(page.getByRole('link', { name: 'Apply for a refund' })).toHaveCount(0);
    dialogs.expectNone();
  });

  await test.step('My orders lists it under In after-sale, its card saying where the request stands; the buyer opens it again', async () => {
    await page.goto('/myPurchases/-4');
    await expect(page.getByRole('tab', { name: 'In after-sale', selected: true })).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Orders' })
      .getByRole('article', { name: `${detail.shop.name} Order No. ${order.sn}` });
    await expect(card).toContainText('Applying refund');
    await card.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
    await expect(afterSale).toContainText('Applying refund');
  });

  await test.step('the operator finds the request as the buyer wrote it and approves it', async () => {
    const token = await operatorToken(request);
    const { list } = await api<Paged<DeskRefund>>(request, 'get', '/api/admin/refunds?status=0&limit=50', { token });
    const mine = list.filter((refund) => refund.order_sn === order.sn);
    expect(mine, `the request for ${order.sn} on the operator's desk`).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amount_cents: refundCents, explanation });
    const approved = await api<DeskRefund>(request, 'post', '/api/admin/refund_approve', {
      token,
      body: { id: mine[0]!.id },
    });
    expect(approved.status).toBe(2);
  });

  await test.step('the buyer reloads the order: refunded, the amount named, the explanation still plain text', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Refunded', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'In after-sale' })).toHaveCount(0);
    await expect(afterSale).toContainText('Refunded');
    await expect(page.getByText(`${money(refundCents)} was refunded to your balance.`)).toBeVisible();
    await expect(afterSale.getByText(explanation, { exact: true })).toBeVisible();
  });

  await test.step(`the balance is up by exactly ${money(refundCents)}`, async () => {
    await page.goto('/profile');
    await expect(balance).toContainText(money(balanceAfterPaying + refundCents));
  });

  await test.step('the fund records show the refund on top', async () => {
    await page.goto('/capitalRecord');
    const entries = page.getByRole('list', { name: 'Fund records' }).getByRole('article');
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toHaveAccessibleName('Refund');
    await expect(entries.first()).toContainText(`+${money(refundCents)}`);
    await expect(entries.first()).toContainText(`Balance ${money(balanceAfterPaying + refundCents)}`);
    await expect(entries.nth(1)).toHaveAccessibleName('Order payment');
    await expect(entries.nth(1)).toContainText(money(order.total_cents));
  });

  dialogs.expectNone();
  console.expectClean();
});

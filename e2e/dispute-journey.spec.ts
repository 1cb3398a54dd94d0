import { devices, expect, test } from '@playwright/test';
import { api, money, operatorToken } from './api';
import { buyerWithPaidOrder, CREDIT_CENTS, pngFile } from './aftersale-support';
import { expectNoAxeViolations, submitSignIn, signInToConsoleIn } from './a11y-console-support';
import { axeViolations, screenWatch } from './axe-support';
import { refuseRefundOf, typed } from './dispute-support';
import { watchConsole } from './support';

test('a buyer escalates a refused refund with a picture; the operator decides a part refund; the buyer sees the money and the reason', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const console = watchConsole(page);
  const settled = screenWatch(page);
  const { token, order } =
    await test.step('a new buyer has paid an order, and the shop refused its refund', async () => {
      const made = await buyerWithPaidOrder(page, request);
      await refuseRefundOf(request, made.token, made.order);
      return made;
    });
  const partCents = Math.max(1, Math.floor(order.total_cents / 3));
  const statement = 'The seller never shipped it and stopped answering.';
  const reason = 'The shop showed no proof of shipping; a third of the order is refunded.';

  await test.step('the order offers "Escalate to Tradewind" with its deadline', async () => {
    await page.goto(`/orderInfo/${order.id}`);
    const entry = page.getByRole('region', { name: 'Tradewind can decide' });
    await expect(entry).toContainText('Take it to Tradewind until');
    await entry.getByRole('link', { name: 'Escalate to Tradewind' }).click();
    await expect(page).toHaveURL(new RegExp(`/dispute/${order.id}$`));
    await expect(page.getByRole('button', { name: 'Send to Tradewind' })).toBeVisible();
    await settled();
    expect(await axeViolations(page, 'the dispute form (en)')).toEqual([]);
  });

  await test.step('the form in Japanese has no axe violation either', async () => {
    await page.context().addCookies([{ name: 'lang', value: 'ja', url: baseURL! }]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Tradewind に送信' })).toBeVisible();
    await settled();
    expect(await axeViolations(page, 'the dispute form (ja)')).toEqual([]);
    await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Send to Tradewind' })).toBeVisible();
  });

  await test.step('asks for a part refund, says why and adds a picture', async () => {
    await page.getByRole('radio', { name: 'A part refund' }).check();
    await page.getByLabel('Amount you want back').fill(typed(partCents));
    await page.getByLabel('What happened').fill(statement);
    await page.getByLabel('Add pictures', { exact: true }).setInputFiles(await pngFile('evidence.png', '#8e44ad'));
    await expect(page.getByRole('status').filter({ hasText: 'Upload complete' })).toBeVisible();
    await page.getByRole('button', { name: 'Send to Tradewind' }).click();
    await expect(page.getByText('Your case has been sent to Tradewind')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting for the shop’s answer' })).toBeVisible();
    const picture = page.getByRole('list', { name: 'Pictures' }).getByRole('img', { name: 'Picture 1' });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).not.toHaveJSProperty('naturalWidth', 0);
    await settled();
    expect(await axeViolations(page, 'the case (en)')).toEqual([]);
  });

  const { id: caseId } = await test.step('the shop answers (through the console API)', async () => {
    const detail = await api<{ case: { id: number } }>(request, 'get', `/api/dispute/detail?order_id=${order.id}`, {
      token,
    });
    await api(request, 'post', '/api/admin/dispute_answer', {
      token: await operatorToken(request),
      body: { id: detail.case.id, statement: 'We shipped it, but have no tracking.', pictures: [] },
    });
    return detail.case;
  });

  await test.step('the operator finds it in the arbitration queue, reads both sides and decides a part refund', async () => {
    const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL, reducedMotion: 'reduce' });
    const desk = await context.newPage();
    await signInToConsoleIn(desk, 'en');
    await submitSignIn(desk, 'en');
    await desk.goto('/admin/disputes');
    await expect(desk.getByRole('heading', { level: 1, name: 'Arbitration' })).toBeVisible();
    const link = desk.getByRole('link', { name: `Case of order ${order.sn}` });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(desk, 'the arbitration queue (en)');
    await link.click();
    await expect(desk).toHaveURL(new RegExp(`/admin/disputes/${caseId}$`));
    await expect(desk.getByText(statement)).toBeVisible();
    await expect(desk.getByText('We shipped it, but have no tracking.')).toBeVisible();
    await expect(desk.getByRole('img', { name: /Picture 1 from/ })).not.toHaveJSProperty('naturalWidth', 0);
    // The order's conversation with the shop is part of the evidence: none was written on this one.
    await expect(desk.getByText('Conversation with the shop')).toBeVisible();
    await expect(desk.getByText('No messages yet.')).toBeVisible();
    await expectNoAxeViolations(desk, 'the case page (en)');

    await desk.getByRole('radio', { name: 'Part refund' }).check();
    await desk.getByLabel(/Amount to refund/).fill(typed(partCents));
    await desk.getByLabel('Reason the buyer reads').fill(reason);
    await desk.getByRole('button', { name: 'Decide', exact: true }).click();
    const confirm = desk.getByRole('dialog', { name: `Decide the case of order ${order.sn}?` });
    await expect(confirm).toContainText(`Refund ${money(partCents)}`);
    await confirm.getByRole('button', { name: 'Decide' }).click();
    await expect(desk.getByText(`Case of order ${order.sn} decided`)).toBeVisible();

    // Init scripts run in order: this one, after the sign-in's English, opens the console in Japanese.
    await desk.addInitScript("localStorage.setItem('tradewind.admin.lang', 'ja')");
    await desk.goto(`/admin/disputes/${caseId}`);
    await expect(desk.getByRole('heading', { level: 1, name: '仲裁案件' })).toBeVisible();
    await expectNoAxeViolations(desk, 'the decided case page (ja)');
    await desk.goto('/admin/disputes?status=all');
    await expect(desk.getByRole('link', { name: `注文 ${order.sn} の案件` })).toBeVisible();
    await expectNoAxeViolations(desk, 'the arbitration queue (ja)');
    await context.close();
  });

  await test.step('the buyer sees the decision, its reason and the money credited', async () => {
    await page.goto(`/dispute/${order.id}`);
    await expect(page.getByRole('heading', { name: 'Decided: refunded' })).toBeVisible();
    await expect(page.getByText('Credited to your balance:')).toContainText(money(partCents));
    await expect(page.getByText(reason).first()).toBeVisible();
    await settled();
    expect(await axeViolations(page, 'the decided case (en)')).toEqual([]);
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Balance', exact: true })).toContainText(
      money(CREDIT_CENTS - order.total_cents + partCents),
    );
  });
  console.expectClean();
});

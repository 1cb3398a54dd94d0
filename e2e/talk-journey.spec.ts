import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { api, operatorToken, type Card, type Detail, type Paged } from './api';
import { inviteByApi, newPerson } from './staff-support';
import { signInAsOperator } from './admin-support';
import { axeViolations, screenWatch } from './axe-support';
import { expectNoAxeViolations, signInToConsoleIn, submitSignIn } from './a11y-console-support';
import { buyerToken, operatorDesk, payCode, setPayCode, startSkuOf } from './order-support';
import { register, uniqueBuyer, watchConsole, rennesAddress } from './support';

/** Decision 047: questions on the product page, and the conversation about an order, live from the console. */
const liveStreamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/user/live_events') && response.ok());
/**
 * The lazily loaded part below the fold (the questions, the conversation), scrolled to until it is drawn: reviews or
 * an order's cards arriving after the scroll push its place back down, as they would for a person, who scrolls on.
 */
const scrollToLazyPart = (page: Page, part: Locator) =>
  expect(async () => {
    await page.locator('.below-the-fold').first().scrollIntoViewIfNeeded();
    await expect(part).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

test('a question answered in the console shows on the product page; a shop’s message reaches the open order at once', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const console = watchConsole(page);
  const buyer = uniqueBuyer();
  const desk = await operatorDesk(request);
  const settled = screenWatch(page);
  const consoleContext = await browser.newContext({ ...devices['Desktop Chrome'], baseURL, reducedMotion: 'reduce' });
  const shop = await consoleContext.newPage();
  let token = '';

  const product =
    await test.step('a new buyer with money, a payment code, an address; a product in stock', async () => {
      await register(page, buyer);
      await setPayCode(page);
      token = await buyerToken(page);
      const { id } = await api<{ id: number }>(request, 'get', '/api/user/getUserInfo', { token });
      await desk.credit(id, '500', 'E2E: talking to the shop');
      await api(request, 'post', '/api/user/address_add', {
        token,
        body: rennesAddress(buyer),
      });
      const { list } = await api<Paged<Card>>(
        request,
        'get',
        '/api/goods/list?in_stock=1&max_price_cents=40000&limit=20',
      );
      for (const card of list) {
        const detail = await api<Detail>(request, 'get', `/api/goods/detail?id=${card.id}`);
        const sku = startSkuOf(detail);
        if (sku) return { detail, sku };
      }
      throw new Error('no product in stock under $400');
    });
  const question = `Does the ${product.detail.title} come with a charger? (${buyer.account})`;
  const answer = `Yes: every one ships with its charger. (${buyer.account})`;

  await test.step('the buyer asks below the product page; the question waits, shown to them alone', async () => {
    await page.goto(`/detail/${product.detail.id}`);
    const section = page.getByRole('region', { name: /^Questions/ });
    await scrollToLazyPart(page, section);
    await section.getByRole('textbox', { name: 'Your question to the shop' }).fill(question);
    await section.getByRole('button', { name: 'Ask' }).click();
    const yours = section.getByRole('list', { name: 'Your questions waiting for an answer' });
    await expect(yours.getByText(question)).toBeVisible();
    await expect(yours.getByText(/only you can see this question/)).toBeVisible();
  });

  await test.step('the shop answers it in the console', async () => {
    await signInAsOperator(shop);
    await shop.goto('/admin/questions');
    const row = shop.getByRole('row').filter({ hasText: question });
    await row.getByRole('button', { name: /^Answer the question/ }).click();
    const dialog = shop.getByRole('dialog');
    await dialog.getByLabel('Answer (public on the product page)').fill(answer);
    await expect(await axeViolations(shop, 'answer dialog (en)')).toEqual([]);
    await dialog.getByRole('button', { name: 'Publish answer' }).click();
    await expect(shop.getByText('Answer published')).toBeVisible();
    await expectNoAxeViolations(shop, '/admin/questions (en)');
  });

  await test.step('the answer is public on the product page, and the page is axe-clean', async () => {
    await page.reload();
    await scrollToLazyPart(page, page.getByRole('region', { name: /^Questions/ }));
    const answered = page.getByRole('list', { name: 'Answered questions' });
    await expect(answered.getByRole('article', { name: `Question: ${question}` })).toContainText(answer);
    await settled();
    expect(await axeViolations(page, 'product page questions (en)')).toEqual([]);
  });

  const order = await test.step('the buyer pays an order and writes to its shop from the order screen', async () => {
    const placed = await api<{ orders: { id: number; sn: string }[] }>(request, 'post', '/api/order/create', {
      token,
      body: { items: [{ sku_id: product.sku.id, quantity: 1 }] },
    });
    const created = placed.orders[0]!;
    await api(request, 'post', '/api/order/pay', { token, body: { order_ids: [created.id], pay_password: payCode } });
    const opened = liveStreamOpened(page);
    await page.goto(`/orderInfo/${created.id}`);
    await opened;
    const conversation = page.getByRole('region', { name: /^Messages with / });
    await scrollToLazyPart(page, conversation);
    await conversation.getByRole('textbox', { name: 'Message to the shop' }).fill('Could you wrap it well, please?');
    await conversation.getByRole('button', { name: 'Send' }).click();
    await expect(conversation.getByRole('log').getByText('Could you wrap it well, please?')).toBeVisible();
    return created;
  });

  await test.step('the shop’s staff reply in the console: the buyer’s open order screen shows it within a second', async () => {
    // A member of the order's shop's staff (decision 046), invited and signed in as one: the shop's side.
    const person = newPerson();
    const link = await inviteByApi(request, await operatorToken(request), person.email, [product.detail.shop.id]);
    const code = decodeURIComponent(link.slice(link.indexOf('#code=') + '#code='.length));
    await api(request, 'post', '/api/admin/staff_accept', {
      body: { code, account: person.account, password: person.password },
    });
    await shop.getByRole('button', { name: 'Sign out' }).click();
    await expect(shop).toHaveURL(/\/admin\/login/);
    await shop.getByLabel('Account').fill(person.account);
    await shop.getByLabel('Password').fill(person.password);
    await shop.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(shop).toHaveURL(/\/admin\/orders$/);
    await shop.goto('/admin/conversations');
    const row = shop.getByRole('row').filter({ hasText: order.sn });
    await expect(row.getByText('Unread: 1')).toBeVisible();
    await row.getByRole('link', { name: order.sn }).click();
    await expect(shop.getByText('Could you wrap it well, please?')).toBeVisible();
    const reply = `Wrapped twice, it leaves today. (${order.sn})`;
    await shop.getByLabel('Reply to the buyer').fill(reply);
    const sent = shop.waitForResponse((response) => response.url().endsWith('/api/admin/conversation_send'));
    await shop.getByRole('button', { name: 'Send', exact: true }).click();
    expect((await sent).ok()).toBe(true);
    // Looked for every 50 ms (toBeVisible's own back-off would look last at 850 ms): on screen within the second.
    const shown = page.getByRole('log').getByText(reply);
    await expect.poll(() => shown.isVisible(), { timeout: 1_000, intervals: [50] }).toBe(true);
    await expectNoAxeViolations(shop, '/admin/conversations/:id (en)');
    await settled();
    expect(await axeViolations(page, 'order screen conversation (en)')).toEqual([]);
  });

  await test.step('in Japanese too, the new screens have no axe-core violation', async () => {
    await api(request, 'get', '/api/user/set_language?lang=ja', { token });
    await page.context().addCookies([{ name: 'lang', value: 'ja', url: baseURL! }]);
    await page.goto(`/orderInfo/${order.id}`);
    await scrollToLazyPart(page, page.getByRole('region', { name: /とのメッセージ$/ }));
    await settled();
    expect(await axeViolations(page, 'order screen conversation (ja)')).toEqual([]);
    await page.goto(`/detail/${product.detail.id}`);
    await scrollToLazyPart(page, page.getByRole('region', { name: /^質問/ }));
    await settled();
    expect(await axeViolations(page, 'product page questions (ja)')).toEqual([]);

    const japanese = await browser.newContext({ ...devices['Desktop Chrome'], baseURL, reducedMotion: 'reduce' });
    const operator = await japanese.newPage();
    await signInToConsoleIn(operator, 'ja');
    await submitSignIn(operator, 'ja');
    for (const path of ['/admin/questions', '/admin/conversations', `/admin/conversations/${order.id}`]) {
      await operator.goto(path);
      await expectNoAxeViolations(operator, `${path} (ja)`);
    }
    await japanese.close();
  });

  await consoleContext.close();
  console.expectClean();
});

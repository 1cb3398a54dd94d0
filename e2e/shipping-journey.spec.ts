import { expect, test } from '@playwright/test';
import { register, uniqueBuyer, watchConsole } from './support';
import { api, money, type Paged } from './api';
import { buyerToken, setPayCode, operatorDesk, payCode, type OrderSummary } from './order-support';
import { countryName, findFreeOverProduct, windowText, wordsSplitAcrossLines } from './shipping-support';
import { daysFromOrder, daysTo, LANGUAGE_CODES } from '@tradewind/contract';

type Tracked = { shipped_at: string; stage: string | null };

test('a buyer sees the shipping promise, fills the bag to free shipping, and follows the parcel by stage', async ({
  page,
  request,
}) => {
  // The whole way from the search to the parcel, then its stages once in each of the ten languages.
  test.setTimeout(120_000);
  const console = watchConsole(page);
  const buyer = uniqueBuyer();
  const desk = await operatorDesk(request);
  const { detail, sku, freeOver } = await test.step('a demo product under its shop’s free-shipping amount', () =>
    findFreeOverProduct(request));
  const shipping = detail.shipping;
  const place = `${shipping.ships_from_city}, ${countryName(shipping.ships_from!)}`;
  // Decision 042: before the buyer has an address, the window is the shop's to the country of their language.
  const toUnitedStates = daysFromOrder(daysTo(shipping, 'US')!);
  const estimated = () =>
    `Delivery to United States, estimated: ${windowText(new Date(), toUnitedStates.min, toUnitedStates.max)}`;

  await test.step('a new buyer with a payment code and $5', async () => {
    await register(page, buyer);
    await setPayCode(page);
    const me = await api<{ id: number }>(request, 'get', '/api/user/getUserInfo', { token: await buyerToken(page) });
    await desk.credit(me.id, '5', 'E2E: shipping journey');
  });

  await test.step('its card in the search results: free over the amount, from where, and when (to the US)', async () => {
    await page.goto(`/searchs?keyword=${encodeURIComponent(detail.title)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: detail.title, exact: true }) });
    await expect(card.first().getByText(`Free over ${money(freeOver)}`, { exact: true })).toBeVisible();
    await expect(card.first().getByText(`Ships from ${countryName(shipping.ships_from!)}`)).toBeVisible();
    // The card's window is the product page's, to the buyer's country (decision 042), in the card's short words.
    await expect(card.first()).toContainText(
      `Delivery ${windowText(new Date(), toUnitedStates.min, toUnitedStates.max)}`,
    );
  });

  const promise = page.getByRole('region', { name: 'Shipping and returns' });
  await test.step('under the price: the cost with its free-over amount, the origin, the window and returns', async () => {
    await page.goto(`/detail/${detail.id}`);
    await expect(page.getByTestId('product-price')).toContainText(money(sku.price_cents));
    await expect(promise.getByRole('listitem')).toHaveText([
      `${money(shipping.base_cents)} shipping, free over ${money(freeOver)}`,
      `Ships from ${place}`,
      estimated(),
      shipping.return_days > 0 ? `${shipping.return_days}-day returns` : 'No returns',
    ]);
  });

  const nudge = page.getByTestId(`bag-nudge-${detail.shop.id}`);
  await test.step(`one in the bag: "Add ${money(freeOver - sku.price_cents)} for free shipping"; two: it ships free`, async () => {
    await page.getByRole('button', { name: 'Add to bag' }).click();
    await expect(page.getByText('Added to your bag')).toBeVisible();
    await page.goto('/bag');
    await expect(nudge).toHaveText(`Add ${money(freeOver - sku.price_cents)} for free shipping`);
    await expect(page.getByTestId(`bag-delivery-${detail.shop.id}`)).toHaveText(estimated());
    const item = page.getByRole('list', { name: `Items from ${detail.shop.name}` }).getByRole('listitem');
    await item.getByRole('button', { name: `Increase the quantity of ${detail.title}` }).click();
    await expect(page.getByTestId(`bag-subtotal-${detail.shop.id}`)).toHaveText(money(sku.price_cents * 2));
    await expect(nudge).toHaveText("This shop's order ships free");
  });

  let order: OrderSummary = { id: 0, sn: '', status: 0, total_cents: 0 };
  await test.step('checks out: free shipping', async () => {
    await page.getByRole('button', { name: 'Checkout (1)' }).click();
    const token = await buyerToken(page);
    await api(request, 'post', '/api/user/address_add', {
      token,
      body: {
        addressee: 'Inès Moreau',
        mobile: '+33 6 12 34 56 78',
        area: 'France, Paris',
        detailed_address: '12 rue des Lilas',
        tag: 'Home',
        is_default: true,
      },
    });
    await page.reload();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByRole('definition').nth(1)).toHaveText('Free shipping');
  });

  await test.step('short of balance before ordering: Top up by card, then back to the same checkout', async () => {
    const short = sku.price_cents * 2 - 500;
    const balance = page.getByRole('region', { name: 'Your balance' });
    await expect(balance).toContainText(`You are ${money(short)} short for this order.`);
    await balance.getByRole('link', { name: 'Top up' }).click();
    await expect(page).toHaveURL(/\/topUp\?back=/);
    await page.getByRole('link', { name: /Bank card/ }).click();
    await page.getByLabel('Amount (USD)').fill('500');
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Name on the card').fill('Ines Moreau');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/35');
    await page.getByRole('button', { name: 'Pay and top up' }).click();
    await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: 'Order summary' }).getByRole('definition').nth(1)).toHaveText(
      'Free shipping',
    );
    await expect(balance).not.toContainText('short');
  });

  await test.step('places the order and pays', async () => {
    const token = await buyerToken(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    const sheet = page.getByRole('dialog', { name: 'Pay' });
    await sheet.getByLabel('Payment code').fill(payCode);
    await sheet.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Payment successful')).toBeVisible();
    const { list } = await api<Paged<OrderSummary>>(request, 'get', '/api/user/order_list?status=1', { token });
    order = list[0]!;
    expect(order.total_cents).toBe(sku.price_cents * 2);
  });

  const progress = page.getByRole('region', { name: 'Shipping progress' });
  await test.step('the paid order promises its window from the payment', async () => {
    await page.goto(`/orderInfo/${order.id}`);
    const paid = await api<{ paid_at: string }>(request, 'get', `/api/order/detail?id=${order.id}`, {
      token: await buyerToken(page),
    });
    await expect(progress.getByTestId('order-delivery')).toHaveText(
      `Estimated delivery ${windowText(new Date(paid.paid_at), shipping.min_days, shipping.max_days)}`,
    );
  });

  // Entered as the console enters them, in whole minutes and within a minute of each other: the pick-up in the very
  // minute of the shipping (whose time has its seconds), customs before the transit that came, as far as we know,
  // in the same minute.
  const events = [
    {
      stage: 'picked_up',
      location: shipping.ships_from_city!,
      minutes: 0,
      text: 'Picked up from the shop',
      then: 'picked_up',
    },
    { stage: 'customs', location: 'Paris CDG', minutes: 1, text: 'Cleared customs', then: 'customs' },
    { stage: 'in_transit', location: 'Hong Kong', minutes: 1, text: 'Departed the international hub', then: 'customs' },
  ];
  let shippedAt = new Date();
  await test.step('the operator ships with DHL Express and adds three tracking events', async () => {
    const shipped = (await desk.ship(order.id, 'DHL Express', 'JD014600004')) as unknown as Tracked;
    expect(shipped.stage).toBe('shipped');
    shippedAt = new Date(shipped.shipped_at);
    const shippedMinute = Math.floor(shippedAt.getTime() / 60_000) * 60_000;
    for (const { then, ...event } of events) {
      const at = new Date(shippedMinute + event.minutes * 60_000).toISOString();
      const after = await desk.addEvent(order.id, { ...event, at });
      expect(after.stage).toBe(then);
    }
  });

  const stages = progress.getByRole('list', { name: 'Parcel stages' }).getByRole('listitem');
  await test.step('the buyer sees the timeline: customs is the furthest stage, the newest first, the carrier’s page, the window', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Shipped', exact: true })).toBeVisible();
    await expect(progress.getByTestId('order-delivery')).toHaveText(
      `Estimated delivery ${windowText(shippedAt, shipping.transit_min_days, shipping.transit_max_days)}`,
    );
    await expect(stages).toHaveText(['Shipped', 'Picked up', 'In transit', 'Customs', 'Out for delivery', 'Delivered']);
    await expect(stages.nth(3)).toHaveAttribute('aria-current', 'step');
    await expect(progress.getByRole('listitem').and(page.locator('[aria-current]'))).toHaveCount(1);
    const link = progress.getByRole('link', { name: 'Track on DHL Express (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', /tracking-id=JD014600004$/);
    const updates = progress.getByRole('list', { name: 'Tracking updates' }).getByRole('listitem');
    await expect(updates).toHaveCount(4);
    await expect(updates.nth(0)).toContainText('CustomsCleared customsParis CDG · ');
    await expect(updates.nth(1)).toContainText('In transitDeparted the international hubHong Kong · ');
    await expect(updates.nth(2)).toContainText(`Picked up`);
    await expect(updates.nth(3)).toContainText('ShippedDHL Express JD014600004');
  });

  await test.step('in every language at 375 px, each stage’s words stay whole; in Turkish “Picked up” is not “Received”', async () => {
    // Named in each language, so found by their place on the page: the tracking card and its row of stages.
    const card = page.locator('section', { has: page.locator('.ord-stages') });
    const steps = card.locator('.ord-stages > li');
    for (const language of LANGUAGE_CODES) {
      await page.context().addCookies([{ name: 'lang', value: language, url: page.url() }]);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`, 'i'));
      await expect(steps).toHaveCount(6);
      expect(await wordsSplitAcrossLines(steps), `stage words split over two lines in ${language}`).toEqual([]);
      const box = (await card.boundingBox())!;
      const row = (await card.locator('.ord-stages').boundingBox())!;
      expect(row.x + row.width, `the stages fit the card in ${language}`).toBeLessThanOrEqual(box.x + box.width);
      if (language === 'tr') {
        await expect(steps).toHaveText(['Gönderildi', 'Kurye aldı', 'Yolda', 'Gümrük', 'Dağıtımda', 'Teslim edildi']);
        await expect(page.getByRole('heading', { level: 2, name: 'Kargoda', exact: true })).toBeVisible();
      }
    }
    await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
  });

  console.expectClean();
});

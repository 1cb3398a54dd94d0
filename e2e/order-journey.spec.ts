import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OPERATOR } from '../playwright.config';
import { register, uniqueBuyer, watchConsole } from './support';

type Envelope<T> = { code: number; msg: string; data: T };
type Card = { id: number; title: string; price_cents: number };
type Sku = { id: number; specs: string[]; price_cents: number; stock: number };
type Detail = Card & {
  specs: { name: string; values: string[] }[];
  skus: Sku[];
  shop: { id: number; name: string };
};
type Paged<T> = { list: T[]; total: number };
type OrderSummary = { id: number; sn: string; status: number; total_cents: number };
type FreightRule = { shop_id: number; base_cents: number; free_over_cents: number | null };

/** The `data` of a successful answer of the real API, with a session token when one is given. */
async function api<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  url: string,
  { token, body }: { token?: string; body?: object } = {},
): Promise<T> {
  const response = await request[method](url, {
    ...(token ? { headers: { token } } : {}),
    ...(body ? { data: body } : {}),
  });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  const answer = (await response.json()) as Envelope<T>;
  expect(answer.code, `${url}: ${answer.msg}`).toBe(1);
  return answer.data;
}

/** Cents as the English screens show them: 45900 → "$459.00". */
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A text as a part of a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The buyer's session, as the app keeps it: the token in the `Admin-Token` cookie. */
async function buyerToken(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  expect(cookie, 'the Admin-Token cookie of the logged-in buyer').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

/** The operator's desk, driven through the real API with the operator's token (as the admin screens would). */
async function operatorDesk(request: APIRequestContext) {
  const { userinfo } = await api<{ userinfo: { token: string } }>(request, 'post', '/api/user/login', {
    body: E2E_OPERATOR,
  });
  const token = userinfo.token;
  return {
    credit: (userId: number, amount: string, reason: string) =>
      api<{ balance_cents: number }>(request, 'post', '/api/admin/balance_adjust', {
        token,
        body: { user_id: userId, amount, reason },
      }),
    orderBySn: async (sn: string) => {
      const { list } = await api<Paged<OrderSummary>>(
        request,
        'get',
        `/api/admin/orders?sn=${encodeURIComponent(sn)}`,
        { token },
      );
      const found = list.filter((order) => order.sn === sn);
      expect(found, `the order ${sn} on the operator's desk`).toHaveLength(1);
      return found[0]!;
    },
    ship: (id: number, carrier: string, trackingNo: string) =>
      api<{ status: number }>(request, 'post', '/api/admin/order_ship', {
        token,
        body: { id, carrier, tracking_no: trackingNo },
      }),
    addLogistics: (id: number, text: string, location: string) =>
      api<{ logistics: { text: string }[] }>(request, 'post', '/api/admin/order_logistics', {
        token,
        body: { id, text, location },
      }),
    freightOf: async (shopId: number) => {
      const { list } = await api<{ list: FreightRule[] }>(request, 'get', '/api/admin/freight', { token });
      const rule = list.find((r) => r.shop_id === shopId);
      expect(rule, `the freight rule of shop ${shopId}`).toBeTruthy();
      return rule!;
    },
  };
}

/** The SKU the product page starts on: the first in stock with a value for every spec. */
const startSkuOf = (detail: Detail) =>
  detail.skus.find((sku) => sku.stock > 0 && sku.specs.length === detail.specs.length);

/**
 * A product of $20–$100 with specs, whose page starts on one SKU and has a neighbour one spec apart, priced
 * $20–$100 with at least 2 in stock: choosing that neighbour is the SKU choice the journey makes.
 */
async function findBagProduct(request: APIRequestContext) {
  const limit = 20;
  for (let page = 1; ; page += 1) {
    const cards = await api<Paged<Card>>(
      request,
      'get',
      `/api/goods/list?min_price_cents=2000&max_price_cents=10000&in_stock=1&limit=${limit}&page=${page}`,
    );
    for (const card of cards.list) {
      const detail = await api<Detail>(request, 'get', `/api/goods/detail?id=${card.id}`);
      const start = startSkuOf(detail);
      if (!start || detail.specs.length === 0) continue;
      const target = detail.skus.find(
        (sku) =>
          sku.stock >= 2 &&
          sku.price_cents >= 2000 &&
          sku.price_cents <= 10000 &&
          sku.specs.length === detail.specs.length &&
          sku.specs.filter((value, index) => value !== start.specs[index]).length === 1,
      );
      if (!target) continue;
      const changed = target.specs.findIndex((value, index) => value !== start.specs[index]);
      return { detail, target, spec: { name: detail.specs[changed]!.name, value: target.specs[changed]! } };
    }
    if (page * limit >= cards.total) throw new Error('No product of the demo catalogue fits the bag journey');
  }
}

const payCode = '135790';

test('a buyer with balance buys a product through the bag and receives it', async ({ page, request }) => {
  const console = watchConsole(page);
  const buyer = uniqueBuyer();
  const balance = page.getByRole('region', { name: 'Balance', exact: true });
  const { detail, target, spec } = await test.step('pick a product of the demo catalogue with a SKU to choose', () =>
    findBagProduct(request));
  const desk = await operatorDesk(request);
  const rule = await desk.freightOf(detail.shop.id);

  // What the checkout must show for 2 of that SKU with WELCOME10 (10 % off the goods, rounded to the cent).
  const goods = target.price_cents * 2;
  const freight = rule.free_over_cents !== null && goods >= rule.free_over_cents ? 0 : rule.base_cents;
  const discount = Math.round(goods / 10);
  const total = goods + freight - discount;

  await test.step('a new buyer registers and sets a payment code', async () => {
    await register(page, buyer);
    await page.goto('/changePayPwd');
    await page.getByLabel('New payment code').fill(payCode);
    await page.getByLabel('Confirm payment code').fill(payCode);
    await page.getByRole('button', { name: 'Set payment code' }).click();
    await expect(page.getByText('Payment code set')).toBeVisible();
  });

  await test.step('the operator credits the buyer $500', async () => {
    const token = await buyerToken(page);
    const me = await api<{ id: number; account: string }>(request, 'get', '/api/user/getUserInfo', { token });
    expect(me.account).toBe(buyer.account);
    const credited = await desk.credit(me.id, '500', 'E2E: welcome credit for the order journey');
    expect(credited.balance_cents).toBe(50_000);
    await page.goto('/profile');
    await expect(balance).toContainText('$500.00');
  });

  await test.step(`opens "${detail.title}" and chooses ${spec.name} ${spec.value}`, async () => {
    await page.goto(`/detail/${detail.id}`);
    await expect(page.getByRole('heading', { name: detail.title, exact: true })).toBeVisible();
    const group = page.getByRole('group', { name: spec.name });
    await group.getByRole('button', { name: spec.value, exact: true }).click();
    await expect(group.getByRole('button', { name: spec.value, exact: true, pressed: true })).toBeVisible();
    await expect(page.getByTestId('product-price')).toContainText(money(target.price_cents));
    await expect(page.getByTestId('product-stock')).toHaveText(`${target.stock} in stock`);
  });

  await test.step('adds it to the bag', async () => {
    await page.getByRole('button', { name: 'Add to bag' }).click();
    await expect(page.getByText('Added to your bag')).toBeVisible();
  });

  const item = page
    .getByRole('list', { name: `Items from ${detail.shop.name}` })
    .getByRole('listitem')
    .filter({ hasText: detail.title });
  await test.step('on the Bag tab (its badge counts 1 line), the item is there; the stepper takes it to 2', async () => {
    await page.goto('/home');
    await page
      .getByRole('navigation', { name: 'Main sections' })
      .getByRole('link', { name: /^Bag\W+Items in your bag: 1$/ })
      .click();
    await expect(page).toHaveURL(/\/bag$/);
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(target.specs.join(' · '));
    const quantity = item.getByRole('spinbutton', { name: `Quantity of ${detail.title}` });
    await expect(quantity).toHaveValue('1');
    await item.getByRole('button', { name: 'increase' }).click();
    await expect(quantity).toHaveValue('2');
    // The subtotal counts what the server holds: the new quantity has arrived.
    await expect(page.getByTestId(`bag-subtotal-${detail.shop.id}`)).toHaveText(money(goods));
    await expect(page.getByRole('region', { name: 'Checkout summary' })).toContainText(`Total: ${money(goods)}`);
  });

  const addressCard = page.getByRole('region', { name: 'Shipping address' });
  await test.step('checks out: with no address yet, ordering asks for one', async () => {
    await page.getByRole('button', { name: 'Checkout (1)' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: detail.shop.name })).toContainText('× 2');
    await expect(addressCard.getByRole('link', { name: 'Add a shipping address' })).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(addressCard.getByRole('alert')).toHaveText('A shipping address must be chosen before ordering');
    await expect(page).toHaveURL(/\/checkout$/);
  });

  await test.step('adds an address on the way and is back on the checkout with it', async () => {
    await addressCard.getByRole('link', { name: 'Add a shipping address' }).click();
    await expect(page).toHaveURL(/\/addressForm\?from=checkout$/);
    await expect(page.getByText('Once saved, your order ships to this address.')).toBeVisible();
    await page.getByLabel('Addressee').fill(`${buyer.givenName} ${buyer.familyName}`);
    await page.getByLabel('Mobile number').fill('+33 6 12 34 56 78');
    await page.getByLabel('Area', { exact: true }).fill('France, Île-de-France, Paris');
    await page.getByLabel('Detailed address', { exact: true }).fill('12 rue des Lilas, 3rd floor');
    await page.getByRole('group', { name: 'Quick tags' }).getByRole('button', { name: 'Home' }).click();
    await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('Home');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(/\/checkout\?address_id=\d+$/);
    await expect(addressCard).toContainText(`${buyer.givenName} ${buyer.familyName}`);
    await expect(addressCard).toContainText('+33 6 12 34 56 78');
    await expect(addressCard).toContainText('France, Île-de-France, Paris · 12 rue des Lilas, 3rd floor');
  });

  const summary = page.getByRole('region', { name: 'Order summary' });
  await test.step(`applies WELCOME10: ${money(discount)} off ${money(goods)} of goods`, async () => {
    await expect(summary.getByRole('definition')).toHaveText([
      money(goods),
      freight === 0 ? 'Free shipping' : money(freight),
      money(0),
      money(goods + freight),
    ]);
    await page.getByLabel('Promo code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/promo_code=WELCOME10/);
    await expect(page.getByText(`You save ${money(discount)}`)).toBeVisible();
    await expect(summary.getByRole('definition')).toHaveText([
      money(goods),
      freight === 0 ? 'Free shipping' : money(freight),
      `−${money(discount)}`,
      money(total),
    ]);
  });

  const sheet = page.getByRole('dialog', { name: 'Pay' });
  await test.step(`places the order and pays ${money(total)} with the payment code`, async () => {
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(`Amount to pay${money(total)}`);
    await expect(sheet).toContainText(`Balance${money(50_000)}`);
    await sheet.getByLabel('Payment code').fill(payCode);
    await sheet.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/myPurchases\/1$/);
    await expect(page.getByText('Payment successful')).toBeVisible();
  });

  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('article');
  let order: OrderSummary = { id: 0, sn: '', status: 0, total_cents: 0 };
  await test.step('the order waits for delivery', async () => {
    await expect(page.getByRole('tab', { name: 'Waiting for delivery', selected: true })).toBeVisible();
    await expect(orders).toHaveCount(1);
    await expect(orders.first()).toContainText(detail.title);
    await expect(orders.first()).toContainText('Waiting for delivery');
    await expect(orders.first()).toContainText(`Total (2 items) ${money(total)}`);
    const { list } = await api<Paged<OrderSummary>>(request, 'get', '/api/user/order_list?status=1', {
      token: await buyerToken(page),
    });
    expect(list).toHaveLength(1);
    order = list[0]!;
    expect(order.total_cents).toBe(total);
    await expect(orders.first()).toHaveAccessibleName(`${detail.shop.name} Order No. ${order.sn}`);
  });

  const carrier = 'Colissimo';
  const trackingNo = `TW${buyer.account.slice(4).toUpperCase()}FR`;
  const event = 'Arrived at the Paris sorting centre';
  await test.step('the operator ships it and adds a tracking update', async () => {
    expect((await desk.orderBySn(order.sn)).status).toBe(1);
    expect((await desk.ship(order.id, carrier, trackingNo)).status).toBe(2);
    const tracked = await desk.addLogistics(order.id, event, 'Paris');
    expect(tracked.logistics.map((e) => e.text)).toContain(event);
  });

  await test.step('the buyer opens the order: delivered, with the carrier, the tracking number and the update', async () => {
    await orders.first().getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Delivered', exact: true })).toBeVisible();
    await expect(page.getByText('Your parcel is on its way.')).toBeVisible();
    const shipping = page.getByRole('region', { name: 'Shipping progress' });
    await expect(shipping.getByRole('term')).toHaveText(['Carrier', 'Tracking number']);
    await expect(shipping.getByRole('definition')).toHaveText([carrier, trackingNo]);
    const updates = shipping.getByRole('list', { name: 'Tracking updates' }).getByRole('listitem');
    await expect(updates.first()).toContainText(event);
    await expect(updates.first()).toContainText('Paris · ');
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByRole('term')).toHaveText(['Goods', 'Shipping', 'Discount (WELCOME10)', 'Total']);
    await expect(payment.getByRole('definition')).toHaveText([
      money(goods),
      freight === 0 ? 'Free' : money(freight),
      // The checkout writes "−$7.20" (U+2212), the order detail "-$7.20": either minus will do here.
      new RegExp(`^[−-]${escaped(money(discount))}$`),
      money(total),
    ]);
  });

  await test.step('confirms receipt after being asked: the order is Received', async () => {
    await page.getByRole('button', { name: 'Confirm received' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Confirm received?' });
    await expect(ask).toContainText('Only confirm once the parcel is in your hands');
    await ask.getByRole('button', { name: 'Yes, I have it' }).click();
    await expect(page.getByText('Receipt confirmed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Received', exact: true })).toBeVisible();
    await expect(page.getByText('You received this order. Enjoy!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm received' })).toHaveCount(0);
  });

  await test.step(`the balance went down by the ${money(total)} paid`, async () => {
    await page.goto('/profile');
    await expect(balance).toContainText(money(50_000 - total));
  });

  console.expectClean();
});

test('an unpaid order is cancelled and its stock comes back', async ({ page, request }) => {
  const console = watchConsole(page);
  const buyer = uniqueBuyer();
  let token = '';
  // Asked as the buyer: a visitor's catalogue answer may come from the server's 2-second shared cache.
  const detailOf = (productId: number) => api<Detail>(request, 'get', `/api/goods/detail?id=${productId}`, { token });
  const stockOf = async (productId: number, skuId: number) =>
    (await detailOf(productId)).skus.find((sku) => sku.id === skuId)!.stock;

  await test.step('a new buyer registers; a shipping address is already saved (from another device)', async () => {
    await register(page, buyer);
    token = await buyerToken(page);
    await api(request, 'post', '/api/user/address_add', {
      token,
      body: {
        addressee: `${buyer.givenName} ${buyer.familyName}`,
        mobile: buyer.mobile,
        area: 'France, Auvergne-Rhône-Alpes, Lyon',
        detailed_address: '4 place Bellecour',
        tag: 'Home',
        is_default: true,
      },
    });
  });

  const { detail, sku } = await test.step('pick a product in stock and note the stock of its first SKU', async () => {
    const { list } = await api<Paged<Card>>(request, 'get', '/api/goods/list?in_stock=1&sort=newest&limit=20');
    for (const card of list) {
      const found = await detailOf(card.id);
      const start = startSkuOf(found);
      if (start) return { detail: found, sku: start };
    }
    throw new Error('No product in stock with a SKU');
  });
  const stockBefore = sku.stock;

  await test.step(`opens "${detail.title}": ${stockBefore} in stock; Buy now, quantity 1`, async () => {
    await page.goto(`/detail/${detail.id}`);
    await expect(page.getByRole('heading', { name: detail.title, exact: true })).toBeVisible();
    await expect(page.getByTestId('product-stock')).toHaveText(`${stockBefore} in stock`);
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?sku_id=${sku.id}&quantity=1$`));
  });

  const sheet = page.getByRole('dialog', { name: 'Pay' });
  await test.step('the checkout ships to the saved address; places the order, the stock is held', async () => {
    await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('4 place Bellecour');
    await expect(page.getByRole('region', { name: detail.shop.name })).toContainText('× 1');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(sheet).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    expect(await stockOf(detail.id, sku.id)).toBe(stockBefore - 1);
  });

  await test.step('closes the payment sheet without paying: the order waits for payment', async () => {
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/myPurchases\/0$/);
    await expect(page.getByRole('tab', { name: 'Waiting for payment', selected: true })).toBeVisible();
  });

  const order = page.getByRole('list', { name: 'Orders' }).getByRole('article');
  await test.step('opens the order and cancels it after being asked', async () => {
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(detail.title);
    await order.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/orderInfo\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Waiting for payment', exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText('Time left to pay:');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Cancel this order?' });
    await expect(ask).toContainText('The items go back on sale');
    await ask.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText('Order cancelled')).toBeVisible();
  });

  await test.step('the order shows as cancelled, with nothing left to do', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Cancelled', exact: true })).toBeVisible();
    await expect(page.getByText('You cancelled this order.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  });

  await test.step(`the SKU's stock is back to ${stockBefore}`, async () => {
    expect(await stockOf(detail.id, sku.id)).toBe(stockBefore);
    await page.goto(`/detail/${detail.id}`);
    await expect(page.getByTestId('product-stock')).toHaveText(`${stockBefore} in stock`);
  });

  console.expectClean();
});

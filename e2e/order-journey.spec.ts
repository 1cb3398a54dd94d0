import { expect, test } from '@playwright/test';
import { register, uniqueBuyer, watchConsole } from './support';
import { api, money, type Paged } from './api';
import { buyerToken, setPayCode, findBagProduct, operatorDesk, payCode, type OrderSummary } from './order-support';
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
    await setPayCode(page);
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
      .getByRole('link', { name: /^Bag\W+1 item$/ })
      .click();
    await expect(page).toHaveURL(/\/bag$/);
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(target.specs.join(' · '));
    const quantity = item.getByRole('spinbutton', { name: `Quantity of ${detail.title}` });
    await expect(quantity).toHaveValue('1');
    await item.getByRole('button', { name: `Increase the quantity of ${detail.title}` }).click();
    await expect(quantity).toHaveValue('2');
    // The subtotal counts what the server holds: the new quantity has arrived.
    await expect(page.getByTestId(`bag-subtotal-${detail.shop.id}`)).toHaveText(money(goods));
    await expect(page.getByRole('region', { name: 'Checkout summary' })).toContainText(`Total: ${money(goods)}`);
  });

  await test.step('its tick is a real checkbox: unticked, nothing is checked out; ticked again, the line is', async () => {
    const tick = item.getByRole('checkbox', { name: `Select ${detail.title}` });
    await expect(tick).toBeChecked();
    // The tick follows the bag the server holds, so it turns once the server has answered.
    await tick.click();
    await expect(tick).not.toBeChecked();
    await page.getByRole('button', { name: 'Checkout (0)' }).click();
    // The message sits just above the bar that was tapped, clear of the line it is about.
    const message = page.getByRole('status').filter({ hasText: 'Please select at least one item' });
    await expect(message).toBeVisible();
    const box = (await message.locator('.tw-toast__box').boundingBox())!;
    const barBox = (await page.getByRole('region', { name: 'Checkout summary' }).boundingBox())!;
    const lineBox = (await item.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(barBox.y);
    expect(box.y).toBeGreaterThanOrEqual(lineBox.y + lineBox.height);
    await tick.focus();
    await page.keyboard.press('Space');
    await expect(tick).toBeChecked();
    await expect(page.getByRole('button', { name: 'Checkout (1)' })).toBeVisible();
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
    // The form starts from the reader's country (English: the United States); this buyer lives in Switzerland,
    // where the demo keeps no customs rules: the checkout says duties are not estimated, and adds none.
    await page.getByRole('button', { name: /Country or region/ }).click();
    await page.getByRole('searchbox', { name: 'Search countries and regions' }).fill('Switzerland');
    await page.getByRole('dialog').getByRole('button', { name: 'Switzerland', exact: true }).click();
    await page.getByLabel('Addressee').fill(`${buyer.givenName} ${buyer.familyName}`);
    await page.getByLabel('Mobile number').fill('+41 22 310 18 00');
    await page.getByLabel('Detailed address', { exact: true }).fill('12 rue des Lilas, 3rd floor');
    await page.getByLabel('Postal code', { exact: true }).fill('1204');
    await page.getByLabel('City', { exact: true }).fill('Genève');
    await page.getByRole('group', { name: 'Quick tags' }).getByRole('button', { name: 'Home' }).click();
    await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('Home');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(/\/checkout\?address_id=\d+$/);
    await expect(addressCard).toContainText(`${buyer.givenName} ${buyer.familyName}`);
    await expect(addressCard).toContainText('+41 22 310 18 00');
    await expect(addressCard).toContainText('Genève · 12 rue des Lilas, 3rd floor');
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

  await test.step('the open list follows at once (live updates): the order leaves Waiting for delivery for Shipped', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'No orders here' })).toBeVisible();
    await page.getByRole('tab', { name: 'Shipped' }).click();
    await expect(orders).toHaveCount(1);
    await expect(orders.first()).toContainText('Shipped');
  });

  await test.step('the buyer opens the order: delivered, with the carrier, the tracking number and the update', async () => {
    await orders.first().getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Shipped', exact: true })).toBeVisible();
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
      // One minus sign, U+2212, as the checkout writes it.
      `−${money(discount)}`,
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

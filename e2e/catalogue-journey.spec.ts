import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { register, uniqueBuyer, watchConsole } from './support';
import { api, money, type Card, type Detail, type Paged } from './api';

/** "$1,234.50" → 123450. */
const toCents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

/**
 * A product of the seeded catalogue that makes the journey say something:
 * - its shop has fewer than 999 fans, so the count is shown in full ("1.2K" would hide a follow);
 * - the SKU the page starts on (the first in stock) has a neighbour, one spec apart, in stock, with another
 *   price and another stock, so choosing it visibly changes both;
 * - a price range of a few dollars around it, in its category, lists between 2 and 10 products: one page, and
 *   few enough rows that a phone's list renders them all at once (it renders only the rows near the screen).
 */
async function findJourneyProduct(request: APIRequestContext) {
  const limit = 50;
  for (let page = 1; ; page += 1) {
    const cards = await api<Paged<Card>>(request, 'get', `/api/goods/list?sort=sales&limit=${limit}&page=${page}`);
    for (const card of cards.list) {
      const detail = await api<Detail>(request, 'get', `/api/goods/detail?id=${card.id}`);
      if (detail.shop.fans >= 999) continue;
      const start = detail.skus.find((sku) => sku.stock > 0 && sku.specs.length === detail.specs.length);
      if (!start) continue;
      const target = detail.skus.find(
        (sku) =>
          sku.stock > 0 &&
          sku.price_cents !== start.price_cents &&
          sku.stock !== start.stock &&
          sku.specs.filter((value, index) => value !== start.specs[index]).length === 1,
      );
      if (!target) continue;
      const minDollars = Math.max(0, Math.floor(card.price_cents / 100) - 2);
      const maxDollars = Math.ceil(card.price_cents / 100) + 2;
      const inRange = await api<Paged<Card>>(
        request,
        'get',
        `/api/goods/list?category_id=${detail.category.id}&min_price_cents=${minDollars * 100}` +
          `&max_price_cents=${maxDollars * 100}&limit=20`,
      );
      const sameTitle = inRange.list.filter((item) => item.title === card.title);
      if (inRange.total < 2 || inRange.total > 10 || sameTitle.length !== 1 || sameTitle[0]!.id !== card.id) continue;
      const changed = target.specs.findIndex((value, index) => value !== start.specs[index]);
      return {
        detail,
        start,
        target,
        spec: { name: detail.specs[changed]!.name, value: target.specs[changed]! },
        minDollars,
        maxDollars,
        listed: inRange.total,
      };
    }
    if (page * limit >= cards.total) throw new Error('No product of the demo catalogue fits the journey');
  }
}

/** Fills the login form the app has just opened, so its redirect (not the helper's /profile) applies. */
async function logInHere(page: Page, account: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('a visitor browses a category, filters by price and sees the best sellers without logging in, picks a SKU, opens the shop, is asked to log in to follow, logs in, follows, and finds the shop on /heart', async ({
  page,
  browser,
  request,
}) => {
  // Ten steps across three browser contexts, a registration and a login among them.
  test.setTimeout(60_000);
  const console = watchConsole(page);
  const buyer = uniqueBuyer();
  const journey = await test.step('pick a product of the seeded catalogue that fits the journey', () =>
    findJourneyProduct(request));
  const { detail, start, target, spec, minDollars, maxDollars } = journey;

  await test.step('the buyer already has an account (created on another device)', async () => {
    const signup = await browser.newContext();
    await register(await signup.newPage(), buyer);
    await signup.close();
  });

  await test.step('a visitor taps a category on home and lands on Explore for it', async () => {
    await page.goto('/home');
    await page
      .getByRole('region', { name: 'Shop by category' })
      .getByRole('link', { name: detail.category.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/explore\\?category=${detail.category.id}$`));
    await expect(
      page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('button', { name: detail.category.name, pressed: true }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  });

  await test.step('the filters open for a visitor too, under Explore, on that category: no login wall', async () => {
    await page.getByRole('link', { name: 'Filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/explore/filter\\?category_id=${detail.category.id}$`));
    await expect(
      page.getByRole('region', { name: 'Filters' }).getByText(detail.category.name, { exact: true }),
    ).toBeVisible();
  });

  const results = page.getByRole('list', { name: 'Results' });
  await test.step(`filters by price, $${minDollars} to $${maxDollars}: every listed price is in the range`, async () => {
    await page.getByRole('button', { name: 'Edit filters' }).click();
    await expect(page.getByRole('button', { name: detail.category.name, pressed: true })).toBeVisible();
    await page.getByLabel('Minimum price').fill(String(minDollars));
    await page.getByLabel('Maximum price').fill(String(maxDollars));
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(new RegExp(`min_price_cents=${minDollars * 100}&max_price_cents=${maxDollars * 100}`));
    await expect(
      page
        .getByRole('region', { name: 'Filters' })
        .getByText(`${money(minDollars * 100)} – ${money(maxDollars * 100)}`),
    ).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveCount(journey.listed);
    const prices = await results
      .getByRole('listitem')
      .getByText(/^\$[\d,]+\.\d\d$/)
      .allTextContents();
    expect(prices).toHaveLength(journey.listed);
    for (const price of prices) {
      expect(toCents(price), price).toBeGreaterThanOrEqual(minDollars * 100);
      expect(toCents(price), price).toBeLessThanOrEqual(maxDollars * 100);
    }
  });

  const price = page.getByTestId('product-price');
  const stock = page.getByTestId('product-stock');
  await test.step(`opens "${detail.title}" and picks ${spec.name} ${spec.value}: price and stock are that SKU's`, async () => {
    await results.getByRole('link', { name: detail.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/detail/${detail.id}$`));
    await expect(page.getByRole('heading', { name: detail.title, exact: true })).toBeVisible();
    await expect(price).toContainText(money(start.price_cents));
    await expect(stock).toHaveText(`${start.stock} in stock`);

    const group = page.getByRole('group', { name: spec.name });
    await group.getByRole('button', { name: spec.value, exact: true }).click();
    await expect(group.getByRole('button', { name: spec.value, exact: true, pressed: true })).toBeVisible();
    await expect(price).toContainText(money(target.price_cents));
    await expect(stock).toHaveText(`${target.stock} in stock`);
  });

  await test.step('the quantity cannot go past the stock of that SKU', async () => {
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await quantity.fill(String(target.stock + 5));
    await quantity.blur();
    await expect(quantity).toHaveValue(String(target.stock));
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  await test.step('opens the shop from the product', async () => {
    await page.getByRole('link', { name: 'Visit shop' }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${detail.shop.id}$`));
    await expect(page.getByRole('heading', { name: detail.shop.name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  });

  await test.step("the best sellers' ranking opens for a visitor too, from the home's See all", async () => {
    await page.goto('/home');
    await page.getByRole('link', { name: 'See all best sellers' }).click();
    await expect(page).toHaveURL(/\/explore\/popular$/);
    await expect(page.getByRole('list', { name: 'Best sellers ranking' }).getByRole('listitem').first()).toBeVisible();
  });

  // The follow prompt is met on the buyer's phone, a visitor there too.
  const phone = await browser.newContext();
  const visitor = await phone.newPage();
  const phoneConsole = watchConsole(visitor);
  const fans = visitor.getByTestId('shop-fans');
  let fansBefore = 0;

  await test.step('on a phone where nobody is logged in, tapping Follow on the shop asks to log in', async () => {
    await visitor.goto(`/detail/${detail.id}`);
    await visitor.getByRole('link', { name: 'Visit shop' }).click();
    await expect(visitor.getByRole('heading', { name: detail.shop.name, exact: true })).toBeVisible();
    fansBefore = Number(await fans.textContent());
    expect(Number.isInteger(fansBefore) && fansBefore > 0, `fans: ${fansBefore}`).toBe(true);
    await visitor.getByRole('button', { name: 'Follow', exact: true }).click();
    // The message shows for 1.2 s as the login screen opens: looked for first, while it is there.
    await expect(visitor.getByText('Please login first')).toBeVisible();
    await expect(visitor).toHaveURL(new RegExp(`/login\\?redirect=/shop/${detail.shop.id}$`));
  });

  await test.step('logs in, is back on the shop, follows: the button says Following and fans go up by one', async () => {
    // The shop is asked again with the buyer's token (for the followed flag) before Follow is tapped.
    const shopForBuyer = visitor.waitForResponse(
      (response) => response.url().includes('/api/shop/info') && Boolean(response.request().headers()['token']),
    );
    await logInHere(visitor, buyer.account, buyer.password);
    await expect(visitor).toHaveURL(new RegExp(`/shop/${detail.shop.id}$`));
    await shopForBuyer;
    await expect(fans).toHaveText(String(fansBefore));
    await visitor.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(visitor.getByRole('button', { name: 'Following' })).toBeVisible();
    await expect(fans).toHaveText(String(fansBefore + 1));
  });

  await test.step('the shop is on /heart, on the phone and, once logged in there, on the first browser', async () => {
    await visitor.goto('/heart');
    await page.goto('/heart');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await logInHere(page, buyer.account, buyer.password);
    await expect(page).toHaveURL(/\/heart$/);
    for (const screen of [visitor, page]) {
      await expect(
        screen.getByRole('list', { name: 'Followed shops' }).getByRole('link', { name: detail.shop.name }),
      ).toBeVisible();
    }
  });

  phoneConsole.expectClean();
  await phone.close();
  console.expectClean();
});

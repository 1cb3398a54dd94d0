import { expect, test } from '@playwright/test';
import { watchConsole } from './support';
import { api, type Card, type Paged } from './api';
test('a search with a typo still finds the product', async ({ page, request }) => {
  const console = watchConsole(page);
  const {
    list: [product],
  } = await api<Paged<Card>>(request, 'get', '/api/goods/list?limit=1');
  const word = product!.title.split(/\s+/).find((part) => /^\p{L}{6,}$/u.test(part));
  expect(word, `a word of 6 letters or more in "${product!.title}"`).toBeTruthy();
  // One letter wrong, in the middle of the word.
  const middle = Math.floor(word!.length / 2);
  const wrong = word![middle]!.toLowerCase() === 'x' ? 'z' : 'x';
  const typo = word!.slice(0, middle) + wrong + word!.slice(middle + 1);

  await test.step(`search for "${typo}" (for "${word}")`, async () => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(typo);
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/searchs\\?keyword=${typo}$`));
  });

  await test.step(`the results show "${product!.title}", and say the search was read as "${word}"`, async () => {
    // Its own card: another product may carry the same title.
    await expect(
      page
        .getByRole('list', { name: `Results for ${typo}` })
        .getByRole('link', { name: product!.title, exact: true })
        .and(page.locator(`[href="/detail/${product!.id}"]`)),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Showing results for' })).toContainText(
      `“${word!.toLowerCase()}”`,
    );
  });

  await test.step('Filters narrows the same results to what is in stock', async () => {
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('switch', { name: 'In stock only' }).click();
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(new RegExp(`/searchs\\?keyword=${typo}&in_stock=1$`));
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  await test.step(`"Search instead for ${typo}" searches the typed word itself: nothing has it`, async () => {
    await page.getByRole('link', { name: `Search instead for “${typo}”` }).click();
    await expect(page.getByRole('heading', { name: `No results for “${typo}”` })).toBeVisible();
  });

  console.expectClean();
});

test('Explore keeps its scroll position after visiting a product and coming back', async ({ page }) => {
  const console = watchConsole(page);
  // The app's <main> is the scrolling container (the window does not scroll).
  const scroller = page.getByRole('main');
  const products = page.getByRole('list', { name: 'Products' });
  const scrollTop = () => scroller.evaluate((element) => element.scrollTop);

  await test.step('open Explore and scroll well past the first screen', async () => {
    await page.goto('/explore');
    await expect(products.getByRole('listitem').nth(9)).toBeVisible();
    await scroller.evaluate((element) => element.scrollTo({ top: 1500 }));
    await expect.poll(scrollTop).toBe(1500);
  });

  let offset = 0;
  let title = '';
  await test.step('open a product visible there', async () => {
    // The first card whose title is fully in view: below the sticky Explore bar (it ends under the sort chips),
    // above the end of the scrolling container (the tab bar is below it).
    const sortChips = (await page.getByRole('radiogroup', { name: 'Sort by' }).boundingBox())!;
    const container = (await scroller.boundingBox())!;
    const view = { top: sortChips.y + sortChips.height + 16, bottom: container.y + container.height - 8 };
    const index = await products.getByRole('link').evaluateAll(
      (links, { top, bottom }) =>
        links.findIndex((link) => {
          const box = link.getBoundingClientRect();
          return box.top >= top && box.bottom <= bottom;
        }),
      view,
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const link = products.getByRole('link').nth(index);
    title = (await link.textContent())!;
    await expect(link).toBeInViewport();
    offset = await scrollTop();
    await link.click();
    await expect(page).toHaveURL(/\/detail\/\d+$/);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  });

  await test.step('go back with the top bar: same scroll position, the product still in view', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect.poll(scrollTop).toBeGreaterThanOrEqual(offset - 2);
    expect(Math.abs((await scrollTop()) - offset)).toBeLessThanOrEqual(2);
    await expect(products.getByRole('link', { name: title, exact: true })).toBeInViewport();
  });

  console.expectClean();
});

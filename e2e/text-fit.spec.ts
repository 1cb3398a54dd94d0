import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * At 375 px, in English and in the languages whose words and numbers run longest (Turkish, French, Indonesian),
 * no price, rate or sort is cut: each element is whole inside every box that clips it, up to `within`.
 */
const LANGUAGES = ['en', 'tr', 'fr', 'id'] as const;

/** The little of the page's DOM these checks read (the e2e project compiles without the DOM's types). */
type Box = { left: number; right: number; top: number; bottom: number };
type PageElement = {
  scrollWidth: number;
  clientWidth: number;
  className: string;
  textContent: string | null;
  parentElement: PageElement | null;
  getBoundingClientRect(): Box;
  matches(selector: string): boolean;
};
type PageWindow = {
  document: { body: PageElement; querySelector(selector: string): PageElement | null };
  getComputedStyle(element: PageElement): { overflowX: string; overflowY: string; fontFamily: string };
};

/** What of the element is hidden: its own text overflowing, or its box outside a clipping ancestor's. */
async function clipping(element: Locator, within: string) {
  return element.evaluate((target, stop) => {
    const { getComputedStyle } = globalThis as unknown as PageWindow;
    const node = target as unknown as PageElement;
    const cut: string[] = [];
    if (node.scrollWidth > node.clientWidth + 0.5) cut.push(`its text (${node.scrollWidth} > ${node.clientWidth})`);
    const box = node.getBoundingClientRect();
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const outer = parent.getBoundingClientRect();
        const inside =
          box.left >= outer.left - 0.5 &&
          box.right <= outer.right + 0.5 &&
          box.top >= outer.top - 0.5 &&
          box.bottom <= outer.bottom + 0.5;
        if (!inside) cut.push(`by .${parent.className.split(' ').join('.')}`);
      }
      if (parent.matches(stop)) break;
    }
    return cut.length ? `"${node.textContent}" cut ${cut.join(', ')}` : null;
  }, within);
}

async function expectWhole(elements: Locator, within: string) {
  await expect(elements.first()).toBeVisible();
  const found: string[] = [];
  for (const element of await elements.all()) {
    if (!(await element.isVisible())) continue;
    const cut = await clipping(element, within);
    if (cut) found.push(cut);
  }
  expect.soft(found).toEqual([]);
}

async function open(page: Page, baseURL: string, lang: string, url: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
}

for (const lang of LANGUAGES) {
  test(`in ${lang} at 375 px, struck prices, shop rates and search sorts show whole`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    // The dearest products first: the longest prices, several with a struck original price.
    await open(page, baseURL!, lang, '/explore?sort=price_desc');
    await expectWhole(page.locator('.product-card__original'), '.product-card');
    await expectWhole(page.locator('.product-card__price'), '.product-card');

    await open(page, baseURL!, lang, '/');
    const shop = page.locator('.cat-shops__card').first();
    await expectWhole(shop.locator('.shop-card__rate'), '.shop-card');

    await open(page, baseURL!, lang, '/searchs?keyword=laptop');
    const sorts = page.locator('.srch-sorts .srch-sort');
    await expectWhole(sorts, 'body');
    // No sort lies under the Filters button.
    const filters = await page.locator('.srch-filters').boundingBox();
    for (const sort of await sorts.all()) {
      const box = (await sort.boundingBox())!;
      const apart =
        box.x + box.width <= filters!.x ||
        filters!.x + filters!.width <= box.x ||
        box.y + box.height <= filters!.y ||
        filters!.y + filters!.height <= box.y;
      expect.soft(apart, `${await sort.textContent()} clear of Filters`).toBe(true);
    }
  });
}

test('antd-mobile’s buttons and the inputs use the page’s own font stack', async ({ page }) => {
  await page.goto('/login');
  const button = page.locator('button.adm-button').first();
  await expect(button).toBeVisible();
  const fonts = await page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as PageWindow;
    return {
      body: getComputedStyle(document.body).fontFamily,
      button: getComputedStyle(document.querySelector('button.adm-button')!).fontFamily,
      input: getComputedStyle(document.querySelector('input')!).fontFamily,
    };
  });
  expect(fonts.button).toBe(fonts.body);
  expect(fonts.input).toBe(fonts.body);
});

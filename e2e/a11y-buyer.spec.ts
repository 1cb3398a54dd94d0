import { expect, test } from '@playwright/test';
import { sharedBuyerWithData, visitsOf, type BuyerData, type SignedInState, type Visit } from './a11y-support';
import { axeViolations, screenWatch } from './axe-support';
import { escaped } from './order-support';
import { isOpenToVisitors, routeTablePaths } from './route-table';
import { measureTargets } from './touch-targets';

/**
 * Decision 023, the buyer's app: axe-core finds nothing on any route, in English and in a language written in CJK
 * characters (longer words, other fonts and line breaks); every target on the main screens is 44×44 to a finger.
 */
const LANGUAGES = ['en', 'ja'] as const;

let data: BuyerData;
let buyerState: SignedInState;

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000);
  ({ data, state: buyerState } = await sharedBuyerWithData(browser, request));
});

for (const language of LANGUAGES) {
  test(`every route of the route table has no axe-core violation, in ${language}: a visitor on the open ones, a buyer with data on the rest`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const visits = routeTablePaths().flatMap((route) => visitsOf(route, data, language === 'en'));
    const violations: string[] = [];
    const audit = async (who: 'visitor' | 'buyer', list: Visit[]) => {
      const context = await browser.newContext(who === 'buyer' ? { storageState: buyerState } : {});
      await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
      const page = await context.newPage();
      const settled = screenWatch(page);
      for (const { url } of list) {
        await page.goto(url);
        await settled();
        // The guard lets each one in: the audit is of the screen asked for, not of a login page in its place.
        await expect(page, `${url} opens for the ${who}`).toHaveURL(
          new RegExp(`${escaped(url.split('?')[0]!)}(\\?|$)`),
        );
        violations.push(...(await axeViolations(page, `${url} (${who}, ${language})`)));
      }
      await context.close();
    };
    const open = visits.filter((visit) => isOpenToVisitors(visit.route));
    // Two tabs side by side: the visitor's walk and the buyer's share nothing.
    await Promise.all([
      audit('visitor', open),
      audit(
        'buyer',
        visits.filter((visit) => !open.includes(visit)),
      ),
    ]);
    expect(violations.sort()).toEqual([]);
  });
}

/** The screens a buyer spends their time on, with data on each. */
const mainScreens = (d: BuyerData) => [
  '/home',
  '/explore',
  `/searchs?keyword=${encodeURIComponent(d.product.title.split(' ')[0]!)}`,
  `/detail/${d.product.id}`,
  '/bag',
  '/myPurchases',
  ...Object.values(d.orders).map((order) => `/orderInfo/${order.id}`),
  '/address',
  '/capitalRecord',
  '/topUpRecord',
  '/depositRecord',
  '/profile',
];

test('every button, link and field on the main screens is at least 44×44 CSS px to a finger, at 375 px wide', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ storageState: buyerState, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const settled = screenWatch(page);
  const small: string[] = [];
  const inline: string[] = [];
  for (const url of mainScreens(data)) {
    await page.goto(url);
    await settled();
    const report = await measureTargets(page);
    expect(report.measured, `targets measured on ${url}`).toBeGreaterThan(0);
    small.push(...report.small.map((target) => `${url}: ${target}`));
    inline.push(...report.inline.map((target) => `${url}: ${target}`));
  }
  await context.close();
  // Links inside a sentence are WCAG's inline exception: listed in the report, not measured.
  test.info().annotations.push({ type: 'links inside a sentence', description: inline.join('\n') || 'none' });
  expect(small).toEqual([]);
});

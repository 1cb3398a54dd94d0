import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_OPERATOR } from '../playwright.config';
import { deskWork } from './a11y-console-work';

// The operator works at a laptop, here without a mouse: no click, only Tab, Shift+Tab, Enter, arrows and typing.
test.use({ ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } });

/** What these checks read of the page, typed here: the e2e project has no DOM types. */
type PageElement = { outerHTML: string; parentElement: PageElement | null; contains(other: unknown): boolean };
type PageWindow = {
  document: { activeElement: PageElement | null; body: PageElement };
  getComputedStyle(element: PageElement): { outlineStyle: string; outlineWidth: string; boxShadow: string };
};

/** Tab past the page's last control leaves the page for the browser's own bar; the next Tab comes back. */
const IN_BROWSER_BAR = 'nothing on the page has focus';

/**
 * Whether the focused control shows it: an outline of 2 px or more, or a ring drawn as a spread shadow, on the
 * control or on the antd wrapper that draws it (an input's affix wrapper, a select, a radio button's label).
 */
const focusRing = (page: Page) =>
  page.evaluate((inBrowserBar) => {
    const { document, getComputedStyle } = globalThis as unknown as PageWindow;
    const focused = document.activeElement;
    if (!focused || focused === document.body) return inBrowserBar;
    const shows = (element: PageElement) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      return outline || /0px 0px 0px [1-9]/.test(style.boxShadow);
    };
    for (let element: PageElement | null = focused, up = 0; element && up < 4; element = element.parentElement, up += 1)
      if (shows(element)) return 'ring';
    return `no ring on ${focused.outerHTML.slice(0, 120)}`;
  }, IN_BROWSER_BAR);

const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === (globalThis as unknown as PageWindow).document.activeElement);

/** Tab (or Shift+Tab) until `target` has focus; at every stop on the page the focus must be seen. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  // Attached, not visible: a radio button's own input is see-through under its label.
  await expect(target).toBeAttached();
  for (let stop = 0; stop < max; stop += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if ((await focusRing(page)) === IN_BROWSER_BAR) continue;
    // Polled: antd eases its rings in.
    await expect.poll(() => focusRing(page), { message: `focus ring at stop ${stop + 1}` }).toBe('ring');
    if (await hasFocus(target)) return;
  }
  throw new Error(`${target} not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}

/** Tab goes round the dialog, both ways, and never leaves it. */
async function expectFocusKeptIn(page: Page, dialog: Locator) {
  const controls = await dialog.locator('button, input, textarea, [tabindex="0"]').count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let stop = 0; stop <= controls + 1; stop += 1) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((element) =>
          element.contains((globalThis as unknown as PageWindow).document.activeElement),
        ),
        `${key} ${stop}`,
      ).toBe(true);
    }
  }
}

test('by keyboard alone the operator passes a recharge and ships an order, seeing every focus', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { buyer, recharge, toShip } = await deskWork(browser, request, baseURL!);

  await test.step('signs in: the account field has focus, Tab to the password, Enter', async () => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Account')).toBeFocused();
    await page.keyboard.type(E2E_OPERATOR.account);
    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type(E2E_OPERATOR.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  await test.step('goes to Recharges through the menu and finds the buyer', async () => {
    await tabTo(page, page.getByRole('link', { name: 'Recharges', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Recharges' })).toBeVisible();
    await tabTo(page, page.getByRole('searchbox', { name: 'Buyer account' }));
    await page.keyboard.type(buyer.account);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row').filter({ hasText: buyer.account })).toHaveCount(1);
  });

  const row = page.getByRole('row').filter({ hasText: buyer.account });
  await test.step('opens Refuse: focus stays in the dialog, and Escape hands it back to Refuse', async () => {
    const refuse = row.getByRole('button', { name: 'Refuse' });
    await tabTo(page, refuse);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Refuse recharge ${recharge.id}` });
    await expect(dialog).toBeVisible();
    await expectFocusKeptIn(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(refuse).toBeFocused();
  });

  await test.step('passes it with the $119.50 that arrived', async () => {
    await tabTo(page, row.getByRole('button', { name: 'Pass' }), { back: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Pass recharge ${recharge.id}` });
    const amount = dialog.getByLabel('Actual arrival amount');
    await expect(amount).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('119.50');
    await expect(dialog).toContainText(`$119.50 will be added to ${buyer.account}'s balance.`);
    await tabTo(page, dialog.getByRole('button', { name: 'Pass and credit' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(`Recharge ${recharge.id} passed: $119.50 added to ${buyer.account}'s balance.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the passed recharge shows under Passed, credited $119.50', async () => {
    await tabTo(page, page.getByRole('radio', { name: 'Waiting' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Passed' })).toBeChecked();
    await expect(row).toContainText('Passed');
    await expect(row).toContainText('Credited $119.50');
  });

  await test.step(`goes to Orders and opens order ${toShip.sn}`, async () => {
    await tabTo(page, page.getByRole('link', { name: 'Orders', exact: true }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await tabTo(page, page.getByRole('searchbox', { name: 'Order number' }));
    await page.keyboard.type(toShip.sn);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: toShip.sn, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `Order No. ${toShip.sn}` })).toBeVisible();
  });

  await test.step('ships it with DHL Express and a tracking number, confirming with Enter', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Ship', exact: true }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Ship order ${toShip.sn}`, exact: true });
    await expect(dialog.getByLabel('Carrier')).toBeFocused();
    await page.keyboard.type('DHL Express');
    await tabTo(page, dialog.getByLabel('Tracking number'));
    await page.keyboard.type('JD0146000099');
    await tabTo(page, dialog.getByRole('button', { name: 'Ship', exact: true }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Ship order ${toShip.sn}?` });
    await expect(confirm).toContainText('DHL Express, tracking number JD0146000099.');
    await expect(confirm.getByRole('button', { name: 'Yes, ship it' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Order ${toShip.sn} shipped with DHL Express.`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the order now reads Shipped, with its tracking number', async () => {
    await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('JD0146000099', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ship', exact: true })).toHaveCount(0);
  });
});

import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_PAGES, type AdminPagePath } from '../apps/web/src/admin/admin-pages';
import {
  consoleText,
  expectNoAxeViolations,
  signInToConsoleIn,
  submitSignIn,
  type ConsoleLanguage,
} from './a11y-console-support';
import { consoleWork, type ConsoleWork } from './a11y-console-work';

// The operator works at a laptop. Without animations, axe reads each dialog as it ends up, not half faded in.
test.use({ ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

let work: ConsoleWork;
test.beforeAll(async ({ browser, request, baseURL }) => {
  test.setTimeout(60_000);
  work = await consoleWork(browser, request, baseURL!);
});

/** A record of the new buyer's for each page with an id in its path; a new such page needs one here. */
const RECORD_OF: Record<string, (work: ConsoleWork) => number> = {
  'orders/:id': (w) => w.toShip.id,
  'products/:id': (w) => w.detail.id,
  'buyers/:id': (w) => w.buyerId,
  'disputes/:id': (w) => w.dispute.id,
  'conversations/:id': (w) => w.toShip.id,
};

/** Where a page is opened: the new buyer's records, with filters where the page has them. */
function addressOf(path: string, lang: ConsoleLanguage): string {
  if (!path.includes(':')) {
    const query: Record<string, string> = {
      recharges: `account=${work.buyer.account}`,
      withdrawals: `account=${work.buyer.account}`,
      products: `keyword=${work.detail.id}`,
      freight: `keyword=${encodeURIComponent(work.detail.shop.name)}`,
    };
    return `/admin/${path}${query[path] ? `?${query[path]}` : ''}`;
  }
  const record = RECORD_OF[path];
  expect(record, `${path} (${lang}) needs a record to open in RECORD_OF`).toBeDefined();
  return `/admin/${path.replace(/:\w+/, String(record!(work)))}`;
}

const tx = (lang: ConsoleLanguage, key: string, values?: Record<string, string | number>) =>
  consoleText(lang, `admin.${key}`, values);
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** Opens a dialog on the page (by keyboard-free clicks: the keyboard has its own spec) and gives it back. */
/**
 * Opens an address inside the running console, as its own links do (the router follows the history): a reload per
 * page would load the console and its texts again, thirty-odd times.
 */
const goInside = (page: Page, address: string) =>
  page.evaluate((to) => {
    const { history, dispatchEvent } = globalThis as unknown as {
      history: { pushState(state: null, unused: string, url: string): void };
      dispatchEvent(event: unknown): void;
    };
    history.pushState(null, '', to);
    dispatchEvent(
      new (globalThis as unknown as { PopStateEvent: new (type: string) => unknown }).PopStateEvent('popstate'),
    );
  }, address);

type OpenDialog = (page: Page, lang: ConsoleLanguage) => Promise<Locator>;

/** The main dialogs of the pages, on the new buyer's records: each is scanned open, then closed with Escape. */
const DIALOGS: Partial<Record<AdminPagePath, OpenDialog[]>> = {
  recharges: ['pass', 'refuse'].map((decision) => async (page, lang) => {
    await rowOf(page, work.buyer.account)
      .getByRole('button', { name: tx(lang, `recharges.${decision}.button`) })
      .click();
    return dialogNamed(page, tx(lang, `recharges.${decision}.title`, { id: work.recharge.id }));
  }),
  withdrawals: [
    async (page, lang) => {
      await rowOf(page, work.buyer.account)
        .getByRole('button', { name: tx(lang, 'withdrawals.reveal.button') })
        .click();
      return dialogNamed(page, tx(lang, 'withdrawals.reveal.title', { id: work.withdrawal.id }));
    },
    async (page, lang) => {
      await rowOf(page, work.buyer.account)
        .getByRole('button', { name: tx(lang, 'withdrawals.refuse.button') })
        .click();
      return dialogNamed(page, tx(lang, 'withdrawals.refuse.title', { id: work.withdrawal.id }));
    },
  ],
  'orders/:id': [
    async (page, lang) => {
      await page.getByRole('button', { name: tx(lang, 'orders.ship.button'), exact: true }).click();
      const dialog = dialogNamed(page, tx(lang, 'orders.ship.title', { sn: work.toShip.sn }));
      await dialog.getByLabel(tx(lang, 'orders.ship.carrier')).fill('DHL Express');
      await dialog.getByLabel(tx(lang, 'orders.ship.trackingNo')).fill('JD0146000099');
      await dialog.getByRole('button', { name: tx(lang, 'orders.ship.submit'), exact: true }).click();
      return dialogNamed(page, tx(lang, 'orders.ship.confirmTitle', { sn: work.toShip.sn }));
    },
  ],
  refunds: [
    async (page, lang) => {
      await rowOf(page, work.toRefund.sn)
        .getByRole('button', { name: tx(lang, 'refunds.approve.button') })
        .click();
      return page.getByRole('dialog').filter({ hasText: work.toRefund.sn });
    },
    async (page, lang) => {
      await rowOf(page, work.toRefund.sn)
        .getByRole('button', { name: tx(lang, 'refunds.refuse.button') })
        .click();
      return dialogNamed(page, tx(lang, 'refunds.refuse.title', { sn: work.toRefund.sn }));
    },
  ],
  'buyers/:id': [
    async (page, lang) => {
      await page.getByRole('button', { name: tx(lang, 'buyers.adjust.button') }).click();
      return dialogNamed(page, tx(lang, 'buyers.adjust.title', { account: work.buyer.account }));
    },
    async (page, lang) => {
      await page.getByRole('button', { name: tx(lang, 'buyers.disable.button') }).click();
      return dialogNamed(page, tx(lang, 'buyers.disable.title', { account: work.buyer.account }));
    },
  ],
  products: [
    async (page, lang) => {
      const title = work.detail.title;
      await page.getByRole('button', { name: tx(lang, 'products.quick.openNamed', { title }) }).click();
      return dialogNamed(page, tx(lang, 'products.quick.title', { title }));
    },
  ],
  freight: [
    async (page, lang) => {
      const shop = work.detail.shop.name;
      await page.getByRole('button', { name: tx(lang, 'freight.editLabel', { shop }) }).click();
      return dialogNamed(page, tx(lang, 'freight.form.title', { shop }));
    },
  ],
  'fx-rates': [
    async (page, lang) => {
      await page.getByRole('button', { name: tx(lang, 'fxRates.editLabel', { currency: 'KRW' }) }).click();
      return page.getByRole('dialog').filter({ hasText: tx(lang, 'fxRates.form.rate', { currency: 'KRW' }) });
    },
  ],
  ...Object.fromEntries(
    (
      [
        ['shops', 'shops.add', 'shops.form.createTitle'],
        ['categories', 'categories.add', 'categories.form.createTitle'],
        ['promo-codes', 'promoCodes.add', 'promoCodes.form.createTitle'],
        ['networks', 'networks.add', 'networks.form.createTitle'],
        ['customs', 'customs.add', 'customs.form.titleNew'],
        ['staff', 'staff.invite.button', 'staff.invite.title'],
      ] as const
    ).map(([path, add, title]) => [
      path,
      [
        async (page: Page, lang: ConsoleLanguage) => {
          await page.getByRole('button', { name: tx(lang, add) }).click();
          return dialogNamed(page, tx(lang, title));
        },
      ],
    ]),
  ),
};

for (const lang of ['en', 'ja'] as const) {
  test(`axe finds nothing on the sign-in, on every console page and its dialogs (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInToConsoleIn(page, lang);
    await expectNoAxeViolations(page, `the sign-in (${lang})`);
    await submitSignIn(page, lang);

    for (const { path, titleKey } of ADMIN_PAGES) {
      await test.step(`/admin/${path} (${lang})`, async () => {
        await goInside(page, addressOf(path, lang));
        await expect(page.getByRole('heading', { level: 1, name: consoleText(lang, titleKey) })).toBeVisible();
        await expectNoAxeViolations(page, `/admin/${path} (${lang})`);
        for (const [index, open] of (DIALOGS[path] ?? []).entries()) {
          await expect(await open(page, lang)).toBeVisible();
          // The page behind was scanned just before: only the open dialogs (antd's modal roots) are new.
          await expectNoAxeViolations(page, `dialog ${index + 1} of /admin/${path} (${lang})`, '.ant-modal-root');
          // Escape closes the top dialog. antd keeps a closing dialog on its Escape stack until its motion ends,
          // a moment after it is hidden: a press in that moment goes to the one leaving, so it is pressed again.
          for (let left = await page.getByRole('dialog').count(); left > 0; left -= 1) {
            await expect(async () => {
              await page.keyboard.press('Escape');
              await expect(page.getByRole('dialog')).toHaveCount(left - 1, { timeout: 2_000 });
            }).toPass();
          }
        }
      });
    }
  });
}

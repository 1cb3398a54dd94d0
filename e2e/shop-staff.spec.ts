import { devices, expect, test, type Page } from '@playwright/test';
import { consoleText, expectNoAxeViolations, type ConsoleLanguage } from './a11y-console-support';
import { E2E_OPERATOR } from '../playwright.config';
import { signInAsOperator } from './admin-support';
import { inviteByApi, newPerson, paidOrdersInTwoShops } from './staff-support';

test.use({ ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

const tx = (lang: ConsoleLanguage, key: string, values?: Record<string, string | number>) =>
  consoleText(lang, `admin.${key}`, values);

/** Opens an invitation's link in `lang` and accepts it with the person's account name and password. */
async function accept(page: Page, link: string, person: ReturnType<typeof newPerson>, lang: ConsoleLanguage) {
  await page.addInitScript(`localStorage.setItem('tradewind.admin.lang', ${JSON.stringify(lang)})`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: tx(lang, 'staff.accept.title') })).toBeVisible();
  await expect(page.getByText(tx(lang, 'staff.accept.lead', { email: person.email }))).toBeVisible();
  await expectNoAxeViolations(page, `the accept page (${lang})`);
  await page.getByLabel(tx(lang, 'staff.accept.account')).fill(person.account);
  await page.getByLabel(tx(lang, 'staff.accept.password'), { exact: true }).fill(person.password);
  await page.getByLabel(tx(lang, 'staff.accept.repassword')).fill(person.password);
  await page.getByRole('button', { name: tx(lang, 'staff.accept.submit') }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
}

test("the operator invites staff for a shop; they accept, sign in and see only that shop's orders", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const work = await paidOrdersInTwoShops(request);
  const person = newPerson();
  let link = '';

  await test.step('the operator invites them for shop A on the staff page', async () => {
    await signInAsOperator(page);
    await page.getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expectNoAxeViolations(page, 'the staff page (en)');
    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByLabel('Shops').fill(work.a.shop.name);
    await page.locator('.ant-select-item-option').filter({ hasText: work.a.shop.name }).first().click();
    // Away from the shops' list, which closes it.
    await dialog.getByLabel('Email').click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the invite dialog (en)', '.ant-modal-root');
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    const shown = page.getByRole('dialog', { name: 'Hand over this link' });
    await expect(shown).toBeVisible();
    await expectNoAxeViolations(page, 'the link dialog (en)', '.ant-modal-root');
    link = (await shown.getByLabel('Invitation link').textContent()) ?? '';
    expect(link).toMatch(/\/admin\/accept#code=[\w-]{40,}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('table', { name: 'Invitations not yet accepted' })).toContainText(person.email);
  });

  const context = await browser.newContext({ ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } });
  const staff = await context.newPage();

  await test.step('the person accepts, and sees only their shop’s orders and pages', async () => {
    await accept(staff, new URL(link).pathname + new URL(link).hash, person, 'en');
    await expect(staff.getByText(`Staff of ${work.a.shop.name}`)).toBeVisible();
    await expect(staff.getByText(work.a.order.sn)).toBeVisible();
    await expect(staff.getByText(work.b.order.sn)).toHaveCount(0);
    const menu = staff.getByRole('navigation', { name: 'Console sections' });
    await expect(menu.getByRole('link')).toHaveText([
      'Orders',
      'Refunds',
      'Arbitration',
      'Product questions',
      'Conversations',
      'Passkeys',
    ]);
    await expectNoAxeViolations(staff, 'the orders page of a shop’s staff (en)');
    // Another shop's order is not there for them, whether asked of the server or opened in the console.
    expect((await staff.request.get(`/api/admin/order?id=${work.b.order.id}`)).status()).toBe(404);
    expect((await staff.request.get('/api/admin/buyers')).status()).toBe(403);
    await staff.goto('/admin/buyers');
    await expect(staff).toHaveURL(/\/admin\/orders$/);
  });

  await test.step('they sign out and in again with the account they chose', async () => {
    await staff.getByRole('button', { name: 'Sign out' }).click();
    await expect(staff).toHaveURL(/\/admin\/login/);
    await staff.getByLabel('Account').fill(person.account);
    await staff.getByLabel('Password').fill(person.password);
    await staff.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(staff).toHaveURL(/\/admin\/orders$/);
    await expect(staff.getByText(work.a.order.sn)).toBeVisible();
    await expect(staff.getByText(work.b.order.sn)).toHaveCount(0);
  });

  await test.step('the link works once', async () => {
    const again = await browser.newContext();
    const late = await again.newPage();
    await late.goto(new URL(link).pathname + new URL(link).hash);
    await expect(late.getByRole('alert')).toContainText('This invitation has already been used');
    await again.close();
  });
  await context.close();
});

test('the accept page and the staff page in Japanese: axe finds nothing', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const work = await paidOrdersInTwoShops(request);
  const person = newPerson();
  const link = await inviteByApi(request, work.operator, person.email, [work.a.shop.id, work.b.shop.id]);
  const context = await browser.newContext({ ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } });
  const staff = await context.newPage();
  await accept(staff, link, person, 'ja');
  await expect(staff.getByText(work.b.order.sn)).toBeVisible();
  await expectNoAxeViolations(staff, 'the orders page of a shop’s staff (ja)');
  await context.close();

  await page.addInitScript(`localStorage.setItem('tradewind.admin.lang', 'ja')`);
  await page.goto('/admin/login');
  await page.getByLabel(consoleText('ja', 'admin.signIn.account')).fill(E2E_OPERATOR.account);
  await page.getByLabel(consoleText('ja', 'admin.signIn.password')).fill(E2E_OPERATOR.password);
  await page.getByRole('button', { name: consoleText('ja', 'admin.signIn.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: consoleText('ja', 'admin.menu.dashboard') })).toBeVisible();
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: tx('ja', 'staff.menu') })).toBeVisible();
  await expect(page.getByRole('table', { name: tx('ja', 'staff.tableLabel') })).toContainText(person.account);
  await expectNoAxeViolations(page, 'the staff page (ja)');
  await page.getByRole('button', { name: tx('ja', 'staff.shops.buttonFor', { account: person.account }) }).click();
  await expect(
    page.getByRole('dialog', { name: tx('ja', 'staff.shops.title', { account: person.account }) }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the change-shops dialog (ja)', '.ant-modal-root');
});

import { expect, test } from '@playwright/test';
import { logIn, logOut, register, uniqueBuyer, watchConsole } from './support';

test('a new buyer registers, logs in, sets a payment code, switches language, changes the password and logs out', async ({
  page,
}) => {
  // Nine screens, three logins and two languages, each language's texts downloaded whole when chosen.
  test.setTimeout(90_000);
  const console = watchConsole(page);
  const buyer = uniqueBuyer();

  await test.step('register', async () => {
    await register(page, buyer);
    await expect(page.getByText(`${buyer.givenName} ${buyer.familyName}`)).toBeVisible();
  });

  await test.step('log out and log in again', async () => {
    await logOut(page);
    await logIn(page, buyer.account, buyer.password);
    await expect(page.getByText('$0.00')).toBeVisible();
    await expect(page).toHaveTitle(/My account/);
  });

  await test.step('set the payment code', async () => {
    await page.getByRole('link', { name: 'Security & passwords' }).click();
    await page.getByRole('link', { name: /Payment code/ }).click();
    await expect(page.getByLabel('Current payment code')).toHaveCount(0);
    await page.getByLabel('New payment code').fill('12345a');
    await page.getByLabel('Confirm payment code').fill('12345a');
    await page.getByRole('button', { name: 'Set payment code' }).click();
    await expect(page.getByText('The payment code may contain digits only')).toBeVisible();
    await page.getByLabel('New payment code').fill('246810');
    await page.getByLabel('Confirm payment code').fill('246810');
    await page.getByRole('button', { name: 'Set payment code' }).click();
    await expect(page.getByText('Payment code set')).toBeVisible();
    await page.goto('/passwords');
    await expect(page.getByText('Set', { exact: true })).toBeVisible();
    await expect(page.getByText('Not set', { exact: true })).toHaveCount(0);
  });

  await test.step('switch to Français and back, and the choice survives a reload', async () => {
    await page.goto('/language');
    await page.getByRole('radio', { name: 'Français' }).check();
    await expect(page).toHaveTitle(/Langue/);
    await page.reload();
    await expect(page).toHaveTitle(/Langue/);
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: /Langue/ })).toBeVisible();
    await page.goto('/language');
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page).toHaveTitle(/Language/);
  });

  await test.step('change the login password, which signs out; the new password logs in', async () => {
    await page.goto('/changePassword');
    await page.getByLabel('Current password').fill(buyer.password);
    await page.getByLabel('New password', { exact: true }).fill(buyer.password);
    await page.getByLabel('Confirm new password').fill(buyer.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The new one must differ from the old one')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await page.getByLabel('Confirm new password').fill('second-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login/);
    await logIn(page, buyer.account, 'second-pass-2');
  });

  await test.step('log out; the personal centre then asks to log in first', async () => {
    await logOut(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Please login first')).toBeVisible();
  });

  console.expectClean();
});

test('the language chosen on the account comes back with a new login on another device', async ({ page, browser }) => {
  const buyer = uniqueBuyer();
  await register(page, buyer);
  await page.goto('/language');
  await page.getByRole('radio', { name: '日本語' }).check();
  await expect(page).toHaveTitle(/言語/);

  const other = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const fresh = await other.newPage();
  await logIn(fresh, buyer.account, buyer.password);
  await expect(fresh).toHaveTitle(/マイページ/);
  await other.close();
});

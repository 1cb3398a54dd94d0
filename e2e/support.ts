import { expect, type Page } from '@playwright/test';

/** Fails the test on anything the browser console reports as an error (CSP violations included). */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return {
    expectClean: () => expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]),
  };
}

let counter = 0;
export function uniqueBuyer() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    account: `e2e_${id}`,
    email: `e2e_${id}@example.com`,
    mobile: '+33 6 12 34 56 78',
    familyName: 'Moreau',
    givenName: 'Inès',
    password: 'first-pass-1',
  };
}

/** The buyer's default address in Rennes, as POST /api/user/address_add takes it. */
export const rennesAddress = (buyer: ReturnType<typeof uniqueBuyer>) => ({
  addressee: `${buyer.givenName} ${buyer.familyName}`,
  mobile: buyer.mobile,
  area: 'France, Bretagne, Rennes',
  detailed_address: '3 rue Saint-Malo',
  tag: 'Home',
  is_default: true,
});

export async function register(page: Page, buyer: ReturnType<typeof uniqueBuyer>) {
  await page.goto('/register');
  await page.getByLabel('Account', { exact: true }).fill(buyer.account);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Mobile number').fill(buyer.mobile);
  await page.getByLabel('Family name').fill(buyer.familyName);
  await page.getByLabel('Given name').fill(buyer.givenName);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByLabel('Confirm password').fill(buyer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

export async function logIn(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

export async function logOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Yes, log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The confirmation closes with an animation: the sign-in page is the buyer's once it has gone.
  await expect(page.locator('.adm-center-popup-wrap').filter({ visible: true })).toHaveCount(0);
}

import { expect, test, type Page } from '@playwright/test';
import { register, uniqueBuyer, watchConsole } from './support';

async function fillRegistration(page: Page, buyer: ReturnType<typeof uniqueBuyer>, email: string) {
  await page.goto('/register');
  await page.getByLabel('Account', { exact: true }).fill(buyer.account);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill(buyer.mobile);
  await page.getByLabel('Family name').fill(buyer.familyName);
  await page.getByLabel('Given name').fill(buyer.givenName);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByLabel('Confirm password').fill(buyer.password);
}

test('one tap on Create account after correcting the email creates the account', async ({ page }) => {
  const console = watchConsole(page);
  const buyer = uniqueBuyer();
  await fillRegistration(page, buyer, 'nina@@example');
  const create = page.getByRole('button', { name: 'Create account' });
  await create.tap();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  // A screen reader on the field hears what is wrong with it, and only that field is marked.
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByLabel('Mobile number')).not.toHaveAttribute('aria-invalid');
  await page.screenshot({ path: test.info().outputPath('register-email-message.png'), fullPage: true });

  // The corrected field keeps the focus: the tap below is what leaves it.
  await page.getByLabel('Email').fill(buyer.email);
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
  await create.tap();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`${buyer.givenName} ${buyer.familyName}`)).toBeVisible();
  console.expectClean();
});

test("a payment code with a letter gets the app's own message, never the browser's bubble", async ({ page }) => {
  const buyer = uniqueBuyer();
  await register(page, buyer);
  await page.goto('/changePayPwd');
  const code = page.getByLabel('New payment code');
  await code.fill('12345a');
  await page.getByLabel('Confirm payment code').fill('12345a');
  await page.getByRole('button', { name: 'Set payment code' }).tap();
  await expect(page.getByText('The payment code may contain digits only')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pay-code-message.png') });
  // Nothing the browser would check itself (and cover the message with its bubble).
  expect(await code.evaluate((input) => (input as { checkValidity(): boolean }).checkValidity())).toBe(true);

  await code.fill('246810');
  await page.getByLabel('Confirm payment code').fill('246810');
  await page.getByRole('button', { name: 'Set payment code' }).tap();
  await expect(page.getByText('Payment code set')).toBeVisible();
});

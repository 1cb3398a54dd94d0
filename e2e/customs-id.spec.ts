import { expect, test } from '@playwright/test';
import { register, uniqueBuyer, watchConsole } from './support';
import { axeViolations } from './axe-support';

/** 123.456.789 with its two check digits (09, computed by hand in the contract's tests): a made-up CPF. */
const CPF = '123.456.789-09';

test('a buyer with a Brazilian address is asked for a CPF; a wrong check digit is refused, a right one saved masked', async ({
  page,
}) => {
  const console = watchConsole(page);
  const buyer = uniqueBuyer();
  await register(page, buyer);

  await test.step('the new address starts in the reader’s country; Brazil is found in the list', async () => {
    await page.goto('/addressForm');
    const country = page.getByRole('button', { name: /Country or region/ });
    await expect(country).toHaveText('United States');
    await country.click();
    const sheet = page.getByRole('dialog', { name: 'Choose a country or region' });
    await sheet.getByRole('searchbox', { name: 'Search countries and regions' }).fill('bra');
    expect(await axeViolations(page, 'the country sheet')).toEqual([]);
    await sheet.getByRole('button', { name: 'Brazil', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(country).toHaveText('Brazil');
  });

  await test.step('the form takes Brazil’s shape and asks for the CPF, saying why', async () => {
    await expect(page.getByLabel('Postal code', { exact: true })).toHaveAttribute('placeholder', 'e.g. 40301-110');
    await expect(page.getByLabel('Neighborhood, City, State', { exact: true })).toBeVisible();
    await expect(page.getByText('Brazilian customs needs the recipient’s CPF to release the parcel.')).toBeVisible();
    expect(await axeViolations(page, 'the Brazilian address form')).toEqual([]);
  });

  const cpf = page.getByLabel('CPF', { exact: true });
  await test.step('a wrong check digit is refused as it is typed, and nothing is saved', async () => {
    await page.getByLabel('Addressee').fill(`${buyer.givenName} ${buyer.familyName}`);
    await page.getByLabel('Mobile number').fill('+55 11 91234 5678');
    await page.getByLabel('Detailed address', { exact: true }).fill('Avenida Paulista, 1578');
    await page.getByLabel('Neighborhood, City, State', { exact: true }).fill('Bela Vista, São Paulo, SP');
    await page.getByLabel('Postal code', { exact: true }).fill('01310-100');
    await page.getByRole('group', { name: 'Quick tags' }).getByRole('button', { name: 'Home' }).click();
    await cpf.fill('123.456.789-08');
    await expect(page.getByText('This number does not add up: check it against your ID card')).toBeVisible();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(/\/addressForm$/);
    await expect(cpf).toHaveAccessibleDescription(/This number does not add up/);
  });

  await test.step('the right one is saved, and shown masked from then on', async () => {
    await cpf.fill(CPF);
    await expect(page.getByText('This number does not add up: check it against your ID card')).toBeHidden();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(/\/address$/);
    // The list shows where it goes with its postal code, and the ID masked as the form does.
    await expect(page.getByText('Bela Vista, São Paulo, SP · Avenida Paulista, 1578 · 01310-100')).toBeVisible();
    await expect(page.getByText('CPF: 1•••••••909')).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await expect(page).toHaveURL(/\/addressForm\/\d+$/);
    const saved = page.getByLabel('CPF', { exact: true });
    await expect(saved).toHaveValue('');
    await expect(saved).toHaveAttribute('placeholder', '1•••••••909');
    await expect(page.getByText('Saved: 1•••••••909. Type it again only to change it.')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('12345678909');
    await expect(page.locator('body')).not.toContainText(CPF);
  });

  console.expectClean();
});

import { devices, expect, test } from '@playwright/test';
import { balanceOf, buyerWithWork, shopAndCategory, signInAsOperator } from './admin-support';
import { forbidDialogs, pngFile } from './aftersale-support';
import { money, operatorToken } from './api';
import { watchConsole } from './support';

// The operator works at a laptop; the buyer keeps the phone.
test.use({ ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } });

test('the operator passes a recharge, ships an order, approves a refund and creates a product buyers then see on the home screen', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const phoneContext = await browser.newContext({ ...devices['iPhone 13'], baseURL });
  const phone = await phoneContext.newPage();
  const console = watchConsole(page);
  const dialogs = forbidDialogs(page);

  const work = await test.step('a new buyer, on the phone, has a recharge, an order to ship and a refund waiting', () =>
    buyerWithWork(phone, request));
  const { buyer, token } = work;
  let balance = await balanceOf(request, token);

  await test.step('signs in at /admin/login and lands on the dashboard', () => signInAsOperator(page));

  await test.step('passes the recharge, crediting $119.50 of the $120.00 declared', async () => {
    await page.getByRole('link', { name: 'Review recharges' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recharges' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buyer account' }).fill(buyer.account);
    await page.getByRole('searchbox', { name: 'Buyer account' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: buyer.account });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('$120.00');
    // What the buyer quoted and wrote, to match the transfer.
    await expect(row).toContainText(`Ref. ${work.recharge.reference}`);
    await expect(row).toContainText('Paid in EUR');
    await expect(row).toContainText(`Buyer's note: ${work.recharge.note}`);
    const evidence = row.getByRole('img', {
      name: `Payment evidence of recharge ${work.recharge.id} from ${buyer.account}`,
    });
    await expect(evidence).toBeVisible();
    // The buyer's private picture, read through the console's own path with its cookie (decision 036).
    await expect(evidence).toHaveJSProperty('complete', true);
    await expect(evidence).not.toHaveJSProperty('naturalWidth', 0);

    await row.getByRole('button', { name: 'Pass' }).click();
    const dialog = page.getByRole('dialog', { name: `Pass recharge ${work.recharge.id}` });
    await expect(dialog).toContainText(`${buyer.account} declared $120.00 (Manual transfer).`);
    await expect(dialog).toContainText(work.recharge.note);
    await dialog.getByLabel('Actual arrival amount').fill('119.50');
    await expect(dialog).toContainText(`$119.50 will be added to ${buyer.account}'s balance.`);
    await dialog.getByRole('button', { name: 'Pass and credit' }).click();
    await expect(
      page.getByText(`Recharge ${work.recharge.id} passed: $119.50 added to ${buyer.account}'s balance.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await balanceOf(request, token)).toBe(balance + 11_950);
    balance += 11_950;
  });

  await test.step(`finds order ${work.toShip.sn} by its number and ships it`, async () => {
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Order number' }).fill(work.toShip.sn);
    await page.getByRole('searchbox', { name: 'Order number' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`sn=${work.toShip.sn}`));
    await page.getByRole('link', { name: work.toShip.sn, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Order No. ${work.toShip.sn}` })).toBeVisible();

    await page.getByRole('button', { name: 'Ship' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${work.toShip.sn}`, exact: true });
    await dialog.getByLabel('Carrier').fill('DHL Express');
    await dialog.getByLabel('Tracking number').fill('JD0146000099');
    await dialog.getByRole('button', { name: 'Ship' }).click();
    const confirm = page.getByRole('dialog', { name: `Ship order ${work.toShip.sn}?` });
    await expect(confirm).toContainText('DHL Express, tracking number JD0146000099.');
    await confirm.getByRole('button', { name: 'Yes, ship it' }).click();
    await expect(page.getByText(`Order ${work.toShip.sn} shipped with DHL Express.`)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('JD0146000099', { exact: true })).toBeVisible();
  });

  await test.step('the buyer sees the order on its way, with the carrier', async () => {
    await phone.goto(`/orderInfo/${work.toShip.id}`);
    await expect(phone.getByRole('heading', { level: 2, name: 'Shipped', exact: true })).toBeVisible();
    await expect(phone.getByText('DHL Express JD0146000099')).toBeVisible();
  });

  await test.step('approves the full refund, whose explanation reads as typed', async () => {
    await page.getByRole('link', { name: 'Refunds', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: work.toRefund.sn });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(work.refundExplanation);
    await row.getByRole('button', { name: 'Approve' }).click();
    const amount = money(work.toRefund.total_cents);
    const confirm = page.getByRole('dialog', {
      name: `Approve the refund of ${amount} on order ${work.toRefund.sn}?`,
    });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`Refund approved: ${amount} returned to ${buyer.account}'s balance.`)).toBeVisible();
    expect(await balanceOf(request, token)).toBe(balance + work.toRefund.total_cents);
  });

  const title = `Canvas weekender bag ${Date.now().toString(36)}`;
  await test.step(`creates "${title}" with two pictures and two colours, on the shelf`, async () => {
    const { shop, category } = await shopAndCategory(request, await operatorToken(request));
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await page.getByRole('button', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

    // The shop select searches as the operator types; the category select is a short list to pick from.
    const shopBox = page.getByRole('combobox', { name: 'Shop' });
    await shopBox.fill(shop.name.slice(0, 6));
    await page.getByTitle(shop.name, { exact: true }).filter({ visible: true }).click();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByTitle(category.name, { exact: true }).filter({ visible: true }).click();
    for (const chosen of [shop.name, category.name]) {
      await expect(page.getByTitle(chosen, { exact: true }).filter({ visible: true })).toHaveCount(1);
    }
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Waxed canvas, leather handles, 40 litres.');
    await page
      .getByLabel('Pictures', { exact: true })
      .setInputFiles([await pngFile('front.png', '#8d6e63'), await pngFile('side.png', '#5d4037')]);
    await expect(page.getByRole('list', { name: 'Order of the pictures' }).getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'Add a spec (up to 3)' }).click();
    await page.getByRole('textbox', { name: 'Spec 1 name' }).fill('Colour');
    await page.getByRole('textbox', { name: 'Spec 1 values' }).fill('Olive, Sand');
    for (const [colour, price] of [
      ['Olive', '89.00'],
      ['Sand', '92.50'],
    ] as const) {
      await page.getByRole('textbox', { name: `Price of ${colour}`, exact: true }).fill(price);
      await page.getByRole('spinbutton', { name: `Stock of ${colour}` }).fill('25');
    }
    const shelf = page.getByRole('switch', { name: 'On the shelf' });
    if (!(await shelf.isChecked())) await shelf.click();
    await expect(shelf).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`“${title}” created`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
  });

  await test.step('the buyer finds it under New arrivals on /home and opens it', async () => {
    await phone.goto('/home');
    const arrivals = phone.getByRole('region', { name: 'New arrivals' });
    await expect(arrivals.getByRole('link', { name: title })).toBeVisible();
    await arrivals.getByRole('link', { name: title }).click();
    await expect(phone.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(phone.getByTestId('product-price')).toContainText(money(8_900));
    await expect(phone.getByTestId('product-stock')).toHaveText('25 in stock');
    const colour = phone.getByRole('group', { name: 'Colour' });
    await colour.getByRole('button', { name: 'Sand', exact: true }).click();
    await expect(phone.getByTestId('product-price')).toContainText(money(9_250));
  });

  dialogs.expectNone();
  console.expectClean();
  await phoneContext.close();
});

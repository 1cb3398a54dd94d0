import { expect, test } from '@playwright/test';
import { buyerWithPaidOrder, forbidDialogs, pngFile, SCRIPT_PAYLOAD } from './aftersale-support';
import { watchConsole } from './support';

test('a buyer reviews a received order with stars, words and two photos; the product page shows the review', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const dialogs = forbidDialogs(page);
  const { buyer, desk, detail, order } =
    await test.step('a new buyer has paid an order for a product nobody reviewed', () =>
      buyerWithPaidOrder(page, request));
  const content = `Sturdy and well packed, as described. ${SCRIPT_PAYLOAD}`;
  // As the product page shortens it: first letter, three stars, last letter.
  const shownBuyer = `${buyer.account.slice(0, 1)}***${buyer.account.slice(-1)}`;

  await test.step('the operator ships it', async () => {
    expect((await desk.ship(order.id, 'Chronopost', `CP${order.sn}`)).status).toBe(2);
  });

  await test.step('the buyer opens the order and confirms receipt after being asked', async () => {
    await page.goto(`/orderInfo/${order.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Shipped', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm received' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Confirm received?' })
      .getByRole('button', { name: 'Yes, I have it' })
      .click();
    await expect(page.getByText('Receipt confirmed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Received', exact: true })).toBeVisible();
  });

  const card = page.getByRole('region', { name: detail.title });
  await test.step('"Review" opens the review of this order', async () => {
    await page.getByRole('link', { name: 'Review', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/comment\\?order_id=${order.id}$`));
    await expect(page.getByRole('form', { name: 'Review your order' })).toContainText(`Order ${order.sn}`);
    await expect(card).toBeVisible();
  });

  await test.step('gives 4 stars for the product, 5 for the service, 3 for the postage', async () => {
    for (const [score, stars] of [
      ['Product score', '4 stars'],
      ['Service score', '5 stars'],
      ['Postage score', '3 stars'],
    ] as const) {
      const star = card.getByRole('radiogroup', { name: score }).getByRole('radio', { name: stars, exact: true });
      // A finger taps the drawn star: the radio's label, laid over it (the radio itself is visually hidden).
      await star.locator('xpath=..').click();
      await expect(star).toBeChecked();
    }
  });

  await test.step('writes the review and adds two photos, waiting for both uploads to finish', async () => {
    await card.getByLabel('Your review').fill(content);
    await card
      .getByLabel('Add pictures', { exact: true })
      .setInputFiles([await pngFile('front.png', '#2e86c1'), await pngFile('back.png', '#f1c40f')]);
    await expect(card.getByRole('img', { name: /^Picture [12]$/ })).toHaveCount(2);
    await expect(card.getByRole('status').filter({ hasText: 'Upload complete' })).toHaveCount(2);
    await expect(card.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('Please wait until the pictures are uploaded')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit review' })).toBeEnabled();
  });

  await test.step('submits: the order is completed', async () => {
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Thank you for your review')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Completed', exact: true })).toBeVisible();
    await expect(page.getByText('This order is complete. Thank you for shopping with us.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Review', exact: true })).toHaveCount(0);
    dialogs.expectNone();
  });

  await test.step('the product page shows the review: 1 review, 4.0 on average, the words as typed, two photos', async () => {
    await page.goto(`/detail/${detail.id}`);
    await expect(page.getByRole('heading', { name: detail.title, exact: true })).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('img', { name: 'Average rating: 4.0 out of 5' })).toBeVisible();
    await expect(reviews).toContainText('1 review');
    const review = reviews.getByRole('list', { name: 'Reviews from buyers' }).getByRole('article');
    await expect(review).toHaveCount(1);
    await expect(review).toHaveAccessibleName(shownBuyer);
    await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(review.getByText(content, { exact: true })).toBeVisible();
    const pictures = review.getByRole('list', { name: `Pictures from ${shownBuyer}` });
    await expect(pictures.getByRole('img', { name: /^Picture [12] from / })).toHaveCount(2);
    for (const index of [1, 2]) {
      const picture = pictures.getByRole('img', { name: `Picture ${index} from ${shownBuyer}` });
      await picture.scrollIntoViewIfNeeded();
      // The stored photo loaded (a lazy picture not loaded yet, or a broken one, is no complete image with a size).
      await expect(picture).toHaveJSProperty('complete', true);
      await expect(picture).not.toHaveJSProperty('naturalWidth', 0);
    }
  });

  dialogs.expectNone();
  console.expectClean();
});

import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { api, type Card, type Paged } from './api';
import { watchConsole } from './support';

type RatedCard = Card & { sales: number; rating: number; review_count: number };
type RatedDetail = RatedCard & { review_photos: string[] };
type Reviews = { total: number; counts: { all: number; with_pictures: number } };

/** "1.2K sold" as the English screens write a count; a small one is written in full. */
const compact = (count: number) =>
  new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(count);
const oneDecimal = (value: number) => value.toFixed(1);
const reviewsText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;

/** Best sellers of the demo catalogue, as the home's "Recommended for you" lists them. */
const bestSellers = (request: APIRequestContext) =>
  api<Paged<RatedCard>>(request, 'get', '/api/goods/list?sort=sales&limit=10');

/** A best seller whose reviews include some with pictures, and the newest product, which nobody has reviewed. */
async function products(request: APIRequestContext) {
  for (const card of (await bestSellers(request)).list) {
    const detail = await api<RatedDetail>(request, 'get', `/api/goods/detail?id=${card.id}`);
    if (detail.review_photos.length === 0) continue;
    const reviews = await api<Reviews>(request, 'get', `/api/goods/reviews?id=${card.id}`);
    const newest = await api<Paged<RatedCard>>(request, 'get', '/api/goods/list?sort=newest&limit=20');
    const unreviewed = newest.list.find((item) => item.review_count === 0);
    if (!unreviewed) throw new Error('Every new arrival has reviews: the seed should leave the newest unsold');
    return { card, detail, reviews, unreviewed };
  }
  throw new Error('No best seller of the demo catalogue has review photos');
}

/** A finger can hit it: at least 44 × 44 CSS pixels. */
async function expectTappable(control: Locator) {
  const box = (await control.boundingBox())!;
  expect(box.height, 'height').toBeGreaterThanOrEqual(44);
  expect(box.width, 'width').toBeGreaterThanOrEqual(44);
}

test('reviews a buyer can trust: one rating and one sold count from card to page, photos under the price, a pictures filter', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const { card, detail, reviews, unreviewed } = await products(request);
  const rating = `Average rating: ${oneDecimal(card.rating)} out of 5 (${reviewsText(card.review_count)})`;

  await test.step(`the home's card of "${card.title}" shows its rating with ${card.review_count} reviews and its sales`, async () => {
    await page.goto('/home');
    const item = page.getByRole('article').filter({ has: page.getByRole('link', { name: card.title, exact: true }) });
    await expect(item.first()).toBeVisible();
    await expect(
      item
        .first()
        .getByRole('img', { name: `Rated ${oneDecimal(card.rating)} out of 5 from ${reviewsText(card.review_count)}` }),
    ).toBeVisible();
    await expect(item.first()).toContainText(`${compact(card.sales)} sold`);
    await item.first().getByRole('link', { name: card.title, exact: true }).click();
  });

  const summary = page.locator('section').filter({ has: page.getByTestId('product-price') });
  await test.step('the page shows the same rating and count under the price, the same sales, and the review photos', async () => {
    await expect(page).toHaveURL(new RegExp(`/detail/${card.id}$`));
    await expect(summary.getByRole('link', { name: rating })).toBeVisible();
    await expectTappable(summary.getByRole('link', { name: rating }));
    await expect(summary).toContainText(`${compact(card.sales)} sold`);
    const strip = summary.getByRole('list', { name: "Photos from buyers' reviews" });
    const photos = strip.getByRole('button', { name: /^View review photo \d+ of \d+ full screen$/ });
    await expect(photos).toHaveCount(detail.review_photos.length);
    await expectTappable(photos.first());
    const first = strip.getByRole('img', { name: `Review photo 1 of ${detail.review_photos.length}` });
    await expect(first).toHaveJSProperty('complete', true);
    await expect(first).not.toHaveJSProperty('naturalWidth', 0);
  });

  const section = page.getByRole('region', { name: 'Reviews' });
  await test.step(`"(${reviewsText(card.review_count)})" leads to the reviews; "With pictures" keeps those with photos`, async () => {
    await summary.getByRole('link', { name: rating }).click();
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    const filter = section.getByRole('radiogroup', { name: 'Show reviews' });
    const all = filter.getByRole('radio', { name: `All (${reviews.counts.all})` });
    const pictured = filter.getByRole('radio', { name: `With pictures (${reviews.counts.with_pictures})` });
    await expect(all).toBeChecked();
    await expectTappable(pictured);
    await pictured.click();
    await expect(pictured).toBeChecked();
    const shown = section.getByRole('list', { name: 'Reviews from buyers' }).getByRole('article');
    await expect(shown).toHaveCount(Math.min(5, reviews.counts.with_pictures));
    for (const review of await shown.all()) {
      await expect(review.getByRole('list', { name: /^Pictures from / })).toBeVisible();
    }
    await all.click();
    await expect(shown).toHaveCount(Math.min(5, reviews.counts.all));
  });

  await test.step(`"${unreviewed.title}", which nobody has reviewed yet, shows no stars anywhere`, async () => {
    await page.goto(`/detail/${unreviewed.id}`);
    await expect(page.getByRole('heading', { name: unreviewed.title, exact: true })).toBeVisible();
    await expect(summary).toContainText('No reviews yet');
    await expect(summary.getByRole('img', { name: /rating/i })).toHaveCount(0);
    await expect(summary).toContainText(`${compact(unreviewed.sales)} sold`);
    await expect(section.getByRole('radiogroup', { name: 'Show reviews' })).toHaveCount(0);
  });

  console.expectClean();
});

import { expect, test } from '@playwright/test';
import { api, type Card, type Detail, type Paged } from './api';
import { findBagProduct } from './order-support';
import { register, uniqueBuyer } from './support';

type Pictured = Omit<Detail, 'skus'> & {
  images: string[];
  skus: Array<Detail['skus'][number] & { image: string | null }>;
};

test("a visitor taps a shop's See all and sees that shop's products, not the login wall; Back and a deep link work", async ({
  page,
  request,
}) => {
  const [card] = (await api<Paged<Card>>(request, 'get', '/api/goods/list?sort=sales&limit=1')).list;
  const detail = await api<Detail>(request, 'get', `/api/goods/detail?id=${card!.id}`);
  await page.goto(`/detail/${detail.id}`);
  await page.getByRole('link', { name: 'Visit shop' }).tap();
  await expect(page.getByRole('heading', { name: detail.shop.name, exact: true })).toBeVisible();

  await page.getByRole('link', { name: /See all/ }).tap();
  await expect(page).toHaveURL(new RegExp(`/explore/products\\?shop_id=${detail.shop.id}$`));
  const products = page.getByRole('list', { name: `Products of ${detail.shop.name}` });
  await expect(products.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Please login first')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('visitor-shop-products.png') });

  await page.getByRole('button', { name: 'Back' }).tap();
  await expect(page).toHaveURL(new RegExp(`/shop/${detail.shop.id}$`));

  await page.goto(`/explore/products?shop_id=${detail.shop.id}&sort=price_asc`);
  await expect(products.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Price: low to high' })).toBeChecked();
});

test("a product page opens on its first picture, the card's, even when the SKU it starts on has another", async ({
  page,
  request,
}) => {
  // Products whose opening SKU shows one of the product's later pictures: they opened on it ("4 / 4").
  const cards = (await api<Paged<Card & { image: string }>>(request, 'get', '/api/goods/list?sort=sales&limit=40'))
    .list;
  let found: { card: Card & { image: string }; detail: Pictured } | undefined;
  for (const card of cards) {
    const detail = await api<Pictured>(request, 'get', `/api/goods/detail?id=${card.id}`);
    const start = detail.skus.find((sku) => sku.stock > 0 && sku.specs.length === detail.specs.length);
    if (detail.images.length > 1 && start?.image && detail.images.indexOf(start.image) > 0) {
      found = { card, detail };
      break;
    }
  }
  expect(found, 'a product whose opening SKU has a later picture').toBeDefined();
  const { card, detail } = found!;
  // The card's picture is the product's first.
  expect(detail.images[0]).toBe(card.image);

  await page.goto(`/detail/${detail.id}`);
  const gallery = page.getByRole('region', { name: 'Product pictures' });
  const first = gallery.getByRole('button', { name: `View picture 1 of ${detail.images.length} full screen` });
  await expect(first).toBeInViewport({ ratio: 0.9 });
  await expect(gallery.getByText(`1 / ${detail.images.length}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('gallery-first-picture.png') });
});

test('after Add to bag the product page leads to the bag: "View bag" in the toast, and the bag with its count', async ({
  page,
  request,
}) => {
  // Finding the product walks the catalogue through the API, then a buyer registers: more than the usual budget.
  test.slow();
  const { detail } = await findBagProduct(request);
  await register(page, uniqueBuyer());
  await page.goto(`/detail/${detail.id}`);
  await expect(page.getByRole('heading', { name: detail.title, exact: true })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Buy this product' });
  await expect(bar.getByRole('link', { name: 'Bag', exact: true })).toBeVisible();

  await bar.getByRole('button', { name: 'Add to bag' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your bag' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('added-view-bag.png') });
  await page.getByRole('button', { name: 'View bag' }).tap();
  await expect(page).toHaveURL(/\/bag$/);
  await expect(page.getByRole('heading', { name: 'Bag', level: 1 })).toBeVisible();
  await expect(page.getByText(detail.title).first()).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { api } from './api';
import { buyerToken, findBagProduct } from './order-support';
import { register, uniqueBuyer } from './support';

const NETWORK_TOAST = 'Network connection abnormal, please check your connection';

// What a screen whose code never reached the phone does offline: without the service worker, which would otherwise
// have precached every route's code by the time the test goes offline, or not, as its install raced the test
// (installable-offline.spec.ts covers the cached app).
test.use({ serviceWorkers: 'block' });

test('offline, Add to bag ends at once with the network toast and leaves the bag as it was', async ({
  page,
  context,
  request,
}) => {
  const { detail } = await findBagProduct(request);
  await register(page, uniqueBuyer());
  await page.goto(`/detail/${detail.id}`);
  await expect(page.getByRole('heading', { name: detail.title, exact: true })).toBeVisible();

  await context.setOffline(true);
  const add = page.getByRole('button', { name: 'Add to bag' });
  await add.tap();
  await expect(page.getByText(NETWORK_TOAST)).toBeVisible();
  await expect(add).toBeEnabled();
  await expect(add).not.toHaveAttribute('aria-busy', 'true');
  await page.screenshot({ path: test.info().outputPath('offline-add-to-bag.png') });

  await context.setOffline(false);
  const bag = await api<{ shops: unknown[] }>(request, 'get', '/api/cart/list', { token: await buyerToken(page) });
  expect(bag.shops).toEqual([]);
});

test('offline, a tab not yet loaded keeps the tabs, says so, and opens with Try again once back online', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  const tabs = page.getByRole('navigation', { name: 'Main sections' });
  await expect(tabs).toBeVisible();

  await context.setOffline(true);
  await tabs.getByRole('link', { name: 'Explore' }).tap();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(tabs).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('offline-tab.png') });

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).tap();
  await expect(page.getByRole('heading', { name: 'Explore', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(tabs).toBeVisible();
});

test('offline, a screen not yet loaded keeps the top bar and its back button', async ({ page, context }) => {
  await register(page, uniqueBuyer());
  await context.setOffline(true);
  await page.getByRole('link', { name: /Notifications/ }).tap();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(/\/notification$/);
  await page.screenshot({ path: test.info().outputPath('offline-screen.png') });

  await page.getByRole('button', { name: 'Back' }).tap();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
});

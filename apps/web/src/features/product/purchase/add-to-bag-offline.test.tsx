import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { CartApi, CatalogueApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderApp, testRoute } from '@/test/render-app';
import { resetSession, signIn } from '@/test/session-reset';
import { toast } from '@/test/toast.mock';
import { productDetailOf } from '../product.test-data';
import ProductDetailScreen from '../product-detail-screen';

vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const ADD = `POST ${CartApi.add}`;
const routes = [
  testRoute('/detail/:product?/:mer?', ProductDetailScreen, { part: 'product', titleKey: 'title.detail' }),
];
let server: ReturnType<typeof fakeHttp>;

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

beforeEach(async () => {
  vi.clearAllMocks();
  await resetSession();
  signIn();
  server = fakeHttp({ [`GET ${CatalogueApi.detail}`]: ok(productDetailOf(7)), [ADD]: ok({}) });
});
afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

it('offline, Add to bag ends at once with "network connection abnormal" and sends nothing', async () => {
  const { user } = renderApp(routes, '/detail/7');
  await screen.findByRole('heading', { name: 'Linen T-shirt' });
  goOffline();
  const add = within(screen.getByRole('region', { name: 'Buy this product' })).getByRole('button', {
    name: 'Add to bag',
  });
  await user.click(add);
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('Network connection abnormal, please check your connection'),
  );
  expect(add).not.toHaveAttribute('aria-busy', 'true');
  expect(add).toBeEnabled();
  expect(server.calls(ADD)).toHaveLength(0);
  expect(toast.success).not.toHaveBeenCalled();
});

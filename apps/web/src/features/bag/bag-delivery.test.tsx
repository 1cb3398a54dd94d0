import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AddressApi, CartApi, deliveryWindow } from '@tradewind/contract';
import { formatDayRange } from '@/i18n/format';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { HARBOUR, sampleBag, VOLT } from './bag.test-data';
import BagScreen from './bag-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const range = (min: number, max: number) =>
  formatDayRange(deliveryWindow(new Date(), { min, max })).replace(/\s+/g, ' ');
let server: ReturnType<typeof fakeHttp>;

/** The bag of two shops (bag.test-data), for a buyer whose default address is in `country`, or who has none. */
async function open(country?: string) {
  const list = country ? [{ id: 1, country, is_default: true }] : [];
  server = fakeHttp({
    [`GET ${CartApi.list}`]: ok(sampleBag()),
    [`GET ${AddressApi.list}`]: ok({ list, total: list.length, page: 1, limit: 1 }),
  });
  renderScreen(<BagScreen />, '/bag');
  await screen.findByRole('heading', { name: 'Volt Electronics' });
}
const deliveryOf = (shop: { id: number }) => screen.findByTestId(`bag-delivery-${shop.id}`);

describe('the bag’s delivery windows, per shop, to the buyer’s country (decision 042)', () => {
  beforeEach(() => resetSession({}));
  afterEach(() => server.restore());

  it('to the default address’s country: each shop by its days to that zone, or its single transit', async () => {
    await open('KR');
    // Harbour: 2 handling days and 3–6 to East Asia; Volt keeps no zones: 1 and its 6–10 everywhere.
    expect(await deliveryOf(HARBOUR)).toHaveTextContent(`Delivery to South Korea: ${range(5, 8)}`);
    expect(await deliveryOf(VOLT)).toHaveTextContent(`Delivery to South Korea: ${range(7, 11)}`);
  });

  it('says which shop does not ship to the default address’s country', async () => {
    await open('BR');
    expect(await deliveryOf(HARBOUR)).toHaveTextContent('Does not ship to Brazil');
    expect(await deliveryOf(VOLT)).toHaveTextContent(`Delivery to Brazil: ${range(7, 11)}`);
  });

  it('a buyer without an address sees the estimate for the country of their language', async () => {
    await open();
    expect(await deliveryOf(HARBOUR)).toHaveTextContent('Does not ship to United States');
    expect(await deliveryOf(VOLT)).toHaveTextContent(`Delivery to United States, estimated: ${range(7, 11)}`);
  });
});

import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AddressApi, AfterSaleApi, CatalogueApi, deliveryWindow } from '@tradewind/contract';
import { changeLanguage } from '@/i18n';
import { formatDayRange } from '@/i18n/format';
import { fakeHttp, ok } from '@/test/fake-http';
import { resetSession } from '@/test/session.mock';
import { renderScreen } from '@/test/render-screen';
import { productDetailOf } from './product.test-data';
import { reviewsPageOf } from './reviews/review.test-data';
import ProductDetailScreen from './product-detail-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

/** The window of an order placed today: the shop's 2 handling days and the zone's transit (product.test-data). */
const range = (min: number, max: number) =>
  formatDayRange(deliveryWindow(new Date(), { min: 2 + min, max: 2 + max })).replace(/\s+/g, ' ');
let server: ReturnType<typeof fakeHttp>;
const address = {
  id: 1,
  addressee: 'Ada Lovelace',
  mobile: '+33 6 12 34 56 78',
  area: 'Paris',
  detailed_address: '12 rue de Rivoli',
  tag: 'Home',
  is_default: true,
};

/** The product page, with the buyer's default address (none: a buyer without one) read from the address list. */
function open(defaultAddress?: { country: string | null }) {
  server = fakeHttp({
    [`GET ${CatalogueApi.detail}`]: ok(productDetailOf(7)),
    [`GET ${AfterSaleApi.productReviews}`]: ok(reviewsPageOf([])),
    [`GET ${AddressApi.list}`]: ok({
      list: defaultAddress ? [{ ...address, ...defaultAddress }] : [],
      total: defaultAddress ? 1 : 0,
      page: 1,
      limit: 1,
    }),
  });
  renderScreen(<ProductDetailScreen />, '/detail/7', '/detail/:product?/:mer?');
}

describe('the product page’s delivery window, to where the buyer is (decision 042)', () => {
  beforeEach(() => resetSession());
  afterEach(() => server.restore());

  it('a visitor sees it for the country of their language, said to be an estimate', async () => {
    open();
    expect(await screen.findByText(`Delivery to United States, estimated: ${range(5, 9)}`)).toBeInTheDocument();
  });

  it('in Korean, for Korea: the East Asian transit', async () => {
    await changeLanguage('ko');
    onTestFinished(() => changeLanguage('en'));
    open();
    expect(await screen.findByText(`대한민국 도착 예정(추정) ${range(3, 6)}`)).toBeInTheDocument();
  });

  it('a buyer sees it for their default address’s country, or that the shop does not ship there', async () => {
    resetSession({});
    open({ country: 'FR' });
    expect(await screen.findByText(`Delivery to France: ${range(8, 14)}`)).toBeInTheDocument();
    server.restore();
    resetSession({});
    open({ country: 'BR' });
    expect(await screen.findByText('Does not ship to Brazil')).toHaveAttribute('data-testid', 'delivery-window');
  });

  it('a default address without a country gets the shop’s single window, as before', async () => {
    resetSession({});
    open({ country: null });
    expect(await screen.findByText(`Delivery ${range(5, 9)}`)).toBeInTheDocument();
  });

  it('a buyer without an address sees the estimate of their language', async () => {
    resetSession({});
    open();
    expect(await screen.findByText(`Delivery to United States, estimated: ${range(5, 9)}`)).toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AfterSaleApi, CatalogueApi, CustomsApi, type CustomsDestinationData } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { resetSession } from '@/test/session.mock';
import { renderScreen } from '@/test/render-screen';
import { productDetailOf } from './product.test-data';
import { reviewsPageOf } from './reviews/review.test-data';
import ProductDetailScreen from './product-detail-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const DESTINATION = `GET ${CustomsApi.destination}`;
let server: ReturnType<typeof fakeHttp>;
const serve = (destination: CustomsDestinationData) => {
  server = fakeHttp({
    [`GET ${CatalogueApi.detail}`]: ok(productDetailOf(7)),
    [`GET ${AfterSaleApi.productReviews}`]: ok(reviewsPageOf([])),
    [DESTINATION]: ok(destination),
  });
};
const open = () => renderScreen(<ProductDetailScreen />, '/detail/7', '/detail/:product?/:mer?');
const brazil: CustomsDestinationData = {
  country: 'BR',
  rule: {
    country: 'BR',
    threshold_minor: 0,
    threshold_currency: 'USD',
    tax_kind: 'vat',
    tax_bps: 1_700,
    tax_below_threshold: true,
    value_basis: 'cif',
    default_duty_bps: 2_000,
    duty_bps: {},
  },
  threshold_rate: null,
};

beforeEach(() => resetSession({ has_pay_password: true }));
afterEach(() => server.restore());

describe('the product page’s landed cost line (decision 040)', () => {
  it('works out the duties to the default address’s country, as checkout will', async () => {
    serve(brazil);
    open();
    // $19.90 + $5.99 freight: duty 20 % = $5.18, ICMS 17 % × $31.07 = $5.28.
    expect(await screen.findByTestId('ships-to')).toHaveTextContent('Ships to Brazil · duties included ($10.46)');
  });

  it('under the threshold it says there is nothing to pay', async () => {
    serve({
      ...brazil,
      country: 'KR',
      rule: { ...brazil.rule!, country: 'KR', threshold_minor: 150_00, tax_below_threshold: false },
    });
    open();
    expect(await screen.findByTestId('ships-to')).toHaveTextContent('Ships to South Korea · no import duties or taxes');
  });

  it('to a country without rules it says the duties are not estimated', async () => {
    serve({ country: 'NZ', rule: null, threshold_rate: null });
    open();
    expect(await screen.findByText('Ships to New Zealand · duties not estimated')).toBeInTheDocument();
  });

  it('says nothing, and asks nothing, for a visitor', async () => {
    resetSession();
    serve(brazil);
    open();
    await screen.findByRole('heading', { name: 'Linen T-shirt' });
    expect(screen.queryByTestId('ships-to')).not.toBeInTheDocument();
    expect(server.calls(DESTINATION)).toHaveLength(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AddressApi, deliveryWindow, type ProductCard as Card } from '@tradewind/contract';
import { changeLanguage } from '@/i18n';
import { formatDayRange } from '@/i18n/format';
import { fakeHttp, ok } from '@/test/fake-http';
import { resetSession } from '@/test/session.mock';
import { renderScreen } from '@/test/render-screen';
import { productOf } from '@/test/catalogue.test-data';
import { ProductCard } from '../product-card';

vi.mock('@/api/session', () => import('@/test/session.mock'));

/**
 * Decision 042: a card's delivery window is the one to the buyer's country, as the product page's. A Taipei
 * shop: 2 handling days; home 1–3, East Asia 3–6, Europe 8–14, North America 5–9 days of transit; nothing to Latin
 * America. Its single transit (7–12) is for an address without a country.
 */
const TAIPEI: Card['shipping'] = {
  base_cents: 0,
  free_over_cents: null,
  ships_from: 'TW',
  min_days: 9,
  max_days: 14,
  handling_days: 2,
  zones: [
    { zone: 'domestic', min_days: 1, max_days: 3 },
    { zone: 'east-asia', min_days: 3, max_days: 6 },
    { zone: 'europe', min_days: 8, max_days: 14 },
    { zone: 'north-america', min_days: 5, max_days: 9 },
  ],
};
const range = (min: number, max: number) =>
  formatDayRange(deliveryWindow(new Date(), { min: 2 + min, max: 2 + max })).replace(/\s+/g, ' ');
const ADDRESS = {
  id: 1,
  addressee: 'Ada Lovelace',
  mobile: '+33 6 12 34 56 78',
  area: 'Paris',
  detailed_address: '12 rue de Rivoli',
  tag: 'home',
  postal_code: null,
  customs_id_masked: null,
  is_default: true,
};
let server: ReturnType<typeof fakeHttp>;
function card(defaultCountry?: string | null, shipping = TAIPEI) {
  const list = defaultCountry === undefined ? [] : [{ ...ADDRESS, country: defaultCountry }];
  server = fakeHttp({ [`GET ${AddressApi.list}`]: ok({ list, total: list.length, page: 1, limit: 1 }) });
  renderScreen(<ProductCard product={productOf(1, { shipping })} />);
}

describe('a card’s delivery window, to where the buyer is', () => {
  beforeEach(() => resetSession());
  afterEach(() => server.restore());

  it('for a visitor, is the one to the country of their language, not the shop’s single window', async () => {
    card();
    expect(await screen.findByText(`Delivery ${range(5, 9)}`)).toBeInTheDocument();
    await changeLanguage('ko');
    onTestFinished(() => changeLanguage('en'));
    expect(await screen.findByText(`도착 예정 ${range(3, 6)}`)).toBeInTheDocument();
  });

  it('for a buyer, is the one to their default address’s country, or says the shop does not ship there', async () => {
    resetSession({});
    card('FR');
    expect(await screen.findByText(`Delivery ${range(8, 14)}`)).toBeInTheDocument();
    server.restore();
    resetSession({});
    card('BR');
    expect(await screen.findByText('Does not ship to Brazil')).toBeInTheDocument();
  });

  it('an address without a country, or a shop never given zones, gets the single window', async () => {
    resetSession({});
    card(null);
    expect(await screen.findByText(`Delivery ${range(7, 12)}`)).toBeInTheDocument();
    server.restore();
    resetSession({});
    card('BR', { ...TAIPEI, zones: [] });
    // The first card's and this one's.
    expect(await screen.findAllByText(`Delivery ${range(7, 12)}`)).toHaveLength(2);
  });
});

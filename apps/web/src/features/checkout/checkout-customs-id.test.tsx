import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { OrderApi } from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { changeLanguage } from '@/i18n';
import { address, previewOf } from './checkout.test-data';
import CheckoutScreen from './checkout-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const PREVIEW = `POST ${OrderApi.preview}`;
const CREATE = `POST ${OrderApi.create}`;
const seoul = { ...address, country: 'KR', postal_code: '04038', area: 'Seoul, Mapo-gu', customs_id_masked: null };
let server: ReturnType<typeof fakeHttp>;

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => {
  vi.clearAllMocks();
  resetSession({ has_pay_password: true, balance_cents: 50000 });
});
afterEach(async () => {
  server.restore();
  await changeLanguage('en');
});

describe('checkout to a country whose customs need the recipient’s ID (decision 041)', () => {
  it('says so before ordering, naming the country, with the way to add it to the address', async () => {
    server = fakeHttp({
      [PREVIEW]: ok(previewOf({ address: seoul })),
      [CREATE]: fail(
        400,
        'Parcels to South Korea clear customs only with the recipient’s ID: add it to this address to order',
        'CUSTOMS_ID_REQUIRED',
      ),
    });
    const { user } = renderScreen(<CheckoutScreen />, '/checkout?sku_id=5&quantity=2');
    const card = await screen.findByRole('region', { name: 'Shipping address' });
    expect(card).toHaveTextContent(
      'Parcels to South Korea clear customs only with the recipient’s ID: add it to this address to order',
    );
    expect(within(card).getByRole('link', { name: 'Add the ID to this address' })).toHaveAttribute(
      'href',
      `/addressForm/${address.id}?from=checkout&sku_id=5&quantity=2`,
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent('South Korea'));
  });

  it('says nothing once the address has its ID, or goes where customs ask none', async () => {
    server = fakeHttp({ [PREVIEW]: ok(previewOf({ address: { ...seoul, customs_id_masked: 'P•••••••••234' } })) });
    renderScreen(<CheckoutScreen />, '/checkout?sku_id=5&quantity=2');
    const card = await screen.findByRole('region', { name: 'Shipping address' });
    expect(within(card).queryByRole('link', { name: 'Add the ID to this address' })).not.toBeInTheDocument();
  });

  it('in the buyer’s language', async () => {
    await changeLanguage('fr');
    server = fakeHttp({ [PREVIEW]: ok(previewOf({ address: seoul })) });
    renderScreen(<CheckoutScreen />, '/checkout?sku_id=5&quantity=2');
    const card = await screen.findByRole('region', { name: 'Adresse de livraison' });
    expect(card).toHaveTextContent('Destination Corée du Sud : la douane ne laisse passer un colis');
    expect(within(card).getByRole('link', { name: 'Ajouter l’identifiant à cette adresse' })).toBeInTheDocument();
  });
});

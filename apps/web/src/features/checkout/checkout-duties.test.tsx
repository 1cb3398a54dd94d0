import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { OrderApi, type CheckoutBody } from '@tradewind/contract';
import { fakeHttp, ok, type FakeRequest } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { previewOf, withDuties } from './checkout.test-data';
import CheckoutScreen from './checkout-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const PREVIEW = `POST ${OrderApi.preview}`;
const CREATE = `POST ${OrderApi.create}`;
let server: ReturnType<typeof fakeHttp>;

/** Address 1 is in France (duties estimated); address 2 in a country without rules; address 3 has no country. */
function pricing({ body }: FakeRequest) {
  const { address_id } = body as CheckoutBody;
  if (address_id === 2) return ok(previewOf({ customs: { country: 'NZ', status: 'no_rule', tax_kind: null } }));
  if (address_id === 3) return ok(previewOf({ customs: { country: null, status: 'no_country', tax_kind: null } }));
  return ok(withDuties());
}
const open = (url = '/checkout') => renderScreen(<CheckoutScreen />, url);
const amountOf = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling;

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => {
  resetSession({ has_pay_password: true, balance_cents: 50000 });
  server = fakeHttp({
    [PREVIEW]: pricing,
    [CREATE]: ok({
      orders: [
        { id: 31, sn: 'TW1', total_cents: 16126 },
        { id: 32, sn: 'TW2', total_cents: 3540 },
      ],
      total_cents: 19666,
    }),
  });
});
afterEach(() => server.restore());

describe('checkout: duties and taxes (decision 040)', () => {
  it('shows each shop’s import duty and VAT, their sums, the total with them, and nothing left for the door', async () => {
    const { user } = open();
    const shoes = await screen.findByRole('region', { name: 'Harbour Outfitters' });
    expect(amountOf(shoes, 'Import duty')).toHaveTextContent('$14.40');
    expect(amountOf(shoes, 'Import VAT')).toHaveTextContent('$26.88');
    expect(amountOf(shoes, 'Subtotal')).toHaveTextContent('$161.26');
    const kettle = screen.getByRole('region', { name: 'Kettle & Co' });
    expect(amountOf(kettle, 'Import duty')).toHaveTextContent('$0.00');
    expect(amountOf(kettle, 'Import VAT')).toHaveTextContent('$5.90');
    const totals = screen.getByRole('region', { name: 'Order summary' });
    expect(amountOf(totals, 'Import duty')).toHaveTextContent('$14.40');
    expect(amountOf(totals, 'Import VAT')).toHaveTextContent('$32.78');
    expect(amountOf(totals, 'Total')).toHaveTextContent('$196.66');
    expect(within(totals).getByText('Duties and taxes included: nothing to pay on delivery')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const sheet = await screen.findByRole('dialog', { name: 'Pay' });
    expect(within(sheet).getByText('$196.66')).toBeInTheDocument();
  });

  it('another address is priced again: to a country without rules it says duties are not estimated', async () => {
    open('/checkout?address_id=2');
    const totals = await screen.findByRole('region', { name: 'Order summary' });
    expect(server.calls(PREVIEW)[0].body).toEqual({ address_id: 2 });
    expect(within(totals).queryByText('Import duty')).not.toBeInTheDocument();
    expect(
      within(totals).getByText('Duties and taxes are not estimated for New Zealand: they may be due on delivery'),
    ).toBeInTheDocument();
    expect(amountOf(totals, 'Total')).toHaveTextContent('$149.48');
  });

  it('an address without a country: no duties, and it says why', async () => {
    open('/checkout?address_id=3');
    const totals = await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() =>
      expect(
        within(totals).getByText('Duties and taxes are not estimated: this address has no country'),
      ).toBeInTheDocument(),
    );
  });

  it('names the tax as the destination does: GST for Australia', async () => {
    server.restore();
    server = fakeHttp({
      [PREVIEW]: ok({ ...withDuties(), customs: { country: 'AU', status: 'estimated', tax_kind: 'gst' } }),
    });
    open('/checkout');
    const totals = await screen.findByRole('region', { name: 'Order summary' });
    expect(amountOf(totals, 'Import GST')).toHaveTextContent('$32.78');
  });
});

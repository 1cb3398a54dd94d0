import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { AddressApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { homeAddress, officeAddress, pageOf } from './address.test-data';
import AddressListScreen from './address-list-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const LIST = `GET ${AddressApi.list}`;
const SET_DEFAULT = `POST ${AddressApi.setDefault}`;
const DELETE = `GET ${AddressApi.del}`;
let server: ReturnType<typeof fakeHttp>;

const rowOf = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  vi.clearAllMocks();
  resetSession({});
});
afterEach(() => {
  server.restore();
  Dialog.clear();
});

describe('address list (/address)', () => {
  it('shows each address, the default first with its tag', async () => {
    server = fakeHttp({ [LIST]: ok(pageOf([homeAddress, officeAddress])) });
    renderScreen(<AddressListScreen />, '/address');
    const home = await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(home).getByText('+33 6 12 34 56 78')).toBeInTheDocument();
    expect(within(home).getByText('France, Île-de-France, Paris · 12 rue de Rivoli · 75001')).toBeInTheDocument();
    expect(within(home).getByText('Home')).toBeInTheDocument();
    expect(within(home).queryByRole('button', { name: 'Set as default' })).not.toBeInTheDocument();
    const office = rowOf('Charles Babbage');
    expect(within(office).queryByText('Default')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').map((row) => row.getAttribute('aria-labelledby'))).toEqual([
      'addr-1-name',
      'addr-2-name',
    ]);
  });

  it('shows the postal code and the customs ID masked, never in full, in the buyer’s language', async () => {
    const seoul = {
      ...officeAddress,
      id: 4,
      addressee: 'Kim Minji',
      area: 'South Korea, Seoul',
      detailed_address: '21 Sejong-daero, Jung-gu',
      country: 'KR',
      postal_code: '04524',
      customs_id_masked: 'P•••••••••234',
    };
    server = fakeHttp({ [LIST]: ok(pageOf([homeAddress, seoul])) });
    renderScreen(<AddressListScreen />, '/address');
    const row = await screen.findByRole('article', { name: 'Kim Minji' });
    expect(within(row).getByText('South Korea, Seoul · 21 Sejong-daero, Jung-gu · 04524')).toBeInTheDocument();
    expect(within(row).getByText('Personal Customs Clearance Code (PCCC): P•••••••••234')).toBeInTheDocument();
    // An address without one says nothing about it.
    expect(within(rowOf('Ada Lovelace')).queryByText(/Customs|PCCC/)).not.toBeInTheDocument();
    await changeLanguage('ko');
    onTestFinished(() => changeLanguage('en'));
    expect(await within(row).findByText('개인통관고유부호(PCCC): P•••••••••234')).toBeInTheDocument();
  });

  it('shows a quick tag in the buyer’s language, whether stored as its key or, from before, as its English word', async () => {
    await changeLanguage('id');
    onTestFinished(() => changeLanguage('en'));
    server = fakeHttp({
      [LIST]: ok(pageOf([homeAddress, officeAddress, { ...officeAddress, id: 3, tag: 'Parents' }])),
    });
    renderScreen(<AddressListScreen />, '/address');
    const [home, office, parents] = await screen.findAllByRole('article');
    expect(within(home!).getByText('Rumah')).toBeInTheDocument();
    expect(within(office!).getByText('Kantor')).toBeInTheDocument();
    expect(within(parents!).getByText('Parents')).toBeInTheDocument();
  });

  it('sets another address as the default', async () => {
    server = fakeHttp({
      [LIST]: [
        ok(pageOf([homeAddress, officeAddress])),
        ok(
          pageOf([
            { ...officeAddress, is_default: true },
            { ...homeAddress, is_default: false },
          ]),
        ),
      ],
      [SET_DEFAULT]: ok(null),
    });
    const { user } = renderScreen(<AddressListScreen />, '/address');
    await screen.findByRole('article', { name: 'Charles Babbage' });
    await user.click(within(rowOf('Charles Babbage')).getByRole('button', { name: 'Set as default' }));

    await waitFor(() => expect(server.calls(SET_DEFAULT).map((r) => r.body)).toEqual([{ id: 2 }]));
    await waitFor(() => expect(within(rowOf('Charles Babbage')).getByText('Default')).toBeInTheDocument());
    expect(screen.getAllByRole('article')[0]).toBe(rowOf('Charles Babbage'));
    expect(toast.success).toHaveBeenCalledWith('Default address set');
  });

  it('deletes an address after confirming', async () => {
    server = fakeHttp({
      [LIST]: [ok(pageOf([homeAddress, officeAddress])), ok(pageOf([homeAddress]))],
      [DELETE]: ok(null),
    });
    const { user } = renderScreen(<AddressListScreen />, '/address');
    await screen.findByRole('article', { name: 'Charles Babbage' });
    await user.click(within(rowOf('Charles Babbage')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Charles Babbage, 1 Dorset Street, floor 2 will be removed from your addresses.');
    expect(server.calls(DELETE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(server.calls(DELETE).map((r) => r.url)).toEqual([`${AddressApi.del}?id=2`]));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Charles Babbage' })).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Address deleted');
  });

  it('keeps the address when the deletion is cancelled', async () => {
    server = fakeHttp({ [LIST]: ok(pageOf([homeAddress, officeAddress])), [DELETE]: ok(null) });
    const { user } = renderScreen(<AddressListScreen />, '/address');
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    // The dialog slides away before it unmounts; a busy machine takes its time.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(server.calls(DELETE)).toHaveLength(0);
    expect(rowOf('Ada Lovelace')).toBeInTheDocument();
  });

  it('edits an address in the form', async () => {
    server = fakeHttp({ [LIST]: ok(pageOf([homeAddress])) });
    const { user, location } = renderScreen(<AddressListScreen />, '/address');
    await user.click(
      within(await screen.findByRole('article', { name: 'Ada Lovelace' })).getByRole('button', { name: 'Edit' }),
    );
    expect(location()).toBe('/addressForm/1');
  });

  it('says how to add one when there are none', async () => {
    server = fakeHttp({ [LIST]: ok(pageOf([])) });
    const { user, location } = renderScreen(<AddressListScreen />, '/address');
    expect(await screen.findByRole('heading', { name: 'No addresses yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first address' })).toHaveAttribute('href', '/addressForm');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(location()).toBe('/addressForm');
  });

  describe('chosen from the checkout (?select=1)', () => {
    const url = '/address?select=1&sku_id=5&quantity=2&promo_code=SPRING&address_id=1';

    it('goes back to the checkout with the chosen address and the checkout params', async () => {
      server = fakeHttp({ [LIST]: ok(pageOf([homeAddress, officeAddress])) });
      const { user, location } = renderScreen(<AddressListScreen />, url);
      expect(screen.getByText('Choose where to ship this order.')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Ship to Ada Lovelace, 12 rue de Rivoli' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await user.click(screen.getByRole('button', { name: 'Ship to Charles Babbage, 1 Dorset Street, floor 2' }));
      expect(location()).toBe('/checkout?sku_id=5&quantity=2&promo_code=SPRING&address_id=2');
    });

    it('a new address returns to the checkout once saved', async () => {
      server = fakeHttp({ [LIST]: ok(pageOf([homeAddress])) });
      const { user, location } = renderScreen(<AddressListScreen />, url);
      await screen.findByRole('article', { name: 'Ada Lovelace' });
      await user.click(screen.getByRole('button', { name: 'Add address' }));
      expect(location()).toBe('/addressForm?sku_id=5&quantity=2&promo_code=SPRING&from=checkout');
    });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AddressApi } from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { homeAddress } from './address.test-data';
import AddressFormScreen from './address-form-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const SAVE = `POST ${AddressApi.add}`;
const DETAIL = `GET ${AddressApi.detail}`;
let server: ReturnType<typeof fakeHttp>;

const open = (url = '/addressForm') => renderScreen(<AddressFormScreen />, url, '/addressForm/:id?');
type User = ReturnType<typeof open>['user'];

async function fill(user: User, mobile = '+33 6 12 34 56 78') {
  await user.type(screen.getByLabelText('Addressee'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Mobile number'), mobile);
  await user.type(screen.getByLabelText('Area'), 'France, Île-de-France, Paris');
  await user.type(screen.getByLabelText('Detailed address'), '12 rue de Rivoli');
}
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save address' }));

beforeEach(() => {
  vi.clearAllMocks();
  resetSession({});
});
afterEach(() => server.restore());

describe('address form (/addressForm/:id?)', () => {
  it('asks for every required field and sends nothing', async () => {
    server = fakeHttp({ [SAVE]: ok({ ...homeAddress, id: 9 }) });
    const { user } = open();
    expect(screen.getByRole('heading', { name: 'New address' })).toBeInTheDocument();
    await save(user);
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(server.calls(SAVE)).toHaveLength(0);
  });

  it('refuses a mobile number without its country code', async () => {
    server = fakeHttp({ [SAVE]: ok({ ...homeAddress, id: 9 }) });
    const { user } = open();
    await fill(user, '612345678');
    await user.click(screen.getByRole('button', { name: 'Home' }));
    await save(user);
    expect(
      await screen.findByText('Please enter a valid mobile number with its country code, e.g. +33 6 12 34 56 78'),
    ).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);
  });

  it('sends the exact body, then goes back to the list', async () => {
    server = fakeHttp({ [SAVE]: ok({ ...homeAddress, id: 9 }) });
    const { user, location } = open();
    await fill(user, ' +33 6 12 34 56 78 ');
    await user.click(screen.getByRole('button', { name: 'Office' }));
    expect(screen.getByRole('button', { name: 'Office' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Tag')).toHaveValue('Office');
    await user.click(screen.getByRole('switch', { name: 'Set as default address' }));
    await save(user);

    await waitFor(() => expect(location()).toBe('/address'));
    expect(server.calls(SAVE).map((r) => r.body)).toEqual([
      {
        addressee: 'Ada Lovelace',
        mobile: '+33 6 12 34 56 78',
        area: 'France, Île-de-France, Paris',
        detailed_address: '12 rue de Rivoli',
        tag: 'office',
        is_default: true,
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Saved');
  });

  it('takes a tag of its own', async () => {
    server = fakeHttp({ [SAVE]: ok({ ...homeAddress, id: 9 }) });
    const { user } = open();
    await fill(user);
    await user.type(screen.getByLabelText('Tag'), 'Parents');
    await save(user);
    await waitFor(() => expect(server.calls(SAVE)).toHaveLength(1));
    expect(server.calls(SAVE)[0].body).toMatchObject({ tag: 'Parents', is_default: false });
  });

  it('edits an address: filled in, sent with its id', async () => {
    server = fakeHttp({ [DETAIL]: ok(homeAddress), [SAVE]: ok(homeAddress) });
    const { user } = open('/addressForm/1');
    expect(screen.getByRole('heading', { name: 'Edit address' })).toBeInTheDocument();
    const addressee = await screen.findByLabelText('Addressee');
    await waitFor(() => expect(addressee).toHaveValue('Ada Lovelace'));
    expect(server.calls(DETAIL)[0].url).toBe(`${AddressApi.detail}?id=1`);
    expect(screen.getByRole('switch', { name: 'Set as default address' })).toHaveAttribute('aria-checked', 'true');
    await user.clear(addressee);
    await user.type(addressee, 'Ada King');
    await save(user);
    await waitFor(() => expect(server.calls(SAVE)).toHaveLength(1));
    expect(server.calls(SAVE)[0].body).toEqual({
      id: 1,
      addressee: 'Ada King',
      mobile: '+33 6 12 34 56 78',
      area: 'France, Île-de-France, Paris',
      detailed_address: '12 rue de Rivoli',
      tag: 'home',
      is_default: true,
    });
  });

  it('from the checkout, returns there with the new address and the checkout params', async () => {
    server = fakeHttp({ [SAVE]: ok({ ...homeAddress, id: 9 }) });
    const { user, location } = open('/addressForm?from=checkout&sku_id=5&quantity=2');
    expect(screen.getByText('Once saved, your order ships to this address.')).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'School' }));
    await save(user);
    await waitFor(() => expect(location()).toBe('/checkout?sku_id=5&quantity=2&address_id=9'));
  });

  it('shows the server’s message under its field', async () => {
    server = fakeHttp({
      [SAVE]: fail(400, 'Please check what you entered', 'VALIDATION', 0, { area: 'This is too long' }),
    });
    const { user, location } = open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Home' }));
    await save(user);
    expect(await screen.findByText('This is too long')).toBeInTheDocument();
    expect(location()).toBe('/addressForm');
    expect(toast.error).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AddressApi } from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { changeLanguage } from '@/i18n';
import { homeAddress } from './address.test-data';
import AddressFormScreen from './address-form-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const SAVE = `POST ${AddressApi.add}`;
const DETAIL = `GET ${AddressApi.detail}`;
let server: ReturnType<typeof fakeHttp>;

const open = (url = '/addressForm') => renderScreen(<AddressFormScreen />, url, '/addressForm/:id?');
type User = ReturnType<typeof open>['user'];

/** Opens the country sheet, searches, and picks the country named `name`. */
async function chooseCountry(user: User, search: string, name: string, label = 'Country or region') {
  await user.click(screen.getByRole('button', { name: new RegExp(label) }));
  const sheet = await screen.findByRole('dialog');
  await user.type(within(sheet).getByRole('searchbox'), search);
  await user.click(within(sheet).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function fill(user: User, mobile = '+33 6 12 34 56 78') {
  await chooseCountry(user, 'fran', 'France');
  await user.type(screen.getByLabelText('Addressee'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Mobile number'), mobile);
  await user.type(screen.getByLabelText('Detailed address'), '12 rue de Rivoli');
  await user.type(screen.getByLabelText('Postal code'), '75001');
  await user.type(screen.getByLabelText('City'), 'Paris');
}
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save address' }));

beforeEach(() => {
  vi.clearAllMocks();
  // jsdom has no pointer capture; the country sheet's drag handle asks for it.
  Element.prototype.setPointerCapture ??= () => undefined;
  resetSession({});
});
afterEach(async () => {
  server.restore();
  await changeLanguage('en');
});

describe('address form (/addressForm/:id?)', () => {
  it('asks for every required field and sends nothing', async () => {
    server = fakeHttp({ [SAVE]: ok({ ...homeAddress, id: 9 }) });
    const { user } = open();
    expect(screen.getByRole('heading', { name: 'New address' })).toBeInTheDocument();
    await save(user);
    // The country is the reader's (English: the United States): its ZIP code is required too.
    expect(await screen.findAllByText('This field is required')).toHaveLength(6);
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
        area: 'Paris',
        detailed_address: '12 rue de Rivoli',
        tag: 'office',
        country: 'FR',
        postal_code: '75001',
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
      country: 'FR',
      postal_code: '75001',
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

  it('starts from the reader’s country and follows its shape: order, names, the example postal code', async () => {
    server = fakeHttp({ [SAVE]: ok({ ...homeAddress, id: 9 }) });
    open();
    expect(screen.getByRole('button', { name: /Country or region/ })).toHaveTextContent('United States');
    const labels = () =>
      [...document.querySelectorAll('.adm-form-item-label')].map((label) => label.textContent?.trim());
    expect(labels()).toEqual([
      'Country or region',
      'Addressee',
      'Mobile number',
      'Detailed address',
      'City, State',
      'ZIP code',
      'Tag',
      'Set as default addressCheckout uses it unless you choose another.',
    ]);
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('placeholder', 'e.g. 95014');
    expect(screen.queryByLabelText(/customs/i)).not.toBeInTheDocument();
  });

  it('in Japan, the postal code comes first and the area is the prefecture; a code of another shape is refused', async () => {
    server = fakeHttp({ [SAVE]: ok({ ...homeAddress, id: 9 }) });
    const { user } = open();
    await chooseCountry(user, 'japan', 'Japan');
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('placeholder', 'e.g. 154-0023');
    expect(screen.getByLabelText('Prefecture')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Postal code'), '100-001');
    await save(user);
    expect(
      await screen.findByText('This postal code does not fit the country’s format: see the example'),
    ).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);
  });

  it('for Brazil, asks for the CPF, says why, refuses a wrong check digit as it is typed, and sends a right one', async () => {
    server = fakeHttp({ [SAVE]: ok({ ...homeAddress, id: 9 }) });
    const { user, location } = open();
    await chooseCountry(user, 'bra', 'Brazil');
    const cpf = screen.getByLabelText('CPF');
    expect(screen.getByText('Brazilian customs needs the recipient’s CPF to release the parcel.')).toBeInTheDocument();
    await user.type(cpf, '123.456.789-08');
    expect(await screen.findByText('This number does not add up: check it against your ID card')).toBeInTheDocument();
    await user.clear(cpf);
    await user.type(cpf, '123.456.789-09');
    await waitFor(() =>
      expect(screen.queryByText('This number does not add up: check it against your ID card')).not.toBeInTheDocument(),
    );
    await user.type(screen.getByLabelText('Addressee'), 'Ana Souza');
    await user.type(screen.getByLabelText('Mobile number'), '+55 11 91234 5678');
    await user.type(screen.getByLabelText('Detailed address'), 'Avenida Paulista, 1578');
    await user.type(screen.getByLabelText('Neighborhood, City, State'), 'Bela Vista, São Paulo, SP');
    await user.type(screen.getByLabelText('Postal code'), '01310-100');
    await user.click(screen.getByRole('button', { name: 'Home' }));
    await save(user);
    await waitFor(() => expect(location()).toBe('/address'));
    expect(server.calls(SAVE)[0].body).toMatchObject({
      country: 'BR',
      postal_code: '01310-100',
      customs_id: '123.456.789-09',
    });
  });

  it('shows a saved customs ID masked, and sends none unless a new one is typed', async () => {
    const seoul = {
      ...homeAddress,
      country: 'KR',
      postal_code: '04038',
      area: 'Seoul, Mapo-gu',
      customs_id_masked: 'P•••••••••234',
    };
    server = fakeHttp({ [DETAIL]: ok(seoul), [SAVE]: ok(seoul) });
    const { user } = open('/addressForm/1');
    const field = await screen.findByLabelText('Personal Customs Clearance Code (PCCC)');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'P•••••••••234');
    expect(screen.getByText('Saved: P•••••••••234. Type it again only to change it.')).toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(server.calls(SAVE)).toHaveLength(1));
    expect(server.calls(SAVE)[0].body).not.toHaveProperty('customs_id');
  });

  it('in the buyer’s language: the list of countries, the labels and the messages', async () => {
    await changeLanguage('fr');
    server = fakeHttp({ [SAVE]: ok({ ...homeAddress, id: 9 }) });
    const { user } = open();
    expect(screen.getByRole('button', { name: /Pays ou région/ })).toHaveTextContent('France');
    await chooseCountry(user, 'corée du s', 'Corée du Sud', 'Pays ou région');
    expect(
      screen.getByText('La douane coréenne exige votre code personnel de dédouanement (PCCC) pour remettre le colis.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code personnel de dédouanement (PCCC)'), '123');
    expect(await screen.findByText('Saisissez votre PCCC : P suivi de 12 chiffres')).toBeInTheDocument();
    // Another country asks another ID: what was typed goes with the country.
    await chooseCountry(user, 'brés', 'Brésil', 'Pays ou région');
    expect(screen.getByLabelText('CPF')).toHaveValue('');
    expect(screen.queryByText('Saisissez votre PCCC : P suivi de 12 chiffres')).not.toBeInTheDocument();
  });

  it('a new address follows the language the app settles on, until the buyer chooses a country', async () => {
    server = fakeHttp({ [SAVE]: ok({ ...homeAddress, id: 9 }) });
    open();
    expect(screen.getByRole('button', { name: /Country or region/ })).toHaveTextContent('United States');
    await changeLanguage('ko');
    expect(await screen.findByRole('button', { name: /국가 또는 지역/ })).toHaveTextContent('대한민국');
    expect(screen.getByLabelText('우편번호')).toHaveAttribute('placeholder', '예: 03051');
  });
});

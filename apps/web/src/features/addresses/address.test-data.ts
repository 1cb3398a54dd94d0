import type { Address } from '@tradewind/contract';

/** Addresses for the web tests, shaped as the contract's schema; the default one first, as the server sends. */
export const homeAddress: Address = {
  id: 1,
  addressee: 'Ada Lovelace',
  mobile: '+33 6 12 34 56 78',
  area: 'France, Île-de-France, Paris',
  detailed_address: '12 rue de Rivoli',
  tag: 'home',
  country: 'FR',
  postal_code: '75001',
  customs_id_masked: null,
  is_default: true,
};

export const officeAddress: Address = {
  id: 2,
  addressee: 'Charles Babbage',
  mobile: '+44 7700 900123',
  area: 'United Kingdom, London',
  detailed_address: '1 Dorset Street, floor 2',
  tag: 'Office',
  country: 'GB',
  postal_code: 'W1U 6AG',
  customs_id_masked: null,
  is_default: false,
};

export const pageOf = (list: Address[]) => ({ list, total: list.length, page: 1, limit: 20 });

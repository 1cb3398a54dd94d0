import { sql } from 'drizzle-orm';
import { ErrorKey } from '@tradewind/contract';
import { addressShapeErrors, normalizePostalCode } from '@tradewind/contract/addresses';
import { customsIdKindOf, maskCustomsId, normalizeCustomsId } from '@tradewind/contract/customs-ids';
import { addresses } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { ParsedAddress } from './addresses.js';

const blankToNull = (text: string | null | undefined) => (text === undefined ? undefined : text?.trim() || null);

/**
 * The columns an address body writes for what depends on its country (decision 041): checked by the contract's one
 * rule (a 400 naming each wrong field, nothing written), the postal code in capitals, the customs ID sealed with its
 * masked form beside it. A field not sent is left as it was, except a customs ID, which goes when the country
 * changes (another country's customs ask for another ID).
 */
export function countryFields(body: ParsedAddress, box: SecretBox, { update }: { update: boolean }) {
  const fields = addressShapeErrors(body);
  if (Object.keys(fields).length > 0) throw new AppError(ErrorKey.Validation, {}, fields);
  const postal = blankToNull(body.postal_code);
  const customsId = blankToNull(body.customs_id);
  const kind = customsIdKindOf(body.country);
  let customs = {};
  if (customsId && kind) {
    const id = normalizeCustomsId(kind, customsId);
    customs = { customsIdCipher: box.seal(id), customsIdMasked: maskCustomsId(id) };
  } else if (customsId === null) {
    customs = { customsIdCipher: null, customsIdMasked: null };
  } else if (update && body.country !== undefined) {
    const kept = (column: typeof addresses.customsIdCipher | typeof addresses.customsIdMasked) =>
      sql<string | null>`case when ${addresses.country} is not distinct from ${body.country} then ${column} end`;
    customs = { customsIdCipher: kept(addresses.customsIdCipher), customsIdMasked: kept(addresses.customsIdMasked) };
  }
  return {
    ...(body.country === undefined ? {} : { country: body.country }),
    ...(postal === undefined ? {} : { postalCode: postal && normalizePostalCode(postal) }),
    ...customs,
  };
}

import { z } from 'zod';
import { V, mobile, optionalText, positiveBigId, queryBigId, requiredText, textInput } from '../validation.js';

/**
 * The country a parcel goes to, as ISO 3166-1 alpha-2 ("KR"). The specification's address has none: an address
 * saved without one (an older one, or a client that does not send it) has `null`, and customs, duties and the
 * delivery zone then fall back to what is known without it.
 */
export const CountryCode = textInput({ error: V.invalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: V.invalid });

/** docs/product.md §5: addressee, mobile, area, detailed address and tag are required; the country is ours. */
export const AddressBody = z.object({
  id: positiveBigId.optional(),
  addressee: requiredText(40),
  mobile,
  area: requiredText(120),
  detailed_address: requiredText(200, { multiline: true }),
  tag: requiredText(20),
  country: CountryCode.nullable().optional(),
  /** Checked against the country's pattern by `addressShapeErrors` (contract/addresses); kept in capitals. */
  postal_code: optionalText(20).nullable().optional(),
  /** Where the country's customs ask for one (contract/customs-ids): written only, never read back in full. */
  customs_id: optionalText(40).nullable().optional(),
  is_default: z.boolean({ error: V.invalid }).default(false),
});
export type AddressBody = z.input<typeof AddressBody>;
export const Address = z.object({
  id: z.number().int(),
  addressee: z.string(),
  mobile: z.string(),
  area: z.string(),
  detailed_address: z.string(),
  tag: z.string(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** The customs ID masked ("P•••••••••234"); null when the address has none. */
  customs_id_masked: z.string().nullable(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof Address>;
export const AddressIdQuery = z.object({ id: queryBigId });
export const AddressIdBody = z.object({ id: positiveBigId });

import { addressShape, ShapedAddressBody } from '@tradewind/contract/addresses';
import { useSchemaForm } from '@/lib/forms/use-schema-form';

const FIELDS = [
  'country',
  'addressee',
  'mobile',
  'postal_code',
  'area',
  'detailed_address',
  'customs_id',
  'tag',
  'is_default',
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The body as sent: the country always; the postal code where the country has one (null where it has none, so a
 * code of the country before goes); the customs ID only when one is typed (a saved one stays as it is).
 */
const toBody = ({ is_default, country, postal_code, customs_id, ...rest }: Record<string, unknown>) => ({
  ...Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, value ?? ''])),
  country: text(country),
  postal_code: addressShape(text(country))?.postal ? text(postal_code) : null,
  ...(text(customs_id).trim() ? { customs_id: text(customs_id) } : {}),
  is_default: is_default ?? false,
});

/** The address form checked by the contract's AddressBody and its country's rule (docs/product.md §5, decision 041). */
export const useAddressForm = () => useSchemaForm(ShapedAddressBody, FIELDS, { toBody });

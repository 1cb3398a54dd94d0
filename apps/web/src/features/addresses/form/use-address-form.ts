import { AddressBody } from '@tradewind/contract';
import { useSchemaForm } from '@/lib/forms/use-schema-form';

const FIELDS = ['addressee', 'mobile', 'area', 'detailed_address', 'tag', 'is_default'] as const;

const toBody = ({ is_default, ...text }: Record<string, unknown>) => ({
  ...Object.fromEntries(Object.entries(text).map(([name, value]) => [name, value ?? ''])),
  is_default: is_default ?? false,
});

/** The address form checked by the contract's AddressBody (docs/product.md §5). */
export const useAddressForm = () => useSchemaForm(AddressBody, FIELDS, { toBody });

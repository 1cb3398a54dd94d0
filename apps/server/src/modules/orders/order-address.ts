import type { OrderDetail } from '@tradewind/contract';
import type { orders } from '../../db/schema/index.js';

type StoredAddress = (typeof orders.$inferSelect)['address'];

/**
 * The address an order keeps, as its buyer reads it: the customs ID masked, never sealed or whole (decision 041).
 * Orders placed before addresses had a country, postal code or customs ID read null there.
 */
export const orderAddress = (address: StoredAddress): OrderDetail['address'] => ({
  addressee: address.addressee,
  mobile: address.mobile,
  area: address.area,
  detailed_address: address.detailed_address,
  tag: address.tag,
  country: address.country ?? null,
  postal_code: address.postal_code ?? null,
  customs_id_masked: address.customs_id_masked ?? null,
});

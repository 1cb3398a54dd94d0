import { z } from 'zod';
import { PageQuery } from '../catalogue/schemas.js';
import { positiveId, searchKeyword } from '../validation.js';
import { moneyOrZero } from '../wallet/schemas.js';
import { ShopDelivery, ShopDeliveryBody } from './promise.js';

/** The freight desk's row: a shop's freight rule and its delivery promise. */
export const FreightRule = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  base_cents: z.number().int(),
  free_over_cents: z.number().int().nullable(),
  delivery: ShopDelivery,
});
export type FreightRule = z.infer<typeof FreightRule>;
/** The freight desk: a page of shops with their rule, `keyword` matching part of the shop's name. */
export const AdminFreightQuery = PageQuery.extend({ keyword: searchKeyword });
export type AdminFreightQuery = z.input<typeof AdminFreightQuery>;
export const FreightSaveBody = z.object({
  shop_id: positiveId,
  /** What the shop charges for one order. */
  base: moneyOrZero,
  /** Goods from this amount ship free; null: never free. */
  free_over: moneyOrZero.nullable(),
  /** The shop's delivery promise; left as it is when not sent. */
  delivery: ShopDeliveryBody.optional(),
});

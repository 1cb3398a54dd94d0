import { allocate, type OrderCustoms } from '@tradewind/contract';

/** What an order keeps that a refund of some of its lines shares out: its import tax and each line's duty. */
export interface OrderDuties {
  importTaxCents?: number;
  customs?: OrderCustoms;
}

/**
 * Each line's part of the duties and taxes paid with its order (decision 040): its own duty, as the order kept it,
 * and a share of the import VAT/GST in proportion to what it was taxed on (its goods after discount, plus its duty).
 * The parts add up to the order's duty and tax to the cent, so refunding every line gives back all of them.
 */
export function dutiesPerLine(order: OrderDuties, lines: { skuId?: number }[], netCents: number[]): number[] {
  const kept = order.customs?.lines ?? [];
  const duty = lines.map((l) => kept.find((k) => k.sku_id === l.skuId)?.duty_cents ?? 0);
  const tax = allocate(
    order.importTaxCents ?? 0,
    netCents.map((net, i) => net + duty[i]!),
  );
  return duty.map((d, i) => d + tax[i]!);
}

import type { CheckoutPreview, OrderLine } from '@tradewind/contract';

/** A checkout for the web tests, shaped as the contract's schema: two shops, one of them shipping free. */
const line = (
  sku_id: number,
  title: string,
  price_cents: number,
  quantity: number,
  specs: string[] = [],
): OrderLine => ({
  sku_id,
  product_id: sku_id * 10,
  title,
  image: `/uploads/${sku_id}.webp`,
  specs,
  price_cents,
  quantity,
  amount_cents: price_cents * quantity,
});

export const address = {
  id: 1,
  addressee: 'Ada Lovelace',
  mobile: '+33 6 12 34 56 78',
  area: 'France, Île-de-France, Paris',
  detailed_address: '12 rue de Rivoli',
  tag: 'Home',
  country: 'FR',
  postal_code: '75001',
  customs_id_masked: null,
  is_default: true,
};

export const previewOf = (patch: Partial<CheckoutPreview> = {}): CheckoutPreview => ({
  address,
  groups: [
    {
      shop: { id: 7, name: 'Harbour Outfitters', logo: '/uploads/shop-7.webp' },
      lines: [line(5, 'Trail running shoes', 5999, 2, ['Blue', '42'])],
      goods_cents: 11998,
      freight_cents: 0,
      discount_cents: 0,
      import_duty_cents: 0,
      import_tax_cents: 0,
      total_cents: 11998,
      delivery_window: { earliest: '2026-12-02', latest: '2026-12-09' },
    },
    {
      shop: { id: 8, name: 'Kettle & Co', logo: '/uploads/shop-8.webp' },
      lines: [line(9, 'Enamel kettle', 2450, 1)],
      goods_cents: 2450,
      freight_cents: 500,
      discount_cents: 0,
      import_duty_cents: 0,
      import_tax_cents: 0,
      total_cents: 2950,
      delivery_window: { earliest: '2026-12-05', latest: '2026-12-16' },
    },
  ],
  promo: null,
  goods_cents: 14448,
  freight_cents: 500,
  discount_cents: 0,
  import_duty_cents: 0,
  import_tax_cents: 0,
  total_cents: 14948,
  // No rules kept for the address's country: nothing estimated (withDuties() has them).
  customs: { country: 'FR', status: 'no_rule', tax_kind: null },
  ...patch,
});

/** The same checkout with the SPRING code taking $10.00 off. */
export const withPromo = (): CheckoutPreview => ({
  ...previewOf(),
  promo: { code: 'SPRING', discount_cents: 1000 },
  discount_cents: 1000,
  total_cents: 13948,
});

/**
 * The same checkout to France with its duties (decision 040): the shoes above €150 pay 12 % duty, $14.40, and
 * 20 % VAT on goods + duty, $26.88; the kettle under €150 pays VAT only, 20 % × $29.50 = $5.90.
 */
export const withDuties = (): CheckoutPreview => {
  const base = previewOf();
  const [shoes, kettle] = base.groups as [CheckoutPreview['groups'][number], CheckoutPreview['groups'][number]];
  return {
    ...base,
    groups: [
      { ...shoes, import_duty_cents: 1440, import_tax_cents: 2688, total_cents: 16126 },
      { ...kettle, import_duty_cents: 0, import_tax_cents: 590, total_cents: 3540 },
    ],
    import_duty_cents: 1440,
    import_tax_cents: 3278,
    total_cents: 19666,
    customs: { country: 'FR', status: 'estimated', tax_kind: 'vat' },
  };
};

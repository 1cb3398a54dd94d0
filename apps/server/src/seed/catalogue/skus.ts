import type { Random } from './random.js';
import type { SpecTemplate } from './vocab/types.js';

export interface SpecDraft {
  name: string;
  values: string[];
  sort: number;
}

export interface SkuDraft {
  specValues: string[];
  priceCents: number;
  originalPriceCents: number;
  stock: number;
}

/** Shop-window prices: $24.99 below a hundred dollars, $549.00 above. */
export function shelfPriceCents(dollars: number): number {
  if (dollars < 100) return Math.max(1, Math.round(dollars)) * 100 - 1;
  return (Math.round(dollars / 10) * 10 - 1) * 100;
}

export function draftSpecs(templates: readonly SpecTemplate[], random: Random) {
  return templates.map((t, sort) => {
    const values = random.sample(t.values, random.int(t.pick[0], t.pick[1]));
    return { spec: { name: t.name, values, sort }, rises: values.map((v) => t.rises?.[t.values.indexOf(v)] ?? 0) };
  });
}

/**
 * One SKU per combination of spec values (in spec order), priced from the base price and each value's rise;
 * a product without specs has one SKU with no values. Their sales are counted later, from the seeded orders.
 */
export function draftSkus(
  specs: ReturnType<typeof draftSpecs>,
  base: { dollars: number; discountPercent: number; soldOut: boolean },
  random: Random,
): SkuDraft[] {
  let combos: { values: string[]; rise: number }[] = [{ values: [], rise: 0 }];
  for (const { spec, rises } of specs) {
    combos = combos.flatMap((c) => spec.values.map((v, i) => ({ values: [...c.values, v], rise: c.rise + rises[i] })));
  }
  return combos.map((combo) => {
    const dollars = base.dollars * (1 + combo.rise);
    const priceCents = shelfPriceCents(dollars);
    const listed = base.discountPercent ? shelfPriceCents(dollars / (1 - base.discountPercent / 100)) : priceCents;
    return {
      specValues: combo.values,
      priceCents,
      originalPriceCents: Math.max(priceCents, listed),
      stock: base.soldOut || random.chance(0.06) ? 0 : random.int(1, 300),
    };
  });
}

import type { Sku } from '@tradewind/contract';
import { openingSku } from '@tradewind/contract/catalogue';

/** One chosen value per spec, in the order of the product's specs; null while that spec is not chosen. */
export type SpecSelection = (string | null)[];

const fits = (sku: Sku, selection: SpecSelection) =>
  selection.every((value, index) => value === null || sku.specs[index] === value);

/** The SKU whose specs are exactly the chosen values; none while a spec is still open. */
export function matchSku(skus: readonly Sku[], selection: SpecSelection): Sku | undefined {
  if (selection.some((value) => value === null)) return undefined;
  return skus.find((sku) => fits(sku, selection));
}

/** A value can be chosen when, with the other choices kept, some SKU of that combination is in stock. */
export function isValueAvailable(skus: readonly Sku[], selection: SpecSelection, index: number, value: string) {
  const next = selection.map((chosen, i) => (i === index ? value : chosen));
  return skus.some((sku) => sku.stock > 0 && fits(sku, next));
}

/** Starts on the first SKU in stock, so a price and a stock show at once; all open when none is in stock. */
export function initialSelection(specCount: number, skus: readonly Sku[]): SpecSelection {
  const first = openingSku(skus, specCount);
  return first ? [...first.specs] : Array.from({ length: specCount }, () => null);
}

/** Tapping the chosen value again clears it (the way out of a combination that blocks another). */
export function toggleValue(selection: SpecSelection, index: number, value: string): SpecSelection {
  return selection.map((chosen, i) => (i === index ? (chosen === value ? null : value) : chosen));
}

/**
 * The picture of the choice so far: the one every SKU that still fits shares (choosing a colour is enough to see
 * it, before the size); none when they differ or have none.
 */
export function pictureOf(skus: readonly Sku[], selection: SpecSelection): string | undefined {
  if (selection.every((value) => value === null)) return undefined;
  const pictures = new Set(skus.filter((sku) => fits(sku, selection)).map((sku) => sku.image));
  const [only] = pictures;
  return pictures.size === 1 && only ? only : undefined;
}

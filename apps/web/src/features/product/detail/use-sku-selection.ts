import { useState } from 'react';
import type { ProductDetail } from '@tradewind/contract';
import { initialSelection, matchSku, pictureOf, toggleValue } from './sku-match';

/** The chosen spec values, the SKU they name, and the quantity (kept within that SKU's stock). */
export function useSkuSelection(product: ProductDetail) {
  const [selection, setSelection] = useState(() => initialSelection(product.specs.length, product.skus));
  // The opening SKU is our pick, not the buyer's: the gallery stays on the product's first picture (the card's)
  // until the buyer chooses a value.
  const [chosen, setChosen] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const sku = matchSku(product.skus, selection);
  // A product sold without SKUs is one offer: its own price and stock.
  const stock = sku ? sku.stock : product.skus.length === 0 ? product.stock : 0;
  const soldOut = product.skus.length > 0 && product.skus.every((item) => item.stock <= 0);
  // Nothing left to choose once every SKU is sold out.
  const missing = soldOut ? [] : product.specs.filter((_, index) => selection[index] === null).map((spec) => spec.name);

  return {
    selection,
    sku,
    missing,
    stock,
    /** Before a full choice, the product's own stock (all SKUs together). */
    shownStock: sku ? sku.stock : product.stock,
    /** The picture of the colour (or SKU) the buyer chose, shown in the gallery; none before they choose. */
    picture: chosen ? pictureOf(product.skus, selection) : undefined,
    priceCents: sku?.price_cents ?? product.price_cents,
    originalCents: sku?.original_price_cents ?? product.original_price_cents,
    quantity: Math.max(1, Math.min(quantity, stock)),
    setQuantity,
    toggle: (index: number, value: string) => {
      setChosen(true);
      setSelection(toggleValue(selection, index, value));
    },
  };
}

import type { OrderLine } from '@tradewind/contract';

/** A product of the order as the buyer reviews it: once, whatever SKUs of it were bought. */
export type ReviewedProduct = {
  productId: number;
  title: string;
  image: string;
  /** Each bought SKU's specs, e.g. "Blue · M". */
  specs: string[];
};

/** The order's lines grouped by product, in the order's order (the server wants one review per product). */
export function reviewedProductsOf(lines: OrderLine[]): ReviewedProduct[] {
  const products = new Map<number, ReviewedProduct>();
  for (const line of lines) {
    const specs = line.specs.join(' · ');
    const known = products.get(line.product_id);
    if (!known) {
      products.set(line.product_id, {
        productId: line.product_id,
        title: line.title,
        image: line.image,
        specs: specs ? [specs] : [],
      });
    } else if (specs && !known.specs.includes(specs)) known.specs.push(specs);
  }
  return [...products.values()];
}

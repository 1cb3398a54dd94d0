import { describe, expect, it } from 'vitest';
import { lineOf } from '../review.test-data';
import { reviewedProductsOf } from './reviewed-products';

describe('reviewedProductsOf', () => {
  it('groups the lines by product, keeping the order and every SKU’s specs once', () => {
    const lines = [
      lineOf(1, { product_id: 7, specs: ['Red', 'S'] }),
      lineOf(2, { product_id: 9, title: 'Mug', specs: [] }),
      lineOf(3, { product_id: 7, specs: ['Blue', 'M'] }),
      lineOf(4, { product_id: 7, specs: ['Red', 'S'] }),
    ];
    expect(reviewedProductsOf(lines)).toEqual([
      { productId: 7, title: 'Linen shirt 1', image: '/img/p1.png', specs: ['Red · S', 'Blue · M'] },
      { productId: 9, title: 'Mug', image: '/img/p2.png', specs: [] },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { browsePath } from '@/components/browse-path';
import { isPublicPath } from './guard';

describe('links to browsing screens', () => {
  it('lead a visitor to the same screens under Explore, which the guard lets through', () => {
    for (const [to, way] of [
      ['/popular', '/explore/popular'],
      ['/filter', '/explore/filter'],
      ['/filter?category_id=3', '/explore/filter?category_id=3'],
      ['/products?shop_id=5', '/explore/products?shop_id=5'],
    ]) {
      expect(browsePath(to!, false)).toBe(way);
      expect(isPublicPath(way!.split('?')[0]!)).toBe(true);
    }
    expect(isPublicPath('/popular')).toBe(false);
    expect(isPublicPath('/products')).toBe(false);
  });

  it('lead a buyer to their own screens, and leave every other link as it is', () => {
    expect(browsePath('/filter?category_id=3', true)).toBe('/filter?category_id=3');
    expect(browsePath('/popular', true)).toBe('/popular');
    expect(browsePath('/products?shop_id=5', true)).toBe('/products?shop_id=5');
    expect(browsePath('/explore?sort=newest', false)).toBe('/explore?sort=newest');
    expect(browsePath('/bag', false)).toBe('/bag');
  });
});

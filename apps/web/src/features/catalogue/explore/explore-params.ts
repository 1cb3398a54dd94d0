import { DEFAULT_PRODUCT_SORT } from '@tradewind/contract/catalogue';
import type { ProductSort } from '@tradewind/contract';
import { isProductSort } from '../sort-chips';

export type ExploreState = { category: number | null; sort: ProductSort };

const positiveInt = (value: string | null): number | null => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};

/** `?category=<id>&sort=<sort>`; anything unknown falls back to all categories, best sellers first. */
export function readExploreParams(params: URLSearchParams): ExploreState {
  const sort = params.get('sort');
  return { category: positiveInt(params.get('category')), sort: isProductSort(sort) ? sort : DEFAULT_PRODUCT_SORT };
}

export const exploreSearch = ({ category, sort }: ExploreState) => ({
  category,
  sort: sort === DEFAULT_PRODUCT_SORT ? undefined : sort,
});

import type { ProductSort } from '@tradewind/contract';
import type { ProductFilters } from '../api/get-products';
import { isProductSort } from '../sort-chips';

export type FilterState = {
  category_id?: number;
  min_price_cents?: number;
  max_price_cents?: number;
  inStock: boolean;
  sort: ProductSort;
};

const cents = (value: string | null): number | undefined =>
  value !== null && /^\d{1,13}$/.test(value) ? Number(value) : undefined;
const id = (value: string | null): number | undefined => {
  const number = cents(value);
  return number && number > 0 ? number : undefined;
};

/** The filters live in the URL under the API's own names, so a reload (or a shared link) keeps them. */
export function readFilterParams(params: URLSearchParams): FilterState {
  const sort = params.get('sort');
  const state: FilterState = {
    category_id: id(params.get('category_id')),
    min_price_cents: cents(params.get('min_price_cents')),
    max_price_cents: cents(params.get('max_price_cents')),
    inStock: params.get('in_stock') === '1',
    sort: isProductSort(sort) ? sort : 'sales',
  };
  // A range typed into the address bar upside down is read the right way round.
  const { min_price_cents: min, max_price_cents: max } = state;
  if (min !== undefined && max !== undefined && min > max) {
    return { ...state, min_price_cents: max, max_price_cents: min };
  }
  return state;
}

export function toSearch(state: FilterState): Record<string, string | number | undefined> {
  return {
    category_id: state.category_id,
    min_price_cents: state.min_price_cents,
    max_price_cents: state.max_price_cents,
    in_stock: state.inStock ? '1' : undefined,
    sort: state.sort === 'sales' ? undefined : state.sort,
  };
}

/** The list call: only what is set; in_stock '1' when asked for, else no stock filter. */
export function toProductFilters(state: FilterState): ProductFilters {
  const filters: ProductFilters = { sort: state.sort };
  if (state.category_id) filters.category_id = state.category_id;
  if (state.min_price_cents !== undefined) filters.min_price_cents = state.min_price_cents;
  if (state.max_price_cents !== undefined) filters.max_price_cents = state.max_price_cents;
  if (state.inStock) filters.in_stock = '1';
  return filters;
}

/** How many of the filters narrow the list (the order is not one). */
export const narrowingCount = (state: Omit<FilterState, 'sort'>) =>
  [
    Boolean(state.category_id),
    state.min_price_cents !== undefined || state.max_price_cents !== undefined,
    state.inStock,
  ].filter(Boolean).length;

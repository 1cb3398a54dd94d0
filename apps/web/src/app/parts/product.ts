/**
 * Part "product": browsing (explore, popular, filter, search and its results), product detail, shop and the
 * shop's products, one chunk. Search lives here, not with home, because its results share the product list and
 * the filter form with Explore: in the home part they pulled the filter form into the home's first screen.
 * None of its screens shows an antd-mobile component (the picture viewer loads on a tap and sets their texts
 * itself): it waits for no antd-mobile texts.
 */
export { default as ProductDetailScreen } from '@/features/product/product-detail-screen';
export { default as ShopScreen } from '@/features/product/shop-screen';
export { default as ExploreScreen } from '@/features/catalogue/explore-screen';
export { default as PopularScreen } from '@/features/catalogue/popular-screen';
export { default as FilterScreen } from '@/features/catalogue/filter-screen';
export { default as ShopProductsScreen } from '@/features/catalogue/shop-products-screen';
export { default as SearchScreen } from '@/features/catalogue/search/search-screen';
export { default as SearchResultsScreen } from '@/features/catalogue/search/search-results-screen';

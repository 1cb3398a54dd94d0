/** Part "product": browsing (explore, popular, filter), product detail, shop and the shop's products, one chunk. */
import { antdTextsReady } from '@/i18n/antd-locale';
export { default as ProductDetailScreen } from '@/features/product/product-detail-screen';
export { default as ShopScreen } from '@/features/product/shop-screen';
export { default as ExploreScreen } from '@/features/catalogue/explore-screen';
export { default as PopularScreen } from '@/features/catalogue/popular-screen';
export { default as FilterScreen } from '@/features/catalogue/filter-screen';
export { default as ShopProductsScreen } from '@/features/catalogue/shop-products-screen';

// This part shows antd-mobile components: their own texts are set in the buyer's language before they render.
await antdTextsReady();

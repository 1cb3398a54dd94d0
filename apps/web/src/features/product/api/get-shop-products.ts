import { CatalogueApi, type ProductCard } from '@tradewind/contract';
import { SHOP_PAGE_SIZE } from '@tradewind/contract/catalogue';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';

/** A shop's products, best sellers first. */
export const getShopProducts = (shopId: number, page: number) =>
  http.get<Page<ProductCard>>(CatalogueApi.list, {
    params: { shop_id: shopId, sort: 'sales', page, limit: SHOP_PAGE_SIZE },
  });

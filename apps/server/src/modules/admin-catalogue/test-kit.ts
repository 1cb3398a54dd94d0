import { AdminCatalogueApi, type ProductSaveBody } from '@tradewind/contract';
import type { App } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { call } from '../../test/api.js';
import { operatorOf, pngBytes, upload } from '../../test/wallet.js';

/** Helpers the catalogue desk's tests share: an operator who uploads real pictures and calls the desk. */
export async function catalogueDesk(app: App, database: DatabaseHandle) {
  const operator = await operatorOf(app, database);
  const picture = async () => {
    const res = await upload(app, operator.token, await pngBytes());
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data.url as string;
  };
  const get = (path: keyof typeof AdminCatalogueApi, query: Record<string, string> = {}) =>
    call(app, 'GET', AdminCatalogueApi[path], { token: operator.token, query });
  const post = (path: keyof typeof AdminCatalogueApi, body: unknown) =>
    call(app, 'POST', AdminCatalogueApi[path], { token: operator.token, body });
  return { operator, picture, get, post };
}

/** A product in two colours and two sizes: four SKUs, the cheapest Red/S at 24.99. */
export const colourSizeProduct = (
  shopId: number,
  categoryId: number,
  images: string[],
  extra: Partial<ProductSaveBody> = {},
): ProductSaveBody => ({
  shop_id: shopId,
  category_id: categoryId,
  title: 'Driftwood Linen Shirt',
  description: 'Breathable washed linen, cut loose for hot days.',
  images,
  specs: [
    { name: 'Colour', values: ['Red', 'Blue'] },
    { name: 'Size', values: ['S', 'M'] },
  ],
  skus: [
    { specs: ['Red', 'S'], price: '24.99', original_price: '34.99', stock: 5 },
    { specs: ['Red', 'M'], price: '26.99', stock: 0 },
    { specs: ['Blue', 'S'], price: '27.50', stock: 8 },
    { specs: ['Blue', 'M'], price: '29.00', stock: 2 },
  ],
  ...extra,
});

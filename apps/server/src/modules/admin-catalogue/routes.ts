import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCatalogueApi,
  AdminCategory,
  AdminProduct,
  AdminProductQuery,
  AdminProductRow,
  AdminShop,
  AdminShopQuery,
  CatalogueIdBody,
  CatalogueIdQuery,
  CategorySaveBody,
  PageQuery,
  ProductSaveBody,
  ShelfBody,
  ShopSaveBody,
  SkuQuickBody,
  pageOf,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { adminCategories, deleteCategory, saveCategory } from './categories.js';
import { adminShop, adminShops, saveShop } from './shops.js';
import { adminProduct, adminProducts } from './product-views.js';
import { saveProduct } from './product-save.js';
import { quickEditSku, setShelf } from './shelf-and-stock.js';

const tags = ['admin: catalogue'];
const operator = { auth: 'operator' as const };

/**
 * The operator's catalogue desk (DESIGN §8). Buyers' public answers may be served from memory for up to two
 * seconds (plugins/http-cache.ts), so an edit reaches every visitor within that time.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminCatalogueApi.categories,
    { config: operator, schema: { tags, querystring: PageQuery, response: responses(pageOf(AdminCategory)) } },
    async (req, reply) => reply.ok(await adminCategories(app.db, req.query)),
  );
  app.post(
    AdminCatalogueApi.categorySave,
    { config: operator, schema: { tags, body: CategorySaveBody, response: responses(AdminCategory) } },
    async (req, reply) => reply.ok(await saveCategory(app.db, req.user!.id, req.body), 'success.saved'),
  );
  app.post(
    AdminCatalogueApi.categoryDelete,
    { config: operator, schema: { tags, body: CatalogueIdBody, response: responses(z.null()) } },
    async (req, reply) => {
      await deleteCategory(app.db, req.body.id);
      return reply.ok(null, 'success.removed');
    },
  );

  app.get(
    AdminCatalogueApi.shops,
    { config: operator, schema: { tags, querystring: AdminShopQuery, response: responses(pageOf(AdminShop)) } },
    async (req, reply) => reply.ok(await adminShops(app.db, req.query)),
  );
  app.get(
    AdminCatalogueApi.shop,
    { config: operator, schema: { tags, querystring: CatalogueIdQuery, response: responses(AdminShop) } },
    async (req, reply) => reply.ok(await adminShop(app.db, req.query.id)),
  );
  app.post(
    AdminCatalogueApi.shopSave,
    { config: operator, schema: { tags, body: ShopSaveBody, response: responses(AdminShop) } },
    async (req, reply) => reply.ok(await saveShop(app.db, req.user!.id, req.body), 'success.saved'),
  );

  app.get(
    AdminCatalogueApi.products,
    {
      config: operator,
      schema: { tags, querystring: AdminProductQuery, response: responses(pageOf(AdminProductRow)) },
    },
    async (req, reply) => reply.ok(await adminProducts(app.db, req.query, req.lang)),
  );
  app.get(
    AdminCatalogueApi.product,
    { config: operator, schema: { tags, querystring: CatalogueIdQuery, response: responses(AdminProduct) } },
    async (req, reply) => reply.ok(await adminProduct(app.db, req.query.id, req.lang)),
  );
  app.post(
    AdminCatalogueApi.productSave,
    { config: operator, schema: { tags, body: ProductSaveBody, response: responses(AdminProduct) } },
    async (req, reply) => {
      const id = await saveProduct(app.db, req.user!.id, req.body);
      return reply.ok(await adminProduct(app.db, id, req.lang), 'success.saved');
    },
  );
  app.post(
    AdminCatalogueApi.productShelf,
    { config: operator, schema: { tags, body: ShelfBody, response: responses(AdminProduct) } },
    async (req, reply) => {
      await setShelf(app.db, req.body.id, req.body.on_shelf);
      const message = req.body.on_shelf ? 'success.onShelf' : 'success.offShelf';
      return reply.ok(await adminProduct(app.db, req.body.id, req.lang), message);
    },
  );
  app.post(
    AdminCatalogueApi.skuSave,
    { config: operator, schema: { tags, body: SkuQuickBody, response: responses(AdminProduct) } },
    async (req, reply) => {
      const productId = await quickEditSku(app.db, req.body);
      return reply.ok(await adminProduct(app.db, productId, req.lang), 'success.saved');
    },
  );
};

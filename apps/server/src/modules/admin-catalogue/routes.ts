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
  ErrorKey,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { adminCategories, deleteCategory, saveCategory } from './categories.js';
import { adminShop, adminShops, saveShop } from './shops.js';
import { adminProduct, adminProducts } from './product-views.js';
import { saveProduct } from './product-save.js';
import { quickEditSku, setShelf } from './shelf-and-stock.js';
import { noticeSettingsOf } from '../notices/settings.js';

const tags = ['admin: catalogue'];
const operator = { auth: 'operator' as const };

/**
 * The operator's catalogue desk (docs/architecture.md §8). Buyers' public answers may be served from memory for up to two
 * seconds (plugins/http-cache.ts), so an edit reaches every visitor within that time.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The share a price must fall by before its watchers hear of it: the operator's, else the configured one. */
  const dropPercent = async () =>
    (await noticeSettingsOf(app.db, app.notices.options.priceDropPercent)).price_drop_percent;
  app.get(
    AdminCatalogueApi.categories,
    {
      config: operator,
      schema: {
        summary: 'List categories with how many products use each',
        tags,
        querystring: PageQuery,
        response: responses(pageOf(AdminCategory)),
      },
    },
    async (req, reply) => reply.ok(await adminCategories(app.db, req.query)),
  );
  app.post(
    AdminCatalogueApi.categorySave,
    {
      config: operator,
      schema: {
        summary: 'Add or edit a category',
        tags,
        body: CategorySaveBody,
        response: responses(AdminCategory),
        errors: [ErrorKey.NotFound, ErrorKey.Conflict],
      },
    },
    async (req, reply) => reply.ok(await saveCategory(app.db, req.user!.id, req.body), 'success.saved'),
  );
  app.post(
    AdminCatalogueApi.categoryDelete,
    {
      config: operator,
      schema: {
        summary: 'Delete a category no product uses',
        tags,
        body: CatalogueIdBody,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound, ErrorKey.Conflict],
      },
    },
    async (req, reply) => {
      await deleteCategory(app.db, req.body.id);
      return reply.ok(null, 'success.removed');
    },
  );

  app.get(
    AdminCatalogueApi.shops,
    {
      config: operator,
      schema: { summary: 'List shops', tags, querystring: AdminShopQuery, response: responses(pageOf(AdminShop)) },
    },
    async (req, reply) => reply.ok(await adminShops(app.db, req.query)),
  );
  app.get(
    AdminCatalogueApi.shop,
    {
      config: operator,
      schema: {
        summary: 'Read a shop',
        tags,
        querystring: CatalogueIdQuery,
        response: responses(AdminShop),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await adminShop(app.db, req.query.id)),
  );
  app.post(
    AdminCatalogueApi.shopSave,
    {
      config: operator,
      schema: {
        summary: 'Add or edit a shop',
        tags,
        body: ShopSaveBody,
        response: responses(AdminShop),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await saveShop(app.db, req.user!.id, req.body), 'success.saved'),
  );

  app.get(
    AdminCatalogueApi.products,
    {
      config: operator,
      schema: {
        summary: 'List products by shop, category, shelf or keyword',
        tags,
        querystring: AdminProductQuery,
        response: responses(pageOf(AdminProductRow)),
      },
    },
    async (req, reply) => reply.ok(await adminProducts(app.db, req.query, req.lang)),
  );
  app.get(
    AdminCatalogueApi.product,
    {
      config: operator,
      schema: {
        summary: 'Read a product with its SKUs',
        tags,
        querystring: CatalogueIdQuery,
        response: responses(AdminProduct),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await adminProduct(app.db, req.query.id, req.lang)),
  );
  app.post(
    AdminCatalogueApi.productSave,
    {
      config: operator,
      schema: {
        summary: 'Add or edit a product with its specifications and SKUs',
        tags,
        body: ProductSaveBody,
        response: responses(AdminProduct),
        errors: [ErrorKey.NotFound, ErrorKey.Conflict],
      },
    },
    async (req, reply) => {
      const id = await saveProduct(app.db, req.user!.id, req.body, await dropPercent());
      return reply.ok(await adminProduct(app.db, id, req.lang), 'success.saved');
    },
  );
  app.post(
    AdminCatalogueApi.productShelf,
    {
      config: operator,
      schema: {
        summary: 'Put a product on or off the shelf',
        tags,
        body: ShelfBody,
        response: responses(AdminProduct),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      await setShelf(app.db, req.body.id, req.body.on_shelf);
      const message = req.body.on_shelf ? 'success.onShelf' : 'success.offShelf';
      return reply.ok(await adminProduct(app.db, req.body.id, req.lang), message);
    },
  );
  app.post(
    AdminCatalogueApi.skuSave,
    {
      config: operator,
      schema: {
        summary: "Quick-edit a SKU's price or stock",
        tags,
        body: SkuQuickBody,
        response: responses(AdminProduct),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      const productId = await quickEditSku(app.db, req.body, await dropPercent());
      return reply.ok(await adminProduct(app.db, productId, req.lang), 'success.saved');
    },
  );
};

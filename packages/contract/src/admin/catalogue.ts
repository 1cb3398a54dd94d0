import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.js';
import { CATEGORY_SLUGS, PageQuery, ShopCard } from '../catalogue/schemas.js';
import { V, optionalText, positiveId, queryId, requiredText, searchKeyword, textInput } from '../validation.js';
import { amount } from '../wallet/schemas.js';
import { ZoneTransit, ZoneTransitTable } from '../shipping/destination.js';
import { SHIP_FROM_COUNTRIES } from '../shipping/stages.js';
import { protectionDays } from '../orders/protection.js';

/** The operator's catalogue desk (docs/architecture.md §8): categories, shops, products with their specs and SKUs. */
export const AdminCatalogueApi = {
  categories: '/api/admin/categories',
  categorySave: '/api/admin/category_save',
  categoryDelete: '/api/admin/category_delete',
  shops: '/api/admin/shops',
  shop: '/api/admin/shop',
  shopSave: '/api/admin/shop_save',
  products: '/api/admin/products',
  product: '/api/admin/product',
  productSave: '/api/admin/product_save',
  productShelf: '/api/admin/product_shelf',
  skuSave: '/api/admin/sku_save',
} as const;

export const MAX_PRODUCT_IMAGES = 9;
export const MAX_SPEC_GROUPS = 3;
export const MAX_SPEC_VALUES = 20;
export const MAX_SKUS = 100;
export const MAX_SKU_STOCK = 1_000_000;
/** A SKU with this many or fewer left is low on stock (the products list's filter). */
export const LOW_STOCK_THRESHOLD = 5;

/** The catalogue's own validation keys (messages/*.ts). */
export const CatalogueV = {
  picture: 'validation.picture',
  imageCount: 'validation.imageCount',
  stock: 'validation.stock',
  skuRequired: 'validation.skuRequired',
  skuIncomplete: 'validation.skuIncomplete',
  skuDuplicate: 'validation.skuDuplicate',
  specRepeated: 'validation.specRepeated',
  specValueUnused: 'validation.specValueUnused',
  originalBelowPrice: 'validation.originalBelowPrice',
  skuHasOrders: 'validation.skuHasOrders',
  shopUnknown: 'validation.shopUnknown',
  categoryUnknown: 'validation.categoryUnknown',
  categoryInUse: 'validation.categoryInUse',
  slugTaken: 'validation.slugTaken',
  nothingToChange: 'validation.nothingToChange',
} as const;

const keyword = searchKeyword;
const stock = z
  .number({ error: CatalogueV.stock })
  .int({ error: CatalogueV.stock })
  .min(0, { error: CatalogueV.stock })
  .max(MAX_SKU_STOCK, { error: CatalogueV.stock });

/**
 * A picture by its path on this server. The server takes the caller's own uploads (POST /api/common/upload)
 * and pictures the record already shows; any other path is refused on its field.
 */
export const pictureUrl = textInput({ error: CatalogueV.picture })
  .trim()
  .max(200, { error: CatalogueV.picture })
  .regex(/^\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]*$/, { error: CatalogueV.picture });

export const CatalogueIdQuery = z.object({ id: queryId });
export const CatalogueIdBody = z.object({ id: positiveId });

// Categories

/** Names in the ten languages: English is required, the others fall back to it when left empty. */
export const CategoryNames = z
  .partialRecord(z.enum(LANGUAGE_CODES), optionalText(40), {
    error: V.invalid,
  })
  .superRefine((names, ctx) => {
    if (!names.en) ctx.addIssue({ code: 'custom', message: V.required, path: ['en'] });
  });
export const CategorySaveBody = z.object({
  id: positiveId.optional(),
  /** docs/product.md §3's categories, by slug: the buyer's app draws each one's look from it. */
  slug: z.enum(CATEGORY_SLUGS, { error: V.invalid }),
  names: CategoryNames,
  icon: pictureUrl,
  sort: z.number({ error: V.invalid }).int({ error: V.invalid }).min(0).max(10_000).default(0),
});
export type CategorySaveBody = z.input<typeof CategorySaveBody>;
export const AdminCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  names: z.partialRecord(z.enum(LANGUAGE_CODES), z.string()),
  icon: z.string(),
  sort: z.number().int(),
  /** Products in it, on the shelf or not: a category in use cannot be deleted. */
  product_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

// Shops

export const AdminShopQuery = PageQuery.extend({ keyword });
export const ShopSaveBody = z.object({
  id: positiveId.optional(),
  name: requiredText(60),
  description: optionalText(1000, { multiline: true }).default(''),
  logo: pictureUrl,
  banner: pictureUrl,
  /** Its transit per zone it ships to (decision 042), replacing the table; left as it is when not sent. */
  zones: ZoneTransitTable.optional(),
  /** Buyer protection's days from delivery (decision 045); left as it is when not sent. */
  protection_days: protectionDays.optional(),
});
export type ShopSaveBody = z.input<typeof ShopSaveBody>;
/** The buyer's shop card (`product_count` counts what is on the shelf), with what only the operator edits or sees. */
export const AdminShop = ShopCard.omit({ followed: true }).extend({
  description: z.string(),
  /** Every product of the shop, off the shelf too. */
  products_total: z.number().int(),
  created_at: z.string(),
  /** Where it ships from (its `domestic` zone) and its transit per zone; empty: never set per zone. */
  ships_from: z.enum(SHIP_FROM_COUNTRIES).nullable(),
  zones: z.array(ZoneTransit),
  protection_days: z.number().int(),
});
export type AdminShop = z.infer<typeof AdminShop>;

// Products

export const SHELF_FILTERS = ['all', 'on', 'off'] as const;
export const AdminProductQuery = PageQuery.extend({
  /** Part of the title, or a product id. */
  keyword,
  shop_id: queryId.optional(),
  category_id: queryId.optional(),
  shelf: z.enum(SHELF_FILTERS, { error: V.invalid }).default('all'),
  /** '1': only products with a SKU at LOW_STOCK_THRESHOLD or below. */
  low_stock: z.enum(['0', '1'], { error: V.invalid }).optional(),
});
export type AdminProductQuery = z.input<typeof AdminProductQuery>;

export const AdminProductRow = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  price_cents: z.number().int(),
  stock: z.number().int(),
  sales: z.number().int(),
  on_shelf: z.boolean(),
  sku_count: z.number().int(),
  low_stock_skus: z.number().int(),
  created_at: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

export const SpecGroup = z.object({
  name: requiredText(20),
  values: z
    .array(requiredText(30), { error: V.required })
    .min(1, { error: V.required })
    .max(MAX_SPEC_VALUES, { error: V.tooLong }),
});
/** One SKU: a value of each spec, in the order of `specs` (none when the product has no specs). */
export const SkuInput = z.object({
  /** An existing SKU of the product; absent for a new one. */
  id: positiveId.optional(),
  specs: z.array(textInput({ error: V.invalid }).trim(), { error: CatalogueV.skuIncomplete }).max(MAX_SPEC_GROUPS),
  price: amount,
  /** The crossed-out list price; the price when absent. */
  original_price: amount.optional(),
  stock,
  image: pictureUrl.nullable().default(null),
});

type SaveShape = {
  images: string[];
  specs: { name: string; values: string[] }[];
  skus: { id?: number; specs: string[]; price: number; original_price?: number }[];
};

/** Specs and SKUs agree: each SKU has one valid value of every spec, no combination twice, no value unused. */
function checkSpecsAndSkus(body: SaveShape, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', message, path });
  const repeats = (list: string[], path: (string | number)[]) =>
    list.forEach((item, j) => {
      if (list.indexOf(item) !== j) issue([...path, j], CatalogueV.specRepeated);
    });
  repeats(body.images, ['images']);
  body.specs.forEach((group, i) => {
    const name = group.name.toLowerCase();
    if (body.specs.findIndex((other) => other.name.toLowerCase() === name) !== i) {
      issue(['specs', i, 'name'], CatalogueV.specRepeated);
    }
    repeats(group.values, ['specs', i, 'values']);
  });
  const used = body.specs.map(() => new Set<string>());
  const combinations = new Set<string>();
  const ids = new Set<number>();
  body.skus.forEach((sku, k) => {
    if (sku.id !== undefined) {
      if (ids.has(sku.id)) issue(['skus', k, 'id'], V.invalid);
      ids.add(sku.id);
    }
    if (sku.original_price !== undefined && sku.original_price < sku.price) {
      issue(['skus', k, 'original_price'], CatalogueV.originalBelowPrice);
    }
    const complete =
      sku.specs.length === body.specs.length && sku.specs.every((value, i) => body.specs[i]!.values.includes(value));
    if (!complete) return issue(['skus', k, 'specs'], CatalogueV.skuIncomplete);
    const key = JSON.stringify(sku.specs);
    if (combinations.has(key)) issue(['skus', k, 'specs'], CatalogueV.skuDuplicate);
    combinations.add(key);
    sku.specs.forEach((value, i) => used[i]!.add(value));
  });
  body.specs.forEach((group, i) =>
    group.values.forEach((value, j) => {
      if (!used[i]!.has(value)) issue(['specs', i, 'values', j], CatalogueV.specValueUnused);
    }),
  );
}

/** Create (no id) or edit a product with all its specs and SKUs; SKUs left out are removed. */
export const ProductSaveBody = z
  .object({
    id: positiveId.optional(),
    shop_id: positiveId,
    category_id: positiveId,
    title: requiredText(120),
    description: requiredText(5000, { multiline: true }),
    images: z
      .array(pictureUrl, { error: CatalogueV.imageCount })
      .min(1, { error: CatalogueV.imageCount })
      .max(MAX_PRODUCT_IMAGES, { error: CatalogueV.imageCount }),
    specs: z.array(SpecGroup).max(MAX_SPEC_GROUPS, { error: V.tooLong }).default([]),
    skus: z.array(SkuInput, { error: CatalogueV.skuRequired }).min(1, { error: CatalogueV.skuRequired }).max(MAX_SKUS),
    /** On a new product: on the shelf unless false. On an edit: unchanged unless given. */
    on_shelf: z.boolean({ error: V.invalid }).optional(),
  })
  .superRefine(checkSpecsAndSkus);
export type ProductSaveBody = z.input<typeof ProductSaveBody>;

export const ShelfBody = z.object({ id: positiveId, on_shelf: z.boolean({ error: V.invalid }) });
/** The quick edit of one SKU from the list: a new price, original price or stock (what is on hand). */
export const SkuQuickBody = z
  .object({ id: positiveId, price: amount.optional(), original_price: amount.optional(), stock: stock.optional() })
  .superRefine((body, ctx) => {
    if (body.price === undefined && body.original_price === undefined && body.stock === undefined) {
      ctx.addIssue({ code: 'custom', message: CatalogueV.nothingToChange, path: ['price'] });
    }
  });
export type SkuQuickBody = z.input<typeof SkuQuickBody>;

export const AdminSku = z.object({
  id: z.number().int(),
  specs: z.array(z.string()),
  price_cents: z.number().int(),
  original_price_cents: z.number().int(),
  stock: z.number().int(),
  sales: z.number().int(),
  image: z.string().nullable(),
  /** False once it has been ordered: it stays, and its stock can go to 0. */
  removable: z.boolean(),
});
export type AdminSku = z.infer<typeof AdminSku>;

export const AdminProduct = z.object({
  id: z.number().int(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(AdminSku),
  /** Derived from the SKUs: the lowest price (with that SKU's original price) and the total stock. */
  price_cents: z.number().int(),
  original_price_cents: z.number().int(),
  stock: z.number().int(),
  sales: z.number().int(),
  rating: z.number(),
  on_shelf: z.boolean(),
  created_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

import type { AdminProduct, ProductSaveBody } from '@tradewind/contract';
import { fromCents, toCents } from '../../components/money-input';
import { newSpecUid, specGroupsOf, type SkuRow, type SpecInput } from './sku-combinations';

/** The product form's values: specs as typed, one SKU row per combination. */
export type ProductValues = {
  shop_id?: number;
  category_id?: number;
  title: string;
  description: string;
  images: string[];
  specs: SpecInput[];
  skus: SkuRow[];
  on_shelf: boolean;
};

/** A new product: no specs, so one SKU; off the shelf until the operator puts it on. */
export const emptyProduct = (): ProductValues => ({
  title: '',
  description: '',
  images: [],
  specs: [],
  skus: [{ specs: [], price: '', original_price: '', stock: null, image: [] }],
  on_shelf: false,
});

export const valuesOf = (product: AdminProduct): ProductValues => ({
  shop_id: product.shop.id,
  category_id: product.category.id,
  title: product.title,
  description: product.description,
  images: product.images,
  specs: product.specs.map((spec) => ({ uid: newSpecUid(), name: spec.name, values: spec.values.join(', ') })),
  skus: product.skus.map((sku) => ({
    specs: sku.specs,
    id: sku.id,
    price: fromCents(sku.price_cents),
    // The list price equals the price when there is none: the form shows it empty then.
    original_price: sku.original_price_cents > sku.price_cents ? fromCents(sku.original_price_cents) : '',
    stock: sku.stock,
    image: sku.image ? [sku.image] : [],
  })),
  on_shelf: product.on_shelf,
});

/** Money as the contract takes it: decimal text with two places ("12.50"), never a float. */
const decimal = (text: string) => fromCents(toCents(text));

/**
 * The save body from checked form values. `product` is the one edited: its id, and whether the shelf switch moved
 * (an edit leaves the shelf as it is unless the operator changed it).
 */
export function bodyOf(values: ProductValues, product?: AdminProduct): ProductSaveBody {
  const shelfChanged = !product || values.on_shelf !== product.on_shelf;
  return {
    ...(product ? { id: product.id } : {}),
    shop_id: values.shop_id!,
    category_id: values.category_id!,
    title: values.title.trim(),
    description: values.description.trim(),
    images: values.images,
    specs: specGroupsOf(values.specs).map(({ name, values: specValues }) => ({ name, values: specValues })),
    skus: values.skus.map((row) => ({
      ...(row.id !== undefined ? { id: row.id } : {}),
      specs: row.specs,
      price: decimal(row.price),
      ...(row.original_price?.trim() ? { original_price: decimal(row.original_price) } : {}),
      stock: row.stock!,
      image: row.image[0] ?? null,
    })),
    ...(shelfChanged ? { on_shelf: values.on_shelf } : {}),
  };
}

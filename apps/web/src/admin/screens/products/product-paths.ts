export const PRODUCTS_PATH = '/admin/products';
export const NEW_PRODUCT_PATH = '/admin/products/new';
export const productPath = (id: number) => `/admin/products/${id}`;

export { ProductsScreen } from './products-screen';
export { ProductNewScreen } from './product-new-screen';
export { ProductEditScreen } from './product-edit-screen';

export { CategoriesScreen } from './categories-screen';

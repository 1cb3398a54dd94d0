import { useNavigate } from '@/lib/router';
import { ProductForm } from './product-form';
import { productPath } from './product-paths';

/** A new product; once saved, the page becomes that product's edit page. */
export function ProductNewScreen() {
  const navigate = useNavigate();
  return <ProductForm onSaved={(saved) => void navigate(productPath(saved.id), { replace: true })} />;
}

import { useParams } from '@/lib/router';
import { isNotFound } from './api/not-found-no-retry';
import { useProductDetail } from './api/get-product-detail';
import { DetailSkeleton } from './detail/detail-skeleton';
import { ProductView } from './detail/product-view';
import { LoadError, MissingState, parseId } from './screen-states';
import '@/components/surface.css';
import './product.css';

function ProductLoader({ id }: { id: number }) {
  const { data, error, isPending, isFetching, refetch } = useProductDetail(id);
  if (data) return <ProductView product={data} />;
  if (isPending) return <DetailSkeleton />;
  return (
    <div className="pd-page pd-page--state">
      {isNotFound(error) ? (
        <MissingState kind="product" />
      ) : (
        <LoadError onRetry={() => void refetch()} retrying={isFetching} />
      )}
    </div>
  );
}

/** /detail/:product?/:mer?: the product by id (`mer`, the shop's id, is accepted and not needed). Never kept alive. */
export default function ProductDetailScreen() {
  const id = parseId(useParams().product);
  if (id === null) {
    return (
      <div className="pd-page pd-page--state">
        <MissingState kind="product" />
      </div>
    );
  }
  // A new id is a new page: the chosen SKU and quantity start over.
  return <ProductLoader key={id} id={id} />;
}

import { useEstimate } from './money/use-estimate';
import './infinite-list.css';
import './skeleton.css';

/** A grey product card: the same boxes as ProductCard (square image, two title lines, price and its estimates, meta, three shipping lines and the cost's estimate). */
export function ProductCardSkeleton() {
  const estimating = useEstimate() !== null;
  return (
    <div className="infinite-list__skeleton" aria-hidden="true">
      <div className="skeleton-box infinite-list__skeleton-image" />
      <div className="infinite-list__skeleton-body">
        <div className="skeleton-box infinite-list__skeleton-title" />
        <div
          className={`skeleton-box infinite-list__skeleton-line infinite-list__skeleton-line--price${estimating ? ' infinite-list__skeleton-line--estimated' : ''}`}
        />
        <div className="skeleton-box infinite-list__skeleton-line infinite-list__skeleton-line--short" />
        <div className="skeleton-box infinite-list__skeleton-line infinite-list__skeleton-line--short" />
        <div className="skeleton-box infinite-list__skeleton-line infinite-list__skeleton-line--short" />
        <div className="skeleton-box infinite-list__skeleton-line infinite-list__skeleton-line--short" />
        {estimating && (
          <div className="skeleton-box infinite-list__skeleton-line infinite-list__skeleton-line--short" />
        )}
      </div>
    </div>
  );
}

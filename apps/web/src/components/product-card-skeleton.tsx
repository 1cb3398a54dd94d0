import './infinite-list.css';
import './skeleton.css';

/** A grey product card: the same boxes as ProductCard (square image, two title lines, price, meta, three shipping lines). */
export function ProductCardSkeleton() {
  return (
    <div className="infinite-list__skeleton" aria-hidden="true">
      <div className="skeleton-box infinite-list__skeleton-image" />
      <div className="infinite-list__skeleton-body">
        <div className="skeleton-box infinite-list__skeleton-title" />
        <div className="skeleton-box infinite-list__skeleton-line infinite-list__skeleton-line--price" />
        <div className="skeleton-box infinite-list__skeleton-line infinite-list__skeleton-line--short" />
        <div className="skeleton-box infinite-list__skeleton-line infinite-list__skeleton-line--short" />
        <div className="skeleton-box infinite-list__skeleton-line infinite-list__skeleton-line--short" />
        <div className="skeleton-box infinite-list__skeleton-line infinite-list__skeleton-line--short" />
      </div>
    </div>
  );
}

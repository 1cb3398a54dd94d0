import { ProductCardSkeleton } from './product-card-skeleton';

/**
 * Grey cards in the shape of the list while its first page loads: a grid skeleton has a product card's boxes,
 * so nothing moves when the cards replace it.
 */
export function ListSkeleton({ layout, label, count = 4 }: { layout: 'grid' | 'list'; label: string; count?: number }) {
  return (
    <div className={`infinite-list__items infinite-list__items--${layout}`} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}

import { Skeleton } from 'antd-mobile';

/** Grey cards in the shape of the list while its first page loads. */
export function ListSkeleton({ layout, label, count = 4 }: { layout: 'grid' | 'list'; label: string; count?: number }) {
  return (
    <div className={`infinite-list__items infinite-list__items--${layout}`} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="infinite-list__skeleton" aria-hidden="true">
          <Skeleton animated className="infinite-list__skeleton-image" />
          <Skeleton.Paragraph animated lineCount={2} />
        </div>
      ))}
    </div>
  );
}

import './skeleton.css';

/** A grey box standing in for a picture or a block while it loads; its size comes from `className`. */
export function SkeletonBox({ className }: { className?: string }) {
  return <span className={['skeleton-box', 'skeleton-box--block', className].filter(Boolean).join(' ')} />;
}

/** Grey lines standing in for a title (one wide line) or a paragraph (the last line shorter). */
export function SkeletonLines({ lines = 1, title = false }: { lines?: number; title?: boolean }) {
  return (
    <span className={`skeleton-lines${title ? ' skeleton-lines--title' : ''}`} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton-box skeleton-lines__line" />
      ))}
    </span>
  );
}

import './page-loading.css';

/** Shown while the first route (and its guard) loads. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="page-loading">
      <span className="page-loading__spinner" aria-hidden="true" />
    </div>
  );
}

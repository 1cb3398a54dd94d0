import { SpinLoading } from 'antd-mobile';

/** Shown while the first route (and its guard) loads. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <SpinLoading color="primary" />
    </div>
  );
}

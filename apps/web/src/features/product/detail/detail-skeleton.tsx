import { Skeleton } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import './detail-sections.css';

/** The shape of the product page while it loads. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="pd-page" role="status" aria-label={t('product.loading')} aria-busy="true">
      <Skeleton animated className="pd-skeleton__image" />
      <div className="pd-body">
        <div className="surface-card pd-skeleton__card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
        <div className="surface-card pd-skeleton__card">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      </div>
    </div>
  );
}

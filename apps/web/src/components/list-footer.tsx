import { useTranslation } from '@/i18n/use-translation';
import './button.css';

/** The end of a list: loading the next page, a failed page with a retry, or the 'no more' line. */
export function ListFooter({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation();
  if (!hasMore) return <p className="infinite-list__end">{t('common.noMore')}</p>;
  if (failed) {
    return (
      <p className="infinite-list__end">
        {t('catalogue.list.pageFailed')}{' '}
        <button type="button" className="tw-button tw-button--text" onClick={retry}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  return (
    <div className="infinite-list__end" role="status">
      {t('common.loading')} <span className="infinite-list__dots" aria-hidden="true" />
    </div>
  );
}

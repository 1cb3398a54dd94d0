import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';

/** The end of a list: loading the next page, a failed page with a retry, or the 'no more' line. */
export function ListFooter({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation();
  if (!hasMore) return <p className="infinite-list__end">{t('common.noMore')}</p>;
  if (failed) {
    return (
      <p className="infinite-list__end">
        {t('catalogue.list.pageFailed')}{' '}
        <Button size="mini" fill="none" color="primary" onClick={retry}>
          {t('common.retry')}
        </Button>
      </p>
    );
  }
  return (
    <div className="infinite-list__end" role="status">
      {t('common.loading')} <DotLoading color="currentColor" />
    </div>
  );
}

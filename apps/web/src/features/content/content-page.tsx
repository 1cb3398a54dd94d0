import { Button, Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { useContent, type ContentKind } from './api/get-content';
import { MarkdownArticle } from './markdown-article';
import '@/components/surface.css';
import './content.css';

export function ContentPage({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useContent(kind);

  if (isPending) {
    return (
      <div className="cnt-page" role="status" aria-busy="true" aria-label={t('content.loading')}>
        <div className="surface-card cnt-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="cnt-page">
        <div className="surface-card cnt-card cnt-error" role="alert">
          <ExclamationCircleOutline className="cnt-error__icon" aria-hidden />
          <h2 className="cnt-error__title">{t('content.errorTitle')}</h2>
          <p className="surface-lead cnt-error__text">{t('content.errorText')}</p>
          <Button color="primary" shape="rounded" loading={isFetching} onClick={() => void refetch()}>
            {t('content.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="cnt-page">
      <div className="surface-card cnt-card">
        <MarkdownArticle source={data.content} lang={data.lang} />
      </div>
    </div>
  );
}

import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import './load-failed.css';

type Props = { onRetry: () => void; retrying: boolean; /** Inside another card: no card of its own. */ bare?: boolean };

/** The wallet could not be read (offline, server trouble): say so and offer another try. */
export function LoadFailed({ onRetry, retrying, bare = false }: Props) {
  const { t } = useTranslation();
  return (
    <section className={bare ? 'wd-state' : 'surface-card wd-state'} role="alert">
      <ExclamationCircleOutline className="wd-state__icon" aria-hidden />
      <p className="surface-lead wd-state__text">{t('withdraw.loadFailed')}</p>
      <Button color="primary" fill="outline" shape="rounded" loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </section>
  );
}

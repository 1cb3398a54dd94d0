import { ExclamationTriangleOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import './deposit-notice.css';

/** docs/product.md §5's hints, where the buyer reads them before sending anything. */
export function DepositNotice() {
  const { t } = useTranslation();
  return (
    <aside className="tu-notice" aria-labelledby="tu-deposit-notice">
      <ExclamationTriangleOutline className="tu-notice__icon" aria-hidden />
      <div>
        <h2 id="tu-deposit-notice" className="tu-notice__title">
          {t('topup.chain.notice.title')}
        </h2>
        <ul className="tu-notice__list">
          <li>{t('topup.chain.notice.sameNetwork')}</li>
          <li>{t('topup.chain.notice.unsupported')}</li>
        </ul>
      </div>
    </aside>
  );
}

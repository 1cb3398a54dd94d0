import { Link } from '@/lib/router';
import { Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { Money } from '@/components/money/money';
import '@/components/surface.css';
import './balance-summary.css';

/** The balance a top-up adds to, with the way to the records of earlier top-ups. */
export function BalanceSummary({ cents }: { cents: number | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="surface-card surface-hero tu-balance" aria-labelledby="tu-balance-title">
      <h2 id="tu-balance-title" className="tu-balance__label">
        {t('topup.balance')}
      </h2>
      {cents === undefined ? (
        <Skeleton.Title animated className="tu-balance__skeleton" />
      ) : (
        <p className="tu-balance__amount">
          <Money cents={cents} below />
        </p>
      )}
      <Link to="/topUpRecord" className="tu-balance__records">
        {t('topup.records.link')}
        <RightOutline aria-hidden />
      </Link>
    </section>
  );
}

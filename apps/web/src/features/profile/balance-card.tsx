import { Button } from 'antd-mobile';
import { useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { isRouteAvailable } from '@/lib/available-routes';
import { Money } from '@/components/money/money';

export function BalanceCard({ cents }: { cents: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const topUp = isRouteAvailable('/topUp');
  const withdraw = isRouteAvailable('/withDraw');
  return (
    <section className="surface-card prf-balance" aria-labelledby="balance-title">
      <h2 id="balance-title" className="prf-balance__label">
        {t('profile.balance.title')}
      </h2>
      <p className="prf-balance__amount">
        <Money cents={cents} below />
      </p>
      {(topUp || withdraw) && (
        <div className="prf-balance__actions">
          {topUp && (
            <Button color="primary" shape="rounded" onClick={() => navigate('/topUp')}>
              {t('profile.balance.topUp')}
            </Button>
          )}
          {withdraw && (
            <Button shape="rounded" onClick={() => navigate('/withDraw')}>
              {t('profile.balance.withdraw')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

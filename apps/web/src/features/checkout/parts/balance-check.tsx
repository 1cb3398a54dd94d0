import { useEffect } from 'react';
import { Link, useLocation } from '@/lib/router';
import { session, useSession } from '@/api/session';
import { useTranslation } from '@/i18n/use-translation';
import { withReturn } from '@/lib/return-path';
import { Money } from '@/components/money/money';
import { MoneyPhrase } from '@/components/money/money';
import '@/components/surface.css';
import './checkout-card.css';
import './balance-check.css';

/**
 * The balance beside the total, before anything is ordered. When it is short: by how much, and Top up, which
 * comes back to this same checkout (its address, items and code are in its address).
 */
export function BalanceCheck({ totalCents }: { totalCents: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const balance = useSession((s) => s.userInfo?.balance_cents);
  useEffect(() => {
    // A top-up elsewhere (another tab, an operator's approval) shows when the checkout opens.
    void session.loadUserInfo({ silent: true }).catch(() => undefined);
  }, []);
  if (balance === undefined) return null;
  const shortCents = totalCents - balance;
  return (
    <section className="surface-card co-balance" aria-label={t('checkout.balance.label')}>
      <dl className="co-rows">
        <div className="co-row">
          <dt>{t('checkout.balance.label')}</dt>
          <dd className={shortCents > 0 ? 'co-balance__amount--short' : undefined}>
            <Money cents={balance} />
          </dd>
        </div>
      </dl>
      {shortCents > 0 && (
        <p className="co-balance__short" role="status">
          <span>
            <MoneyPhrase text={t('checkout.balance.short')} amounts={{ amount: shortCents }} />
          </span>
          <Link className="co-balance__top-up" to={withReturn('/topUp', location.pathname + location.search)}>
            {t('checkout.balance.topUp')}
          </Link>
        </p>
      )}
    </section>
  );
}

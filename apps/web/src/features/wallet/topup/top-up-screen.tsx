import { useEffect } from 'react';
import { useSearchParams } from '@/lib/router';
import { session, useSession } from '@/api/session';
import { BalanceSummary } from './top-up/balance-summary';
import { ManualTopUp } from './top-up/manual-top-up';
import { MethodCards } from './top-up/method-cards';
import '@/components/surface.css';
import './topup.css';

/** /topUp: the balance, the three ways to top up; `?method=manual` is the manual top-up form. */
export default function TopUpScreen() {
  const [params] = useSearchParams();
  const balance = useSession((s) => s.userInfo?.balance_cents);

  useEffect(() => {
    void session.loadUserInfo({ silent: true }).catch(() => undefined);
  }, []);

  return (
    <div className="surface-page tu-page">
      <BalanceSummary cents={balance} />
      {params.get('method') === 'manual' ? <ManualTopUp /> : <MethodCards />}
    </div>
  );
}

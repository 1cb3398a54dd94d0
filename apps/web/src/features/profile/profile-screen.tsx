import { useEffect } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { session, useSession } from '@/api/session';
import { useConfirmLogout } from '@/components/use-confirm-logout';
import { isRouteAvailable } from '@/lib/available-routes';
import { BalanceCard } from './balance-card';
import { OrdersCard } from './orders-card';
import { ProfileHeader } from './profile-header';
import { ProfileMenu } from './profile-menu';
import '@/components/surface.css';
import './profile.css';

/** The personal centre (the 'me' tab). */
export default function ProfileScreen() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const confirmLogout = useConfirmLogout('profile.logout');

  useEffect(() => {
    // The balance moves with every order and top-up: show the current one.
    void session.loadUserInfo({ silent: true }).catch(() => undefined);
  }, []);

  return (
    <div className="prf-page">
      <ProfileHeader user={user} />
      <div className="prf-body">
        {user && <BalanceCard cents={user.balance_cents} />}
        {isRouteAvailable('/myPurchases') && <OrdersCard />}
        <ProfileMenu />
        <div className="prf-logout">
          <Button block size="large" shape="rounded" color="danger" fill="outline" onClick={confirmLogout}>
            {t('profile.logout.button')}
          </Button>
        </div>
      </div>
    </div>
  );
}

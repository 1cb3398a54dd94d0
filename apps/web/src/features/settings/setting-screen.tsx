import { Button, List } from 'antd-mobile';
import { GlobalOutline, LockOutline, CheckShieldOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/api/session';
import { LinkItem } from './link-item';
import { AccountCard } from './setting/account-card';
import { useConfirmLogout } from './use-confirm-logout';
import './settings.css';

const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '1.0.0';

export default function SettingScreen() {
  const { t } = useTranslation();
  const languageName = useSession((s) => s.setting.lang.language_name);
  const confirmLogout = useConfirmLogout();
  return (
    <div className="set-page">
      <AccountCard />
      <nav className="set-card" aria-labelledby="preferences-title">
        <div className="set-card__head">
          <h2 id="preferences-title" className="set-card__title">
            {t('settings.preferences')}
          </h2>
        </div>
        <List>
          <LinkItem
            to="/language"
            icon={<GlobalOutline aria-hidden />}
            label={t('settings.links.language')}
            extra={<span className="set-extra">{languageName}</span>}
          />
          <LinkItem to="/passwords" icon={<LockOutline aria-hidden />} label={t('settings.links.passwords')} />
          <LinkItem to="/security" icon={<CheckShieldOutline aria-hidden />} label={t('settings.links.security')} />
        </List>
      </nav>
      <Button block size="large" shape="rounded" color="danger" fill="outline" onClick={confirmLogout}>
        {t('settings.logout.button')}
      </Button>
      <p className="set-version">{t('settings.version', { version: APP_VERSION })}</p>
    </div>
  );
}

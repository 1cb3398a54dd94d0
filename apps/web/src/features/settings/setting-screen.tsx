import { Button, List } from 'antd-mobile';
import { GlobalOutline, LockOutline, CheckShieldOutline, BellOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/api/session';
import { LinkItem } from '@/components/link-item';
import { useConfirmLogout } from '@/components/use-confirm-logout';
import { AccountCard } from './setting/account-card';
import { CurrencyItem } from './currency-item';
import { SettingsCard } from './settings-card';
import '@/components/surface.css';
import './settings.css';

const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '1.0.0';

export default function SettingScreen() {
  const { t } = useTranslation();
  const languageName = useSession((s) => s.setting.lang.language_name);
  const confirmLogout = useConfirmLogout('settings.logout');
  return (
    <div className="surface-page">
      <AccountCard />
      <SettingsCard as="nav" titleId="preferences-title" title={t('settings.preferences')}>
        <List>
          <LinkItem
            to="/language"
            icon={<GlobalOutline aria-hidden />}
            label={t('settings.links.language')}
            extra={<span className="surface-extra">{languageName}</span>}
          />
          <CurrencyItem />
          <LinkItem to="/passwords" icon={<LockOutline aria-hidden />} label={t('settings.links.passwords')} />
          <LinkItem to="/security" icon={<CheckShieldOutline aria-hidden />} label={t('settings.links.security')} />
          <LinkItem to="/noticeSettings" icon={<BellOutline aria-hidden />} label={t('notices.link')} />
        </List>
      </SettingsCard>
      <Button block size="large" shape="rounded" color="danger" fill="outline" onClick={confirmLogout}>
        {t('settings.logout.button')}
      </Button>
      <p className="set-version">{t('settings.version', { version: APP_VERSION })}</p>
    </div>
  );
}

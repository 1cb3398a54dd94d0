import { useTranslation } from '@/i18n/use-translation';
import { useOnline } from '@/lib/use-online';
import './app-status.css';

/**
 * "You are offline" above every screen while the browser has no network (decision 027). The status region is always
 * in the page, so a screen reader announces the line the moment it appears.
 */
export function OfflineBar() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="app-status" role="status">
      {online ? null : <p className="app-status__bar">{t('common.offlineBar')}</p>}
    </div>
  );
}

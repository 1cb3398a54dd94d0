import { useTranslation } from '@/i18n/use-translation';
import { useOnline } from '@/lib/use-online';
import './app-status.css';

/**
 * Offline, what a personal list shows (the bag, the orders) is the copy kept before the network went: it says so,
 * so nobody takes it for the current state (decision 027).
 */
export function LastKnownNote() {
  const { t } = useTranslation();
  const online = useOnline();
  return online ? null : <p className="last-known-note">{t('common.lastKnown')}</p>;
}

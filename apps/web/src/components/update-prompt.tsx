import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { applyUpdate, updateStore } from '@/service-worker/update-store';
import './app-status.css';

/** A new version was deployed and has installed: the buyer takes it with one tap, when it suits them (decision 027). */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(updateStore.subscribe, updateStore.get, () => null);
  if (!waiting) return null;
  return (
    <div className="app-status__bar app-status__bar--update">
      <span>{t('common.update.ready')}</span>
      <button type="button" className="app-status__action" onClick={applyUpdate}>
        {t('common.update.action')}
      </button>
    </div>
  );
}

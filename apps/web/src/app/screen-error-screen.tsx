import { useEffect, useState } from 'react';
import { isOffline } from '@/api/http';
import { ExclamationCircleOutline } from '@/components/icons/exclamation-circle-outline';
import { createPath, useLocation, useNavigate, useNavigation, useRouteError } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import '@/components/button.css';
import './status-screen.css';

/**
 * In a screen's place, inside the shell (top bar, back button, tabs): its chunk could not be loaded or it threw.
 * Offline, that is the network: say so, and try the same screen again once the buyer is back online. Otherwise
 * (often a new deploy whose chunks have other names) a reload fetches the app afresh.
 */
export function ScreenErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const loading = useNavigation().state === 'loading';
  const [offline] = useState(isOffline);
  useEffect(() => {
    if (!offline) console.error(error);
  }, [error, offline]);

  const retry = () => navigate(createPath(location), { replace: true, state: location.state });
  return (
    <section className="status-screen" aria-labelledby="screen-error-title">
      <ExclamationCircleOutline className="status-screen__icon" aria-hidden="true" />
      <h2 id="screen-error-title" className="status-screen__title">
        {t(offline ? 'common.offlineScreen.title' : 'common.routeError.title')}
      </h2>
      <p className="status-screen__text">
        {t(offline ? 'common.offlineScreen.description' : 'common.routeError.description')}
      </p>
      {offline ? (
        <button type="button" className="tw-button tw-button--solid" disabled={loading} onClick={retry}>
          {t('common.retry')}
        </button>
      ) : (
        <button type="button" className="tw-button tw-button--solid" onClick={() => window.location.reload()}>
          {t('common.routeError.action')}
        </button>
      )}
    </section>
  );
}

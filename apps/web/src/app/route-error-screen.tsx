import { useEffect } from 'react';
import { ExclamationCircleOutline } from '@/components/icons/exclamation-circle-outline';
import { useRouteError } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { TITLE_SUFFIX } from './use-document-title';
import '@/components/button.css';
import './status-screen.css';

/** A screen's chunk failed to load (often a new deploy) or a screen threw: say so and offer a reload. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    document.title = t('title.error') + TITLE_SUFFIX;
  }, [error, t]);
  return (
    <div className="app-shell">
      <section className="status-screen app-column" aria-labelledby="route-error-title">
        <ExclamationCircleOutline className="status-screen__icon" aria-hidden="true" />
        <h1 id="route-error-title" className="status-screen__title">
          {t('common.routeError.title')}
        </h1>
        <p className="status-screen__text">{t('common.routeError.description')}</p>
        <button type="button" className="tw-button tw-button--solid" onClick={() => window.location.reload()}>
          {t('common.routeError.action')}
        </button>
      </section>
    </div>
  );
}

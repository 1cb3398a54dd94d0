import { QuestionCircleOutline } from '@/components/icons/question-circle-outline';
import { useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import '@/components/button.css';
import './status-screen.css';

/** Any path the route table does not know. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="status-screen" aria-labelledby="not-found-title">
      <QuestionCircleOutline className="status-screen__icon" aria-hidden="true" />
      <h2 id="not-found-title" className="status-screen__title">
        {t('common.notFound.title')}
      </h2>
      <p className="status-screen__text">{t('common.notFound.description')}</p>
      <button type="button" className="tw-button tw-button--solid" onClick={() => navigate('/profile')}>
        {t('common.notFound.action')}
      </button>
    </section>
  );
}

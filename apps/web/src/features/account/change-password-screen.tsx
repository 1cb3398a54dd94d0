import { useTranslation } from 'react-i18next';
import { useSession } from '@/api/session';
import { ChangePasswordForm } from './change-password/change-password-form';
import { LoggedOutNotice } from './change-password/logged-out-notice';
import './account.css';

export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => Boolean(s.token));
  return (
    <div className="acc-page">
      {loggedIn ? (
        <section className="acc-card" aria-labelledby="change-password-title">
          <h2 id="change-password-title" className="acc-card__title">
            {t('account.changePassword.title')}
          </h2>
          <p className="acc-card__lead">{t('account.changePassword.lead')}</p>
          <ChangePasswordForm />
        </section>
      ) : (
        <LoggedOutNotice />
      )}
    </div>
  );
}

import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';

/** /changePassword is public (docs/product.md §6); changing needs a session, so a visitor is offered login or the email reset. */
export function LoggedOutNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="surface-card surface-card--raised acc-card acc-notice" aria-labelledby="change-password-title">
      <div className="acc-notice__icon" aria-hidden>
        <LockOutline />
      </div>
      <h2 id="change-password-title" className="acc-card__title">
        {t('account.changePassword.loggedOutTitle')}
      </h2>
      <p className="surface-lead acc-card__lead">{t('account.changePassword.loggedOutLead')}</p>
      <div className="acc-actions">
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          onClick={() => navigate('/login?redirect=%2FchangePassword')}
        >
          {t('account.changePassword.login')}
        </Button>
        <Button block size="large" shape="rounded" onClick={() => navigate('/forgotPassword')}>
          {t('account.changePassword.resetByEmail')}
        </Button>
      </div>
    </section>
  );
}

import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/api/session';
import { AccountSection } from './account-section';
import { ChangePasswordForm } from './change-password/change-password-form';
import { LoggedOutNotice } from './change-password/logged-out-notice';
import '@/components/surface.css';
import './account.css';

export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => Boolean(s.token));
  return (
    <div className="acc-page">
      {loggedIn ? (
        <AccountSection
          titleId="change-password-title"
          title={t('account.changePassword.title')}
          lead={t('account.changePassword.lead')}
        >
          <ChangePasswordForm />
        </AccountSection>
      ) : (
        <LoggedOutNotice />
      )}
    </div>
  );
}

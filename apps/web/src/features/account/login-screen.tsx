import { Link, useLocation } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { LoginBody } from '@tradewind/contract';
import { AccountSection } from './account-section';
import { useLogin } from './api/login';
import { BrandHeader } from './brand-header';
import { AccountForm } from './form/account-form';
import { PasswordField, TextField } from './form/fields';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useStartSession } from './use-start-session';
import { PasskeySignInButton } from './passkey-sign-in-button';
import '@/components/surface.css';
import './account.css';

const FIELDS = ['account', 'password'] as const;

export default function LoginScreen() {
  const { t } = useTranslation();
  // Registering instead keeps where the visitor was going.
  const { search } = useLocation();
  const form = useSchemaForm(LoginBody, FIELDS);
  const { mutateAsync, isPending } = useLogin();
  const startSession = useStartSession();

  const submit = async (body: LoginBody) => {
    try {
      await startSession(await mutateAsync(body), 'success.loggedIn');
    } catch {
      // The HTTP layer has shown the server's message.
    }
  };

  return (
    <div className="acc-page">
      <BrandHeader />
      <AccountSection titleId="login-title" title={t('account.login.title')}>
        <AccountForm
          name="login"
          form={form}
          onSubmit={submit}
          submitText={t('account.login.submit')}
          pending={isPending}
        >
          <TextField name="account" autoComplete="username" placeholder={t('account.field.accountPlaceholder')} />
          <PasswordField name="password" autoComplete="current-password" />
        </AccountForm>
        <PasskeySignInButton />
        <div className="acc-links">
          <span />
          <Link to="/forgotPassword">{t('account.login.forgot')}</Link>
        </div>
      </AccountSection>
      <p className="acc-switch">
        {t('account.login.newHere')} <Link to={`/register${search}`}>{t('account.login.register')}</Link>
      </p>
    </div>
  );
}

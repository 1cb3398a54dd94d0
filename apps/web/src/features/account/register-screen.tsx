import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorKey, RegisterForm, type RegisterBody } from '@tradewind/contract';
import { AccountSection } from './account-section';
import { useRegister } from './api/register';
import { AccountForm } from './form/account-form';
import { EmailField, PasswordField, TextField } from './form/fields';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useStartSession } from './use-start-session';
import '@/components/surface.css';
import './account.css';

const FIELDS = ['account', 'email', 'mobile', 'familyName', 'givenName', 'password', 'repassword'] as const;
const FIELD_OF_ERROR: Record<string, string> = { [ErrorKey.AccountExists]: 'account', [ErrorKey.EmailExists]: 'email' };

export default function RegisterScreen() {
  const { t } = useTranslation();
  const form = useSchemaForm(RegisterForm, FIELDS);
  const { mutateAsync, isPending } = useRegister();
  const startSession = useStartSession();

  const submit = async ({ repassword: _confirmation, ...body }: RegisterBody & { repassword: string }) => {
    try {
      await startSession(await mutateAsync(body), 'success.registered');
    } catch (error) {
      form.showServerErrors(error, FIELD_OF_ERROR);
    }
  };

  return (
    <div className="acc-page">
      <AccountSection label={t('account.register.title')} lead={t('account.register.lead')}>
        <AccountForm
          name="register"
          form={form}
          onSubmit={submit}
          submitText={t('account.register.submit')}
          pending={isPending}
        >
          <TextField name="account" hint="accountHint" autoComplete="username" />
          <EmailField />
          <TextField
            name="mobile"
            hint="mobileHint"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+33 6 12 34 56 78"
          />
          <TextField name="familyName" autoComplete="family-name" />
          <TextField name="givenName" autoComplete="given-name" />
          <PasswordField name="password" hint="passwordHint" autoComplete="new-password" />
          <PasswordField name="repassword" autoComplete="new-password" />
        </AccountForm>
      </AccountSection>
      <p className="acc-switch">
        {t('account.register.haveAccount')} <Link to="/login">{t('account.register.login')}</Link>
      </p>
    </div>
  );
}

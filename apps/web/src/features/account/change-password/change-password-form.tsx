import { useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorKey, ResetPwdBody } from '@tradewind/contract';
import { session } from '@/api/session';
import { toast } from '@/components/toast';
import { useChangePassword } from '../api/change-password';
import { AccountForm } from '../form/account-form';
import { PasswordField } from '../form/fields';
import { useSchemaForm } from '@/lib/forms/use-schema-form';

const FIELDS = ['oldpassword', 'newpassword', 'renewpassword'] as const;
const FIELD_OF_ERROR: Record<string, string> = {
  [ErrorKey.OldPasswordWrong]: 'oldpassword',
  [ErrorKey.PasswordSame]: 'newpassword',
};

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSchemaForm(ResetPwdBody, FIELDS);
  const { mutateAsync, isPending } = useChangePassword();

  const submit = async (body: ResetPwdBody) => {
    try {
      await mutateAsync(body);
    } catch (error) {
      form.showServerErrors(error, FIELD_OF_ERROR);
      return;
    }
    // The server has ended every session, this one too.
    session.clear();
    toast.success(t('success.passwordChanged'));
    navigate('/login', { replace: true });
  };

  return (
    <AccountForm
      name="change-password"
      form={form}
      onSubmit={submit}
      submitText={t('account.changePassword.submit')}
      pending={isPending}
    >
      <PasswordField name="oldpassword" autoComplete="current-password" />
      <PasswordField name="newpassword" hint="passwordHint" autoComplete="new-password" />
      <PasswordField name="renewpassword" autoComplete="new-password" />
    </AccountForm>
  );
}

import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { RESET_CODE_LENGTH, ResetByCodeBody } from '@tradewind/contract';
import { AccountForm } from '../form/account-form';
import { PasswordField, TextField } from '../form/fields';
import { useSchemaForm } from '@/lib/forms/use-schema-form';

const FIELDS = ['code', 'newpassword', 'renewpassword'] as const;

type Props = {
  email: string;
  pending: boolean;
  onReset: (body: ResetByCodeBody) => Promise<unknown>;
};

export function CodeStep({ email, pending, onReset }: Props) {
  const { t } = useTranslation();
  const context = useMemo(() => ({ email }), [email]);
  const form = useSchemaForm(ResetByCodeBody, FIELDS, { context });

  const submit = (body: ResetByCodeBody) => onReset(body).catch((error: unknown) => form.showServerErrors(error));

  return (
    <AccountForm
      name="forgot-code"
      form={form}
      onSubmit={submit}
      submitText={t('account.forgot.reset')}
      pending={pending}
    >
      <TextField
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={RESET_CODE_LENGTH}
        placeholder={'0'.repeat(RESET_CODE_LENGTH)}
      />
      <PasswordField name="newpassword" hint="passwordHint" autoComplete="new-password" />
      <PasswordField name="renewpassword" autoComplete="new-password" />
    </AccountForm>
  );
}

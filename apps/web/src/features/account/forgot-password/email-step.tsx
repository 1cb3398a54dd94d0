import { useTranslation } from '@/i18n/use-translation';
import { SendResetCodeBody } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { useSendResetCode } from '../api/send-reset-code';
import { AccountForm } from '../form/account-form';
import { EmailField } from '../form/fields';
import { useSchemaForm } from '@/lib/forms/use-schema-form';

const FIELDS = ['email'] as const;

type Props = { email: string; wait: number; onSent: (email: string) => void };

export function EmailStep({ email, wait, onSent }: Props) {
  const { t } = useTranslation();
  const form = useSchemaForm(SendResetCodeBody, FIELDS);
  const { mutateAsync, isPending } = useSendResetCode();

  const submit = async (body: SendResetCodeBody) => {
    try {
      await mutateAsync(body);
      toast.success(t('success.resetCodeSent'));
      onSent(body.email);
    } catch {
      // The HTTP layer has shown the server's message.
    }
  };

  return (
    <AccountForm
      name="forgot-email"
      form={form}
      initialValues={{ email }}
      onSubmit={submit}
      submitText={wait > 0 ? t('account.forgot.resendIn', { seconds: wait }) : t('account.forgot.send')}
      pending={isPending}
      submitDisabled={wait > 0}
    >
      <EmailField />
    </AccountForm>
  );
}

import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SendResetCodeBody } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { useSendResetCode } from '../api/send-reset-code';
import { useZodForm } from '../form/use-zod-form';

const FIELDS = ['email'] as const;

type Props = { email: string; wait: number; onSent: (email: string) => void };

export function EmailStep({ email, wait, onSent }: Props) {
  const { t } = useTranslation();
  const { form, check, blur } = useZodForm(SendResetCodeBody, FIELDS);
  const { mutateAsync, isPending } = useSendResetCode();

  const submit = async () => {
    const body = check();
    if (!body) return;
    try {
      await mutateAsync(body);
      toast.success(t('success.resetCodeSent'));
      onSent(body.email);
    } catch {
      // The HTTP layer has shown the server's message.
    }
  };

  return (
    <Form
      name="forgot-email"
      form={form}
      initialValues={{ email }}
      layout="vertical"
      requiredMarkStyle="none"
      onFinish={submit}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={isPending}
          disabled={wait > 0}
        >
          {wait > 0 ? t('account.forgot.resendIn', { seconds: wait }) : t('account.forgot.send')}
        </Button>
      }
    >
      <Form.Item name="email" label={t('account.field.email')}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          onBlur={blur('email')}
        />
      </Form.Item>
    </Form>
  );
}

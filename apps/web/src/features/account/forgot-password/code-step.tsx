import { useMemo } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_LENGTH, ResetByCodeBody } from '@tradewind/contract';
import { PasswordInput } from '../form/password-input';
import { useZodForm } from '../form/use-zod-form';

const FIELDS = ['code', 'newpassword', 'renewpassword'] as const;

type Props = {
  email: string;
  pending: boolean;
  onReset: (body: ResetByCodeBody) => Promise<unknown>;
};

export function CodeStep({ email, pending, onReset }: Props) {
  const { t } = useTranslation();
  const context = useMemo(() => ({ email }), [email]);
  const { form, check, blur, showServerErrors } = useZodForm(ResetByCodeBody, FIELDS, context);

  const submit = async () => {
    const body = check();
    if (!body) return;
    await onReset(body).catch((error: unknown) => showServerErrors(error));
  };

  return (
    <Form
      name="forgot-code"
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      onFinish={submit}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={pending}>
          {t('account.forgot.reset')}
        </Button>
      }
    >
      <Form.Item name="code" label={t('account.field.code')}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RESET_CODE_LENGTH}
          placeholder={'0'.repeat(RESET_CODE_LENGTH)}
          onBlur={blur('code')}
        />
      </Form.Item>
      <Form.Item
        name="newpassword"
        label={t('account.field.newpassword')}
        description={t('account.field.passwordHint')}
      >
        <PasswordInput autoComplete="new-password" onBlur={blur('newpassword')} />
      </Form.Item>
      <Form.Item name="renewpassword" label={t('account.field.renewpassword')}>
        <PasswordInput autoComplete="new-password" onBlur={blur('renewpassword')} />
      </Form.Item>
    </Form>
  );
}

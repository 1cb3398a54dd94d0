import { Button, Form } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorKey, ResetPwdBody } from '@tradewind/contract';
import { session } from '@/api/session';
import { toast } from '@/components/toast';
import { useChangePassword } from '../api/change-password';
import { PasswordInput } from '../form/password-input';
import { errorKeyOf } from '../form/server-error';
import { useZodForm } from '../form/use-zod-form';

const FIELDS = ['oldpassword', 'newpassword', 'renewpassword'] as const;
const FIELD_OF_ERROR: Record<string, string> = {
  [ErrorKey.OldPasswordWrong]: 'oldpassword',
  [ErrorKey.PasswordSame]: 'newpassword',
};

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, check, blur, show, showServerErrors } = useZodForm(ResetPwdBody, FIELDS);
  const { mutateAsync, isPending } = useChangePassword();

  const submit = async () => {
    const body = check();
    if (!body) return;
    try {
      await mutateAsync(body);
    } catch (error) {
      const key = errorKeyOf(error);
      if (!showServerErrors(error) && key && FIELD_OF_ERROR[key])
        show({ [FIELD_OF_ERROR[key]]: t(`error.${key}`) }, [FIELD_OF_ERROR[key]]);
      return;
    }
    // The server has ended every session, this one too.
    session.clear();
    toast.success(t('success.passwordChanged'));
    navigate('/login', { replace: true });
  };

  return (
    <Form
      name="change-password"
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      onFinish={submit}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={isPending}>
          {t('account.changePassword.submit')}
        </Button>
      }
    >
      <Form.Item name="oldpassword" label={t('account.field.oldpassword')}>
        <PasswordInput autoComplete="current-password" onBlur={blur('oldpassword')} />
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

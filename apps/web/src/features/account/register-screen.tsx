import { Button, Form, Input, type InputProps } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorKey, RegisterForm } from '@tradewind/contract';
import { session } from '@/api/session';
import { toast } from '@/components/toast';
import { useRegister } from './api/register';
import { PasswordInput } from './form/password-input';
import { safeRedirect } from './form/safe-redirect';
import { errorKeyOf } from './form/server-error';
import { useZodForm } from './form/use-zod-form';
import './account.css';

const FIELDS = ['account', 'email', 'mobile', 'familyName', 'givenName', 'password', 'repassword'] as const;
const FIELD_OF_ERROR: Record<string, string> = { [ErrorKey.AccountExists]: 'account', [ErrorKey.EmailExists]: 'email' };

export default function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { form, check, blur, show, showServerErrors } = useZodForm(RegisterForm, FIELDS);
  const { mutateAsync, isPending } = useRegister();

  const submit = async () => {
    const parsed = check();
    if (!parsed) return;
    const { repassword: _confirmation, ...body } = parsed;
    try {
      await session.login(await mutateAsync(body));
      toast.success(t('success.registered'));
      navigate(safeRedirect(params.get('redirect'), '/profile'), { replace: true });
    } catch (error) {
      const key = errorKeyOf(error);
      if (!showServerErrors(error) && key && FIELD_OF_ERROR[key]) {
        show({ [FIELD_OF_ERROR[key]]: t(`error.${key}`) }, [FIELD_OF_ERROR[key]]);
      }
    }
  };

  const text = (name: string, autoComplete: string, extra: InputProps = {}, description?: string) => (
    <Form.Item name={name} label={t(`account.field.${name}`)} description={description}>
      <Input autoComplete={autoComplete} onBlur={blur(name)} {...extra} />
    </Form.Item>
  );

  return (
    <div className="acc-page">
      <section className="acc-card" aria-label={t('account.register.title')}>
        <p className="acc-card__lead">{t('account.register.lead')}</p>
        <Form
          name="register"
          form={form}
          layout="vertical"
          requiredMarkStyle="none"
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={isPending}>
              {t('account.register.submit')}
            </Button>
          }
        >
          {text('account', 'username', {}, t('account.field.accountHint'))}
          {text('email', 'email', { type: 'email', inputMode: 'email', placeholder: 'name@example.com' })}
          <Form.Item name="mobile" label={t('account.field.mobile')} description={t('account.field.mobileHint')}>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+33 6 12 34 56 78"
              onBlur={blur('mobile')}
            />
          </Form.Item>
          {text('familyName', 'family-name')}
          {text('givenName', 'given-name')}
          <Form.Item name="password" label={t('account.field.password')} description={t('account.field.passwordHint')}>
            <PasswordInput autoComplete="new-password" onBlur={blur('password')} />
          </Form.Item>
          <Form.Item name="repassword" label={t('account.field.repassword')}>
            <PasswordInput autoComplete="new-password" onBlur={blur('repassword')} />
          </Form.Item>
        </Form>
      </section>
      <p className="acc-switch">
        {t('account.register.haveAccount')} <Link to="/login">{t('account.register.login')}</Link>
      </p>
    </div>
  );
}

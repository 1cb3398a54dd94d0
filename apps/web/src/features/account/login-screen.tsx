import { Button, Form, Input } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginBody } from '@tradewind/contract';
import { session } from '@/api/session';
import { toast } from '@/components/toast';
import { useLogin } from './api/login';
import { BrandHeader } from './brand-header';
import { PasswordInput } from './form/password-input';
import { safeRedirect } from './form/safe-redirect';
import { useZodForm } from './form/use-zod-form';
import './account.css';

const FIELDS = ['account', 'password'] as const;

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { form, check, blur } = useZodForm(LoginBody, FIELDS);
  const { mutateAsync, isPending } = useLogin();

  const submit = async () => {
    const body = check();
    if (!body) return;
    try {
      await session.login(await mutateAsync(body));
      toast.success(t('success.loggedIn'));
      navigate(safeRedirect(params.get('redirect'), '/profile'), { replace: true });
    } catch {
      // The HTTP layer has shown the server's message.
    }
  };

  return (
    <div className="acc-page">
      <BrandHeader />
      <section className="acc-card" aria-labelledby="login-title">
        <h2 id="login-title" className="acc-card__title">
          {t('account.login.title')}
        </h2>
        <Form
          name="login"
          form={form}
          layout="vertical"
          requiredMarkStyle="none"
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={isPending}>
              {t('account.login.submit')}
            </Button>
          }
        >
          <Form.Item name="account" label={t('account.field.account')}>
            <Input
              autoComplete="username"
              placeholder={t('account.field.accountPlaceholder')}
              onBlur={blur('account')}
            />
          </Form.Item>
          <Form.Item name="password" label={t('account.field.password')}>
            <PasswordInput autoComplete="current-password" onBlur={blur('password')} />
          </Form.Item>
        </Form>
        <div className="acc-links">
          <span />
          <Link to="/forgotPassword">{t('account.login.forgot')}</Link>
        </div>
      </section>
      <p className="acc-switch">
        {t('account.login.newHere')} <Link to="/register">{t('account.login.register')}</Link>
      </p>
    </div>
  );
}

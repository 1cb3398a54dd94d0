import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { signInOperator } from '../api/operator';
import { signInWithPasskey } from '../api/passkey-sign-in';
import { passkeyCancelled, passkeysSupported } from '@/lib/passkeys';
import { AdminLanguageSelect } from './admin-language-select';

type Fields = { account: string; password: string };

/** Only an operator's `?redirect=` inside the console is followed after signing in. */
const safeRedirect = (value: string | null): string => (value?.startsWith('/admin') ? value : '/admin');

/** The operator's sign-in: the shared login, and a buyer's account refused with a clear reason. */
export function AdminLoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `${t('admin.signIn.title')} · ${t('admin.brand')}`;
  }, [t]);

  const submit = async ({ account, password }: Fields) => {
    setBusy(true);
    setError(null);
    try {
      await signInOperator(account.trim(), password);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const passkeySignIn = async () => {
    setBusy(true);
    setError(null);
    try {
      await signInWithPasskey();
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (failure) {
      if (passkeyCancelled(failure)) setError(t('admin.passkeys.cancelled'));
      else setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="tw-admin-login">
      <Card className="tw-admin-login-card">
        <div className="tw-admin-login-top">
          <Typography.Title level={1}>{t('admin.signIn.title')}</Typography.Title>
          <AdminLanguageSelect />
        </div>
        <Typography.Paragraph type="secondary">{t('admin.signIn.lead')}</Typography.Paragraph>
        {error && <Alert type="error" title={error} showIcon role="alert" className="tw-admin-gap" />}
        <Form<Fields> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item
            name="account"
            label={t('admin.signIn.account')}
            rules={[{ required: true, whitespace: true, message: t('admin.signIn.accountRequired') }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('admin.signIn.password')}
            rules={[{ required: true, message: t('admin.signIn.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('admin.signIn.submit')}
          </Button>
        </Form>
        {passkeysSupported() && (
          <Button block style={{ marginTop: 12 }} onClick={() => void passkeySignIn()} disabled={busy}>
            {t('admin.passkeys.signIn')}
          </Button>
        )}
      </Card>
    </main>
  );
}

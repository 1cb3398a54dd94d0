import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { Alert, Button, Card, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { AcceptInvitationBody } from '@tradewind/contract';
import type { z } from 'zod';
import { useTranslation, type TFunction } from '@/i18n/use-translation';
import { adminSession } from '../../api/admin-session';
import { operatorOf } from '../../api/operator';
import { formatConsoleTime } from '../../components/console-time';
import { AdminLanguageSelect } from '../../layout/admin-language-select';
import { STAFF_HOME } from '../../staff-pages';
import { acceptInvitation, viewInvitation } from './api/accept-invitation';

type Fields = { account: string; password: string; repassword: string };

/** The code from the link's fragment (`#code=…`), which never reaches a server log. */
export const codeOfHash = (hash: string): string => new URLSearchParams(hash.replace(/^#/, '')).get('code') ?? '';

/** A field checked by the contract's own rule, its message in the reader's language. */
const byContract = (t: TFunction, schema: z.ZodType) => ({
  validator: async (_: unknown, value: unknown) => {
    const checked = schema.safeParse(value ?? '');
    if (!checked.success) throw new Error(t(checked.error.issues[0]?.message ?? 'validation.invalid'));
  },
});

/**
 * Where an invited person becomes a shop's staff: the invitation's address and shops, then an account name and a
 * password (the buyer registration's rules). Accepting signs them in to the console at their first page.
 */
export function AcceptScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = codeOfHash(useLocation().hash);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invitation = useQuery({
    queryKey: ['admin', 'invitation', code],
    queryFn: () => viewInvitation(code),
    enabled: code !== '',
    retry: false,
  });

  useEffect(() => {
    document.title = `${t('admin.staff.accept.title')} · ${t('admin.brand')}`;
  }, [t]);

  const submit = async ({ account, password }: Fields) => {
    setBusy(true);
    setError(null);
    try {
      const me = await acceptInvitation({ code, account: account.trim(), password });
      adminSession.signIn(operatorOf(me));
      await navigate(STAFF_HOME, { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  const problem = code === '' ? t('error.INVITATION_INVALID') : invitation.error?.message;

  return (
    <main className="tw-admin-login">
      <Card className="tw-admin-login-card">
        <div className="tw-admin-login-top">
          <Typography.Title level={1}>{t('admin.staff.accept.title')}</Typography.Title>
          <AdminLanguageSelect />
        </div>
        {problem && <Alert type="error" title={problem} showIcon role="alert" />}
        {!problem && !invitation.data && <Skeleton active />}
        {invitation.data && (
          <>
            <Typography.Paragraph>
              {t('admin.staff.accept.lead', { email: invitation.data.email })}
            </Typography.Paragraph>
            <Typography.Paragraph>
              {invitation.data.shops.map((shop) => (
                <Tag key={shop.id}>{shop.name}</Tag>
              ))}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              {t('admin.staff.accept.until', { time: formatConsoleTime(invitation.data.expires_at) })}
            </Typography.Paragraph>
            {error && <Alert type="error" title={error} showIcon role="alert" className="tw-admin-gap" />}
            <Form<Fields> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
              <Form.Item
                name="account"
                label={t('admin.staff.accept.account')}
                extra={t('validation.account')}
                rules={[byContract(t, AcceptInvitationBody.shape.account)]}
              >
                <Input autoComplete="username" />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('admin.staff.accept.password')}
                rules={[byContract(t, AcceptInvitationBody.shape.password)]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                name="repassword"
                label={t('admin.staff.accept.repassword')}
                dependencies={['password']}
                rules={[
                  { required: true, message: t('validation.required') },
                  ({ getFieldValue }) => ({
                    validator: async (_, value) => {
                      if (value && value !== getFieldValue('password'))
                        throw new Error(t('validation.confirmMismatch'));
                    },
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={busy}>
                {t('admin.staff.accept.submit')}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </main>
  );
}

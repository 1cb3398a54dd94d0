import { KeyOutline, LockOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/api/session';
import { LinkList } from '@/components/link-list';
import { StatusTag } from '@/components/status-tag';
import { AccountSection } from './account-section';
import { SessionsList } from './sessions/sessions-list';
import '@/components/surface.css';
import './account.css';

export default function PasswordsScreen() {
  const { t } = useTranslation();
  const hasPayCode = useSession((s) => s.userInfo?.has_pay_password ?? false);
  const payCodeStatus = (
    <StatusTag ok={hasPayCode}>{t(hasPayCode ? 'account.passwords.set' : 'account.passwords.notSet')}</StatusTag>
  );
  return (
    <div className="acc-page">
      <AccountSection label={t('account.passwords.title')} lead={t('account.passwords.lead')}>
        <LinkList
          links={[
            {
              to: '/changePassword',
              icon: <LockOutline aria-hidden />,
              label: t('account.passwords.login'),
              description: t('account.passwords.loginHint'),
            },
            {
              to: '/changePayPwd',
              icon: <KeyOutline aria-hidden />,
              label: t('account.passwords.payCode'),
              description: t('account.passwords.payCodeHint'),
              extra: payCodeStatus,
            },
            {
              to: '/forgotPassword',
              icon: <QuestionCircleOutline aria-hidden />,
              label: t('account.passwords.forgot'),
              description: t('account.passwords.forgotHint'),
            },
          ]}
        />
      </AccountSection>
      <SessionsList />
    </div>
  );
}

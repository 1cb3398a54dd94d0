import { ClockCircleOutline, KeyOutline, LockOutline, QuestionCircleOutline, TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { PAY_CODE_LOCK_MINUTES, PAY_CODE_MAX_ATTEMPTS, SESSION_DAYS } from '@tradewind/contract';
import { useSession } from '@/api/session';
import { LinkList } from '@/components/link-list';
import { StatusTag } from '@/components/status-tag';
import { SettingsCard } from './settings-card';
import { PasskeysCard } from './passkeys/passkeys-card';
import '@/components/surface.css';
import './settings.css';

export default function SecurityScreen() {
  const { t } = useTranslation();
  const hasPayCode = useSession((s) => s.userInfo?.has_pay_password ?? false);
  const payCodeStatus = (
    <StatusTag ok={hasPayCode}>{t(hasPayCode ? 'settings.security.set' : 'settings.security.notSet')}</StatusTag>
  );
  return (
    <div className="surface-page">
      <SettingsCard titleId="security-title" title={t('settings.security.title')}>
        <LinkList
          links={[
            {
              to: '/changePassword',
              icon: <LockOutline aria-hidden />,
              label: t('settings.security.changePassword'),
              description: t('settings.security.changePasswordHint'),
            },
            {
              to: '/changePayPwd',
              icon: <KeyOutline aria-hidden />,
              label: t(hasPayCode ? 'settings.security.changePayCode' : 'settings.security.setPayCode'),
              description: t('settings.security.payCodeHint'),
              extra: payCodeStatus,
            },
            {
              to: '/forgotPassword',
              icon: <QuestionCircleOutline aria-hidden />,
              label: t('settings.security.forgot'),
              description: t('settings.security.forgotHint'),
            },
          ]}
        />
      </SettingsCard>
      <PasskeysCard />
      <SettingsCard titleId="security-notes-title" title={t('settings.security.notesTitle')}>
        <ul className="set-notes">
          <li>
            <ClockCircleOutline aria-hidden />
            {t('settings.security.sessionNote', { days: SESSION_DAYS })}
          </li>
          <li>
            <TeamOutline aria-hidden />
            {t('settings.security.signOutNote')}
          </li>
          <li>
            <KeyOutline aria-hidden />
            {t('settings.security.lockNote', { attempts: PAY_CODE_MAX_ATTEMPTS, minutes: PAY_CODE_LOCK_MINUTES })}
          </li>
        </ul>
      </SettingsCard>
    </div>
  );
}

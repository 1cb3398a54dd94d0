import { List } from 'antd-mobile';
import { KeyOutline, LockOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/api/session';
import { LinkItem } from './link-item';
import './account.css';

export default function PasswordsScreen() {
  const { t } = useTranslation();
  const hasPayCode = useSession((s) => s.userInfo?.has_pay_password ?? false);
  return (
    <div className="acc-page">
      <section className="acc-card" aria-label={t('account.passwords.title')}>
        <p className="acc-card__lead">{t('account.passwords.lead')}</p>
        <List>
          <LinkItem
            to="/changePassword"
            icon={<LockOutline aria-hidden />}
            label={t('account.passwords.login')}
            description={t('account.passwords.loginHint')}
          />
          <LinkItem
            to="/changePayPwd"
            icon={<KeyOutline aria-hidden />}
            label={t('account.passwords.payCode')}
            description={t('account.passwords.payCodeHint')}
            extra={
              <span className={hasPayCode ? 'acc-status acc-status--ok' : 'acc-status'}>
                {t(hasPayCode ? 'account.passwords.set' : 'account.passwords.notSet')}
              </span>
            }
          />
          <LinkItem
            to="/forgotPassword"
            icon={<QuestionCircleOutline aria-hidden />}
            label={t('account.passwords.forgot')}
            description={t('account.passwords.forgotHint')}
          />
        </List>
      </section>
    </div>
  );
}

import { List } from 'antd-mobile';
import { ClockCircleOutline, KeyOutline, LockOutline, QuestionCircleOutline, TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PAY_CODE_LOCK_MINUTES, PAY_CODE_MAX_ATTEMPTS, SESSION_DAYS } from '@tradewind/contract';
import { useSession } from '@/api/session';
import { LinkItem } from './link-item';
import './settings.css';

export default function SecurityScreen() {
  const { t } = useTranslation();
  const hasPayCode = useSession((s) => s.userInfo?.has_pay_password ?? false);
  return (
    <div className="set-page">
      <section className="set-card" aria-labelledby="security-title">
        <div className="set-card__head">
          <h2 id="security-title" className="set-card__title">
            {t('settings.security.title')}
          </h2>
        </div>
        <List>
          <LinkItem
            to="/changePassword"
            icon={<LockOutline aria-hidden />}
            label={t('settings.security.changePassword')}
            description={t('settings.security.changePasswordHint')}
          />
          <LinkItem
            to="/changePayPwd"
            icon={<KeyOutline aria-hidden />}
            label={t(hasPayCode ? 'settings.security.changePayCode' : 'settings.security.setPayCode')}
            description={t('settings.security.payCodeHint')}
            extra={
              <span className={hasPayCode ? 'set-status set-status--ok' : 'set-status'}>
                {t(hasPayCode ? 'settings.security.set' : 'settings.security.notSet')}
              </span>
            }
          />
          <LinkItem
            to="/forgotPassword"
            icon={<QuestionCircleOutline aria-hidden />}
            label={t('settings.security.forgot')}
            description={t('settings.security.forgotHint')}
          />
        </List>
      </section>
      <section className="set-card" aria-labelledby="security-notes-title">
        <div className="set-card__head">
          <h2 id="security-notes-title" className="set-card__title">
            {t('settings.security.notesTitle')}
          </h2>
        </div>
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
      </section>
    </div>
  );
}

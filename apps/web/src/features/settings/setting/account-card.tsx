import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/api/session';
import { EditProfileForm } from './edit-profile-form';

export function AccountCard() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  return (
    <section className="set-card" aria-labelledby="account-title">
      <div className="set-card__head">
        <h2 id="account-title" className="set-card__title">
          {t(editing ? 'settings.account.editTitle' : 'settings.account.title')}
        </h2>
        {!editing && (
          <Button size="small" shape="rounded" fill="outline" color="primary" onClick={() => setEditing(true)}>
            {t('settings.account.edit')}
          </Button>
        )}
      </div>
      {editing ? (
        <EditProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <dl className="set-info">
          <dt>{t('settings.account.account')}</dt>
          <dd>{user.account}</dd>
          <dt>{t('settings.account.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('settings.account.mobile')}</dt>
          <dd>{user.mobile}</dd>
          <dt>{t('settings.account.name')}</dt>
          <dd>{t('settings.account.fullName', { given: user.givenName, family: user.familyName })}</dd>
        </dl>
      )}
    </section>
  );
}

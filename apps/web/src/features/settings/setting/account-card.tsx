import { useState } from 'react';
import { Button } from 'antd-mobile';
import { personName } from '@/i18n/person-name';
import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/api/session';
import { SettingsCard } from '../settings-card';
import { EditProfileForm } from './edit-profile-form';

export function AccountCard() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  const edit = (
    <Button size="small" shape="rounded" fill="outline" color="primary" onClick={() => setEditing(true)}>
      {t('settings.account.edit')}
    </Button>
  );
  return (
    <SettingsCard
      titleId="account-title"
      title={t(editing ? 'settings.account.editTitle' : 'settings.account.title')}
      action={!editing && edit}
    >
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
          <dd>{personName(t, 'settings.account.fullName', user.givenName, user.familyName)}</dd>
        </dl>
      )}
    </SettingsCard>
  );
}

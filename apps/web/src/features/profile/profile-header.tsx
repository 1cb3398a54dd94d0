import { Skeleton } from 'antd-mobile';
import { personName } from '@/i18n/person-name';
import { useTranslation } from '@/i18n/use-translation';
import type { UserInfo } from '@tradewind/contract';

const initial = (name: string) => Array.from(name.trim())[0] ?? '';

export function ProfileHeader({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <header className="surface-hero prf-hero" aria-busy="true">
        <Skeleton.Title animated />
      </header>
    );
  }
  const initials = (initial(user.givenName) + initial(user.familyName)).toUpperCase() || initial(user.account);
  return (
    <header className="surface-hero prf-hero">
      <div className="prf-hero__row">
        <div className="prf-avatar" aria-hidden>
          {initials}
        </div>
        <div>
          <h1 className="prf-hero__name">{personName(t, 'profile.fullName', user.givenName, user.familyName)}</h1>
          <p className="prf-hero__meta">
            {t('profile.account', { account: user.account })} · {user.email}
          </p>
        </div>
      </div>
    </header>
  );
}

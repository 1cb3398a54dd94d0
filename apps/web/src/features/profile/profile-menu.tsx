import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/api/session';
import { LinkList } from '@/components/link-list';
import { isRouteAvailable } from '@/lib/available-routes';
import { MENU_GROUPS, type MenuEntry } from './menu-entries';
import { UnreadBadge } from './unread-badge';

export function ProfileMenu() {
  const { t } = useTranslation();
  const languageName = useSession((s) => s.setting.lang.language_name);

  const extraOf = (entry: MenuEntry) => {
    if (entry.extra === 'language') return <span className="surface-extra">{languageName}</span>;
    if (entry.extra === 'notOpen') return <span className="prf-tag">{t('profile.menu.notOpen')}</span>;
    if (entry.extra === 'unread') return <UnreadBadge />;
    return undefined;
  };

  return MENU_GROUPS.map((group) => {
    const entries = group.entries.filter((entry) => !entry.later || isRouteAvailable(entry.to));
    if (entries.length === 0) return null;
    return (
      <nav key={group.title} className="surface-card" aria-labelledby={`menu-${group.title}`}>
        <h2 id={`menu-${group.title}`} className="prf-group-title">
          {t(`profile.group.${group.title}`)}
        </h2>
        <LinkList
          links={entries.map((entry) => ({
            to: entry.to,
            label: t(`profile.menu.${entry.label}`),
            icon: <span aria-hidden>{entry.icon}</span>,
            extra: extraOf(entry),
          }))}
        />
      </nav>
    );
  });
}

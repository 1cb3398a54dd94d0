import { useLocation, useMatches, useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { OfflineBar } from '@/components/offline-bar';
import { TabBar } from '@/components/tab-bar';
import { TopBar } from '@/components/top-bar';
import { UpdatePrompt } from '@/components/update-prompt';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { NavigationProgress } from './navigation-progress';
import type { AppRoute, RouteHandle } from './route-types';
import { MIN_TABS_FOR_BAR, tabItems } from './tabs';
import { useDocumentTitle } from './use-document-title';
import { useRouteScroll } from './use-route-scroll';
import './app-layout.css';

const NOT_FOUND: RouteHandle = { titleKey: 'title.notFound' };

/** The phone-width column: top bar (off on tab screens), the scrolling container, the bottom tabs. */
export function AppLayout({ routes }: { routes: readonly AppRoute[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const handle = (matches.at(-1)?.handle as RouteHandle | undefined) ?? NOT_FOUND;
  const keepKey = handle.keepAlive && handle.path ? handle.path : null;
  const { container, screen, onScroll } = useRouteScroll(keepKey);
  useDocumentTitle(handle.titleKey);

  const tabs = tabItems(routes, t);
  const firstTab = tabs[0]?.to ?? '/';
  // The first entry of this visit has nowhere to go back to: the first tab stands in for it.
  const goBack = () => (location.key === 'default' ? navigate(firstTab) : navigate(-1));

  return (
    <div className="app-shell">
      <div className="app-column">
        <NavigationProgress label={t('nav.loadingPage')} />
        <OfflineBar />
        <UpdatePrompt />
        {handle.tab ? null : <TopBar title={t(handle.titleKey)} backLabel={t('nav.back')} onBack={goBack} />}
        {/* The screen scrolls in here, not in the page: focusable, so the keyboard can scroll it too. */}
        <main ref={container} className="app-scroll" tabIndex={0} onScroll={onScroll}>
          <div ref={screen} className="app-screen">
            <KeepAliveOutlet keepKey={keepKey} />
          </div>
        </main>
        {handle.tab && tabs.length >= MIN_TABS_FOR_BAR ? <TabBar items={tabs} label={t('nav.tabs')} /> : null}
      </div>
    </div>
  );
}

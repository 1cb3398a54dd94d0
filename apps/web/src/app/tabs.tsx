import type { ReactNode } from 'react';
import { AppOutline, CompassOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import type { TabItem } from '@/components/tab-bar';
import type { AppRoute, TabId } from './route-types';

const TABS: { id: TabId; labelKey: string; icon: ReactNode }[] = [
  { id: 'home', labelKey: 'nav.home', icon: <AppOutline /> },
  { id: 'explore', labelKey: 'nav.explore', icon: <CompassOutline /> },
  { id: 'bag', labelKey: 'nav.bag', icon: <ShopbagOutline /> },
  { id: 'me', labelKey: 'nav.me', icon: <UserOutline /> },
];

/** SPEC §2 bottom tabs in their order (home, explore, bag, me), only those whose route is in the table. */
export function tabItems(routes: readonly AppRoute[], t: (key: string) => string): TabItem[] {
  return TABS.flatMap(({ id, labelKey, icon }) => {
    const route = routes.find((candidate) => candidate.tab === id);
    return route ? [{ to: route.path, label: t(labelKey), icon }] : [];
  });
}

/**
 * A bar with a single tab is a button that leads where you already are, so the bar only appears once at
 * least two tab screens exist (today only "me" does; home, explore and bag come with their issues).
 */
export const MIN_TABS_FOR_BAR = 2;

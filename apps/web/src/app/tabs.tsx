import type { ReactNode } from 'react';
import { AppOutline } from '@/components/icons/app-outline';
import { CompassOutline } from '@/components/icons/compass-outline';
import { ShopbagOutline } from '@/components/icons/shopbag-outline';
import { UserOutline } from '@/components/icons/user-outline';
import type { TabItem } from '@/components/tab-bar';
// The badge alone, not the bag's screens: they stay in the cart part's chunk.
import { BagCountBadge } from '@/features/bag/bag-count-badge';
// The count alone, loaded for a signed-in buyer: the conversation's screens stay in the order part.
import { MeTabUnreadSlot } from '@/features/orders/talk/me-tab-slot';
import type { AppRoute, TabId } from './route-types';

const TABS: { id: TabId; labelKey: string; icon: ReactNode; badge?: ReactNode }[] = [
  { id: 'home', labelKey: 'nav.home', icon: <AppOutline /> },
  { id: 'explore', labelKey: 'nav.explore', icon: <CompassOutline /> },
  { id: 'bag', labelKey: 'nav.bag', icon: <ShopbagOutline />, badge: <BagCountBadge /> },
  { id: 'me', labelKey: 'nav.me', icon: <UserOutline />, badge: <MeTabUnreadSlot /> },
];

/** docs/product.md §2 bottom tabs in their order (home, explore, bag, me), only those whose route is in the table. */
export function tabItems(routes: readonly AppRoute[], t: (key: string) => string): TabItem[] {
  return TABS.flatMap(({ id, labelKey, icon, badge }) => {
    const route = routes.find((candidate) => candidate.tab === id);
    return route ? [{ to: route.path, label: t(labelKey), icon, badge }] : [];
  });
}

/**
 * A bar with a single tab is a button that leads where you already are, so the bar only appears once at
 * least two tab screens exist (all four do now; a route table in a test may have fewer).
 */
export const MIN_TABS_FOR_BAR = 2;

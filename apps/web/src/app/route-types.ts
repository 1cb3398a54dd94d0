import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PartId } from '@/lib/route-parts';

export type TabId = 'home' | 'explore' | 'bag' | 'me';

export type ScreenModule = { default: ComponentType };

export type AppRoute = {
  path: string;
  /** i18n key of the page title, e.g. 'title.profile'. */
  titleKey: string;
  part: PartId;
  /** Loads the screen's part and picks the screen out of it. */
  screen: () => Promise<ScreenModule>;
  /** Stays mounted (hidden) when left, keeping its state and scroll: Home, Explore, Bag, Filter. */
  keepAlive?: boolean;
  /** A bottom-tab screen: no top bar, the tab bar instead. */
  tab?: TabId;
  /**
   * Puts the screen's first data in the query cache. Awaited before the first screen of a visit is drawn (its
   * answer is in the HTML), so nothing moves when it arrives; later it only starts the call beside the chunk.
   */
  prefetch?: (client: QueryClient, params: Record<string, string | undefined>) => Promise<unknown>;
};

/** What each matched route carries in its `handle` for the layout. */
export type RouteHandle = { titleKey: string; path?: string; keepAlive?: boolean; tab?: TabId };

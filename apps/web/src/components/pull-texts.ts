import type { PullToRefreshProps } from 'antd-mobile';

type PullStatus = Parameters<NonNullable<PullToRefreshProps['renderText']>>[0];

/** docs/product.md §4 pull states: normal and pulling share 'pulling'; loosing is 'canRelease', loading 'refreshing'. */
export const pullTextKey: Record<PullStatus, string> = {
  pulling: 'common.pull.pulling',
  canRelease: 'common.pull.canRelease',
  refreshing: 'common.pull.refreshing',
  complete: 'common.pull.complete',
};

/** The docs/product.md §4 states of our own pull-to-refresh, with the same texts as antd-mobile's on the other screens. */
export type PullState = 'normal' | 'pulling' | 'loosing' | 'loading' | 'success';

export const pullStateTextKey: Record<PullState, string> = {
  normal: pullTextKey.pulling,
  pulling: pullTextKey.pulling,
  loosing: pullTextKey.canRelease,
  loading: pullTextKey.refreshing,
  success: pullTextKey.complete,
};

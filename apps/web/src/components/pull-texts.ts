import type { PullToRefreshProps } from 'antd-mobile';

type PullStatus = Parameters<NonNullable<PullToRefreshProps['renderText']>>[0];

/** SPEC §4 pull states: normal and pulling share 'pulling'; loosing is 'canRelease', loading 'refreshing'. */
export const pullTextKey: Record<PullStatus, string> = {
  pulling: 'common.pull.pulling',
  canRelease: 'common.pull.canRelease',
  refreshing: 'common.pull.refreshing',
  complete: 'common.pull.complete',
};

import type { ReactNode } from 'react';
import { Button, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { LOAD_MORE_OFFSET_PX, PULL_HEAD_HEIGHT_PX } from '@tradewind/contract';
import { ListFooter } from './list-footer';
import { ListSkeleton } from './list-skeleton';
import { pullTextKey } from './pull-texts';
import { usePagedQuery, type Page } from './use-paged-query';
import './infinite-list.css';

export type { Page };

export type InfiniteListProps<T> = {
  queryKey: readonly unknown[];
  fetchPage: (page: number) => Promise<Page<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
  layout: 'grid' | 'list';
  /** Shown when the list has nothing: say why and what to do. */
  empty: ReactNode;
  /** Scrolls and refreshes with the list (a screen's banners, a shop header…). */
  header?: ReactNode;
  /** The list's accessible name. */
  label?: string;
  /**
   * Ask the server again each time the list is shown: records that change behind the buyer's back (an operator's
   * decision, a notice) must not come from a cache.
   */
  fresh?: boolean;
  /** Also run on pull-to-refresh, e.g. to reload the header's data. */
  onRefresh?: () => Promise<unknown>;
};

/**
 * A paged list (DESIGN §6): pull to refresh with a 50 px head, the next page 300 px before the end, skeletons
 * for the first page, a 'no more' line, the empty node when there is nothing.
 */
export function InfiniteList<T>(props: InfiniteListProps<T>) {
  const { layout, renderItem, getKey, header, label, empty } = props;
  const { t } = useTranslation();
  const list = usePagedQuery(props.queryKey, props.fetchPage, getKey, props.fresh);

  const refresh = () => Promise.all([list.refresh(), props.onRefresh?.()]);
  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton layout={layout} label={t('common.loading')} />;
  else if (list.isError && list.items.length === 0) {
    body = (
      <div className="infinite-list__failed" role="alert">
        <p>{t('catalogue.list.failed')}</p>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void list.retry()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (list.items.length === 0) body = empty;
  else {
    body = (
      <>
        <ul className={`infinite-list__items infinite-list__items--${layout}`} aria-label={label}>
          {list.items.map((item, index) => (
            <li key={getKey(item)}>{renderItem(item, index)}</li>
          ))}
        </ul>
        <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} threshold={LOAD_MORE_OFFSET_PX}>
          {(hasMore, failed, retry) => <ListFooter hasMore={hasMore} failed={failed} retry={retry} />}
        </InfiniteScroll>
      </>
    );
  }

  return (
    <PullToRefresh
      onRefresh={refresh}
      headHeight={PULL_HEAD_HEIGHT_PX}
      threshold={PULL_HEAD_HEIGHT_PX}
      renderText={(status) => t(pullTextKey[status])}
    >
      {header}
      <div className="infinite-list">{body}</div>
    </PullToRefresh>
  );
}

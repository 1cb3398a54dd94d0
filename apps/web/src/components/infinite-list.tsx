import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LOAD_MORE_OFFSET_PX } from '@tradewind/contract';
import { ListFooter } from './list-footer';
import { ListItems } from './list-items';
import { ListSkeleton } from './list-skeleton';
import { PullToRefresh } from './pull-to-refresh';
import { useLoadMore } from './use-load-more';
import { usePagedQuery, type Page } from './use-paged-query';
import './button.css';
import './visually-hidden.css';
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
  /**
   * Scrolls and refreshes with the list (a screen's banners, a shop header…); a function is given the first page
   * once it has come, for what the server says beside the list.
   */
  header?: ReactNode | ((first: Page<T> | undefined) => ReactNode);
  /** The list's accessible name. */
  label?: string;
  /**
   * The label is also the list's h2, said and not shown: for a screen whose items carry h3 titles (cards) with no
   * heading of its own between them and the top bar's h1.
   */
  heading?: boolean;
  /**
   * Ask the server again each time the list is shown: records that change behind the buyer's back (an operator's
   * decision, a notice) must not come from a cache.
   */
  fresh?: boolean;
  /** Also run on pull-to-refresh, e.g. to reload the header's data. */
  onRefresh?: () => Promise<unknown>;
  /** Ask again every few seconds while an item is still changing on the server (a deposit being confirmed). */
  pollWhile?: (item: T) => boolean;
};

/**
 * A paged list (docs/architecture.md §6): pull to refresh with a 50 px head, the next page 300 px before the end, skeletons
 * for the first page, a 'no more' line, the empty node when there is nothing. A grid renders only the rows
 * near the viewport, so a thousand products keep the page light.
 */
export function InfiniteList<T>(props: InfiniteListProps<T>) {
  const { layout, renderItem, getKey, header, label, empty } = props;
  const { t } = useTranslation();
  const list = usePagedQuery(props.queryKey, props.fetchPage, getKey, props.fresh, props.pollWhile);
  const { sentinel, failed, retry } = useLoadMore(list.loadMore, list.hasMore && !list.isPending, LOAD_MORE_OFFSET_PX);

  const refresh = () => Promise.all([list.refresh(), props.onRefresh?.()]);
  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton layout={layout} label={t('common.loading')} />;
  else if (list.isError && list.items.length === 0) {
    body = (
      <div className="infinite-list__failed" role="alert">
        <p>{t('catalogue.list.failed')}</p>
        <button type="button" className="tw-button" onClick={() => void list.retry()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (list.items.length === 0) body = empty;
  else {
    body = (
      <>
        <ListItems items={list.items} layout={layout} label={label} renderItem={renderItem} getKey={getKey} />
        <ListFooter hasMore={list.hasMore} failed={failed} retry={retry} />
      </>
    );
  }

  return (
    <PullToRefresh onRefresh={refresh}>
      {typeof header === 'function' ? header(list.first) : header}
      {props.heading && <h2 className="visually-hidden">{label}</h2>}
      <div className="infinite-list">
        {body}
        <div ref={sentinel} className="infinite-list__sentinel" aria-hidden="true" />
      </div>
    </PullToRefresh>
  );
}

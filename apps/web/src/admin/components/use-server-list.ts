import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from '@/i18n/use-translation';

export type Page<T> = { list: T[]; total: number; page: number; limit: number };
type Filters = Record<string, string>;

/**
 * A server-side list whose page, page size and filters live in the URL (so a reload or a shared link shows the
 * same rows). `fetchPage` gets `{ page, limit, ...filters }`; changing a filter goes back to page 1.
 * Returns what an antd <Table> needs, plus the filters and their setter.
 */
export function useServerList<T, F extends Filters>(
  key: string,
  defaults: F,
  fetchPage: (params: F & { page: number; limit: number }) => Promise<Page<T>>,
  defaultLimit = 20,
) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = Math.min(50, Math.max(1, Number(params.get('limit')) || defaultLimit));
  const filters = useMemo(
    () => Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, params.get(name) ?? value])) as F,
    [defaults, params],
  );

  const query = useQuery({
    queryKey: ['admin', key, filters, page, limit],
    queryFn: () => fetchPage({ ...filters, page, limit }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const write = useCallback(
    (next: Record<string, string | number | undefined>) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [name, value] of Object.entries(next)) {
            const fallback = name in defaults ? defaults[name] : undefined;
            if (value === undefined || value === '' || String(value) === fallback) out.delete(name);
            else out.set(name, String(value));
          }
          if (!('page' in next)) out.delete('page');
          return out;
        },
        { replace: true },
      ),
    [defaults, setParams],
  );

  const pagination: TablePaginationConfig = {
    current: page,
    pageSize: limit,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50],
    showTotal: (total) => t('admin.list.total', { count: total }),
    onChange: (nextPage, nextLimit) => write({ page: nextPage, limit: nextLimit }),
  };

  return {
    rows: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    error: query.error,
    filters,
    setFilters: (next: Partial<F>) => write(next as Record<string, string | undefined>),
    pagination,
    refetch: query.refetch,
  };
}

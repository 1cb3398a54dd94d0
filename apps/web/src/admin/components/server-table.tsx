import { Alert, Table, Typography, type TableProps, type TablePaginationConfig } from 'antd';
import { useTranslation } from '@/i18n/use-translation';

/** What `useServerList` gives a table: the page's rows, whether one is loading, the error, and the paging. */
type ServerListState<T> = { rows: T[]; loading: boolean; error: Error | null; pagination: TablePaginationConfig };

type Props<T> = Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> & {
  list: ServerListState<T>;
  /** The table's accessible name. */
  label: string;
};

/**
 * A list screen's table over a server-side list: a failed load above it, the page's rows keyed by id, the server's
 * paging (with the total), a spinner while a page loads, and the console's empty text. Other Table props pass on.
 */
export function ServerTable<T extends object>({ list, label, ...table }: Props<T>) {
  const { t } = useTranslation();
  return (
    <>
      {list.error && <Alert className="tw-admin-gap" type="error" showIcon title={list.error.message} />}
      <Table<T>
        aria-label={label}
        rowKey="id"
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        // antd draws the empty text in its faintest grey (1.8:1 on white): the secondary text's colour reads (decision 023).
        locale={{ emptyText: <Typography.Text type="secondary">{t('admin.list.empty')}</Typography.Text> }}
        {...table}
      />
    </>
  );
}

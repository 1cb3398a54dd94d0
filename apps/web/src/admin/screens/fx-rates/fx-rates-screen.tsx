import { useState } from 'react';
import { Alert, Button, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminFxRow } from '@tradewind/contract';
import { formatConsoleTime } from '../../components/console-time';
import { useFxRates } from './api/get-fx-rates';
import { useCurrencyText } from './currency-text';
import { FxImport } from './fx-import';
import { FxRateDialog } from './fx-rate-dialog';
import './fx-rates.css';

/**
 * The exchange rates buyers' estimates are made with (decision 039): every display currency's rate per US dollar,
 * when it was set and from where, and whether it is stale; one edited by hand, or a whole table imported from the
 * European Central Bank's daily file.
 */
export function FxRatesScreen() {
  const { t } = useTranslation();
  const text = useCurrencyText();
  const query = useFxRates();
  const [editing, setEditing] = useState<AdminFxRow | null>(null);
  const rows = query.data?.list ?? [];
  const notSet = <Typography.Text type="secondary">{t('admin.fxRates.notSet')}</Typography.Text>;

  const columns: TableColumnsType<AdminFxRow> = [
    {
      key: 'currency',
      title: t('admin.fxRates.column.currency'),
      render: (_, row) => (
        <span>
          <Typography.Text strong>{row.currency}</Typography.Text> {text.name(row.currency)}
        </span>
      ),
    },
    {
      key: 'rate',
      title: t('admin.fxRates.column.rate'),
      align: 'end',
      render: (_, row) => (row.rate === null ? notSet : <span className="tw-fx-rate">{text.rate(row.rate)}</span>),
    },
    {
      key: 'set_at',
      title: t('admin.fxRates.column.setAt'),
      render: (_, row) => (row.set_at === null ? notSet : formatConsoleTime(row.set_at)),
    },
    {
      key: 'source',
      title: t('admin.fxRates.column.source'),
      render: (_, row) => (row.source === null ? notSet : t(`admin.fxRates.source.${row.source}`)),
    },
    {
      key: 'set_by',
      title: t('admin.fxRates.column.setBy'),
      render: (_, row) => row.set_by ?? (row.set_at === null ? notSet : t('admin.fxRates.shipped')),
    },
    {
      key: 'state',
      title: t('admin.fxRates.column.state'),
      render: (_, row) => {
        if (row.rate === null) return <Tag color="red">{t('admin.fxRates.state.missing')}</Tag>;
        return row.stale ? (
          <Tag color="orange">{t('admin.fxRates.state.stale')}</Tag>
        ) : (
          <Tag color="green">{t('admin.fxRates.state.current')}</Tag>
        );
      },
    },
    {
      key: 'actions',
      title: t('admin.list.actions'),
      render: (_, row) => (
        <Button
          size="small"
          aria-label={t('admin.fxRates.editLabel', { currency: row.currency })}
          onClick={() => setEditing(row)}
        >
          {t('admin.fxRates.edit')}
        </Button>
      ),
    },
  ];

  const stale = rows.filter((row) => row.stale).length;
  return (
    <Card>
      <Typography.Paragraph>{t('admin.fxRates.lead')}</Typography.Paragraph>
      {query.data && (
        <Typography.Paragraph type="secondary">
          {t('admin.fxRates.staleNote', { hours: query.data.stale_after_hours })}
        </Typography.Paragraph>
      )}
      {query.error && <Alert className="tw-admin-gap" type="error" showIcon title={query.error.message} />}
      {stale > 0 && (
        <Alert
          className="tw-admin-gap"
          type="warning"
          showIcon
          title={t('admin.fxRates.staleCount', { count: stale })}
        />
      )}
      <FxImport />
      <Table<AdminFxRow>
        aria-label={t('admin.fxRates.tableLabel')}
        rowKey="currency"
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        columns={columns}
        locale={{ emptyText: t('admin.list.empty') }}
      />
      {editing && <FxRateDialog row={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

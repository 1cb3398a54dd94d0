import { useCallback } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { LEDGER_TYPES, type LedgerEntry } from '@tradewind/contract';
import { formatMoney, formatSignedMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';
import { ServerTable } from '../../components/server-table';
import { useServerList } from '../../components/use-server-list';
import { getBuyerLedger } from './api/get-buyer-ledger';

const NO_FILTERS = {};
const isKnown = (type: string) => (LEDGER_TYPES as readonly string[]).includes(type);

/** Every change to the buyer's balance, newest first, paged by the server (the buyer's own fund records). */
export function BuyerLedger({ buyerId }: { buyerId: number }) {
  const { t } = useTranslation();
  const fetchPage = useCallback(
    (page: { page: number; limit: number }) => getBuyerLedger({ id: buyerId, page: page.page, limit: page.limit }),
    [buyerId],
  );
  const list = useServerList(`buyer-ledger-${buyerId}`, NO_FILTERS, fetchPage, 10);

  return (
    <Card title={t('admin.buyers.ledger.title')}>
      <ServerTable<LedgerEntry>
        list={list}
        label={t('admin.buyers.ledger.title')}
        size="small"
        locale={{ emptyText: t('admin.buyers.ledger.empty') }}
        columns={[
          {
            key: 'time',
            title: t('admin.buyers.ledger.time'),
            width: 190,
            render: (_, entry) => formatConsoleTime(entry.created_at),
          },
          {
            key: 'type',
            title: t('admin.buyers.ledger.type'),
            width: 170,
            render: (_, entry) => t(`withdraw.ledger.type.${isKnown(entry.type) ? entry.type : 'other'}`),
          },
          {
            key: 'amount',
            title: t('admin.buyers.ledger.amount'),
            align: 'right',
            width: 130,
            render: (_, entry) => (
              <Typography.Text type={entry.amount_cents < 0 ? 'danger' : 'success'}>
                {formatSignedMoney(entry.amount_cents)}
              </Typography.Text>
            ),
          },
          {
            key: 'memo',
            title: t('admin.buyers.ledger.memo'),
            render: (_, entry) =>
              [entry.memo, entry.reference && t('admin.buyers.ledger.reference', { reference: entry.reference })]
                .filter(Boolean)
                .join(' · '),
          },
          {
            key: 'after',
            title: t('admin.buyers.ledger.after'),
            align: 'right',
            width: 140,
            render: (_, entry) => formatMoney(entry.balance_after_cents),
          },
        ]}
      />
    </Card>
  );
}

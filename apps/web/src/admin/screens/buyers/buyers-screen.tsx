import { useNavigate } from 'react-router';
import { Alert, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminBuyerRow } from '@tradewind/contract';
import { useServerList } from '../../components/use-server-list';
import { getBuyers } from './api/get-buyers';
import { buyerPath, useBuyerColumns } from './buyer-columns';
import { BuyerFilters, type BuyerFilterValues } from './buyer-filters';

const DEFAULTS: BuyerFilterValues = { keyword: '', state: 'all' };

/** The buyer desk: found and filtered by the server; a row opens the buyer. */
export function BuyersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useServerList('buyers', DEFAULTS, getBuyers);
  const columns = useBuyerColumns();

  return (
    <Card>
      <BuyerFilters filters={list.filters} onChange={list.setFilters} />
      {list.error && <Alert className="tw-admin-gap" type="error" showIcon title={list.error.message} />}
      <Table<AdminBuyerRow>
        aria-label={t('admin.buyers.tableLabel')}
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        locale={{ emptyText: t('admin.list.empty') }}
        onRow={(buyer) => ({ onClick: () => void navigate(buyerPath(buyer.id)), style: { cursor: 'pointer' } })}
      />
    </Card>
  );
}

import { useNavigate } from '@/lib/router';
import { Card } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminBuyerRow } from '@tradewind/contract';
import { ServerTable } from '../../components/server-table';
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
      <ServerTable<AdminBuyerRow>
        list={list}
        label={t('admin.buyers.tableLabel')}
        columns={columns}
        onRow={(buyer) => ({ onClick: () => void navigate(buyerPath(buyer.id)), style: { cursor: 'pointer' } })}
      />
    </Card>
  );
}

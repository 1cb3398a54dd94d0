import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { FreightRule } from '@tradewind/contract';
import { FilterSearch } from '../../components/filter-search';
import { ServerTable } from '../../components/server-table';
import { useServerList } from '../../components/use-server-list';
import { getFreight } from './api/get-freight';
import { useFreightColumns } from './freight-columns';
import { FreightFormDialog } from './freight-form-dialog';

const DEFAULTS = { keyword: '' };

/** Freight per shop: each shop ships its own order, so each has its own rule. Shops are found by name on the server. */
export function FreightScreen() {
  const { t } = useTranslation();
  const list = useServerList('freight', DEFAULTS, getFreight);
  const [editing, setEditing] = useState<FreightRule | null>(null);
  const columns = useFreightColumns({ onEdit: setEditing });

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('admin.freight.lead')}</Typography.Paragraph>
      <div className="tw-admin-filters" role="search" aria-label={t('admin.freight.filters.label')}>
        <FilterSearch
          label={t('admin.freight.filters.keyword')}
          placeholder={t('admin.freight.filters.keywordPlaceholder')}
          value={list.filters.keyword}
          maxLength={100}
          width={360}
          onSearch={(keyword) => list.setFilters({ keyword })}
        />
      </div>
      <ServerTable<FreightRule> list={list} label={t('admin.freight.tableLabel')} rowKey="shop_id" columns={columns} />
      {editing && <FreightFormDialog rule={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

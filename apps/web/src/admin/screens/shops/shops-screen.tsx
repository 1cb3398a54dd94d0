import { useState } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminShop } from '@tradewind/contract';
import { FilterSearch } from '../../components/filter-search';
import { ServerTable } from '../../components/server-table';
import { useServerList } from '../../components/use-server-list';
import { getShops } from './api/get-shops';
import { useShopColumns } from './shop-columns';
import { ShopFormDialog } from './shop-form-dialog';

const DEFAULTS = { keyword: '' };

/** The shops: found by name on the server; add one, or edit one's name, description, logo and banner. */
export function ShopsScreen() {
  const { t } = useTranslation();
  const list = useServerList('shops', DEFAULTS, getShops);
  /** undefined: no dialog; null: a new shop. */
  const [editing, setEditing] = useState<AdminShop | null | undefined>(undefined);
  const columns = useShopColumns(setEditing);

  return (
    <Card>
      <div className="tw-admin-filters" role="search" aria-label={t('admin.shops.filters.label')}>
        <FilterSearch
          label={t('admin.shops.filters.keyword')}
          placeholder={t('admin.shops.filters.keywordPlaceholder')}
          value={list.filters.keyword}
          maxLength={100}
          width={360}
          onSearch={(keyword) => list.setFilters({ keyword })}
        />
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => setEditing(null)}
          style={{ marginInlineStart: 'auto' }}
        >
          {t('admin.shops.add')}
        </Button>
      </div>
      <ServerTable<AdminShop> list={list} label={t('admin.shops.tableLabel')} columns={columns} />
      {editing !== undefined && <ShopFormDialog shop={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}

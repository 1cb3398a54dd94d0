import { useState } from 'react';
import { Alert, Button, Card, Input, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminShop } from '@tradewind/contract';
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
        <Input.Search
          key={list.filters.keyword}
          aria-label={t('admin.shops.filters.keyword')}
          placeholder={t('admin.shops.filters.keywordPlaceholder')}
          defaultValue={list.filters.keyword}
          allowClear
          enterButton={t('admin.list.search')}
          maxLength={100}
          style={{ width: 360 }}
          onSearch={(value) => list.setFilters({ keyword: value.trim() })}
        />
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => setEditing(null)}
          style={{ marginLeft: 'auto' }}
        >
          {t('admin.shops.add')}
        </Button>
      </div>
      {list.error && <Alert className="tw-admin-gap" type="error" showIcon title={list.error.message} />}
      <Table<AdminShop>
        aria-label={t('admin.shops.tableLabel')}
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        locale={{ emptyText: t('admin.list.empty') }}
      />
      {editing !== undefined && <ShopFormDialog shop={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}

import { useState } from 'react';
import { Alert, Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FreightRule } from '@tradewind/contract';
import { useFreight } from './api/get-freight';
import { useFreightColumns } from './freight-columns';
import { FreightFormDialog } from './freight-form-dialog';

/** Freight per shop: each shop ships its own order, so each has its own rule. */
export function FreightScreen() {
  const { t } = useTranslation();
  const query = useFreight();
  const [editing, setEditing] = useState<FreightRule | null>(null);
  const columns = useFreightColumns({ onEdit: setEditing });

  return (
    <Card>
      <div className="tw-admin-filters">
        <Typography.Text type="secondary">{t('admin.freight.lead')}</Typography.Text>
      </div>
      {query.error && <Alert className="tw-admin-gap" type="error" showIcon title={query.error.message} />}
      <Table
        aria-label={t('admin.freight.tableLabel')}
        rowKey="shop_id"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('admin.list.empty') }}
      />
      {editing && <FreightFormDialog rule={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

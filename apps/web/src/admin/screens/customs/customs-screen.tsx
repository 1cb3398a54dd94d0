import { useState } from 'react';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminCustomsDestination } from '@tradewind/contract';
import { useDestinations } from './api/get-destinations';
import { useDestinationColumns } from './destination-columns';
import { DestinationDialog } from './destination-dialog';

/** What each destination's customs charge (decision 040): listed by country, edited or added one at a time. */
export function CustomsScreen() {
  const { t } = useTranslation();
  const query = useDestinations();
  // A destination being edited, `null` for a new one, undefined when no dialog is open.
  const [editing, setEditing] = useState<AdminCustomsDestination | null | undefined>(undefined);
  const columns = useDestinationColumns({ onEdit: setEditing });
  return (
    <Card>
      <Flex justify="space-between" align="start" gap={16} className="tw-admin-gap">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('admin.customs.lead')}
        </Typography.Paragraph>
        <Button type="primary" onClick={() => setEditing(null)}>
          {t('admin.customs.add')}
        </Button>
      </Flex>
      {query.error && <Alert className="tw-admin-gap" type="error" showIcon title={query.error.message} />}
      <Table<AdminCustomsDestination>
        aria-label={t('admin.customs.tableLabel')}
        rowKey="country"
        loading={query.isPending}
        columns={columns}
        dataSource={query.data?.list ?? []}
        pagination={false}
      />
      {editing !== undefined && <DestinationDialog destination={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}

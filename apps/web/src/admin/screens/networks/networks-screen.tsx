import { useState } from 'react';
import { Alert, Button, Card, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminNetwork } from '@tradewind/contract';
import { useDecision } from '../../components/use-decision';
import { useNetworks } from './api/get-networks';
import { saveNetwork } from './api/save-network';
import { useNetworkColumns } from './network-columns';
import { NetworkFormDialog } from './network-form-dialog';

/** The networks buyers recharge on and the address each one sends to; disabling one asks first. */
export function NetworksScreen() {
  const { t } = useTranslation();
  const query = useNetworks();
  const decide = useDecision();
  /** undefined: no dialog; null: a new network. */
  const [editing, setEditing] = useState<AdminNetwork | null | undefined>(undefined);
  const networks = query.data?.list ?? [];

  const toggle = (network: AdminNetwork) => {
    const action = network.enabled ? 'disable' : 'enable';
    const texts = { name: network.name, address: network.address };
    void decide({
      title: t(`admin.networks.${action}.title`, texts),
      content: t(`admin.networks.${action}.content`, texts),
      okText: t(`admin.networks.${action}.ok`),
      danger: network.enabled,
      run: () => saveNetwork({ ...network, enabled: !network.enabled }),
      success: (saved) => t(`admin.networks.${action}.done`, { name: saved.name }),
    });
  };
  const columns = useNetworkColumns({ onEdit: setEditing, onToggle: toggle });

  return (
    <Card>
      <div className="tw-admin-filters">
        <Typography.Text type="secondary">{t('admin.networks.lead')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} style={{ marginLeft: 'auto' }}>
          {t('admin.networks.add')}
        </Button>
      </div>
      {query.error && <Alert className="tw-admin-gap" type="error" showIcon title={query.error.message} />}
      {query.isSuccess && !networks.some((network) => network.enabled) && (
        <Alert className="tw-admin-gap" type="warning" showIcon title={t('admin.networks.noneEnabled')} />
      )}
      <Table
        aria-label={t('admin.networks.tableLabel')}
        rowKey="id"
        columns={columns}
        dataSource={networks}
        loading={query.isFetching}
        pagination={false}
        locale={{ emptyText: t('admin.list.empty') }}
      />
      {editing !== undefined && <NetworkFormDialog network={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}

import { useState } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminNetwork } from '@tradewind/contract';
import { ServerTable } from '../../components/server-table';
import { useDecision } from '../../components/use-decision';
import { useServerList } from '../../components/use-server-list';
import { getNetworks } from './api/get-networks';
import { saveNetwork } from './api/save-network';
import { useNetworkColumns } from './network-columns';
import { NetworkFormDialog } from './network-form-dialog';

const DEFAULTS = {};

/** The networks buyers recharge on and the address each one sends to, a page at a time; disabling one asks first. */
export function NetworksScreen() {
  const { t } = useTranslation();
  const list = useServerList('networks', DEFAULTS, getNetworks);
  const decide = useDecision();
  /** undefined: no dialog; null: a new network. */
  const [editing, setEditing] = useState<AdminNetwork | null | undefined>(undefined);
  /** Known only once a page has loaded and it holds every network (a short list, as networks are). */
  const loaded = list.rows.length > 0 || (!list.loading && !list.error);
  const noneEnabled = loaded && list.rows.length === list.total && !list.rows.some((network) => network.enabled);

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
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing(null)}
          style={{ marginInlineStart: 'auto' }}
        >
          {t('admin.networks.add')}
        </Button>
      </div>
      {noneEnabled && (
        <Alert className="tw-admin-gap" type="warning" showIcon title={t('admin.networks.noneEnabled')} />
      )}
      <ServerTable<AdminNetwork> list={list} label={t('admin.networks.tableLabel')} columns={columns} />
      {editing !== undefined && <NetworkFormDialog network={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}

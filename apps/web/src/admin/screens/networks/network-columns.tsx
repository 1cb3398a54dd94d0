import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminNetwork } from '@tradewind/contract';

type Actions = { onEdit: (network: AdminNetwork) => void; onToggle: (network: AdminNetwork) => void };

/** Name, the address buyers send to (copyable), whether buyers can choose it, and its actions. */
export function useNetworkColumns({ onEdit, onToggle }: Actions): TableColumnsType<AdminNetwork> {
  const { t } = useTranslation();
  return [
    { key: 'name', title: t('admin.networks.column.name'), dataIndex: 'name', width: 160 },
    { key: 'token', title: t('admin.networks.form.token'), dataIndex: 'token', width: 100 },
    {
      key: 'address',
      title: t('admin.networks.column.address'),
      render: (_, network) => (
        <Typography.Text code copyable={{ text: network.address }}>
          {network.address}
        </Typography.Text>
      ),
    },
    {
      key: 'verification',
      title: t('admin.networks.column.verification'),
      width: 180,
      render: (_, network) =>
        network.rpc_url ? (
          <Tag color="blue">{t('admin.networks.chain.onChain', { count: network.confirmations ?? 0 })}</Tag>
        ) : (
          <Tag>{t('admin.networks.chain.byEye')}</Tag>
        ),
    },
    {
      key: 'state',
      title: t('admin.networks.column.state'),
      width: 120,
      render: (_, network) =>
        network.enabled ? (
          <Tag color="green">{t('admin.networks.state.enabled')}</Tag>
        ) : (
          <Tag>{t('admin.networks.state.disabled')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('admin.list.actions'),
      width: 200,
      render: (_, network) => (
        <Space>
          <Button
            size="small"
            aria-label={t('admin.networks.editLabel', { name: network.name })}
            onClick={() => onEdit(network)}
          >
            {t('admin.networks.edit')}
          </Button>
          <Button
            size="small"
            danger={network.enabled}
            aria-label={t(network.enabled ? 'admin.networks.disable.label' : 'admin.networks.enable.label', {
              name: network.name,
            })}
            onClick={() => onToggle(network)}
          >
            {t(network.enabled ? 'admin.networks.disable.button' : 'admin.networks.enable.button')}
          </Button>
        </Space>
      ),
    },
  ];
}

import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { PromoCode } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';
import { discountText, isExpired } from './promo-values';

type Actions = { onEdit: (promo: PromoCode) => void; onToggle: (promo: PromoCode) => void };

/** The code, its discount and limits, whether buyers can use it now, and its actions. */
export function usePromoColumns({ onEdit, onToggle }: Actions): TableColumnsType<PromoCode> {
  const { t } = useTranslation();
  return [
    {
      key: 'code',
      title: t('admin.promoCodes.column.code'),
      render: (_, promo) => (
        <Typography.Text code copyable={{ text: promo.code }}>
          {promo.code}
        </Typography.Text>
      ),
    },
    { key: 'discount', title: t('admin.promoCodes.column.discount'), render: (_, promo) => discountText(t, promo) },
    {
      key: 'shop',
      title: t('admin.promoCodes.column.shop'),
      render: (_, promo) => promo.shop?.name ?? t('admin.promoCodes.allShops'),
    },
    {
      key: 'minOrder',
      title: t('admin.promoCodes.column.minOrder'),
      render: (_, promo) =>
        promo.min_order_cents > 0
          ? t('admin.promoCodes.minOrder', { amount: formatMoney(promo.min_order_cents) })
          : t('admin.promoCodes.noMinimum'),
    },
    { key: 'usesLeft', title: t('admin.promoCodes.column.usesLeft'), align: 'right', dataIndex: 'uses_left' },
    {
      key: 'expires',
      title: t('admin.promoCodes.column.expires'),
      render: (_, promo) => (promo.expires_at ? formatConsoleTime(promo.expires_at) : t('admin.promoCodes.never')),
    },
    {
      key: 'state',
      title: t('admin.promoCodes.column.state'),
      render: (_, promo) => (
        <Space size={4} wrap>
          {promo.enabled ? (
            <Tag color="green">{t('admin.promoCodes.state.enabled')}</Tag>
          ) : (
            <Tag>{t('admin.promoCodes.state.disabled')}</Tag>
          )}
          {isExpired(promo) && <Tag color="orange">{t('admin.promoCodes.state.expired')}</Tag>}
          {promo.uses_left === 0 && <Tag color="orange">{t('admin.promoCodes.state.usedUp')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('admin.list.actions'),
      render: (_, promo) => (
        <Space>
          <Button
            size="small"
            aria-label={t('admin.promoCodes.editLabel', { code: promo.code })}
            onClick={() => onEdit(promo)}
          >
            {t('admin.promoCodes.edit')}
          </Button>
          <Button
            size="small"
            danger={promo.enabled}
            aria-label={t(promo.enabled ? 'admin.promoCodes.disable.label' : 'admin.promoCodes.enable.label', {
              code: promo.code,
            })}
            onClick={() => onToggle(promo)}
          >
            {t(promo.enabled ? 'admin.promoCodes.disable.button' : 'admin.promoCodes.enable.button')}
          </Button>
        </Space>
      ),
    },
  ];
}

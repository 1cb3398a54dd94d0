import { Button, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { FreightRule } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { deliveryText } from './freight-text';

type Actions = { onEdit: (rule: FreightRule) => void };

/** Shop, what an order pays for shipping, from which amount it ships free, its delivery promise, and the edit action. */
export function useFreightColumns({ onEdit }: Actions): TableColumnsType<FreightRule> {
  const { t } = useTranslation();
  const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  return [
    { key: 'shop', title: t('admin.freight.column.shop'), dataIndex: 'shop_name' },
    {
      key: 'base',
      title: t('admin.freight.column.base'),
      align: 'right',
      render: (_, rule) =>
        rule.base_cents === 0 ? secondary(t('admin.freight.rule.free')) : formatMoney(rule.base_cents),
    },
    {
      key: 'freeOver',
      title: t('admin.freight.column.freeOver'),
      align: 'right',
      render: (_, rule) => {
        if (rule.base_cents === 0) return secondary(t('admin.freight.always'));
        return rule.free_over_cents === null ? secondary(t('admin.freight.never')) : formatMoney(rule.free_over_cents);
      },
    },
    {
      key: 'delivery',
      title: t('admin.freight.column.delivery'),
      render: (_, rule) => deliveryText(t, rule.delivery),
    },
    {
      key: 'actions',
      title: t('admin.list.actions'),
      width: 120,
      render: (_, rule) => (
        <Button
          size="small"
          aria-label={t('admin.freight.editLabel', { shop: rule.shop_name })}
          onClick={() => onEdit(rule)}
        >
          {t('admin.freight.edit')}
        </Button>
      ),
    },
  ];
}

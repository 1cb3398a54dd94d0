import { Button, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminCustomsDestination } from '@tradewind/contract';
import { formatCountry } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';
import { formatRate } from '../../components/percent';
import { thresholdText } from './customs-text';

type Actions = { onEdit: (destination: AdminCustomsDestination) => void };

/** Destination, threshold, import tax and when it applies, what duty is charged on and at what rate, the edit. */
export function useDestinationColumns({ onEdit }: Actions): TableColumnsType<AdminCustomsDestination> {
  const { t } = useTranslation();
  return [
    {
      key: 'country',
      title: t('admin.customs.column.country'),
      render: (_, d) => (
        <>
          {formatCountry(d.country)} <Typography.Text type="secondary">{d.country}</Typography.Text>
        </>
      ),
    },
    {
      key: 'threshold',
      title: t('admin.customs.column.threshold'),
      align: 'right',
      render: (_, d) => thresholdText(t, d),
    },
    {
      key: 'tax',
      title: t('admin.customs.column.tax'),
      render: (_, d) =>
        t('admin.customs.taxRate', { kind: t(`admin.customs.taxKind.${d.tax_kind}`), rate: formatRate(d.tax_bps) }),
    },
    {
      key: 'taxBelow',
      title: t('admin.customs.column.taxBelow'),
      render: (_, d) => t(d.tax_below_threshold ? 'admin.customs.taxBelow.yes' : 'admin.customs.taxBelow.no'),
    },
    {
      key: 'basis',
      title: t('admin.customs.column.basis'),
      render: (_, d) => t(`admin.customs.basis.${d.value_basis}`),
    },
    {
      key: 'duty',
      title: t('admin.customs.column.duty'),
      render: (_, d) =>
        t('admin.customs.dutyRates', { rate: formatRate(d.default_duty_bps), count: Object.keys(d.duty_bps).length }),
    },
    { key: 'updated', title: t('admin.customs.column.updated'), render: (_, d) => formatConsoleTime(d.updated_at) },
    {
      key: 'actions',
      title: t('admin.list.actions'),
      width: 100,
      render: (_, d) => (
        <Button
          size="small"
          aria-label={t('admin.customs.editLabel', { country: formatCountry(d.country) })}
          onClick={() => onEdit(d)}
        >
          {t('admin.customs.edit')}
        </Button>
      ),
    },
  ];
}

import { Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminRechargeRecord } from '@tradewind/contract';

/**
 * What a manual transfer carries for the operator to match it: the currency paid in, the reference the buyer was
 * told to quote, and the buyer's note.
 */
export function RechargeTransfer({ record }: { record: AdminRechargeRecord }) {
  const { t } = useTranslation();
  return (
    <div>
      {record.reference && (
        <div>
          <Typography.Text copyable={{ text: record.reference }}>
            {t('admin.recharges.transfer.reference', { reference: record.reference })}
          </Typography.Text>
        </div>
      )}
      {record.currency && (
        <Typography.Text type="secondary">
          {t('admin.recharges.transfer.currency', { currency: record.currency })}
        </Typography.Text>
      )}
      <RechargeNote record={record} />
    </div>
  );
}

/** The buyer's "Note for the operator", when they wrote one. */
export function RechargeNote({ record }: { record: AdminRechargeRecord }) {
  const { t } = useTranslation();
  if (!record.remark) return null;
  return (
    <div className="tw-admin-note">
      <Typography.Text strong>{t('admin.recharges.transfer.note')}</Typography.Text>{' '}
      <Typography.Text>{record.remark}</Typography.Text>
    </div>
  );
}

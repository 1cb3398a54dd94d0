import { Tag } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { AuditStatus, type AdminWithdrawalRecord } from '@tradewind/contract';

/** Above the operator's amount a waiting withdrawal needs two operators, and this one has none yet (decision 052). */
export const isFirstApproval = (record: AdminWithdrawalRecord) =>
  record.status === AuditStatus.Auditing && record.needs_two && record.first_approved_by === null;

/** A waiting withdrawal's two approvals: that it needs them, or who gave the first. */
export function WithdrawalApprovals({ record }: { record: AdminWithdrawalRecord }) {
  const { t } = useTranslation();
  if (record.status !== AuditStatus.Auditing) return null;
  if (record.first_approved_by !== null)
    return <Tag color="blue">{t('admin.withdrawals.approval.firstBy', { operator: record.first_approved_by })}</Tag>;
  if (!record.needs_two) return null;
  return <Tag color="purple">{t('admin.withdrawals.approval.needsTwo')}</Tag>;
}

import { Button, Space, Typography } from 'antd';
import { EyeInvisibleOutlined } from '@ant-design/icons';
import type { TFunction } from '@/i18n/use-translation';
import { useTranslation } from '@/i18n/use-translation';
import { AuditStatus, type AdminWithdrawalRecord } from '@tradewind/contract';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** "4242 4242 4242 4242": a revealed number read in groups of four. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Where the money goes, in one line: "Bank card · HSBC •••• 1234" or "On-chain · TRC20 TQn9ab…x8Kp". */
export const destinationText = (t: TFunction, record: AdminWithdrawalRecord, revealed?: string) =>
  record.type === 'bank'
    ? `${t('admin.withdrawals.method.bank', { bank: record.bank_name ?? '' })} ${revealed ? grouped(revealed) : record.masked}`
    : `${t('admin.withdrawals.method.chain', { network: record.network ?? '' })} ${record.address ?? record.masked}`;

type Props = {
  record: AdminWithdrawalRecord;
  revealed?: string;
  onReveal: (record: AdminWithdrawalRecord) => void;
  onHide: (id: number) => void;
};

/**
 * A bank card shows masked (•••• 1234) until the operator reveals it for a waiting withdrawal; an address shows
 * its ends, and copies whole.
 */
export function WithdrawalDestination({ record, revealed, onReveal, onHide }: Props) {
  const { t } = useTranslation();
  if (record.type === 'chain') {
    return (
      <Space orientation="vertical" size={0}>
        <span>{t('admin.withdrawals.method.chain', { network: record.network ?? '' })}</span>
        <Typography.Text code style={NO_WRAP} copyable={record.address ? { text: record.address } : false}>
          {record.masked}
        </Typography.Text>
      </Space>
    );
  }
  return (
    <Space orientation="vertical" size={0}>
      <span>{t('admin.withdrawals.method.bank', { bank: record.bank_name ?? '' })}</span>
      {record.holder && <span>{t('admin.withdrawals.method.holder', { name: record.holder })}</span>}
      {revealed ? (
        <span style={NO_WRAP}>
          <Typography.Text code style={NO_WRAP} copyable={{ text: revealed }}>
            {grouped(revealed)}
          </Typography.Text>
          <Button
            size="small"
            type="text"
            icon={<EyeInvisibleOutlined />}
            aria-label={t('admin.withdrawals.reveal.hide')}
            onClick={() => onHide(record.id)}
          />
        </span>
      ) : (
        <Typography.Text code style={NO_WRAP}>
          {record.masked}
        </Typography.Text>
      )}
      {!revealed && record.status === AuditStatus.Auditing && (
        <Button size="small" type="link" style={{ paddingInline: 0 }} onClick={() => onReveal(record)}>
          {t('admin.withdrawals.reveal.button')}
        </Button>
      )}
    </Space>
  );
}

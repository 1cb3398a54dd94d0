import { Alert, Descriptions } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { serviceCharge } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';

/** A withdrawal the example works out, so the operator sees what a rate and minimum mean for a buyer. */
const EXAMPLE_CENTS = 10_000;

type Props = { rateBps: number | null; feeMinCents: number | null; withdrawMinCents: number | null };

/** What a buyer would pay and receive under the settings being typed (the same rule the server applies). */
export function FeeExample({ rateBps, feeMinCents, withdrawMinCents }: Props) {
  const { t } = useTranslation();
  if (rateBps === null || feeMinCents === null || withdrawMinCents === null) return null;
  const rows = [EXAMPLE_CENTS, withdrawMinCents]
    .filter((amount, index, all) => amount > 0 && all.indexOf(amount) === index)
    .map((amount) => {
      const fee = serviceCharge(amount, rateBps, feeMinCents);
      return {
        key: String(amount),
        label: t('admin.fees.example.row', { amount: formatMoney(amount) }),
        children: t('admin.fees.example.result', { fee: formatMoney(fee), arrival: formatMoney(amount - fee) }),
      };
    });
  return (
    <>
      <Descriptions title={t('admin.fees.example.title')} column={1} bordered size="small" items={rows} />
      {withdrawMinCents > 0 && feeMinCents >= withdrawMinCents && (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          title={t('admin.fees.example.allFee', { amount: formatMoney(withdrawMinCents) })}
        />
      )}
    </>
  );
}

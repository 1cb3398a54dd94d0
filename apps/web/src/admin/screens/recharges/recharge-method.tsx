import { Tag, Typography } from 'antd';
import type { TFunction } from '@/i18n/use-translation';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminRechargeRecord } from '@tradewind/contract';
import { RechargeTransfer } from './recharge-transfer';

/** "Manual transfer", "On-chain · TRC20" or "Card •••• 4242". */
export const methodLabel = (t: TFunction, record: AdminRechargeRecord): string => {
  if (record.method === 'chain')
    return t('admin.recharges.method.chain', {
      network: record.token
        ? t('admin.recharges.method.token', { token: record.token, network: record.network ?? '' })
        : (record.network ?? ''),
    });
  if (record.method === 'card') return t('admin.recharges.method.card', { last4: record.card_last4 ?? '' });
  return t('admin.recharges.method.manual');
};

/** "TQn9Yb3k…HcF1x8K": enough to match by eye; the copy button copies it whole. */
const shortAddress = (address: string) =>
  address.length <= 18 ? address : `${address.slice(0, 8)}…${address.slice(-7)}`;

/** How the buyer paid; an on-chain payment also names the address it came from, to match the transfer. */
export function RechargeMethod({ record }: { record: AdminRechargeRecord }) {
  const { t } = useTranslation();
  return (
    <div>
      <div>{methodLabel(t, record)}</div>
      {record.method === 'manual' && <RechargeTransfer record={record} />}
      {record.method === 'chain' && record.address && (
        <Typography.Text type="secondary" copyable={{ text: record.address }} title={record.address}>
          {t('admin.recharges.method.from', { address: shortAddress(record.address) })}
        </Typography.Text>
      )}
      {record.tx_hash && <ChainFacts record={record} />}
    </div>
  );
}

/**
 * Decision 028: the transaction the buyer pasted and what the chain said about it (block, log, the token units that
 * arrived), and how far its confirmation is, so the operator can check it or override it.
 */
function ChainFacts({ record }: { record: AdminRechargeRecord }) {
  const { t } = useTranslation();
  const { chain } = record;
  return (
    <div>
      <Typography.Text type="secondary" copyable={{ text: record.tx_hash! }} title={record.tx_hash!}>
        {t('admin.recharges.chain.tx', { hash: shortAddress(record.tx_hash!) })}
      </Typography.Text>
      {record.chain_state && (
        <div>
          <Tag
            color={record.chain_state === 'credited' ? 'green' : record.chain_state === 'review' ? 'orange' : 'blue'}
          >
            {t(`admin.recharges.chain.state.${record.chain_state}`, {
              confirmations: record.confirmations ?? 0,
              required: record.confirmations_required ?? 0,
            })}
          </Tag>
        </div>
      )}
      {chain.block_number !== null && (
        <Typography.Text type="secondary">
          {t('admin.recharges.chain.facts', {
            block: chain.block_number,
            log: chain.log_index ?? '',
            units: chain.token_units ?? '',
          })}
        </Typography.Text>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Form, Input } from 'antd-mobile';
import type { Network, WithdrawType } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceGroup } from '@/components/choice-group';
import { groupDigits } from '@/lib/group-digits';
import { networkLabel } from '../network-label';

/** A bank card or account number in groups of 4 as it is typed, like the top-up's card number (30 digits at most). */
const groupBankDigits = (text: unknown) => groupDigits(text, 30);

type Props = {
  type: WithdrawType;
  networks: Network[];
  /** The network choice's group name, unique on its page. */
  networkChoice: string;
  /** In place of the card number's field (the withdraw form's saved card). */
  cardNumber?: ReactNode;
  /** Under the address field. */
  addressHint?: string;
};

/**
 * A payout destination's own fields, the same in the address book's add form and the withdraw form: a bank card's
 * bank, number and holder, or a network and an address on it.
 */
export function DestinationInputs({ type, networks, networkChoice, cardNumber, addressHint }: Props) {
  const { t } = useTranslation();
  if (type === 'bank') {
    return (
      <>
        <Form.Item name="bank_name" label={t('withdraw.field.bankName')}>
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        {cardNumber ?? (
          <Form.Item name="card_number" label={t('withdraw.field.cardNumber')} normalize={groupBankDigits}>
            <Input inputMode="numeric" autoComplete="off" maxLength={40} />
          </Form.Item>
        )}
        <Form.Item name="holder" label={t('withdraw.field.holder')}>
          <Input autoComplete="name" maxLength={64} />
        </Form.Item>
      </>
    );
  }
  return (
    <>
      <Form.Item name="network_id">
        <ChoiceGroup
          legend={t('withdraw.field.network')}
          name={networkChoice}
          options={networks.map((network) => ({
            value: network.id,
            label: networkLabel(t, network.name, network.token),
          }))}
        />
      </Form.Item>
      <Form.Item name="address" label={t('withdraw.field.address')} description={addressHint}>
        <Input autoComplete="off" autoCapitalize="off" autoCorrect="off" maxLength={128} />
      </Form.Item>
    </>
  );
}

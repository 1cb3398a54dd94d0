import { Button, Form } from 'antd-mobile';
import { Link } from '@/lib/router';
import { DestinationWait } from '../../payouts/destination-wait';
import { FullAddress } from '../../payouts/full-address';
import { useTranslation } from '@/i18n/use-translation';
import { WITHDRAW_TYPES, type Network, type SavedAccount, type WithdrawType } from '@tradewind/contract';
import { ChoiceGroup } from '@/components/choice-group';
import { DestinationInputs } from '../../payouts/destination-inputs';

type Props = {
  type: WithdrawType;
  onType: (type: WithdrawType) => void;
  networks: Network[];
  accounts: SavedAccount[];
  picked: SavedAccount | null;
  onPick: (account: SavedAccount) => void;
  /** Back to typing a card number. */
  onUnpick: () => void;
};

const lastDigits = (masked: string) => masked.replace(/\D/g, '').slice(-4);

/** Where the money goes: a bank card or an on-chain address, typed in or taken from a saved account. */
export function DestinationFields({ type, onType, networks, accounts, picked, onPick, onUnpick }: Props) {
  const { t } = useTranslation();
  const savedCard = picked?.type === 'bank' ? picked : null;
  return (
    <>
      <Form.Item>
        <ChoiceGroup
          legend={t('withdraw.to.legend')}
          hideLegend
          name="withdraw-type"
          layout="segments"
          value={type}
          onChange={onType}
          options={WITHDRAW_TYPES.map((value) => ({ value, label: t(`withdraw.to.${value}`) }))}
        />
      </Form.Item>
      {accounts.length > 0 && (
        <Form.Item>
          <ChoiceGroup
            legend={t('withdraw.saved.legend')}
            name="withdraw-account"
            layout="rows"
            value={picked?.id ?? null}
            onChange={(id) => onPick(accounts.find((account) => account.id === id)!)}
            options={accounts.map((account) => ({
              value: account.id,
              label: account.label,
              description: (
                <>
                  {account.type === 'chain' && account.address ? (
                    <FullAddress address={account.address} />
                  ) : (
                    account.masked
                  )}
                  <DestinationWait account={account} />
                </>
              ),
            }))}
          />
        </Form.Item>
      )}
      <DestinationInputs
        type={type}
        networks={networks}
        networkChoice="withdraw-network"
        addressHint={t('withdraw.field.addressHint')}
        cardNumber={
          // A saved card is sent by its id: its full number stays on the server.
          savedCard && (
            <Form.Item label={t('withdraw.field.cardNumber')}>
              <div className="wd-saved-card">
                <span>{t('withdraw.saved.usingCard', { last4: lastDigits(savedCard.masked) })}</span>
                <Button size="mini" fill="outline" shape="rounded" onClick={onUnpick}>
                  {t('withdraw.saved.otherCard')}
                </Button>
              </div>
            </Form.Item>
          )
        }
      />
      <p className="surface-lead po-manage">
        {t('payouts.withdraw.onlySaved')} <Link to="/payment">{t('payouts.withdraw.manage')}</Link>
      </p>
    </>
  );
}

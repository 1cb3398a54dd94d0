import { Button } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import type { ReceivingAccount } from '@tradewind/contract';
import { copyText } from '../wallet-top-up/copy-text';
import { currencyName } from './currency-picker';
import './receiving-account-card.css';

const currencyLabel = (code: string) => {
  const name = currencyName(code);
  return name === code ? code : `${name} (${code})`;
};

/** Where to pay: the platform's bank account in the chosen currency, each detail as the bank asks for it. */
export function ReceivingAccountCard({ account }: { account: ReceivingAccount }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('topup.manual.account.bank'), account.bank_name],
    [t('topup.manual.account.holder'), account.holder],
    [t('topup.manual.account.number'), account.account_number],
    ...(account.swift ? [[t('topup.manual.account.swift'), account.swift] as [string, string]] : []),
    ...(account.routing ? [[t('topup.manual.account.routing'), account.routing] as [string, string]] : []),
  ];
  return (
    <div className="tu-bank" role="group" aria-labelledby="tu-bank-title">
      <h3 id="tu-bank-title" className="tu-bank__title">
        {t('topup.manual.account.title', { currency: currencyLabel(account.currency) })}
      </h3>
      <dl className="tu-bank__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="tu-bank__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {account.note && <p className="tu-bank__note">{account.note}</p>}
      <Button
        size="small"
        shape="rounded"
        color="primary"
        fill="outline"
        onClick={() => void copyText(account.account_number.replace(/\s+/g, ''))}
      >
        {t('topup.manual.account.copy')}
      </Button>
    </div>
  );
}

/** The reference the buyer quotes on the transfer, so the operator can tell it is theirs. */
export function TransferReference({ reference }: { reference: string }) {
  const { t } = useTranslation();
  return (
    <div className="tu-bank tu-bank--reference" role="group" aria-labelledby="tu-reference-title">
      <h3 id="tu-reference-title" className="tu-bank__title">
        {t('topup.manual.reference.title')}
      </h3>
      <p className="tu-bank__reference">{reference}</p>
      <p className="tu-bank__note">{t('topup.manual.reference.hint')}</p>
      <Button size="small" shape="rounded" color="primary" fill="outline" onClick={() => void copyText(reference)}>
        {t('topup.manual.reference.copy')}
      </Button>
    </div>
  );
}

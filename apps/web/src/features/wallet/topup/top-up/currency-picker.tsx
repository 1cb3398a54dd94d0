import type { TransferCurrency } from '@tradewind/contract';
import { currentLanguage } from '@/i18n';
import { toLocaleTag } from '@/i18n/locale-tag';
import '../wallet-top-up/network-picker.css';

type Props = {
  currencies: TransferCurrency[];
  label: string;
  value: TransferCurrency;
  onChange: (c: TransferCurrency) => void;
};

/** The currency's name in the reader's language ("Euro"), from the browser's own tables. */
export function currencyName(code: string): string {
  try {
    return new Intl.DisplayNames([toLocaleTag(currentLanguage())], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The currencies the platform has an account in, as a row of chips; exactly one is chosen. */
export function CurrencyPicker({ currencies, label, value, onChange }: Props) {
  return (
    <div className="tu-networks" role="radiogroup" aria-label={label}>
      {currencies.map((currency) => (
        <button
          key={currency}
          type="button"
          role="radio"
          aria-checked={currency === value}
          aria-label={`${currency} · ${currencyName(currency)}`}
          className="tu-network"
          onClick={() => onChange(currency)}
        >
          {currency}
        </button>
      ))}
    </div>
  );
}

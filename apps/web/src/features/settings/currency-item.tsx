import { useState } from 'react';
import { List } from 'antd-mobile';
import { DollarCircleOutline } from '@/components/icons/dollar-circle-outline';
import { useTranslation } from '@/i18n/use-translation';
import { useDisplayCurrency } from '@/api/display-currency';
import { CurrencySheet } from './currency-sheet';
import '@/components/link-item.css';

/** The settings row of the display currency, as the language's row: its value, and a sheet to choose another. */
export function CurrencyItem() {
  const { t } = useTranslation();
  const currency = useDisplayCurrency();
  const [open, setOpen] = useState(false);
  return (
    <>
      <List.Item
        className="link-item"
        prefix={<DollarCircleOutline aria-hidden />}
        extra={<span className="surface-extra">{currency}</span>}
        arrow
      >
        <button
          type="button"
          className="link-item__link set-row-button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('settings.links.currency')}
        </button>
      </List.Item>
      <CurrencySheet open={open} onClose={() => setOpen(false)} />
    </>
  );
}

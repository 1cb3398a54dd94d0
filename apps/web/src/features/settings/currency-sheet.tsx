import { CheckOutline } from 'antd-mobile-icons';
import { CURRENCY_CODES, FxApi, SETTLEMENT_CURRENCY, type CurrencyCode } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { currentLanguage } from '@/i18n';
import { formatCurrencyName } from '@/i18n/format';
import { keepDisplayCurrency, useDisplayCurrency } from '@/api/display-currency';
import { http } from '@/api/http';
import { sessionStore } from '@/api/session-store';
import { BottomSheet } from '@/components/bottom-sheet';
import { toast } from '@/components/toast';
import { currencySymbol } from './currency-name';
import '@/components/visually-hidden.css';
import './settings.css';

const TITLE_ID = 'currency-sheet-title';

/** Every display currency by its name in the reader's language, its code and sign; a choice applies at once. */
/** Every estimate on screen changes at once; a signed-in account is told too, so its other devices follow. */
async function chooseDisplayCurrency(currency: CurrencyCode): Promise<void> {
  keepDisplayCurrency(currency);
  if (sessionStore.getState().token) await http.get(FxApi.setCurrency, { params: { currency } });
}

export function CurrencySheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useDisplayCurrency();
  const choose = async (code: CurrencyCode) => {
    if (code === current) return onClose();
    try {
      await chooseDisplayCurrency(code);
      toast.success(t('settings.currency.changed'));
      onClose();
    } catch {
      // Shown here already, and kept in the cookie: the HTTP layer has shown why the account was not told.
    }
  };
  return (
    <BottomSheet open={open} onClose={onClose} labelledBy={TITLE_ID}>
      <h2 id={TITLE_ID} className="set-sheet__title">
        {t('settings.currency.title')}
      </h2>
      <p className="set-sheet__lead">{t('settings.currency.lead')}</p>
      <fieldset className="set-languages set-currencies">
        <legend className="visually-hidden">{t('settings.currency.title')}</legend>
        {CURRENCY_CODES.map((code) => {
          const name = formatCurrencyName(code);
          const subId = `currency-sub-${code}`;
          return (
            <label key={code} className="set-language">
              <input
                type="radio"
                name="currency"
                value={code}
                checked={code === current}
                onChange={() => choose(code)}
                aria-label={name}
                aria-describedby={subId}
              />
              <span className="set-language__text">
                <span className="set-language__name">{name}</span>
                <span id={subId} className="set-language__sub">
                  {`${code} · ${currencySymbol(code, currentLanguage())}`}
                  {code === SETTLEMENT_CURRENCY && ` · ${t('settings.currency.paidIn')}`}
                </span>
              </span>
              <span className="set-language__check" aria-hidden>
                {code === current && <CheckOutline />}
              </span>
            </label>
          );
        })}
      </fieldset>
    </BottomSheet>
  );
}

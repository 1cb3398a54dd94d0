import { DecimalInput } from '@/components/decimal-input';
import { useTranslation } from '@/i18n/use-translation';

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onAll: () => void;
};

/** The amount in dollars, a decimal keypad, and "All" to withdraw the whole balance. */
export function AmountInput({ onAll, ...input }: Props) {
  const { t } = useTranslation();
  return (
    <div className="surface-field wd-amount">
      <span className="wd-amount__currency" aria-hidden>
        $
      </span>
      <DecimalInput {...input} />
      <button type="button" className="wd-amount__all" onClick={onAll}>
        {t('withdraw.field.all')}
      </button>
    </div>
  );
}

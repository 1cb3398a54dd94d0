import { useTranslation } from '@/i18n/use-translation';

type PriceFieldsProps = {
  min: string;
  max: string;
  onChange: (field: 'min' | 'max', value: string) => void;
  error: { field: 'min' | 'max'; message: string } | null;
};

/** Minimum and maximum price in dollars; the message under them says what to fix. */
export function PriceFields({ min, max, onChange, error }: PriceFieldsProps) {
  const { t } = useTranslation();
  const input = (field: 'min' | 'max', value: string) => (
    <input
      className="cat-price__input"
      inputMode="decimal"
      autoComplete="off"
      maxLength={12}
      placeholder={field === 'min' ? '0' : '∞'}
      aria-label={t(`catalogue.filter.${field}`)}
      aria-invalid={error?.field === field}
      aria-describedby={error ? 'filter-price-error' : undefined}
      value={value}
      onChange={(event) => onChange(field, event.target.value)}
    />
  );
  return (
    <>
      <div className="cat-price">
        <span className="cat-price__currency" aria-hidden="true">
          $
        </span>
        {input('min', min)}
        <span className="cat-price__dash" aria-hidden="true">
          –
        </span>
        <span className="cat-price__currency" aria-hidden="true">
          $
        </span>
        {input('max', max)}
      </div>
      {error && (
        <p id="filter-price-error" className="cat-price__error" role="alert">
          {error.message}
        </p>
      )}
    </>
  );
}

import { useState, type KeyboardEvent } from 'react';
import { MinusOutline } from '@/components/icons/minus-outline';
import { AddOutline } from '@/components/icons/add-outline';
import { useTranslation } from '@/i18n/use-translation';

type QuantityRowProps = { stock: number; value: number; onChange: (value: number) => void };

const clamp = (value: number, stock: number) => Math.min(Math.max(1, Math.trunc(value)), stock);

/**
 * How many: from 1 up to the stock of the chosen SKU, with − and + or typed; nothing to choose when it is sold out.
 * A number typed out of range is brought back within it when the field is left.
 */
export function QuantityRow({ stock, value, onChange }: QuantityRowProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);

  if (stock <= 0) {
    return (
      <p className="pd-qty pd-qty--out" role="status">
        {t('product.outOfStock')}
      </p>
    );
  }
  const quantity = clamp(value, stock);
  const set = (next: number) => {
    setDraft(null);
    if (Number.isFinite(next)) onChange(clamp(next, stock));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      set(quantity + step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      set(event.key === 'Home' ? 1 : stock);
    } else if (event.key === 'Enter') {
      set(draft === null ? quantity : Number(draft));
    }
  };

  return (
    <div className="pd-qty">
      <label className="pd-qty__label" htmlFor="pd-quantity">
        {t('product.quantity')}
      </label>
      <div className="pd-stepper">
        <button
          type="button"
          className="pd-stepper__step"
          aria-label={t('product.quantityLess')}
          disabled={quantity <= 1}
          onClick={() => set(quantity - 1)}
        >
          <MinusOutline aria-hidden="true" />
        </button>
        <input
          id="pd-quantity"
          className="pd-stepper__field"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuenow={quantity}
          aria-valuemin={1}
          aria-valuemax={stock}
          value={draft ?? String(quantity)}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 6))}
          onBlur={() => set(draft === null || draft === '' ? quantity : Number(draft))}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="pd-stepper__step"
          aria-label={t('product.quantityMore')}
          disabled={quantity >= stock}
          onClick={() => set(quantity + 1)}
        >
          <AddOutline aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

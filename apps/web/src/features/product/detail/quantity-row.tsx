import { useEffect, useRef } from 'react';
import { Stepper, type StepperRef } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';

type QuantityRowProps = { stock: number; value: number; onChange: (value: number) => void };

/** How many: from 1 up to the stock of the chosen SKU; nothing to choose when it is sold out. */
export function QuantityRow({ stock, value, onChange }: QuantityRowProps) {
  const { t } = useTranslation();
  const stepper = useRef<StepperRef>(null);
  const label = t('product.quantity');

  useEffect(() => {
    // antd-mobile's Stepper gives its number field no name of its own, and repeats the field's aria-value* on
    // the box around it, where they are not allowed (no role): the field keeps them, the box loses them.
    const field = stepper.current?.nativeElement;
    field?.setAttribute('aria-label', label);
    for (const name of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax']) field?.parentElement?.removeAttribute(name);
  });

  if (stock <= 0) {
    return (
      <p className="pd-qty pd-qty--out" role="status">
        {t('product.outOfStock')}
      </p>
    );
  }
  return (
    <div className="pd-qty">
      <span className="pd-qty__label" aria-hidden>
        {label}
      </span>
      <Stepper
        ref={stepper}
        className="pd-stepper"
        min={1}
        max={stock}
        digits={0}
        value={Math.min(value, stock)}
        onChange={(next) => onChange(next ?? 1)}
      />
    </div>
  );
}

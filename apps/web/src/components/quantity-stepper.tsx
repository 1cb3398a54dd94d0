import { useId, useState, type KeyboardEvent } from 'react';
import { MinusOutline } from '@/components/icons/minus-outline';
import { AddOutline } from '@/components/icons/add-outline';
import './quantity-stepper.css';

export type QuantityStepperProps = {
  value: number;
  /** The most that can be chosen (the stock); the least is 1. */
  max: number;
  /** A step (−, +, the arrow keys) at once; a typed number when the field is left or Enter is pressed. */
  onChange: (value: number) => void;
  /** The field's id, for a `<label htmlFor>` beside it. */
  id?: string;
  /** The field's name when no label names it. */
  label?: string;
  lessLabel: string;
  moreLabel: string;
  className?: string;
  /** What to say when more than `max` is typed ("Only 277 available"): said beside the field, not silently cut. */
  overMax?: (max: number) => string;
};

const clamp = (value: number, max: number) => Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));

/**
 * A quantity from 1 to `max`: − and + buttons and a number field in between, each 44 px tall, the field a real
 * spinbutton (its value, minimum and maximum on the field itself). Used instead of antd-mobile's Stepper, whose
 * Input copies the spinbutton's aria-value* attributes onto its wrapping div, where no role allows them. A number
 * typed above `max` becomes `max`, and `overMax` says why under the field until the quantity changes again.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  id,
  label,
  lessLabel,
  moreLabel,
  className,
  overMax,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const noteId = useId();
  const quantity = clamp(value, max);
  const set = (next: number) => {
    setDraft(null);
    if (!Number.isFinite(next)) return;
    setNote(overMax && Math.trunc(next) > max ? overMax(max) : null);
    onChange(clamp(next, max));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      set(quantity + step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      set(event.key === 'Home' ? 1 : max);
    } else if (event.key === 'Enter') {
      set(draft === null ? quantity : Number(draft));
    }
  };

  return (
    <div className="qty-stepper-wrap">
      <div className={['qty-stepper', className].filter(Boolean).join(' ')}>
        <button
          type="button"
          className="qty-stepper__step"
          aria-label={lessLabel}
          disabled={quantity <= 1}
          onClick={() => set(quantity - 1)}
        >
          <MinusOutline aria-hidden="true" />
        </button>
        <input
          id={id}
          className="qty-stepper__field"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          aria-valuenow={quantity}
          aria-valuemin={1}
          aria-valuemax={Math.max(1, max)}
          aria-describedby={note ? noteId : undefined}
          value={draft ?? String(quantity)}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 6))}
          onBlur={() => set(draft === null || draft === '' ? quantity : Number(draft))}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="qty-stepper__step"
          aria-label={moreLabel}
          disabled={quantity >= max}
          onClick={() => set(quantity + 1)}
        >
          <AddOutline aria-hidden="true" />
        </button>
      </div>
      <p id={noteId} className="qty-stepper__note" role="status">
        {note}
      </p>
    </div>
  );
}

import { DecimalInput } from '@/components/decimal-input';

type Props = { id?: string; value?: string; onChange?: (value: string) => void };

/** The amount in dollars on a decimal keypad; Form.Item passes id, value and onChange. */
export function AmountField(input: Props) {
  return (
    <div className="surface-field dp-amount">
      <span className="dp-amount__currency" aria-hidden>
        $
      </span>
      <DecimalInput {...input} />
    </div>
  );
}

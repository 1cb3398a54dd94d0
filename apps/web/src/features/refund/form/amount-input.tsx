import { DecimalInput } from '@/components/decimal-input';

type Props = { id?: string; value?: string; onChange?: (value: string) => void };

/** The amount in dollars on a decimal keypad; Form.Item passes id, value and onChange. */
export function AmountInput(input: Props) {
  return (
    <div className="surface-field rf-amount">
      <span className="rf-amount__currency" aria-hidden>
        $
      </span>
      <DecimalInput {...input} />
    </div>
  );
}

import { Input, type InputProps } from 'antd-mobile';
import { moneyPlaceholder } from '@/i18n/decimal';
import { useDecimalField } from '@/i18n/use-decimal-field';

type DecimalInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * A dollar amount on a decimal keypad, typed and shown the user's way ("25,50" in French), held by its form as the
 * plain decimal the server reads ("25.50"); the placeholder is zero the same way.
 */
export function DecimalInput({ value, onChange, ...props }: DecimalInputProps) {
  const field = useDecimalField(value, onChange);
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      placeholder={moneyPlaceholder()}
      {...props}
      value={field.text}
      onChange={field.change}
    />
  );
}

import { Input, type InputProps } from 'antd';
import { moneyPlaceholder } from '@/i18n/decimal';
import { useDecimalField } from '@/i18n/use-decimal-field';
import type { Rule } from 'antd/es/form';
import type { TFunction } from '@/i18n/use-translation';
import { centsToDecimal, MAX_AMOUNT_CENTS, parseAmount } from '@tradewind/contract';

type MoneyInputProps = Omit<InputProps, 'value' | 'onChange'> & { value?: string; onChange?: (value: string) => void };

/**
 * A dollar amount typed as text, never a float on its way to cents: typed and shown the operator's way ("149,50"
 * in French), held by the form as the plain decimal the server reads ("149.50").
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const field = useDecimalField(value, onChange);
  return (
    <Input
      inputMode="decimal"
      prefix="$"
      autoComplete="off"
      placeholder={moneyPlaceholder()}
      {...props}
      value={field.text}
      onChange={(event) => field.change(event.target.value)}
    />
  );
}

/** The rules of a money field: required, a plain decimal with two places at most, above 0 unless `allowZero`. */
export function moneyRules(t: TFunction, { allowZero = false } = {}): Rule[] {
  return [
    { required: true, whitespace: true, message: t('admin.money.required') },
    {
      validator: async (_rule, value: string | undefined) => {
        if (!value?.trim()) return;
        const cents = parseAmount(value);
        if (cents === null || cents > MAX_AMOUNT_CENTS) throw new Error(t('admin.money.invalid'));
        if (cents === 0 && !allowZero) throw new Error(t('admin.money.positive'));
      },
    },
  ];
}

/** The form's text to cents; the rules above have already checked it. */
export const toCents = (value: string): number => parseAmount(value) ?? 0;
export const fromCents = (cents: number): string => centsToDecimal(cents);

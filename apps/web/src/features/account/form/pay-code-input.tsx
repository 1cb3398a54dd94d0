import { Input } from 'antd-mobile';
import { PAY_CODE_MAX_LENGTH } from '@tradewind/contract';

type Props = { id?: string; value?: string; onChange?: (value: string) => void; onBlur?: () => void };

/** Masked, numeric keyboard; what is typed is kept as is so a non-digit gets its message rather than vanishing. */
export function PayCodeInput(props: Props) {
  return (
    <Input
      {...props}
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={PAY_CODE_MAX_LENGTH}
      placeholder="••••••"
    />
  );
}

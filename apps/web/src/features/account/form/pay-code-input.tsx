import { Input } from 'antd-mobile';
import { PAY_CODE_MAX_LENGTH } from '@tradewind/contract';

type Props = { id?: string; value?: string; onChange?: (value: string) => void; onBlur?: () => void };

/**
 * Masked, numeric keyboard; what is typed is kept as is so a non-digit gets the app's own message rather than
 * vanishing. No `pattern`: the browser's own bubble covered that message.
 */
export function PayCodeInput(props: Props) {
  return (
    <Input
      {...props}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={PAY_CODE_MAX_LENGTH}
      placeholder="••••••"
    />
  );
}

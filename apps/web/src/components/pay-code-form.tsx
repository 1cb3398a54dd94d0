import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { PAY_CODE_MAX_LENGTH, payCode, V } from '@tradewind/contract';
import { passkeysSupported } from '@/lib/passkeys';
import './bare-input.css';
import './pay-code-form.css';

type PayCodeFormProps = {
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the code; resolves with a message to show under it when the code was not accepted. */
  onSubmit: (code: string) => Promise<string | undefined>;
  /** What the code confirms, above it (a title, a summary). */
  children?: ReactNode;
  /**
   * Confirms with a passkey instead (decision 054): offered when given and the browser has WebAuthn;
   * resolves with a message to show under the field when it did not go through.
   */
  onPasskey?: () => Promise<string | undefined>;
};

/**
 * The payment code asked for a payment or a withdrawal: checked by the contract's rule before it is sent, sent
 * once while a try is pending, and a refusal shown under the field and tied to it, which is emptied to try again.
 */
export function PayCodeForm({ label, submitLabel, pending, onSubmit, children, onPasskey }: PayCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeId = useId();
  const errorId = `${codeId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = payCode.safeParse(code);
    if (!checked.success) {
      setError(t(code === '' ? V.required : checked.error.issues[0].message));
      return;
    }
    setError(null);
    const refused = await onSubmit(code);
    if (refused) {
      setError(refused);
      setCode('');
    }
  };

  const confirmWithPasskey = async () => {
    if (pending || !onPasskey) return;
    setError(null);
    const refused = await onPasskey();
    if (refused) setError(refused);
  };

  return (
    <form className="pay-code-form" onSubmit={submit} noValidate>
      {children}
      <label htmlFor={codeId} className="pay-code-form__label">
        {label}
      </label>
      <div className="surface-field pay-code-form__field">
        {/* A plain input: antd-mobile's Input drops aria-invalid and aria-describedby. */}
        <input
          id={codeId}
          className="tw-bare-input pay-code-form__input"
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={PAY_CODE_MAX_LENGTH}
          placeholder="••••••"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoFocus
        />
      </div>
      {error && (
        <p id={errorId} className="pay-code-form__error" role="alert">
          {error}
        </p>
      )}
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={pending}>
        {submitLabel}
      </Button>
      {onPasskey && passkeysSupported() && (
        <Button block fill="outline" shape="rounded" disabled={pending} onClick={confirmWithPasskey}>
          {t('passkeys.confirm.useInstead')}
        </Button>
      )}
    </form>
  );
}

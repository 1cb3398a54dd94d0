import { useState, type FormEvent } from 'react';
import { Button, Input, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { PAY_CODE_MAX_LENGTH, payCode, V } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { PayCodeMissing } from './pay-code-missing';

export type SheetMode = 'code' | 'notSet';

type Props = {
  mode: SheetMode | null;
  amountCents: number;
  arrivalCents: number;
  pending: boolean;
  /** Sends the withdrawal; resolves with a message to show here when the code was not accepted. */
  onSubmit: (code: string) => Promise<string | undefined>;
  onClose: () => void;
};

/** The last step: the payment code, or the way to set one when there is none. */
export function PayCodeSheet({ mode, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  // While it slides away the sheet keeps showing what it showed.
  const [lastMode, setLastMode] = useState<SheetMode>('code');
  if (mode !== null && mode !== lastMode) setLastMode(mode);
  const shown = mode ?? lastMode;
  return (
    <Popup visible={mode !== null} onClose={onClose} onMaskClick={onClose} destroyOnClose bodyClassName="wd-sheet">
      <section role="dialog" aria-modal="true" aria-labelledby="wd-sheet-title" className="wd-sheet__content">
        {/* Inside the dialog, so it is the dialog's own way out for screen readers too. */}
        <button type="button" className="wd-sheet__close" aria-label={t('common.close')} onClick={onClose}>
          <CloseOutline aria-hidden />
        </button>
        {shown === 'notSet' ? <PayCodeMissing titleId="wd-sheet-title" /> : <CodeForm {...rest} />}
        {shown === 'notSet' && (
          <Button block shape="rounded" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        )}
      </section>
    </Popup>
  );
}

function CodeForm({ amountCents, arrivalCents, pending, onSubmit }: Omit<Props, 'mode' | 'onClose'>) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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

  return (
    <form className="wd-sheet__form" onSubmit={submit} noValidate>
      <h2 id="wd-sheet-title" className="wd-sheet__title">
        {t('withdraw.sheet.title')}
      </h2>
      <p className="surface-lead wd-sheet__summary">
        {t('withdraw.sheet.summary', { amount: formatMoney(amountCents), arrival: formatMoney(arrivalCents) })}
      </p>
      <label htmlFor="wd-pay-code" className="wd-sheet__label">
        {t('withdraw.sheet.payCode')}
      </label>
      <div className="surface-field wd-sheet__field">
        <Input
          id="wd-pay-code"
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={PAY_CODE_MAX_LENGTH}
          placeholder="••••••"
          value={code}
          onChange={setCode}
          autoFocus
        />
      </div>
      {error && (
        <p className="wd-sheet__error" role="alert">
          {error}
        </p>
      )}
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={pending}>
        {t('withdraw.sheet.submit')}
      </Button>
    </form>
  );
}

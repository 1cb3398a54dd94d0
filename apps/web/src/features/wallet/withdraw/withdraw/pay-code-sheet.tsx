import { useState } from 'react';
import { Button } from 'antd-mobile';
import { BottomSheet } from '@/components/bottom-sheet';
import { useTranslation } from '@/i18n/use-translation';
import { PayCodeForm } from '@/components/pay-code-form';
import { PayCodeMissing } from './pay-code-missing';
import { MoneyPhrase } from '@/components/money/money';

export type SheetMode = 'code' | 'notSet';

type Props = {
  mode: SheetMode | null;
  amountCents: number;
  arrivalCents: number;
  pending: boolean;
  /** Sends the withdrawal; resolves with a message to show here when the code was not accepted. */
  onSubmit: (code: string) => Promise<string | undefined>;
  /** Sends it confirmed by a passkey instead; resolves as onSubmit does. */
  onPasskey: () => Promise<string | undefined>;
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
    <BottomSheet open={mode !== null} onClose={onClose} labelledBy="wd-sheet-title">
      {shown === 'notSet' ? <PayCodeMissing titleId="wd-sheet-title" /> : <CodeForm {...rest} />}
      {shown === 'notSet' && (
        <Button block shape="rounded" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      )}
    </BottomSheet>
  );
}

function CodeForm({ amountCents, arrivalCents, pending, onSubmit, onPasskey }: Omit<Props, 'mode' | 'onClose'>) {
  const { t } = useTranslation();
  return (
    <PayCodeForm
      label={t('withdraw.sheet.payCode')}
      submitLabel={t('withdraw.sheet.submit')}
      pending={pending}
      onSubmit={onSubmit}
      onPasskey={onPasskey}
    >
      <h2 id="wd-sheet-title" className="wd-sheet__title">
        {t('withdraw.sheet.title')}
      </h2>
      <p className="surface-lead wd-sheet__summary">
        <MoneyPhrase text={t('withdraw.sheet.summary')} amounts={{ amount: amountCents, arrival: arrivalCents }} />
      </p>
    </PayCodeForm>
  );
}

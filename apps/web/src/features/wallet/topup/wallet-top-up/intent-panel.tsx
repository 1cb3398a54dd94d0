import { Button } from 'antd-mobile';
import type { DepositIntent } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { copyText } from './copy-text';
import { minutesAndSeconds, useSecondsLeft } from './use-seconds-left';
import { MoneyPhrase } from '@/components/money/money';
import './intent-panel.css';

/** Decision 031: the exact amount this buyer sends, what it credits, and how long it stays theirs. */
export function IntentPanel({ intent, onChange }: { intent: DepositIntent; onChange: () => void }) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(intent.expires_in_seconds);
  return (
    <div className="tu-intent" role="group" aria-labelledby="tu-intent-title">
      <h3 id="tu-intent-title" className="tu-intent__title">
        {t('topup.chain.intent.title')}
      </h3>
      <p className="tu-intent__amount" aria-label={t('topup.chain.intent.amountLabel', { network: intent.network })}>
        {intent.amount_to_send}
      </p>
      <p className="tu-intent__note">
        <MoneyPhrase text={t('topup.chain.intent.credit')} amounts={{ amount: intent.credit_cents }} />
      </p>
      <p className="tu-intent__time" role={seconds === 0 ? 'alert' : undefined}>
        {seconds > 0
          ? t('topup.chain.intent.timeLeft', { time: minutesAndSeconds(seconds) })
          : t('topup.chain.intent.expired')}
      </p>
      <div className="tu-intent__actions">
        <Button shape="rounded" color="primary" fill="outline" onClick={() => void copyText(intent.amount_to_send)}>
          {t('topup.chain.intent.copy')}
        </Button>
        <Button shape="rounded" fill="none" onClick={onChange}>
          {t('topup.chain.intent.change')}
        </Button>
      </div>
    </div>
  );
}

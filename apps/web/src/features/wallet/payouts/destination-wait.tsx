import type { SavedAccount } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { timeLeft } from './time-left';
import './payouts.css';

/** Whether a saved destination can be paid to yet (as the server read it), with the time left when it cannot. */
export function DestinationWait({ account }: { account: SavedAccount }) {
  const { t } = useTranslation();
  return (
    <span className="po-wait">
      {!account.usable ? t('payouts.wait.waiting', { time: timeLeft(t, account.usable_at) }) : t('payouts.wait.ready')}
    </span>
  );
}

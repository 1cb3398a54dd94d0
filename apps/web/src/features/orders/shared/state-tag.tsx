import { useTranslation } from '@/i18n/use-translation';
import { statusText, toneOf } from './status-label';

/** The order's state as a coloured pill. */
export function StateTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <span className={`ord-tag ord-tag--${toneOf(status)}`}>{t(statusText(status))}</span>;
}

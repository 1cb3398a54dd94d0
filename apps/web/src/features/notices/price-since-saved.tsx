import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/api/session';
import { usePriceSinceSaved } from './api';
import './notices.css';

/** "Price dropped 12 % since you saved it": shown to a buyer who saved the product at a higher price. */
export function PriceSinceSaved({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => Boolean(s.token));
  const since = usePriceSinceSaved(productId, signedIn && productId > 0);
  if (!since.data) return null;
  return <p className="price-since-saved">{t('notices.sinceSaved', { percent: since.data.percent })}</p>;
}

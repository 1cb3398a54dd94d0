import { useQuery } from '@tanstack/react-query';
import { NoticeApi } from '@tradewind/contract';
import { http } from '@/api/http';
import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/api/session';
import './price-since-saved.css';

/** "Price dropped 12 % since you saved it": shown to a buyer who saved the product at a higher price (decision 055). */
export function PriceSinceSaved({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => Boolean(s.token));
  const since = useQuery({
    queryKey: ['price-since-saved', productId],
    queryFn: () =>
      http.get<{ saved_cents: number; percent: number } | null>(NoticeApi.priceSinceSaved, {
        params: { product_id: productId },
        silent: true,
      }),
    enabled: signedIn && productId > 0,
  });
  if (!since.data) return null;
  return <p className="price-since-saved">{t('notices.sinceSaved', { percent: since.data.percent })}</p>;
}

import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';

type Props = { sn: string; shop?: string };

/** Which order the request is for: its number (from the route until the order is read) and its shop. */
export function OrderHeading({ sn, shop }: Props) {
  const { t } = useTranslation();
  return (
    <section className="surface-hero rf-hero" aria-labelledby="rf-hero-title">
      <h2 id="rf-hero-title" className="rf-hero__title">
        {t('refund.heading')}
      </h2>
      {sn && <p className="rf-hero__sn">{t('refund.orderSn', { sn })}</p>}
      {shop && (
        <p className="rf-hero__shop">
          <ShopbagOutline aria-hidden /> {shop}
        </p>
      )}
      <p className="rf-hero__lead">{t('refund.lead')}</p>
    </section>
  );
}

import { ShopbagOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import '@/components/surface.css';
import './service.css';

/** The platform-seller entry that docs/product.md §1 marks as not yet open. */
export default function PlatformScreen() {
  const { t } = useTranslation();
  return (
    <div className="surface-page">
      <section className="surface-card svc-card svc-center" aria-labelledby="platform-title">
        <div className="svc-hero__icon" aria-hidden>
          <ShopbagOutline />
        </div>
        <p className="svc-badge">{t('service.platform.badge')}</p>
        <h2 id="platform-title" className="svc-title">
          {t('service.platform.title')}
        </h2>
        <p className="svc-lead">{t('service.platform.lead')}</p>
        <p className="svc-lead">{t('service.platform.meanwhile')}</p>
        <div className="svc-actions">
          <Link className="svc-button" to="/services">
            {t('service.platform.partnership')}
          </Link>
          <Link className="svc-button svc-button--ghost" to="/service">
            {t('service.platform.contact')}
          </Link>
        </div>
      </section>
    </div>
  );
}

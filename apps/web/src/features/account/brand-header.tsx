import { useTranslation } from '@/i18n/use-translation';

export function BrandHeader() {
  const { t } = useTranslation();
  return (
    <header className="acc-brand">
      <div className="acc-brand__mark" aria-hidden>
        T
      </div>
      <p className="acc-brand__name">Tradewind</p>
      <p className="acc-brand__tagline">{t('account.brand.tagline')}</p>
    </header>
  );
}

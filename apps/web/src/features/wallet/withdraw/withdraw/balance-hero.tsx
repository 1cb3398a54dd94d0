import { useTranslation } from '@/i18n/use-translation';
import { Money } from '@/components/money/money';

/** What can be withdrawn, and what happens to it meanwhile. */
export function BalanceHero({ cents }: { cents: number }) {
  const { t } = useTranslation();
  return (
    <section className="surface-card surface-hero wd-hero" aria-labelledby="wd-balance-title">
      <h2 id="wd-balance-title" className="wd-hero__label">
        {t('withdraw.balance.title')}
      </h2>
      <p className="wd-hero__amount">
        <Money cents={cents} below />
      </p>
      <p className="wd-hero__hint">{t('withdraw.balance.hint')}</p>
    </section>
  );
}

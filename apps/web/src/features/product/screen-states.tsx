import { Button } from '@/components/button';
import { ExclamationCircleOutline } from '@/components/icons/exclamation-circle-outline';
import { QuestionCircleOutline } from '@/components/icons/question-circle-outline';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import './screen-states.css';

/** Nothing at this address (an unknown or removed id): say so kindly and offer the way home. */
export function MissingState({ kind }: { kind: 'product' | 'shop' }) {
  const { t } = useTranslation();
  return (
    <section className="surface-card pd-state" aria-labelledby="pd-state-title">
      <QuestionCircleOutline className="pd-state__icon" aria-hidden />
      <h2 id="pd-state-title" className="pd-state__title">
        {t(`product.missing.${kind}Title`)}
      </h2>
      <p className="surface-lead pd-state__text">{t(`product.missing.${kind}Text`)}</p>
      <Link to="/home" className="pd-state__action">
        {t('product.missing.home')}
      </Link>
    </section>
  );
}

/** The call failed for another reason (offline, server trouble): try again. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="surface-card pd-state" role="alert">
      <ExclamationCircleOutline className="pd-state__icon pd-state__icon--error" aria-hidden />
      <h2 className="pd-state__title">{t('product.error.title')}</h2>
      <p className="surface-lead pd-state__text">{t('product.error.text')}</p>
      <Button fill="solid" loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </section>
  );
}

export function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

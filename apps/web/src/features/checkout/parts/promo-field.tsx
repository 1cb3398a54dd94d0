import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { CouponOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import type { CheckoutPreview } from '@tradewind/contract';
import { MoneyPhrase } from '@/components/money/money';
import '@/components/surface.css';
import '@/components/bare-input.css';
import './checkout-card.css';
import './promo-field.css';

type Props = {
  applied: CheckoutPreview['promo'];
  /** The code in the checkout's query, and the server's message when it refused it. */
  requested?: string;
  refused?: string;
  pricing: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
};

/**
 * A promo code: applied, it shows what it takes off; refused, the server's message says why (unknown, expired, used
 * up, another shop's, below its minimum: PROMO_ERRORS), under the field and tied to it, until the code is changed.
 */
export function PromoField({ applied, requested, refused, pricing, onApply, onRemove }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(requested ?? '');
  const code = draft.trim().toUpperCase();
  const showRefusal = refused && code === requested;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (code) onApply(code);
  };

  return (
    <section className="surface-card co-promo">
      <h2 className="co-card-title">
        <CouponOutline aria-hidden />
        {/* Names the field while one is shown; the applied code is named by the heading alone. */}
        {applied ? t('checkout.promo.title') : <label htmlFor="co-promo-code">{t('checkout.promo.title')}</label>}
      </h2>
      {applied ? (
        <div className="co-promo__applied">
          <span className="co-promo__code">{applied.code}</span>
          <span className="co-promo__saving">
            <MoneyPhrase text={t('checkout.promo.saving')} amounts={{ amount: applied.discount_cents }} />
          </span>
          <Button
            size="mini"
            fill="none"
            color="danger"
            disabled={pricing}
            onClick={() => {
              setDraft('');
              onRemove();
            }}
          >
            {t('checkout.promo.remove')}
          </Button>
        </div>
      ) : (
        <form className="co-promo__form" onSubmit={apply} noValidate>
          <div className="surface-field co-promo__field">
            {/* A plain input: antd-mobile's Input drops aria-invalid and aria-describedby, and the reason belongs to it. */}
            <input
              id="co-promo-code"
              className="tw-bare-input co-promo__input"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={32}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('checkout.promo.placeholder')}
              aria-invalid={showRefusal ? true : undefined}
              aria-describedby={showRefusal ? 'co-promo-error' : undefined}
            />
          </div>
          <Button
            type="submit"
            color="primary"
            fill="outline"
            shape="rounded"
            loading={pricing && code === requested}
            disabled={!code}
          >
            {t('checkout.promo.apply')}
          </Button>
          {showRefusal && (
            <p id="co-promo-error" className="co-promo__error" role="alert">
              {refused}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

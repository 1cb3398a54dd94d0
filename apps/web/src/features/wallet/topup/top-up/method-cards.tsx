import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { returnPathOf, withReturn } from '@/lib/return-path';
import { BankcardOutline, LinkOutline, RightOutline } from 'antd-mobile-icons';
import { ReceiptOutline } from '@/components/icons/receipt-outline';
import { useTranslation } from '@/i18n/use-translation';
import type { RechargeMethod } from '@tradewind/contract';
import '@/components/surface.css';
import './method-cards.css';

const METHODS: { method: RechargeMethod; to: string; icon: ReactNode }[] = [
  { method: 'chain', to: '/walletTopUp', icon: <LinkOutline /> },
  { method: 'card', to: '/cardTopUp', icon: <BankcardOutline /> },
  { method: 'manual', to: '/topUp?method=manual', icon: <ReceiptOutline /> },
];

/** The three ways to top up (docs/product.md §1), each a card that is one link; a way back (from the checkout) goes along. */
export function MethodCards() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = returnPathOf(params);
  return (
    <section aria-labelledby="tu-methods-title">
      <h2 id="tu-methods-title" className="tu-heading">
        {t('topup.methods.title')}
      </h2>
      <ul className="tu-methods">
        {METHODS.map(({ method, to, icon }) => (
          <li key={method} className="surface-card tu-method">
            <span className="surface-icon-tile tu-method__icon" aria-hidden>
              {icon}
            </span>
            <div className="tu-method__body">
              <h3 className="tu-method__title">
                <Link to={withReturn(to, back)} className="tu-method__link">
                  {t(`topup.methods.${method}.title`)}
                </Link>
              </h3>
              <p className="tu-method__text">{t(`topup.methods.${method}.text`)}</p>
            </div>
            <RightOutline className="tu-method__arrow" aria-hidden />
          </li>
        ))}
      </ul>
    </section>
  );
}

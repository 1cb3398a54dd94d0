import { Button } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { Money } from '@/components/money/money';
import './order-bar.css';

type Props = { totalCents: number; pending: boolean; pricing: boolean; onPlace: () => void };

/** Always in reach at the bottom: what the order costs and the button that places it. */
export function OrderBar({ totalCents, pending, pricing, onPlace }: Props) {
  const { t } = useTranslation();
  return (
    <div className="co-bar">
      <p className="co-bar__total">
        <span className="co-bar__label">{t('checkout.totals.total')}</span>
        <strong className="co-bar__amount" aria-live="polite">
          <Money cents={totalCents} below />
        </strong>
      </p>
      <Button
        color="primary"
        shape="rounded"
        size="large"
        className="co-bar__place"
        loading={pending}
        disabled={pricing}
        onClick={onPlace}
      >
        {t('checkout.place')}
      </Button>
    </div>
  );
}

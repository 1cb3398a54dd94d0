import { useRef } from 'react';
import { Button, Checkbox } from 'antd-mobile';
import { useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { CartData } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { useSelectBagItems } from '../api/select-bag-items';
import { selectionOf } from './selection';
import { Money } from '@/components/money/money';
import '../bag.css';
import './checkout-bar.css';

/** Above the tabs: tick everything, the total of the ticked items, and on to checkout (docs/product.md §5: one at least). */
export function CheckoutBar({ bag }: { bag: CartData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const select = useSelectBagItems();
  const selection = selectionOf(bag.shops.flatMap((group) => group.items));
  const bar = useRef<HTMLDivElement>(null);

  const checkout = () => {
    if (bag.selected_count === 0) return toast.info(t('error.NOTHING_SELECTED'), { above: bar.current });
    navigate('/checkout');
  };

  return (
    <div ref={bar} className="bag-bar" role="region" aria-label={t('bag.bar')}>
      <Checkbox
        className="bag-check bag-bar__all"
        checked={selection.checked}
        indeterminate={selection.indeterminate}
        disabled={selection.disabled || select.isPending}
        onChange={(selected) => select.mutate({ selected })}
      >
        {t('bag.selectAll')}
      </Checkbox>
      <p className="bag-bar__total" aria-live="polite">
        {t('bag.total')}{' '}
        <strong>
          <Money cents={bag.selected_cents} below />
        </strong>
      </p>
      <Button className="bag-bar__checkout" color="primary" shape="rounded" onClick={checkout}>
        {t('bag.checkout', { count: bag.selected_count })}
      </Button>
    </div>
  );
}

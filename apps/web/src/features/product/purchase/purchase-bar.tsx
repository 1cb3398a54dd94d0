import { useState } from 'react';
import { Button } from '@/components/button';
import { useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from '@/components/toast';
import type { useSkuSelection } from '../detail/use-sku-selection';
import { useRequireLogin } from '../use-require-login';
import { useAddToBag } from './add-to-bag';
import { BagLink } from './bag-link';
import { showOptions } from './show-options';
import './purchase-bar.css';

type PurchaseBarProps = { choice: ReturnType<typeof useSkuSelection> };

/**
 * Fixed at the bottom of the product: the way to the bag, 'Add to bag' and 'Buy now' for the chosen SKU and quantity.
 * A visitor is asked to log in first; an open spec is asked for; nothing can be bought when nothing is left. Once
 * added, the toast above the bar offers "View bag".
 */
export function PurchaseBar({ choice }: PurchaseBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const add = useAddToBag();
  // The bar's element, for the toast to sit just above it.
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  const choosing = choice.missing.length > 0;
  const outOfStock = !choosing && (!choice.sku || choice.stock <= 0);

  const withChoice = (action: (skuId: number, quantity: number) => void) => () =>
    requireLogin(() => {
      if (choosing) {
        toast.info(t('product.choose', { specs: choice.missing.join(', ') }));
        return showOptions();
      }
      if (choice.sku) action(choice.sku.id, choice.quantity);
    });

  const addToBag = withChoice((sku_id, quantity) =>
    add.mutate(
      { sku_id, quantity },
      {
        onSuccess: () =>
          toast.success(t('product.buy.added'), {
            above: bar,
            action: { label: t('product.buy.viewBag'), onPress: () => navigate('/bag') },
          }),
      },
    ),
  );
  const buyNow = withChoice((skuId, quantity) => navigate(`/checkout?sku_id=${skuId}&quantity=${quantity}`));

  return (
    <div ref={setBar} className="pd-buy" role="region" aria-label={t('product.buy.bar')}>
      {outOfStock && (
        <p className="pd-buy__out" role="status">
          {t('product.outOfStock')}
        </p>
      )}
      <div className="pd-buy__actions">
        <BagLink />
        <Button className="pd-buy__add" disabled={outOfStock} loading={add.isPending} onClick={addToBag}>
          {t('product.buy.addToBag')}
        </Button>
        <Button className="pd-buy__now" fill="solid" disabled={outOfStock} onClick={buyNow}>
          {t('product.buy.buyNow')}
        </Button>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { QuantityStepper } from '@/components/quantity-stepper';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_QUANTITY, type CartItem } from '@tradewind/contract';
import { useUpdateBagItem } from '../api/update-bag-item';
import './bag-quantity.css';

/**
 * From 1 up to the item's stock (and a bag line's most). A tap on − or + is sent at once; a typed number when the
 * field is left, and one above the most is brought down to it with the reason said ("Only 277 available").
 * While a change is on its way the stepper shows it; a refusal brings back the bag's own quantity.
 */
export function BagQuantity({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const update = useUpdateBagItem(item.id);
  const [draft, setDraft] = useState<number | null>(null);

  const send = (quantity: number) => {
    if (quantity === item.quantity && !update.isPending) return setDraft(null);
    setDraft(quantity);
    update.mutate({ id: item.id, quantity }, { onSettled: () => setDraft(null) });
  };

  const max = Math.min(item.stock, MAX_QUANTITY);
  const overMax = (most: number) =>
    most < item.stock ? t('bag.atMost', { count: most }) : t('bag.onlyAvailable', { count: most });
  return (
    <QuantityStepper
      className="bag-stepper"
      value={draft ?? item.quantity}
      max={max}
      overMax={overMax}
      onChange={send}
      label={t('bag.quantity', { title: item.title })}
      lessLabel={t('bag.less', { title: item.title })}
      moreLabel={t('bag.more', { title: item.title })}
    />
  );
}

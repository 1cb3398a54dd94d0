import { useEffect, useRef, useState } from 'react';
import { Stepper, type StepperRef } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import type { CartItem } from '@tradewind/contract';
import { useUpdateBagItem } from '../api/update-bag-item';

/**
 * From 1 up to the item's stock. A tap on − or + is sent at once; a typed number when the field is left.
 * While a change is on its way the stepper shows it; a refusal brings back the bag's own quantity.
 */
export function BagQuantity({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const update = useUpdateBagItem(item.id);
  const [draft, setDraft] = useState<number | null>(null);
  const typing = useRef(false);
  const stepper = useRef<StepperRef>(null);
  const label = t('bag.quantity', { title: item.title });

  useEffect(() => {
    // antd-mobile's Stepper gives its number field no name of its own.
    stepper.current?.nativeElement?.setAttribute('aria-label', label);
  }, [label]);

  const send = (quantity: number) => {
    if (quantity === item.quantity && !update.isPending) return setDraft(null);
    update.mutate({ id: item.id, quantity }, { onSettled: () => setDraft(null) });
  };

  return (
    <Stepper
      ref={stepper}
      className="bag-stepper"
      min={1}
      max={Math.max(1, item.stock)}
      digits={0}
      value={draft ?? item.quantity}
      onFocus={() => {
        typing.current = true;
      }}
      onBlur={() => {
        typing.current = false;
        if (draft !== null) send(draft);
      }}
      onChange={(next) => {
        const quantity = Math.max(1, next ?? 1);
        setDraft(quantity);
        if (!typing.current) send(quantity);
      }}
    />
  );
}

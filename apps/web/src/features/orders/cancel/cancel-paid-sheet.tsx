import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { CANCEL_REASONS, CV_ORDER, type CancelReason } from '@tradewind/contract';
import { session } from '@/api/session';
import { BottomSheet } from '@/components/bottom-sheet';
import { ChoiceGroup } from '@/components/choice-group';
import { toast } from '@/components/toast';
import { outcomeUnknown, useIdempotencyKey } from '@/components/use-idempotency-key';
import { useCancelPaidOrder } from '../api/cancel-paid-order';
import { MoneyPhrase } from '@/components/money/money';
import { useMoneyText } from '@/components/money/use-money-text';
import './cancel-paid-sheet.css';

type Props = { order: { id: number; total_cents: number }; open: boolean; onClose: () => void };

/**
 * docs/product.md §4: a paid order not yet shipped is cancelled with a reason picked from the list, and what was paid
 * goes back to the balance at once. A second tap while the first is on its way sends nothing; a retry after no
 * answer sends the same key, so the order is cancelled and refunded once.
 */
export function CancelPaidSheet({ order, open, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorId = useId();
  const cancel = useCancelPaidOrder();
  const keys = useIdempotencyKey();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A second tap can arrive before the first one's pending state renders, or once it is done and the sheet is
  // closing: this says at once that the order is being (or has been) cancelled.
  const sending = useRef(false);
  const money = useMoneyText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (!reason) return setError(t(CV_ORDER.cancelReason));
    const body = { id: order.id, reason };
    sending.current = true;
    try {
      await cancel.mutateAsync({ ...body, idempotencyKey: keys.keyFor(body) });
    } catch (failure) {
      sending.current = false;
      if (!outcomeUnknown(failure)) keys.settle();
      setError(failure instanceof Error ? failure.message : String(failure));
      return;
    }
    keys.settle();
    void session.loadUserInfo({ silent: true }).catch(() => undefined);
    toast.success(t('orders.cancelPaid.done', { amount: money.text(order.total_cents) }));
    onClose();
  };

  return (
    <BottomSheet open={open} onClose={() => !cancel.isPending && onClose()} labelledBy={titleId}>
      <form className="ord-cancel" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId} className="ord-cancel__title">
          {t('orders.cancelPaid.title')}
        </h2>
        <p className="ord-cancel__lead">
          <MoneyPhrase text={t('orders.cancelPaid.lead')} amounts={{ amount: order.total_cents }} />
        </p>
        <ChoiceGroup
          legend={t('orders.cancelPaid.reasons')}
          name={`cancel-reason-${order.id}`}
          layout="rows"
          value={reason}
          describedBy={error ? errorId : undefined}
          onChange={(next) => {
            setReason(next);
            setError(null);
          }}
          options={CANCEL_REASONS.map((value) => ({ value, label: t(`orders.cancelPaid.reason.${value}`) }))}
        />
        {error && (
          <p id={errorId} className="ord-cancel__error" role="alert">
            {error}
          </p>
        )}
        <Button block type="submit" color="danger" size="large" shape="rounded" loading={cancel.isPending}>
          {t('orders.cancelPaid.confirm', { amount: money.text(order.total_cents) })}
        </Button>
        <Button block fill="none" size="large" shape="rounded" onClick={onClose} disabled={cancel.isPending}>
          {t('orders.cancelPaid.keep')}
        </Button>
      </form>
    </BottomSheet>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { PROTECTION_REASON_MAX } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatShortDay } from '@/i18n/format';
import { BottomSheet } from '@/components/bottom-sheet';
import { toast } from '@/components/toast';
import { useExtendProtection } from '../api/extend-protection';
import './protection.css';

type Props = { orderId: number; days: number; open: boolean; onClose: () => void };

/** Buyer protection extended once, by the operator's days, with a reason the shop reads (decision 045). */
export function ExtendSheet({ orderId, days, open, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const reasonId = useId();
  const errorId = useId();
  const extend = useExtendProtection();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (extend.isPending) return;
    if (!reason.trim()) return setError(t('validation.required'));
    try {
      const order = await extend.mutateAsync({ id: orderId, reason: reason.trim() });
      const until = order.protection.ends_at;
      toast.success(until ? t('protection.done', { date: formatShortDay(until) }) : t('protection.sheet.title'));
      setReason('');
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <BottomSheet open={open} onClose={() => !extend.isPending && onClose()} labelledBy={titleId}>
      <form className="ord-protect-sheet" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId} className="ord-protect-sheet__title">
          {t('protection.sheet.title')}
        </h2>
        <p className="ord-protect-sheet__lead">{t('protection.sheet.lead', { count: days })}</p>
        <label htmlFor={reasonId} className="ord-protect-sheet__label">
          {t('protection.sheet.reason')}
        </label>
        <TextArea
          id={reasonId}
          rows={3}
          maxLength={PROTECTION_REASON_MAX}
          showCount
          value={reason}
          placeholder={t('protection.sheet.placeholder')}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
        />
        {error && (
          <p id={errorId} className="ord-protect-sheet__error" role="alert">
            {error}
          </p>
        )}
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={extend.isPending}>
          {t('protection.sheet.confirm', { count: days })}
        </Button>
        <Button block fill="none" size="large" shape="rounded" onClick={onClose} disabled={extend.isPending}>
          {t('protection.sheet.keep')}
        </Button>
      </form>
    </BottomSheet>
  );
}

import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { DollarCircleOutline } from '@/components/icons/dollar-circle-outline';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, Popup } from 'antd-mobile';
import { CloseOutline, KeyOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorKey, OrderApi, PAY_CODE_MAX_LENGTH, payCode, V } from '@tradewind/contract';
import { http, isApiError } from '@/api/http';
import { session, useSession } from '@/api/session';
import { formatMoney } from '@/i18n/format';
import { toast } from './toast';
import { outcomeUnknown, useIdempotencyKey } from './use-idempotency-key';
import './surface.css';
import './pay-sheet.css';

export type PayResult = { paid: number[]; balance_cents: number };

type PaySheetProps = {
  open: boolean;
  orderIds: number[];
  totalCents: number;
  onClose: () => void;
  onPaid: (result: PayResult) => void;
};

/** Refusals the buyer answers in the sheet, by typing the code again or waiting. */
const SHEET_ERRORS: (string | undefined)[] = [ErrorKey.PayCodeWrong, ErrorKey.PayCodeLocked];

type PayRequest = { body: { order_ids: number[]; pay_password: string }; idempotencyKey: string };
const payOrders = ({ body, idempotencyKey }: PayRequest) =>
  http.post<PayResult>(OrderApi.pay, body, { idempotencyKey, silent: true });

/**
 * Pays orders from the balance with the payment code. Says what is missing instead when there is no payment
 * code or not enough balance, each with the way to fix it.
 */
export function PaySheet({ open, orderIds, totalCents, onClose, onPaid }: PaySheetProps) {
  const { t } = useTranslation();
  const payment = useMutation({ mutationFn: payOrders });
  const idempotency = useIdempotencyKey();
  const titleId = useId();
  const close = () => {
    if (!payment.isPending) onClose();
  };

  useEffect(() => {
    // The balance or the payment code may have changed since the user info was read (a top-up, /changePayPwd).
    if (open) void session.loadUserInfo({ silent: true }).catch(() => undefined);
  }, [open]);

  const pay = async (code: string): Promise<Refusal> => {
    const body = { order_ids: orderIds, pay_password: code };
    let result: PayResult;
    try {
      result = await payment.mutateAsync({ body, idempotencyKey: idempotency.keyFor(body) });
    } catch (error) {
      if (!outcomeUnknown(error)) idempotency.settle();
      const key = isApiError(error) ? error.key : undefined;
      if (SHEET_ERRORS.includes(key)) return { message: (error as Error).message };
      if (key === ErrorKey.PayCodeNotSet || key === ErrorKey.InsufficientBalance) {
        void session.loadUserInfo({ silent: true }).catch(() => undefined);
        return { key };
      }
      toast.error(t('paysheet.payFail'));
      return {};
    }
    idempotency.settle();
    void session.loadUserInfo({ silent: true }).catch(() => undefined);
    onPaid(result);
    return {};
  };

  return (
    <Popup visible={open} onClose={close} onMaskClick={close} destroyOnClose bodyClassName="pay-sheet">
      <section role="dialog" aria-modal="true" aria-labelledby={titleId} className="pay-sheet__content">
        {/* Inside the dialog, so it is the dialog's own way out for screen readers too. */}
        <button type="button" className="pay-sheet__close" aria-label={t('common.close')} onClick={close}>
          <CloseOutline aria-hidden />
        </button>
        <SheetBody
          titleId={titleId}
          orderCount={orderIds.length}
          totalCents={totalCents}
          pending={payment.isPending}
          onPay={pay}
        />
      </section>
    </Popup>
  );
}

/** What a failed payment leaves in the sheet: a message under the code, or a server key that changes the sheet. */
type Refusal = { message?: string; key?: string };

type BodyProps = {
  titleId: string;
  orderCount: number;
  totalCents: number;
  pending: boolean;
  onPay: (code: string) => Promise<Refusal>;
};

function SheetBody({ titleId, orderCount, totalCents, pending, onPay }: BodyProps) {
  const { t } = useTranslation();
  const hasPayCode = useSession((s) => s.userInfo?.has_pay_password ?? true);
  const balanceCents = useSession((s) => s.userInfo?.balance_cents);
  const [refusedKey, setRefusedKey] = useState<string | null>(null);
  const notSet = !hasPayCode || refusedKey === ErrorKey.PayCodeNotSet;
  const short =
    (balanceCents !== undefined && balanceCents < totalCents) || refusedKey === ErrorKey.InsufficientBalance;

  return (
    <>
      <header className="pay-sheet__head">
        <h2 id={titleId} className="pay-sheet__title">
          {t('paysheet.title')}
        </h2>
        <p className="pay-sheet__label">{t('paysheet.total')}</p>
        <p className="pay-sheet__total">{formatMoney(totalCents)}</p>
        {orderCount > 1 && (
          <p className="surface-extra pay-sheet__orders">{t('paysheet.orders', { count: orderCount })}</p>
        )}
      </header>
      <p className={short ? 'pay-sheet__balance pay-sheet__balance--short' : 'pay-sheet__balance'}>
        <DollarCircleOutline aria-hidden />
        <span>{t('paysheet.balance')}</span>
        <strong>{balanceCents === undefined ? '—' : formatMoney(balanceCents)}</strong>
      </p>
      {notSet && (
        <Notice icon={<KeyOutline />} title={t('paysheet.notSet')} text={t('paysheet.notSetText')}>
          <Link className="pay-sheet__action" to="/changePayPwd">
            {t('paysheet.goSetting')}
          </Link>
        </Notice>
      )}
      {short && (
        <Notice icon={<DollarCircleOutline />} title={t('paysheet.insufficient')} text={t('paysheet.insufficientText')}>
          <Link className="pay-sheet__action" to="/topUp">
            {t('paysheet.topUp')}
          </Link>
        </Notice>
      )}
      {!notSet && !short && (
        <CodeForm
          pending={pending}
          onPay={async (code) => {
            const refusal = await onPay(code);
            if (refusal.key) setRefusedKey(refusal.key);
            return refusal.message;
          }}
        />
      )}
    </>
  );
}

function Notice({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="pay-sheet__notice" role="alert">
      <span className="surface-icon-tile pay-sheet__notice-icon" aria-hidden>
        {icon}
      </span>
      <div>
        <p className="pay-sheet__notice-title">{title}</p>
        <p className="surface-lead pay-sheet__notice-text">{text}</p>
        {children}
      </div>
    </div>
  );
}

function CodeForm({ pending, onPay }: { pending: boolean; onPay: (code: string) => Promise<string | undefined> }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeId = useId();
  const errorId = `${codeId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = payCode.safeParse(code);
    if (!checked.success) {
      setError(t(code === '' ? V.required : checked.error.issues[0].message));
      return;
    }
    setError(null);
    const refused = await onPay(code);
    if (refused) {
      setError(refused);
      setCode('');
    }
  };

  return (
    <form className="pay-sheet__form" onSubmit={submit} noValidate>
      <label htmlFor={codeId} className="pay-sheet__code-label">
        {t('paysheet.payCode')}
      </label>
      <div className="surface-field pay-sheet__field">
        <Input
          id={codeId}
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={PAY_CODE_MAX_LENGTH}
          placeholder="••••••"
          value={code}
          onChange={setCode}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoFocus
        />
      </div>
      {error && (
        <p id={errorId} className="pay-sheet__error" role="alert">
          {error}
        </p>
      )}
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={pending}>
        {t('paysheet.submit')}
      </Button>
    </form>
  );
}

import { useEffect, useId, useState } from 'react';
import { DollarCircleOutline } from '@/components/icons/dollar-circle-outline';
import { useMutation } from '@tanstack/react-query';
import { KeyOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { AuditStatus, ErrorKey, OrderApi, type PasskeyAssertion, type RechargeRecord } from '@tradewind/contract';
import { PASSKEY_SHEET_ERRORS, withPasskeyProof } from '@/api/passkey-proof';
import { http, isApiError } from '@/api/http';
import { session, useSession } from '@/api/session';
import { withReturn } from '@/lib/return-path';
import { ActionNotice } from './action-notice';
import { BottomSheet } from './bottom-sheet';
import { PayCodeForm } from './pay-code-form';
import { PaySheetTopUp } from './pay-sheet-top-up';
import { toast } from './toast';
import { outcomeUnknown, useIdempotencyKey } from './use-idempotency-key';
import { Money } from '@/components/money/money';
import { MoneyPhrase } from '@/components/money/money';
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

/** Where a top-up started from this sheet comes back to: the order, or the orders waiting for payment. */
const orderPathOf = (orderIds: number[]) => (orderIds.length === 1 ? `/orderInfo/${orderIds[0]}` : '/myPurchases/0');

/** Refusals the buyer answers in the sheet, by typing the code again or waiting. */
const SHEET_ERRORS: (string | undefined)[] = [ErrorKey.PayCodeWrong, ErrorKey.PayCodeLocked, ...PASSKEY_SHEET_ERRORS];

/** The payment code, or a passkey's signature in its place. */
type Proof = { pay_password: string } | { passkey: PasskeyAssertion };
type PayRequest = { body: { order_ids: number[] } & Proof; idempotencyKey: string };
const payOrders = ({ body, idempotencyKey }: PayRequest) =>
  http.post<PayResult>(OrderApi.pay, body, { idempotencyKey, silent: true });

/**
 * Pays orders from the balance with the payment code. Says what is missing instead when there is no payment
 * code (with the way to set one) or not enough balance: then the shortfall is topped up by card in the sheet, and
 * paid with the code once credited.
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

  const pay = async (proof: Proof): Promise<Refusal> => {
    const body = { order_ids: orderIds, ...proof };
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
    <BottomSheet open={open} onClose={close} labelledBy={titleId}>
      <SheetBody
        titleId={titleId}
        orderCount={orderIds.length}
        totalCents={totalCents}
        returnTo={orderPathOf(orderIds)}
        pending={payment.isPending}
        onPay={pay}
      />
    </BottomSheet>
  );
}

/** What a failed payment leaves in the sheet: a message under the code, or a server key that changes the sheet. */
type Refusal = { message?: string; key?: string };

type BodyProps = {
  titleId: string;
  orderCount: number;
  totalCents: number;
  returnTo: string;
  pending: boolean;
  onPay: (proof: Proof) => Promise<Refusal>;
};

function SheetBody({ titleId, orderCount, totalCents, returnTo, pending, onPay }: BodyProps) {
  const { t } = useTranslation();
  const hasPayCode = useSession((s) => s.userInfo?.has_pay_password ?? true);
  const balanceCents = useSession((s) => s.userInfo?.balance_cents);
  const [refusedKey, setRefusedKey] = useState<string | null>(null);
  const [topUp, setTopUp] = useState<RechargeRecord | null>(null);
  const notSet = !hasPayCode || refusedKey === ErrorKey.PayCodeNotSet;
  const short =
    (balanceCents !== undefined && balanceCents < totalCents) || refusedKey === ErrorKey.InsufficientBalance;
  const shortCents = Math.max(1, totalCents - (balanceCents ?? 0));
  const toppedUp = (record: RechargeRecord) => {
    setTopUp(record);
    // The balance was read again; a refusal from before the top-up no longer holds.
    if (record.status === AuditStatus.Passed) setRefusedKey(null);
  };

  return (
    <>
      {/* A div: a header outside the page's main would be a second banner (the dialog is no sectioning role). */}
      <div className="pay-sheet__head">
        <h2 id={titleId} className="pay-sheet__title">
          {t('paysheet.title')}
        </h2>
        <p className="pay-sheet__label">{t('paysheet.total')}</p>
        <p className="pay-sheet__total">
          <Money cents={totalCents} below />
        </p>
        {orderCount > 1 && (
          <p className="surface-extra pay-sheet__orders">{t('paysheet.orders', { count: orderCount })}</p>
        )}
      </div>
      <p className={short ? 'pay-sheet__balance pay-sheet__balance--short' : 'pay-sheet__balance'}>
        <DollarCircleOutline aria-hidden />
        <span>{t('paysheet.balance')}</span>
        <strong>{balanceCents === undefined ? '—' : <Money cents={balanceCents} />}</strong>
      </p>
      {notSet && (
        <ActionNotice
          alert
          icon={<KeyOutline />}
          title={t('paysheet.notSet')}
          text={t('paysheet.notSetText')}
          to="/changePayPwd"
          action={t('paysheet.goSetting')}
        />
      )}
      {topUp && <TopUpOutcome record={topUp} />}
      {short && !notSet && topUp?.status !== AuditStatus.Auditing && (
        <PaySheetTopUp shortCents={shortCents} returnTo={returnTo} onDone={toppedUp} />
      )}
      {short && notSet && (
        <ActionNotice
          alert
          icon={<DollarCircleOutline />}
          title={t('paysheet.insufficient')}
          text={t('paysheet.insufficientText')}
          to={withReturn('/topUp', returnTo)}
          action={t('paysheet.topUp')}
        />
      )}
      {!notSet && !short && (
        <PayCodeForm
          label={t('paysheet.payCode')}
          submitLabel={t('paysheet.submit')}
          pending={pending}
          onSubmit={async (code) => {
            const refusal = await onPay({ pay_password: code });
            if (refusal.key) setRefusedKey(refusal.key);
            return refusal.message;
          }}
          onPasskey={() =>
            withPasskeyProof(
              async (passkey) => {
                const refusal = await onPay({ passkey });
                if (refusal.key) setRefusedKey(refusal.key);
                return refusal.message;
              },
              { cancelled: t('passkeys.confirm.cancelled'), failed: t('passkeys.confirm.failed') },
            )
          }
        />
      )}
    </>
  );
}

/** What a card top-up made in the sheet came to: credited (pay now), under review, or refused. */
function TopUpOutcome({ record }: { record: RechargeRecord }) {
  const { t } = useTranslation();
  const text =
    record.status === AuditStatus.Passed
      ? t('paysheet.toppedUp')
      : record.status === AuditStatus.Auditing
        ? t('paysheet.topUpReview')
        : t('paysheet.topUpRefused', { reason: record.refuse_reason ?? '' });
  return (
    <p className={`pay-sheet__topped pay-sheet__topped--${record.status}`} role="status">
      <MoneyPhrase text={text} amounts={{ amount: record.arrival_cents ?? record.amount_cents }} />
    </p>
  );
}

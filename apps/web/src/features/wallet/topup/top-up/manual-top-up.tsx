import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { Button, Form, TextArea } from 'antd-mobile';
import type { ReceivingAccount, TransferCurrency } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from '@/components/toast';
import { returnPathOf, withReturn } from '@/lib/return-path';
import { AmountField, EvidenceField } from '../form/fields';
import { SubmitForm } from '@/components/submit-form';
import { useRechargeForm } from '../form/use-recharge-form';
import { useSubmitRecharge } from '@/components/use-submit-recharge';
import { REFERENCE_QUERY_KEY, useRechargeReference, useReceivingAccounts } from '../api/get-receiving-accounts';
import { CurrencyPicker } from './currency-picker';
import { ReceivingAccountCard, TransferReference } from './receiving-account-card';
import '@/components/surface.css';
import '../topup.css';
import './manual-top-up.css';

const FIELDS = ['amount', 'evidence', 'remark'] as const;
const text = (value: unknown) => String(value ?? '').trim();
const REMARK_MAX = 200;

/** The dollar account first when there is one: the balance is in dollars. */
const firstCurrency = (accounts: ReceivingAccount[]) =>
  (accounts.find((a) => a.currency === 'USD') ?? accounts[0])?.currency;

/**
 * Manual top-up (decision 038): the buyer pays the platform's bank account in a currency it has one in, quoting the
 * reference the server gave them, and shows the evidence; an operator credits what arrived.
 */
export function ManualTopUp() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A top-up started from an order (or the checkout) goes back there once submitted.
  const back = returnPathOf(useSearchParams()[0]);
  const accounts = useReceivingAccounts();
  const reference = useRechargeReference();
  const [picked, setPicked] = useState<TransferCurrency | undefined>();
  const list = accounts.data ?? [];
  const currency = picked && list.some((a) => a.currency === picked) ? picked : firstCurrency(list);
  const account = list.find((a) => a.currency === currency);

  return (
    <section className="surface-card tu-card" aria-labelledby="tu-manual-title">
      <h2 id="tu-manual-title" className="tu-card__title">
        {t('topup.manual.title')}
      </h2>
      <p className="surface-lead tu-card__lead">{t('topup.manual.lead')}</p>
      {accounts.isError ? (
        <Retry message={t('topup.manual.loadFailed')} onRetry={() => void accounts.refetch()} />
      ) : accounts.isPending ? (
        <p className="tu-card__lead" role="status">
          {t('common.loading')}
        </p>
      ) : !account ? (
        <p className="tu-card__lead tu-manual__none" role="alert">
          {t('topup.manual.unavailable')}
        </p>
      ) : (
        <>
          <ol className="tu-steps">
            <li>{t('topup.manual.step1')}</li>
            <li>{t('topup.manual.step2')}</li>
            <li>{t('topup.manual.step3')}</li>
          </ol>
          <div className="tu-manual__currency">
            <p className="tu-manual__label">{t('topup.manual.currency')}</p>
            <CurrencyPicker
              currencies={list.map((a) => a.currency)}
              label={t('topup.manual.currency')}
              value={account.currency}
              onChange={setPicked}
            />
            <p className="tu-bank__note">{t('topup.manual.otherCurrencies')}</p>
          </div>
          <ReceivingAccountCard account={account} />
          {account.currency !== 'USD' && (
            <p className="tu-card__lead tu-manual__converted">
              {t('topup.manual.converted', { currency: account.currency })}
            </p>
          )}
          {reference.data ? (
            <>
              <TransferReference reference={reference.data} />
              <ManualForm currency={account.currency} reference={reference.data} back={back} onSent={navigate} />
            </>
          ) : reference.isError ? (
            <Retry message={t('topup.manual.reference.failed')} onRetry={() => void reference.refetch()} />
          ) : (
            <p className="tu-card__lead" role="status">
              {t('common.loading')}
            </p>
          )}
        </>
      )}
      <p className="tu-card__foot">
        <Link to={withReturn('/topUp', back)}>{t('topup.manual.otherWays')}</Link>
      </p>
    </section>
  );
}

function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="tu-card__lead" role="alert">
      <p>{message}</p>
      <Button size="small" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

type FormProps = {
  currency: TransferCurrency;
  reference: string;
  back: string | null;
  onSent: (path: string) => void;
};

function ManualForm({ currency, reference, back, onSent }: FormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const recharge = useSubmitRecharge();
  const form = useRechargeForm(FIELDS, (values) => ({
    method: 'manual',
    amount: text(values.amount),
    evidence: text(values.evidence),
    remark: text(values.remark),
    currency,
    reference,
  }));

  const submit = async () => {
    const body = form.check();
    if (!body) return;
    try {
      await recharge.submit(body);
    } catch (error) {
      form.showServerErrors(error);
      return;
    }
    // The reference is spent: the next top-up is given a new one.
    void queryClient.invalidateQueries({ queryKey: REFERENCE_QUERY_KEY });
    toast.success(t('success.rechargeSubmitted'));
    onSent(back ?? '/topUpRecord');
  };

  return (
    <SubmitForm
      name="manual-top-up"
      form={form.form}
      onSubmit={submit}
      onValuesChange={form.recheck}
      submitText={t('topup.manual.submit')}
      pending={recharge.pending}
      submitDisabled={uploading}
    >
      <AmountField />
      <EvidenceField
        hint={t('topup.manual.evidenceHint')}
        onChange={form.changed('evidence')}
        onUploadingChange={setUploading}
      />
      <Form.Item name="remark" label={t('topup.manual.remark')}>
        <TextArea rows={2} maxLength={REMARK_MAX} showCount placeholder={t('topup.manual.remarkPlaceholder')} />
      </Form.Item>
    </SubmitForm>
  );
}

import { useId } from 'react';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { centsToDecimal, type RechargeRecord } from '@tradewind/contract';
import { withReturn } from '@/lib/return-path';
import { CardFields } from './card-top-up/card-fields';
import { SandboxNotice } from './card-top-up/sandbox-notice';
import { useCardTopUp } from './card-top-up/use-card-top-up';
import { SubmitForm } from './submit-form';
import { MoneyPhrase } from '@/components/money/money';
import { useMoneyText } from '@/components/money/use-money-text';
import './pay-sheet-top-up.css';

type Props = {
  shortCents: number;
  /** Where a top-up made elsewhere comes back to: the order (or orders) being paid. */
  returnTo: string;
  onDone: (record: RechargeRecord) => void;
};

/**
 * Short of balance in the payment sheet: exactly the shortfall, by card, without leaving the sheet (the sandbox
 * approves 4242… at once); once credited the sheet asks for the payment code. Any other way of topping up
 * leaves for /topUp and comes back to the order.
 */
export function PaySheetTopUp({ shortCents, returnTo, onDone }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const money = useMoneyText();
  const { form, submit, pending } = useCardTopUp(() => centsToDecimal(shortCents), false);

  const send = async () => {
    const record = await submit();
    if (record) onDone(record);
  };

  return (
    <section className="ps-top-up" aria-labelledby={titleId}>
      <h3 id={titleId} className="ps-top-up__title">
        <MoneyPhrase text={t('paysheet.short')} amounts={{ amount: shortCents }} />
      </h3>
      <p className="surface-lead ps-top-up__lead">
        <MoneyPhrase text={t('paysheet.topUpLead')} amounts={{ amount: shortCents }} />
      </p>
      <SandboxNotice level={3} />
      <SubmitForm
        name="pay-sheet-top-up"
        form={form.form}
        onSubmit={send}
        onValuesChange={form.recheck}
        submitText={t('paysheet.topUpSubmit', { amount: money.text(shortCents) })}
        pending={pending}
      >
        <CardFields />
      </SubmitForm>
      <Link className="ps-top-up__other" to={withReturn('/topUp', returnTo)}>
        {t('paysheet.otherWays')}
      </Link>
    </section>
  );
}

import { useTranslation } from '@/i18n/use-translation';
import type { RechargeRecord } from '@tradewind/contract';
import { CardFields } from '@/components/card-top-up/card-fields';
import { useCardTopUp } from '@/components/card-top-up/use-card-top-up';
import { SubmitForm } from '@/components/submit-form';
import { AmountField } from '../form/fields';
import '@/components/surface.css';
import '../topup.css';

const amountOf = (values: Record<string, unknown>) => String(values.amount ?? '').trim();

/**
 * Amount and card: number, holder, expiry. Never a CVV (docs/architecture.md §4). A declined card is said beside the
 * card number, and stays there until the number is changed.
 */
export function CardForm({ onDone }: { onDone: (record: RechargeRecord) => void }) {
  const { t } = useTranslation();
  const { form, submit, pending } = useCardTopUp(amountOf, true);

  const send = async () => {
    const record = await submit();
    if (record) onDone(record);
  };

  return (
    <section className="surface-card tu-card" aria-labelledby="tu-card-title">
      <h2 id="tu-card-title" className="tu-card__title">
        {t('topup.card.title')}
      </h2>
      <SubmitForm
        name="card-top-up"
        form={form.form}
        onSubmit={send}
        onValuesChange={form.recheck}
        submitText={t('topup.card.submit')}
        pending={pending}
      >
        <AmountField />
        <CardFields />
      </SubmitForm>
    </section>
  );
}

import { Form, Input } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { AuditStatus, type RechargeRecord } from '@tradewind/contract';
import { session } from '@/api/session';
import { AmountField } from '../form/fields';
import { SubmitForm } from '@/components/submit-form';
import { useRechargeForm } from '../form/use-recharge-form';
import { useSubmitRecharge } from '../form/use-submit-recharge';
import { formatCardNumber, formatExpiry } from './card-format';
import '@/components/surface.css';
import '../topup.css';

const FIELDS = ['amount', 'number', 'holder', 'expiry'] as const;
const text = (value: unknown) => String(value ?? '').trim();

/** Amount and card: number, holder, expiry. Never a CVV (docs/architecture.md §4). A declined card is the client's toast. */
export function CardForm({ onDone }: { onDone: (record: RechargeRecord) => void }) {
  const { t } = useTranslation();
  const recharge = useSubmitRecharge();
  const form = useRechargeForm(FIELDS, (values) => ({
    method: 'card',
    amount: text(values.amount),
    card: { number: text(values.number).replace(/\s/g, ''), holder: text(values.holder), expiry: text(values.expiry) },
  }));

  const submit = async () => {
    const body = form.check();
    if (!body) return;
    let record: RechargeRecord;
    try {
      record = await recharge.submit(body);
    } catch (error) {
      form.showServerErrors(error);
      return;
    }
    // The new balance is the server's, not a sum made here.
    if (record.status === AuditStatus.Passed) await session.loadUserInfo({ silent: true }).catch(() => undefined);
    onDone(record);
  };

  return (
    <section className="surface-card tu-card" aria-labelledby="tu-card-title">
      <h2 id="tu-card-title" className="tu-card__title">
        {t('topup.card.title')}
      </h2>
      <SubmitForm
        name="card-top-up"
        form={form.form}
        onSubmit={submit}
        onValuesChange={form.recheck}
        submitText={t('topup.card.submit')}
        pending={recharge.pending}
      >
        <AmountField />
        <Form.Item name="number" label={t('topup.card.number')} normalize={formatCardNumber}>
          <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" />
        </Form.Item>
        <Form.Item name="holder" label={t('topup.card.holder')}>
          <Input autoComplete="cc-name" autoCapitalize="characters" />
        </Form.Item>
        <Form.Item name="expiry" label={t('topup.card.expiry')} normalize={formatExpiry}>
          <Input inputMode="numeric" autoComplete="cc-exp" placeholder="08/29" />
        </Form.Item>
      </SubmitForm>
    </section>
  );
}

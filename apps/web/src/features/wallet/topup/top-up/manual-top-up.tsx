import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { Form, TextArea } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from '@/components/toast';
import { returnPathOf, withReturn } from '@/lib/return-path';
import { isRouteAvailable } from '@/lib/available-routes';
import { AmountField, EvidenceField } from '../form/fields';
import { SubmitForm } from '@/components/submit-form';
import { useRechargeForm } from '../form/use-recharge-form';
import { useSubmitRecharge } from '@/components/use-submit-recharge';
import '@/components/surface.css';
import '../topup.css';
import './manual-top-up.css';

const FIELDS = ['amount', 'evidence', 'remark'] as const;
const text = (value: unknown) => String(value ?? '').trim();
const REMARK_MAX = 200;

/** Manual top-up: the buyer pays as customer service says and shows the evidence; an operator credits it. */
export function ManualTopUp() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A top-up started from an order (or the checkout) goes back there once submitted.
  const back = returnPathOf(useSearchParams()[0]);
  const [uploading, setUploading] = useState(false);
  const recharge = useSubmitRecharge();
  const form = useRechargeForm(FIELDS, (values) => ({
    method: 'manual',
    amount: text(values.amount),
    evidence: text(values.evidence),
    remark: text(values.remark),
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
    toast.success(t('success.rechargeSubmitted'));
    navigate(back ?? '/topUpRecord');
  };

  return (
    <section className="surface-card tu-card" aria-labelledby="tu-manual-title">
      <h2 id="tu-manual-title" className="tu-card__title">
        {t('topup.manual.title')}
      </h2>
      <p className="surface-lead tu-card__lead">{t('topup.manual.lead')}</p>
      <ol className="tu-steps">
        <li>
          {isRouteAvailable('/service') ? (
            <Link to="/service">{t('topup.manual.step1')}</Link>
          ) : (
            t('topup.manual.step1')
          )}
        </li>
        <li>{t('topup.manual.step2')}</li>
        <li>{t('topup.manual.step3')}</li>
      </ol>
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
      <p className="tu-card__foot">
        <Link to={withReturn('/topUp', back)}>{t('topup.manual.otherWays')}</Link>
      </p>
    </section>
  );
}

import { useState } from 'react';
import { useNavigate } from '@/lib/router';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import type { Network } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { AmountField, EvidenceField } from '../form/fields';
import { SubmitForm } from '@/components/submit-form';
import { useRechargeForm } from '../form/use-recharge-form';
import { useSubmitRecharge } from '../form/use-submit-recharge';
import { NetworkPicker } from './network-picker';
import { ReceivingAddress } from './receiving-address';

const FIELDS = ['network_id', 'amount', 'address', 'evidence'] as const;
const text = (value: unknown) => String(value ?? '').trim();

/** SPEC §5: network chosen, a correct amount, the sending address, the payment evidence. */
export function ChainForm({ networks }: { networks: Network[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const recharge = useSubmitRecharge();
  const form = useRechargeForm(FIELDS, (values) => ({
    method: 'chain',
    amount: text(values.amount),
    network_id: Number(values.network_id ?? 0),
    address: text(values.address),
    evidence: text(values.evidence),
  }));
  const networkId = Form.useWatch('network_id', form.form) as number | undefined;
  const network = networks.find((candidate) => candidate.id === networkId);

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
    navigate('/topUpRecord');
  };

  return (
    <section className="surface-card tu-card" aria-labelledby="tu-chain-title">
      <h2 id="tu-chain-title" className="tu-card__title">
        {t('topup.chain.title')}
      </h2>
      <p className="surface-lead tu-card__lead">{t('topup.chain.lead')}</p>
      <SubmitForm
        name="chain-top-up"
        form={form.form}
        onSubmit={submit}
        onValuesChange={form.recheck}
        submitText={t('topup.chain.submit')}
        pending={recharge.pending}
        submitDisabled={uploading}
      >
        <Form.Item name="network_id" label={t('topup.chain.network')}>
          <NetworkPicker networks={networks} label={t('topup.chain.network')} onChange={form.changed('network_id')} />
        </Form.Item>
        {network && (
          <Form.Item>
            <ReceivingAddress network={network} />
          </Form.Item>
        )}
        <AmountField />
        <Form.Item name="address" label={t('topup.chain.sender')} description={t('topup.chain.senderHint')}>
          <Input autoComplete="off" autoCapitalize="off" autoCorrect="off" />
        </Form.Item>
        <EvidenceField
          hint={t('topup.chain.evidenceHint')}
          onChange={form.changed('evidence')}
          onUploadingChange={setUploading}
        />
      </SubmitForm>
    </section>
  );
}

import { useState } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { DepositIntentBody, type DepositIntent, type Network, type RechargeRecord } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { returnPathOf } from '@/lib/return-path';
import { showMessages } from '@/components/form-messages';
import { AmountField, EvidenceField } from '../form/fields';
import { SubmitForm } from '@/components/submit-form';
import { useRechargeForm } from '../form/use-recharge-form';
import { useSubmitRecharge } from '@/components/use-submit-recharge';
import { useOpenDepositIntent } from '../api/open-deposit-intent';
import { IntentPanel } from './intent-panel';
import { NetworkPicker } from './network-picker';
import { ReceivingAddress } from './receiving-address';
import '@/components/surface.css';
import '../topup.css';

const FIELDS = ['network_id', 'tx_hash', 'amount', 'address', 'evidence'] as const;
const text = (value: unknown) => String(value ?? '').trim();

/** What the server answered, as the buyer reads it: credited now, confirming on the chain, or waiting for a person. */
const outcomeOf = (record: RechargeRecord) =>
  record.status === 1
    ? 'success.rechargeCredited'
    : record.chain_state === 'confirming'
      ? 'success.rechargeConfirming'
      : 'success.rechargeSubmitted';

/**
 * docs/product.md §5: a network, then on a network the server verifies (decisions 028 and 031) the amount wanted,
 * which the server answers with the exact amount to send, then the transaction hash and an optional picture;
 * elsewhere a correct amount, the sending address and the payment evidence for the operator.
 */
export function ChainForm({ networks }: { networks: Network[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A top-up started from an order (or the checkout) goes back there once submitted.
  const back = returnPathOf(useSearchParams()[0]);
  const [uploading, setUploading] = useState(false);
  const recharge = useSubmitRecharge();
  const form = useRechargeForm(FIELDS, (values) => {
    const chosen = networks.find((candidate) => candidate.id === values.network_id);
    const evidence = text(values.evidence);
    if (chosen?.verified)
      return {
        method: 'chain',
        network_id: chosen.id,
        tx_hash: text(values.tx_hash),
        ...(evidence ? { evidence } : {}),
      };
    return {
      method: 'chain',
      amount: text(values.amount),
      network_id: Number(values.network_id ?? 0),
      address: text(values.address),
      evidence,
    };
  });
  const networkId = Form.useWatch('network_id', form.form) as number | undefined;
  const network = networks.find((candidate) => candidate.id === networkId);
  const openIntent = useOpenDepositIntent();
  const [intent, setIntent] = useState<DepositIntent>();
  const current = intent && intent.network_id === network?.id ? intent : undefined;
  const asking = network?.verified === true && !current;

  const askForIntent = async (id: number) => {
    const parsed = DepositIntentBody.safeParse({ network_id: id, amount: text(form.form.getFieldValue('amount')) });
    if (!parsed.success) {
      showMessages(form.form, { amount: t(parsed.error.issues[0]!.message) }, ['amount']);
      return;
    }
    try {
      setIntent(await openIntent.mutateAsync({ network_id: id, amount: text(form.form.getFieldValue('amount')) }));
    } catch (error) {
      form.showServerErrors(error);
    }
  };

  const submit = async () => {
    if (asking) return askForIntent(network!.id);
    const body = form.check();
    if (!body) return;
    let record;
    try {
      record = await recharge.submit(body);
    } catch (error) {
      form.showServerErrors(error);
      return;
    }
    toast.success(t(outcomeOf(record)));
    navigate(back ?? '/topUpRecord');
  };

  return (
    <section className="surface-card tu-card" aria-labelledby="tu-chain-title">
      <h2 id="tu-chain-title" className="tu-card__title">
        {t('topup.chain.title')}
      </h2>
      <p className="surface-lead tu-card__lead">
        {network?.verified
          ? t('topup.chain.leadVerified', { count: network.confirmations ?? 1 })
          : t('topup.chain.lead')}
      </p>
      <SubmitForm
        name="chain-top-up"
        form={form.form}
        onSubmit={submit}
        onValuesChange={form.recheck}
        submitText={asking ? t('topup.chain.getAmount') : t('topup.chain.submit')}
        pending={recharge.pending || openIntent.isPending}
        submitDisabled={uploading}
      >
        <Form.Item name="network_id" label={t('topup.chain.network')}>
          <NetworkPicker networks={networks} label={t('topup.chain.network')} onChange={form.changed('network_id')} />
        </Form.Item>
        {network && !asking && (
          <Form.Item>
            <ReceivingAddress network={network} />
          </Form.Item>
        )}
        {asking && <AmountField />}
        {current && (
          <>
            <Form.Item>
              <IntentPanel intent={current} onChange={() => setIntent(undefined)} />
            </Form.Item>
            <Form.Item
              name="tx_hash"
              label={t('topup.chain.txHash')}
              description={t('topup.chain.txHashHint', { count: network?.confirmations ?? 1 })}
            >
              <Input autoComplete="off" autoCapitalize="off" autoCorrect="off" placeholder="0x…" />
            </Form.Item>
            <EvidenceField
              hint={t('topup.chain.evidenceOptional')}
              onChange={form.changed('evidence')}
              onUploadingChange={setUploading}
            />
          </>
        )}
        {!network?.verified && (
          <>
            <AmountField />
            <Form.Item name="address" label={t('topup.chain.sender')} description={t('topup.chain.senderHint')}>
              <Input autoComplete="off" autoCapitalize="off" autoCorrect="off" />
            </Form.Item>
            <EvidenceField
              hint={t('topup.chain.evidenceHint')}
              onChange={form.changed('evidence')}
              onUploadingChange={setUploading}
            />
          </>
        )}
      </SubmitForm>
    </section>
  );
}

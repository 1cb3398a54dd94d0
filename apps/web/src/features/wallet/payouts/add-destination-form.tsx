import { useState } from 'react';
import { Button, Form } from 'antd-mobile';
import { WITHDRAW_TYPES, type DestinationBody, type Network, type WithdrawType } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/api/http';
import { toast } from '@/components/toast';
import { ChoiceGroup } from '@/components/choice-group';
import { APP_MESSAGES_ONLY } from '@/components/form-messages';
import { useAddDestination } from './api/add-destination';
import { DestinationInputs } from './destination-inputs';
import { timeLeft } from './time-left';
import './payouts.css';

const FIELDS: Record<WithdrawType, string[]> = {
  bank: ['bank_name', 'card_number', 'holder'],
  chain: ['network_id', 'address'],
};

/**
 * A new payout destination: a bank card or an address on a network, checked by the server as the withdraw form
 * checks it. It waits the operator's time before a withdrawal can use it; the buyer is told how long.
 */
export function AddDestinationForm({ networks }: { networks: Network[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [type, setType] = useState<WithdrawType>('chain');
  const add = useAddDestination();

  const submit = async () => {
    const values = Object.fromEntries(FIELDS[type].map((name) => [name, form.getFieldValue(name) ?? '']));
    form.setFields(FIELDS[type].map((name) => ({ name, errors: [] })));
    try {
      const saved = await add.mutateAsync({ type, ...values } as DestinationBody);
      toast.success(t('payouts.add.saved', { time: timeLeft(t, saved.usable_at) }));
      form.resetFields();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      const known = Object.keys(fields).filter((name) => FIELDS[type].includes(name));
      if (known.length > 0) form.setFields(known.map((name) => ({ name, errors: [fields[name]!] })));
      else toast.error(message);
    }
  };

  return (
    <Form
      form={form}
      name="payout-destination"
      className="po-form"
      layout="vertical"
      requiredMarkStyle="none"
      {...APP_MESSAGES_ONLY}
      onFinish={() => void submit()}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={add.isPending}>
          {t('payouts.add.submit')}
        </Button>
      }
    >
      <Form.Header>{t('payouts.add.title')}</Form.Header>
      <Form.Item>
        <ChoiceGroup
          legend={t('withdraw.to.legend')}
          hideLegend
          name="payout-type"
          layout="segments"
          value={type}
          onChange={setType}
          options={WITHDRAW_TYPES.map((value) => ({ value, label: t(`withdraw.to.${value}`) }))}
        />
      </Form.Item>
      <DestinationInputs type={type} networks={networks} networkChoice="payout-network" />
    </Form>
  );
}

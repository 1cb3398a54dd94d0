import { useMemo } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { RefundReturnBody, type Refund } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { useSendBack } from '../api/send-back';
import { APP_MESSAGES_ONLY } from '@/components/form-messages';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { maxLengthOf } from '@/lib/forms/schema-limits';
import './return-form.css';

const FIELDS = ['carrier', 'tracking_no'] as const;
const EMPTY = {
  carrier: 'orders.afterSale.return.carrierMissing',
  tracking_no: 'orders.afterSale.return.trackingMissing',
};

type Props = { refund: Refund; onDone: () => void };

/** With return, once approved: the carrier and tracking number of the parcel going back to the shop. */
export function ReturnForm({ refund, onDone }: Props) {
  const { t } = useTranslation();
  const context = useMemo(() => ({ id: refund.id }), [refund.id]);
  const { form, check, recheck } = useSchemaForm(RefundReturnBody, FIELDS, { context, emptyMessage: EMPTY });
  const send = useSendBack();

  const submit = async () => {
    const body = check();
    if (!body) return;
    try {
      await send.mutateAsync(body);
    } catch {
      return; // the HTTP client has said why
    }
    toast.success(t('success.returnSent'));
    onDone();
  };

  return (
    <Form
      form={form}
      name="return-shipment"
      className="ord-return"
      layout="vertical"
      requiredMarkStyle="none"
      {...APP_MESSAGES_ONLY}
      initialValues={{ carrier: refund.return_carrier ?? '', tracking_no: refund.return_tracking_no ?? '' }}
      onFinish={() => void submit()}
      onValuesChange={recheck}
      footer={
        <Button block type="submit" color="primary" shape="rounded" loading={send.isPending}>
          {t('orders.afterSale.return.submit')}
        </Button>
      }
    >
      <Form.Item name="carrier" label={t('orders.afterSale.return.carrier')}>
        <Input autoComplete="off" maxLength={maxLengthOf(RefundReturnBody.shape.carrier)} />
      </Form.Item>
      <Form.Item name="tracking_no" label={t('orders.afterSale.return.trackingNo')}>
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={maxLengthOf(RefundReturnBody.shape.tracking_no)}
        />
      </Form.Item>
    </Form>
  );
}

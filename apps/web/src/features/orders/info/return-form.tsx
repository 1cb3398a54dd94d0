import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { RefundReturnBody, type Refund } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { useSendBack } from '../api/send-back';
import { APP_MESSAGES_ONLY } from '@/components/form-messages';

const FIELDS = ['carrier', 'tracking_no'] as const;
const EMPTY: Record<(typeof FIELDS)[number], string> = {
  carrier: 'orders.afterSale.return.carrierMissing',
  tracking_no: 'orders.afterSale.return.trackingMissing',
};

type Props = { refund: Refund; onDone: () => void };

/** With return, once approved: the carrier and tracking number of the parcel going back to the shop. */
export function ReturnForm({ refund, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const send = useSendBack();

  const submit = async () => {
    const values = {
      carrier: form.getFieldValue('carrier') ?? '',
      tracking_no: form.getFieldValue('tracking_no') ?? '',
    };
    const result = RefundReturnBody.safeParse({ id: refund.id, ...values });
    const wrong = new Set(result.error?.issues.map((issue) => String(issue.path[0])) ?? []);
    form.setFields(
      FIELDS.map((name) => ({
        name,
        errors: wrong.has(name) ? [t(String(values[name]).trim() ? 'validation.tooLong' : EMPTY[name])] : [],
      })),
    );
    if (!result.success) return;
    try {
      await send.mutateAsync(result.data);
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
      footer={
        <Button block type="submit" color="primary" shape="rounded" loading={send.isPending}>
          {t('orders.afterSale.return.submit')}
        </Button>
      }
    >
      <Form.Item name="carrier" label={t('orders.afterSale.return.carrier')}>
        <Input autoComplete="off" maxLength={40} />
      </Form.Item>
      <Form.Item name="tracking_no" label={t('orders.afterSale.return.trackingNo')}>
        <Input autoComplete="off" autoCapitalize="characters" maxLength={60} />
      </Form.Item>
    </Form>
  );
}

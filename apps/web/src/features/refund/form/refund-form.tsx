import { useState } from 'react';
import { Button, Form, TextArea } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import {
  MAX_REFUND_PROOFS,
  OrderStatus,
  REFUND_REASONS,
  refundChoicesFor,
  type OrderDetail,
} from '@tradewind/contract';
import { ImageUpload } from '@/components/image-upload';
import { AmountInput } from './amount-input';
import { ChoiceGroup } from '@/components/choice-group';
import { ProductPicker } from './product-picker';
import { checkRefund, REFUND_FIELDS, type RefundValues } from './refund-draft';
import { prefilledProducts, productsOf, refundableCents } from './refund-products';
import { useSubmitRefund } from './use-submit-refund';
import { APP_MESSAGES_ONLY } from '@/components/form-messages';
import { MoneyPhrase } from '@/components/money/money';

/** RefundApplyBody: the explanation is at most 500 characters. */
const EXPLANATION_MAX = 500;

type Props = {
  order: OrderDetail;
  /** From the route: the products (ids) and the amount to start with. */
  prefill: { productIds: number[]; amount: string };
  onExists: () => void;
};

/**
 * docs/product.md §3 and §5: which products, the type, the goods' status, the amount, the reason, the explanation, the
 * proof. An order not yet shipped is refunded without a return, its goods not received, with no photo asked for.
 */
export function RefundForm({ order, prefill, onExists }: Props) {
  const { t } = useTranslation();
  const choices = refundChoicesFor(order.status);
  const [form] = Form.useForm();
  const [uploading, setUploading] = useState(false);
  const products = productsOf(order);
  const chosen =
    (Form.useWatch('product_ids', form) as number[] | undefined) ?? prefilledProducts(order, prefill.productIds);
  const maxCents = refundableCents(order, chosen);

  const show = (errors: Record<string, string | undefined>, names: readonly string[] = REFUND_FIELDS) =>
    form.setFields(names.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
  const submission = useSubmitRefund({
    onExists,
    onFieldErrors: (fields) =>
      show(
        fields,
        REFUND_FIELDS.filter((name) => fields[name]),
      ),
  });

  const submit = () => {
    const values = form.getFieldsValue(true) as RefundValues;
    const result = checkRefund(order, values, maxCents);
    if (result.errors) {
      const texts = Object.fromEntries(Object.entries(result.errors).map(([name, key]) => [name, t(key)]));
      show(texts);
      return;
    }
    show({});
    void submission.submit(result.body);
  };

  return (
    <Form
      form={form}
      name="refund"
      className="surface-card rf-form"
      layout="vertical"
      requiredMarkStyle="none"
      {...APP_MESSAGES_ONLY}
      initialValues={{
        product_ids: prefilledProducts(order, prefill.productIds),
        type: 'refund_only',
        goods_status:
          order.status === OrderStatus.Received || order.status === OrderStatus.Completed ? 'received' : 'not_received',
        amount: prefill.amount,
        explanation: '',
        proofs: [],
      }}
      // A field's message goes as soon as it is edited; everything is checked again on Submit.
      onValuesChange={(changed: Record<string, unknown>) => show({}, Object.keys(changed))}
      onFinish={submit}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={submission.pending}
          disabled={uploading}
        >
          {t('refund.submit')}
        </Button>
      }
    >
      <Form.Header>{t('refund.section.what')}</Form.Header>
      <Form.Item name="product_ids">
        <ProductPicker products={products} />
      </Form.Item>
      {choices.proofRequired ? (
        <>
          <Form.Item name="type">
            <ChoiceGroup
              legend={t('refund.type.legend')}
              name="refund-type"
              layout="segments"
              options={choices.types.map((value) => ({ value, label: t(`refund.type.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="goods_status">
            <ChoiceGroup
              legend={t('refund.goods.legend')}
              name="refund-goods"
              layout="segments"
              options={choices.goodsStatuses.map((value) => ({ value, label: t(`refund.goods.${value}`) }))}
            />
          </Form.Item>
        </>
      ) : (
        <Form.Item>
          <p className="rf-not-shipped">{t('refund.notShipped')}</p>
        </Form.Item>
      )}
      <Form.Item
        name="amount"
        label={t('refund.amount.label')}
        description={<MoneyPhrase text={t('refund.amount.upTo')} amounts={{ amount: maxCents }} />}
      >
        <AmountInput />
      </Form.Item>

      <Form.Header>{t('refund.section.why')}</Form.Header>
      <Form.Item name="reason">
        <ChoiceGroup
          legend={t('refund.reason.legend')}
          name="refund-reason"
          options={REFUND_REASONS.map((value) => ({ value, label: t(`refund.reason.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="explanation" label={t('refund.explanation.label')}>
        <TextArea rows={4} maxLength={EXPLANATION_MAX} showCount placeholder={t('refund.explanation.placeholder')} />
      </Form.Item>
      {choices.proofRequired && (
        <Form.Item
          name="proofs"
          label={t('refund.proofs.label')}
          description={t('refund.proofs.hint', { max: MAX_REFUND_PROOFS })}
        >
          <ImageUpload label={t('refund.proofs.upload')} max={MAX_REFUND_PROOFS} onUploadingChange={setUploading} />
        </Form.Item>
      )}
    </Form>
  );
}

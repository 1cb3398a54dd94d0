import { useState } from 'react';
import { Button, Form, TextArea } from 'antd-mobile';
import { DISPUTE_WANTS, DisputeOpenBody, DV, MAX_DISPUTE_PICTURES, type DisputeWant } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/i18n/format';
import { isApiError } from '@/api/http';
import { ChoiceGroup } from '@/components/choice-group';
import { ImageUpload } from '@/components/image-upload';
import { APP_MESSAGES_ONLY } from '@/components/form-messages';
import { toast } from '@/components/toast';
import { AmountField } from './amount-field';
import { useOpenDispute } from './api/open-dispute';

/** DisputeOpenBody: the statement is at most 1000 characters. */
const STATEMENT_MAX = 1000;
const FIELDS = ['want', 'amount', 'statement', 'pictures'] as const;
type Values = { want: DisputeWant; amount: string; statement: string; pictures: string[] };

/** What the buyer wants from Tradewind, why, and their pictures; sent once, checked by the contract first. */
export function DisputeForm({ orderId, openUntil }: { orderId: number; openUntil: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [uploading, setUploading] = useState(false);
  const open = useOpenDispute();
  const want = (Form.useWatch('want', form) as DisputeWant | undefined) ?? 'full_refund';
  // A rule the server checks itself may come back as its key, untranslated.
  const readable = (text: string) => (/^validation\.\w+$/.test(text) ? t(text) : text);
  const show = (errors: Record<string, string>, names: readonly string[] = FIELDS) =>
    form.setFields(names.map((name) => ({ name, errors: errors[name] ? [readable(errors[name])] : [] })));

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const body = {
      order_id: orderId,
      want: values.want,
      amount: values.want === 'part_refund' && values.amount ? values.amount : undefined,
      statement: values.statement,
      pictures: values.pictures,
    };
    const checked = DisputeOpenBody.safeParse(body);
    // The amount's rule is checked once the rest is valid; the buyer hears of everything at once.
    const missingAmount: Record<string, string> =
      body.want === 'part_refund' && !values.amount ? { amount: DV.partAmount } : {};
    if (!checked.success || Object.keys(missingAmount).length > 0) {
      const issues = checked.success ? [] : checked.error.issues;
      show({ ...missingAmount, ...Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message])) });
      return;
    }
    show({});
    try {
      await open.mutateAsync(body);
      toast.success(t('success.disputeOpened'));
    } catch (error) {
      toast.error(readable(error instanceof Error ? error.message : String(error)));
      if (isApiError(error) && error.fields) {
        show(Object.fromEntries(Object.entries(error.fields).map(([path, text]) => [path.split('.')[0]!, text])));
      }
    }
  };

  return (
    <Form
      form={form}
      name="dispute"
      className="surface-card dp-form"
      layout="vertical"
      requiredMarkStyle="none"
      {...APP_MESSAGES_ONLY}
      initialValues={{ want: 'full_refund', amount: '', statement: '', pictures: [] }}
      onValuesChange={(changed: Record<string, unknown>) => show({}, Object.keys(changed))}
      onFinish={() => void submit()}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={open.isPending}
          disabled={uploading}
        >
          {t('disputes.form.submit')}
        </Button>
      }
    >
      <Form.Header>{t('disputes.form.title')}</Form.Header>
      <Form.Item>
        <p className="dp-lead">{t('disputes.form.lead', { date: formatDate(openUntil) })}</p>
      </Form.Item>
      <Form.Item name="want">
        <ChoiceGroup
          legend={t('disputes.form.want')}
          name="dispute-want"
          layout="rows"
          options={DISPUTE_WANTS.map((value) => ({ value, label: t(`disputes.want.${value}`) }))}
        />
      </Form.Item>
      {want === 'part_refund' && (
        <Form.Item name="amount" label={t('disputes.form.amount')}>
          <AmountField />
        </Form.Item>
      )}
      <Form.Item name="statement" label={t('disputes.form.statement')}>
        <TextArea rows={5} maxLength={STATEMENT_MAX} showCount placeholder={t('disputes.form.statementHint')} />
      </Form.Item>
      <Form.Item
        name="pictures"
        label={t('disputes.form.pictures')}
        description={t('disputes.form.picturesHint', { max: MAX_DISPUTE_PICTURES })}
      >
        <ImageUpload label={t('disputes.form.upload')} max={MAX_DISPUTE_PICTURES} onUploadingChange={setUploading} />
      </Form.Item>
    </Form>
  );
}

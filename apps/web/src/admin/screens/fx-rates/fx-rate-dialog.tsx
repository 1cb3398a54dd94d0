import { Form, Input, Modal } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { FxRateSaveBody, RateInput, convertCents, type AdminFxRow } from '@tradewind/contract';
import { schemaRules } from '../../components/schema-rules';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { saveFxRate } from './api/save-fx-rate';
import { useCurrencyText } from './currency-text';

type Values = { rate: string };
/** What a hundred dollars shows as at the rate typed: the check an operator makes by eye. */
const HUNDRED_DOLLARS = 10_000;

/** One currency's rate per US dollar, set by hand; it is true from the moment it is saved. */
export function FxRateDialog({ row, onClose }: { row: AdminFxRow; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useCurrencyText();
  const [form] = Form.useForm<Values>();
  const { send, sending } = useDialogSubmit(form, onClose);
  const typed = Form.useWatch('rate', form);
  const valid = RateInput.safeParse(typed ?? '');
  const texts = { currency: row.currency, name: text.name(row.currency) };

  const finish = ({ rate }: Values) =>
    void send(
      () => saveFxRate({ currency: row.currency, rate: rate.trim() }),
      () => t('admin.fxRates.form.saved', { currency: row.currency, rate: text.rate(rate.trim()) }),
    );

  return (
    <Modal
      open
      title={t('admin.fxRates.form.title', texts)}
      okText={t('admin.fxRates.form.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ rate: row.rate ?? '' }} onFinish={finish}>
        <Form.Item
          name="rate"
          label={t('admin.fxRates.form.rate', texts)}
          extra={
            valid.success
              ? t('admin.fxRates.form.example', {
                  dollars: text.amount(HUNDRED_DOLLARS, 'USD'),
                  amount: text.amount(convertCents(HUNDRED_DOLLARS, valid.data, row.currency), row.currency),
                })
              : t('admin.fxRates.form.rateHelp')
          }
          rules={[
            ...schemaRules(t, FxRateSaveBody.shape.rate),
            {
              validator: async (_rule, value: string | undefined) => {
                if (value?.trim() && !RateInput.safeParse(value).success) throw new Error(t('validation.rate'));
              },
            },
          ]}
        >
          <Input autoFocus inputMode="decimal" autoComplete="off" spellCheck={false} maxLength={24} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

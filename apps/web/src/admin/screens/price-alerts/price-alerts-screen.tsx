import { Alert, Button, Card, Form, InputNumber, Skeleton, Space, Typography } from 'antd';
import { PRICE_DROP_PERCENT, type NoticeSettings } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { useFormSubmit } from '../../components/use-form-submit';
import { saveNoticeSettings, useNoticeSettings } from './api/notice-settings';

/** Price alerts (decision 055): how far a price must fall before the buyers who saved the product hear of it. */
export function PriceAlertsScreen() {
  const { t } = useTranslation();
  const query = useNoticeSettings();
  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('admin.priceAlerts.lead')}</Typography.Paragraph>
      {query.error && <Alert className="tw-admin-gap" type="error" showIcon title={query.error.message} />}
      {query.data ? <PriceAlertsForm settings={query.data} /> : !query.error && <Skeleton active />}
    </Card>
  );
}

function PriceAlertsForm({ settings }: { settings: NoticeSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NoticeSettings>();
  const submit = useFormSubmit(form);
  const finish = (values: NoticeSettings) =>
    void submit(
      () => saveNoticeSettings({ price_drop_percent: values.price_drop_percent }),
      (saved) => t('admin.priceAlerts.saved', { percent: saved.price_drop_percent }),
    );
  return (
    <Form form={form} layout="vertical" initialValues={settings} onFinish={finish} style={{ maxWidth: 480 }}>
      <Form.Item
        name="price_drop_percent"
        label={t('admin.priceAlerts.percent')}
        extra={t('admin.priceAlerts.percentHelp')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: PRICE_DROP_PERCENT.min,
            max: PRICE_DROP_PERCENT.max,
            message: t('admin.priceAlerts.invalid', PRICE_DROP_PERCENT),
          },
        ]}
      >
        <InputNumber min={PRICE_DROP_PERCENT.min} max={PRICE_DROP_PERCENT.max} precision={0} suffix="%" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('admin.priceAlerts.save')}
        </Button>
        <Button onClick={() => form.setFieldsValue(settings)}>{t('admin.priceAlerts.undo')}</Button>
      </Space>
    </Form>
  );
}

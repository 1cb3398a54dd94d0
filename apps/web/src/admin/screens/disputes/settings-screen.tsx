import { Button, Card, Form, InputNumber, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { DisputeSettings } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { useFormSubmit } from '../../components/use-form-submit';
import { getDisputeSettings, saveDisputeSettings } from './api/disputes-api';

const FIELDS = ['escalate_days', 'answer_days', 'decide_days'] as const;

/** The days of a case: to take a refusal to Tradewind, for the shop to answer, for the platform to decide. */
export function DisputeSettingsScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<DisputeSettings>();
  const submit = useFormSubmit(form);
  const query = useQuery({ queryKey: ['admin', 'dispute-settings'], queryFn: getDisputeSettings });
  if (!query.data) return <Skeleton active />;
  return (
    <Card>
      <Form
        form={form}
        layout="vertical"
        initialValues={query.data}
        onFinish={(values) =>
          void submit(
            () => saveDisputeSettings(values),
            () => t('admin.disputes.settings.saved'),
          )
        }
      >
        {FIELDS.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`admin.disputes.settings.${name}`)}
            extra={t(`admin.disputes.settings.${name}Hint`)}
            rules={[{ required: true, type: 'integer', min: 0, max: 90, message: t('admin.disputes.settings.days') }]}
          >
            <InputNumber min={0} max={90} precision={0} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit">
          {t('admin.disputes.settings.save')}
        </Button>
      </Form>
    </Card>
  );
}

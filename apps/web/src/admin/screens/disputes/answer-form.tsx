import { Button, Card, Form, Input } from 'antd';
import { MAX_DISPUTE_PICTURES } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { ImagesField } from '../../components/images-field';
import { useFormSubmit } from '../../components/use-form-submit';
import { answerDispute } from './api/disputes-api';

type Values = { statement: string; pictures: string[] };

/** The shop's answer: its side in words and up to 6 pictures, once, before its time ends. */
export function AnswerForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form);
  const finish = (values: Values) =>
    submit(
      () => answerDispute({ id, statement: values.statement.trim(), pictures: values.pictures ?? [] }),
      () => t('admin.disputes.answer.done'),
    );
  return (
    <Card title={t('admin.disputes.answer.title')}>
      <Form form={form} layout="vertical" initialValues={{ pictures: [] }} onFinish={(values) => void finish(values)}>
        <Form.Item
          name="statement"
          label={t('admin.disputes.answer.statement')}
          rules={[{ required: true, whitespace: true, message: t('admin.disputes.answer.required') }]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item name="pictures" label={t('admin.disputes.answer.pictures')}>
          <ImagesField max={MAX_DISPUTE_PICTURES} label={t('admin.disputes.answer.pictures')} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('admin.disputes.answer.submit')}
        </Button>
      </Form>
    </Card>
  );
}

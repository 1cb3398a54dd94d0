import { Form, Input, Modal, Typography } from 'antd';
import { AnswerBody, type AdminQuestion } from '@tradewind/contract/talk';
import { useTranslation } from '@/i18n/use-translation';
import { maxLengthOf, schemaRules } from '../../components/schema-rules';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { answerQuestion } from './api';

type Values = { answer: string };
const answerRule = AnswerBody.shape.answer;

/** The shop's answer: public on the product page once sent, newest answered first. */
export function AnswerDialog({ question, onClose }: { question: AdminQuestion; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { send, sending } = useDialogSubmit(form, onClose);

  const finish = ({ answer }: Values) =>
    send(
      () => answerQuestion(question.id, answer.trim()),
      () => t('admin.talk.questions.answered'),
    );

  return (
    <Modal
      open
      title={t('admin.talk.questions.answerTitle', { product: question.product.title })}
      okText={t('admin.talk.questions.send')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph className="tw-admin-pre">{question.question}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ answer: question.answer ?? '' }}
        onFinish={(values) => void finish(values)}
      >
        <Form.Item
          name="answer"
          label={t('admin.talk.questions.answer')}
          rules={schemaRules(t, answerRule, { required: t('admin.talk.questions.answerRequired') })}
        >
          <Input.TextArea rows={4} maxLength={maxLengthOf(answerRule)} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Form, Modal, Typography } from 'antd';
import type { AdminConversation } from '@tradewind/contract/talk';
import { useTranslation } from '@/i18n/use-translation';
import { ReasonField } from '../../components/reason-field';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { hideMessage } from './api';

type Values = { reason: string };

/** Platform operators only: the message stays in the record (arbitration reads it); its readers see the reason. */
export function HideDialog({ message, onClose }: { message: AdminConversation['list'][number]; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { send, sending } = useDialogSubmit(form, onClose);
  return (
    <Modal
      open
      title={t('admin.talk.conversation.hideTitle')}
      okText={t('admin.talk.conversation.hide')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph className="tw-admin-pre">{message.body}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) =>
          void send(
            () => hideMessage(message.id, reason.trim()),
            () => t('admin.talk.conversation.hidden'),
          )
        }
      >
        <ReasonField
          label={t('admin.talk.conversation.hideReason')}
          requiredMessage={t('admin.talk.conversation.hideReasonRequired')}
          extra={t('admin.talk.conversation.hideExtra')}
        />
      </Form>
    </Modal>
  );
}

import { Alert, Form, Modal } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { ReasonField } from '../../components/reason-field';
import type { AdminBuyerDetail } from '@tradewind/contract';
import { useDecision } from '../../components/use-decision';
import { disableBuyer } from './api/disable-buyer';

type Values = { reason: string };
type Props = { buyer: AdminBuyerDetail; onClose: () => void };

/** Disabling needs a reason, and the confirmation says what it does: every session of the buyer ends now. */
export function DisableBuyerDialog({ buyer, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const decide = useDecision();
  const account = buyer.account;

  const finish = async ({ reason }: Values) => {
    const done = await decide({
      title: t('admin.buyers.disable.confirmTitle', { account }),
      content: t('admin.buyers.disable.confirmContent', { account, reason: reason.trim() }),
      okText: t('admin.buyers.disable.submit'),
      danger: true,
      run: () => disableBuyer(buyer.id, reason.trim()),
      success: () => t('admin.buyers.disable.done', { account }),
    });
    if (done) onClose();
  };

  return (
    <Modal
      open
      title={t('admin.buyers.disable.title', { account })}
      okText={t('admin.buyers.disable.next')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert
        className="tw-admin-gap"
        type="warning"
        showIcon
        title={t('admin.buyers.disable.consequence', { account })}
      />
      <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
        <ReasonField
          label={t('admin.buyers.disable.reason')}
          requiredMessage={t('admin.buyers.disable.reasonRequired')}
        />
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { StaffInviteBody, STAFF_INVITATION_DAYS, type StaffInvited } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { schemaRules } from '../../components/schema-rules';
import { useFormSubmit } from '../../components/use-form-submit';
import { inviteStaff } from './api/invite-staff';
import { ShopsField } from './shops-field';

type Values = { email: string; shop_ids: number[] };

/**
 * Invites a person as staff of one or more shops. The one-time link is shown once, here, for the operator to hand
 * over (it is mailed too when mail is set up); only its hash stays on the server.
 */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form);
  const [sending, setSending] = useState(false);
  const [invited, setInvited] = useState<StaffInvited | null>(null);

  const finish = async (values: Values) => {
    setSending(true);
    const result = await submit(
      () => inviteStaff({ email: values.email.trim(), shop_ids: values.shop_ids }),
      (done) => t('admin.staff.invite.done', { email: done.invitation.email }),
    );
    setSending(false);
    if (result) setInvited(result);
  };

  if (invited) {
    const link = `${window.location.origin}${invited.link}`;
    return (
      <Modal
        open
        title={t('admin.staff.invite.linkTitle')}
        okText={t('admin.staff.invite.close')}
        onOk={onClose}
        onCancel={onClose}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert
          type="success"
          showIcon
          className="tw-admin-gap"
          title={t('admin.staff.invite.linkLead', { email: invited.invitation.email, days: STAFF_INVITATION_DAYS })}
        />
        <Typography.Paragraph
          copyable={{ text: link, tooltips: [t('admin.staff.invite.copy'), t('admin.staff.invite.copied')] }}
        >
          <Typography.Text code aria-label={t('admin.staff.invite.linkLabel')}>
            {link}
          </Typography.Text>
        </Typography.Paragraph>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('admin.staff.invite.title')}
      okText={t('admin.staff.invite.submit')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('admin.staff.invite.lead')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ email: '', shop_ids: [] }} onFinish={(v) => void finish(v)}>
        <Form.Item
          name="email"
          label={t('admin.staff.invite.email')}
          rules={[...schemaRules(t, StaffInviteBody.shape.email), { type: 'email', message: t('validation.email') }]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="shop_ids"
          label={t('admin.staff.invite.shops')}
          rules={[{ required: true, type: 'array', min: 1, message: t('validation.staffShops') }]}
        >
          <ShopsField />
        </Form.Item>
      </Form>
    </Modal>
  );
}

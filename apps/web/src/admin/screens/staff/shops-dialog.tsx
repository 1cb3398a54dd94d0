import { useState } from 'react';
import { Form, Modal } from 'antd';
import type { StaffMember } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { useFormSubmit } from '../../components/use-form-submit';
import { setStaffShops } from './api/change-staff';
import { ShopsField } from './shops-field';

type Values = { shop_ids: number[] };

/** Changes the shops a staff member works for: from their next request they see only these. */
export function ShopsDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form);
  const [sending, setSending] = useState(false);

  const finish = async ({ shop_ids }: Values) => {
    setSending(true);
    const done = await submit(
      () => setStaffShops(member.id, shop_ids),
      () => t('admin.staff.shops.saved', { account: member.account }),
    );
    setSending(false);
    if (done !== undefined) onClose();
  };

  return (
    <Modal
      open
      title={t('admin.staff.shops.title', { account: member.account })}
      okText={t('admin.staff.shops.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ shop_ids: member.shops.map((shop) => shop.id) }}
        onFinish={(v) => void finish(v)}
      >
        <Form.Item
          name="shop_ids"
          label={t('admin.staff.invite.shops')}
          rules={[{ required: true, type: 'array', min: 1, message: t('validation.staffShops') }]}
        >
          <ShopsField known={member.shops} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

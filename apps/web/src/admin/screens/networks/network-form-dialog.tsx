import { App, Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminNetwork } from '@tradewind/contract';
import { useFormSubmit } from '../../components/use-form-submit';
import { saveNetwork } from './api/save-network';

type Values = { name: string; address: string; enabled: boolean };
/** `network` null: a new one. */
type Props = { network: AdminNetwork | null; onClose: () => void };

/**
 * Adds a network or edits one's name and receiving address. Whether buyers can choose it is set here only for a
 * new network; an existing one is enabled or disabled from the list, with a confirmation.
 */
export function NetworkFormDialog({ network, onClose }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form);
  const [sending, setSending] = useState(false);

  /** Buyers send real money to this address: a new one is confirmed before it is saved. */
  const addressConfirmed = async (name: string, address: string): Promise<boolean> => {
    if (!network || network.address === address) return true;
    const confirmed = await modal.confirm({
      title: t('admin.networks.addressChange.title', { name }),
      content: t('admin.networks.addressChange.content', { name, address }),
      okText: t('admin.networks.addressChange.ok'),
      cancelText: t('admin.cancel'),
    });
    return confirmed === true;
  };

  const finish = async ({ name, address, enabled }: Values) => {
    const body = { name: name.trim(), address: address.trim() };
    if (!(await addressConfirmed(body.name, body.address))) return;
    setSending(true);
    const saved = await submit(
      () =>
        network
          ? saveNetwork({ id: network.id, ...body, enabled: network.enabled })
          : saveNetwork({ ...body, enabled }),
      (result) => t(network ? 'admin.networks.form.saved' : 'admin.networks.form.created', { name: result.name }),
    );
    setSending(false);
    if (saved) onClose();
  };

  return (
    <Modal
      open
      title={
        network ? t('admin.networks.form.editTitle', { name: network.name }) : t('admin.networks.form.createTitle')
      }
      okText={t('admin.networks.form.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={network ?? { name: '', address: '', enabled: true }}
        onFinish={(values) => void finish(values)}
      >
        <Form.Item
          name="name"
          label={t('admin.networks.form.name')}
          rules={[{ required: true, whitespace: true, message: t('admin.networks.form.nameRequired') }]}
        >
          <Input maxLength={40} autoFocus placeholder={t('admin.networks.form.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('admin.networks.form.address')}
          extra={t('admin.networks.form.addressHelp')}
          rules={[
            { required: true, whitespace: true, message: t('admin.networks.form.addressRequired') },
            { min: 8, message: t('admin.networks.form.addressShort') },
          ]}
        >
          <Input maxLength={128} spellCheck={false} autoComplete="off" />
        </Form.Item>
        {!network && (
          <Form.Item name="enabled" label={t('admin.networks.form.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

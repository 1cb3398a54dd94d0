import { App, Form, Input, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ADDRESS_FORMATS, NetworkSaveBody, type AddressFormat, type AdminNetwork } from '@tradewind/contract';
import { addressError } from '@tradewind/contract/address-check';
import { maxLengthOf, schemaRules } from '../../components/schema-rules';
import { useFormSubmit } from '../../components/use-form-submit';
import { saveNetwork } from './api/save-network';
import { ChainSettingsFields } from './chain-settings-fields';

type ChainSettings = {
  rpc_url: string | null;
  token_contract: string | null;
  token_decimals: number | null;
  confirmations: number | null;
};
type Values = {
  name: string;
  token: string;
  address: string;
  address_format: AddressFormat;
  enabled: boolean;
} & ChainSettings;
const NO_CHAIN: ChainSettings = { rpc_url: null, token_contract: null, token_decimals: null, confirmations: null };
/** An emptied field is "none" for the server. */
const chainSettingsOf = (values: ChainSettings): ChainSettings => ({
  rpc_url: values.rpc_url?.trim() || null,
  token_contract: values.token_contract?.trim() || null,
  token_decimals: values.token_decimals ?? null,
  confirmations: values.confirmations ?? null,
});
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

  const finish = async ({ name, token, address, address_format, enabled, ...chain }: Values) => {
    const body = {
      name: name.trim(),
      token: token.trim(),
      address: address.trim(),
      address_format,
      ...chainSettingsOf(chain),
    };
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
        initialValues={
          network ?? { name: '', token: '', address: '', address_format: undefined, enabled: true, ...NO_CHAIN }
        }
        onFinish={(values) => void finish(values)}
      >
        <Form.Item
          name="name"
          label={t('admin.networks.form.name')}
          rules={schemaRules(t, NetworkSaveBody.shape.name, { required: t('admin.networks.form.nameRequired') })}
        >
          <Input
            maxLength={maxLengthOf(NetworkSaveBody.shape.name)}
            autoFocus
            placeholder={t('admin.networks.form.namePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="token"
          label={t('admin.networks.form.token')}
          extra={t('admin.networks.form.tokenHelp')}
          rules={[
            { required: true, whitespace: true, message: t('admin.networks.form.tokenRequired') },
            { pattern: /^\s*[A-Za-z0-9.]{2,12}\s*$/, message: t('admin.networks.form.tokenInvalid') },
          ]}
        >
          <Input maxLength={12} placeholder="USDT" />
        </Form.Item>
        <Form.Item
          name="address_format"
          label={t('admin.networks.form.format')}
          extra={t('admin.networks.form.formatHelp')}
          rules={[{ required: true, message: t('admin.networks.form.formatRequired') }]}
        >
          <Select
            options={ADDRESS_FORMATS.map((format) => ({ value: format, label: t(`admin.networks.format.${format}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('admin.networks.form.address')}
          extra={t('admin.networks.form.addressHelp')}
          dependencies={['address_format']}
          rules={[
            ...schemaRules(t, NetworkSaveBody.shape.address, {
              required: t('admin.networks.form.addressRequired'),
              tooShort: t('admin.networks.form.addressShort'),
            }),
            // The buyers' rule for this network's addresses holds for its own receiving address too.
            ({ getFieldValue }) => ({
              validator: async (_, value: unknown) => {
                const format = getFieldValue('address_format') as AddressFormat | undefined;
                const text = typeof value === 'string' ? value.trim() : '';
                const wrong = format && text.length >= 8 ? addressError(format, text) : null;
                if (wrong) throw new Error(t(wrong));
              },
            }),
          ]}
        >
          <Input maxLength={maxLengthOf(NetworkSaveBody.shape.address)} spellCheck={false} autoComplete="off" />
        </Form.Item>
        <ChainSettingsFields />
        {!network && (
          <Form.Item name="enabled" label={t('admin.networks.form.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

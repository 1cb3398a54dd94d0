import { useState } from 'react';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import {
  ReceivingAccountSaveBody,
  TRANSFER_CURRENCIES,
  type AdminReceivingAccount,
  type TransferCurrency,
} from '@tradewind/contract';
import { maxLengthOf, schemaRules } from '../../components/schema-rules';
import { useFormSubmit } from '../../components/use-form-submit';
import { saveReceivingAccount } from './api/save-receiving-account';

type Values = {
  currency: TransferCurrency;
  bank_name: string;
  holder: string;
  account_number: string;
  swift: string;
  routing: string;
  note: string;
  enabled: boolean;
};
/** `account` null: a new one, in a currency that has none yet (`taken` lists those that have). */
type Props = { account: AdminReceivingAccount | null; taken: TransferCurrency[]; onClose: () => void };

const shape = ReceivingAccountSaveBody.shape;

/** Adds or edits the bank account of one currency; buyers copy these details into their bank's transfer form. */
export function ReceivingAccountDialog({ account, taken, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form);
  const [sending, setSending] = useState(false);
  const currencies = TRANSFER_CURRENCIES.filter((c) => c === account?.currency || !taken.includes(c));

  const finish = async (values: Values) => {
    setSending(true);
    const saved = await submit(
      () => saveReceivingAccount({ ...(account ? { id: account.id } : {}), ...values }),
      (result) => t('admin.receivingAccounts.form.saved', { currency: result.currency }),
    );
    setSending(false);
    if (saved) onClose();
  };

  const required = (message: string) => ({ required: message });
  return (
    <Modal
      open
      title={
        account
          ? t('admin.receivingAccounts.form.editTitle', { currency: account.currency })
          : t('admin.receivingAccounts.form.createTitle')
      }
      okText={t('admin.receivingAccounts.form.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          currency: account?.currency ?? currencies[0],
          bank_name: account?.bank_name ?? '',
          holder: account?.holder ?? '',
          account_number: account?.account_number ?? '',
          swift: account?.swift ?? '',
          routing: account?.routing ?? '',
          note: account?.note ?? '',
          enabled: account?.enabled ?? true,
        }}
        onFinish={(values) => void finish(values)}
      >
        <Form.Item name="currency" label={t('admin.receivingAccounts.field.currency')}>
          <Select options={currencies.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item
          name="bank_name"
          label={t('admin.receivingAccounts.field.bank')}
          rules={schemaRules(t, shape.bank_name, required(t('admin.receivingAccounts.form.bankRequired')))}
        >
          <Input maxLength={maxLengthOf(shape.bank_name)} />
        </Form.Item>
        <Form.Item
          name="holder"
          label={t('admin.receivingAccounts.field.holder')}
          rules={schemaRules(t, shape.holder, required(t('admin.receivingAccounts.form.holderRequired')))}
        >
          <Input maxLength={maxLengthOf(shape.holder)} />
        </Form.Item>
        <Form.Item
          name="account_number"
          label={t('admin.receivingAccounts.field.number')}
          extra={t('admin.receivingAccounts.form.numberHelp')}
          rules={[{ required: true, whitespace: true, message: t('admin.receivingAccounts.form.numberRequired') }]}
        >
          <Input maxLength={42} />
        </Form.Item>
        <Form.Item
          name="swift"
          label={t('admin.receivingAccounts.field.swift')}
          extra={t('admin.receivingAccounts.form.swiftHelp')}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item
          name="routing"
          label={t('admin.receivingAccounts.field.routing')}
          extra={t('admin.receivingAccounts.form.routingHelp')}
        >
          <Input maxLength={maxLengthOf(shape.routing)} />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('admin.receivingAccounts.field.note')}
          extra={t('admin.receivingAccounts.form.noteHelp')}
        >
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('admin.receivingAccounts.field.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

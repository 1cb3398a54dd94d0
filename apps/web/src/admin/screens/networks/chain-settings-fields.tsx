import { Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_CONFIRMATIONS, MAX_TOKEN_DECIMALS } from '@tradewind/contract';

/**
 * Decision 028: with an EVM JSON-RPC endpoint, a token contract, its decimals and a confirmation count, the server
 * verifies this network's deposits on the chain itself. All empty: the operator audits them by eye, as before.
 */
export function ChainSettingsFields() {
  const { t } = useTranslation();
  const wide = { style: { width: '100%' } };
  return (
    <fieldset className="tw-admin-fieldset">
      <legend>
        <Typography.Text strong>{t('admin.networks.chain.title')}</Typography.Text>
      </legend>
      <Typography.Paragraph type="secondary">{t('admin.networks.chain.help')}</Typography.Paragraph>
      <Form.Item name="rpc_url" label={t('admin.networks.chain.rpcUrl')} extra={t('admin.networks.chain.rpcUrlHelp')}>
        <Input spellCheck={false} autoComplete="off" placeholder="https://" />
      </Form.Item>
      <Form.Item name="token_contract" label={t('admin.networks.chain.tokenContract')}>
        <Input spellCheck={false} autoComplete="off" placeholder="0x…" />
      </Form.Item>
      <Form.Item name="token_decimals" label={t('admin.networks.chain.tokenDecimals')}>
        <InputNumber min={0} max={MAX_TOKEN_DECIMALS} precision={0} {...wide} />
      </Form.Item>
      <Form.Item
        name="confirmations"
        label={t('admin.networks.chain.confirmations')}
        extra={t('admin.networks.chain.confirmationsHelp')}
      >
        <InputNumber min={1} max={MAX_CONFIRMATIONS} precision={0} {...wide} />
      </Form.Item>
    </fieldset>
  );
}
